/// Where one field of a record lies in the record's bytes and in the input.
public struct CSVFieldSpan: Sendable, Hashable {
  /// Offset of the field's first byte in ``CSVRecord/bytes``.
  public var start: Int
  /// Offset just past the field's last byte.
  public var end: Int
  /// 1-based line where the field starts (its opening quote, for a quoted field).
  public var line: Int
  /// 1-based byte column where the field starts.
  public var column: Int
  /// True when the field was written between quotes.
  public var wasQuoted: Bool

  /// A span; see the properties.
  public init(start: Int, end: Int, line: Int, column: Int, wasQuoted: Bool) {
    self.start = start
    self.end = end
    self.line = line
    self.column = column
    self.wasQuoted = wasQuoted
  }

  /// The number of bytes in the field.
  public var count: Int { end - start }
}

/// One record handed out by ``CSVTokenizer``: its fields' bytes, already unquoted (doubled
/// quotes collapsed), in the input's encoding (UTF-8 unless the input is Windows-1252).
///
/// A record borrows the tokenizer's buffers: it is valid only inside the callback that
/// receives it. Copy what you keep (``strings()`` or ``copy()``).
public struct CSVRecord {
  /// The bytes of every field, back to back.
  public let bytes: UnsafeBufferPointer<UInt8>
  /// The fields in order.
  public let fields: UnsafeBufferPointer<CSVFieldSpan>
  /// 0-based index of the record in the input (the header row is record 0).
  public let index: Int
  /// 1-based line where the record starts.
  public let line: Int

  /// The number of fields.
  public var count: Int { fields.count }

  /// The bytes of field `i`.
  @inline(__always)
  public subscript(_ i: Int) -> UnsafeBufferPointer<UInt8> {
    let span = fields[i]
    return UnsafeBufferPointer(rebasing: bytes[span.start..<span.end])
  }

  /// True for an empty line: a single empty field that was not quoted.
  public var isBlank: Bool { fields.count == 1 && fields[0].count == 0 && !fields[0].wasQuoted }

  /// True when every field is empty.
  public var isEmpty: Bool {
    for f in fields where f.count > 0 { return false }
    return true
  }

  /// Field `i` as a string, decoding UTF-8 (invalid bytes become U+FFFD).
  public func string(_ i: Int) -> String { String(decoding: self[i], as: UTF8.self) }

  /// Every field as a string.
  public func strings() -> [String] { (0..<count).map(string) }

  /// An owned copy that outlives the callback.
  public func copy() -> CSVOwnedRecord {
    CSVOwnedRecord(bytes: Array(bytes), fields: Array(fields), index: index, line: line)
  }
}

/// A record that owns its bytes (see ``CSVRecord/copy()``).
public struct CSVOwnedRecord: Sendable, Hashable {
  /// The bytes of every field, back to back.
  public var bytes: [UInt8]
  /// The fields in order.
  public var fields: [CSVFieldSpan]
  /// 0-based index of the record in the input (the header row is record 0).
  public var index: Int
  /// 1-based line where the record starts.
  public var line: Int

  /// Field `i` as a string (invalid UTF-8 becomes U+FFFD).
  public func string(_ i: Int) -> String {
    String(decoding: bytes[fields[i].start..<fields[i].end], as: UTF8.self)
  }

  /// Every field as a string.
  public func strings() -> [String] { fields.indices.map(string) }
}
