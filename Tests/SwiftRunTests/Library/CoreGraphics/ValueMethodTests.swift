import Animation
import Geometry
import Testing

@testable import SwiftRun

/// Methods of numbers, transforms, colours and paths everyday code calls.
@Suite struct ValueMethodTests {
  /// `getRed` and `getHue` write a colour's components into the variables passed with `&`
  /// and answer true: orange is hue 30° (1/12 of a turn), violet (0.5, 0, 1) 270° (3/4).
  @Test func aColoursComponentsAreWrittenIntoVariablesPassedWithAmpersand() throws {
    let tree = try LanguageTests.tree(
      """
      var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
      let ok = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5).getRed(&r, green: &g, blue: &b, alpha: &a)
      var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, o: CGFloat = 0
      UIColor.orange.getHue(&h, saturation: &s, brightness: &v, alpha: &o)
      var h2: CGFloat = 0
      UIColor(red: 0.5, green: 0, blue: 1, alpha: 1).getHue(&h2, saturation: &s, brightness: &v, alpha: &o)
      let dot = CALayer()
      dot.frame = CGRect(x: r * 100, y: g * 100, width: b * 100, height: ok ? a * 100 : 0)
      dot.position = CGPoint(x: h * 120, y: h2 * 100)
      dot.cornerRadius = s + v + o
      host.layer.addSublayer(dot)
      """)
    let dot = tree.sublayers[0]
    #expect(dot.bounds.width == 75 && dot.bounds.height == 50)
    #expect(abs(dot.position.x - 10) < 1e-9 && abs(dot.position.y - 75) < 1e-9 && dot.cornerRadius == 3)
  }

