import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Auto Layout's Visual Format Language, by the Auto Layout Guide's grammar and its standard
/// spaces (8 points between siblings, 20 to the superview's edge). The host is 200 × 100; frames
/// are worked out by hand from the lines.
@Suite struct VisualFormatTests {
  static func views(_ lines: String) -> String {
    """
    let a = UIView()
    let b = UIView()
    for v in [a, b] {
      v.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(v)
    }
    let views = ["a": a, "b": b]
    \(lines)
    """
  }

  @Test func aLineOfStandardSpacesAndEqualWidthsSharesTheRow() throws {
    let tree = try AutoLayoutTests.tree(
      Self.views(
        """
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "|-[a]-[b(==a)]-|", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-top-[a(h)]", options: [.alignAllLeading], metrics: ["top": 10, "h": 30], views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[b(==a)]|", options: [], metrics: nil, views: views))
        """))
    // 200 = 20 + w + 8 + w + 20: w = 76. a from the top by 10, 30 tall; b flush with the bottom.
    #expect(tree.sublayers[0].frame == Rect(x: 20, y: 10, width: 76, height: 30))
    #expect(tree.sublayers[1].frame == Rect(x: 104, y: 70, width: 76, height: 30))
  }

  @Test func alignmentOptionsLineUpTheViewsAndSwift2sSpellingIsSaid() throws {
    let file = try LanguageTests.opened(
      Self.views(
        """
        let h = NSLayoutConstraint.constraintsWithVisualFormat("H:|-(5)-[a(40)]-10-[b(20)]", options: .AlignAllCenterY, metrics: nil, views: views)
        NSLayoutConstraint.activate(h + NSLayoutConstraint.constraints(withVisualFormat: "V:|-50-[a(20)]", options: [], metrics: nil, views: views))
        b.heightAnchor.constraint(equalToConstant: 10).isActive = true
        """))
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers[0].frame == Rect(x: 5, y: 50, width: 40, height: 20))
    // b 10 after a's end, its centre on a's (60): 10 tall, so from 55.
    #expect(tree.sublayers[1].frame == Rect(x: 55, y: 55, width: 20, height: 10))
    #expect(file.warnings.contains { $0.contains("constraintsWithVisualFormat(_:options:metrics:views:) is Swift 2's") })
  }

  @Test(arguments: [
    ("|-[a]-[c]-|", "the line names [c], which views: does not hold"),
    ("|-[a]-", "a number, a metric or a view"),
    ("|-(==5-[a]", "a list of predicates ends with `)`, at character 7"),
  ])
  func aLineThatDoesNotReadIsRefusedSayingWhere(line: String, said: String) {
    #expect {
      _ = try LanguageTests.opened(
        Self.views(#"_ = NSLayoutConstraint.constraints(withVisualFormat: "\#(line)", options: [], metrics: nil, views: views)"#))
    } throws: { "\($0)".contains(said) }
  }

  /// `@750` (or a metric's priority) below required is read and said; `@1000` says nothing.
  @Test(arguments: [("|-[a(==50@750)]", true), ("|-[a(==50@high)]", true), ("|-[a(==50@1000)]", false)])
  func aPriorityBelowRequiredIsSaid(line: String, said: Bool) throws {
    let file = try LanguageTests.opened(
      Self.views(
        #"NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "\#(line)", options: [], metrics: ["high": 999], views: views))"#
      ))
    #expect(file.warnings.contains { $0.contains("priorities below required are kept and not weighed") } == said)
    // The width is solved as a required one either way.
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers[0].bounds.width == 50)
  }

  @Test func aViewTiedToItsSuperviewBeforeItHasOneIsRefused() {
    #expect {
      _ = try LanguageTests.opened(
        #"""
        let lone = UIView()
        _ = NSLayoutConstraint.constraints(withVisualFormat: "|[lone]|", options: [], metrics: nil, views: ["lone": lone])
        """#)
    } throws: { "\($0)".contains("[lone] is tied to `|`, its superview, and has none yet") }
  }
}
