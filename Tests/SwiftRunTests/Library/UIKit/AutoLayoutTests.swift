import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Layout anchors and constraints place views as UIKit's equalities do; a constant changed and
/// laid out inside `UIView.animate` animates the frames. Expected frames worked out by hand.
@Suite struct AutoLayoutTests {
  /// `body` runs with `host`, a 200 × 100 view, as the live view; the tree at `t`.
  static func tree(_ body: String, at t: Double = 0) throws -> Layer { try LanguageTests.tree(body, at: t) }

  static func frame(_ layer: Layer) -> Rect {
    layer.frame
  }

  @Test func edgesSizesAndCentresPinAViewInItsSuperview() throws {
    let tree = try Self.tree(
      """
      let card = UIView()
      card.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(card)
      let dot = UIView()
      dot.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(dot)
      NSLayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 20),
        card.trailingAnchor.constraint(equalTo: host.trailingAnchor, constant: -20),
        card.topAnchor.constraint(equalTo: host.topAnchor, constant: 10),
        card.heightAnchor.constraint(equalToConstant: 60),
        dot.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.25),
        dot.heightAnchor.constraint(equalToConstant: 10),
        dot.centerXAnchor.constraint(equalTo: card.centerXAnchor),
        dot.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -5),
      ])
      """)
    let card = tree.sublayers[0]
    // 200 wide less 20 each side: 160 from x = 20; 60 high from y = 10.
    #expect(Self.frame(card) == Rect(x: 20, y: 10, width: 160, height: 60))
    // A quarter of 160 = 40 wide, centred in the card (its own coordinates: 80 − 20 = 60),
    // its bottom 5 above the card's (60 − 5 − 10 = 45).
    #expect(Self.frame(card.sublayers[0]) == Rect(x: 60, y: 45, width: 40, height: 10))
  }

  /// Swift 2's `activateConstraints(_:)` is `activate(_:)`.
  /// UIKit adds an activated constraint to the closest common ancestor of its items (a
  /// constant size to the view itself); `addConstraint(_:)` to the view it is called on. Code
  /// finds its width constraint again that way to animate it.
  @Test func aViewsConstraintsAreThoseItHoldsAndReadBackTheirItemsAndAttributes() throws {
    let tree = try Self.tree(
      """
      let bar = UIView()
      bar.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(bar)
      NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
        bar.topAnchor.constraint(equalTo: host.topAnchor, constant: 10),
        bar.heightAnchor.constraint(equalToConstant: 10),
        bar.widthAnchor.constraint(equalToConstant: 20),
      ])
      let kept = NSLayoutConstraint(item: bar, attribute: .top, relatedBy: .equal, toItem: host, attribute: .top, multiplier: 1, constant: 10)
      bar.addConstraint(kept)
      let own = bar.constraints.count
      let held = host.constraints.count
      let width = bar.constraints.first { $0.firstAttribute == .width }!
      let height = bar.constraints.last { $0.firstAttribute == .height && $0.secondAttribute == .notAnAttribute }!
      let leading = host.constraints.first(where: { $0.firstItem === bar && $0.secondItem === host })!
      width.constant = CGFloat(10 * own + held)
      height.constant = leading.firstAttribute == .leading ? 7 : 0
      """)
    // The bar holds its two sizes and the one added to it; the host the two relating them.
    #expect(Self.frame(tree.sublayers[0]) == Rect(x: 10, y: 10, width: 32, height: 7))
  }

  @Test func swift2ActivateConstraintsActivatesThem() throws {
    let tree = try Self.tree(
      """
      let card = UIView()
      card.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(card)
      NSLayoutConstraint.activateConstraints([
        card.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 20),
        card.topAnchor.constraint(equalTo: host.topAnchor, constant: 10),
        card.widthAnchor.constraint(equalToConstant: 30),
        card.heightAnchor.constraint(equalToConstant: 40),
      ])
      """)
    #expect(Self.frame(tree.sublayers[0]) == Rect(x: 20, y: 10, width: 30, height: 40))
  }

