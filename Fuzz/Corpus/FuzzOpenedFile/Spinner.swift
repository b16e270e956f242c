import UIKit

/// A loading spinner: an arc whose stroke grows and shrinks while the whole ring turns.
/// Written for Wobble's examples (issue 9): open it, tune any number, export it back.
final class SpinnerView: UIView {
  private let ring = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    ring.strokeColor = UIColor(red: 0.2, green: 0.5, blue: 1.0, alpha: 1).cgColor
    ring.fillColor = UIColor.clear.cgColor
    ring.lineWidth = 4
    ring.lineCap = .round
    ring.strokeEnd = 0.75
    layer.addSublayer(ring)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let inset: CGFloat = 6
    ring.frame = bounds
    ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: inset, dy: inset)).cgPath
  }

  func startAnimating() {
    let rotation = CABasicAnimation(keyPath: "transform.rotation")
    rotation.fromValue = 0
    rotation.toValue = 2 * CGFloat.pi
    rotation.duration = 1.2
    rotation.repeatCount = .infinity
    ring.add(rotation, forKey: "rotation")

    let grow = CABasicAnimation(keyPath: "strokeEnd")
    grow.fromValue = 0.1
    grow.toValue = 0.9
    grow.duration = 0.6
    grow.autoreverses = true
    grow.repeatCount = .infinity
    grow.timingFunction = CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1)
    ring.add(grow, forKey: "grow")
  }
}
