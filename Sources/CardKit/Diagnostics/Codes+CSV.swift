// Codes of the CSV family; declared by the CSV part of the library.
extension DiagnosticCode {
  static let csvCodes: [DiagnosticCode] = []
}