  /// A view class's `intrinsicContentSize` sizes it where its constraints only place it; an
  /// axis given as `UIView.noIntrinsicMetric` has no length (its frame's does not count); a label answers with
  /// its text's fitting size.
  @Test func anIntrinsicContentSizeOverrideSizesAViewTheConstraintsOnlyPlace() throws {
    let tree = try Self.tree(
      """
      final class Dots: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 36) }
      }
      final class Bar: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }
      }
      let dots = Dots()
      dots.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(dots)
      let bar = Bar(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
      bar.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(bar)
      NSLayoutConstraint.activate([
        dots.centerXAnchor.constraint(equalTo: host.centerXAnchor),
        dots.centerYAnchor.constraint(equalTo: host.centerYAnchor),
        bar.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
        bar.topAnchor.constraint(equalTo: host.topAnchor, constant: 5),
      ])
      let label = UILabel()
      label.text = "12"
      let size = label.intrinsicContentSize
      let probe = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
      host.addSubview(probe)
      let fitted = UILabel()
      fitted.text = "12"
      fitted.sizeToFit()
      host.addSubview(fitted)
      """)
    #expect(Self.frame(tree.sublayers[0]) == Rect(x: 75, y: 32, width: 50, height: 36))
    #expect(Self.frame(tree.sublayers[1]) == Rect(x: 10, y: 5, width: 0, height: 4))
    // A one-line label's intrinsic size is the size `sizeToFit()` gives it.
    #expect(tree.sublayers[2].bounds.width > 0 && tree.sublayers[2].bounds.height > 0)
    #expect(tree.sublayers[2].bounds.width == tree.sublayers[3].bounds.width)
    #expect(tree.sublayers[2].bounds.height == tree.sublayers[3].bounds.height)
  }

  @Test func aConstraintNamingTheViewSecondAndASiblingChainAreSolved() throws {
    let tree = try Self.tree(
      """
      let a = UIView(), b = UIView()
      [a, b].forEach {
        $0.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview($0)
      }
      b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8).isActive = true
      b.leadingAnchor.constraint(equalTo: a.leadingAnchor).isActive = true
      b.widthAnchor.constraint(equalToConstant: 30).isActive = true
      b.heightAnchor.constraint(equalToConstant: 30).isActive = true
      host.trailingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10).isActive = true
      a.widthAnchor.constraint(equalToConstant: 50).isActive = true
      a.topAnchor.constraint(equalTo: host.layoutMarginsGuide.topAnchor).isActive = true
      a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.4).isActive = true
      """)
    // a: trailing 10 inside 200 → 140…190; top at the 8-point margin; 0.4 of its width high (20).
    #expect(Self.frame(tree.sublayers[0]) == Rect(x: 140, y: 8, width: 50, height: 20))
    // b: below a by 8 (8 + 20 + 8 = 36), at a's leading edge.
    #expect(Self.frame(tree.sublayers[1]) == Rect(x: 140, y: 36, width: 30, height: 30))
  }

  /// Margins the code sets move `layoutMarginsGuide` (directional ones too, leading on the
  /// left) and read back; UIKit's 8 points otherwise.
  @Test func layoutMarginsSetMoveTheMarginsGuide() throws {
    let tree = try Self.tree(
      """
      host.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 30)
      let a = UIView(), b = UIView()
      for v in [a, b] {
        v.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(v)
        v.widthAnchor.constraint(equalToConstant: 10).isActive = true
        v.heightAnchor.constraint(equalToConstant: 10).isActive = true
      }
      a.leadingAnchor.constraint(equalTo: host.layoutMarginsGuide.leadingAnchor).isActive = true
      a.topAnchor.constraint(equalTo: host.layoutMarginsGuide.topAnchor).isActive = true
      let inner = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
      host.addSubview(inner)
      inner.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 9)
      b.trailingAnchor.constraint(equalTo: inner.layoutMarginsGuide.trailingAnchor).isActive = true
      b.bottomAnchor.constraint(equalTo: inner.layoutMarginsGuide.bottomAnchor).isActive = true
      inner.alpha = inner.layoutMargins.left == 6 && UIView().layoutMargins.top == 8 ? 0.5 : 1
      """)
    #expect(Self.frame(tree.sublayers[0]) == Rect(x: 30, y: 20, width: 10, height: 10))
    // Inside `inner` (0, 100, 100 × 100): trailing 9 in, bottom 7 up.
    #expect(Self.frame(tree.sublayers[1]) == Rect(x: 81, y: 183, width: 10, height: 10))
    #expect(tree.sublayers[2].opacity == 0.5)
  }

