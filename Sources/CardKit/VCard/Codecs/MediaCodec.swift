/// `PHOTO`, `LOGO`, `SOUND` and `KEY` (RFC 6350 §6.2.4, §6.6.3, §6.7.5, §6.8.1; RFC 2426
/// §3.1.4, §3.5.3, §3.6.6, §3.7.1): inline data or a URI.
///
/// Inline data is 2.1 `ENCODING=BASE64;TYPE=JPEG`, 3.0 `ENCODING=b;TYPE=JPEG`, 4.0
/// `data:image/jpeg;base64,…`; references are 2.1 `VALUE=URL`, 3.0 `VALUE=uri`, 4.0 plain URIs.
enum MediaCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ keyPath: WritableKeyPath<Card, [LabeledValue<Media>]>) -> Bool {
    var mediaType: String?
    // A TYPE value names the format (JPEG, image/png) of 2.1 and 3.0 values and of inline
    // data: of inline data the first value that can, of a 2.1 or 3.0 reference a lone value.
    // Any other stays a type, as does every TYPE of a 4.0 URI or data URI (there TYPE is work
    // or home: the format is MEDIATYPE or the data URI's own), a value that cannot name a
    // format (`a,b`, a space), which written into a data URI would end its type, and the
    // location types some clients write in any version (`LOGO;TYPE=WORK`).
    if let i = p.parameters.firstIndex(where: { $0.name == .type }) {
      var values = p.parameters[i].values
      // A quoted list (`TYPE="JPEG,pref"`, or 3.0's bare `JPEG,pref`) is read as its items, as
      // the writer writes them: read back, the output then names the same format.
      if values.contains(where: { $0.utf8.contains(UInt8(ascii: ",")) }) {
        values = values.flatMap { $0.split(separator: ",").map(String.init) }
      }
      let namesFormat = p.binary != nil || (values.count == 1 && p.version != .v4_0)
      if namesFormat, let k = values.firstIndex(where: { Self.isFormat($0.trimmingCharacters(in: "\" ")) }) {
        mediaType = VersionRules.mediaType(forToken: values[k].trimmingCharacters(in: "\" "))
        values.remove(at: k)
      }
      if values.isEmpty { p.parameters.remove(at: i) } else { p.parameters[i].values = values }
    }
    let declared = p.parameters.value(.value)?.lowercased()
    // Inline data is written in each version's own spelling (ENCODING, a data URI), which says
    // what the value is: a VALUE kept from the input (3.0 `VALUE=binary`, or `VALUE=uri` on a
    // data URI) would contradict it there (`ENCODING=b;VALUE=uri` reads as a URI elsewhere).
    let describesInlineData = declared == "binary" || declared == "uri" || declared == "url"
    if let binary = p.binary {
      p.parameters.remove(.encoding)
      if describesInlineData { p.parameters.remove(.value) }
      card.append(p.labeled(Media.inline(bytes: binary, mediaType: mediaType)), to: keyPath)
      return true
    }
    let text = p.value.text()
    let lower = text.prefix(5).lowercased()
    if lower == "data:" {
      guard let (bytes, type) = decodeDataURI(text) else { return false }
      if describesInlineData { p.parameters.remove(.value) }
      card.append(p.labeled(Media.inline(bytes: bytes, mediaType: type)), to: keyPath)
      return true
    }
    if declared == "uri" || declared == "url" || looksLikeURI(text) {
      if declared == "uri" || declared == "url" { p.parameters.remove(.value) }
      if let mediaType, p.parameters.value(.mediaType) == nil, p.version != .v4_0 {
        // 3.0 `TYPE=JPEG` on a URI names the format; keep it as 4.0 does.
        p.parameters.append(Parameter(.mediaType, mediaType))
      }
      card.append(p.labeled(Media.uri(text)), to: keyPath)
      return true
    }
    if p.version != .v4_0, declared == nil || declared == "binary", keyPath != \Card.keys, let (bytes, sniffed) = unmarkedInlineData(text) {
      if declared != nil { p.parameters.remove(.value) }
      card.append(p.labeled(Media.inline(bytes: bytes, mediaType: mediaType ?? sniffed)), to: keyPath)
      return true
    }
    // Text that is neither data nor a URI (a 3.0 KEY with VALUE=text, …): keep it raw.
    if let mediaType { p.parameters.insert(Parameter(.type, VersionRules.token(forMediaType: mediaType)), at: 0) }
    return false
  }

  static func write(_ values: [LabeledValue<Media>], _ property: PropertyName, into out: inout PropertyEmitter) {
    let preferred = PropertyEmitter.preferred(values)
    for v in values {
      switch v.value {
      case .inline(let bytes, let mediaType):
        switch out.version {
        case .v4_0:
          // A media type that cannot sit in a data URI (`image/a,b` from a CSV cell, `JPEG`)
          // would end the URI's header early or be lost there: it goes to MEDIATYPE instead.
          var type = mediaType ?? Self.unknownFormat
          var extra: [Parameter] = []
          if !(type.contains("/") && Self.canNameFormat(type)) {
            extra.append(Parameter(.mediaType, type))
            out.report(
              .valueKeptRaw, "media type '\(type)' of \(property.text) cannot be written in a data URI; written as MEDIATYPE",
              position: v.position)
            type = Self.unknownFormat
          }
          var uri = "data:" + type + ";base64,"
          uri += String(decoding: Base64.encode(bytes), as: UTF8.self)
          out.emitLabeled(v, name: property.text, value: .text(uri), type: .uri, isPreferred: v.id == preferred, extraParameters: extra)
        case .v3_0, .v2_1:
          var extra = [Parameter(.encoding, out.version == .v3_0 ? "b" : "BASE64")]
          if let mediaType { extra.append(Parameter(.type, VersionRules.token(forMediaType: mediaType))) }
          out.emitLabeled(v, name: property.text, value: .binary(bytes), type: .unknown, isPreferred: v.id == preferred, extraParameters: extra)
        }
      case .uri(let uri):
        var w = v
        var extra: [Parameter] = []
        if out.version != .v4_0 {
          extra.append(Parameter(.value, out.version == .v3_0 ? "uri" : "URL"))
          if let t = w.parameters.value(.mediaType) {
            w.parameters.remove(.mediaType)
            extra.append(Parameter(.type, VersionRules.token(forMediaType: t)))
          }
        } else if !looksLikeURI(uri) {
          // A URI is 4.0's default, but a reader tells one from text by its look: say so.
          extra.append(Parameter(.value, "uri"))
        }
        out.emitLabeled(w, name: property.text, value: .text(uri), type: .uri, isPreferred: v.id == preferred, extraParameters: extra)
      }
    }
  }

  /// The media type of data whose format is not known (RFC 2046 §4.5.1).
  static let unknownFormat = "application/octet-stream"

  /// A TYPE value read as a format: one that can name a format and is not a location type
  /// (`WORK`, `HOME`, `PREF`), which no image or sound format is called.
  static func isFormat(_ token: String) -> Bool {
    guard canNameFormat(token) else { return false }
    switch token.uppercased() {
    case "WORK", "HOME", "PREF": return false
    default: return true
    }
  }

  /// A format token (`JPEG`) or media type (`image/jpeg`): the characters of a media type's
  /// names (RFC 6838 §4.2) and at most one slash.
  static func canNameFormat(_ token: String) -> Bool {
    var slashes = 0
    for b in token.utf8 {
      if b == 0x2F {
        slashes += 1
        continue
      }
      guard ASCII.isAlnum(b) || "!#$&-^_.+".utf8.contains(b) else { return false }
    }
    return !token.isEmpty && slashes <= 1
  }

  /// `data:[<mediatype>][;base64],<data>` (RFC 2397); nil when not base64 or malformed.
  /// `application/octet-stream`, which the writer gives data of no known format, is no format.
  static func decodeDataURI(_ text: String) -> ([UInt8], String?)? {
    guard let comma = text.firstIndex(of: ",") else { return nil }
    let header = text[text.index(text.startIndex, offsetBy: 5)..<comma]
    let parts = header.split(separator: ";")
    guard parts.contains(where: { $0.lowercased() == "base64" }) else { return nil }
    let type = parts.first.map { String($0).lowercased() }.flatMap { $0.contains("/") && $0 != unknownFormat ? $0 : nil }
    guard let bytes = Base64.decode(text[text.index(after: comma)...].utf8) else { return nil }
    return (bytes, type)
  }

  /// Base64 written without its ENCODING (`PHOTO:/9j/4AAQ…` in a 3.0 card, which Thunderbird's
  /// tests read as a picture): text that decodes whole to bytes that begin as a JPEG, PNG, GIF,
  /// WebP, TIFF or HEIF picture, or an MP3, Ogg or WAV sound, with that media type. Anything
  /// else is nil and stays text (the lint's L028 reports the missing ENCODING either way).
  static func unmarkedInlineData(_ text: String) -> (bytes: [UInt8], mediaType: String)? {
    guard let mediaType = unmarkedMediaType(text), let bytes = Base64.decode(text.utf8) else { return nil }
    return (bytes, mediaType)
  }

  /// The media type ``unmarkedInlineData(_:)`` reads `text` as, from its first 16 characters
  /// (12 bytes) alone: most text fails there, undecoded.
  static func unmarkedMediaType(_ text: String) -> String? {
    let head = text.utf8.lazy.filter { $0 > 0x20 }.prefix(16)
    guard head.count == 16, let start = Base64.decode(Array(head)) else { return nil }
    return mediaType(ofBytes: start)
  }

  /// The media type whose file signature `b` starts with, among the formats of pictures and
  /// sounds address books hold.
  static func mediaType(ofBytes b: [UInt8]) -> String? {
    func starts(_ s: [UInt8], at offset: Int = 0) -> Bool { b.count >= offset + s.count && b[offset..<offset + s.count].elementsEqual(s) }
    if starts([0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
    if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return "image/gif" }
    if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return "image/webp" }
    if starts(Array("RIFF".utf8)), starts(Array("WAVE".utf8), at: 8) { return "audio/wav" }
    if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return "image/tiff" }
    if starts(Array("ftypheic".utf8), at: 4) || starts(Array("ftypmif1".utf8), at: 4) { return "image/heic" }
    if starts(Array("ID3".utf8)) { return "audio/mpeg" }
    if starts(Array("OggS".utf8)) { return "audio/ogg" }
    return nil
  }

  /// A scheme followed by a colon (`http:`, `https:`, `cid:`, `urn:`), no spaces.
  static func looksLikeURI(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { b in
      guard let first = b.first, (first | 0x20) >= 0x61, (first | 0x20) <= 0x7A else { return false }
      var i = 1
      while i < b.count, i <= 10 {
        let c = b[i]
        if c == ASCII.colon { return i > 0 && !b.contains(ASCII.space) }
        if !(ASCII.isAlnum(c) || c == 0x2B || c == ASCII.hyphen || c == ASCII.dot) { return false }
        i += 1
      }
      return false
    }
  }
}

/// `PHOTO`.
enum PhotoCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    MediaCodec.read(&p, into: &card, \.photos)
  }
  static func write(_ card: Card, into out: inout PropertyEmitter) { MediaCodec.write(card.photos, .photo, into: &out) }
}

/// `LOGO`.
enum LogoCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    MediaCodec.read(&p, into: &card, \.logos)
  }
  static func write(_ card: Card, into out: inout PropertyEmitter) { MediaCodec.write(card.logos, .logo, into: &out) }
}

/// `SOUND`.
enum SoundCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    MediaCodec.read(&p, into: &card, \.sounds)
  }
  static func write(_ card: Card, into out: inout PropertyEmitter) { MediaCodec.write(card.sounds, .sound, into: &out) }
}

/// `KEY`.
enum KeyCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    MediaCodec.read(&p, into: &card, \.keys)
  }
  static func write(_ card: Card, into out: inout PropertyEmitter) { MediaCodec.write(card.keys, .key, into: &out) }
}
