extension Library {
  /// Gesture recognizers. A tap recognizer (`UITapGestureRecognizer(target:action:)`) keeps its
  /// target and action: added to a view that takes touches, a `tap.…` parameter taps the view
  /// (`Touches.swift`) and the action runs, given the recognizer (its `view`, its `state`
  /// `.ended`). The others are made, configured and added without effect, said once: touches
  /// do not reach a preview.
  static let gestureRecognizer: SimulatedType = SimulatedType("UIGestureRecognizer") { t in
    for name in [
      "UIGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer", "UISwipeGestureRecognizer",
      "UIPinchGestureRecognizer", "UIRotationGestureRecognizer", "UIScreenEdgePanGestureRecognizer",
      "UIHoverGestureRecognizer",
    ] {
      t.callWithAnyLabels(name) { a in
        a.run.warn("addGestureRecognizer", "\(name) is skipped: touches do not reach a preview", at: a.call)
        return .skipped(name)
      }
    }
    t.call("UITapGestureRecognizer", "target:action") { a throws(RunError) in
      let made = Record(type: gestureRecognizer, fields: ["state": .string("possible")])
      try aim(made, a)
      return .record(made)
    }
    t.call("UITapGestureRecognizer", "") { _ in .record(Record(type: gestureRecognizer, fields: ["state": .string("possible")])) }
    t.ignoreUnknownMembers()
    let recognizer = t.members { if case .record(let r) = $0, r.type === gestureRecognizer { r } else { nil } }
    recognizer.method("addTarget", "_:action") { r, a throws(RunError) in
      try aim(r, a)
      return .void
    }
    // Which recognizer waits for which: one tap recognizer a view has fires alone here.
    recognizer.method("require", "toFail") { _, _ in .void }
    recognizer.property("view", takes: "a view", get: { r, _ in r.fields["view"] ?? .nil })
    recognizer.property("state", takes: "a state", get: { r, _ in r.fields["state"] })
  }

  /// Gives `recognizer` the target and action of arguments 0 and 1 (`target:action:`); a target
  /// that is not one of the file's objects (nil) leaves it without.
  private static func aim(_ recognizer: Record, _ a: Arguments) throws(RunError) {
    guard case .instance = try a.value(0) else { return }
    (recognizer.fields["target"], recognizer.fields["action"]) = (try a.value(0), .string(try a.selectorName(1)))
  }
}
