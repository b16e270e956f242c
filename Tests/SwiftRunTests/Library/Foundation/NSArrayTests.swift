import Animation
import Geometry
import Testing

@testable import SwiftRun

/// `NSMutableArray` as code ported from Objective-C uses it: a reference, read by count,
/// subscripts and `for … in`.
@Suite struct NSArrayTests {
  @Test func anArrayAddedToThroughOneNameIsAddedToThroughEveryOther() throws {
    let tree = try LanguageTests.tree(
      """
      let layers = NSMutableArray()
      let alias = layers
      func fill(_ list: NSMutableArray) {
        for i in 0..<3 {
          let bar = CALayer()
          bar.frame = CGRect(x: CGFloat(i) * 20, y: 0, width: 10, height: 10)
          list.add(bar)
        }
      }
      fill(alias)
      for layer in layers {
        host.layer.addSublayer(layer as! CALayer)
      }
      let last = layers[layers.count - 1] as! CALayer
      last.opacity = 0.5
      """)
    #expect(tree.sublayers.map(\.position.x) == [5, 25, 45])
    #expect(tree.sublayers[2].opacity == 0.5)
  }

  @Test func itsElementsAreReadAndReplacedInPlace() throws {
    let tree = try LanguageTests.tree(
      """
      let colors = NSMutableArray(array: [UIColor.red, UIColor.green])
      colors.insert(UIColor.blue, at: 0)
      colors[2] = UIColor.black
      colors.removeObject(at: 1)
      let dot = CALayer()
      dot.backgroundColor = (colors.object(at: 1) as! UIColor).cgColor
      dot.borderColor = (colors.firstObject as! UIColor).cgColor
      dot.borderWidth = CGFloat(colors.count)
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].backgroundColor == Color(white: 0))
    #expect(tree.sublayers[0].borderColor == Color(red: 0, green: 0, blue: 1))
    #expect(tree.sublayers[0].borderWidth == 2)
  }

  @Test func anIndexOutsideIsRefusedWithItsPlace() throws {
    #expect {
      _ = try LanguageTests.tree("let a = NSMutableArray()\na.add(1)\nlet x = a.object(at: 3)")
    } throws: { error in
      "\(error)".contains("L.swift:6:") && "\(error)".contains("outside the array's 1 elements")
    }
  }
}
