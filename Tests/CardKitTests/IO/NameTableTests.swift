import Testing

@testable import CardKit

/// The reader's byte-level name tables against a dictionary of upper-cased names.
@Suite struct NameTableTests {
  /// Every property, parameter and TYPE name the reader knows, in three spellings, and names
  /// that are not there: prefixes, extensions, near misses and the empty name.
  @Test func findsExactlyTheNamesItHolds() {
    let known = PropertyName.knownNames.map(\.upperText)
    let table = NameTable(known.enumerated().map { ($0.element, $0.offset) })
    let oracle = Dictionary(uniqueKeysWithValues: known.enumerated().map { ($0.element, $0.offset) })
    var probes = known + known.map { $0.lowercased() } + known.map { $0.prefix(1) + $0.dropFirst().lowercased() }
    probes += known.flatMap { [String($0.dropLast()), $0 + "X", "X-" + $0, String($0.dropFirst())] }
    // Same length, one letter different (first or last).
    probes += known.flatMap { [String($0.dropLast()) + ($0.last == "Q" ? "Z" : "Q"), ($0.first == "Q" ? "Z" : "Q") + $0.dropFirst()] }
    probes += ["", "-", "X-", "TELL", "TE", "EMAILS", "FN ", " FN", "N;"]
    for probe in probes {
      #expect(table.lookup(probe) == oracle[probe.uppercased()], "\(probe)")
      let bytes = Array(("<" + probe + ">").utf8)
      bytes.withUnsafeBufferPointer { b in
        #expect(table.lookup(b, 1, b.count - 1) == oracle[probe.uppercased()], "\(probe) in a longer buffer")
      }
    }
  }

  /// Parameter names and TYPE tokens go through the same table type.
  @Test func parameterNamesAndTypeTokens() {
    #expect(ParameterName("sort-as") == .sortAs)
    #expect(ParameterName("X-Foo") == .extended("X-Foo"))
    #expect(PropertyName("x-abLabel") == .xABLabel)
    #expect(PropertyName("X-Unknown") == .extended("X-Unknown"))
  }

  /// A name is an extension exactly when its upper-case spelling starts with `X-`.
  @Test func extensionNamesAreTheXDashNames() {
    let extended = ["X-FOO", "x-foo", "X-", "x", "X", "XFOO", "-X-", "FOO-X", "X_FOO", ""].map(PropertyName.extended)
    for name in PropertyName.knownNames + extended {
      #expect(name.isExtension == name.upperText.hasPrefix("X-"), "\(name.text)")
    }
  }
}
