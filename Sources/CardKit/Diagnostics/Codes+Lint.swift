// Codes of the Lint family; declared by the Lint part of the library.
extension DiagnosticCode {
  static let lintCodes: [DiagnosticCode] = []
}
