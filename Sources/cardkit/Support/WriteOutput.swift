import ArgumentParser
import CardKit

/// Writes text to `path` (`-`: standard output), a file atomically (see ``OutputFile``).
func writeOutput(_ text: String, to path: String) throws {
  let out = try OutputFile(path: path)
  try out.write(text)
  try out.commit()
}

/// The path of an option that says where output goes (`-o`/`--output`, `--report`): its
/// `transform`. An empty path (`-o "$OUT"` with `OUT` unset) names no file: wrong usage, found
/// before anything is read, not an output that cannot be written.
enum OutputPath {
  static func nonEmpty(_ argument: String) throws -> String {
    guard argument.isEmpty else { return argument }
    throw ValidationError("the path is empty; give a file, or - for standard output")
  }
}
