/// The text form of a lint report: one compiler-like line per finding
/// (`file:line:col: severity: [CODE] message (card "Name")`), then a summary line.
public enum LintText {
  /// Renders the findings and the summary; with `colored`, severities get ANSI colors.
  public static func render(_ report: LintReport, colored: Bool) -> String {
    let renderer = DiagnosticRenderer(colored: colored)
    var out = ""
    out.reserveCapacity(report.diagnostics.count * 96 + 128)
    for d in report.diagnostics {
      out += renderer.render(d)
      out += "\n"
    }
    out += report.summary.line
    out += "\n"
    return out
  }
}
