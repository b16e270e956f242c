import Geometry

extension Library {
  /// `UIScrollView` as a still picture of its content: a view whose `contentOffset` is its
  /// bounds' origin (what the content is scrolled by, as UIKit defines it); the scrolling
  /// settings (`contentSize`, indicators, bouncing, paging, zoom, the delegate) are kept and
  /// change nothing drawn. `setContentOffset(_:animated:)` moves the content at once, said
  /// when asked to animate (the deceleration curve UIKit scrolls with is not documented).
  static let uiScrollView = SimulatedType("UIScrollView", superclass: "UIView") { t in
    t.call("UIScrollView", "frame", "") { a throws(RunError) in
      let view = try a.newView()
      view.isScrollView = true
      return .view(view)
    }
    t.ignore(
      "contentSize", "contentInset", "isScrollEnabled", "isPagingEnabled", "showsHorizontalScrollIndicator",
      "showsVerticalScrollIndicator", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "delegate",
      "decelerationRate", "contentInsetAdjustmentBehavior", "keyboardDismissMode", "scrollIndicatorInsets",
      "verticalScrollIndicatorInsets", "horizontalScrollIndicatorInsets", "minimumZoomScale", "maximumZoomScale",
      "zoomScale", "indicatorStyle", "isDirectionalLockEnabled", "refreshControl", "scrollsToTop", "bouncesZoom",
      "delaysContentTouches", "canCancelContentTouches")
    let scroll = t.members { $0.asView.flatMap { $0.isScrollView ? $0 : nil } }
    scroll.property("contentOffset", .point, get: { $0.layer.model.bounds.origin }) { v, p, _ in
      v.layer.model.bounds.origin = p
    }
    scroll.method("setContentOffset", "_:animated") { v, a throws(RunError) in
      guard case .point(let p) = try a.value(0) else { throw a.wrong(0, got: try a.value(0), want: "a CGPoint") }
      if try a.bool(1) {
        a.run.warn(
          "setContentOffset animated",
          "setContentOffset(_:animated: true) is shown at its end: UIKit's scrolling curve is not documented", at: a.call)
      }
      v.layer.model.bounds.origin = p
      return .void
    }
  }
}
