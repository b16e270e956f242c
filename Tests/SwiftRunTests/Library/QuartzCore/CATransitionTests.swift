import Animation
import Geometry
import Scenes
import Preview
import Testing

@testable import SwiftRun

/// A fade `CATransition` cross-dissolves a layer from how it was drawn to how it is now; push,
/// moveIn and reveal move the two pictures by the layer's size.
@Suite struct TransitionTests {
  static func opened(changeFirst: Bool) throws -> (Double) -> Layer {
    let add = """
      let fade = CATransition()
      fade.type = .fade
      fade.duration = 0.5
      fade.timingFunction = CAMediaTimingFunction(name: .linear)
      icon.layer.add(fade, forKey: kCATransition)
      """
    let change = "icon.image = UIImage(systemName: \"checkmark\")"
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let icon = UIImageView(image: UIImage(systemName: "ellipsis"))
      host.addSubview(icon)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        \(changeFirst ? change + "\n" + add : add + "\n" + change)
      }
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/T.swift")
    return { t in file.scene.presentation(ParameterValues(), t) }
  }

  @Test(arguments: [false, true])
  func theOldPictureFadesOutAsTheNewFadesIn(changeFirst: Bool) throws {
    let at = try Self.opened(changeFirst: changeFirst)
    let blue = Color(red: 0, green: 122.0 / 255, blue: 1)
    // Before: the old image alone.
    #expect(at(0.9).sublayers[0].content == .icon(.busy, color: blue))
    // A quarter of the way (linear, 0.5 s): the old picture and the new, each whole, mixed
    // 0.75 : 0.25.
    let mid = at(1.125).sublayers[0]
    #expect(mid.content == .icon(.checkmark, color: blue))
    #expect(mid.transition?.before.first?.content == .icon(.busy, color: blue))
    let items = at(1.125).displayList()
    guard case .dissolve(1, 1, let progress) = items.first?.paint else {
      Issue.record("no dissolve group: \(items.map(\.paint))")
      return
    }
    #expect(abs(progress - 0.25) < 1e-9 && items.dropFirst().allSatisfy { $0.opacity == 1 })
    // After: the new image alone.
    #expect(at(1.5).sublayers[0].transition == nil && at(1.5).displayList().map(\.opacity) == [1])
  }

  /// A type Core Animation does not document (`CATransitionType(rawValue: "cube")`, a private
  /// 3D turn) is drawn as a fade, said at the assignment.
  @Test func anUndocumentedTypeIsDrawnAsAFadeAndSaid() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let icon = UIImageView(image: UIImage(systemName: "ellipsis"))
      host.addSubview(icon)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        let cube = CATransition()
        cube.type = CATransitionType(rawValue: "cube")
        cube.subtype = .fromRight
        cube.duration = 0.5
        cube.timingFunction = CAMediaTimingFunction(name: .linear)
        icon.layer.add(cube, forKey: nil)
        icon.image = UIImage(systemName: "checkmark")
      }
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/T.swift")
    let items = file.scene.presentation(ParameterValues(), 1.125).displayList()
    guard case .dissolve(1, 1, let progress) = items.first?.paint else {
      Issue.record("no dissolve group: \(items.map(\.paint))")
      return
    }
    #expect(abs(progress - 0.25) < 1e-9)
    #expect(
      (file.scene.laterWarnings?(ParameterValues()) ?? []).contains {
        $0.hasPrefix("T.swift:8:") && $0.contains("the transition type \"cube\" is not one Core Animation documents")
          && $0.hasSuffix("drawn as a fade")
      })
  }

  /// A 40 × 20 label-like layer at (10, 10) whose colour changes from red to blue 1 s in, under
  /// a linear 0.5 s transition of `type` from `subtype`.
  static func moved(_ type: String, _ subtype: String?, scaled: Bool = false) throws -> (Double) -> [DrawItem] {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let card = CALayer()
      card.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
      card.backgroundColor = UIColor.red.cgColor
      \(scaled ? "card.transform = CATransform3DMakeScale(2, 2, 1)" : "")
      host.layer.addSublayer(card)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        let move = CATransition()
        move.type = .\(type)
        \(subtype.map { "move.subtype = .\($0)" } ?? "")
        move.duration = 0.5
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        card.add(move, forKey: kCATransition)
        CATransaction.setDisableActions(true)  // the colour itself changes at once
        card.backgroundColor = UIColor.blue.cgColor
      }
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/M.swift")
    return { t in file.scene.presentation(ParameterValues(), t).displayList() }
  }

  /// Where each picture's top-left corner is drawn, and its colour's red, in drawing order.
  static func corners(_ items: [DrawItem]) -> [(x: Double, y: Double, red: Double)] {
    items.map { item in
      let corner = item.transform.project(Point(0, 0))!
      return (corner.x, corner.y, item.color.red)
    }
  }

  /// Expected by hand from Apple's descriptions (Transition.swift): at p = 0.25, a 40-point
  /// wide layer at x = 10 moves by multiples of 40 · 0.25 = 10 and 40 · 0.75 = 30.
  @Test(arguments: [
    // push from the right: old at −p·s = −10, new at (1 − p)·s = +30; new drawn last.
    ("push", "fromRight", [(0.0, 10.0, 1.0), (40.0, 10.0, 0.0)]),
    // moveIn from the left: old still, new from −(1 − p)·40 = −30.
    ("moveIn", "fromLeft", [(10.0, 10.0, 1.0), (-20.0, 10.0, 0.0)]),
    // reveal from the top: new still under, old moved down (away from the top) by p·20 = 5,
    // drawn last.
    ("reveal", "fromTop", [(10.0, 10.0, 0.0), (10.0, 15.0, 1.0)]),
    // push from the bottom: old up by 5, new from below at (1 − p)·20 = 15.
    ("push", "fromBottom", [(10.0, 5.0, 1.0), (10.0, 25.0, 0.0)]),
  ])
  func motionTransitionsMoveThePicturesByTheLayersSize(type: String, subtype: String, expected: [(Double, Double, Double)])
    throws
  {
    let at = try Self.moved(type, subtype)
    let quarter = Self.corners(at(1.125))
    #expect(quarter.count == 2)
    for (got, want) in zip(quarter, expected) {
      #expect(abs(got.x - want.0) < 1e-9 && abs(got.y - want.1) < 1e-9 && got.red == want.2, "\(type) \(subtype): \(quarter)")
    }
    // At full opacity throughout, and the new picture alone once it is done.
    #expect(at(1.125).allSatisfy { $0.opacity == 1 })
    let done = Self.corners(at(1.5))
    #expect(done.count == 1 && done[0].x == 10 && done[0].y == 10 && done[0].red == 0)
  }

  @Test func aMotionTransitionMovesInTheLayersOwnScaledCoordinatesAndDefaultsFromTheLeft() throws {
    // Scaled 2× about its centre (30, 20): drawn 80 wide from x = −10; a push from the left
    // (nil subtype) moves the new picture by −(1 − p)·40 local points = −60 on screen.
    let at = try Self.moved("push", nil, scaled: true)
    let quarter = Self.corners(at(1.125))
    #expect(abs(quarter[1].x - (-10 - 60)) < 1e-9 && abs(quarter[0].x - (-10 + 20)) < 1e-9, "\(quarter)")
  }

  /// A 100 × 60 view flipping from the left over 1 s (linear): where its corners are drawn.
  static func flipped(_ option: String, at t: Double) throws -> (drawn: BezierPath, corners: [Point]) {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      let card = UIImageView(image: UIImage(systemName: "ellipsis"))
      card.frame = CGRect(x: 100, y: 70, width: 100, height: 60)
      host.addSubview(card)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        UIView.transition(with: card, duration: 1, options: [.\(option), .curveLinear]) {
          card.image = UIImage(systemName: "checkmark")
        }
      }
      PlaygroundPage.current.liveView = host
      """
    let tree = try OpenedFile.open(text: code, path: "/x/F.swift").scene.presentation(ParameterValues(), t)
    let item = try #require(tree.displayList().first)
    let corners = [Point(0, 0), Point(0, 60), Point(100, 0), Point(100, 60)].compactMap { item.transform.project($0) }
    return (item.path, corners)
  }

  @Test func aFlipTurnsTheOldPictureUntilEdgeOnThenTheNewOneTheNamedSideTowardTheViewer() throws {
    // A quarter of the way: the old picture turned by π/4 about the vertical axis through its
    // centre; its left edge (x = −50 from the centre) comes forward by z = 50·sin(π/4), seen
    // with m34 = −1/500 as (1 − z/500)⁻¹ larger: half-height 30 → 30 / (1 − 35.355/500).
    let quarter = try Self.flipped("transitionFlipFromLeft", at: 1.25)
    let z = 50 * (2.0).squareRoot() / 2
    let left = quarter.corners[1].y - quarter.corners[0].y
    let right = quarter.corners[3].y - quarter.corners[2].y
    #expect(abs(left - 60 / (1 - z / 500)) < 1e-6, "\(quarter.corners)")
    #expect(abs(right - 60 / (1 + z / 500)) < 1e-6)
    // From the right: the right edge comes forward instead.
    let mirrored = try Self.flipped("transitionFlipFromRight", at: 1.25)
    #expect(mirrored.corners[3].y - mirrored.corners[2].y > mirrored.corners[1].y - mirrored.corners[0].y)
    // From the top: the top edge comes forward (wider).
    let top = try Self.flipped("transitionFlipFromTop", at: 1.25)
    #expect(top.corners[2].x - top.corners[0].x > top.corners[3].x - top.corners[1].x)
    // The old picture (the ellipsis) until edge-on, then the new one (the checkmark).
    let before = try Self.flipped("transitionFlipFromLeft", at: 0.5)
    let late = try Self.flipped("transitionFlipFromLeft", at: 1.75)
    let done = try Self.flipped("transitionFlipFromLeft", at: 2.5)
    #expect(quarter.drawn == before.drawn && late.drawn == done.drawn && before.drawn != done.drawn)
    #expect(done.corners == [Point(100, 70), Point(100, 130), Point(200, 70), Point(200, 130)])
  }

  /// `UIView.transition(with: v) { v.isHidden = … }`, the usual way to fade or flip a view in or
  /// out: the transition belongs to v's own layer, so v's old picture shows while it turns
  /// (or fades) although v is hidden now, and a view shown by it turns in.
  @Test(arguments: ["transitionFlipFromLeft", "transitionCrossDissolve"])
  func aViewHiddenOrShownInsideItsOwnTransitionGoesOrComesThroughIt(option: String) throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
      front.backgroundColor = .red
      let back = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
      back.backgroundColor = .blue
      back.isHidden = true
      host.addSubview(front)
      host.addSubview(back)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        UIView.transition(with: front, duration: 1, options: [.\(option), .curveLinear], animations: { front.isHidden = true })
        UIView.transition(with: back, duration: 1, options: [.\(option), .curveLinear], animations: { back.isHidden = false })
      }
      PlaygroundPage.current.liveView = host
      """
    let scene = try OpenedFile.open(text: code, path: "/x/H.swift").scene
    let red = Color(red: 1, green: 0, blue: 0, alpha: 1), blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
    func colours(_ t: Double) -> [Color] {
      scene.presentation(ParameterValues(), t).displayList().map(\.color).filter { $0 != .white }
    }
    #expect(colours(0.5) == [red])
    // A quarter of the way: the flip shows front's old picture turning and nothing of back
    // yet (back's old picture is hidden); the cross-dissolve mixes both.
    #expect(colours(1.25) == (option == "transitionCrossDissolve" ? [red, blue] : [red]))
    // Three quarters: the flip shows back turning in and front gone.
    if option == "transitionFlipFromLeft" { #expect(colours(1.75) == [blue]) }
    #expect(colours(2.5) == [blue])
  }

  @Test func aTransitionFromOneViewToAnotherSwapsThemInTheirSuperview() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let front = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
      front.backgroundColor = .red
      let back = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
      back.backgroundColor = .blue
      host.addSubview(front)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        UIView.transition(from: front, to: back, duration: 1, options: [.transitionCrossDissolve, .curveLinear]) { _ in
          host.layer.cornerRadius = 5
        }
      }
      PlaygroundPage.current.liveView = host
      """
    let scene = try OpenedFile.open(text: code, path: "/x/S.swift").scene
    let red = Color(red: 1, green: 0, blue: 0, alpha: 1), blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
    #expect(scene.presentation(ParameterValues(), 0.5).sublayers.map(\.backgroundColor) == [red])
    // Halfway through the cross-dissolve of the superview: the old picture and the new mixed
    // half and half; an opaque view stays opaque (nothing behind it shows through).
    let tree = scene.presentation(ParameterValues(), 1.5)
    let half = tree.displayList()
    #expect(half.dropFirst().map(\.color) == [red, blue] && half.dropFirst().allSatisfy { $0.opacity == 1 })
    var renderer = FrameRenderer()
    let pixmap = renderer.render(tree, size: (100, 100), scale: 1, backdrop: Color(red: 0, green: 1, blue: 0))
    let centre = Array(pixmap.pixels[(4 * (50 * 100 + 50))..<(4 * (50 * 100 + 50) + 4)])
    // (255·0.5, 0, 255·0.5), opaque: the green backdrop does not show.
    #expect(abs(Int(centre[0]) - 128) <= 1 && centre[1] == 0 && abs(Int(centre[2]) - 128) <= 1 && centre[3] == 255)
    let done = scene.presentation(ParameterValues(), 2.5)
    #expect(done.sublayers.map(\.backgroundColor) == [blue] && done.cornerRadius == 5)
  }

  /// A controller's root view is in the playground's window: transitioning from it puts the new
  /// view in the window in its place, going from the one picture to the other.
  @Test func aTransitionFromTheShownRootViewReplacesItInTheWindow() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class VC: UIViewController {
        let newView = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.backgroundColor = .red
        }
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          newView.frame = view.bounds
          newView.backgroundColor = .blue
          UIView.transition(from: view, to: newView, duration: 2, options: [.transitionCrossDissolve, .curveLinear])
        }
      }
      PlaygroundPage.current.liveView = VC()
      """
    let scene = try OpenedFile.open(text: code, path: "/x/S.swift").scene
    let red = Color(red: 1, green: 0, blue: 0, alpha: 1), blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
    let half = scene.presentation(ParameterValues(), 1).displayList()
    // Over the window's backdrop: the old picture and the new, mixed.
    #expect(half.suffix(2).map(\.color) == [red, blue])
    let done = scene.presentation(ParameterValues(), 2.5)
    #expect(done.backgroundColor == blue && !done.displayList().contains { $0.color == red })
  }
}
