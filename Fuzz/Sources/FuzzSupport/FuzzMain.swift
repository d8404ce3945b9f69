/// libFuzzer's driver (in libclang_rt.fuzzer), called from each target's entry point.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the command line and the target's test function.
///
/// SwiftPM links an executable with `--defsym main=<module>_main`, so each target defines that
/// symbol (with `@_cdecl`) and calls this; libFuzzer's own `main` is then never linked.
public func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
  var count = argc
  var vector = argv
  return LLVMFuzzerRunDriver(&count, &vector, test)
}
