/// The bytes of one card as they were found in its vCard input, from its `BEGIN:VCARD` line
/// to its `END:VCARD` line inclusive, kept when ``ReadOptions/keepsSourceText`` is set.
///
/// The bytes are the input's own (line ends, folding, parameters, charsets as written), seen as
/// UTF-8 the way the reader saw them: a byte order mark removed and UTF-16 input transcoded.
/// A card can be written back from them without being encoded again (`cardkit sort` writes a
/// sorted book that way).
public struct CardText: Sendable, Hashable {
  /// The card's bytes as found.
  public var bytes: [UInt8]
  /// False when the input had no `BEGIN:VCARD` before the card's lines.
  public var hasBegin: Bool
  /// False when the input had no `END:VCARD` after them (the file or the next card began).
  public var hasEnd: Bool

  /// The text of a card; `hasBegin` and `hasEnd` say whether its first and last lines are
  /// `BEGIN:VCARD` and `END:VCARD`.
  public init(bytes: [UInt8], hasBegin: Bool = true, hasEnd: Bool = true) {
    self.bytes = bytes
    self.hasBegin = hasBegin
    self.hasEnd = hasEnd
  }

  /// Appends the card as a complete vCard: its bytes unchanged, with a `BEGIN:VCARD` line
  /// before them when the input had none, a line end after the last line when the input
  /// ended without one, and an `END:VCARD` line when the input had none. Added lines end the
  /// way the card's first line does (CRLF when it has no line end). The reader reported each
  /// of these gaps when it read the card.
  public func appendComplete(to out: inout [UInt8]) {
    let newline = lineEnd
    if !hasBegin { out += Self.begin + newline }
    out += bytes
    if !endsWithLineEnd { out += newline }
    if !hasEnd { out += Self.end + newline }
  }

  /// True when the bytes are a complete card as they are (``appendComplete(to:)`` adds nothing).
  var isComplete: Bool { hasBegin && hasEnd && endsWithLineEnd }

  private var endsWithLineEnd: Bool {
    guard let last = bytes.last else { return true }
    return last == ASCII.lf || last == ASCII.cr
  }

  /// The line end of the card's first line: CRLF, LF or CR (CRLF when there is none).
  private var lineEnd: [UInt8] {
    guard let i = bytes.firstIndex(where: { $0 == ASCII.cr || $0 == ASCII.lf }) else { return Self.crlf }
    if bytes[i] == ASCII.lf { return [ASCII.lf] }
    return i + 1 < bytes.count && bytes[i + 1] == ASCII.lf ? Self.crlf : [ASCII.cr]
  }

  private static let begin = Array("BEGIN:VCARD".utf8)
  private static let end = Array("END:VCARD".utf8)
  private static let crlf: [UInt8] = [ASCII.cr, ASCII.lf]
}
