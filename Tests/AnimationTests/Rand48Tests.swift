import Testing

@testable import Animation

/// POSIX's 48-bit generator. The seeded numbers are glibc's on Debian 12, drawn through
/// Python's ctypes (`srand48`, `drand48`, `lrand48`, `mrand48`), an implementation independent
/// of this one. Unseeded, glibc starts from 0 where POSIX and Apple's libc start from
/// 0x1234ABCD330E: those numbers were worked out in Python from POSIX's constants
/// (X = (0x5DEECE66D·X + 0xB) mod 2⁴⁸ from 0x1234ABCD330E, over 2⁴⁸); the first, 0.396465, is
/// the one C programs print on macOS.
@Suite struct Rand48Tests {
  @Test func unseededDrawsStartFromPosixsDocumentedState() {
    var g = Rand48()
    let drawn = (0..<4).map { _ in g.unit() }
    #expect(drawn == [0.39646477376027534, 0.8404853694114252, 0.3533360972452435, 0.44658343479654405])
  }

  @Test func seedsRestartTheSequenceAsSrand48Does() {
    var a = Rand48(seed: 42)
    #expect((0..<3).map { _ in a.unit() } == [0.7445250000610066, 0.342701478718908, 0.11108528244416149])
    var b = Rand48(seed: 7)
    #expect((0..<3).map { _ in b.nonNegative() } == [572_184_555, 1_464_659_504, 570_136_708])
    var c = Rand48(seed: -5)
    #expect((0..<3).map { _ in c.signed() } == [-786_767_173, 974_741_364, 1_735_784_588])
  }
}
