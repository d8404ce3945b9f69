/// Turns a field's bytes into text once per field: UTF-8 when the file is UTF-8 (a field that is
/// not valid UTF-8 is read as Windows-1252 and reported), or the file's single-byte encoding.
struct CSVCellDecoder {
  let encoding: CSVEncoding
  let fileName: String
  private(set) var diagnostics: [Diagnostic] = []

  init(encoding: CSVEncoding, fileName: String) {
    self.encoding = encoding
    self.fileName = fileName
  }

  mutating func string(_ bytes: UnsafeBufferPointer<UInt8>, line: Int, column: Int) -> String {
    switch encoding {
    case .windows1252, .isoLatin1:
      return CSVText.decodeSingleByte(bytes, windows1252: encoding == .windows1252)
    case .utf8, .utf16LittleEndian, .utf16BigEndian:
      if UTF8Check.isValid(bytes) {
        return String(decoding: bytes, as: UTF8.self)
      }
      diagnostics.append(
        Diagnostic(.csvFieldNotUTF8, "field is not valid UTF-8; its bytes were read as Windows-1252",
          at: SourceLocation(file: fileName, line: line, column: column)))
      return CSVText.decodeSingleByte(bytes, windows1252: true)
    }
  }

  mutating func drainDiagnostics() -> [Diagnostic] {
    defer { diagnostics.removeAll() }
    return diagnostics
  }
}