  @Test func aConstantLaidOutInsideUIViewAnimateAnimatesTheFrame() throws {
    let at = { (t: Double) throws -> Rect in
      Self.frame(
        try Self.tree(
          """
          let bar = UIView()
          bar.translatesAutoresizingMaskIntoConstraints = false
          host.addSubview(bar)
          let height = bar.heightAnchor.constraint(equalToConstant: 20)
          NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 10),
            bar.topAnchor.constraint(equalTo: host.topAnchor),
            height,
          ])
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            height.constant = 80
            UIView.animate(withDuration: 0.5) { host.layoutIfNeeded() }
          }
          """, at: t
        ).sublayers[0])
    }
    #expect(try at(0.5) == Rect(x: 0, y: 0, width: 10, height: 20))
    // Ease-in-ease-out is symmetric: half the time, half the change (20 → 80: 50).
    let half = try at(1.25)
    #expect(abs(half.height - 50) < 1e-4 && abs(half.minY) < 1e-9, "\(half)")  // the curve solved to ~1e-8
    #expect(try at(2) == Rect(x: 0, y: 0, width: 10, height: 80))
  }

  @Test func inequalitiesAreKeptWithAWarningAndAxesMustAgree() throws {
    let code = """
      import UIKit
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let v = UIView()
      v.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(v)
      v.widthAnchor.constraint(lessThanOrEqualToConstant: 50).isActive = true
      """
    let file = try OpenedFile.open(text: code, path: "/x/I.swift")
    #expect(file.warnings.contains { $0.contains("≥ and ≤ constraints are kept but not solved") })
    #expect(
      throws: RunError(
        description:
          "L.swift:4:39: NSLayoutAnchor.constraint(equalTo:): argument 1: a leading anchor cannot be tied to a top anchor")
    ) {
      try LanguageTests.tree("let c = host.leadingAnchor.constraint(equalTo: host.topAnchor)")
    }
  }

  /// Leading, trailing and width that cannot all hold (three 6-point dots chained 4 apart and
  /// pinned to both edges of a 200-point view): UIKit breaks one and logs it, so Wobble says so,
  /// at the constraint it broke; constraints that agree say nothing.
  @Test func constraintsThatCannotAllHoldAreNamedInAWarning() throws {
    func warnings(hostWidth: Int) throws -> [String] {
      let code = """
        import UIKit
        let host = UIView(frame: CGRect(x: 0, y: 0, width: \(hostWidth), height: 40))
        var dots: [UIView] = []
        for i in 0..<3 {
          let dot = UIView()
          dot.translatesAutoresizingMaskIntoConstraints = false
          host.addSubview(dot)
          dot.widthAnchor.constraint(equalToConstant: 6).isActive = true
          dot.heightAnchor.constraint(equalToConstant: 6).isActive = true
          if i == 0 {
            dot.leadingAnchor.constraint(equalTo: host.leadingAnchor).isActive = true
          } else {
            dot.leadingAnchor.constraint(equalTo: dots[i - 1].trailingAnchor, constant: 4).isActive = true
          }
          if i == 2 {
            dot.trailingAnchor.constraint(equalTo: host.trailingAnchor).isActive = true
          }
          dots.append(dot)
        }
        """
      return try OpenedFile.open(text: code, path: "/x/C.swift").warnings
    }
    // 3 × 6 + 2 × 4 = 26 points of dots: a 26-point host holds them all.
    #expect(try warnings(hostWidth: 26).allSatisfy { !$0.contains("cannot hold") })
    let said = try warnings(hostWidth: 200).filter { $0.contains("cannot hold") }
    #expect(said.count == 1)
    // The trailing constraint (line 16) is the one left out: 174 points short of the edge.
    #expect(said.first?.hasPrefix("C.swift:16:") == true, "\(said)")
    #expect(said.first?.contains("trailing constraint cannot hold with the others on the same view (off by -174.0 pt)") == true)
  }

  /// Four bars of equal width chained 4 points apart between both edges of a 240-point view,
  /// written in the item form older code uses: only the equations together fix the width
  /// (4w + 3 · 4 = 240, w = 57), as Auto Layout's engine solves them.
  @Test func equalWidthsChainedBetweenTwoEdgesShareTheSpace() throws {
    let tree = try Self.tree(
      """
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 80))
      host.addSubview(box)
      var bars: [UIView] = []
      for i in 0..<4 {
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(bar)
        box.addConstraint(NSLayoutConstraint(item: bar, attribute: .leading, relatedBy: .equal,
          toItem: i == 0 ? box : bars[i - 1], attribute: i == 0 ? .leading : .trailing, multiplier: 1, constant: i == 0 ? 0 : 4))
        if i > 0 {
          box.addConstraint(NSLayoutConstraint(item: bar, attribute: .width, relatedBy: .equal,
            toItem: bars[i - 1], attribute: .width, multiplier: 1, constant: 0))
        }
        if i == 3 {
          box.addConstraint(NSLayoutConstraint(item: bar, attribute: .trailing, relatedBy: .equal,
            toItem: box, attribute: .trailing, multiplier: 1, constant: 0))
        }
        box.addConstraint(NSLayoutConstraint(item: bar, attribute: .bottom, relatedBy: .equal,
          toItem: box, attribute: .bottom, multiplier: 1, constant: 0))
        bar.addConstraint(NSLayoutConstraint(item: bar, attribute: .height, relatedBy: .equal,
          toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: CGFloat(10 * (i + 1))))
        bars.append(bar)
      }
      """)
    let bars = tree.sublayers[0].sublayers
    #expect(bars.count == 4)
    for (i, bar) in bars.enumerated() {
      // x = i · (57 + 4); heights 10, 20, 30, 40 standing on the box's bottom (80).
      let height = Double(10 * (i + 1))
      #expect(Self.frame(bar) == Rect(x: Double(i) * 61, y: 80 - height, width: 57, height: height), "bar \(i)")
    }
  }

  /// A view that asked for constraints and whose constraints only place it has no size: the
  /// frame it was made with does not count (Sadun, *iOS Auto Layout Demystified*,
  /// "Underconstrained Missing Views"), so its trailing edge and centre are where they say.
  @Test func aViewTheConstraintsOnlyPlaceHasNoSize() throws {
    let tree = try Self.tree(
      """
      let v = UIView(frame: CGRect(x: 3, y: 4, width: 30, height: 20))
      v.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(v)
      v.trailingAnchor.constraint(equalTo: host.trailingAnchor, constant: -10).isActive = true
      v.centerYAnchor.constraint(equalTo: host.centerYAnchor).isActive = true
      """)
    // Its trailing edge at 200 − 10 = 190, its centre at 50, both as a point.
    #expect(Self.frame(tree.sublayers[0]) == Rect(x: 190, y: 50, width: 0, height: 0))
  }

  @Test func theItemFormRefusesAttributesItDoesNotSolveWithTheirPlace() throws {
    #expect(
      throws: RunError(
        description:
          "L.swift:4:40: NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:): argument 2: "
          + ".lastBaseline is not simulated by Wobble yet (edges, centres, width and height, and their margins, are)")
    ) {
      try LanguageTests.tree(
        "let c = NSLayoutConstraint(item: host, attribute: .lastBaseline, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)"
      )
    }
  }

  /// A label that wraps (`numberOfLines = 0`), given by its constraints a width that fits one
  /// word, is as tall as its three one-word lines, each as high as a one-line label of the
  /// same font: UIKit lays such a label out at the width it gets (its automatic preferred
  /// maximum layout width). Alone and in a vertical stack view given that width.
  @Test func aWrappingLabelIsAsTallAsItsLinesAtTheWidthItIsGiven() throws {
    func heights(inStack: Bool) throws -> (wrapped: Double, line: Double) {
      let tree = try Self.tree(
        """
        let one = UILabel()
        one.font = UIFont.systemFont(ofSize: 20)
        one.text = "W"
        one.sizeToFit()
        host.addSubview(one)
        let words = UILabel()
        words.font = UIFont.systemFont(ofSize: 20)
        words.numberOfLines = 0
        words.text = "W W W"
        \(inStack ? "let placed = UIStackView(arrangedSubviews: [words])\nplaced.axis = .vertical" : "let placed = words")
        placed.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(placed)
        NSLayoutConstraint.activate([
          placed.widthAnchor.constraint(equalToConstant: one.bounds.width + 4),
          placed.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
          placed.centerYAnchor.constraint(equalTo: host.centerYAnchor),
        ])
        """)
      let placed = tree.sublayers[1]
      return ((inStack ? placed.sublayers[0] : placed).bounds.height, tree.sublayers[0].bounds.height)
    }
    for inStack in [false, true] {
      let (wrapped, line) = try heights(inStack: inStack)
      // Heights are rounded up to whole points: three lines of h are ⌈3h⌉, one is ⌈h⌉.
      #expect(line > 1 && 3 * (line - 1) < wrapped && wrapped <= 3 * line, "in a stack: \(inStack): \(wrapped) vs \(line)")
    }
  }
}

