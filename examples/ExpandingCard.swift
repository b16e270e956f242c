import PlaygroundSupport
import UIKit

// A card laid out with Auto Layout that grows when its height constraint changes: the new
// constant is laid out inside `UIView.animate`, the way constraint animations are written.
// Open it in Wobble (`open examples/ExpandingCard.swift`) and tune the heights, the margins,
// the delay or the duration.
let host = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
host.backgroundColor = .white

let card = UIView()
card.backgroundColor = UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)
card.layer.cornerRadius = 16
card.translatesAutoresizingMaskIntoConstraints = false
host.addSubview(card)

let grabber = UIView()
grabber.backgroundColor = UIColor(white: 1, alpha: 0.6)
grabber.layer.cornerRadius = 2.5
grabber.translatesAutoresizingMaskIntoConstraints = false
card.addSubview(grabber)

let height = card.heightAnchor.constraint(equalToConstant: 100)
NSLayoutConstraint.activate([
  card.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 20),
  card.trailingAnchor.constraint(equalTo: host.trailingAnchor, constant: -20),
  card.topAnchor.constraint(equalTo: host.topAnchor, constant: 30),
  height,
  grabber.centerXAnchor.constraint(equalTo: card.centerXAnchor),
  grabber.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
  grabber.widthAnchor.constraint(equalToConstant: 40),
  grabber.heightAnchor.constraint(equalToConstant: 5),
])

DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
  height.constant = 220
  UIView.animate(withDuration: 0.5) {
    host.layoutIfNeeded()
  }
}

PlaygroundPage.current.liveView = host
