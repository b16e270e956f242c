/// Drags a person asks for on a slider (`set slide.slider 0.75`): touches never reach a
/// preview, so a slider whose targets listen for its value is dragged, as a finger would, from
/// its value at launch to the setting's between 1 s and 2 s, one step per display frame. UIKit
/// sends `.touchDown` as the finger lands, `.valueChanged` as the thumb moves (every step while
/// `isContinuous`, its default; else once as it lifts) and `.touchUpInside` as it lifts.
extension Interpreter {
  /// A slider a drag reaches: its setting's key, its value at launch and bounds, and what its
  /// targets run.
  struct Slidable {
    let key: String
    let view: ViewObject
    let value: Double
    let range: ClosedRange<Double>
    let runs: [String]
  }

  /// Which step of a drag an event is.
  enum SlideStep: Sendable { case first, middle, last }

  static let slidePrefix = "slide."
  /// When a drag starts and how long it lasts, in seconds.
  static let slideStart = 1.0
  static let slideLength = 1.0

  /// The sliders made by the setup whose targets listen for any event, keyed `slide.` and
  /// their names (the property or outlet holding them), not clashing with `taken` or the
  /// file's numbers.
  func slidableControls(taken: Set<String>) -> [Slidable] {
    var found: [Slidable] = []
    var used = literalNames.union(taken)
    for view in views where view.placeholderClass == "UISlider" && !view.targets.isEmpty {
      if shownRoot != nil, windowDepth(of: view.layer) == nil { continue }
      let key = Self.settingKey(Self.slidePrefix + (Self.settingName(view.layer.model.name) ?? "slider"), avoiding: &used)
      let low = Library.controlNumber(view, "minimumValue", self) ?? 0
      let high = max(low, Library.controlNumber(view, "maximumValue", self) ?? 1)
      let runs = view.targets.map { "\($0.target.className).\($0.action)" }
      found.append(
        Slidable(key: key, view: view, value: Library.controlNumber(view, "value", self) ?? 0, range: low...high, runs: runs))
    }
    return found
  }

  /// Schedules the drags `slides` asks for, a step per display frame from `slideStart`; says,
  /// once each, the sliders not dragged.
  func scheduleSlides() {
    for slider in slidableAtSetup {
      guard let wanted = slides[slider.key], wanted.isFinite, wanted != slider.value else {
        // Said at the first action's declaration: the place to read what the drag runs.
        let message =
          "the slider \(slider.key.dropFirst(Self.slidePrefix.count)) runs \(slider.runs.joined(separator: ", ")) as it "
          + "is dragged: touches do not reach a preview, so it stays at \(Self.text(of: slider.value)) until "
          + "`set \(slider.key) <value>` drags it there from 1 s to 2 s"
        let action = slider.view.targets.lazy.compactMap { t in
          t.target.chain.flatMap(\.functions).first { $0.name.text == t.action }
        }.first
        if let action { warn("slide " + slider.key, message, at: action.name) } else { warn("slide " + slider.key, message) }
        continue
      }
      let target = min(max(wanted, slider.range.lowerBound), slider.range.upperBound)
      let steps = max(1, Int((Self.slideLength * framesPerSecond).rounded()))
      for k in 0...steps {
        let share = Double(k) / Double(steps)
        let step: SlideStep = k == 0 ? .first : k == steps ? .last : .middle
        schedule.add(
          at: Self.slideStart + share * Self.slideLength,
          .slide(slider.view, value: slider.value + (target - slider.value) * share, step: step))
      }
    }
  }

  /// One step of a drag: the thumb moved to `value`, and the events UIKit sends for it.
  func slide(_ view: ViewObject, to value: Double, _ step: SlideStep) throws(RunError) {
    let continuous: Bool = if case .bool(false)? = kept(.view(view), "isContinuous") { false } else { true }
    Library.setControlNumber(view, "value", value, self)
    switch step {
    case .first: try sendActions(of: view, for: Self.touchDownEvents)
    case .middle: if continuous { try sendActions(of: view, for: Self.valueEvents) }
    case .last:
      try sendActions(of: view, for: Self.valueEvents)
      try sendActions(of: view, for: Self.touchUpEvents)
    }
  }
}
