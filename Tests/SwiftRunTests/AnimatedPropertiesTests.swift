import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// The layer properties real code animates beyond position, opacity and transform: colours of
/// shapes, bounds, corner radius, borders, shadows, dash phase, explicitly, implicitly and in
/// `UIView.animate`.
@Suite struct AnimatedPropertiesTests {
  /// The presentation of layer `name` at `t` of a file with a 100-point host view and `body`.
  static func opened(_ body: String) throws -> (Double, String) -> Layer {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      \(body)
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/Props.swift")
    return { t, name in file.scene.presentation(ParameterValues(), t).sublayer(named: name)! }
  }

  /// A linear one-second animation of `keyPath` on a shape layer `shape`, from and to the
  /// given Swift expressions.
  static func basic(_ keyPath: String, from: String, to: String) -> String {
    """
    let shape = CAShapeLayer()
    shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
    shape.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
    host.layer.addSublayer(shape)
    let a = CABasicAnimation(keyPath: "\(keyPath)")
    a.fromValue = \(from)
    a.toValue = \(to)
    a.duration = 1
    shape.add(a, forKey: "a")
    """
  }

  @Test func fillAndStrokeColoursBlendChannelByChannel() throws {
    let fill = try Self.opened(Self.basic("fillColor", from: "UIColor.red.cgColor", to: "UIColor.blue.cgColor"))
    #expect(fill(0.25, "shape").shape?.fillColor == Color(red: 0.75, green: 0, blue: 0.25, alpha: 1))
    let stroke = try Self.opened(
      Self.basic("strokeColor", from: "UIColor.white.cgColor", to: "UIColor.black.cgColor"))
    #expect(stroke(0.5, "shape").shape?.strokeColor == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
  }

  @Test func boundsAndItsPartsAnimate() throws {
    let bounds = try Self.opened(
      Self.basic("bounds", from: "CGRect(x: 0, y: 0, width: 40, height: 40)", to: "CGRect(x: 0, y: 0, width: 80, height: 20)"))
    #expect(bounds(0.5, "shape").bounds == Rect(x: 0, y: 0, width: 60, height: 30))
    let size = try Self.opened(
      Self.basic("bounds.size", from: "CGSize(width: 40, height: 40)", to: "CGSize(width: 0, height: 80)"))
    #expect(size(0.75, "shape").bounds == Rect(x: 0, y: 0, width: 10, height: 70))
    let width = try Self.opened(Self.basic("bounds.size.width", from: "10", to: "30"))
    #expect(width(0.5, "shape").bounds.width == 20)
  }

