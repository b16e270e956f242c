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
}
