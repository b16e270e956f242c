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
  ]

  /// What is said once of a drawn control.
  static func controlLookWarning(_ control: String) -> String {
    "\(control) is drawn with iOS 13's measures and default colours; its thumb's shadow is an approximation"
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
      let isOn: Bool = if case .bool(true)? = run.kept(.view(self), "isOn") { true } else { false }
      look = ControlLook(
        kind: .toggle(isOn: isOn), tint: controlTints["onTintColor"] ?? ControlLook.systemGreen,
        track: ControlLook.switchOffTrack, thumb: controlTints["thumbTintColor"] ?? .white)
    case "UISlider":
      let (low, high) = (number("minimumValue"), number("maximumValue"))
      let fraction = high > low ? (number("value") - low) / (high - low) : 0
      look = ControlLook(
        kind: .slider(fraction: fraction), tint: controlTints["minimumTrackTintColor"] ?? tint,
        track: controlTints["maximumTrackTintColor"] ?? ControlLook.systemFill,
        thumb: controlTints["thumbTintColor"] ?? .white)
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
