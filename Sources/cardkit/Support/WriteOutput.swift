import CardKit

/// Writes text to `path` (`-`: standard output), a file atomically (see ``OutputFile``).
func writeOutput(_ text: String, to path: String) throws {
  let out = try OutputFile(path: path)
  try out.write(text)
  try out.commit()
}
