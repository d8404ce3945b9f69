/// Where labels are written. Each target spells a label its own way.
public enum LabelTarget: String, Hashable, Sendable, CaseIterable, Codable {
  /// vCard 2.1: bare parameters (`TEL;CELL;VOICE:`), custom labels as `X-<label>` (Android).
  case vCard21
  /// vCard 3.0 (RFC 2426): `TYPE=CELL,VOICE`; custom labels in an `itemN.X-ABLabel` group.
  case vCard30
  /// vCard 4.0 (RFC 6350): lower-case `TYPE=cell`; custom labels in an `itemN.X-ABLabel` group.
  case vCard40
  /// Apple Contacts' vCard 3.0: `type=IPHONE;type=CELL;type=VOICE`, item groups for the rest.
  case apple
  /// Google Contacts CSV: the `Phone 1 - Label` word (`Mobile`, `Work Fax`).
  case google
  /// Outlook CSV: the column the value goes to (`Mobile Phone`, `Business Fax`).
  case outlook
}

/// How a target writes one label.
public struct LabelSpelling: Hashable, Sendable {
  /// `TYPE` values in the target's case, in order; empty for the CSV targets.
  public var types: [String]
  /// Text for an `itemN.X-ABLabel` (vCard 3.0/4.0 custom labels), nil when `types` say it all.
  public var itemLabel: String?
  /// The CSV label word (Google) or the columns to fill in order (Outlook), empty for vCard.
  public var csv: [String]

  /// A spelling from its parts; each defaults to empty.
  public init(types: [String] = [], itemLabel: String? = nil, csv: [String] = []) {
    self.types = types
    self.itemLabel = itemLabel
    self.csv = csv
  }
}

extension PhoneLabel {
  /// How `target` writes this label, with the capabilities a vCard target can say.
  public func spelling(for target: LabelTarget, capabilities: PhoneCapabilities = []) -> LabelSpelling {
    var spelling: LabelSpelling
    if case .custom(let text) = self {
      spelling = PhoneLabel.customSpelling(text, for: target)
    } else {
      spelling = PhoneLabel.spellings.first { $0.label == self }?.byTarget(target) ?? LabelSpelling()
    }
    for capability in capabilities.tokens where capability != .voice {
      switch target {
      case .vCard21: spelling.types.append(capability == .video ? "VIDEO" : "X-" + capability.text.uppercased())
      case .vCard30, .apple: spelling.types.append(capability.text.uppercased())
      case .vCard40: spelling.types.append(capability.text)
      case .google, .outlook: break
      }
    }
    return spelling
  }

  /// Apple's label token for this label (`_$!<Mobile>!$_`), or the custom text.
  public var appleToken: String {
    switch self {
    case .custom(let text): return text
    case .iPhone: return "iPhone"
    default: return "_$!<" + (PhoneLabel.spellings.first { $0.label == self }?.appleName ?? "Other") + ">!$_"
    }
  }

  private static func customSpelling(_ text: String, for target: LabelTarget) -> LabelSpelling {
    switch target {
    case .vCard21: LabelSpelling(types: ["X-" + LabelSpellings.parameterName(text)])
    case .vCard30, .vCard40, .apple: LabelSpelling(itemLabel: text)
    case .google: LabelSpelling(csv: [text])
    case .outlook: LabelSpelling(csv: ["Other Phone"])
    }
  }

  /// One row per standard label: the spelling of every target, as data.
  static let spellings: [PhoneLabelSpellingRow] = [
    .init(.mobile, v21: ["CELL", "VOICE"], v30: ["CELL", "VOICE"], v40: ["cell"], apple: ["CELL", "VOICE"],
          appleName: "Mobile", google: "Mobile", outlook: ["Mobile Phone"]),
    .init(.iPhone, v21: ["CELL", "VOICE"], v30: ["CELL", "VOICE"], v40: ["cell"],
          apple: ["IPHONE", "CELL", "VOICE"], appleName: "iPhone", google: "iPhone", outlook: ["Mobile Phone"]),
    .init(.home, v21: ["HOME", "VOICE"], v30: ["HOME", "VOICE"], v40: ["home"], apple: ["HOME", "VOICE"],
          appleName: "Home", google: "Home", outlook: ["Home Phone", "Home Phone 2"]),
    .init(.work, v21: ["WORK", "VOICE"], v30: ["WORK", "VOICE"], v40: ["work"], apple: ["WORK", "VOICE"],
          appleName: "Work", google: "Work", outlook: ["Business Phone", "Business Phone 2"]),
    .init(.main, v21: ["X-MAIN"], v30: ["MAIN"], v40: ["main"], apple: ["MAIN"],
          appleName: "Main", google: "Main", outlook: ["Company Main Phone"]),
    .init(.homeFax, v21: ["HOME", "FAX"], v30: ["HOME", "FAX"], v40: ["home", "fax"], apple: ["HOME", "FAX"],
          appleName: "HomeFAX", google: "Home Fax", outlook: ["Home Fax"]),
    .init(.workFax, v21: ["WORK", "FAX"], v30: ["WORK", "FAX"], v40: ["work", "fax"], apple: ["WORK", "FAX"],
          appleName: "WorkFAX", google: "Work Fax", outlook: ["Business Fax"]),
    .init(.otherFax, v21: ["FAX"], v30: ["FAX"], v40: ["fax"], apple: ["OTHER", "FAX"],
          appleName: "OtherFAX", google: "Other Fax", outlook: ["Other Fax"]),
    .init(.pager, v21: ["PAGER"], v30: ["PAGER"], v40: ["pager"], apple: ["PAGER"],
          appleName: "Pager", google: "Pager", outlook: ["Pager"]),
    .init(.other, v21: ["VOICE"], v30: ["VOICE"], v40: ["voice"], apple: ["OTHER", "VOICE"],
          appleName: "Other", google: "Other", outlook: ["Other Phone"]),
  ]
}

