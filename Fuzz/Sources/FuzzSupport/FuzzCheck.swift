#if canImport(Glibc)
  import Glibc
#endif

/// Stops the run when a check found something: libFuzzer records the input as a crasher
/// (abort), as it does for a sanitizer finding.
public func fuzzCheck(_ failures: [String]) {
  guard !failures.isEmpty else { return }
  let text = Array(("fuzz invariant failed:\n" + failures.map { "  " + $0 + "\n" }.joined()).utf8)
  _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  abort()
}

/// The input as bytes.
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
  guard let data, size > 0 else { return [] }
  return Array(UnsafeBufferPointer(start: data, count: size))
}
