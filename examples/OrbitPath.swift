import PlaygroundSupport
import UIKit

// A dart that flies a figure of eight: a keyframe animation along a path, paced so its speed
// is even, turned to follow the curve. The path is drawn faintly underneath.
// Open it in Wobble (`open examples/OrbitPath.swift`) and tune the loop or the lap time.
let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
view.backgroundColor = UIColor(white: 0.97, alpha: 1)

let track = UIBezierPath()
track.move(to: CGPoint(x: 160, y: 100))
track.addCurve(to: CGPoint(x: 160, y: 100), controlPoint1: CGPoint(x: 260, y: -20), controlPoint2: CGPoint(x: 300, y: 220))
track.addCurve(to: CGPoint(x: 160, y: 100), controlPoint1: CGPoint(x: 20, y: -20), controlPoint2: CGPoint(x: 60, y: 220))

let trail = CAShapeLayer()
trail.frame = view.bounds
trail.path = track.cgPath
trail.fillColor = nil
trail.strokeColor = UIColor(white: 0.8, alpha: 1).cgColor
trail.lineWidth = 2
view.layer.addSublayer(trail)

let dart = CAShapeLayer()
dart.bounds = CGRect(x: 0, y: 0, width: 24, height: 16)
let tip = UIBezierPath()
tip.move(to: CGPoint(x: 24, y: 8))
tip.addLine(to: CGPoint(x: 0, y: 0))
tip.addLine(to: CGPoint(x: 6, y: 8))
tip.addLine(to: CGPoint(x: 0, y: 16))
tip.close()
dart.path = tip.cgPath
dart.fillColor = UIColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1).cgColor
dart.position = CGPoint(x: 160, y: 100)
view.layer.addSublayer(dart)

let fly = CAKeyframeAnimation(keyPath: "position")
fly.path = track.cgPath
fly.duration = 3
fly.calculationMode = .paced
fly.rotationMode = .rotateAuto
fly.repeatCount = .infinity
dart.add(fly, forKey: "fly")

PlaygroundPage.current.liveView = view
