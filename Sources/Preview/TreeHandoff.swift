import Animation
import Dispatch
import Foundation
import Scenes

/// A scene's trees made on another thread and taken in order as they come: the strip draws
/// frame i while the scene makes tree i + 1, so an opened file's interpreter and the
/// rasterizer run side by side instead of one after the other.
final class TreeHandoff: @unchecked Sendable {
  private let condition = NSCondition()
  private var trees: [Int: Layer] = [:]
  private var finished = false

  /// Starts `batch` for `times` on a pooled thread; every tree it delivers waits here.
  init(_ batch: @escaping Scene.Presentations, values: ParameterValues, times: [Double]) {
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      batch(values, times) { i, tree in self.put(i, tree) }
      condition.lock()
      finished = true
      condition.broadcast()
      condition.unlock()
    }
  }

  private func put(_ i: Int, _ tree: Layer) {
    condition.lock()
    trees[i] = tree
    condition.broadcast()
    condition.unlock()
  }

  /// Tree `i`, waiting until it is made; nil when the batch ended without it.
  func take(_ i: Int) -> Layer? {
    condition.lock()
    defer { condition.unlock() }
    while trees[i] == nil && !finished { condition.wait() }
    return trees.removeValue(forKey: i)
  }

  /// Returns once the batch has ended (a strip stopped early still lets it finish, so no
  /// run of the scene outlives the strip that asked for it).
  func waitUntilFinished() {
    condition.lock()
    while !finished { condition.wait() }
    condition.unlock()
  }
}