/// A standard phone label's spelling in every target.
struct PhoneLabelSpellingRow: Sendable {
  let label: PhoneLabel
  let v21: [String], v30: [String], v40: [String], apple: [String]
  let appleName: String
  let google: String
  let outlook: [String]

  init(
    _ label: PhoneLabel, v21: [String], v30: [String], v40: [String], apple: [String], appleName: String,
    google: String, outlook: [String]
  ) {
    self.label = label
    self.v21 = v21
    self.v30 = v30
    self.v40 = v40
    self.apple = apple
    self.appleName = appleName
    self.google = google
    self.outlook = outlook
  }

  func byTarget(_ target: LabelTarget) -> LabelSpelling {
    switch target {
    case .vCard21: LabelSpelling(types: v21)
    case .vCard30: LabelSpelling(types: v30)
    case .vCard40: LabelSpelling(types: v40)
    case .apple: LabelSpelling(types: apple)
    case .google: LabelSpelling(csv: [google])
    case .outlook: LabelSpelling(csv: outlook)
    }
  }
}

extension ContactLabel {
  /// How `target` writes this label for a property (the `INTERNET` of Apple's email types,
  /// Outlook's address column prefix, …).
  public func spelling(for target: LabelTarget, property: LabeledProperty) -> LabelSpelling {
    let base: [String] = (property == .email && (target == .apple || target == .vCard21 || target == .vCard30)) ? ["INTERNET"] : []
    let upper = target == .vCard21 || target == .vCard30 || target == .apple
    switch self {
    case .home, .work:
      let token = self == .home ? "home" : "work"
      switch target {
      case .vCard21, .vCard30, .vCard40, .apple:
        return LabelSpelling(types: base + [upper ? token.uppercased() : token])
      case .google: return LabelSpelling(csv: [self == .home ? "Home" : "Work"])
      case .outlook: return LabelSpelling(csv: ContactLabel.outlookColumns(self, property))
      }
    case .other:
      switch target {
      case .vCard21, .vCard30, .vCard40: return LabelSpelling(types: base)
      case .apple: return LabelSpelling(types: base + ["OTHER"])
      case .google: return LabelSpelling(csv: ["Other"])
      case .outlook: return LabelSpelling(csv: ContactLabel.outlookColumns(self, property))
      }
    case .school, .custom:
      let text = self == .school ? "School" : name
      switch target {
      case .vCard21: return LabelSpelling(types: base + ["X-" + LabelSpellings.parameterName(text)])
      case .vCard30, .vCard40: return LabelSpelling(types: base, itemLabel: text)
      case .apple: return LabelSpelling(types: base, itemLabel: self == .school ? "_$!<School>!$_" : text)
      case .google: return LabelSpelling(csv: [text])
      case .outlook: return LabelSpelling(csv: ContactLabel.outlookColumns(.other, property))
      }
    }
  }

  /// Outlook has fixed columns: three email addresses, Business/Home/Other addresses, one web page.
  private static func outlookColumns(_ label: ContactLabel, _ property: LabeledProperty) -> [String] {
    switch property {
    case .email: return ["E-mail Address", "E-mail 2 Address", "E-mail 3 Address"]
    case .url: return ["Web Page"]
    case .address: return [label == .home ? "Home" : label == .work ? "Business" : "Other"]
    case .phone: return ["Other Phone"]
    }
  }
}

enum LabelSpellings {
  /// Text usable as a vCard parameter name: letters, digits and `-` (others become `-`).
  static func parameterName(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      let ascii = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
      out.unicodeScalars.append(ascii ? scalar : "-")
    }
    return out.isEmpty ? "LABEL" : out
  }
}
