import ArgumentParser
import CardKit

/// Runs the body of a command with the CLI's exit-status contract: an unreadable input or an
/// unwritable output prints one line and exits 2; a closed standard output exits 0.
func runReporting(_ body: () throws -> Void) throws {
  do {
    try body()
  } catch let error as InputError {
    Console.error("cardkit: error: \(error)")
    throw ExitCode(ExitStatus.ioFailure)
  } catch let error as OutputError {
    if error.isBrokenPipe { throw ExitCode.success }
    Console.error("cardkit: error: \(error)")
    throw ExitCode(ExitStatus.ioFailure)
  } catch let error as ConversionError {
    switch error {
    case .input(let e):
      Console.error("cardkit: error: \(e)")
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
