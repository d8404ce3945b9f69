/// A contacts CSV layout: which columns a producer writes and what they mean.
///
/// The reader detects the layout from the header row (`CSVLayoutDetector`); an override
/// forces one. Each layout's columns are declared as data in this folder.
public enum CSVLayout: Hashable, Sendable, CaseIterable {
  /// CardKit's own layout: lossless for everything in the model (see the README).
  case generic
  /// Google Contacts export since 2020: `First Name`, `… - Label`, `Labels`.
  case googleCurrent
  /// Google Contacts export before 2020: `Name`, `Given Name`, `… - Type`, `Group Membership`.
  case googleLegacy
  /// Outlook for Windows export (`Business Street`, `Mobile Phone`, `E-mail Address`, …), with
  /// `Country` or `Country/Region`.
  case outlookDesktop
  /// The "Outlook CSV" written by Google Contacts: Outlook's names plus formatted
  /// `Home Address` / `Business Address` / `Other Address` columns, unquoted, another order.
  case outlookFromGoogle
  /// The outlook.com (Outlook on the web) export: Outlook's names plus `Given Yomi`,
  /// `Surname Yomi`, `Personal Web Page`, ….
  case outlookWeb
  /// Thunderbird's address book export (`Primary Email`, `Mobile Number`, `Birth Year`, …).
  case thunderbird
  /// A header that is none of the above: columns are mapped by what their names mean, and
  /// every other column is kept as an `X-` property.
  case custom

  /// Parses a command-line name: `generic` (or `csv`), `google`, `google-legacy`, `outlook`,
  /// `outlook-google`, `outlook-web` (or `outlook.com`), `thunderbird`, `custom`.
  public init?(name: String) {
    switch name.lowercased() {
    case "generic", "csv", "cardkit": self = .generic
    case "google", "google-csv", "google-current": self = .googleCurrent
    case "google-legacy", "google-old": self = .googleLegacy
    case "outlook", "outlook-csv", "outlook-desktop": self = .outlookDesktop
    case "outlook-google", "outlook-from-google": self = .outlookFromGoogle
    case "outlook-web", "outlook.com", "outlook-com": self = .outlookWeb
    case "thunderbird": self = .thunderbird
    case "custom", "other": self = .custom
    default: return nil
    }
  }

  /// The command-line name.
  public var name: String {
    switch self {
    case .generic: "generic"
    case .googleCurrent: "google"
    case .googleLegacy: "google-legacy"
    case .outlookDesktop: "outlook"
    case .outlookFromGoogle: "outlook-google"
    case .outlookWeb: "outlook-web"
    case .thunderbird: "thunderbird"
    case .custom: "custom"
    }
  }

  /// The layouts ``CSVWriter`` writes.
  public static let writable: [CSVLayout] = [.generic, .googleCurrent, .outlookDesktop]

  /// True for the layouts of the Outlook family (same column names).
  var isOutlook: Bool { self == .outlookDesktop || self == .outlookFromGoogle || self == .outlookWeb }

  /// True for the Google layouts (` ::: ` multi-value cells, `* ` primary and system markers).
  var isGoogle: Bool { self == .googleCurrent || self == .googleLegacy }
}
