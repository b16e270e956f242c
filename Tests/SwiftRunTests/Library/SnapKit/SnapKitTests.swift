import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// SnapKit's DSL makes the constraints SnapKit documents; frames worked out by hand in the
/// 200 × 100 host.
@Suite struct SnapKitTests {
  static func tree(_ body: String, at t: Double = 0) throws -> Layer {
    try LanguageTests.tree("import SnapKit\n" + body, at: t)
  }

  @Test func edgesInsetSizeAndCentreRelateToTheSuperview() throws {
    let tree = try Self.tree(
      """
      let card = UIView()
      host.addSubview(card)
      card.snp.makeConstraints { make in
        make.edges.equalToSuperview().inset(20)
      }
      let dot = UIView()
      card.addSubview(dot)
      dot.snp.makeConstraints { make in
        make.center.equalToSuperview()
        make.size.equalTo(CGSize(width: 30, height: 10))
      }
      let badge = UIView()
      card.addSubview(badge)
      badge.snp.makeConstraints { make in
        make.left.top.equalTo(5)
        make.width.height.equalTo(12)
      }
      """)
    let card = tree.sublayers[0]
    // 20 in from each side of 200 × 100: 160 × 60 at (20, 20).
    #expect(card.frame == Rect(x: 20, y: 20, width: 160, height: 60))
    // Centred in the card: (80 − 15, 30 − 5).
    #expect(card.sublayers[0].frame == Rect(x: 65, y: 25, width: 30, height: 10))
    // A number for a position is from the superview's same edge.
    #expect(card.sublayers[1].frame == Rect(x: 5, y: 5, width: 12, height: 12))
  }

  /// In a view class of the file's, `equalTo(self)` is the view itself.
  @Test func selfInAViewClassIsItsView() throws {
    let tree = try Self.tree(
      """
      class Card: UIView {
        let badge = UIView()
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(badge)
          badge.snp.makeConstraints { make in
            make.top.left.equalTo(self).offset(10)
            make.size.equalTo(CGSize(width: 20, height: 20))
          }
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      host.addSubview(Card(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
      """)
    #expect(tree.sublayers[0].sublayers[0].frame == Rect(x: 10, y: 10, width: 20, height: 20))
  }

  @Test func anotherViewsAttributesWithOffsetsAndMultipliers() throws {
    let tree = try Self.tree(
      """
      let top = UIView()
      let below = UIView()
      host.addSubview(top)
      host.addSubview(below)
      top.snp.makeConstraints { make in
        make.left.right.top.equalToSuperview()
        make.height.equalTo(50)
      }
      below.snp.makeConstraints { make in
        make.top.equalTo(top.snp.bottom).offset(10)
        make.width.equalTo(top.snp.width).multipliedBy(0.5)
        make.height.equalTo(top).dividedBy(2)
        make.centerX.equalTo(top)
        make.left.greaterThanOrEqualToSuperview().priority(.high)
      }
      let guided = UIView()
      host.addSubview(guided)
      guided.snp.makeConstraints { make in
        make.bottom.right.equalTo(host.layoutMarginsGuide)
        make.size.equalTo(10)
      }
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 0, y: 0, width: 200, height: 50))
    // 10 below 50, half of 200 wide and of 50 high, centred under it.
    #expect(tree.sublayers[1].frame == Rect(x: 50, y: 60, width: 100, height: 25))
    // UIKit's 8-point margins: the bottom-right corner 8 in.
    #expect(tree.sublayers[2].frame == Rect(x: 182, y: 82, width: 10, height: 10))
  }

  @Test func edgeInsetsInsetEachSideByItsOwn() throws {
    let tree = try Self.tree(
      """
      let panel = UIView()
      host.addSubview(panel)
      panel.snp.makeConstraints { make in
        make.edges.equalToSuperview().inset(UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
      }
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 20, y: 10, width: 140, height: 60))
  }

  /// The usual way SnapKit animates: a kept constraint's offset changed, laid out in a block.
  @Test func aKeptConstraintUpdatedInsideAnimateAnimatesTheLayout() throws {
    let code = """
      let bar = UIView()
      host.addSubview(bar)
      var width: Constraint?
      bar.snp.makeConstraints { make in
        make.left.top.bottom.equalToSuperview().inset(10)
        width = make.width.equalTo(0).constraint
      }
      host.layoutIfNeeded()
      width?.update(offset: 100)
      UIView.animate(withDuration: 1) { host.layoutIfNeeded() }
      """
    // Ease-in-ease-out is half way at half time: 50 of 100.
    #expect(abs(try Self.tree(code, at: 0.5).sublayers[0].bounds.width - 50) < 1e-4)
    #expect(try Self.tree(code, at: 1).sublayers[0].frame == Rect(x: 10, y: 10, width: 100, height: 80))
  }

  @Test func remakeReplacesAndUpdateChangesTheConstant() throws {
    let tree = try Self.tree(
      """
      let a = UIView()
      let b = UIView()
      host.addSubview(a)
      host.addSubview(b)
      a.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.size.equalTo(40)
      }
      a.snp.remakeConstraints { make in
        make.right.bottom.equalToSuperview()
        make.size.equalTo(20)
      }
      b.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.width.height.equalTo(30)
      }
      b.snp.updateConstraints { make in
        make.width.equalTo(60)
      }
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 180, y: 80, width: 20, height: 20))
    #expect(tree.sublayers[1].frame == Rect(x: 0, y: 0, width: 60, height: 30))
  }

  /// Code written for a build that may lack SnapKit takes the SnapKit branch.
  @Test func aBuildCanImportSnapKit() throws {
    let tree = try Self.tree(
      """
      let v = UIView()
      host.addSubview(v)
      #if canImport(SnapKit)
      v.snp.makeConstraints { make in make.edges.equalToSuperview() }
      #else
      v.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
      #endif
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 0, y: 0, width: 200, height: 100))
  }

  @Test(arguments: [
    ("let v = UIView()\nhost.addSubview(v)\nv.snp.makeConstraints { make in make.left.equalTo(\"x\") }", "L.swift:7:"),
    ("let v = UIView()\nhost.addSubview(v)\nv.snp.makeConstraints { make in _ = make.left }", "needs a relation"),
    ("let v = UIView()\nv.snp.makeConstraints { make in make.left.equalToSuperview() }", "no superview yet"),
  ])
  func whatSnapKitCannotMakeIsRefusedWithItsPlace(code: String, said: String) {
    #expect {
      try Self.tree(code)
    } throws: { error in
      "\(error)".contains(said)
    }
  }
}
