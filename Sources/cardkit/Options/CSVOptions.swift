import ArgumentParser
import CardKit

/// How CSV is read and written.
struct CSVOptions: ParsableArguments {
  @Option(help: "CSV layout of the input: \(CSVLayout.allValueStrings.joined(separator: ", ")) (default: recognised from the header row).")
  var csvProfile: CSVLayout?

  @Option(help: "CSV text encoding: \(CSVEncoding.allValueStrings.joined(separator: ", ")) (reading default: detected; writing default: utf-8 with BOM).")
  var encoding: CSVEncoding?

  @Option(help: "CSV delimiter: ',', ';' or tab (reading default: detected; writing default: ',').")
  var delimiter: CSVDelimiter?

  @Flag(help: "Write cells that a spreadsheet would run as formulas as they are (default: neutralised).")
  var allowFormulas = false

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
    if let encoding {
      o.encoding = encoding
      o.byteOrderMark = encoding != .windows1252 && encoding != .isoLatin1
    }
    if let delimiter { o.delimiter = delimiter }
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
