import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Key paths of properties as values: read and written through `[keyPath:]` (a value on the
/// way changed as a copy and put back, as Swift's `WritableKeyPath` does) and called where a
/// function is wanted.
@Suite struct KeyPathsTests {
  @Test func aKeyPathReadsAndWritesThroughAValueOnTheWay() throws {
    let tree = try LanguageTests.tree(
      """
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      host.addSubview(box)
      let tx: ReferenceWritableKeyPath<UIView, CGFloat> = \\.transform.tx
      box[keyPath: tx] = 30
      box[keyPath: \\UIView.alpha] = 0.5
      box.layer.cornerRadius = box[keyPath: tx] / 3
      """)
    let box = tree.sublayers[0]
    #expect(box.transform.m41 == 30 && box.transform.m11 == 1)
    #expect(box.opacity == 0.5)
    #expect(box.cornerRadius == 10)
  }

  /// A generic binder in the style of function-style animation libraries: the key path
  /// travels as a value and writes each property it is given.
  @Test func aKeyPathPassedAsAValueWritesWhereItIsUsed() throws {
    let tree = try LanguageTests.tree(
      """
      func bind<B, A>(_ object: B, _ path: ReferenceWritableKeyPath<B, A>, _ value: A) {
        object[keyPath: path] = value
      }
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      host.addSubview(box)
      bind(box, \\.center.x, 100)
      bind(box, \\.layer.borderWidth, 2)
      """)
    #expect(tree.sublayers[0].position == Point(x: 100, y: 20))
    #expect(tree.sublayers[0].borderWidth == 2)
  }

  @Test func aKeyPathIsAFunctionWhereOneIsWanted() throws {
    let tree = try LanguageTests.tree(
      """
      let sizes = [CGSize(width: 10, height: 1), CGSize(width: 30, height: 2)]
      let widths = sizes.map(\\.width)
      let getWidth: (CGSize) -> CGFloat = { $0[keyPath: \\.width] }
      let box = UIView(frame: CGRect(x: 0, y: 0, width: widths.reduce(0, +) + getWidth(sizes[0]), height: 5))
      host.addSubview(box)
      """)
    #expect(tree.sublayers[0].bounds.width == 50)
  }

  @Test func aSubscriptComponentIsRefusedWithItsPlace() throws {
    #expect {
      _ = try LanguageTests.tree(
        """
        let first = \\[Int].[0]
        """)
    } throws: { error in
      "\(error)".contains("only key paths of properties") && "\(error)".contains("L.swift:")
    }
  }
}
