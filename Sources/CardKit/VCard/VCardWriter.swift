/// Writes cards as vCard 2.1, 3.0 or 4.0 text.
///
/// The model is version-independent; each property's codec writes it in the target's
/// spelling. What the target cannot express is written as its `X-` counterpart or kept raw,
/// and a `C…` diagnostic says so: nothing is dropped silently.
public struct VCardWriter: Sendable {
  public var version: VCardVersion

  public init(version: VCardVersion) {
    self.version = version
  }

  /// The codecs in the order their properties are written.
  static let codecs: [any PropertyCodec.Type] = [
    ProductIDCodec.self, KindCodec.self, FormattedNameCodec.self, StructuredNameCodec.self, NicknameCodec.self,
    PhotoCodec.self, BirthdayCodec.self, AnniversaryCodec.self, AddressCodec.self, TelephoneCodec.self,
    EmailCodec.self, IMPPCodec.self, TitleCodec.self, RoleCodec.self, LogoCodec.self, OrganizationCodec.self,
    CategoriesCodec.self, NoteCodec.self, URLCodec.self, SoundCodec.self, KeyCodec.self, MemberCodec.self,
    UIDCodec.self, RevisionCodec.self, ExtrasCodec.self,
  ]

  /// The properties of a card in the target version, with conversion findings.
  func properties(of card: Card, location: SourceLocation) -> PropertyEmitter {
    var emitter = PropertyEmitter(version: version, card: card, location: location)
    for codec in Self.codecs { codec.write(card, into: &emitter) }
    emitter.properties = Self.keepingGroupsTogether(emitter.properties)
    return emitter
  }

  /// Moves each grouped property right after the first property of its group (Apple's
  /// `item3.ADR` then `item3.X-ABADR`), keeping the order otherwise.
  static func keepingGroupsTogether(_ properties: [OutProperty]) -> [OutProperty] {
    // Usually every group is already together: then nothing moves. A group is scattered when
    // it comes back after another group or property started.
    var scattered = false
    var runStart = 0
    for i in properties.indices where i > 0 && properties[i].group != properties[i - 1].group {
      runStart = i
      guard let g = properties[i].group else { continue }
      for j in 0..<runStart where properties[j].group.map({ $0 == g || $0.lowercased() == g.lowercased() }) == true {
        scattered = true
        break
      }
      if scattered { break }
    }
    guard scattered else { return properties }
    var placed = [Bool](repeating: false, count: properties.count)
    var result: [OutProperty] = []
    result.reserveCapacity(properties.count)
    for (i, p) in properties.enumerated() where !placed[i] {
      result.append(p)
      placed[i] = true
      guard let g = p.group else { continue }
      for j in (i + 1)..<properties.count where !placed[j] {
        if let h = properties[j].group, h.count == g.count, h.lowercased() == g.lowercased() {
          result.append(properties[j])
          placed[j] = true
        }
      }
    }
    return result
  }

  /// Appends one card's text to `out` and returns the conversion findings.
  @discardableResult
  public func write(_ card: Card, to out: inout [UInt8], location: SourceLocation = SourceLocation(file: "<output>")) -> [Diagnostic] {
    let emitter = properties(of: card, location: location)
    var serializer = VCardSerializer(version: version)
    serializer.begin(into: &out)
    for p in emitter.properties { serializer.append(p, into: &out) }
    serializer.end(into: &out)
    return emitter.diagnostics
  }

  /// The text of several cards.
  public func write(_ cards: [Card], fileName: String = "<output>") -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
    var out: [UInt8] = []
    var diagnostics: [Diagnostic] = []
    for (i, card) in cards.enumerated() {
      diagnostics += write(card, to: &out, location: SourceLocation(file: fileName, line: Int(card.position.line), column: 0, cardIndex: i))
    }
    return (out, diagnostics)
  }
}
