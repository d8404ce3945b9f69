import Foundation
import Testing

/// Every public declaration of the CardKit library has a `///` doc comment.
///
/// The scan is textual and mirrors `scripts/undocumented.py` (whose `symbolgraph` mode checks
/// the same from the compiler's symbol graph): a declaration is public when it carries `public`
/// or `open`, or when it is an enum case or a requirement inside a public enum or protocol; it
/// is documented when the nearest line above it that is not blank, an attribute (`@…`) or a
/// `#if` line is a `///` line or ends a `/** */` block. Extensions are not declarations of
/// their own.
@Suite struct DocCommentTests {
  static let sources = Paths.root.appendingPathComponent("Sources/CardKit")

  @Test func everyPublicDeclarationIsDocumented() throws {
    let files = Self.swiftFiles(in: Self.sources)
    #expect(files.count > 100, "expected the CardKit sources under \(Self.sources.path)")
    var missing: [String] = []
    var declarations = 0
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      let scan = DocScan(text)
      declarations += scan.publicDeclarations.count
      for (line, source) in scan.undocumented {
        missing.append("\(file.path.replacingOccurrences(of: Paths.root.path + "/", with: "")):\(line): \(source)")
      }
    }
    // Sanity: the scan sees the library's public API (about 1,300 declarations).
    #expect(declarations > 1000)
    #expect(missing.isEmpty, "public declarations without a /// doc comment:\n\(missing.joined(separator: "\n"))")
  }

  /// The scanner itself, on sources with known answers.
  @Test(arguments: [
    ("/// Doc.\npublic struct A {}\n", [Int]()),
    ("public struct A {}\n", [1]),
    ("/// Doc.\n@available(*, deprecated)\npublic func f() {}\n", []),
    ("// Not a doc comment.\npublic var x = 1\n", [2]),
    ("/** Block doc. */\npublic let y = 2\n", []),
    ("/// Doc.\npublic enum E {\n  /// Doc.\n  case a\n  case b, c\n}\n", [5]),
    ("enum Internal {\n  case a\n}\n", []),
    ("/// Doc.\npublic protocol P {\n  var x: Int { get }\n  /// Doc.\n  func f()\n}\n", [3]),
    ("extension Foo {\n  public static let s = \"{\"\n}\n", [2]),
    ("public extension Foo {}\n", []),
    ("/// Doc.\npublic struct S {\n  public private(set) var v = 0\n  private var w = 0\n  let u = 1\n}\n", [3]),
    ("/// Doc.\npublic enum E {\n  /// Doc.\n  case a\n  public var v: Int {\n    switch self {\n    case .a: 1\n    }\n  }\n}\n", [5]),
    ("/// Doc.\npublic final class C {\n  /// Doc.\n  public init() {}\n  public subscript(i: Int) -> Int { i }\n}\n", [5]),
  ])
  func scannerFindsUndocumented(source: String, expected: [Int]) {
    #expect(DocScan(source).undocumented.map(\.line) == expected)
  }

  static func swiftFiles(in folder: URL) -> [URL] {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
    return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
  }
}

/// A line-based scan of one Swift file for public declarations and their doc comments.
struct DocScan {
  /// 1-based line and trimmed text of each public declaration.
  var publicDeclarations: [(line: Int, text: String)] = []
  /// Those without a doc comment.
  var undocumented: [(line: Int, text: String)] = []

  static let keywords: Set<String> = [
    "func", "var", "let", "init", "subscript", "struct", "enum", "class", "protocol", "typealias",
    "case", "actor", "associatedtype", "extension", "macro", "operator",
  ]
  static let protocolMembers: Set<String> = ["func", "var", "init", "subscript", "associatedtype", "typealias"]
  static let implicitModifiers: Set<String> = ["static", "mutating", "nonmutating", "indirect"]

