import Animation

/// The values UIKit's controls hold, which code reads back to show them (a label that prints a
/// slider's value): drawn as placeholder boxes, the controls keep them as UIKit documents —
/// `UISlider` `value` 0 in `minimumValue` 0 … `maximumValue` 1, `UIStepper` 0 in 0 … 100 by
/// `stepValue` 1, each value held inside its bounds ("the minimum or maximum value is set
/// instead") and moved into new bounds; `UISwitch.isOn` false; `UIProgressView.progress` 0,
/// held in 0 … 1; `UISegmentedControl.selectedSegmentIndex` −1 (no segment); `UIPageControl`
/// `currentPage` and `numberOfPages` 0. `setValue(_:animated:)`, `setOn(_:animated:)` and
/// `setProgress(_:animated:)` set them (the control's own animation is not drawn).
extension Library {
  /// Each control's numbers and their defaults.
  static let controlNumbers: [String: [String: Double]] = [
    "UISlider": ["value": 0, "minimumValue": 0, "maximumValue": 1],
    "UIStepper": ["value": 0, "minimumValue": 0, "maximumValue": 100, "stepValue": 1],
    "UIProgressView": ["progress": 0],
    "UISegmentedControl": ["selectedSegmentIndex": -1],
    "UIPageControl": ["currentPage": 0, "numberOfPages": 0],
  ]

  static func declareControlValues(_ t: SimulatedType) {
    let control = t.members { $0.asView.flatMap { $0.placeholderClass != nil ? $0 : nil } }
    let names = Set(controlNumbers.values.flatMap(\.keys)).sorted()
    for name in names {
      control.property(
        name, takes: "a number", sample: { .number(0.5) },
        get: { v, run in controlNumber(v, name, run).map(Value.number) }
      ) { v, new throws(RunError) in
        guard controlNumbers[v.placeholderClass ?? ""]?[name] != nil else {
          new.run.keep(new.value, .view(v), name)
          return
        }
        guard let x = new.value.asNumber, x.isFinite else { throw new.wrong(want: "a finite number") }
        setControlNumber(v, name, x, new.run)
      }
    }
    control.property(
      "isOn", takes: "true or false", sample: { .bool(true) }, get: { v, run in .bool(isOn(v, run)) }
    ) {
      v, new throws(RunError) in
      guard case .bool = new.value else { throw new.wrong(want: "true or false") }
      new.run.keep(new.value, .view(v), "isOn")
      v.showControlLook(new.run)
    }
    // Whether a slider sends `.valueChanged` as its thumb moves (true) or once as the finger lifts.
    control.property(
      "isContinuous", takes: "true or false", sample: { .bool(false) },
      get: { v, run in run.kept(.view(v), "isContinuous") ?? .bool(true) }
    ) { v, new throws(RunError) in
      guard case .bool = new.value else { throw new.wrong(want: "true or false") }
      new.run.keep(new.value, .view(v), "isContinuous")
    }
    control.method("setValue", "_:animated") { v, a throws(RunError) in
      setControlNumber(v, "value", try a.number(0), a.run)
      return .void
    }
    control.method("setProgress", "_:animated") { v, a throws(RunError) in
      setControlNumber(v, "progress", try a.number(0), a.run)
      return .void
    }
    // A slider's geometry, as Wobble draws it (`ControlLook`): the track, and the thumb at a value.
    control.method("trackRect", "forBounds") { v, a throws(RunError) in
      try sliderOnly(v, "trackRect(forBounds:)", a)
      return .rect(ControlLook.sliderTrack(in: try a.rect(0)))
    }
    control.method("thumbRect", "forBounds:trackRect:value") { v, a throws(RunError) in
      try sliderOnly(v, "thumbRect(forBounds:trackRect:value:)", a)
      let low = controlNumber(v, "minimumValue", a.run) ?? 0, high = controlNumber(v, "maximumValue", a.run) ?? 1
      let value = try a.number(2)
      let fraction = high > low ? (value - low) / (high - low) : 0
      return .rect(ControlLook.sliderThumb(in: try a.rect(0), track: try a.rect(1), fraction: fraction))
    }
    control.method("setOn", "_:animated") { v, a throws(RunError) in
      a.run.keep(.bool(try a.bool(0)), .view(v), "isOn")
      v.showControlLook(a.run)
      return .void
    }
  }

  /// Refuses `method` on a control other than a slider, naming the control's class.
  static func sliderOnly(_ view: ViewObject, _ method: String, _ a: Arguments) throws(RunError) {
    guard view.placeholderClass == "UISlider" else {
      throw a.error("\(method) is UISlider's, not \(view.placeholderClass ?? "this control")'s")
    }
  }

  /// A control's number: what was set, else UIKit's default; nil for a name the control has not.
  static func controlNumber(_ view: ViewObject, _ name: String, _ run: Interpreter) -> Double? {
    guard let defaults = controlNumbers[view.placeholderClass ?? ""] else { return nil }
    guard let initial = defaults[name] else { return run.kept(.view(view), name)?.asNumber }
    return run.kept(.view(view), name)?.asNumber ?? initial
  }

  /// Sets a control's number as UIKit does: a value (or progress) held inside its bounds, a
  /// bound that moves past the value taking the value with it.
  static func setControlNumber(_ view: ViewObject, _ name: String, _ x: Double, _ run: Interpreter) {
    func number(_ key: String) -> Double { controlNumber(view, key, run) ?? 0 }
    func store(_ key: String, _ value: Double) { run.keep(.number(value), .view(view), key) }
    switch (view.placeholderClass, name) {
    case (_, "value"): store("value", min(max(x, number("minimumValue")), number("maximumValue")))
    case ("UIProgressView", "progress"): store("progress", min(max(x, 0), 1))
    case (_, "minimumValue"):
      store("minimumValue", x)
      if number("value") < x { store("value", x) }
    case (_, "maximumValue"):
      store("maximumValue", x)
      if number("value") > x { store("value", x) }
    default: store(name, x)
    }
    view.showControlLook(run)
  }
}
