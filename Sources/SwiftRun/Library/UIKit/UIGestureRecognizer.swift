extension Library {
  /// Gesture recognizers: made, configured and added without effect, with one warning
  /// (touches do not reach a preview).
  static let gestureRecognizer = SimulatedType("UIGestureRecognizer") { t in
    for name in [
      "UIGestureRecognizer", "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer",
      "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
      "UIScreenEdgePanGestureRecognizer", "UIHoverGestureRecognizer",
    ] {
      t.callWithAnyLabels(name) { a in
        a.run.warn("addGestureRecognizer", "\(name) is skipped: touches do not reach a preview", at: a.call)
        return .skipped(name)
      }
    }
  }
}
