import ArgumentParser
import CardKit

/// Runs the body of a command with the CLI's exit-status contract: an unreadable input or an
/// unwritable output prints one line and exits 2; a closed standard output exits 0.
func runReporting(_ body: () throws -> Void) throws {
  do {
    try body()
  } catch let error as InputError {
    reportInputError(error)
    throw ExitCode(ExitStatus.ioFailure)
  } catch let error as OutputError {
    if error.isBrokenPipe { throw ExitCode.success }
    Console.error("cardkit: error: \(error)")
    throw ExitCode(ExitStatus.ioFailure)
  } catch let error as ConversionError {
    switch error {
    case .input(let e):
      reportInputError(e)
    case .output(let e):
      if e.isBrokenPipe { throw ExitCode.success }
      Console.error("cardkit: error: \(e)")
    }
    throw ExitCode(ExitStatus.ioFailure)
  } catch let error as NamesError {
    Console.error("cardkit: error: \(error)")
    throw ExitCode(ExitStatus.usage)
  }
}

/// One line for an unreadable input, and a hint when the cause is a common slip.
private func reportInputError(_ error: InputError) {
  Console.error("cardkit: error: \(error)")
  if let hint = error.hint { Console.error("hint: \(hint)") }
}

extension InputError {
  /// What to try: the reader's advice (an archive to unpack, say), or for a missing file, a
  /// directory or a file without read permission.
  var hint: String? {
    if let advice { return advice }
    let reason = self.reason.lowercased()
    if reason.contains("no such file") { return "check the path; `-` (or no file at all) reads standard input" }
    if reason.contains("is a directory") { return "give the files inside it, such as '\(path)/*.vcf'" }
    if reason.contains("permission denied") { return "the file is not readable by you" }
    return nil
  }
}

/// ``runReporting(_:)`` that ends, however the run went, with the count of input skipped past
/// the read limits (``DiagnosticPrinter/printLimitSummary()``).
func runReporting(_ printer: DiagnosticPrinter, _ body: () throws -> Void) throws {
  defer { printer.printLimitSummary() }
  try runReporting(body)
}

/// Writes text to standard output, treating a closed pipe as the end of the run.
func printOutput(_ text: String) throws {
  let out = try OutputFile(path: "-")
  try out.write(text)
  try out.commit()
}

