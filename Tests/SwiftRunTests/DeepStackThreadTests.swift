import Foundation
import Testing

@testable import SwiftRun

/// The interpreter's thread: deep recursion fits, results come back, callers take turns.
@Suite struct DeepStackThreadTests {
  func depth(_ n: Int) -> Int {
    var frame = [Int](repeating: n, count: 32)
    frame[1] = n
    return n == 0 ? 0 : 1 + depth(n - 1) + frame[1] - n
  }

  @Test func deepRecursionRunsOnItAndReturns() {
    let thread = DeepStackThread()
    // Far deeper than a 512 KB stack holds.
    #expect(thread.perform { self.depth(60_000) } == 60_000)
    #expect(thread.perform { 7 } == 7)
  }

  @Test func callersFromManyThreadsEachGetTheirOwnResult() async {
    let thread = DeepStackThread()
    let results = await withTaskGroup(of: (Int, Int).self) { group in
      for k in 0..<16 { group.addTask { (k, thread.perform { k * k }) } }
      var all: [(Int, Int)] = []
      for await r in group { all.append(r) }
      return all
    }
    #expect(results.count == 16 && results.allSatisfy { $0.1 == $0.0 * $0.0 })
  }

  /// Opening parses, folds and names on a deep stack of its own: a file nested as deep as
  /// `NestingCheck` allows opens from a thread with a small stack (64 KB), where parsing it
  /// there overflowed.
  @Test func aDeeplyNestedFileOpensFromAThreadWithALittleStack() {
    let nested = String(repeating: "(", count: 20) + "1" + String(repeating: ")", count: 20)
    final class Box: @unchecked Sendable { var said = "did not finish" }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      do {
        let file = try LanguageTests.opened("let x: CGFloat = \(nested)\nhost.backgroundColor = .red")
        box.said = "opened \(file.source.literals.count)"
      } catch {
        box.said = "\(error)"
      }
      done.signal()
    }
    thread.stackSize = 64 << 10
    thread.start()
    done.wait()
    #expect(box.said == "opened 5")
  }
}
