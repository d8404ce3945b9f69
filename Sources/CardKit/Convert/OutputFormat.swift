/// The formats CardKit writes.
public enum OutputFormat: String, CaseIterable, Sendable {
  case vcard4
  case vcard3
  case vcard21
  case jcard

  /// The vCard version for the vCard formats.
  public var vcardVersion: VCardVersion? {
    switch self {
    case .vcard4: .v4_0
    case .vcard3: .v3_0
    case .vcard21: .v2_1
    case .jcard: nil
    }
  }

  /// One card's bytes and findings in this format.
  func encode(_ card: Card, location: SourceLocation) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
    var out: [UInt8] = []
    out.reserveCapacity(512)
    let diagnostics: [Diagnostic]
    if let version = vcardVersion {
      diagnostics = VCardWriter(version: version).write(card, to: &out, location: location)
    } else {
      diagnostics = JCardWriter().write(card, to: &out, location: location)
    }
    return (out, diagnostics)
  }
}
