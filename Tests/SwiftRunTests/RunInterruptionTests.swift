import Animation
import Foundation
import Geometry
import Scenes
import SwiftSource
import Testing

@testable import SwiftRun

/// Ctrl-C stops an opened file's code wherever it runs (the setup, a display link's ticks, a
/// frame asked for later) and nothing of the stopped run is kept: the next question is answered
/// as if the stop had never happened.
@Suite struct RunInterruptionTests {
  /// A Ctrl-C that arrives after `after` questions, counting them; `after: nil` never arrives.
  final class CtrlC: @unchecked Sendable {
    private let lock = NSLock()
    private var asked = 0
    var after: Int?
    init(after: Int?) { self.after = after }
    var questions: Int { lock.withLock { asked } }
    func isRequested() -> Bool {
      lock.withLock {
        asked += 1
        guard let after else { return false }
        return asked > after
      }
    }
  }

  /// A display link that does a little work on each of its 60 ticks a second.
  static let ticking = """
    import UIKit
    import PlaygroundSupport
    final class Dots: UIView {
      let dot = CALayer()
      var step: CGFloat = 0
      var link: CADisplayLink?
      override init(frame: CGRect) {
        super.init(frame: frame)
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.backgroundColor = UIColor.red.cgColor
        layer.addSublayer(dot)
        link = CADisplayLink(target: self, selector: #selector(tick))
        link?.add(to: .main, forMode: .common)
      }
      required init?(coder: NSCoder) { fatalError() }
      @objc func tick() {
        var total: CGFloat = 0
        for i in 0..<400 { total += CGFloat(i % 3) }
        step += 1
        CATransaction.setDisableActions(true)
        dot.position = CGPoint(x: step, y: total / 400)
      }
    }
    PlaygroundPage.current.liveView = Dots(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    """

  /// A setup that runs long: a loop of half a million steps before anything is shown.
  static let longSetup = """
    import UIKit
    import PlaygroundSupport
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    var total = 0
    for i in 0..<100_000 { total += i % 7 }
    PlaygroundPage.current.liveView = host
    """

  @Test func ctrlCDuringTheSetupFailsTheOpenSayingItWasStopped() throws {
    let ctrlC = CtrlC(after: 3)
    do throws(RunError) {
      _ = try OpenedFile.open(text: Self.longSetup, path: "/x/Long.swift", isInterrupted: ctrlC.isRequested)
      Issue.record("the open went on after Ctrl-C")
    } catch {
      #expect(error.isInterruption)
      #expect(error.description.contains("Ctrl-C"))
    }
    // It stopped at the first question that said yes, not at the end of the loop.
    #expect(ctrlC.questions == 4)
    // Without Ctrl-C the same file opens: the loop itself is allowed.
    _ = try OpenedFile.open(text: Self.longSetup, path: "/x/Long.swift", isInterrupted: CtrlC(after: nil).isRequested)
  }

  @Test func ctrlCDuringDisplayLinkTicksStopsBetweenThemAndKeepsNothing() throws {
    let ctrlC = CtrlC(after: nil)
    let literals = SourceSet([("/x/Dots.swift", Self.ticking)]).source.literals
    let program = Program(text: Self.ticking, file: "Dots.swift", literals: literals, isInterrupted: ctrlC.isRequested)
    let early = try program.run(values: [:], until: 0.5, framesPerSecond: 60)
    #expect(abs(early.tree.sublayers[0].position.x - 30) <= 1)
    // Two seconds of ticks are asked for; Ctrl-C arrives after two more questions.
    let asked = ctrlC.questions
    ctrlC.after = asked + 2
    do throws(RunError) {
      _ = try program.run(values: [:], until: 2, framesPerSecond: 60)
      Issue.record("the ticks went on after Ctrl-C")
    } catch {
      #expect(error.isInterruption)
    }
    #expect(ctrlC.questions == asked + 3)
    #expect(program.last.stopped(for: [:]) == nil)
    // Asked again without Ctrl-C, the frame is the code's own (120 ticks): nothing of the
    // stopped run is reused, and the stop is not taken for the file's own.
    ctrlC.after = nil
    let again = try program.run(values: [:], until: 2, framesPerSecond: 60)
    #expect(again.stopped == nil)
    let fresh = Program(text: Self.ticking, file: "Dots.swift", literals: literals)
    let expected = try fresh.run(values: [:], until: 2, framesPerSecond: 60).tree.sublayers[0].position
    #expect(again.tree.sublayers[0].position == expected)
    #expect(abs(expected.x - 120) <= 1)
  }
}
