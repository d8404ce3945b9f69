import Foundation
import Testing

@testable import CardKit

/// A second, independent opinion on the pages: Python's own HTML tokenizer (`html.parser`,
/// standard library, no network) must see a doctype, strictly nested tags and valid UTF-8.
/// Runs where `python3` is installed (CI has it: the benchmarks need it).
@Suite(.enabled(if: PythonHTMLParser.python != nil, "python3 is not installed"))
struct HTMLParseTests {
  @Test func pythonRejectsBrokenMarkup() throws {
    let broken = "<!DOCTYPE html>\n<html><body><svg><line x1=\"0\"><rect></rect></svg></body></html>"
    #expect(try PythonHTMLParser.problems(broken) != "")
  }

  @Test func pythonParsesBothPagesOfTheSample() throws {
    let sample = HTMLPageTests.sample
    let stats = try StatsPage.reading([sample], region: .auto, locale: "en") { _ in }.html()
    #expect(try PythonHTMLParser.problems(stats) == "")
    let book = try BookLoader().load([sample]) { _ in }
    let index = try NameIndexer(options: NameSortOptions(locale: "ja")).index(book.cards.map(\.card))
    let page = IndexPage(sources: [sample], index: index).html()
    #expect(page.contains("<html lang=\"en\">"))
    #expect(page.contains("<div lang=\"ja\">"))
    #expect(try PythonHTMLParser.problems(page) == "")
  }
}

/// Runs `python3` over a page; its output lists the problems found.
enum PythonHTMLParser {
  static let python: String? = ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  static let script = """
    import sys
    from html.parser import HTMLParser
    VOID = {"meta", "br", "hr", "img", "input", "link", "wbr"}
    class Check(HTMLParser):
        def __init__(self):
            super().__init__(convert_charrefs=True)
            self.stack, self.errors, self.doctype = [], [], False
        def handle_decl(self, decl):
            self.doctype = decl.lower() == "doctype html"
        def handle_starttag(self, tag, attrs):
            if tag not in VOID:
                self.stack.append(tag)
        def handle_startendtag(self, tag, attrs):
            pass
        def handle_endtag(self, tag):
            if self.stack and self.stack[-1] == tag:
                self.stack.pop()
            else:
                self.errors.append("</%s> closes %s at %s" % (tag, self.stack[-1:], self.getpos()))
    text = open(sys.argv[1], "rb").read().decode("utf-8")
    c = Check()
    c.feed(text)
    c.close()
    if not c.doctype:
        c.errors.append("no <!DOCTYPE html>")
    if c.stack:
        c.errors.append("unclosed: %s" % c.stack)
    print("\\n".join(c.errors[:10]), end="")
    """

  static func problems(_ html: String) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-page-\(UUID().uuidString).html")
    try Data(html.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python!)
    process.arguments = ["-c", script, file.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    return process.terminationStatus == 0 ? text : "python3 failed: " + text
  }
}