  init(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var depth = 0
    // Bodies of public enums and protocols, whose cases and requirements are public implicitly.
    var scopes: [(depth: Int, kind: String)] = []
    var pending: String?
    var inBlockComment = false
    for (i, raw) in lines.enumerated() {
      var line = raw
      if inBlockComment {
        guard let end = line.range(of: "*/") else { continue }
        inBlockComment = false
        line = String(line[end.upperBound...])
      }
      if let start = line.range(of: "/*"), !line.contains("*/"), !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
        inBlockComment = true
        line = String(line[..<start.lowerBound])
      }
      let code = Self.stripStringsAndComments(line)
      let body = Self.droppingAttributes(code.trimmingCharacters(in: .whitespaces))
      // Words split at white space; a word's leading identifier (`init` of `init(x:)`) is what
      // is compared with the keywords.
      let words = body.split(whereSeparator: \.isWhitespace).map { String($0.prefix { $0.isLetter || $0 == "_" }) }
      let whole = body.split(whereSeparator: \.isWhitespace).map(String.init)
      if let k = words.firstIndex(where: { Self.keywords.contains($0) }) {
        let kind = words[k]
        let modifiers = Array(whole[..<k])
        // Only modifiers before the keyword (`public`, `static`, `private(set)`): otherwise the
        // keyword is inside an expression (`let x = y.map { case … }`).
        let modifiersOnly = modifiers.allSatisfy { word in
          word.allSatisfy(\.isLetter) || (word.hasSuffix("(set)") && word.dropLast(5).allSatisfy(\.isLetter))
        }
        let explicit = modifiersOnly && (modifiers.contains("public") || modifiers.contains("open")) && kind != "extension"
        var implicit = false
        if !explicit, modifiersOnly, let scope = scopes.last, scope.depth == depth,
          modifiers.allSatisfy({ Self.implicitModifiers.contains($0) })
        {
          implicit = (scope.kind == "enum" && kind == "case") || (scope.kind == "protocol" && Self.protocolMembers.contains(kind))
        }
        if explicit || implicit {
          let entry = (line: i + 1, text: raw.trimmingCharacters(in: .whitespaces))
          publicDeclarations.append(entry)
          if !Self.isDocumented(lines, before: i) { undocumented.append(entry) }
        }
        if explicit && (kind == "enum" || kind == "protocol") { pending = kind }
      }
      let opens = code.filter { $0 == "{" }.count
      let closes = code.filter { $0 == "}" }.count
      if let kind = pending, opens > 0 {
        scopes.append((depth + 1, kind))
        pending = nil
      }
      depth += opens - closes
      while let last = scopes.last, depth < last.depth { scopes.removeLast() }
    }
  }

  /// Whether the nearest line above `index` that is not blank, an attribute or a `#if` line
  /// is a doc comment.
  static func isDocumented(_ lines: [String], before index: Int) -> Bool {
    var j = index - 1
    while j >= 0 {
      let t = lines[j].trimmingCharacters(in: .whitespaces)
      if t.isEmpty || t.hasPrefix("@") || t.hasPrefix("#if") || t.hasPrefix("#else") || t.hasPrefix("#endif") {
        j -= 1
        continue
      }
      return t.hasPrefix("///") || t.hasSuffix("*/")
    }
    return false
  }

  /// The line without string literals and `//` comments (enough to count braces).
  static func stripStringsAndComments(_ line: String) -> String {
    var out = ""
    var inString = false
    var escaped = false
    var previous: Character = " "
    for c in line {
      if inString {
        if escaped {
          escaped = false
        } else if c == "\\" {
          escaped = true
        } else if c == "\"" {
          inString = false
        }
      } else if c == "\"" {
        inString = true
      } else if c == "/" && previous == "/" {
        out.removeLast()
        break
      } else {
        out.append(c)
      }
      previous = inString ? " " : c
    }
    return out
  }

  /// The text after leading attributes such as `@discardableResult` or `@available(*, …)`.
  static func droppingAttributes(_ text: String) -> String {
    var rest = Substring(text)
    while rest.hasPrefix("@") {
      var end = rest.index(after: rest.startIndex)
      while end < rest.endIndex, rest[end].isLetter || rest[end].isNumber || rest[end] == "_" { end = rest.index(after: end) }
      if end < rest.endIndex, rest[end] == "(" {
        var level = 0
        while end < rest.endIndex {
          if rest[end] == "(" { level += 1 }
          if rest[end] == ")" { level -= 1 }
          end = rest.index(after: end)
          if level == 0 { break }
        }
      }
      rest = rest[end...].drop { $0 == " " }
    }
    return String(rest)
  }
}
