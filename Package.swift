// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "CardKit",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "CardKit", targets: ["CardKit"]),
    .executable(name: "cardkit", targets: ["cardkit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // Adds `swift package generate-documentation` (DocC catalogue in Sources/CardKit/CardKit.docc).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // C shim over the system ICU (collation, transliteration, alphabetic index, converters).
    // Its header includes no ICU header, so Swift code that also sees Foundation compiles.
    .target(
      name: "CICU",
      linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
    ),
    // C++ shim over libphonenumber (Debian libphonenumber-dev) behind an extern "C" header.
    .target(
      name: "CPhoneNumber",
      linkerSettings: [
        .linkedLibrary("phonenumber"), .linkedLibrary("protobuf"), .linkedLibrary("icui18n"),
        .linkedLibrary("icuuc"), .linkedLibrary("icudata"),
      ]
    ),
    .target(
      name: "CardKit",
      dependencies: ["CICU", "CPhoneNumber"]
    ),
    .executableTarget(
      name: "cardkit",
      dependencies: [
        "CardKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "CardKitTests",
      dependencies: ["CardKit"]
    ),
    .testTarget(
      name: "CLITests",
      dependencies: ["cardkit"]
    ),
  ],
  cxxLanguageStandard: .cxx17
)
