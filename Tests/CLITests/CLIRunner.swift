import Foundation
import Testing

/// Runs the built `cardkit` binary and captures what it prints.
struct CLIRunner {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: Data
  }

  /// The package root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The `cardkit` executable next to the test bundle (`.build/<config>/cardkit`).
  static let binary: URL = {
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var dir = here.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = dir.appendingPathComponent("cardkit")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return root.appendingPathComponent(".build/debug/cardkit")
  }()

  /// Runs `cardkit` (or another `executable`) with arguments, optional standard input and
  /// environment additions.
  static func run(
    _ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:], in directory: URL? = nil, executable: URL? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable ?? binary
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    for (k, v) in environment { env[k] = v }
    process.environment = env
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    process.standardInput = input
    try process.run()
    // Read both pipes concurrently so a large output cannot block the child.
    nonisolated(unsafe) var outData = Data()
    nonisolated(unsafe) var errData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      outData = out.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    group.enter()
    DispatchQueue.global().async {
      errData = err.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    group.wait()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: outData)
  }

  /// A fresh temporary directory, removed by the caller.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

extension CLIRunner {
  /// util-linux `script`, which runs a command line on a pseudo-terminal (`script -qec LINE /dev/null`).
  static func scriptCommand() throws -> String {
    try #require(
      ["/usr/bin/script", "/bin/script"].first { FileManager.default.isExecutableFile(atPath: $0) },
      "util-linux `script` is needed to give the command a terminal")
  }

  /// Runs a shell command line (as a user types an example) with `path` first on PATH.
  static func runShell(_ line: String, in directory: URL, path: String, environment: [String: String] = [:]) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", line]
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    env["PATH"] = path + ":" + (env["PATH"] ?? "/usr/bin:/bin")
    for (k, v) in environment { env[k] = v }
    process.environment = env
    process.currentDirectoryURL = directory
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-out-\(UUID().uuidString)")
    let err = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-err-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: out)
      try? FileManager.default.removeItem(at: err)
    }
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let outData = try Data(contentsOf: out)
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self), stdoutBytes: outData)
  }
}
