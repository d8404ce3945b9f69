import Foundation
import Testing

/// The man pages in `man/` are what `scripts/update-man.sh` makes from the command definitions.
///
/// This test needs only the built `cardkit`: every command has a page carrying its current
/// abstract, discussion (so the exit statuses and examples) and options. The byte-for-byte
/// check is `scripts/update-man.sh --check`, which `make test` runs before `swift test`:
/// it builds the generate-manual tool, and running a build from inside `swift test` would wait
/// on the build directory's lock.
@Suite struct ManPageTests {
  static let manDirectory = CLIRunner.root.appendingPathComponent("man")
  static let stale = "man/ is out of date with the command definitions: run scripts/update-man.sh and commit man/"

  struct ToolInfo: Decodable {
    var command: Command
  }

  struct Command: Decodable {
    var commandName: String
    var abstract: String?
    var discussion: String?
    var subcommands: [Command]?
    var arguments: [Argument]?
  }

  struct Argument: Decodable {
    struct Name: Decodable {
      var kind: String
      var name: String
    }
    var names: [Name]?
    var shouldDisplay: Bool
  }

  /// Text as the pages spell it: characters beyond ASCII as groff escapes (`\\[u00C5]`).
  static func roff<S: StringProtocol>(_ text: S) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        out.unicodeScalars.append(scalar)
      } else {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      }
    }
    return out
  }

  static func page(_ name: String) -> URL { manDirectory.appendingPathComponent(name) }

  @Test func everyCommandHasAPageWithItsCurrentHelp() throws {
    let dump = try CLIRunner.run(["--experimental-dump-help"])
    #expect(dump.status == 0, "\(dump.stderr)")
    let root = try JSONDecoder().decode(ToolInfo.self, from: dump.stdoutBytes).command
    var commands = [("cardkit.1", root)]
    for sub in root.subcommands ?? [] where sub.commandName != "help" {
      commands.append(("cardkit.\(sub.commandName).1", sub))
    }
    #expect(commands.count == 13)
    for (file, command) in commands {
      let text = try #require(try? String(contentsOf: Self.page(file), encoding: .utf8), "no man/\(file): \(Self.stale)")
      if let abstract = command.abstract {
        #expect(text.contains(".Nd \"\(Self.roff(abstract))\""), "man/\(file) has another abstract: \(Self.stale)")
      }
      for line in (command.discussion ?? "").split(separator: "\n") {
        #expect(text.contains(Self.roff(line)), "man/\(file) lacks the discussion line \"\(line)\": \(Self.stale)")
      }
      for argument in command.arguments ?? [] where argument.shouldDisplay {
        for name in argument.names ?? [] where name.kind == "long" {
          #expect(text.contains("Fl -\(name.name)"), "man/\(file) lacks --\(name.name): \(Self.stale)")
        }
      }
    }
    let pages = try FileManager.default.contentsOfDirectory(atPath: Self.manDirectory.path).filter { $0.hasSuffix(".1") }
    #expect(Set(pages) == Set(commands.map(\.0) + ["cardkit.help.1"]), "\(Self.stale)")
  }
}
