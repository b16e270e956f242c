import Scenes
import Testing

@testable import SwiftRun

/// `UserDefaults.standard` as a fresh install has it, and `OperationQueue.main`.
@Suite struct UserDefaultsTests {
  /// Nothing saved before the run: a key nothing set reads as its type's zero (false, 0, nil),
  /// a registered default answers until a value is set, a value set is read back; said once.
  @Test func defaultsReadAsAFreshInstallsAndKeepWhatIsSet() throws {
    let file = try LanguageTests.opened(
      """
      let d = UserDefaults.standard
      d.register(defaults: ["speed": 3])
      let seen = d.bool(forKey: "seenIntro")
      d.set(5, forKey: "count")
      host.alpha = CGFloat(d.integer(forKey: "speed")) / 10
      host.layer.cornerRadius = CGFloat(d.integer(forKey: "count")) + (seen ? 100 : 0)
      host.layer.borderWidth = d.string(forKey: "name") == nil ? 2 : 0
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(abs(tree.opacity - 0.3) < 1e-6)
    #expect(tree.cornerRadius == 5)
    #expect(tree.borderWidth == 2)
    #expect(file.warnings.filter { $0.contains("read as a fresh install's") }.count == 1)
  }

  /// An operation added to the main operation queue runs at the end of the turn, as a block
  /// sent to the main dispatch queue does: after the code that added it.
  @Test func aMainQueueOperationRunsAtTheEndOfTheTurn() throws {
    let tree = try LanguageTests.tree(
      """
      OperationQueue.main.addOperation { host.alpha = 0.5 }
      host.alpha = 0.25
      """)
    #expect(tree.opacity == 0.5)
  }
}
