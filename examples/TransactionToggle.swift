import PlaygroundSupport
import UIKit

// A switch that flips itself every 1.2 s with implicit animations: the knob is a standalone
// layer, so changing its position and colour inside a CATransaction animates them with the
// transaction's duration and curve. (A view's own layer would jump: UIKit turns its actions off.)
// Open it in Wobble (`open examples/TransactionToggle.swift`) and tune the flip.
let view = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 140))
view.backgroundColor = UIColor(white: 0.95, alpha: 1)

let trackLayer = CALayer()
trackLayer.frame = CGRect(x: 60, y: 45, width: 120, height: 50)
trackLayer.cornerRadius = 25
trackLayer.backgroundColor = UIColor(white: 0.8, alpha: 1).cgColor
view.layer.addSublayer(trackLayer)

let knob = CALayer()
knob.frame = CGRect(x: 65, y: 50, width: 40, height: 40)
knob.cornerRadius = 20
knob.backgroundColor = UIColor.white.cgColor
view.layer.addSublayer(knob)

var isOn = false
Timer.scheduledTimer(withTimeInterval: 1.2, repeats: true) { _ in
  isOn.toggle()
  CATransaction.begin()
  CATransaction.setAnimationDuration(0.45)
  CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(controlPoints: 0.3, 0, 0.2, 1))
  knob.position = CGPoint(x: isOn ? 155 : 85, y: 70)
  trackLayer.backgroundColor = isOn ? UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1).cgColor : UIColor(white: 0.8, alpha: 1).cgColor
  CATransaction.commit()
}

PlaygroundPage.current.liveView = view
