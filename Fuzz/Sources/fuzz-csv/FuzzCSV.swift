import FuzzSupport

/// Runs ReadOracles/csv(_:) on each input (see Tests/CardKitTests/Reliability/ReadOracles.swift).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  fuzzCheck(ReadOracles.csv(fuzzBytes(data, size)))
  return 0
}

@_cdecl("fuzz_csv_main")
func fuzzEntry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  fuzzMain(argc, argv, fuzzCSV)
}
