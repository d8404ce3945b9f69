/// The text form of a lint report: one compiler-like line per finding
/// (`file:line:col: severity: [CODE] message (card "Name")`), then a summary line.
public enum LintText {
  /// Renders the findings and the summary; with `colored`, severities get ANSI colors.
  public static func render(_ report: LintReport, colored: Bool) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(report.diagnostics.count * 96 + 128)
    write(report, colored: colored) { bytes.append(contentsOf: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Hands the UTF-8 bytes of ``render(_:colored:)`` to `emit` in pieces, in order. The
  /// findings are rendered in parts on `threads` threads, a wave at a time, and each wave is
  /// handed out while the next renders: a large report is never held whole.
  public static func write<E: Error>(
    _ report: LintReport, colored: Bool, threads: Int = 2, to emit: (UnsafeBufferPointer<UInt8>) throws(E) -> Void
  ) throws(E) {
    let renderer = DiagnosticRenderer(colored: colored)
    let findings = report.diagnostics
    let parts = stride(from: 0, to: findings.count, by: 4096).map { $0..<min(findings.count, $0 + 4096) }
    try renderInWaves(parts, threads: threads, render: { range, _ in
      var bytes: [UInt8] = []
      bytes.reserveCapacity(range.count * 160)
      for d in findings[range] {
        renderer.append(d, to: &bytes)
        bytes.append(ASCII.lf)
      }
      return bytes
    }) { (part: [UInt8]) throws(E) in
      try part.withUnsafeBufferPointer(emit)
    }
    try Array((report.summary.line + "\n").utf8).withUnsafeBufferPointer(emit)
  }
}