  @Test func cornerRadiusBorderShadowAndDashPhaseAnimate() throws {
    #expect(try Self.opened(Self.basic("cornerRadius", from: "0", to: "20"))(0.5, "shape").cornerRadius == 10)
    #expect(try Self.opened(Self.basic("borderWidth", from: "2", to: "4"))(0.5, "shape").borderWidth == 3)
    #expect(try Self.opened(Self.basic("shadowOpacity", from: "0", to: "1"))(0.25, "shape").shadow.opacity == 0.25)
    #expect(
      try Self.opened(Self.basic("shadowOffset", from: "CGSize(width: 0, height: 0)", to: "CGSize(width: 4, height: 8)"))(
        0.5, "shape"
      ).shadow.offset == Point(2, 4))
    #expect(
      try Self.opened(Self.basic("lineDashPhase", from: "0", to: "8"))(0.5, "shape").shape?.stroke.dashPhase == 4)
  }

  @Test func transformRotationIsAboutZ() throws {
    let at = try Self.opened(Self.basic("transform.rotation", from: "0", to: "CGFloat.pi"))
    #expect(abs(at(0.5, "shape").pose.rotation - .pi / 2) < 1e-12)
  }

  @Test func aKeyPathWobbleDoesNotAnimateIsRefusedByName() throws {
    #expect {
      try Self.opened(Self.basic("contentsRect", from: "0", to: "1"))
    } throws: { error in
      "\(error)".contains("contentsRect") && "\(error)".contains("Props.swift:")
    }
  }

  @Test func aFillColourChangeOnScreenAnimatesImplicitly() throws {
    // A standalone shape layer, drawn at setup, turns blue one second later: over 0.25 s on
    // the default curve (0.802 at half time, from ImplicitAnimationTests' bisection).
    let at = try Self.opened(
      """
      let shape = CAShapeLayer()
      shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
      shape.fillColor = UIColor.red.cgColor
      host.layer.addSublayer(shape)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        shape.fillColor = UIColor.blue.cgColor
        shape.cornerRadius = 8
      }
      """)
    let mid = try #require(at(1.125, "shape").shape?.fillColor)
    #expect(abs(mid.blue - ImplicitAnimationTests.defaultCurveAtHalf) < 1e-4)
    #expect(abs(at(1.125, "shape").cornerRadius - 8 * ImplicitAnimationTests.defaultCurveAtHalf) < 1e-3)
    #expect(at(2, "shape").shape?.fillColor == Color(red: 0, green: 0, blue: 1, alpha: 1))
  }

  @Test func aViewsFrameChangeInsideUIViewAnimateAnimatesItsSizeToo() throws {
    // UIKit's default curve is ease-in-ease-out (0.42, 0, 0.58, 1): 0.5 at half time by symmetry
    // (to 1e-7: the named curves' control points are Floats).
    let at = try Self.opened(
      """
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      box.layer.name = "box"
      host.addSubview(box)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        UIView.animate(withDuration: 1) {
          box.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        }
      }
      """)
    let mid = at(1.5, "box")
    #expect(abs(mid.bounds.width - 40) < 1e-5 && abs(mid.bounds.height - 30) < 1e-5)
    #expect(abs(mid.position.x - 20) < 1e-5 && abs(mid.position.y - 15) < 1e-5)
    #expect(at(3, "box").bounds.width == 60)
  }

  /// Since iOS 11 UIKit animates a view's `layer.cornerRadius` set in an animation block; its
  /// border width is not among what it animates; a block of duration 0 animates nothing
  /// ("the changes are made without animating them").
  @Test func uiViewAnimateAnimatesTheCornerRadiusButNotTheBorderAndNothingForDurationZero() throws {
    let at = try Self.opened(
      """
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      box.layer.name = "box"
      host.addSubview(box)
      let flat = UIView(frame: CGRect(x: 0, y: 30, width: 20, height: 20))
      flat.layer.name = "flat"
      host.addSubview(flat)
      UIView.animate(withDuration: 1) {
        box.layer.cornerRadius = 10
        box.layer.borderWidth = 4
      }
      UIView.animate(withDuration: 0) {
        flat.alpha = 0.5
        flat.layer.cornerRadius = 6
      }
      """)
    #expect(abs(at(0.5, "box").cornerRadius - 5) < 1e-5)
    #expect(at(0.5, "box").borderWidth == 4)
    #expect(at(0, "flat").opacity == 0.5 && at(0, "flat").cornerRadius == 6)
  }

  /// The ease-in-ease-out curve (0.42, 0, 0.58, 1) at `x`, solved by bisection here, apart
  /// from the engine's own solver.
  static func easeInEaseOut(_ x: Double) -> Double {
    func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var (lo, hi) = (0.0, 1.0)
    for _ in 0..<60 {
      let mid = (lo + hi) / 2
      if bezier(mid, 0.42, 0.58) < x { lo = mid } else { hi = mid }
    }
    return bezier((lo + hi) / 2, 0, 1)
  }

  /// Since iOS 8 a view's centre and bounds animate additively (WWDC 2014 session 236): an
  /// animation begun while another runs blends with it instead of replacing it.
  @Test func overlappingViewAnimationsOfTheCentreAndSizeAddUp() throws {
    let at = try Self.opened(
      """
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      box.layer.name = "box"
      host.addSubview(box)
      box.center = CGPoint(x: 0, y: 0)
      UIView.animate(withDuration: 1) {
        box.center = CGPoint(x: 100, y: 0)
        box.bounds.size = CGSize(width: 60, height: 20)
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
        UIView.animate(withDuration: 1) {
          box.center = CGPoint(x: 0, y: 0)
          box.bounds.size = CGSize(width: 20, height: 20)
        }
      }
      """)
    // At 0.75 s: the first at 3/4 of its way (offset −100 → 0 over the new model 0), the
    // second at 1/4 (offset +100 → 0): 100 (e(¾) − e(¼)).
    let e = Self.easeInEaseOut
    let box = at(0.75, "box")
    #expect(abs(box.position.x - 100 * (e(0.75) - e(0.25))) < 1e-4)
    #expect(abs(box.bounds.width - (20 + 40 * (e(0.75) - e(0.25)))) < 1e-4)
    #expect(at(2, "box").position.x == 0 && at(2, "box").bounds.width == 20)
  }
}
