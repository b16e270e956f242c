extension Library {
  /// `UIStoryboardSegue`: what a storyboard segue hands its source's `prepare(for:sender:)`
  /// before UIKit shows the destination (`StoryboardSegues.swift`): its `identifier` (nil when
  /// the storyboard names none), `source` and `destination` controllers, and Swift 2's
  /// `sourceViewController` and `destinationViewController` for them.
  static let uiStoryboardSegue: SimulatedType = SimulatedType("UIStoryboardSegue") { t in
    let segue = t.members { if case .record(let r) = $0, r.type === uiStoryboardSegue { r } else { nil } }
    segue.property("identifier", takes: "a string", get: { r, _ in r.fields["identifier"] ?? .nil })
    for (name, field) in [
      ("source", "source"), ("sourceViewController", "source"), ("destination", "destination"),
      ("destinationViewController", "destination"),
    ] {
      segue.property(name, takes: "a view controller", get: { r, _ in r.fields[field] ?? .nil })
    }
  }
}
