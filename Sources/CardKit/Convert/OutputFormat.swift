/// The formats CardKit writes.
public enum OutputFormat: String, CaseIterable, Sendable {
  /// vCard 4.0 (RFC 6350), UTF-8, CRLF line endings.
  case vcard4
  /// vCard 3.0 (RFC 2426).
  case vcard3
  /// vCard 2.1, with quoted-printable and CHARSET where a value needs them.
  case vcard21
  /// jCard (RFC 7095): a JSON array of cards.
  case jcard
  /// CardKit's generic CSV layout: lossless for everything in the model.
  case csv
  /// The current Google Contacts CSV layout.
  case googleCSV = "google-csv"
  /// The Outlook desktop CSV layout.
  case outlookCSV = "outlook-csv"

  /// The vCard format of `version`.
  public static func vcard(_ version: VCardVersion) -> OutputFormat {
    switch version {
    case .v2_1: .vcard21
    case .v3_0: .vcard3
    case .v4_0: .vcard4
    }
  }

  /// Whether a TEL value may be a `tel:` URI in this format: vCard 4.0 (`VALUE=uri`), jCard
  /// and the lossless generic CSV layout. 2.1 and 3.0 have no URI value for TEL, and the Google
  /// and Outlook layouts hold numbers as text: a URI is written there as its number.
  public var writesTelephoneURIs: Bool {
    switch self {
    case .vcard4, .jcard, .csv: true
    case .vcard3, .vcard21, .googleCSV, .outlookCSV: false
    }
  }

  /// The CSV layout for the CSV formats.
  public var csvLayout: CSVOutputLayout? {
    switch self {
    case .csv: .generic
    case .googleCSV: .google
    case .outlookCSV: .outlook
    default: nil
    }
  }

  /// The vCard version for the vCard formats.
  public var vcardVersion: VCardVersion? {
    switch self {
    case .vcard4: .v4_0
    case .vcard3: .v3_0
    case .vcard21: .v2_1
    default: nil
    }
  }

  /// One card's bytes and findings in a vCard or jCard format (CSV needs the whole book);
  /// `composesFormattedName` as ``VCardWriter/composesFormattedName``.
  func encode(_ card: Card, location: SourceLocation, composesFormattedName: Bool = true) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
    var out: [UInt8] = []
    out.reserveCapacity(1024)
    let diagnostics: [Diagnostic]
    if let version = vcardVersion {
      var writer = VCardWriter(version: version)
      writer.composesFormattedName = composesFormattedName
      diagnostics = writer.write(card, to: &out, location: location)
    } else {
      var writer = JCardWriter()
      writer.composesFormattedName = composesFormattedName
      diagnostics = writer.write(card, to: &out, location: location)
    }
    return (out, diagnostics)
  }
}
