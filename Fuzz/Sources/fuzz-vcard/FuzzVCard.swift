import FuzzSupport

/// Runs ReadOracles/vcard(_:) on each input (see Tests/CardKitTests/Reliability/ReadOracles.swift).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVCard(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  fuzzCheck(ReadOracles.vcard(fuzzBytes(data, size)))
  return 0
}

@_cdecl("fuzz_vcard_main")
func fuzzEntry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  fuzzMain(argc, argv, fuzzVCard)
}
