/// Text shared by the commands' help (and so by their man pages).
enum HelpText {
  /// The exit statuses of a command that reads books and reports findings.
  static let exitStatus = """
    EXIT STATUS
      0   success, no finding at error severity
      1   findings at error severity
      2   an input could not be read or the output could not be written
      64  wrong usage (unknown option, bad value, missing argument)
    """
}
