import CardKit
import FuzzSupport

/// One pair of services for the whole run, as a thread keeps them in the normalizer.
nonisolated(unsafe) let fast = PhoneNumberService()
nonisolated(unsafe) let reference = ReadOracles.referenceService()

/// Runs ``ReadOracles/phone(_:fast:reference:)`` on each input (see
/// Tests/CardKitTests/Reliability/PhoneOracle.swift).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPhone(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  fuzzCheck(ReadOracles.phone(fuzzBytes(data, size), fast: fast, reference: reference))
  return 0
}

@_cdecl("fuzz_phone_main")
func fuzzEntry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  fuzzMain(argc, argv, fuzzPhone)
}
