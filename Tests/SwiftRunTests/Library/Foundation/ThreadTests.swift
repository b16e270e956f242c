import Animation
import Scenes
import Testing

@testable import SwiftRun

/// `Thread.sleep(forTimeInterval:)` and C's `sleep`/`usleep`: skipped with a warning in the
/// setup (iOS shows the first picture and starts its animations once the pause is over), refused
/// with the time where the main thread would hang while animations run on.
@Suite struct ThreadTests {
  @Test(arguments: [
    "Thread.sleep(forTimeInterval: 7)", "sleep(2)", "usleep(500_000)", "Thread.sleep(until: Date(timeIntervalSinceNow: 1))",
  ])
  func aPauseInTheSetupIsSkippedAndTheAnimationStartsAtZero(pause: String) throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let dot = CALayer()
      host.layer.addSublayer(dot)
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 1
      fade.toValue = 0
      fade.duration = 2
      dot.add(fade, forKey: nil)
      \(pause)
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/T.swift")
    #expect(abs(file.scene.presentation(ParameterValues(), 1).sublayers[0].opacity - 0.5) < 1e-9)
    #expect(file.warnings.contains { $0.contains("T.swift:11:") && $0.contains("is skipped: it pauses the setup") })
  }

  /// After the setup the run stops at the pause: the span ends there and the scene says why.
  @Test func aPauseAfterTheSetupStopsTheRunWithItsTime() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
        Thread.sleep(forTimeInterval: 2)
        host.alpha = 0.5
      }
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/T.swift")
    #expect(file.scene.period(ParameterValues()) == 1.5)
    let said = try #require(file.scene.stopped?(ParameterValues()))
    #expect(said.hasPrefix("T.swift:5:3: Thread.sleep(forTimeInterval:): blocks the main thread at 1.5 s: iOS would hang"))
  }

  @Test func aNegativePauseIsRefused() {
    let code = """
      import UIKit
      Thread.sleep(forTimeInterval: -1)
      """
    #expect(
      throws: RunError(description: "T.swift:2:14: Thread.sleep(forTimeInterval:): argument 1: want a pause of 0 seconds or more")
    ) {
      try OpenedFile.open(text: code, path: "/x/T.swift")
    }
  }

  /// A loop paced by sleeping on a background queue (a fake download's progress) goes on at
  /// the end of each pause: its locals (the loop's index) kept, its main-queue blocks run then.
  @Test func aBackgroundLoopPacedBySleepingStepsOnTheClock() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let bar = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 10))
      host.addSubview(bar)
      DispatchQueue.global(qos: .userInitiated).async {
        for i in 1...5 {
          Thread.sleep(forTimeInterval: 0.2)
          DispatchQueue.main.async { bar.frame.size.width = CGFloat(i) * 10 }
        }
      }
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/T.swift")
    for t in [0.1, 0.5, 0.9, 1.5, 2.5] {
      let completedPauses = min(5, (t / 0.2).rounded(.down))
      let width = file.scene.presentation(ParameterValues(), t).sublayers[0].bounds.width
      #expect(width == 10 * completedPauses, "at \(t) s")
    }
  }

  /// A loop that sleeps without end is driven motion (5 s of it shown, as a display link's); one
  /// that ends is shown up to its last step.
  @Test(arguments: [("while true", 5.0), ("for _ in 1...4", 0.8)])
  func theSpanOfABackgroundLoopIsItsSteps(loop: String, span: Double) throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      DispatchQueue.global().async {
        \(loop) {
          Thread.sleep(forTimeInterval: 0.2)
          DispatchQueue.main.async { host.alpha -= 0.1 }
        }
      }
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/T.swift")
    #expect(abs(file.scene.period(ParameterValues()) - span) < 1e-6)
  }

  /// Every way of sending a block to a background queue lets it pause: `async`, `asyncAfter`
  /// on a global queue, and Swift 2's `dispatch_async(dispatch_get_global_queue(…), …)`.
  @Test(arguments: [
    "DispatchQueue.global().async {",
    "DispatchQueue.global(qos: .background).asyncAfter(deadline: .now()) {",
    "dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0)) {",
  ])
  func eachWayToABackgroundQueueLetsTheBlockPause(sending: String) throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      \(sending)
        for i in 1...3 {
          usleep(250_000)
          DispatchQueue.main.async { host.alpha = 1 - CGFloat(i) / 4 }
        }
      }
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/T.swift")
    #expect(abs(file.scene.presentation(ParameterValues(), 0.6).opacity - 0.5) < 1e-6)
    #expect(abs(file.scene.presentation(ParameterValues(), 2).opacity - 0.25) < 1e-6)
  }

  /// The block and the main queue share the top level, as threads share a program's globals:
  /// a flag the main queue clears ends the background loop at its next check.
  @Test func aBackgroundLoopSeesTheTopLevelTheMainQueueChanges() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      var running = true
      var n = 0
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.55) { running = false }
      DispatchQueue.global().async {
        while running {
          n += 1
          DispatchQueue.main.async { host.alpha = CGFloat(n) / 10 }
          usleep(100_000)
        }
      }
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/T.swift")
    // Rounds start at 0, 0.1, …, 0.5 s; the one due at 0.6 s finds the flag cleared.
    #expect(abs(file.scene.presentation(ParameterValues(), 0.25).opacity - 0.3) < 1e-6)
    #expect(abs(file.scene.presentation(ParameterValues(), 1.0).opacity - 0.6) < 1e-6)
  }
}

extension ThreadTests {
  /// Swift 2's `NSThread.sleepForTimeInterval(_:)` paces a background loop as
  /// `Thread.sleep(forTimeInterval:)` does — a label typed in letter by letter from a global
  /// queue, each letter sent to the main queue — with one warning naming today's spelling.
  @Test func swift2sSleepPacesABackgroundLoopLetterByLetter() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      label.text = ""
      dispatch_async(dispatch_get_global_queue(QOS_CLASS_USER_INTERACTIVE, 0)) {
        for (index, char) in "Hey".characters.enumerate() {
          dispatch_async(dispatch_get_main_queue()) { label.text = label.text! + String(char) }
          NSThread.sleepForTimeInterval(0.5)
        }
      }
      PlaygroundPage.current.liveView = label
      """
    let file = try OpenedFile.open(text: code, path: "/x/T.swift")
    func shown(_ t: Double) -> String? {
      guard case .text(let text) = file.scene.presentation(ParameterValues(), t).content else { return nil }
      return text.string
    }
    #expect(shown(0.25) == "H")
    #expect(shown(0.75) == "He")
    #expect(shown(1.25) == "Hey")
    #expect(
      file.warnings.contains { $0.contains("NSThread.sleepForTimeInterval(_:) is Swift 2's Thread.sleep(forTimeInterval:)") })
  }
}
