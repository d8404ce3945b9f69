#if canImport(Glibc)
  import Glibc
#endif
@testable import CardKit
@testable import FuzzSupport

/// Triage: `fuzz-show vcard|jcard FILE` prints what the vCard or jCard check sees for one input:
/// the cards cut, their findings, the vCard 4.0 text written and the values read back.
@_cdecl("fuzz_show_main")
func showEntry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  guard argc == 3, let argv, let kind = argv[1], let path = argv[2] else {
    print("usage: fuzz-show vcard|jcard FILE")
    return 64
  }
  guard let file = try? InputFile(path: String(cString: path)), let bytes = try? file.readAll() else {
    print("cannot read \(String(cString: path))")
    return 2
  }
  var cards: [Card] = []
  switch String(cString: kind) {
  case "jcard":
    let parser = JCardParser(fileName: "f")
    for e in ReadOracles.cutJSON(bytes, chunk: nil).elements {
      let (card, diagnostics, _) = parser.parse(e)
      show(card, diagnostics)
      cards.append(card)
    }
  default:
    let parser = CardParser(fileName: "f", limits: ReadLimits())
    for c in ReadOracles.cutCards(bytes, chunk: nil) {
      print("-- chunk \(c.index) line \(c.firstLine) begin=\(c.hasBegin) end=\(c.hasEnd): \(String(reflecting: String(decoding: c.bytes, as: UTF8.self)))")
      let (card, diagnostics) = parser.parse(c)
      show(card, diagnostics)
      cards.append(card)
    }
  }
  var v4: [UInt8] = []
  for card in cards { v4 += OutputFormat.vcard4.encode(card, location: SourceLocation(file: "o")).bytes }
  print("-- vCard 4.0 written:\n\(String(decoding: v4, as: UTF8.self))")
  let parser = CardParser(fileName: "o", limits: ReadLimits())
  for c in ReadOracles.cutCards(v4, chunk: nil) {
    let (card, diagnostics) = parser.parse(c)
    print("-- read back:")
    show(card, diagnostics)
  }
  print(ReadOracles.inventoryLosses(cards, ReadOracles.cutCards(v4, chunk: nil).map { parser.parse($0).0 }, "4.0").joined(separator: "\n"))
  return 0
}

func show(_ card: Card, _ diagnostics: [Diagnostic]) {
  for d in diagnostics { print("   \(d)") }
  for v in card.valueInventory { print("   \(String(reflecting: v))") }
}
