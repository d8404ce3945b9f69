import FuzzSupport

/// Runs ReadOracles/jcard(_:) on each input (see Tests/CardKitTests/Reliability/ReadOracles.swift).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJCard(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  fuzzCheck(ReadOracles.jcard(fuzzBytes(data, size)))
  return 0
}

@_cdecl("fuzz_jcard_main")
func fuzzEntry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  fuzzMain(argc, argv, fuzzJCard)
}
