import Animation
import Foundation
import Geometry
import Scenes

/// Values written as Swift source for UIKit: numbers with capped digits, points, colours,
/// timing functions and springs.
public enum SwiftLiteral {
  /// `value` with at most `digits` decimals and no trailing zeros (`0.3`, `5`, `1.570796`).
  /// The written number is within 0.5·10⁻ᵈⁱᵍⁱᵗˢ of `value`.
  public static func number(_ value: Double, digits: Int = 6) -> String {
    value.isFinite ? Scenes.format(value, decimals: digits) : "0"
  }

  /// `static let framesPerSecond` from `display.fps`, with its doc comment, each line after the
  /// first indented by `indent` spaces.
  static func frameRateDeclaration(_ v: ParameterValues, indent: Int = 2) -> String {
    let pad = String(repeating: " ", count: indent)
    return [
      "/// The display rate the effect was tuned at (`display.fps`), in Hz. Above 60 Hz on ProMotion",
      "\(pad)/// iPhones, Info.plist also needs `CADisableMinimumFrameDurationOnPhone` = YES.",
      "\(pad)static let framesPerSecond: Float = \(number(v.number(ViewSettings.framesPerSecond)))",
    ].joined(separator: "\n")
  }

  /// Statements asking `target` (a `CADisplayLink`, or a `CAAnimation` when `isAnimation`) for
  /// `framesPerSecond`: `preferredFrameRateRange` on iOS 15+, a display link's
  /// `preferredFramesPerSecond` before. Each line after the first is indented by `indent` spaces.
  static func frameRate(on target: String, isAnimation: Bool = false, indent: Int) -> String {
    let pad = String(repeating: " ", count: indent)
    let range =
      "\(target).preferredFrameRateRange = CAFrameRateRange(minimum: Self.framesPerSecond, maximum: Self.framesPerSecond, preferred: Self.framesPerSecond)"
    if isAnimation {
      return "if #available(iOS 15.0, *) {\n\(pad)  \(range)\n\(pad)}"
    }
    return
      "if #available(iOS 15.0, *) {\n\(pad)  \(range)\n\(pad)} else {\n\(pad)  \(target).preferredFramesPerSecond = Int(Self.framesPerSecond)\n\(pad)}"
  }

  static func point(_ p: Point) -> String { "CGPoint(x: \(number(p.x)), y: \(number(p.y)))" }

  /// The statements that build `path` with its current points as a `UIBezierPath` named
  /// `path`, indented four spaces.
  static func bezierPathStatements(_ path: PathParameters, _ v: ParameterValues, closed: Bool) -> String {
    var lines = ["    let path = UIBezierPath()", "    path.move(to: \(point(v.point(path.start))))"]
    for c in path.curves(v) {
      lines.append(
        "    path.addCurve(to: \(point(v.point(c.to))), controlPoint1: \(point(v.point(c.control1))), controlPoint2: \(point(v.point(c.control2))))"
      )
    }
    if closed { lines.append("    path.close()") }
    return lines.joined(separator: "\n")
  }

  /// `UIColor.orange` and the other named colours where the components are exactly theirs,
  /// otherwise `UIColor(red:green:blue:alpha:)`.
  static func color(_ c: Color) -> String {
    let named: [(Color, String)] = [
      (.black, "UIColor.black"), (.white, "UIColor.white"), (.gray, "UIColor.gray"),
      (.clear, "UIColor.clear"), (.orange, "UIColor.orange"),
    ]
    if let name = named.first(where: { $0.0 == c })?.1 { return name }
    let digits = 4
    return "UIColor(red: \(number(c.red, digits: digits)), green: \(number(c.green, digits: digits)), "
      + "blue: \(number(c.blue, digits: digits)), alpha: \(number(c.alpha, digits: digits)))"
  }

  /// `CAMediaTimingFunction(name:)` for Apple's named functions, `(controlPoints:)` otherwise.
  static func timingFunction(_ f: TimingFunction) -> String {
    if let name = f.name {
      let member: String =
        switch name {
        case .linear: ".linear"
        case .easeIn: ".easeIn"
        case .easeOut: ".easeOut"
        case .easeInEaseOut: ".easeInEaseOut"
        case .default: ".default"
        }
      return "CAMediaTimingFunction(name: \(member))"
    }
    return "CAMediaTimingFunction(controlPoints: \(controlPoints(f)))"
  }

  /// `x1, y1, x2, y2` with capped digits.
  static func controlPoints(_ f: TimingFunction) -> String {
    [f.c1x, f.c1y, f.c2x, f.c2y].map { number(Double($0)) }.joined(separator: ", ")
  }

  /// One comment line with the spring's other spellings (SwiftUI, iOS 17, damping ratio).
  static func springComment(_ s: Spring) -> String {
    "// perceptual: response \(number(s.perceptualDuration, digits: 4)) s, dampingFraction "
      + "\(number(s.dampingRatio, digits: 4)), bounce \(number(s.bounce, digits: 4)); "
      + (s.settles ? "settles in \(number(s.settlingDuration, digits: 3)) s" : "never settles (no damping)")
  }

  /// `name` as an identifier-safe Swift string literal (no control characters, quotes escaped).
  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20 || (0x7f...0x9f).contains(scalar.value):
        out += "\\u{\(String(scalar.value, radix: 16))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
