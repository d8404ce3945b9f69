import Foundation
import Testing

/// `cardkit stats|index --format html`: the page shows the same figures as the JSON output.
@Suite struct HTMLCLITests {
  let sample = CLIRunner.root.appendingPathComponent("corpora/sample/contacts.vcf").path

  /// `data-stat="key" data-value="n"` pairs of a page.
  static func figures(_ html: String) throws -> [String: Int] {
    let pattern = try NSRegularExpression(pattern: #"data-stat="([^"]*)" data-value="(\d+)""#)
    var out: [String: Int] = [:]
    for m in pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
      let key = String(html[Range(m.range(at: 1), in: html)!])
      #expect(out[key] == nil, "figure \(key) appears twice")
      out[key] = Int(html[Range(m.range(at: 2), in: html)!])
    }
    return out
  }

  @Test func statsPageMatchesTheJSONOutput() throws {
    let json = try CLIRunner.run(["stats", sample, "--format", "json", "--region", "DE"])
    let html = try CLIRunner.run(["stats", sample, "--format", "html", "--region", "DE", "--locale", "en"])
    #expect(json.status == 0 && html.status == 0, "\(html.stderr)")
    let stats = try #require(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])
    let figures = try Self.figures(html.stdout)
    for key in ["cards", "phones", "withoutName", "withoutPhone", "withoutEmail", "withPhoto", "groupCards", "organizationCards", "categories"] {
      #expect(figures[key] == stats[key] as? Int, "\(key)")
    }
    let numbers = try #require(stats["numbers"] as? [String: Any])
    for key in ["valid", "invalid", "shortNumbers", "unparsable", "noRegion"] {
      #expect(figures[key] == numbers[key] as? Int, "\(key)")
    }
    let labels = try #require(stats["phoneLabels"] as? [String: Any])
    for key in ["custom", "garbage", "unlabeled"] { #expect(figures[key] == labels[key] as? Int, "\(key)") }
    let standard = try #require(labels["standard"] as? [String: Int])
    #expect(!standard.isEmpty)
    for (label, count) in standard { #expect(figures["label:\(label)"] == count, "\(label)") }
    for (version, count) in try #require(stats["versions"] as? [String: Int]) { #expect(figures["version:\(version)"] == count) }
    #expect(figures["duplicates"] == (stats["duplicates"] as? [String: Any])?["clusters"] as? Int)
    #expect(figures["cards"] == 25)

    // The lint summary counts what `cardkit lint` reports, code by code.
    let lint = try CLIRunner.run(["lint", sample, "--format", "json", "--region", "DE"])
    let summary = try #require((try JSONSerialization.jsonObject(with: lint.stdoutBytes) as? [String: Any])?["summary"] as? [String: Any])
    let byCode = try #require(summary["byCode"] as? [String: Int])
    let severities = try #require(summary["bySeverity"] as? [String: Int])
    #expect(!byCode.isEmpty)
    for (code, count) in byCode { #expect(html.stdout.contains("<tr data-code=\"\(code)\" data-count=\"\(count)\">"), "\(code)") }
    #expect(html.stdout.components(separatedBy: "<tr data-code=").count - 1 == byCode.count)
    #expect(figures["lint:warnings"] == severities["warning"])
    #expect(figures["lint:errors"] == severities["error"])

    // And the index sections are those of `cardkit index`.
    let index = try CLIRunner.run(["index", sample, "--format", "json", "--locale", "en"])
    let sections = try #require((try JSONSerialization.jsonObject(with: index.stdoutBytes) as? [String: Any])?["sections"] as? [[String: Any]])
    for section in sections {
      let title = try #require(section["title"] as? String)
      #expect(figures["section:\(title)"] == section["count"] as? Int, "\(title)")
    }
  }

  @Test func indexPageListsTheSectionsOfTheJSONOutput() throws {
    let json = try CLIRunner.run(["index", sample, "--format", "json", "--locale", "en"])
    let html = try CLIRunner.run(["index", sample, "--format", "html", "--locale", "en"])
    #expect(json.status == 0 && html.status == 0, "\(html.stderr)")
    let sections = try #require((try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])?["sections"] as? [[String: Any]])
    #expect(sections.count > 10)
    // Split the page at its sections and compare each with the JSON: title, count, names in order.
    let parts = html.stdout.components(separatedBy: "<section class=\"letter\" ").dropFirst()
    #expect(parts.count == sections.count)
    let namePattern = try NSRegularExpression(pattern: #"<li data-card="\d+"><span [^>]*>[^<]*</span><span dir="auto">([^<]*)</span></li>"#)
    for (n, (part, section)) in zip(parts, sections).enumerated() {
      let title = try #require(section["title"] as? String)
      let count = try #require(section["count"] as? Int)
      #expect(part.hasPrefix("id=\"s-\(n)\" data-title=\"\(title)\" data-count=\"\(count)\">"), "\(title)")
      let names = namePattern.matches(in: part, range: NSRange(part.startIndex..., in: part)).map { String(part[Range($0.range(at: 1), in: part)!]) }
      let expected = (section["members"] as? [[String: Any]] ?? []).map { member in
        let name = member["name"] as? String ?? ""
        return name.isEmpty ? "(no name)" : Self.escaped(name)
      }
      #expect(names == expected, "\(title)")
    }
  }

  @Test func outputFileIsWrittenWholeAndStdoutStaysEmpty() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-html-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("index.html").path
    let r = try CLIRunner.run(["index", sample, "--format", "html", "-o", file])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout == "")
    let direct = try CLIRunner.run(["index", sample, "--format", "html"])
    #expect(try String(contentsOfFile: file, encoding: .utf8) == direct.stdout)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["index.html"])
    let bad = try CLIRunner.run(["stats", sample, "--format", "html", "-o", dir.appendingPathComponent("no/such/dir.html").path])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("cannot write"))
  }

  @Test func hostileNamesStayText() throws {
    let book = """
      BEGIN:VCARD\r
      VERSION:3.0\r
      FN:<script>alert(1)</script>\r
      N:<script>alert(1)</script>;;;;\r
      TEL;TYPE="<img src=x>":+49 30 1234567\r
      END:VCARD\r
      BEGIN:VCARD\r
      VERSION:3.0\r
      FN:O'Neil & "Sons"\r
      N:O'Neil & "Sons";;;;\r
      END:VCARD\r

      """
    for command in ["index", "stats"] {
      let r = try CLIRunner.run([command, "-", "--format", "html", "--locale", "en"], stdin: Data(book.utf8))
      #expect(r.status == 0, "\(r.stderr)")
      #expect(!r.stdout.contains("<script"), "\(command)")
      #expect(!r.stdout.contains("<img"), "\(command)")
      #expect(r.stdout.contains("standard input"))
      if command == "index" {
        #expect(r.stdout.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(r.stdout.contains("O&#39;Neil &amp; &quot;Sons&quot;"))
      }
    }
  }

  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "'", with: "&#39;")
  }
}
