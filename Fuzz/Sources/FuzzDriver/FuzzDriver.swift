/// libFuzzer's entry for programs that keep their own `main` (SwiftPM names an executable's
/// entry `<Module>_main` and points `main` at it, so libFuzzer's `main` is never linked).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32

public enum FuzzDriver {
  /// Runs libFuzzer with the process's arguments on `target`.
  public static func run(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ target: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
  ) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, target)
  }
}
