import Foundation
import Testing

@testable import CardKit

/// The HTML pages of `stats` and `index`: escaping, structure, self-containment.
@Suite struct HTMLPageTests {
  static let sample = Paths.corpora.appendingPathComponent("sample/contacts.vcf").path

  @Test(arguments: [
    ("plain", "plain"),
    ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
    ("Tom & \"Jerry\" O'Neil", "Tom &amp; &quot;Jerry&quot; O&#39;Neil"),
    ("&amp;", "&amp;amp;"),
    ("a\u{0}b\u{7}c\u{85}d", "a\u{FFFD}b\u{FFFD}c\u{FFFD}d"),
    ("line\r\nbreak\ttab", "line\r\nbreak\ttab"),
    ("محمد 王芳 Ærø", "محمد 王芳 Ærø"),
  ])
  func escapes(_ input: String, _ expected: String) {
    #expect(HTMLBuilder.escape(input) == expected)
  }

  @Test(arguments: [("en", "en"), ("zh_Hant", "zh-Hant"), ("de_DE@collation=phonebook", "de-DE"), ("\"><x", "x"), ("", "und")])
  func languageTags(_ locale: String, _ expected: String) {
    #expect(HTMLPage.languageTag(locale) == expected)
  }

  /// The checker itself must reject what is broken, or its passing says nothing.
  @Test(arguments: [
    "<!DOCTYPE html>\n<html><body><svg><line x1=\"0\"><rect></rect></svg></body></html>",
    "<!DOCTYPE html>\n<html><body><p>a < b</p></body></html>",
    "<!DOCTYPE html>\n<html><body><p title=x>a</p></body></html>",
    "<!DOCTYPE html>\n<html><body><p>Tom & Jerry</p></body></html>",
    "<!DOCTYPE html>\n<html><body><div><p>a</div></p></body></html>",
    "<html><body></body></html>",
  ])
  func checkerRejectsBrokenMarkup(_ html: String) {
    #expect(!HTMLCheck.problems(html).isEmpty)
  }

  @Test func checkerRejectsExternalReferences() {
    for markup in ["<img src=\"a.png\">", "<a href=\"https://x\">", "<a href=\"//x\">", "<style>@import 'a.css'</style>",
                   "<link rel=\"stylesheet\">", "<script>1</script>", "<p style=\"background:url(a)\">", "<a href=\"other.html\">"] {
      #expect(!HTMLCheck.externalReferences(markup).isEmpty, "\(markup)")
    }
  }

  @Test func statsPageOfTheSampleIsWellFormedAndSelfContained() throws {
    let page = try StatsPage.reading([Self.sample], region: .fixed(PhoneRegion("DE")!), locale: "en") { _ in }
    let html = page.html()
    #expect(HTMLCheck.problems(html) == [])
    #expect(HTMLCheck.externalReferences(html) == [])
    #expect(html.contains("<html lang=\"en\">"))
    #expect(html.contains("<meta charset=\"utf-8\" />"))
    #expect(page.statistics.cards == 25)
    #expect(html.contains("data-stat=\"cards\" data-value=\"25\""))
    // The lint table lists each code the lint run found, with its count.
    for (code, count) in page.lint.summary.byCode {
      #expect(html.contains("<tr data-code=\"\(code)\" data-count=\"\(count)\">"), "\(code)")
    }
    #expect(page.lint.summary.byCode["L030"] == 1)
  }

  @Test func indexPageOfTheSampleIsWellFormedAndSelfContained() throws {
    let book = try BookLoader().load([Self.sample]) { _ in }
    let index = try NameIndexer(options: NameSortOptions(locale: "en")).index(book.cards.map(\.card))
    let html = IndexPage(sources: [Self.sample], index: index).html()
    #expect(HTMLCheck.problems(html) == [])
    #expect(HTMLCheck.externalReferences(html) == [])
    for (n, section) in index.sections.enumerated() {
      #expect(html.contains("<section class=\"letter\" id=\"s-\(n)\" data-title=\"\(HTMLBuilder.escape(section.title))\" data-count=\"\(section.count)\">"))
    }
    // Right-to-left and CJK names are there as written, each in its own direction.
    for name in ["محمد الأحمد", "דוד כהן", "王芳", "김민준"] {
      #expect(html.contains("<span dir=\"auto\">\(name)</span>"), "\(name)")
    }
  }

