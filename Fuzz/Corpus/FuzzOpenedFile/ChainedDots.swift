import UIKit

// Three dots that hop one after another, forever: each hop's delegate starts the next dot's.
// A view class with no playground code: Wobble makes one, lays it out and calls
// startAnimating(). Open it (`open examples/ChainedDots.swift`) and tune the hop.
final class ChainedDotsView: UIView, CAAnimationDelegate {
  private var dots: [CALayer] = []
  private let diameter: CGFloat = 18
  private let spacing: CGFloat = 30
  private let hopHeight: CGFloat = 22
  private let hopDuration: CFTimeInterval = 0.3

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    for index in 0..<3 {
      let dot = CALayer()
      dot.backgroundColor = UIColor(red: 0.35, green: 0.35, blue: 0.4, alpha: 1).cgColor
      dot.cornerRadius = diameter / 2
      dot.setValue(index, forKey: "index")
      layer.addSublayer(dot)
      dots.append(dot)
    }
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override func layoutSubviews() {
    super.layoutSubviews()
    for (index, dot) in dots.enumerated() {
      let x = bounds.midX + CGFloat(index - 1) * spacing
      dot.frame = CGRect(x: x - diameter / 2, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
    }
  }

  func startAnimating() {
    hop(0)
  }

  private func hop(_ index: Int) {
    let hop = CABasicAnimation(keyPath: "position.y")
    hop.byValue = -hopHeight
    hop.duration = hopDuration
    hop.autoreverses = true
    hop.timingFunction = CAMediaTimingFunction(name: .easeOut)
    hop.delegate = self
    hop.setValue(index, forKey: "index")
    dots[index].add(hop, forKey: "hop")
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    guard flag, let index = anim.value(forKey: "index") as? Int else { return }
    hop((index + 1) % dots.count)
  }
}
