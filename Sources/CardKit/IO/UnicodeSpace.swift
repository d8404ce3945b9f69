extension Unicode.Scalar {
  /// Unicode `White_Space`, answered without the property tables for the scalars names are
  /// made of. PropList.txt lists no white space between U+00A1 and U+167F nor above U+3000,
  /// so Latin, Greek, Cyrillic, Hebrew, Arabic, kana, Hangul and Han letters are answered by
  /// a comparison; the rest asks the standard library.
  @inline(__always)
  var isSpace: Bool {
    let v = value
    if v < 0x80 { return v == 0x20 || (v >= 0x09 && v <= 0x0D) }
    if v < 0x1680 { return v == 0x85 || v == 0xA0 }
    if v > 0x3000 { return false }
    return properties.isWhitespace
  }
}
