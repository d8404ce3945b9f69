/// The character between fields.
public enum CSVDelimiter: Hashable, Sendable, CaseIterable {
  /// `,` (RFC 4180, most exporters).
  case comma
  /// `;` (Excel in locales whose decimal separator is a comma).
  case semicolon
  /// Tab (files saved as "Unicode text" or tab-separated values).
  case tab

  /// The byte.
  public var byte: UInt8 {
    switch self {
    case .comma: 0x2C
    case .semicolon: 0x3B
    case .tab: 0x09
    }
  }

  /// Parses `,` `;` `\t`, `tab`, `comma`, `semicolon`.
  public init?(name: String) {
    switch name.lowercased() {
    case ",", "comma": self = .comma
    case ";", "semicolon": self = .semicolon
    case "\t", "\\t", "tab": self = .tab
    default: return nil
    }
  }

  /// The delimiter named by Excel's separator line, when `sample` starts with one: `sep=;`
  /// (any case) alone on the first line, which Excel writes and reads to know the delimiter.
  static func excelSeparatorLine(_ sample: UnsafeBufferPointer<UInt8>) -> CSVDelimiter? {
    guard sample.count >= 5, ASCII.hasPrefixUpper(sample, 0, sample.count, "SEP=") else { return nil }
    let delimiter: CSVDelimiter
    switch sample[4] {
    case 0x2C: delimiter = .comma
    case 0x3B: delimiter = .semicolon
    case 0x09: delimiter = .tab
    default: return nil
    }
    guard sample.count == 5 || sample[5] == ASCII.cr || sample[5] == ASCII.lf else { return nil }
    return delimiter
  }

  /// Picks the delimiter of the first record of `sample`: the candidate that occurs most often
  /// outside quotes before the first line break outside quotes. Ties and a header without any
  /// candidate (a single column) give the comma.
  static func sniff(_ sample: UnsafeBufferPointer<UInt8>) -> CSVDelimiter {
    var counts = [0, 0, 0]
    var inQuotes = false
    loop: for b in sample {
      switch b {
      case 0x22: inQuotes.toggle()
      case 0x0A, 0x0D: if !inQuotes { break loop }
      case 0x2C: if !inQuotes { counts[0] += 1 }
      case 0x3B: if !inQuotes { counts[1] += 1 }
      case 0x09: if !inQuotes { counts[2] += 1 }
      default: break
      }
    }
    if counts[1] > counts[0] && counts[1] >= counts[2] { return .semicolon }
    if counts[2] > counts[0] && counts[2] > counts[1] { return .tab }
    return .comma
  }
}
