import Geometry
import SwiftSyntax

extension Library {
  /// `PlaygroundPage.current`: its live view is what Wobble shows. Xcode 7's spellings too:
  /// `XCPlaygroundPage.currentPage`, `XCPShowView(_:view:)` (the view shown), and
  /// `XCPSetExecutionShouldContinueIndefinitely(continueIndefinitely:)`.
  static let playgroundPage = SimulatedType("PlaygroundPage") { t in
    t.alias("XCPlaygroundPage")
    t.staticMember("current") { _ in .playgroundPage }
    t.staticMember("currentPage", of: "XCPlaygroundPage") { _ in .playgroundPage }
    // Swift 1 called it without the second label (`XCPShowView("container", container)`).
    t.call("XCPShowView", "_:view", "_:_", "identifier:view") { a throws(RunError) in
      let shown = try a.value(1)
      if shown.asView == nil { throw a.wrong(1, got: shown, want: "a UIView") }
      a.run.onBlackWindow = true
      try a.run.show(shown, at: Syntax(a.call))
      return .void
    }
    t.call("XCPSetExecutionShouldContinueIndefinitely", "continueIndefinitely", "_") { _ in .void }
    let page = t.members { if case .playgroundPage = $0 { $0 } else { nil } }
    page.property(
      "liveView", takes: "a UIView or a view controller", sample: { .view(ViewObject(name: "")) },
      get: { _, run in run.liveView ?? .nil }
    ) { _, new throws(RunError) in
      new.run.onBlackWindow = true
      try new.run.show(new.value, at: new.node)
    }
    page.property("needsIndefiniteExecution", .bool, get: { _ in true }) { _, _, _ in }
    page.method("setLiveView", "_") { _, a throws(RunError) in
      // `setLiveView(_:)` takes a UIView or a view controller as `liveView` does; a SwiftUI view
      // is another framework.
      let shown = try a.value(0)
      if case .instance(let instance) = shown, instance.view == nil,
        instance.chain.contains(where: { $0.conformances.contains("View") })
      {
        throw a.error(
          "SwiftUI views are not simulated by Wobble (it runs UIKit and Core Animation code); "
            + "host the animation in a UIView or UIViewController")
      }
      a.run.onBlackWindow = true
      try a.run.show(shown, at: Syntax(a.call))
      return .void
    }
    page.method("finishExecution", "") { _, _ in .void }
  }
}

extension Interpreter {
  /// `PlaygroundPage.current.liveView = value`: what the preview shows; a controller's view
  /// loads now.
  /// A view without a size fills the live view area, as Swift Playgrounds does with its root
  /// view (Wobble gives it a view controller's 375 × 668 points and says so).
  func show(_ value: Value, at node: Syntax) throws(RunError) {
    liveView = value
    treeChanged = true
    if case .instance(let controller) = value, controller.isController {
      try load(controller)
    } else if let view = value.asView, fillsLiveViewArea(view) {
      let size = Self.controllerViewSize
      warn(
        "live-view-size",
        "the live view has no size: it fills the live view area, \(Int(size.width)) × \(Int(size.height)) points",
        at: node)
    }
  }

  /// Gives a view without a size the live view area, a view controller's 375 × 668 points;
  /// true when it did.
  func fillsLiveViewArea(_ view: ViewObject) -> Bool {
    guard view.layer.model.bounds.width == 0 || view.layer.model.bounds.height == 0 else { return false }
    let size = Self.controllerViewSize
    view.layer.model.setFrame(Rect(x: 0, y: 0, width: size.width, height: size.height))
    return true
  }
}
