import PlaygroundSupport
import UIKit

// Three dots that fade in turn: one dot, replicated, each copy a little later.
// Open it in Wobble (`open examples/ReplicatorLoader.swift`) and tune the delay or the fade.
let view = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
view.backgroundColor = .white

let dots = CAReplicatorLayer()
dots.frame = view.bounds
dots.instanceCount = 3
dots.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
dots.instanceDelay = 0.2
view.layer.addSublayer(dots)

let dot = CALayer()
dot.frame = CGRect(x: 70, y: 50, width: 20, height: 20)
dot.cornerRadius = 10
dot.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 1, alpha: 1).cgColor
dots.addSublayer(dot)

let fade = CABasicAnimation(keyPath: "opacity")
fade.fromValue = 1
fade.toValue = 0.2
fade.duration = 0.6
fade.autoreverses = true
fade.repeatCount = .infinity
fade.beginTime = CACurrentMediaTime() + 0.1
fade.fillMode = .backwards
dot.add(fade, forKey: "fade")

PlaygroundPage.current.liveView = view
