import PlaygroundSupport
import UIKit

// A shape that breathes: its path morphs from a circle to a rounded square and back while its
// opacity pulses. Both paths are four curves, so Core Animation blends them point by point.
// Open it in Wobble (`open examples/PulseMorph.swift`) and tune the corner or the rhythm.
let view = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 240))
view.backgroundColor = UIColor(white: 0.1, alpha: 1)

/// Four cubic quarters around (120, 120); `pull` 0.55 is a circle, 1 a square.
func quarters(radius: CGFloat, pull: CGFloat) -> UIBezierPath {
  let c = CGPoint(x: 120, y: 120)
  let k = radius * pull
  let path = UIBezierPath()
  path.move(to: CGPoint(x: c.x + radius, y: c.y))
  path.addCurve(to: CGPoint(x: c.x, y: c.y + radius), controlPoint1: CGPoint(x: c.x + radius, y: c.y + k), controlPoint2: CGPoint(x: c.x + k, y: c.y + radius))
  path.addCurve(to: CGPoint(x: c.x - radius, y: c.y), controlPoint1: CGPoint(x: c.x - k, y: c.y + radius), controlPoint2: CGPoint(x: c.x - radius, y: c.y + k))
  path.addCurve(to: CGPoint(x: c.x, y: c.y - radius), controlPoint1: CGPoint(x: c.x - radius, y: c.y - k), controlPoint2: CGPoint(x: c.x - k, y: c.y - radius))
  path.addCurve(to: CGPoint(x: c.x + radius, y: c.y), controlPoint1: CGPoint(x: c.x + k, y: c.y - radius), controlPoint2: CGPoint(x: c.x + radius, y: c.y - k))
  path.close()
  return path
}

let shape = CAShapeLayer()
shape.frame = view.bounds
shape.path = quarters(radius: 70, pull: 0.55).cgPath
shape.fillColor = UIColor(red: 0.95, green: 0.45, blue: 0.3, alpha: 1).cgColor
view.layer.addSublayer(shape)

let morph = CABasicAnimation(keyPath: "path")
morph.toValue = quarters(radius: 60, pull: 0.95).cgPath
morph.duration = 1.2
morph.autoreverses = true
morph.repeatCount = .infinity
morph.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
shape.add(morph, forKey: "morph")

let pulse = CABasicAnimation(keyPath: "opacity")
pulse.fromValue = 1
pulse.toValue = 0.6
pulse.duration = 0.6
pulse.autoreverses = true
pulse.repeatCount = .infinity
shape.add(pulse, forKey: "pulse")

PlaygroundPage.current.liveView = view
