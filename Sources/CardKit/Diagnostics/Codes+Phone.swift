// Codes of the Phone family; declared by the Phone part of the library.
extension DiagnosticCode {
  static let phoneCodes: [DiagnosticCode] = []
}
