import Foundation

/// Locations of the package's sample files and of the shared external corpus.
enum Paths {
  /// The package root, found from this file's path.
  static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Our own samples.
  static let corpora = root.appendingPathComponent("corpora")

  /// The external corpus (`../shared/corpora/external`), which CI always has.
  static let external = root.deletingLastPathComponent().appendingPathComponent("shared/corpora/external")

  /// The external corpus folder, or a failure message saying it is missing.
  static func requireExternal() throws -> URL {
    guard FileManager.default.fileExists(atPath: external.appendingPathComponent("MANIFEST.tsv").path) else {
      throw CorpusMissing(path: external.path)
    }
    return external
  }

  /// Files in a folder with one of the extensions, sorted.
  static func files(in folder: URL, extensions: Set<String>) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { folder.appendingPathComponent($0) }.filter { url in
      extensions.contains(url.pathExtension.lowercased()) && !url.lastPathComponent.hasSuffix(".expect.json")
    }
  }
}

struct CorpusMissing: Error, CustomStringConvertible {
  var path: String
  var description: String {
    "the external corpus is absent: expected \(path)/MANIFEST.tsv (CI always provides ../shared/corpora/external)"
  }
}

/// One row of the external corpus's MANIFEST.tsv.
struct ManifestEntry: Sendable, CustomStringConvertible {
  var path: String
  var kind: String
  var versions: String
  var note: String
  var description: String { path }

  static func load() throws -> [ManifestEntry] {
    let root = try Paths.requireExternal()
    let text = try String(contentsOf: root.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
    return text.split(separator: "\n").dropFirst().compactMap { line in
      let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard f.count >= 6 else { return nil }
      return ManifestEntry(path: f[0], kind: f[4], versions: f[2], note: f[5])
    }
  }

  /// The entries, or none when the corpus is absent (the suite's own presence test then fails).
  static let all: [ManifestEntry] = (try? load()) ?? []

  var url: URL { Paths.external.appendingPathComponent(path) }
}
