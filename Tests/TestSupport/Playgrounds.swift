/// Swift files people write, as the tests of opening them share them.
public enum Playgrounds {
  /// A playground page: a 200 × 160 view with an orange ring (`CAShapeLayer`, line width 4)
  /// whose strokeEnd runs 0 → 1 in 1.5 s, repeating. Line 11 is `ring.lineWidth = 4`.
  public static let ring = """
    import UIKit
    import PlaygroundSupport

    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
    view.backgroundColor = .white
    let ring = CAShapeLayer()
    ring.frame = view.bounds
    ring.path = UIBezierPath(ovalIn: CGRect(x: 50, y: 30, width: 100, height: 100)).cgPath
    ring.strokeColor = UIColor.orange.cgColor
    ring.fillColor = UIColor.clear.cgColor
    ring.lineWidth = 4
    view.layer.addSublayer(ring)

    let draw = CABasicAnimation(keyPath: "strokeEnd")
    draw.fromValue = 0
    draw.toValue = 1
    draw.duration = 1.5
    draw.repeatCount = .infinity
    ring.add(draw, forKey: "draw")
    PlaygroundPage.current.liveView = view
    """
}
