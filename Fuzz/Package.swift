// swift-tools-version:6.1
// Fuzz targets for CardKit's readers and the phone normalizer, built with libFuzzer.
// Build and run with `Fuzz/run.sh TARGET SECONDS`; the flags are in Fuzz/README.md.
import Foundation
import PackageDescription

// A path dependency is named after its folder (the worktree's name), so find it.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let rootName = root.lastPathComponent

func fuzzTarget(_ name: String) -> Target {
  .executableTarget(name: name, dependencies: ["FuzzSupport", .product(name: "CardKit", package: rootName)])
}

let package = Package(
  name: "CardKitFuzz",
  platforms: [.macOS(.v14)],
  dependencies: [.package(path: "..")],
  targets: [
    .target(name: "FuzzSupport", dependencies: [.product(name: "CardKit", package: rootName)]),
    fuzzTarget("fuzz-vcard"),
    fuzzTarget("fuzz-csv"),
    fuzzTarget("fuzz-jcard"),
    fuzzTarget("fuzz-phone"),
    // Not a fuzz target: prints what the vCard and jCard checks see for one input (triage).
    fuzzTarget("fuzz-show"),
  ]
)
