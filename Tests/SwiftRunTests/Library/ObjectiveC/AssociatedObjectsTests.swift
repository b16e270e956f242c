import Animation
import Geometry
import Testing

@testable import SwiftRun

/// Associated objects give an extension of an SDK class stored properties: kept per object and
/// key, nil until set and after set to nil; keys by `&variable` or by a pointer made from a
/// string's hash.
@Suite struct AssociatedObjectsTests {
  @Test func anExtensionsStoredPropertyIsKeptPerObjectAndKey() throws {
    let tree = try LanguageTests.tree(
      """
      private var glowKey: UInt8 = 0
      extension UIView {
        private struct Keys {
          static let radius = UnsafeRawPointer(bitPattern: "radiusKey".hashValue)!
        }
        var glowColor: UIColor? {
          get { return objc_getAssociatedObject(self, &glowKey) as? UIColor }
          set { objc_setAssociatedObject(self, &glowKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
        }
        var glowRadius: Double? {
          get { return objc_getAssociatedObject(self, UIView.Keys.radius) as? Double }
          set { objc_setAssociatedObject(self, UIView.Keys.radius, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
        }
      }
      let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let b = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
      a.glowColor = .red
      b.glowColor = .blue
      a.glowRadius = 4
      a.backgroundColor = a.glowColor
      b.backgroundColor = b.glowColor
      b.alpha = b.glowRadius == nil ? 0.5 : 1
      a.layer.cornerRadius = CGFloat(a.glowRadius ?? 0)
      b.glowColor = nil
      a.layer.borderWidth = b.glowColor == nil ? 2 : 0
      host.addSubview(a)
      host.addSubview(b)
      """)
    let (a, b) = (tree.sublayers[0], tree.sublayers[1])
    #expect(a.backgroundColor == Color(red: 1, green: 0, blue: 0) && b.backgroundColor == Color(red: 0, green: 0, blue: 1))
    #expect(a.cornerRadius == 4 && b.opacity == 0.5 && a.borderWidth == 2)
  }

  /// Swift seeds `hashValue` per process; Wobble's is the same in every run, equal for equal
  /// strings and different for these different ones.
  @Test func aStringsHashIsStableAndTellsStringsApart() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      dot.cornerRadius = "glowKey".hashValue == ("glow" + "Key").hashValue ? 3 : 0
      dot.borderWidth = "glowKey".hashValue == "glowLayerKey".hashValue ? 0 : 2
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].cornerRadius == 3 && tree.sublayers[0].borderWidth == 2)
  }
}
