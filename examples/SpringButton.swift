import PlaygroundSupport
import UIKit

// A button that springs into place: it starts small and transparent, then a UIView spring
// brings it to full size while a second, later spring slides its badge in.
// Open it in Wobble (`open examples/SpringButton.swift`) and tune the damping or the delay.
let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
view.backgroundColor = .white

let button = UIView(frame: CGRect(x: 90, y: 70, width: 140, height: 56))
button.backgroundColor = UIColor(red: 0.2, green: 0.45, blue: 0.95, alpha: 1)
button.layer.cornerRadius = 14
button.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
button.alpha = 0
view.addSubview(button)

let title = UILabel(frame: button.bounds)
title.text = "Play"
title.textColor = .white
title.font = UIFont.boldSystemFont(ofSize: 20)
title.textAlignment = .center
button.addSubview(title)

let badge = UIView(frame: CGRect(x: 206, y: 58, width: 28, height: 28))
badge.backgroundColor = UIColor(red: 1, green: 0.3, blue: 0.35, alpha: 1)
badge.layer.cornerRadius = 14
badge.center = CGPoint(x: 300, y: 72)
view.addSubview(badge)

UIView.animate(withDuration: 0.9, delay: 0.1, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.3, options: [], animations: {
  button.transform = .identity
  button.alpha = 1
})

UIView.animate(withDuration: 0.7, delay: 0.6, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: []) {
  badge.center = CGPoint(x: 226, y: 72)
}

PlaygroundPage.current.liveView = view
