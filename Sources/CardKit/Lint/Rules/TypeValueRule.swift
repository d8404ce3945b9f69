/// **TYPE value not defined for this property in this vCard version.**
///
/// Each version lists the TYPE values of each property (vCard 2.1 §2, RFC 2426 §3, RFC 4770,
/// RFC 6350 §5.6): `TEL;TYPE=pcs` is 3.0, `TYPE=text` and `textphone` are 4.0, 4.0 has no
/// `TYPE=pref` (it uses PREF=1), and 3.0 gives EMAIL only `internet`, `x400` and `pref` (so
/// Apple's `EMAIL;TYPE=HOME` is 4.0 usage, 2.1's mail services such as `AOL` and `CIS` are
/// 2.1 usage, and `x400` is 2.1 and 3.0 usage). Such values are notes; a value defined for
/// the property in no version is a warning, notably a custom label written as a TYPE
/// (`TEL;TYPE=Emergency`, `ADR;TYPE=invalid`) where a free-text label (`X-ABLabel`) belongs,
/// and a list written as one quoted value (`TYPE="HOME,VOICE"`, which iOS shows as `"HOME`).
/// vCard 4.0 is the exception: RFC 6350 writes its own examples so (`TYPE="work,voice"`, §8;
/// erratum 3139 asks what it means), so there a quoted list of plain words is a note.
/// `X-` values are always allowed. Phone, email, address and URL labels that only spell a
/// standard label another way (`mobile`, `Handy`) are L041, and noise is L032.
struct TypeValueRule: LineRule {
  var code: DiagnosticCode { .lintTypeValue }
  var name: String { "type-value" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }

  func check(line p: PropertySyntax, _ name: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    guard let version = card.version else { return }
    if case .extended = name { return }
    if name.isExtension { return }
    // Read by index: a `for … in` copies each parameter.
    let parameters = p.parameters
    for i in parameters.indices {
      guard case .type = parameters[i].name else { continue }
      for token in parameters[i].values where !token.isEmpty {
        let message = card.workspace.typeVerdicts.verdict(token, property: name.ordinal ?? -1, version: version) {
          problem(token, name, version, card.workspace)
        }
        if let message { findings.add(code, message.text, at: p.position, severity: message.severity) }
      }
    }
  }

  private func problem(
    _ token: String, _ property: PropertyName, _ version: VCardVersion, _ workspace: LintWorkspace
  ) -> (text: String, severity: Severity?)? {
    if PropertyContext.isWrittenAsList(token) {
      if version == .v4_0, Self.isListOfWords(token) {
        let list = token.split(separator: ",").joined(separator: ",")
        return (
          "TYPE value \(Quoted.text(token)) is a list in one quoted value, as RFC 6350's examples write it; some readers (iOS) take it for one value, TYPE=\(list) is read as a list everywhere",
          .info
        )
      }
      return ("TYPE value \(Quoted.text(token)) is a quoted list or repeats TYPE=; write TYPE=a,b", nil)
    }
    if token.uppercased().hasPrefix("X-") { return nil }
    switch ownership(token, property, workspace) {
    case .hygiene: return nil
    case .customLabel:
      return ("TYPE=\(token) is not defined for \(property.text); a custom label belongs in a free-text label (X-ABLabel)", nil)
    case .rules:
      break
    }
    switch TypeValueTable.verdict(token, property: property, version: version) {
    case .defined:
      return nil
    case .elsewhere(let note):
      return ("TYPE=\(token) is not defined for \(property.text) in vCard \(version.rawValue) (\(note))", .info)
    case .undefined:
      if !TypeValueTable.hasTypes(property, version: version) {
        return ("\(property.text) takes no TYPE in vCard \(version.rawValue); TYPE=\(token) is undefined", nil)
      }
      return ("TYPE=\(token) is not defined for \(property.text) in any vCard version", nil)
    }
  }

  /// `work,voice`: words (letters, digits, `-`) separated by single commas, as a quoted list
  /// reaches the rule (the quotes gone; unquoted, the reader would have split it).
  static func isListOfWords(_ token: String) -> Bool {
    let words = token.split(separator: ",", omittingEmptySubsequences: false)
    return words.count > 1 && words.allSatisfy { word in
      !word.isEmpty && word.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "-") }
    }
  }

  private enum Ownership { case rules, hygiene, customLabel }

  /// For labelled properties: a token the label mapping respells or drops belongs to L041 or
  /// L032; an unknown word it turns into a custom label is this rule's.
  private func ownership(_ token: String, _ property: PropertyName, _ workspace: LintWorkspace) -> Ownership {
    let typed = TypeToken(token)
    let isPhone = property == .tel
    guard isPhone || property == .email || property == .adr || property == .url || property == .label else { return .rules }
    let facts = workspace.labels(phone: isPhone, types: [typed], label: nil)
    if !facts.garbage.isEmpty { return .hygiene }
    if facts.types == [typed] { return .rules }
    return facts.isCustom ? .customLabel : .hygiene
  }
}
