import PlaygroundSupport
import UIKit

// A progress ring drawn by strokeEnd, as a playground page: open it in Wobble
// (`open examples/PlaygroundRing.swift`), tune any number, `export swift` it back.
let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
view.backgroundColor = UIColor(white: 0.95, alpha: 1)

let track = CAShapeLayer()
track.frame = view.bounds
track.path = UIBezierPath(ovalIn: CGRect(x: 100, y: 60, width: 120, height: 120)).cgPath
track.strokeColor = UIColor(white: 0.85, alpha: 1).cgColor
track.fillColor = UIColor.clear.cgColor
track.lineWidth = 10
view.layer.addSublayer(track)

let ring = CAShapeLayer()
ring.frame = view.bounds
ring.path = UIBezierPath(arcCenter: CGPoint(x: 160, y: 120), radius: 60, startAngle: -CGFloat.pi / 2, endAngle: 1.5 * CGFloat.pi, clockwise: true).cgPath
ring.strokeColor = UIColor(red: 0.2, green: 0.5, blue: 1, alpha: 1).cgColor
ring.fillColor = UIColor.clear.cgColor
ring.lineWidth = 10
ring.lineCap = .round
view.layer.addSublayer(ring)

let fill = CABasicAnimation(keyPath: "strokeEnd")
fill.fromValue = 0
fill.toValue = 1
fill.duration = 1.6
fill.timingFunction = CAMediaTimingFunction(controlPoints: 0.6, 0, 0.2, 1)
fill.repeatCount = .infinity
ring.add(fill, forKey: "fill")

PlaygroundPage.current.liveView = view
