/// Writes cards as vCard 2.1, 3.0 or 4.0 text.
///
/// The model is version-independent; each property's codec writes it in the target's
/// spelling. What the target cannot express is written as its `X-` counterpart or kept raw,
/// and a `C…` diagnostic says so: nothing is dropped silently.
public struct VCardWriter: Sendable {
  /// The version every card is written in.
  public var version: VCardVersion
  /// Whether a 3.0 or 4.0 card without an FN is written with one composed from its N or ORG,
  /// empty when it has neither (``FormattedNameCodec``): what `cardkit convert` writes.
  /// `cardkit repair` has derived the FN of every card that can be named, and writes one that
  /// cannot without an FN, as it was.
  var composesFormattedName = true

  /// A writer for `version`.
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

  /// The properties of a card in the target version, with conversion findings (collected,
  /// for jCard).
  func properties(of card: Card, location: SourceLocation) -> PropertyEmitter {
    var emitter = PropertyEmitter(version: version, card: card, location: location)
    emitter.composesFormattedName = composesFormattedName
    for codec in Self.codecs { codec.write(card, into: &emitter) }
    return emitter
  }

  /// Appends one card's text to `out` and returns the conversion findings.
  @discardableResult
  public func write(_ card: Card, to out: inout [UInt8], location: SourceLocation = SourceLocation(file: "<output>")) -> [Diagnostic] {
    var serializer = VCardSerializer(version: version)
    serializer.begin(into: &out)
    var emitter = PropertyEmitter(version: version, card: card, location: location, serializer: serializer)
    emitter.composesFormattedName = composesFormattedName
    swap(&emitter.bytes, &out)
    for codec in Self.codecs { codec.write(card, into: &emitter) }
    swap(&emitter.bytes, &out)
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
