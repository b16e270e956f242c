import Animation
import Testing

@testable import SwiftRun

/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`: the method runs
/// every interval (given the timer when it takes it) until the timer is invalidated.
@Suite struct SelectorTimerTests {
  @Test func aTargetSelectorTimerCallsItsMethodUntilInvalidated() throws {
    let code = """
      final class Counter: UIView {
        let dot = CALayer()
        var count = 0
        override init(frame: CGRect) {
          super.init(frame: frame)
          layer.addSublayer(dot)
          Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(step(_:)), userInfo: nil, repeats: true)
        }
        required init?(coder: NSCoder) { nil }
        @objc func step(_ timer: Timer) {
          count += 1
          CATransaction.begin()
          CATransaction.setDisableActions(true)
          dot.borderWidth = CGFloat(count)
          CATransaction.commit()
          if count == 3 { timer.invalidate() }
        }
      }
      host.addSubview(Counter(frame: host.bounds))
      """
    for (t, expected) in [(0.4, 0.0), (0.6, 1.0), (1.2, 2.0), (1.6, 3.0), (4.0, 3.0)] {
      let width = try LanguageTests.tree(code, at: t).sublayers[0].sublayers[0].borderWidth
      #expect(width == expected, "at \(t)")
    }
  }
}

/// `userInfo:` given to a target-selector timer is what its method reads back from the timer.
@Suite struct TimerUserInfoTests {
  @Test func aTimersMethodReadsTheUserInfoItWasMadeWith() throws {
    let code = """
      final class Grower: UIView {
        let dot = CALayer()
        override init(frame: CGRect) {
          super.init(frame: frame)
          layer.addSublayer(dot)
          Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(grow(_:)), userInfo: 7.0, repeats: false)
        }
        required init?(coder: NSCoder) { nil }
        @objc func grow(_ timer: Timer) {
          guard let width = timer.userInfo as? Double else { return }
          CATransaction.setDisableActions(true)
          dot.borderWidth = CGFloat(width)
        }
      }
      host.addSubview(Grower(frame: host.bounds))
      """
    #expect(try LanguageTests.tree(code, at: 0.4).sublayers[0].sublayers[0].borderWidth == 0)
    #expect(try LanguageTests.tree(code, at: 0.6).sublayers[0].sublayers[0].borderWidth == 7)
  }
}

/// Timers made without starting (`Timer(…)`, started by `RunLoop.main.add(_:forMode:)`) and
/// `fire()`, which calls the action at once and keeps a repeating timer's schedule.
@Suite struct TimerLifecycleTests {
  /// The count after `t` seconds of a 0.5 s repeating timer whose block adds 1 to the bar's
  /// width, set up by `setup` (with `timer` the timer).
  static func width(_ setup: String, at t: Double) throws -> Double {
    try LanguageTests.tree(
      """
      let bar = CALayer()
      host.layer.addSublayer(bar)
      \(setup)
      """, at: t
    ).sublayers[0].bounds.width
  }

  /// A selector held in a variable (`let action = #selector(step)`) names the method as one
  /// written in the call does.
  @Test func aSelectorHeldInAVariableNamesTheMethod() throws {
    let code = """
      final class Ticker: UIView {
        override init(frame: CGRect) {
          super.init(frame: frame)
          let action = #selector(Ticker.step)
          Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: action, userInfo: nil, repeats: false)
        }
        required init?(coder: NSCoder) { nil }
        @objc func step() { layer.borderWidth = 4 }
      }
      host.addSubview(Ticker(frame: host.bounds))
      """
    #expect(try LanguageTests.tree(code, at: 0.4).sublayers[0].borderWidth == 0)
    #expect(try LanguageTests.tree(code, at: 0.6).sublayers[0].borderWidth == 4)
  }

  @Test func fireCallsTheActionNowAndKeepsTheSchedule() throws {
    let setup = """
      let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in bar.bounds.size.width += 1 }
      timer.fire()
      """
    // Once at 0 (fire), then at 0.5, 1.0: three by 1.4 s (each change after the first frame
    // animates implicitly for 0.25 s).
    #expect(try Self.width(setup, at: 0.2) == 1)
    #expect(try Self.width(setup, at: 1.4) == 3)
    // A one-shot timer fired by hand is spent: it does not fire again at 0.5.
    let once = """
      let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in bar.bounds.size.width += 1 }
      timer.fire()
      """
    #expect(try Self.width(once, at: 1.2) == 1)
  }

  /// Foundation takes an interval of 0 or less as 0.0001 s: a one-shot timer of 0 fires on
  /// the next turn, after the setup (what the setup does first is seen before it).
  @Test func aOneShotTimerOfZeroFiresOnTheNextTurn() throws {
    let code = """
      let dot = CALayer()
      dot.borderWidth = 1
      host.layer.addSublayer(dot)
      Timer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in
        CATransaction.setDisableActions(true)
        dot.borderWidth = 5
      }
      Timer.scheduledTimer(withTimeInterval: -2, repeats: false) { _ in
        CATransaction.setDisableActions(true)
        dot.borderWidth += 1
      }
      """
    #expect(try LanguageTests.tree(code, at: 0).sublayers[0].borderWidth == 1)
    #expect(try LanguageTests.tree(code, at: 0.01).sublayers[0].borderWidth == 6)
  }

  @Test func aTimerMadeByItsInitialiserStartsWhenAddedToTheRunLoop() throws {
    let made = "let timer = Timer(timeInterval: 0.5, repeats: true) { _ in bar.bounds.size.width += 1 }"
    #expect(try Self.width(made, at: 1.2) == 0)
    let added = made + "\nRunLoop.main.add(timer, forMode: .common)"
    #expect(try Self.width(added, at: 1.4) == 2)
    // The run loop kept in a constant first, with Swift 4's mode name (VSLoaderView's habit).
    let kept = made + "\nlet loop: RunLoop = RunLoop.main\nloop.add(timer, forMode: RunLoopMode.commonModes)"
    #expect(try Self.width(kept, at: 1.4) == 2)
  }

  /// `var timer = Timer()` holds a place until the code makes the real one: it is not valid
  /// and never fires, even added to a run loop.
  @Test func aPlaceholderTimerIsInvalidAndNeverFires() throws {
    let placeholder = """
      var timer = Timer()
      bar.bounds.size.width = timer.isValid ? 5 : 1
      RunLoop.main.add(timer, forMode: .common)
      """
    #expect(try Self.width(placeholder, at: 2) == 1)
  }
}

