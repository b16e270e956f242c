import PlaygroundSupport
import UIKit

// A card revealed through a growing circle: a gradient card with rounded corners that clips
// what it holds (masksToBounds), a shape-layer mask scaled up from the centre, and a badge
// whose fill colour pulses, half outside the card and clipped by it.
// Open it in Wobble (`open examples/CircleReveal.swift`) and tune the reveal's speed and reach.
let view = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 240))
view.backgroundColor = UIColor(white: 0.96, alpha: 1)

let card = CAGradientLayer()
card.frame = CGRect(x: 20, y: 20, width: 200, height: 200)
card.colors = [
  UIColor(red: 1, green: 0.45, blue: 0.35, alpha: 1).cgColor,
  UIColor(red: 0.55, green: 0.3, blue: 0.95, alpha: 1).cgColor,
]
card.startPoint = CGPoint(x: 0, y: 0)
card.endPoint = CGPoint(x: 1, y: 1)
card.cornerRadius = 24
card.masksToBounds = true
view.layer.addSublayer(card)

let badge = CAShapeLayer()
badge.path = UIBezierPath(ovalIn: CGRect(x: 120, y: 120, width: 110, height: 110)).cgPath
badge.fillColor = UIColor.white.cgColor
card.addSublayer(badge)

let pulse = CABasicAnimation(keyPath: "fillColor")
pulse.fromValue = UIColor.white.cgColor
pulse.toValue = UIColor(red: 1, green: 0.85, blue: 0.3, alpha: 1).cgColor
pulse.duration = 0.8
pulse.autoreverses = true
pulse.repeatCount = .infinity
badge.add(pulse, forKey: "pulse")

let reveal = CAShapeLayer()
reveal.frame = card.bounds
reveal.path = UIBezierPath(ovalIn: CGRect(x: 40, y: 40, width: 120, height: 120)).cgPath
card.mask = reveal

let grow = CABasicAnimation(keyPath: "transform.scale")
grow.fromValue = 0.2
grow.toValue = 2.4
grow.duration = 1.6
grow.timingFunction = CAMediaTimingFunction(name: .easeOut)
grow.repeatCount = .infinity
reveal.add(grow, forKey: "reveal")

PlaygroundPage.current.liveView = view
