import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// A slider whose targets listen is dragged when a person asks (`set slide.slider 0.75`):
/// from its value at launch to that one between 1 s and 2 s, with UIKit's events.
@Suite struct SlidesTests {
  static let code = """
    import UIKit
    import PlaygroundSupport
    class ViewController: UIViewController {
      let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
      let bar = UIView(frame: CGRect(x: 0, y: 100, width: 0, height: 10))
      let log = UILabel(frame: CGRect(x: 0, y: 200, width: 300, height: 20))
      var events = ""
      override func viewDidLoad() {
        super.viewDidLoad()
        slider.minimumValue = 0
        slider.maximumValue = 200
        slider.value = 50
        slider.addTarget(self, action: #selector(moved(_:)), for: .valueChanged)
        slider.addTarget(self, action: #selector(down), for: .touchDown)
        slider.addTarget(self, action: #selector(up), for: .touchUpInside)
        view.addSubview(slider)
        view.addSubview(bar)
        view.addSubview(log)
      }
      @objc func moved(_ sender: UISlider) {
        bar.frame.size.width = CGFloat(sender.value)
        events += "v"
      }
      @objc func down() { events += "d" }
      @objc func up() {
        events += "u"
        log.text = events
      }
    }
    PlaygroundPage.current.liveView = ViewController()
    """

  static func frame(_ file: OpenedFile, slide: Double?, at t: Double) throws -> (bar: Double, log: String) {
    var values = ParameterValues()
    if let slide {
      let spec = try #require(file.scene.parameters.first { $0.name == "slide.slider" })
      values[spec] = .number(slide)
    }
    let tree = file.scene.presentation(values, t)
    let bar = tree.sublayers.first { $0.bounds.height == 10 }?.bounds.width ?? -1
    let log = tree.sublayers.compactMap { if case .text(let s) = $0.content { s.string } else { nil } }.first ?? ""
    return (bar, log)
  }

  @Test func aDragMovesTheThumbFromItsValueToTheSettingsBetweenOneAndTwoSeconds() throws {
    let file = try OpenedFile.open(text: Self.code, path: "/x/S.swift")
    let spec = try #require(file.scene.parameters.first { $0.name == "slide.slider" })
    // Its value at launch is the setting's default, in the slider's bounds.
    #expect(spec.defaultValue == .number(50))
    #expect(file.warnings.contains { $0.contains("`set slide.slider <value>` drags it there from 1 s to 2 s") })
    // Untouched, nothing moves.
    #expect(try Self.frame(file, slide: nil, at: 3).bar == 0)
    // Half way through the drag, the thumb is half way from 50 to 150; the finger lifts at 2 s.
    #expect(try Self.frame(file, slide: 150, at: 0.9).bar == 0)
    #expect(abs(try Self.frame(file, slide: 150, at: 1.5).bar - 100) < 2)
    let end = try Self.frame(file, slide: 150, at: 2.5)
    #expect(end.bar == 150)
    // The finger lands (touchDown), the value changes at every step, the finger lifts.
    #expect(end.log.hasPrefix("dv") && end.log.hasSuffix("vu") && end.log.count > 30, "\(end.log)")
  }

  /// A value past the slider's bounds is held at them, as UIKit holds `value`; a slider that
  /// is not continuous sends `.valueChanged` once, as the finger lifts.
  @Test func aDragIsHeldInsideTheBoundsAndANonContinuousSliderReportsOnce() throws {
    let file = try OpenedFile.open(
      text: Self.code.replacingOccurrences(
        of: "slider.value = 50", with: "slider.value = 50\n    slider.isContinuous = false"), path: "/x/S.swift")
    let end = try Self.frame(file, slide: 900, at: 2.5)
    #expect(end.bar == 200 && end.log == "dvu")
  }
}
