/// UIKit's haptic feedback generators (`UIImpactFeedbackGenerator`, `UISelectionFeedbackGenerator`,
/// `UINotificationFeedbackGenerator`): a tap the hand feels, which a preview does not. Made and
/// prepared as in the app; each firing says so once and changes nothing drawn.
extension Library {
  static let uiFeedbackGenerator: SimulatedType = SimulatedType("UIFeedbackGenerator") { t in
    t.alias("UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator", "UINotificationFeedbackGenerator")
    t.options(
      "UIImpactFeedbackGenerator.FeedbackStyle", "UINotificationFeedbackGenerator.FeedbackType",
      "UIFeedbackGenerator.FeedbackStyle")
    for name in ["UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator", "UINotificationFeedbackGenerator"] {
      t.call(name, "", "style", "style:view", "view") { _ in .record(Record(type: uiFeedbackGenerator, fields: [:])) }
    }
    let generator = t.members { value -> Record? in
      if case .record(let r) = value, r.type === uiFeedbackGenerator { r } else { nil }
    }
    generator.method("prepare", "") { _, _ in .void }
    let felt: @Sendable (Record, Arguments) throws(RunError) -> Value = { _, a in
      a.run.warn("haptics", "haptic feedback is skipped: a preview has nothing to tap the hand", at: a.call)
      return .void
    }
    for (name, signatures) in [
      ("impactOccurred", ["", "intensity", "at", "intensity:at"]), ("selectionChanged", ["", "at"]),
      ("notificationOccurred", ["_", "_:at"]),
    ] {
      generator.method(name, signatures, body: felt)
    }
  }
}
