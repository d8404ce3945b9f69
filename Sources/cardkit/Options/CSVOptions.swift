import ArgumentParser
import CardKit

/// How CSV is read and written.
struct CSVOptions: ParsableArguments {
  @Option(help: "CSV layout of the input: \(CSVLayout.allCases.map(\.name).joined(separator: ", ")) (default: recognised from the header row).")
  var csvProfile: CSVLayout?

  @Option(help: "CSV text encoding: utf-8, utf-16le, utf-16be, windows-1252, latin1 (reading default: detected; writing default: utf-8 with BOM).")
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

extension CSVLayout: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
}

extension CSVEncoding: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
}

extension CSVDelimiter: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
}