/// Constraint priorities are read back; one below required is said not to be weighed.
@Suite struct ConstraintPriorityTests {
  @Test func aPriorityBelowRequiredIsKeptAndSaid() throws {
    let file = try LanguageTests.opened(
      """
      let box = UIView()
      host.addSubview(box)
      box.translatesAutoresizingMaskIntoConstraints = false
      let wide = box.widthAnchor.constraint(equalToConstant: 80)
      wide.priority = .required
      let tall = box.heightAnchor.constraint(equalToConstant: 20)
      tall.priority = UILayoutPriority(rawValue: 999)
      NSLayoutConstraint.activate([wide, tall])
      box.layer.cornerRadius = tall.priority == UILayoutPriority(rawValue: 999) && wide.priority == .required ? 9 : 0
      """)
    let said = file.warnings.filter { $0.contains("priorities below required are kept and not weighed") }
    #expect(said.count == 1 && said[0].hasPrefix("L.swift:10:"))
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers[0].cornerRadius == 9)
  }
}

extension AutoLayoutTests {
  /// `NSLayoutConstraint(item:…)` with margin attributes (`.topMargin`, `.leadingMargin`,
  /// `.centerXWithinMargins`): measured within the view's layout margins, UIKit's 8 points
  /// unless the code set others.
  @Test func itemConstraintsOfMarginAttributesMeasureWithinTheLayoutMargins() throws {
    let tree = try Self.tree(
      """
      let bar = UIView()
      bar.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(bar)
      host.layoutMargins = UIEdgeInsets(top: 20, left: 12, bottom: 8, right: 8)
      host.addConstraints([
        NSLayoutConstraint(item: bar, attribute: .top, relatedBy: .equal, toItem: host, attribute: .topMargin, multiplier: 1, constant: 0),
        NSLayoutConstraint(item: bar, attribute: .leading, relatedBy: .equal, toItem: host, attribute: .leadingMargin, multiplier: 1, constant: 5),
        NSLayoutConstraint(item: bar, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 30),
        NSLayoutConstraint(item: bar, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10),
      ])
      """)
    #expect(Self.frame(tree.sublayers[0]) == Rect(x: 17, y: 20, width: 30, height: 10))
  }
}
