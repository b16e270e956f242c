import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `UIStackView` arranges its views in a row or a column; a hidden one leaves its place, and
/// inside `UIView.animate` the others move up. Frames worked out by hand.
@Suite struct StackViewTests {
  static func frame(_ layer: Layer) -> Rect { layer.frame }

  /// A column of two rows, 40 and 20 points high, 10 apart, pinned 20 points in from the
  /// host's sides and 5 from its top.
  static let column = """
      let rows = [40.0, 20.0].map { h -> UIView in
        let v = UIView()
        v.heightAnchor.constraint(equalToConstant: h).isActive = true
        return v
      }
      let stack = UIStackView(arrangedSubviews: rows)
      stack.axis = .vertical
      stack.spacing = 10
      stack.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(stack)
      stack.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 20).isActive = true
      stack.trailingAnchor.constraint(equalTo: host.trailingAnchor, constant: -20).isActive = true
      stack.topAnchor.constraint(equalTo: host.topAnchor, constant: 5).isActive = true
    """

  @Test func aColumnStacksItsViewsWithSpacingAcrossItsWidth() throws {
    let tree = try AutoLayoutTests.tree(Self.column)
    let stack = tree.sublayers[0]
    // 160 wide (200 − 2·20); its height what it holds: 40 + 10 + 20.
    #expect(Self.frame(stack) == Rect(x: 20, y: 5, width: 160, height: 70))
    #expect(
      stack.sublayers.map(Self.frame) == [Rect(x: 0, y: 0, width: 160, height: 40), Rect(x: 0, y: 50, width: 160, height: 20)])
  }

  /// `layoutSubviews()` called directly on a stack (Apple says not to; a segmented control
  /// library does, after filling one) places its views at once, as UIKit's own does: read
  /// back on the next line, the second row is 40 + 10 points down.
  @Test func layoutSubviewsCalledDirectlyPlacesTheStacksViewsAtOnce() throws {
    let tree = try AutoLayoutTests.tree(
      Self.column + "\n" + """
        stack.layoutSubviews()
        let probe = CALayer()
        probe.frame = CGRect(x: 0, y: 0, width: rows[1].frame.minY, height: 1)
        host.layer.addSublayer(probe)
        """)
    #expect(tree.sublayers[1].bounds.width == 50)
  }

  /// UIKit's `UIImageView.intrinsicContentSize` is its image's size, the image given after
  /// `UIImageView()` too: in a centred row of equal widths each dot is as high as its image.
  @Test func anImageViewGivenItsImageLaterIsAsHighAsTheImageInACentredRow() throws {
    let tree = try AutoLayoutTests.tree(
      """
      let dots = [UIImageView(), UIImageView(), UIImageView()]
      for dot in dots { dot.image = UIImage(named: "dot") }
      let stack = UIStackView(arrangedSubviews: dots)
      stack.alignment = .center
      stack.distribution = .fillEqually
      stack.spacing = 8
      host.addSubview(stack)
      stack.frame = host.bounds
      """)
    let stack = tree.sublayers[0]
    // Each (200 − 2·8) / 3 wide; a placeholder image is 44 × 44, centred in the 100-high row.
    let each = (200.0 - 16) / 3
    #expect(
      stack.sublayers.map(Self.frame)
        == (0..<3).map { i in
          Rect(x: Double(i) * (each + 8), y: 28, width: each, height: 44)
        })
  }

  /// A stack whose frame a view class sets in its `layoutSubviews()` arranges its views in
  /// that frame in the same layout pass (UIKit lays out a view whose bounds changed): a loading
  /// view's three dots had stayed at zero width, made when the stack had no size.
  @Test func aStackResizedInItsSuperviewsLayoutArrangesItsViewsAgain() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      final class Dots: UIView {
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
        override init(frame: CGRect) {
          super.init(frame: frame)
          stack.distribution = .fillEqually
          stack.spacing = 10
          addSubview(stack)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func layoutSubviews() {
          super.layoutSubviews()
          stack.frame = bounds.insetBy(dx: 10, dy: 20)
        }
      }
      PlaygroundPage.current.liveView = Dots(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      """
    let tree = try OpenedFile.open(text: code, path: "/x/D.swift").scene.presentation(ParameterValues(), 0)
    let stack = tree.sublayers[0]
    #expect(Self.frame(stack) == Rect(x: 10, y: 20, width: 180, height: 60))
    // (180 − 10) / 2 = 85 each, the full 60 high (alignment .fill).
    #expect(
      stack.sublayers.map(Self.frame) == [Rect(x: 0, y: 0, width: 85, height: 60), Rect(x: 95, y: 0, width: 85, height: 60)])
  }

  /// `setCustomSpacing(_:after:)` replaces the gap after one view (`spacingUseDefault` gives
  /// it back); `isLayoutMarginsRelativeArrangement` lays the views out inside the margins.
  @Test func customSpacingAndLayoutMarginsPlaceTheArrangedViews() throws {
    func frames(_ extra: String) throws -> [Rect] {
      let tree = try AutoLayoutTests.tree(
        """
        let views = [UIView(), UIView(), UIView()]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        host.addSubview(stack)
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        \(extra)
        """)
      return tree.sublayers[0].sublayers.map(Self.frame)
    }
    // Gaps 30 and 10: (200 − 40) / 3 wide each.
    let each = 160.0 / 3
    #expect(
      try frames("stack.setCustomSpacing(30, after: views[0])") == [
        Rect(x: 0, y: 0, width: each, height: 100), Rect(x: each + 30, y: 0, width: each, height: 100),
        Rect(x: 2 * each + 40, y: 0, width: each, height: 100),
      ])
    #expect(
      try frames(
        "stack.setCustomSpacing(30, after: views[0])\nstack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])"
      )
      .map(\.minX) == [0, 70, 140])
    // Margins 5 above and below, 20 left and right: 160 wide inside, (160 − 20) / 3 each.
    let inside = try frames(
      "stack.isLayoutMarginsRelativeArrangement = true\nstack.layoutMargins = UIEdgeInsets(top: 5, left: 20, bottom: 5, right: 20)"
    )
    let narrow = 140.0 / 3
    #expect(zip(inside.map(\.minX), [20, 20 + narrow + 10, 20 + 2 * (narrow + 10)]).allSatisfy { abs($0 - $1) < 1e-9 })
    #expect(inside.allSatisfy { $0.minY == 5 && $0.height == 90 && abs($0.width - narrow) < 1e-9 })
  }

  /// Content priorities, which Wobble does not weigh, are said once with their place.
  @Test func contentPrioritiesAreSaidNotWeighed() throws {
    let file = try LanguageTests.opened(
      """
      let label = UILabel()
      label.setContentHuggingPriority(.required, for: .horizontal)
      label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
      host.addSubview(label)
      """)
    let said = file.warnings.filter { $0.contains("priorities are accepted and not weighed") }
    #expect(said.count == 1 && said[0].hasPrefix("L.swift:5:1:"))
  }

  @Test func aViewWhoseHeightIsTiedToItsWidthTakesThatHeightInACentredRow() throws {
    let tree = try AutoLayoutTests.tree(
      """
      let stack = UIStackView()
      stack.alignment = .center
      stack.spacing = 10
      stack.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(stack)
      stack.centerXAnchor.constraint(equalTo: host.centerXAnchor).isActive = true
      stack.centerYAnchor.constraint(equalTo: host.centerYAnchor).isActive = true
      for _ in 0..<3 {
        let dot = UIView()
        stack.addArrangedSubview(dot)
        dot.widthAnchor.constraint(equalToConstant: 20).isActive = true
        dot.heightAnchor.constraint(equalTo: dot.widthAnchor).isActive = true
      }
      """)
    let stack = tree.sublayers[0]
    // 3·20 + 2·10 = 80 wide, 20 high (each dot square), centred in the 200 × 100 host.
    #expect(Self.frame(stack) == Rect(x: 60, y: 40, width: 80, height: 20))
    #expect(stack.sublayers.map(Self.frame).allSatisfy { $0.width == 20 && $0.height == 20 })
    #expect(stack.sublayers.map(Self.frame).map(\.minX) == [0, 30, 60])
  }

  @Test func aRowFilledEquallyAndCentredAcross() throws {
    let tree = try AutoLayoutTests.tree(
      """
      let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
      stack.distribution = .fillEqually
      stack.alignment = .center
      stack.spacing = 8
      for h in [10.0, 30.0, 20.0] {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: h))
        stack.addArrangedSubview(v)
      }
      host.addSubview(stack)
      """)
    // (200 − 2·8) / 3 = 61.33… each, centred vertically in 60.
    let frames = tree.sublayers[0].sublayers.map(Self.frame)
    let each = (200.0 - 16) / 3
    #expect(frames.map(\.width).allSatisfy { abs($0 - each) < 1e-9 })
    #expect(frames.map(\.minX).enumerated().allSatisfy { abs($0.element - Double($0.offset) * (each + 8)) < 1e-9 })
    #expect(frames.map(\.minY) == [25, 15, 20])
  }

  @Test func aHiddenViewLeavesItsPlaceAndTheOthersMoveUpInsideAnAnimation() throws {
    let body = """
      let rows = (0..<3).map { _ -> UIView in
        let v = UIView()
        v.heightAnchor.constraint(equalToConstant: 20).isActive = true
        return v
      }
      let stack = UIStackView(arrangedSubviews: rows)
      stack.axis = .vertical
      stack.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
      host.addSubview(stack)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        UIView.animate(withDuration: 1) {
          rows[1].isHidden = true
          stack.layoutIfNeeded()
        }
      }
      """
    let before = try AutoLayoutTests.tree(body, at: 0.5).sublayers[0].sublayers
    #expect(before.map { Self.frame($0).minY } == [0, 20, 40])
    // Ease-in-ease-out, halfway: the last row halfway from 40 to 20. The hidden one is hidden.
    let half = try AutoLayoutTests.tree(body, at: 1.5).sublayers[0].sublayers
    #expect(half[1].isHidden)
    #expect(abs(Self.frame(half[2]).minY - 30) < 1e-4)
    // `.fill` gives the last shown row what is left of the 60 points: 40 high, from y = 20.
    let after = try AutoLayoutTests.tree(body, at: 3).sublayers[0].sublayers
    #expect(Self.frame(after[2]) == Rect(x: 0, y: 20, width: 100, height: 40))
  }
}

/// A stack view that asked for constraints and that no constraint places or sizes still takes
/// the size of what it holds, as its constraints to its arranged views make it on iOS.
@Suite struct UnconstrainedStackViewTests {
  @Test func aStackNothingSizesTakesTheSizeOfWhatItHoldsWithoutAConflict() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let outer = UIStackView()
      outer.translatesAutoresizingMaskIntoConstraints = false
      outer.alignment = .center
      let inner = UIStackView()
      inner.translatesAutoresizingMaskIntoConstraints = false
      inner.alignment = .bottom
      inner.spacing = 5
      inner.heightAnchor.constraint(equalToConstant: 5).isActive = true
      for _ in 0..<3 {
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        dot.translatesAutoresizingMaskIntoConstraints = false
        dot.widthAnchor.constraint(equalToConstant: 5).isActive = true
        inner.addArrangedSubview(dot)
      }
      outer.addArrangedSubview(inner)
      host.addSubview(outer)
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/U.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    // Three 5-point dots 5 apart: 25 × 5, outer and inner alike.
    let outer = try #require(tree.sublayers.first)
    #expect(outer.bounds.width == 25 && outer.bounds.height == 5)
    #expect(outer.sublayers.first?.bounds.width == 25 && outer.sublayers.first?.bounds.height == 5)
    #expect(!file.warnings.contains { $0.contains("cannot hold") }, "\(file.warnings)")
  }

  /// A stack pinned to the edges of a view nothing sizes gives that view its size, as the
  /// stack's content hugging does in Auto Layout: three 20-point dots make a 60 × 20 row,
  /// centred by the outer view's own constraints, with no constraint broken.
  @Test func aStackPinnedInsideAViewNothingSizesGivesItTheStacksSize() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let holder = UIView(frame: .zero)
      holder.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(holder)
      let row = UIStackView()
      row.translatesAutoresizingMaskIntoConstraints = false
      holder.addSubview(row)
      NSLayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: holder.trailingAnchor),
        row.topAnchor.constraint(equalTo: holder.topAnchor),
        row.bottomAnchor.constraint(equalTo: holder.bottomAnchor),
        holder.centerXAnchor.constraint(equalTo: host.centerXAnchor),
        holder.centerYAnchor.constraint(equalTo: host.centerYAnchor),
      ])
      for _ in 0..<3 {
        let dot = UIView()
        dot.translatesAutoresizingMaskIntoConstraints = false
        dot.widthAnchor.constraint(equalToConstant: 20).isActive = true
        dot.heightAnchor.constraint(equalToConstant: 20).isActive = true
        row.addArrangedSubview(dot)
      }
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/R.swift")
    let holder = try #require(file.scene.presentation(ParameterValues(), 0).sublayers.first)
    #expect(holder.frame == Rect(x: 70, y: 40, width: 60, height: 20), "\(holder.frame)")
    #expect(holder.sublayers.first?.sublayers.map(\.frame.minX) == [0, 20, 40])
    #expect(!file.warnings.contains { $0.contains("cannot hold") }, "\(file.warnings)")
  }

  /// `.fill` stretches the view whose stretching breaks no content hugging: one nothing sizes
  /// along the axis (a plain view), not a label or a control with a height of its own, even
  /// when it comes first. 200 − 10 − 20 (the label's 17-point line, Inter) − 10 − 32 (a
  /// segmented control's usual height) for the plain view.
  @Test func fillStretchesTheViewNothingSizesNotTheLast() throws {
    let tree = try AutoLayoutTests.tree(
      """
      let plain = UIView()
      let name = UILabel()
      name.text = "Damping"
      name.font = UIFont.systemFont(ofSize: UIFont.labelFontSize)
      let picker = UISegmentedControl(items: ["A", "B"])
      let stack = UIStackView(arrangedSubviews: [plain, name, picker])
      stack.axis = .vertical
      stack.spacing = 10
      stack.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
      host.addSubview(stack)
      """)
    let frames = tree.sublayers[0].sublayers.map(StackViewTests.frame)
    let label: Double = frames[1].height
    #expect(label > 15 && label < 25, "a 17-point line: \(label)")
    let plain: Double = 200 - 10 - label - 10 - 32
    #expect(abs(frames[0].height - plain) < 1e-9, "\(frames)")
    #expect(frames[2].height == 32 && frames[2].minY == 200 - 32)
  }

  /// A class of the file that is a `UIStackView` arranges what it is given, with its own
  /// `spacing` set without `self.`.
  @Test func aStackViewSubclassArrangesItsViews() throws {
    let tree = try AutoLayoutTests.tree(
      """
      final class Row: UIStackView {
        init(widths: [CGFloat]) {
          super.init(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
          spacing = 4
          for w in widths { addArrangedSubview(UIView(frame: CGRect(x: 0, y: 0, width: w, height: 10))) }
        }
        required init(coder: NSCoder) { fatalError() }
      }
      host.addSubview(Row(widths: [30, 50]))
      """)
    // 30, then 4 apart the last, which takes what is left: 200 − 30 − 4.
    #expect(
      tree.sublayers[0].sublayers.map(StackViewTests.frame) == [
        Rect(x: 0, y: 0, width: 30, height: 10), Rect(x: 34, y: 0, width: 166, height: 10),
      ])
  }
}
