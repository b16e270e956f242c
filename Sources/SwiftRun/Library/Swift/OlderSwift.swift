import Foundation
import Geometry
import SwiftSyntax

extension Library {
  /// What Swift 3 and 4 spelled otherwise, as real playgrounds and loader libraries still
  /// have it: each accepted with one warning naming today's spelling (`export swift` keeps the
  /// file's own). The C constants and `CATransform3DIdentity` are still current.
  static let olderSwift = SimulatedType("Swift 3") { t in
    t.global("M_PI") { _ in .number(.pi) }
    t.global("M_PI_2") { _ in .number(.pi / 2) }
    t.global("M_PI_4") { _ in .number(.pi / 4) }
    t.global("M_1_PI") { _ in .number(1 / .pi) }
    t.global("M_2_PI") { _ in .number(2 / .pi) }
    t.global("M_E") { _ in .number(M_E) }
    t.global("M_SQRT2") { _ in .number(2.0.squareRoot()) }
    t.global("CATransform3DIdentity") { _ in .transform(.identity) }
    t.global("CGAffineTransformIdentity") { run in
      renamed(run, "CGAffineTransformIdentity", "CGAffineTransform.identity", .affine(.identity), swift: 2)
    }
    t.global("CGRectZero") { run in renamed(run, "CGRectZero", "CGRect.zero", .rect(.zero), swift: 2) }
    t.global("CGPointZero") { run in renamed(run, "CGPointZero", "CGPoint.zero", .point(.zero), swift: 2) }
    t.global("CGSizeZero") { run in renamed(run, "CGSizeZero", "CGSize.zero", .size(width: 0, height: 0), swift: 2) }
    // C's limits, imported into Swift as constants (`Float(arc4random()) / Float(UINT32_MAX)`);
    // RAND_MAX is Darwin's, 2³¹ − 1.
    let limits: [(String, Double)] = [
      ("UINT8_MAX", 255), ("INT8_MAX", 127), ("INT8_MIN", -128), ("UINT16_MAX", 65535), ("INT16_MAX", 32767),
      ("INT16_MIN", -32768), ("UINT32_MAX", 4_294_967_295), ("INT32_MAX", 2_147_483_647), ("INT32_MIN", -2_147_483_648),
      ("UINT_MAX", 4_294_967_295), ("INT_MAX", 2_147_483_647), ("INT_MIN", -2_147_483_648),
      ("INT64_MAX", Double(Int64.max)), ("INT64_MIN", Double(Int64.min)), ("UINT64_MAX", Double(UInt64.max)),
      ("RAND_MAX", 2_147_483_647), ("FLT_MAX", Double(Float.greatestFiniteMagnitude)),
      ("FLT_MIN", Double(Float.leastNormalMagnitude)), ("FLT_EPSILON", Double(Float.ulpOfOne)),
      ("DBL_MAX", .greatestFiniteMagnitude), ("DBL_MIN", .leastNormalMagnitude), ("DBL_EPSILON", .ulpOfOne),
      ("CGFLOAT_MAX", .greatestFiniteMagnitude), ("CGFLOAT_MIN", .leastNormalMagnitude),
      // Foundation's `NSInteger` bounds, 64-bit on every device since the iPhone 5s.
      ("NSIntegerMax", Double(Int64.max)), ("NSIntegerMin", Double(Int64.min)), ("NSUIntegerMax", Double(UInt64.max)),
    ]
    for (name, value) in limits { t.global(name) { _ in .number(value) } }
    // Darwin's HUGE is HUGE_VAL, +∞; MAXFLOAT is the largest finite Float.
    t.global("HUGE") { run in renamed(run, "HUGE", ".infinity", .number(.infinity)) }
    t.global("MAXFLOAT") { run in
      renamed(run, "MAXFLOAT", ".greatestFiniteMagnitude", .number(Double(Float.greatestFiniteMagnitude)))
    }
    // Attribute names before Swift 4's `NSAttributedString.Key`.
    for (old, key) in [
      ("NSFontAttributeName", "font"), ("NSForegroundColorAttributeName", "foregroundColor"),
      ("NSKernAttributeName", "kern"), ("NSParagraphStyleAttributeName", "paragraphStyle"),
    ] {
      t.global(old) { run in renamed(run, old, "NSAttributedString.Key.\(key)", .string(key)) }
    }
    t.global("NSEC_PER_SEC") { _ in .number(1e9) }
    t.global("NSEC_PER_MSEC") { _ in .number(1e6) }
    t.global("USEC_PER_SEC") { _ in .number(1e6) }
    // `DispatchTime.now() + Double(Int64(0.3 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)`.
    t.call("DispatchTime.now", "") { a in .number(a.run.now) }
    for name in ["Int64", "Int32", "UInt32", "UInt64", "UInt"] {
      t.call(name, "_") { a throws(RunError) in .number(try a.number(0).rounded(.towardZero)) }
    }
    t.call("UIColor", "colorLiteralRed:green:blue:alpha") { a throws(RunError) in
      a.run.warn("colorLiteralRed", "UIColor(colorLiteralRed:…) is Swift 3's UIColor(red:green:blue:alpha:)", at: a.call)
      return .color(Color(red: try a.number(0), green: try a.number(1), blue: try a.number(2), alpha: try a.number(3)))
    }
    t.options(
      "UIViewAnimationOptions", "UIViewAnimationCurve", "UIViewKeyframeAnimationOptions", "UIViewContentMode",
      "UIViewAnimationTransition", "UIControlState", "UIControlEvents", "UIButtonType", "UIImageRenderingMode")
  }

  /// UIKit's option and enumeration types Swift 4.2 nested in their classes, by their Swift 3
  /// and 4 names (`UIViewAnimationOptions` is `UIView.AnimationOptions`).
  static let nestedSince42: [String: String] = [
    "UIViewAnimationOptions": "UIView.AnimationOptions", "UIViewAnimationCurve": "UIView.AnimationCurve",
    "UIViewKeyframeAnimationOptions": "UIView.KeyframeAnimationOptions", "UIViewContentMode": "UIView.ContentMode",
    "UIViewAnimationTransition": "UIView.AnimationTransition", "UIControlState": "UIControl.State",
    "UIControlEvents": "UIControl.Event", "UIButtonType": "UIButton.ButtonType",
    "UIImageRenderingMode": "UIImage.RenderingMode",
  ]

  /// `value`, with one warning that `old`, the spelling of Swift `swift`, is today's `new`.
  private static func renamed(_ run: Interpreter, _ old: String, _ new: String, _ value: Value, swift: Int = 3) -> Value {
    run.warn(old, "\(old) is Swift \(swift)'s \(new)")
    return value
  }
}

extension Interpreter {
  /// One warning when `name` is a type Swift 4.2 renamed (`UIViewAnimationOptions()`,
  /// `UIControlState.normal`), naming today's spelling.
  func warnIfRenamedIn42(_ name: String, at node: some SyntaxProtocol) {
    guard let modern = Library.nestedSince42[name] else { return }
    warn(name, "\(name) is Swift 4's \(modern)", at: node)
  }
}
