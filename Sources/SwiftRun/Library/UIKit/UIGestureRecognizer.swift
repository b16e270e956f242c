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
      var fields: [String: Value] = ["state": .string("possible")]
      if case .instance = try a.value(0) {
        (fields["target"], fields["action"]) = (try a.value(0), .string(try a.selectorName(1)))
      }
      return .record(Record(type: gestureRecognizer, fields: fields))
    }
    t.call("UITapGestureRecognizer", "") { _ in .record(Record(type: gestureRecognizer, fields: ["state": .string("possible")])) }
    t.ignoreUnknownMembers()
    let recognizer = t.members { if case .record(let r) = $0, r.type === gestureRecognizer { r } else { nil } }
    recognizer.method("addTarget", "_:action") { r, a throws(RunError) in
      if case .instance = try a.value(0) {
        (r.fields["target"], r.fields["action"]) = (try a.value(0), .string(try a.selectorName(1)))
      }
      return .void
    }
    // Which recognizer waits for which: one tap recognizer a view has fires alone here.
    recognizer.method("require", "toFail") { _, _ in .void }
    recognizer.property("view", takes: "a view", get: { r, _ in r.fields["view"] ?? .nil })
    recognizer.property("state", takes: "a state", get: { r, _ in r.fields["state"] })
  }
}
