/// A binary property's value (`PHOTO`, `LOGO`, `SOUND`, `KEY`): inline bytes or a URI.
public enum Media: Hashable, Sendable {
  /// Inline data (2.1 `ENCODING=BASE64`, 3.0 `ENCODING=b`, 4.0 `data:` URI) with its media type.
  case inline(bytes: [UInt8], mediaType: String?)
  /// A reference (`http:`, `https:`, `cid:`, …).
  case uri(String)

  /// The media type, when known (`image/jpeg`).
  public var mediaType: String? {
    if case .inline(_, let t) = self { return t }
    return nil
  }

  /// Inline size in bytes, 0 for a URI.
  public var byteCount: Int {
    if case .inline(let b, _) = self { return b.count }
    return 0
  }
}
