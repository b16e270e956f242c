import Foundation

/// A `shouldStop` for tests: answers false `count` times, then true; counts how often it was
/// asked. Sendable, as the renderers' stop questions must be.
public final class StopAfter: @unchecked Sendable {
  private let lock = NSLock()
  private let count: Int
  private var asked = 0

  public init(_ count: Int) { self.count = count }

  public var timesAsked: Int { lock.withLock { asked } }

  public func callAsFunction() -> Bool {
    lock.withLock {
      asked += 1
      return asked > count
    }
  }

  public var closure: @Sendable () -> Bool { { self() } }
}
