/// **PHOTO, LOGO, SOUND or KEY value does not match its encoding.**
///
/// Media values are either inline data or a reference, and each version says how to tell:
/// in vCard 2.1 inline data carries `ENCODING=BASE64` and a reference `VALUE=URL` (or
/// CONTENT-ID); in 3.0 inline data carries `ENCODING=b` and a reference `VALUE=uri`, since
/// the default is binary (RFC 2426 §3.1.4); in 4.0 the value is always a URI, inline data a
/// `data:` URI (RFC 6350 §6.2.4). A `PHOTO:http://…` in 3.0 without `VALUE=uri` is read as
/// broken binary data by strict readers. A KEY with `VALUE=text` is text and not checked.
/// CardKit itself reads base64 without its ENCODING as inline data when it decodes to a
/// picture or a sound (JPEG, PNG, GIF, WebP, TIFF, HEIF, MP3, Ogg, WAV), so `convert` and
/// `repair` write it with the encoding.
struct MediaValueRule: LineRule {
  var code: DiagnosticCode { .lintMediaValue }
  var name: String { "media-value" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }
  var lines: LineSelection { .properties([.photo, .logo, .sound, .key]) }

  func check(line p: PropertySyntax, _ name: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    guard let version = card.version else { return }
    guard name == .photo || name == .logo || name == .sound || name == .key else { return }
    let text = p.rawValue.trimmingSpaces
    if text.isEmpty { return }
    let declared = ValueText.valueType(p)
    if declared == "text" { return }
    let encoding = p.parameters.value(.encoding)?.uppercased()
    let isURI = MediaCodec.looksLikeURI(text)
    if let problem = Self.problem(version, isURI: isURI, declared: declared, encoding: encoding) {
      findings.add(code, "\(name.text) \(problem)", at: p.position)
    }
  }

  static func problem(_ version: VCardVersion, isURI: Bool, declared: String?, encoding: String?) -> String? {
    switch version {
    case .v2_1:
      let isReference = declared == "url" || declared == "content-id" || declared == "cid"
      if isURI && !isReference && encoding == nil { return "is a URL without VALUE=URL" }
      if !isURI && !isReference && encoding == nil { return "holds inline data without ENCODING=BASE64" }
      if isReference && encoding != nil { return "is a reference (VALUE=\(declared ?? "")) but carries ENCODING" }
    case .v3_0:
      if isURI && declared != "uri" && encoding == nil { return "is a URI without VALUE=uri (vCard 3.0 reads it as binary data)" }
      if !isURI && declared != "uri" && encoding == nil { return "holds inline data without ENCODING=b" }
      if declared == "uri" && encoding != nil { return "is a URI (VALUE=uri) but carries ENCODING" }
    case .v4_0:
      if !isURI { return "is not a URI; vCard 4.0 writes inline data as a data: URI" }
    }
    return nil
  }
}
