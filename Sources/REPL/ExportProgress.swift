#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Export

extension ImageExport {
  /// `export gif: frame n of N` kept on one line of `fd` (every tenth frame and the last) when
  /// it is a terminal, and a `clear` that erases it; silent otherwise.
  public static func progressLine(on fd: Int32, output: Output) -> (report: (Int, Int) -> Void, clear: () -> Void) {
    guard isatty(fd) == 1 else { return ({ _, _ in }, {}) }
    return (
      { done, total in
        if done % 10 == 0 || done == total { output.terminal(Array("\rexport gif: frame \(done) of \(total)".utf8), fd: fd) }
      },
      { output.terminal(Array("\r\u{1b}[K".utf8), fd: fd) }
    )
  }
}
