/// Paths of the test data, found from this file's location (no working-directory assumptions).
enum CSVTestPaths {
  /// The package root: three folders above `Tests/CardKitTests/CSV/`.
  static let packageRoot: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)
    return parts.joined(separator: "/")
  }()

  /// `../shared/corpora/external` relative to the package root.
  static var externalCorpus: String { packageRoot + "/../shared/corpora/external" }
}