  /// A colour's alpha outside 0…1 is clamped, as UIKit documents ("values above 1.0 are
  /// interpreted as 1.0"): `alpha: 255` (a habit of helpers taking 0–255 components) is opaque,
  /// and a negative one clear; red, green and blue stay as given (extended sRGB since iOS 10).
  @Test func aColoursAlphaIsClampedToZeroThroughOne() throws {
    let tree = try LanguageTests.tree(
      """
      for alpha in [255.0, -3.0] {
        let dot = CALayer()
        dot.backgroundColor = UIColor(red: 1.2, green: 0, blue: 0, alpha: alpha).cgColor
        dot.borderColor = UIColor(white: 0.5, alpha: alpha).withAlphaComponent(alpha * 2).cgColor
        host.layer.addSublayer(dot)
      }
      """)
    #expect(
      tree.sublayers.map(\.backgroundColor) == [
        Color(red: 1.2, green: 0, blue: 0, alpha: 1), Color(red: 1.2, green: 0, blue: 0, alpha: 0),
      ])
    #expect(tree.sublayers.map(\.borderColor.alpha) == [1, 0])
  }

  @Test func numbersTransformsColoursAndPathsAnswerAsSwiftAndCoreGraphicsDo() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      let x: CGFloat = 16
      dot.frame = CGRect(x: x.squareRoot(), y: (3.7).rounded(.down), width: (-2.5).magnitude, height: (2.5).rounded())
      dot.cornerRadius = (7.5).truncatingRemainder(dividingBy: 2)
      dot.opacity = x.isFinite && !x.isNaN ? 1 : 0
      dot.backgroundColor = UIColor.red.cgColor.copy(alpha: 0.25)
      let turn = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2)
      dot.setAffineTransform(turn.concatenating(turn.inverted()))
      host.layer.addSublayer(dot)
      let line = CAShapeLayer()
      let path = UIBezierPath()
      path.move(to: CGPoint(x: 1, y: 1))
      path.addLine(to: CGPoint(x: 3, y: 1))
      path.apply(CGAffineTransform(scaleX: 2, y: 3))
      line.path = path.cgPath
      host.layer.addSublayer(line)
      """)
    let dot = tree.sublayers[0]
    #expect(dot.bounds.width == 2.5 && dot.bounds.height == 3 && dot.position == Point(4 + 1.25, 3 + 1.5))
    #expect(dot.cornerRadius == 1.5 && dot.opacity == 1)
    #expect(dot.backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 0.25))
    let m = try #require(dot.effectiveTransform.affine)
    #expect(abs(m.a - 1) < 1e-12 && abs(m.d - 1) < 1e-12 && abs(m.tx) < 1e-12 && abs(m.b) < 1e-12)
    guard case .shape(let style) = tree.sublayers[1].content else {
      Issue.record("no shape")
      return
    }
    #expect(style.path.points == [Point(2, 3), Point(6, 3)])
  }

  /// `reversing()` gives a new path, the same shape the other way (its first point the old
  /// last); the path reversed is left as it was.
  @Test func aReversedPathStartsWhereTheOldOneEnded() throws {
    let tree = try LanguageTests.tree(
      """
      let line = UIBezierPath()
      line.move(to: CGPoint(x: 0, y: 0))
      line.addLine(to: CGPoint(x: 40, y: 10))
      let back = CAShapeLayer()
      back.path = line.reversing().cgPath
      let kept = CAShapeLayer()
      kept.path = line.cgPath
      host.layer.addSublayer(back)
      host.layer.addSublayer(kept)
      """)
    #expect(tree.sublayers[0].shape?.path.elements == [.move(to: Point(40, 10)), .line(to: Point(0, 0))])
    #expect(tree.sublayers[1].shape?.path.elements == [.move(to: Point(0, 0)), .line(to: Point(40, 10))])
  }

  /// `removeAllPoints()` empties the path for building again, and `cgPath` is a snapshot (UIKit:
  /// "a snapshot of the path at any given point in time"): a CGPath read before stays as it was.
  @Test func removeAllPointsEmptiesThePathAndAnEarlierCGPathKeepsItsPoints() throws {
    let tree = try LanguageTests.tree(
      """
      let line = UIBezierPath()
      line.move(to: CGPoint(x: 0, y: 0))
      line.addLine(to: CGPoint(x: 40, y: 10))
      let before = line.cgPath
      line.removeAllPoints()
      line.move(to: CGPoint(x: 5, y: 5))
      line.addLine(to: CGPoint(x: 6, y: 7))
      let old = CAShapeLayer()
      old.path = before
      let new = CAShapeLayer()
      new.path = line.cgPath
      host.layer.addSublayer(old)
      host.layer.addSublayer(new)
      """)
    #expect(tree.sublayers[0].shape?.path.elements == [.move(to: Point(0, 0)), .line(to: Point(40, 10))])
    #expect(tree.sublayers[1].shape?.path.elements == [.move(to: Point(5, 5)), .line(to: Point(6, 7))])
  }

  /// A method taken from its type and applied (`CGAffineTransform.rotated(t)(by: .pi)`, Swift's
  /// curried form) is the call `t.rotated(by: .pi)`.
  @Test func aMethodTakenFromItsTypeAndAppliedIsCalledOnTheValue() throws {
    let tree = try LanguageTests.tree(
      """
      let turn = CGAffineTransform.rotated(CGAffineTransform(scaleX: 2, y: 2))(by: .pi / 2)
      host.transform = turn
      """)
    let m = tree.effectiveTransform
    // scale 2 then a quarter turn: (2cos, 2sin, −2sin, 2cos) = (0, 2, −2, 0).
    #expect(abs(m.m11) < 1e-9 && abs(m.m12 - 2) < 1e-9 && abs(m.m21 + 2) < 1e-9)
  }
  /// A path's `currentPoint` (where a wave's closing lines start) and a `UIColor` made of a
  /// `CGColor` (a colour read back from a layer).
  @Test func aPathsCurrentPointAndAColourMadeOfACGColor() throws {
    let tree = try LanguageTests.tree(
      """
      let path = UIBezierPath()
      path.move(to: CGPoint(x: 0, y: 10))
      path.addQuadCurve(to: CGPoint(x: 40, y: 20), controlPoint: CGPoint(x: 20, y: 0))
      path.addLine(to: CGPoint(x: path.currentPoint.x, y: 50))
      let shape = CAShapeLayer()
      shape.path = path.cgPath
      shape.strokeColor = UIColor(cgColor: UIColor.red.cgColor).cgColor
      host.layer.addSublayer(shape)
      """)
    guard case .shape(let style) = tree.sublayers[0].content else {
      Issue.record("no shape")
      return
    }
    #expect(style.path.currentPoint == Point(40, 50))
    #expect(style.strokeColor == Color(red: 1, green: 0, blue: 0))
  }

  /// `addArc(tangent1End:tangent2End:radius:)` rounds the corner at (10, 0) of the turn from
  /// (0, 0) down to (10, 10) with radius 4: a line to (6, 0), then a quarter arc about (6, 4)
  /// to (10, 4). `addRoundedRect(in:…)` adds a closed rounded rectangle; `addRelativeArc`
  /// turns by `delta`; a path's `copy()` is its own; `contains` answers by the fill rule — the
  /// middle of a ring is outside with even-odd, inside with non-zero.
  @Test func tangentArcsRoundedRectsCopiesAndContainment() throws {
    let tree = try LanguageTests.tree(
      """
      let corner = CGMutablePath()
      corner.move(to: .zero)
      corner.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
      let arc = CGMutablePath()
      arc.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, delta: .pi / 2)
      let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
      ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
      let copy = ring.copy() as! UIBezierPath
      copy.usesEvenOddFillRule = true
      let rounded = CGMutablePath()
      rounded.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 3, cornerHeight: 3)
      let shapes = (0..<3).map { _ in CAShapeLayer() }
      shapes[0].path = corner
      shapes[1].path = arc
      shapes[2].path = rounded
      shapes[0].opacity = ring.contains(CGPoint(x: 50, y: 50)) && !copy.contains(CGPoint(x: 50, y: 50)) ? 0.5 : 1
      for s in shapes { host.layer.addSublayer(s) }
      """)
    let corner = try #require(tree.sublayers[0].shape?.path)
    #expect(corner.elements.first == .move(to: Point(0, 0)))
    let lineEnds = corner.elements.compactMap { element -> Point? in
      if case .line(let to) = element { return to }
      return nil
    }
    // The arc of radius 4 touches the first tangent 4 points before the corner at (10, 0).
    #expect(lineEnds.count == 1 && abs(lineEnds[0].x - 6) < 1e-9 && abs(lineEnds[0].y) < 1e-9)
    let end = corner.currentPoint
    #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 4) < 1e-9, "\(end)")
    let arcEnd = try #require(tree.sublayers[1].shape?.path).currentPoint
    // Clockwise on screen from 3 o'clock by a quarter turn: 6 o'clock, (50, 60).
    #expect(abs(arcEnd.x - 50) < 1e-9 && abs(arcEnd.y - 60) < 1e-9, "\(arcEnd)")
    let rounded = try #require(tree.sublayers[2].shape?.path)
    let box = rounded.bounds
    #expect(abs(box.minX) < 1e-9 && abs(box.minY) < 1e-9, "\(box)")
    #expect(abs(box.width - 20) < 1e-9 && abs(box.height - 10) < 1e-9, "\(box)")
    #expect(tree.sublayers[0].opacity == 0.5)
  }
}
