// swift-tools-version:6.1
// Search and CSV-reading benchmarks: a package of its own so that `swift build` and `swift test` at the root do
// not build it. Depends on the root package by path.
import PackageDescription

let package = Package(
  name: "SearchBench",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "CardKit", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "SearchBench",
      dependencies: [.product(name: "CardKit", package: "CardKit")]
    ),
    // Reads every field of a CSV with CardKit's tokenizer (issue 3; run.sh's CARDKIT_CSV_READ_CMD).
    .executableTarget(
      name: "CSVReadBench",
      dependencies: [.product(name: "CardKit", package: "CardKit")]
    ),
    // Reads (and optionally converts) a vCard book in phases, for profiling (issue 2).
    .executableTarget(
      name: "ReadBench",
      dependencies: [.product(name: "CardKit", package: "CardKit")]
    ),
  ]
)
