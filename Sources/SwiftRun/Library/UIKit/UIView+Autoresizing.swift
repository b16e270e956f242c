import Geometry

/// `UIView.AutoresizingMask`: which of a view's margins and sizes follow its superview's
/// bounds when they change.
struct AutoresizingMask: OptionSet, Sendable {
  let rawValue: Int
  static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

  /// The options by the names code writes (`.flexibleWidth`; Swift 2's `.FlexibleWidth`).
  static let named: [(String, AutoresizingMask)] = [
    ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
    ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
    ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
  ]

  /// `frame` in a superview whose bounds size went from `old` to `new` (points): along each
  /// axis the change is shared by the flexible parts of the three (leading margin, size,
  /// trailing margin) in proportion to their sizes before it, as UIKit's documentation says
  /// ("distribute the size difference proportionally among the flexible portions"); evenly
  /// when they all measured 0. A size is kept at 0 or more. Exact in floating point up to
  /// rounding of the proportions (below 1e-9 pt for frames under 10⁶ pt).
  func resized(_ frame: Rect, from old: (width: Double, height: Double), to new: (width: Double, height: Double)) -> Rect {
    func axis(_ start: Double, _ size: Double, _ whole: Double, _ grown: Double, _ flexible: [Bool]) -> (Double, Double) {
      var parts = [start, size, whole - start - size]
      let delta = grown - whole
      let indices = (0..<3).filter { flexible[$0] }
      guard delta != 0, !indices.isEmpty else { return (start, size) }
      let total = indices.reduce(0) { $0 + max(0, parts[$1]) }
      for i in indices {
        parts[i] += total > 0 ? delta * max(0, parts[i]) / total : delta / Double(indices.count)
      }
      return (parts[0], max(0, parts[1]))
    }
    let (x, width) = axis(
      frame.minX, frame.width, old.width, new.width,
      [contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)])
    let (y, height) = axis(
      frame.minY, frame.height, old.height, new.height,
      [contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)])
    return Rect(x: x, y: y, width: width, height: height)
  }
}

extension Interpreter {
  /// A view's bounds went from `old` in size to its size now: its subviews follow their
  /// autoresizing masks (unless it has `autoresizesSubviews` off), and theirs in turn.
  func autoresizeSubviews(of view: ViewObject, from old: (width: Double, height: Double)) {
    let new = (width: view.layer.model.bounds.width, height: view.layer.model.bounds.height)
    guard view.autoresizesSubviews, old.width != new.width || old.height != new.height else { return }
    for sublayer in view.layer.sublayers {
      guard let sub = self.view(backedBy: sublayer)?.asView, !sub.autoresizing.isEmpty, !sub.usesConstraints else { continue }
      let before = (width: sub.layer.model.bounds.width, height: sub.layer.model.bounds.height)
      sub.layer.model.setFrame(sub.autoresizing.resized(sub.layer.model.frame, from: old, to: new))
      autoresizeSubviews(of: sub, from: before)
    }
  }
}
