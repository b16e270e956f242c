import Geometry

extension Library {
  /// `UITouch`: the finger of a tap Wobble makes (`set tap.X t`), handed to a view's or a
  /// controller's `touchesBegan(_:with:)` and `touchesEnded(_:with:)` in a set of one. No
  /// finger reaches a preview to say where it lands, so it lands on the centre of the view
  /// tapped; `location(in:)` is that point in the coordinates of the view (or layer) given, the
  /// window's for nil; `previousLocation(in:)` the same (a tap does not move); `tapCount` 1;
  /// `view` the view tapped.
  static let uiTouch: SimulatedType = SimulatedType("UITouch") { t in
    let touch = t.members { if case .record(let r) = $0, r.type === uiTouch { r } else { nil } }
    touch.property("view", takes: "a view", get: { r, _ in r.fields["view"] ?? .nil })
    touch.property("tapCount", .number, get: { _ in 1 })
    touch.property("force", .number, get: { _ in 0 })
    for name in ["location", "previousLocation", "preciseLocation", "precisePreviousLocation"] {
      touch.method(name, "in") { r, a throws(RunError) in
        guard let layer = r.fields["view"]?.asView?.layer else { return .point(.zero) }
        let centre = Point(layer.model.bounds.midX, layer.model.bounds.midY)
        let given = try a.value(0)
        if case .nil = given { return .point(layer.convert(centre, to: nil)) }
        guard let other = given.asLayer ?? given.asView?.layer else { throw a.wrong(0, got: given, want: "a view or nil") }
        return .point(layer.convert(centre, to: other))
      }
    }
  }

  /// A tap's touch on `view` (the value code sees as the view: its class's instance, else the view).
  static func touch(on view: Value) -> Value { .record(Record(type: uiTouch, fields: ["view": view])) }
}
