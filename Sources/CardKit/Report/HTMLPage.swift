/// The frame of CardKit's HTML pages: one self-contained UTF-8 document with its style sheet
/// inline and charts as inline SVG. Nothing is fetched: no script, font, image or style from
/// anywhere else, so the page reads the same offline, from a mail attachment or a CI artifact.
struct HTMLPage {
  /// The document title.
  var title: String
  /// The language of the page's own words (headings, captions): English. Parts holding
  /// names say their locale with ``languageTag(_:)`` (`lang="ja"` picks Japanese glyphs for
  /// kanji, `lang="zh-Hant"` traditional ones).
  var language = "en"

  /// The whole document, with `body` building the content of `<main>`.
  func render(_ body: (inout HTMLBuilder) -> Void) -> String {
    var b = HTMLBuilder()
    b.trusted("<!DOCTYPE html>\n")
    b.element("html", [("lang", Self.languageTag(language))]) { b in
      b.element("head") { b in
        b.void("meta", [("charset", "utf-8")])
        b.void("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
        b.void("meta", [("name", "generator"), ("content", "cardkit \(CardKitVersion.string)")])
        b.element("title", text: title)
        b.element("style") { b in b.trusted(ReportStyle.css) }
      }
      b.element("body") { b in
        b.element("main") { b in body(&b) }
        b.element("footer") { b in
          b.text("Made by cardkit \(CardKitVersion.string). This page fetches nothing from the network.")
        }
      }
    }
    b.trusted("\n")
    return b.html
  }

  /// A language tag for a `lang` attribute: letters, digits and hyphens only (`en_US@x`
  /// becomes `en-US`); `und` (undetermined) when nothing is left.
  static func languageTag(_ locale: String) -> String {
    let base = locale.split(separator: "@", maxSplits: 1).first.map(String.init) ?? ""
    let tag = String(base.unicodeScalars.compactMap { s -> Character? in
      if s == "_" || s == "-" { return "-" }
      return s.isASCII && s.properties.isAlphabetic || ("0"..."9").contains(s) ? Character(s) : nil
    })
    let trimmed = tag.split(separator: "-").joined(separator: "-")
    return trimmed.isEmpty ? "und" : trimmed
  }
}
