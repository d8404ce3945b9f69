/// Language tags (RFC 5646 §2.1, which vCard 4.0 uses; RFC 1766 tags of 3.0 and 2.1 fit the
/// same shape): subtags of 1 to 8 letters or digits joined by hyphens, the first letters only.
enum LanguageTag {
  static func isValid(_ text: String) -> Bool {
    let parts = text.utf8.split(separator: 0x2D, omittingEmptySubsequences: false)
    guard let first = parts.first, (1...8).contains(first.count), first.allSatisfy(URISyntax.isAlpha) else { return false }
    return parts.dropFirst().allSatisfy { part in
      (1...8).contains(part.count) && part.allSatisfy { URISyntax.isAlpha($0) || URISyntax.isDigit($0) }
    }
  }
}
