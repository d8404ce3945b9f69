import Foundation
import Testing

/// The README's console examples are what the tool prints: each `$ cardkit …` line is run as a
/// user would type it, from the repository's root, and every line shown under it must be in
/// what it prints (standard output and error). A line with `…` is shown shortened: a line that
/// starts with what comes before it and ends with what follows must be there; a line that is
/// only `…` stands for lines left out.
@Suite struct ReadmeExampleTests {
  struct Example: CustomStringConvertible, Sendable {
    var command: String
    var shown: [String]
    var description: String { command }
  }

  /// The examples of the README, in order.
  static let examples: [Example] = {
    let readme = CLIRunner.root.appendingPathComponent("README.md")
    guard let text = try? String(contentsOf: readme, encoding: .utf8) else { return [] }
    var examples: [Example] = []
    var current: Example?
    for line in text.components(separatedBy: "\n") {
      if line.hasPrefix("$ cardkit ") {
        if let current { examples.append(current) }
        current = Example(command: String(line.dropFirst(2)), shown: [])
      } else if line.hasPrefix("```") || line.hasPrefix("$ ") {
        if let done = current { examples.append(done) }
        current = nil
      } else if current != nil {
        current!.shown.append(line)
      }
    }
    if let current { examples.append(current) }
    return examples
  }()

  @Test func theReadmeHasExamples() {
    #expect(Self.examples.count >= 10, "\(Self.examples.count) examples found in README.md")
  }

  @Test(arguments: examples)
  func exampleOutputIsWhatTheToolPrints(_ example: Example) throws {
    let binDir = CLIRunner.binary.deletingLastPathComponent().path
    let r = try CLIRunner.runShell(example.command, in: CLIRunner.root, path: binDir)
    // vCard output ends its lines with CR LF, which a String holds as one character; the
    // README shows them without the CR.
    let printed = (r.stdout + r.stderr).components(separatedBy: .newlines)
    for line in example.shown where !line.trimmingCharacters(in: .whitespaces).isEmpty && line != "…" {
      let found: Bool
      if let cut = line.range(of: "…") {
        let (start, end) = (String(line[..<cut.lowerBound]), String(line[cut.upperBound...]))
        found = printed.contains { $0.hasPrefix(start) && $0.hasSuffix(end) && $0.count >= start.count + end.count }
      } else {
        found = printed.contains(line)
      }
      #expect(found, "README shows a line `\(example.command)` does not print:\n\(line)\nit printed:\n\(r.stdout + r.stderr)")
    }
  }
}
