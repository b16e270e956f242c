import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// A switch, a slider and a progress bar are drawn with their values and colours
/// (`UIControlLook.swift`), in code and from a storyboard; the other controls stay
/// placeholder boxes (UIControlTests).
@Suite struct UIControlLookTests {
  static func look(_ layer: Layer) -> ControlLook? { if case .control(let look) = layer.content { look } else { nil } }

  @Test func aSlidersThumbAndTintFollowItsValueBoundsAndColours() throws {
    let tree = try LanguageTests.tree(
      """
      host.tintColor = .red
      let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
      slider.minimumValue = 10
      slider.maximumValue = 30
      slider.value = 15
      host.addSubview(slider)
      let own = UISlider(frame: CGRect(x: 0, y: 40, width: 200, height: 31))
      own.setValue(2, animated: false)
      own.minimumTrackTintColor = .green
      own.maximumTrackTintColor = .black
      host.addSubview(own)
      let bar = UIProgressView(progressViewStyle: .default)
      bar.setProgress(0.75, animated: true)
      host.addSubview(bar)
      """)
    let slider = try #require(Self.look(tree.sublayers[0]))
    // (15 − 10) / (30 − 10): a quarter of the way; the part before the thumb in the inherited tint.
    #expect(slider.kind == .slider(fraction: 0.25) && slider.tint == Color(red: 1, green: 0, blue: 0))
    #expect(slider.track == ControlLook.systemFill)
    let own = try #require(Self.look(tree.sublayers[1]))
    // A value past the maximum is held at it; colours of its own win over the tint.
    #expect(own.kind == .slider(fraction: 1) && own.tint == Color(red: 0, green: 1, blue: 0) && own.track == Color(white: 0))
    let bar = try #require(Self.look(tree.sublayers[2]))
    #expect(bar.kind == .progress(fraction: 0.75) && bar.tint == Color(red: 1, green: 0, blue: 0))
  }

  /// `trackRect(forBounds:)` and `thumbRect(forBounds:trackRect:value:)` answer with the track
  /// and the thumb Wobble draws: a 4-point track across the bounds, centred; a 28-point thumb
  /// whose left edge is on the track's start at the minimum and right edge on its end at the
  /// maximum (a book places a view under the thumb's centre this way).
  @Test func aSlidersTrackAndThumbRectsAreTheOnesItDraws() throws {
    let tree = try LanguageTests.tree(
      """
      let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
      slider.minimumValue = 10
      slider.maximumValue = 30
      slider.value = 15
      host.addSubview(slider)
      let track = slider.trackRect(forBounds: slider.bounds)
      let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 15)
      let end = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 30)
      for r in [track, thumb, end] {
        let marker = UIView(frame: r)
        host.addSubview(marker)
      }
      """)
    let frames = tree.sublayers[1...3].map {
      Rect(
        x: $0.position.x - $0.bounds.width / 2, y: $0.position.y - $0.bounds.height / 2, width: $0.bounds.width,
        height: $0.bounds.height)
    }
    #expect(frames[0] == Rect(x: 0, y: 13.5, width: 200, height: 4))
    // A quarter of the way: the centre 14 + (200 − 28) / 4 = 57 points along, 15.5 down.
    #expect(frames[1] == Rect(x: 43, y: 1.5, width: 28, height: 28))
    #expect(frames[2] == Rect(x: 172, y: 1.5, width: 28, height: 28))
    let drawn = try #require(Self.look(tree.sublayers[0])).drawing(in: Rect(x: 0, y: 0, width: 200, height: 31))
    let drawnThumb = try #require(drawn.operations.last).path.bounds
    #expect(abs(drawnThumb.midX - 57) < 1e-9 && abs(drawnThumb.midY - 15.5) < 1e-9)
  }

  @Test func aSwitchIsFiftyOneByThirtyOneAndShowsWhetherItIsOn() throws {
    let file = try LanguageTests.opened(
      """
      let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 120, height: 80))
      toggle.isOn = true
      toggle.onTintColor = .purple
      host.addSubview(toggle)
      let plain = UISwitch()
      plain.setOn(false, animated: false)
      host.addSubview(plain)
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers[0].bounds.width == 51 && tree.sublayers[0].bounds.height == 31)
    #expect(tree.sublayers[0].frame.minX == 10)
    let on = try #require(Self.look(tree.sublayers[0])), off = try #require(Self.look(tree.sublayers[1]))
    #expect(on.kind == .toggle(isOn: true) && on.tint == Color(red: 0.5, green: 0, blue: 0.5))
    #expect(off.kind == .toggle(isOn: false) && off.tint == ControlLook.systemGreen)
    #expect(file.warnings.contains { $0.contains("UISwitch is drawn with iOS 13's measures") })
  }

  @Test func aStoryboardsSwitchAndSliderAreDrawnAsSaved() throws {
    let toggle = try StoryboardLoadingTests.firstLayer(
      of: """
        <switch opaque="NO" contentMode="scaleToFill" on="YES" id="a">
            <rect key="frame" x="163" y="554" width="51" height="31"/>
            <color key="onTintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </switch>
        """)
    #expect(
      Self.look(toggle)
        == ControlLook(kind: .toggle(isOn: true), tint: Color(red: 1, green: 0, blue: 0), track: ControlLook.switchOffTrack))
    let slider = try StoryboardLoadingTests.firstLayer(
      of: """
        <slider opaque="NO" contentMode="scaleToFill" value="0.25" minValue="0.0" maxValue="1" id="a">
            <rect key="frame" x="48" y="340" width="279" height="31"/>
        </slider>
        """)
    #expect(Self.look(slider)?.kind == .slider(fraction: 0.25))
  }

  @Test func aSegmentedControlsSegmentsAreReadInsertedAndDrawnWithItsSelection() throws {
    let tree = try LanguageTests.tree(
      """
      let picker = UISegmentedControl(items: ["Day", "Week"])
      picker.frame = CGRect(x: 0, y: 0, width: 240, height: 32)
      picker.insertSegment(withTitle: "Year", at: 2, animated: false)
      picker.setTitle("Month", forSegmentAt: 1)
      picker.selectedSegmentIndex = 2
      host.addSubview(picker)
      let echo = UILabel(frame: CGRect(x: 0, y: 40, width: 200, height: 20))
      echo.text = "\\(picker.numberOfSegments) \\(picker.titleForSegment(at: 0) ?? "-")"
      host.addSubview(echo)
      """)
    let look = try #require(Self.look(tree.sublayers[0]))
    #expect(look.kind == .segmented(titles: ["Day", "Month", "Year"], selected: 2))
    if case .text(let style) = tree.sublayers[1].content { #expect(style.string == "3 Day") } else { Issue.record("no label") }
    let saved = try StoryboardLoadingTests.firstLayer(
      of: """
        <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="a">
            <rect key="frame" x="49" y="548" width="316" height="29"/>
            <segments>
                <segment title="Blue"/>
                <segment title="Red"/>
            </segments>
        </segmentedControl>
        """)
    #expect(Self.look(saved)?.kind == .segmented(titles: ["Blue", "Red"], selected: 0))
  }
}
