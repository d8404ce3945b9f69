import ArgumentParser
import CardKit

/// How CSV is read and written. Reading and writing have options of their own: one option for
/// both read a UTF-8 file as UTF-16 when only the output was meant to be UTF-16, and could not
/// turn a Windows-1252 export into UTF-8.
struct CSVOptions: ParsableArguments {
  @Option(help: "CSV layout of the input: \(CSVLayout.allValueStrings.joined(separator: ", ")) (default: recognised from the header row).")
  var csvProfile: CSVLayout?

  @Option(help: "Text encoding of CSV input: \(CSVEncoding.allValueStrings.joined(separator: ", ")) (default: detected).")
  var encoding: CSVEncoding?

  @Option(help: "Delimiter of CSV input: comma, semicolon or tab (default: detected).")
  var delimiter: CSVDelimiter?

  @Option(help: "Text encoding of CSV output, with the same values as --encoding (default: utf-8 with a byte order mark, for Excel).")
  var outputEncoding: CSVEncoding?

  @Option(help: "Delimiter of CSV output: comma, semicolon or tab (default: comma).")
  var outputDelimiter: CSVDelimiter?

  @Flag(help: "Write cells that a spreadsheet would run as formulas as they are (default: neutralised).")
  var allowFormulas = false

  /// The options that say how CSV output is written, as written on the command line.
  private var outputOptionsGiven: [String] {
    (outputEncoding == nil ? [] : ["--output-encoding"]) + (outputDelimiter == nil ? [] : ["--output-delimiter"])
      + (allowFormulas ? ["--allow-formulas"] : [])
  }

  /// Fails when options for CSV output are given with a target that is not CSV: they would
  /// change nothing.
  func validate(target: OutputFormat) throws {
    guard target.csvLayout == nil, let first = outputOptionsGiven.first else { return }
    throw ValidationError("\(first) applies to CSV output only (--to csv, google-csv or outlook-csv), not --to \(target.rawValue)")
  }

  /// Read options with the CSV overrides applied.
  func apply(to options: inout ReadOptions) {
    options.csv.layout = csvProfile
    options.csv.encoding = encoding
    options.csv.delimiter = delimiter
    if csvProfile != nil { options.forceCSV = true }
  }

  /// How CSV output is written.
  var writeOptions: CSVWriteOptions {
    var o = CSVWriteOptions()
    if let outputEncoding {
      o.encoding = outputEncoding
      o.byteOrderMark = outputEncoding != .windows1252 && outputEncoding != .isoLatin1
    }
    if let outputDelimiter { o.delimiter = outputDelimiter }
    o.allowFormulas = allowFormulas
    return o
  }
}

// The values help and usage errors list are names the option accepts (by default they would
// be the cases' Swift names, `googleCurrent`, which it does not).

extension CSVLayout: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
  public static var allValueStrings: [String] { allCases.map(\.name) }
}

extension CSVEncoding: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
  public static var allValueStrings: [String] {
    allCases.map {
      switch $0 {
      case .utf8: "utf-8"
      case .utf16LittleEndian: "utf-16le"
      case .utf16BigEndian: "utf-16be"
      case .windows1252: "windows-1252"
      case .isoLatin1: "latin1"
      }
    }
  }
}

extension CSVDelimiter: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
  public static var allValueStrings: [String] {
    allCases.map {
      switch $0 {
      case .comma: "comma"
      case .semicolon: "semicolon"
      case .tab: "tab"
      }
    }
  }
}