/// Key-value coding on animations, as code tags them for a delegate: a key the animation has
/// answers its value, any other what was set under it, else nil.
@Suite struct AnimationKeyValueCodingTests {
  @Test func anAnimationAnswersItsKeysAndTheTagsSetOnIt() throws {
    let tree = try LanguageTests.tree(
      """
      let bar = CALayer()
      host.layer.addSublayer(bar)
      let grow = CABasicAnimation(keyPath: "opacity")
      grow.duration = 2
      grow.setValue("pulse", forKey: "name")
      let tagged = (grow.value(forKey: "name") as? String) == "pulse"
      let untagged = grow.value(forKeyPath: "strokeStart") == nil
      let duration = grow.value(forKeyPath: "duration") as? Double ?? 0
      bar.bounds = CGRect(x: 0, y: 0, width: tagged && untagged ? 10 : 1, height: CGFloat(duration))
      """)
    #expect(tree.sublayers[0].bounds.width == 10 && tree.sublayers[0].bounds.height == 2)
  }
}

/// `DispatchQueue.global(qos:)`: its blocks run at the end of the turn, before the main
/// queue's blocks they dispatch (a pulse layer configures itself there and adds its
/// animation back on the main queue). Changes made there animate implicitly for 0.25 s, so
/// the test looks at 0.4 s, before the 0.5 s block.
@Suite struct GlobalQueueTests {
  @Test func aGlobalQueueBlockRunsAndItsMainQueueBlockAfterIt() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      host.layer.addSublayer(dot)
      var order: [String] = []
      DispatchQueue.global(qos: .background).async {
        order.append("global")
        DispatchQueue.main.async {
          order.append("main")
          dot.borderWidth = CGFloat(order.count)
          dot.cornerRadius = order[0] == "global" ? 7 : 0
        }
      }
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { dot.opacity = 0.5 }
      """, at: 0.4)
    #expect(tree.sublayers[0].borderWidth == 2)
    #expect(tree.sublayers[0].cornerRadius == 7)
    #expect(tree.sublayers[0].opacity == 1)
  }

  /// A static an app declares in another file (`UIColor.brandBlue`) is refused with its place
  /// and a hint to open that file too.
  @Test func anUnknownStaticOfAnSDKTypeSuggestsOpeningTheFileThatDeclaresIt() throws {
    #expect {
      _ = try LanguageTests.tree("host.backgroundColor = UIColor.brandBlue")
    } throws: { error in
      let text = "\(error)"
      return text.contains("L.swift:4") && text.contains("UIColor.brandBlue is not declared in the files opened")
        && text.contains("open A.swift B.swift")
    }
  }

  /// A global queue kept in a constant with its quality of service read from
  /// `DispatchQoS.QoSClass` runs its block off the main queue, as `DispatchQueue.global()` does.
  @Test func aGlobalQueueOfAQoSClassRunsItsBlock() throws {
    let tree = try LanguageTests.tree(
      """
      let bar = CALayer()
      host.layer.addSublayer(bar)
      let qos = DispatchQoS.QoSClass.background
      let queue = DispatchQueue.global(qos: qos)
      queue.async {
        DispatchQueue.main.async {
          CATransaction.begin()
          CATransaction.setDisableActions(true)
          bar.frame = CGRect(x: 0, y: 0, width: 9, height: 1)
          CATransaction.commit()
        }
      }
      """, at: 0.1)
    #expect(tree.sublayers[0].bounds.width == 9)
  }
}

/// Swift 2's Grand Central Dispatch in C spelling: `dispatch_after` with a `dispatch_time` in
/// nanoseconds runs its block then, `dispatch_async` at the end of the turn; each said once.
@Suite struct Swift2DispatchTests {
  @Test func dispatchAfterRunsItsBlockAtItsTimeAndDispatchAsyncAtTheTurnsEnd() throws {
    let code = """
      let dot = CALayer()
      host.layer.addSublayer(dot)
      CATransaction.setDisableActions(true)
      dispatch_async(dispatch_get_main_queue()) {
        CATransaction.setDisableActions(true)
        dot.borderWidth = 1
      }
      dispatch_after(dispatch_time(DISPATCH_TIME_NOW, Int64(0.5 * Double(NSEC_PER_SEC))), dispatch_get_main_queue()) {
        CATransaction.setDisableActions(true)
        dot.borderWidth = 2
      }
      """
    for (t, expected) in [(0.0, 1.0), (0.4, 1.0), (0.6, 2.0)] {
      #expect(try LanguageTests.tree(code, at: t).sublayers[0].borderWidth == expected, "at \(t)")
    }
    let warnings = try LanguageTests.opened(code).warnings
    #expect(warnings.contains { $0.contains("dispatch_after(_:_:_:) is Swift 2's DispatchQueue.asyncAfter") })
  }
}

/// Grand Central Dispatch's timer source on a queue of the app's own: it fires from its
/// deadline every interval once resumed, its handler hopping to the main queue, until cancelled.
@Suite struct DispatchTimerSourceTests {
  @Test func aTimerSourceFiresFromItsDeadlineEveryIntervalUntilCancelled() throws {
    let code = """
      let dot = CALayer()
      host.layer.addSublayer(dot)
      var count = 0
      let queue = DispatchQueue(label: "timer", attributes: .concurrent)
      let source = DispatchSource.makeTimerSource(queue: queue)
      source.schedule(deadline: .now() + 1, repeating: .milliseconds(500), leeway: .milliseconds(100))
      source.setEventHandler {
        DispatchQueue.main.async {
          count += 1
          CATransaction.setDisableActions(true)
          dot.borderWidth = CGFloat(count)
          if count == 3 { source.cancel() }
        }
      }
      source.resume()
      """
    // Fires at 1, 1.5 and 2 s, then is cancelled.
    for (t, expected) in [(0.9, 0.0), (1.1, 1.0), (1.6, 2.0), (2.1, 3.0), (4.0, 3.0)] {
      #expect(try LanguageTests.tree(code, at: t).sublayers[0].borderWidth == expected, "at \(t)")
    }
  }

  /// Swift 3 spelled them `scheduleRepeating(deadline:interval:)` and
  /// `scheduleOneshot(deadline:)`: the same schedules, with one warning naming Swift 4's.
  @Test func swift3sScheduleSpellingsFireAsTodaysDo() throws {
    let code = """
      let dot = CALayer(), once = CALayer()
      host.layer.addSublayer(dot)
      host.layer.addSublayer(once)
      let source = DispatchSource.makeTimerSource(flags: DispatchSource.TimerFlags(rawValue: 0), queue: DispatchQueue(label: "t"))
      source.scheduleRepeating(deadline: .now() + 1, interval: .seconds(1))
      source.setEventHandler { DispatchQueue.main.async { CATransaction.setDisableActions(true); dot.borderWidth += 1 } }
      source.resume()
      let one = DispatchSource.makeTimerSource()
      one.scheduleOneshot(deadline: .now() + 0.5)
      one.setEventHandler { CATransaction.setDisableActions(true); once.borderWidth += 1 }
      one.resume()
      """
    for (t, repeated, single) in [(0.4, 0.0, 0.0), (1.1, 1.0, 1.0), (3.1, 3.0, 1.0)] {
      let tree = try LanguageTests.tree(code, at: t)
      #expect(tree.sublayers[0].borderWidth == repeated && tree.sublayers[1].borderWidth == single, "at \(t)")
    }
    let warnings = try LanguageTests.opened(code).warnings
    #expect(warnings.contains { $0.contains("scheduleRepeating(deadline:interval:) is Swift 3's schedule(deadline:repeating:)") })
    #expect(warnings.contains { $0.contains("scheduleOneshot(deadline:) is Swift 3's schedule(deadline:)") })
  }

  @Test func aSourceNeverResumedNeverFires() throws {
    let code = """
      let dot = CALayer()
      host.layer.addSublayer(dot)
      let source = DispatchSource.makeTimerSource()
      source.schedule(deadline: .now(), repeating: 0.5)
      source.setEventHandler { dot.borderWidth = 4 }
      """
    #expect(try LanguageTests.tree(code, at: 2).sublayers[0].borderWidth == 0)
  }
}
