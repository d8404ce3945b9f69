/// The ``ReadLimits/maxBinarySize`` check for inline media written as a `data:` URI (vCard 4.0
/// and jCard) or as 2.1/3.0 base64 without its ENCODING (which ``MediaCodec`` reads as inline
/// data); 2.1/3.0 base64 with its ENCODING is checked where it is decoded (``CardParser``).
enum BinaryLimit {
  /// True (reported as V023 at the property, which the caller then skips) when `p` is a PHOTO,
  /// LOGO, SOUND or KEY whose `data:` URI, or PHOTO, LOGO or SOUND whose unmarked base64, holds
  /// more than `limit` bytes.
  static func exceeds(_ p: PropertyContext, limit: Int, _ r: inout ReadReporter) -> Bool {
    guard p.binary == nil, p.name.isMedia else { return false }
    let text = p.value.text()
    guard text.utf8.count > limit else { return false }
    let size: Int
    if text.prefix(5).lowercased() == "data:", let comma = text.utf8.firstIndex(of: ASCII.comma) {
      let payload = text.utf8.distance(from: text.utf8.index(after: comma), to: text.utf8.endIndex)
      let isBase64 = text[..<comma].lowercased().hasSuffix(";base64")
      size = isBase64 ? payload / 4 * 3 : payload
    } else if p.version != .v4_0, p.name != .key, ["binary", nil].contains(p.parameters.value(.value)?.lowercased()),
      MediaCodec.unmarkedMediaType(text) != nil
    {
      size = text.utf8.count / 4 * 3
    } else {
      return false
    }
    guard size > limit else { return false }
    r.report(.photoTooLarge, "\(p.name.text) holds about \(size) bytes, more than the limit of \(limit); value skipped", at: p.position)
    return true
  }
}