  @Test func namesAreEscaped() throws {
    var evil = Card()
    evil.formattedName = Attributed("<script>alert(1)</script>")
    var quote = Card()
    quote.formattedName = Attributed("Tom & \"Jerry\"")
    let index = try NameIndexer(options: NameSortOptions(locale: "en")).index([evil, quote])
    let html = IndexPage(sources: ["a<b>\"&.vcf"], index: index).html()
    #expect(!html.contains("<script"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(html.contains("Tom &amp; &quot;Jerry&quot;"))
    #expect(html.contains("<title>Contacts: a&lt;b&gt;&quot;&amp;.vcf</title>"))
    #expect(HTMLCheck.problems(html) == [])
    #expect(HTMLCheck.externalReferences(html) == [])
  }

  @Test func emptyTitlesLinkToTheNearestEarlierSection() throws {
    let cards = ["Adams", "Baker", "Evans"].map { NameCards.person(family: $0, given: "Kim") }
    let index = try NameIndexer(options: NameSortOptions(locale: "en")).index(cards)
    let html = IndexPage(sources: ["-"], index: index).html()
    #expect(html.contains("<a href=\"#s-1\" data-title=\"B\">B</a>"))
    #expect(html.contains("<a href=\"#s-1\" data-title=\"C\" class=\"empty\" title=\"no cards: goes to B\">C</a>"))
    #expect(html.contains("<a href=\"#s-2\" data-title=\"E\">E</a>"))
    // Other scripts' empty letters are left out; the book's own alphabet is whole.
    #expect(!html.contains("data-title=\"Ж\""))
    #expect(html.contains("data-title=\"Z\""))
    #expect(HTMLCheck.problems(html) == [])
  }

  /// The bar shows the whole alphabet of the script most cards are filed under.
  @Test func mainScriptIsTheOneMostCardsAreFiledUnder() throws {
    let cards = ["Иванов", "Петров", "Сидоров"].map { NameCards.person(family: $0, given: "Ан") } + [NameCards.person(family: "Smith", given: "Jo")]
    let index = try NameIndexer(options: NameSortOptions(locale: "en")).index(cards)
    #expect(IndexBarEntry.mainScript(index) == .cyrillic)
    let titles = IndexBarEntry.entries(index).map(\.title)
    #expect(titles.contains("Ж"))
    #expect(titles.contains("S"))
    #expect(!titles.contains("A"))
    #expect(!titles.contains("Ω"))
    #expect(titles.last == "#")
    // Each entry's section is the title's own or the nearest earlier one with cards.
    for entry in IndexBarEntry.entries(index) {
      let title = try #require(index.titles.first { $0.title == entry.title })
      #expect(entry.section == title.section, "\(entry.title)")
    }
  }

  @Test func pagesOfAnEmptyBookAreWellFormed() throws {
    let index = try NameIndexer(options: NameSortOptions(locale: "en")).index([])
    let lint = Linter().lint([], file: "-", format: .vcard)
    let pages = [
      IndexPage(sources: ["-"], index: index).html(),
      StatsPage(sources: ["-"], statistics: BookStatistics(), lint: lint, index: index).html(),
    ]
    for html in pages {
      #expect(HTMLCheck.problems(html) == [])
      #expect(HTMLCheck.externalReferences(html) == [])
      #expect(html.contains("standard input"))
    }
    #expect(pages[1].contains("data-stat=\"cards\" data-value=\"0\""))
  }
}
