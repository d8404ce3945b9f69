/// Calls `body` with the UTF-8 bytes of `text` as a pointer and length for the ICU shim.
///
/// Native Swift strings are stored as UTF-8, so this normally copies nothing.
@inline(__always)
func withUTF8Pointer<R>(_ text: String, _ body: (UnsafePointer<UInt8>?, Int32) -> R) -> R {
  var text = text
  return text.withUTF8 { buffer in body(buffer.baseAddress, Int32(buffer.count)) }
}

/// A String from UTF-8 bytes the shim returned (ICU output is always valid UTF-8).
@inline(__always)
func stringFromShim(_ bytes: UnsafePointer<UInt8>?, _ count: Int32) -> String {
  guard let bytes, count > 0 else { return "" }
  return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(count)), as: UTF8.self)
}
