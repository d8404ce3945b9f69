/// A parameter name. Known names are cases; everything else keeps its spelling in `.extended`.
public enum ParameterName: Hashable, Sendable {
  /// Parameters of RFC 6350 plus 2.1/3.0 `ENCODING` and `CHARSET` (`SORT-AS` is `sortAs`,
  /// `ALTID` is `altID`, `CALSCALE` is `calscale`).
  case type, pref, value, encoding, charset, language, altID, pid, sortAs, calscale, geo, tz
  /// `LABEL` and `MEDIATYPE` (RFC 6350), `INDEX` and `LEVEL` (RFC 6715), `CC` (RFC 8605) and
  /// the RFC 9554 parameters (`AUTHOR-NAME` is `authorName`, `PROP-ID` is `propID`).
  case label, mediaType, index, level, cc, author, authorName, created, derived, phonetic, propID, script
  /// Any other name (`X-…`, IANA names we do not model), as spelled in the input.
  case extended(String)

  private static let known: [String: ParameterName] = [
    "TYPE": .type, "PREF": .pref, "VALUE": .value, "ENCODING": .encoding, "CHARSET": .charset,
    "LANGUAGE": .language, "ALTID": .altID, "PID": .pid, "SORT-AS": .sortAs, "CALSCALE": .calscale,
    "GEO": .geo, "TZ": .tz, "LABEL": .label, "MEDIATYPE": .mediaType, "INDEX": .index, "LEVEL": .level,
    "CC": .cc, "AUTHOR": .author, "AUTHOR-NAME": .authorName, "CREATED": .created,
    "DERIVED": .derived, "PHONETIC": .phonetic, "PROP-ID": .propID, "SCRIPT": .script,
  ]

  private static let fast = NameTable(known.map { ($0.key, $0.value) })

  /// Parses a name case-insensitively; unknown names keep their spelling.
  public init(_ text: String) {
    self = Self.fast.lookup(text) ?? .extended(text)
  }

  /// Parses a name straight from bytes, case-insensitively.
  init(bytes b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) {
    self = Self.fast.lookup(b, s, e) ?? .extended(ASCII.string(b, s, e))
  }

  /// The name as written (known names upper-case).
  public var text: String {
    switch self {
    case .type: "TYPE"
    case .pref: "PREF"
    case .value: "VALUE"
    case .encoding: "ENCODING"
    case .charset: "CHARSET"
    case .language: "LANGUAGE"
    case .altID: "ALTID"
    case .pid: "PID"
    case .sortAs: "SORT-AS"
    case .calscale: "CALSCALE"
    case .geo: "GEO"
    case .tz: "TZ"
    case .label: "LABEL"
    case .mediaType: "MEDIATYPE"
    case .index: "INDEX"
    case .level: "LEVEL"
    case .cc: "CC"
    case .author: "AUTHOR"
    case .authorName: "AUTHOR-NAME"
    case .created: "CREATED"
    case .derived: "DERIVED"
    case .phonetic: "PHONETIC"
    case .propID: "PROP-ID"
    case .script: "SCRIPT"
    case .extended(let s): s
    }
  }

  /// True for `X-…` names.
  public var isExtension: Bool {
    if case .extended(let s) = self { return s.hasPrefix("X-") || s.hasPrefix("x-") }
    return false
  }

  /// Parameters defined only by vCard 4.0 (RFC 6350 and later registrations).
  public var isVCard4Only: Bool {
    switch self {
    case .pref, .altID, .pid, .sortAs, .calscale, .geo, .tz, .label, .mediaType, .index, .level,
      .cc, .author, .authorName, .created, .derived, .phonetic, .propID, .script:
      true
    default: false
    }
  }
}

/// A parameter with its values (a parameter may carry a comma-separated list).
public struct Parameter: Hashable, Sendable {
  /// The parameter's name.
  public var name: ParameterName
  /// Its values, unquoted, in input order (a comma list gives several).
  public var values: [String]

  /// A parameter with several values (`TYPE=work,voice`).
  public init(_ name: ParameterName, _ values: [String]) {
    self.name = name
    self.values = values
  }

  /// A parameter with one value.
  public init(_ name: ParameterName, _ value: String) {
    self.init(name, [value])
  }
}

extension Array where Element == Parameter {
  /// Values of the first parameter with this name.
  public func values(_ name: ParameterName) -> [String]? {
    first { $0.name == name }?.values
  }

  /// The first value of the first parameter with this name.
  public func value(_ name: ParameterName) -> String? {
    first { $0.name == name }?.values.first
  }

  /// Removes every parameter with this name.
  public mutating func remove(_ name: ParameterName) {
    removeAll { $0.name == name }
  }
}
