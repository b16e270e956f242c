import Animation
import Preview
import Scenes
import Testing

@testable import SwiftRun

/// Opening (and working out the span after a `set`) runs the file to the end of its span; the
/// trees made on the way at the strip's times are kept, so the first strip does not run the
/// code again from 0 (for a display link that was half the cost of opening).
@Suite struct KeptStripTreesTests {
  static let wave = """
    import UIKit
    import PlaygroundSupport
    final class Wave: UIView {
      let line = CAShapeLayer()
      var phase: CGFloat = 0
      override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        line.strokeColor = UIColor.blue.cgColor
        line.fillColor = nil
        layer.addSublayer(line)
        CADisplayLink(target: self, selector: #selector(tick)).add(to: .main, forMode: .common)
      }
      required init?(coder: NSCoder) { nil }
      @objc func tick() {
        phase += 0.1
        let path = UIBezierPath()
        for x in 0...40 {
          let p = CGPoint(x: CGFloat(x), y: 20 + 10 * sin(CGFloat(x) / 6 + phase))
          if x == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        line.path = path.cgPath
      }
    }
    PlaygroundPage.current.liveView = Wave(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    """

  static func strip(_ file: OpenedFile, _ values: ParameterValues) -> [String] {
    let delivered = Delivered()
    file.scene.presentations?(values, Preview.stripTimes(file.scene, values)) { i, tree in delivered.add(i, tree) }
    return delivered.trees.map { "\($0.displayList())" }
  }

  @Test func theFirstStripTakesTheTreesOpeningMadeWithoutRunningAgain() throws {
    let file = try OpenedFile.open(text: Self.wave, path: "/x/Wave.swift")
    let runs = file.runs.runsFromStart
    let kept = Self.strip(file, ParameterValues())
    #expect(file.runs.runsFromStart == runs)
    // The same frames as a run made afresh once nothing is kept.
    let fresh = try OpenedFile.open(text: Self.wave, path: "/x/Wave.swift")
    fresh.runs.kept = [:]
    let before = fresh.runs.runsFromStart
    #expect(Self.strip(fresh, ParameterValues()) == kept)
    #expect(fresh.runs.runsFromStart == before + 1)
    #expect(Set(kept).count > 6)  // the wave moves from frame to frame
  }

  @Test func aSetKeepsTheTreesOfItsSpanRunForItsStrip() throws {
    let file = try OpenedFile.open(text: Self.wave, path: "/x/Wave.swift")
    let phase = try #require(file.scene.parameters.first { $0.name.hasPrefix("phase") })
    var values = ParameterValues()
    values[phase] = .number(0.3)
    _ = file.scene.period(values)
    let runs = file.runs.runsFromStart
    _ = Self.strip(file, values)
    #expect(file.runs.runsFromStart == runs)
    // Another frame rate is another run: nothing kept is taken for it.
    values[ViewSettings.framesPerSecond] = .number(30)
    _ = Self.strip(file, values)
    #expect(file.runs.runsFromStart == runs + 1)
  }
}
