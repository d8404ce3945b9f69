/// A command that reads address books. When it would read standard input and that is a
/// terminal, ``EntryPoint`` says so before the command waits there: `cardkit lint` typed
/// without a file otherwise looks like a hang.
protocol ReadsBooks {
  /// The inputs the command reads (`-` is standard input); empty when it reads none.
  var booksRead: [String] { get }
}

extension ReadsBooks {
  /// The note for a command named `name` about to read a terminal, or nil when it reads none.
  func terminalInputNote(command name: String) -> String? {
    guard booksRead.contains("-") else { return nil }
    return "cardkit: reading a book from standard input: paste or type it and end with Ctrl-D, or give a file (see 'cardkit \(name) --help')"
  }
}

extension ConvertCommand: ReadsBooks { var booksRead: [String] { input.paths } }
extension DedupeCommand: ReadsBooks { var booksRead: [String] { input.paths } }
extension IndexCommand: ReadsBooks { var booksRead: [String] { input.paths } }
extension LintCommand: ReadsBooks { var booksRead: [String] { listRules ? [] : input.paths } }
extension LocateCommand: ReadsBooks { var booksRead: [String] { input.paths } }
extension MergeCommand: ReadsBooks { var booksRead: [String] { [base] + incoming } }
extension NormalizeCommand: ReadsBooks { var booksRead: [String] { input.paths } }
extension PickCommand: ReadsBooks { var booksRead: [String] { input.paths } }
extension RepairCommand: ReadsBooks { var booksRead: [String] { input.paths } }
extension SearchCommand: ReadsBooks { var booksRead: [String] { request.inputs.isEmpty ? ["-"] : request.inputs } }
extension SortCommand: ReadsBooks { var booksRead: [String] { input.paths } }
extension StatsCommand: ReadsBooks { var booksRead: [String] { input.paths } }
