import Animation
import Geometry

/// The controls Wobble draws as iOS does (`ControlLook`): a switch, a slider and a progress
/// bar show their values and colours; the other controls stay placeholder boxes.
extension Library {
  /// The colours each drawn control takes, by property name: set in code or saved in a
  /// storyboard (`<color key="onTintColor">`).
  static let controlTintNames: [String: [String]] = [
    "UISwitch": ["onTintColor", "thumbTintColor"],
    "UISlider": ["minimumTrackTintColor", "maximumTrackTintColor", "thumbTintColor"],
    "UIProgressView": ["progressTintColor", "trackTintColor"],
    "UISegmentedControl": ["selectedSegmentTintColor"],
  ]

  /// Whether Wobble draws `control` as iOS does (else it is a placeholder box).
  static func isDrawnControl(_ control: String) -> Bool { controlTintNames[control] != nil }

  /// What is said once of a control made: how it is drawn.
  static func controlWarning(_ control: String) -> String {
    isDrawnControl(control)
      ? "\(control) is drawn with iOS 13's measures and default colours; its thumb's shadow is an approximation"
      : "\(control) is drawn as a placeholder box: Wobble does not draw it"
  }

  /// A switch's `isOn`: as set, else UIKit's false.
  static func isOn(_ view: ViewObject, _ run: Interpreter) -> Bool {
    if case .bool(true)? = run.kept(.view(view), "isOn") { true } else { false }
  }

  /// The colour properties of the drawn controls: kept on the view and drawn.
  static func declareControlTints(_ control: Members<ViewObject>) {
    for name in Set(controlTintNames.values.flatMap { $0 }).sorted() {
      control.property(
        name, takes: "a UIColor", sample: { .color(.white) },
        get: { v, _ in v.controlTints[name].map(Value.color) ?? .nil }
      ) { v, new throws(RunError) in
        switch new.value {
        case .nil: v.controlTints[name] = nil
        case .color(let c): v.controlTints[name] = c
        default: throw new.wrong(want: "a UIColor")
        }
        v.showControlLook(new.run)
      }
    }
  }
}

extension Library {
  /// A segmented control's titles from `items`: strings, "" for an image's segment.
  static func segmentTitles(_ items: Value) throws(RunError) -> [String] {
    guard case .array(let list) = items else { return [] }
    return list.map { $0.asString ?? "" }
  }

  /// A segment's title: a string, "" for nil.
  @Sendable static func segmentTitle(_ a: Arguments, _ i: Int) throws(RunError) -> String {
    let given = try a.value(i)
    if let title = given.asString { return title }
    guard Interpreter.isNil(given) else { throw a.wrong(i, got: given, want: "a String") }
    return ""
  }

  /// A segmented control's segments: their titles read, inserted, set and removed, each
  /// redrawing it (a segment's image is drawn as an empty segment).
  static func declareSegments(_ control: Members<ViewObject>) {
    control.property("numberOfSegments", takes: "a number", get: { v, _ in .number(Double(v.segmentTitles.count)) })
    control.method("titleForSegment", "at") { v, a throws(RunError) in
      let i = try a.whole(0)
      return v.segmentTitles.indices.contains(i) ? .string(v.segmentTitles[i]) : .nil
    }
    control.method("setTitle", "_:forSegmentAt") { v, a throws(RunError) in
      let i = try a.whole(1)
      if v.segmentTitles.indices.contains(i) { v.segmentTitles[i] = try segmentTitle(a, 0) }
      v.showControlLook(a.run)
      return .void
    }
    control.method("insertSegment", "withTitle:at:animated") { v, a throws(RunError) in
      let i = min(max(0, try a.whole(1)), v.segmentTitles.count)
      v.segmentTitles.insert(try segmentTitle(a, 0), at: i)
      v.showControlLook(a.run)
      return .void
    }
    control.method("removeSegment", "at:animated") { v, a throws(RunError) in
      let i = try a.whole(0)
      if v.segmentTitles.indices.contains(i) { v.segmentTitles.remove(at: i) }
      v.showControlLook(a.run)
      return .void
    }
    control.method("removeAllSegments", "") { v, a in
      v.segmentTitles = []
      Library.setControlNumber(v, "selectedSegmentIndex", -1, a.run)
      return .void
    }
  }
}

extension ViewObject {
  /// Draws a switch, slider or progress bar as its values and colours stand; a no-op for the
  /// controls shown as placeholder boxes.
  func showControlLook(_ run: Interpreter) {
    guard let control = placeholderClass, Library.controlTintNames[control] != nil else { return }
    func number(_ name: String) -> Double { Library.controlNumber(self, name, run) ?? 0 }
    let tint = shownTint ?? Self.systemBlue
    let look: ControlLook
    switch control {
    case "UISwitch":
      look = ControlLook(
        kind: .toggle(isOn: Library.isOn(self, run)), tint: controlTints["onTintColor"] ?? ControlLook.systemGreen,
        track: ControlLook.switchOffTrack, thumb: controlTints["thumbTintColor"] ?? .white)
    case "UISlider":
      let (low, high) = (number("minimumValue"), number("maximumValue"))
      let fraction = high > low ? (number("value") - low) / (high - low) : 0
      look = ControlLook(
        kind: .slider(fraction: fraction), tint: controlTints["minimumTrackTintColor"] ?? tint,
        track: controlTints["maximumTrackTintColor"] ?? ControlLook.systemFill,
        thumb: controlTints["thumbTintColor"] ?? .white)
    case "UISegmentedControl":
      // iOS 13's titles are the label colour, black in the light appearance, whatever the tint.
      look = ControlLook(
        kind: .segmented(titles: segmentTitles, selected: Int(number("selectedSegmentIndex"))), tint: Color(white: 0),
        track: ControlLook.segmentGround, thumb: controlTints["selectedSegmentTintColor"] ?? .white)
    default:
      look = ControlLook(
        kind: .progress(fraction: number("progress")), tint: controlTints["progressTintColor"] ?? tint,
        track: controlTints["trackTintColor"] ?? ControlLook.systemFill)
    }
    layer.model.content = .control(look)
  }

  /// A drawn slider's or progress bar's tinted part follows the view's tint unless given a
  /// colour of its own.
  func retintControlLook() {
    guard case .control(var look) = layer.model.content else { return }
    switch look.kind {
    case .slider where controlTints["minimumTrackTintColor"] == nil, .progress where controlTints["progressTintColor"] == nil:
      look.tint = shownTint ?? Self.systemBlue
      layer.model.content = .control(look)
    default: break
    }
  }
}
