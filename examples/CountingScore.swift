import PlaygroundSupport
import UIKit

// A score that counts up, then pops: a timer adds ten to the label eight times a second; at a
// hundred it stops, the number springs back from a larger size and a trophy fades in.
// Open it in Wobble (`open examples/CountingScore.swift`) and tune the step, the pop's size or
// its damping; the digits are the system font's (Inter here), the trophy a colour emoji.
let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
view.backgroundColor = UIColor(red: 0.1, green: 0.12, blue: 0.2, alpha: 1)

let caption = UILabel(frame: CGRect(x: 20, y: 24, width: 280, height: 24))
caption.text = "Your score"
caption.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
caption.textColor = UIColor(white: 0.75, alpha: 1)
caption.textAlignment = .center
view.addSubview(caption)

let score = UILabel(frame: CGRect(x: 60, y: 60, width: 200, height: 80))
score.text = "0"
score.font = UIFont.monospacedDigitSystemFont(ofSize: 64, weight: .bold)
score.textColor = .white
score.textAlignment = .center
view.addSubview(score)

let trophy = UILabel(frame: CGRect(x: 130, y: 140, width: 60, height: 44))
trophy.text = "🏆"
trophy.font = UIFont.systemFont(ofSize: 32)
trophy.textAlignment = .center
trophy.alpha = 0
view.addSubview(trophy)

var points = 0
Timer.scheduledTimer(withTimeInterval: 0.125, repeats: true) { timer in
  points += 10
  score.text = "\(points)"
  guard points >= 100 else { return }
  timer.invalidate()
  score.transform = CGAffineTransform(scaleX: 1.4, y: 1.4)
  UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: []) {
    score.transform = .identity
    trophy.alpha = 1
  }
}

PlaygroundPage.current.liveView = view
