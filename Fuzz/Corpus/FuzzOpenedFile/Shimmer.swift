import PlaygroundSupport
import UIKit

// A loading placeholder that shimmers: three grey bars, each a gradient layer whose light band
// sweeps from left to right by animating the gradient's locations.
// Open it in Wobble (`open examples/Shimmer.swift`) and tune the band's width or its speed.
let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 160))
view.backgroundColor = .white

let base = UIColor(white: 0.88, alpha: 1).cgColor
let light = UIColor(white: 0.97, alpha: 1).cgColor

for (index, width) in [260, 220, 150].enumerated() {
  let bar = CAGradientLayer()
  bar.frame = CGRect(x: 30, y: 30 + index * 38, width: width, height: 22)
  bar.colors = [base, light, base]
  bar.locations = [0, 0.5, 1]
  bar.startPoint = CGPoint(x: 0, y: 0.5)
  bar.endPoint = CGPoint(x: 1, y: 0.5)
  view.layer.addSublayer(bar)

  let sweep = CABasicAnimation(keyPath: "locations")
  sweep.fromValue = [-0.6, -0.3, 0]
  sweep.toValue = [1, 1.3, 1.6]
  sweep.duration = 1.4
  sweep.repeatCount = .infinity
  bar.add(sweep, forKey: "shimmer")
}

PlaygroundPage.current.liveView = view
