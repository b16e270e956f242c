extension Library {
  /// `UIAlertController` and `UIAlertAction`: made, configured and given actions without
  /// effect, with one warning. An alert shows only once presented, and presenting is refused
  /// (`Interpreter.unsimulatedControllerMethods`), so one that is only made draws nothing on
  /// iOS either.
  static let uiAlertController = SimulatedType("UIAlertController") { t in
    for name in ["UIAlertController", "UIAlertAction"] {
      t.callWithAnyLabels(name) { a in
        a.run.warn("UIAlertController", "\(name) is skipped: an alert draws nothing until it is presented", at: a.call)
        return .skipped(name)
      }
    }
    t.options("UIAlertController.Style", "UIAlertAction.Style", "UIAlertControllerStyle", "UIAlertActionStyle")
  }
}
