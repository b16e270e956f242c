import PlaygroundSupport
import UIKit

// A word written by its outline: Core Text gives each letter's glyph as a path, the letters
// are put together on one baseline, and a shape layer strokes the whole outline from
// strokeEnd 0 to 1 — the letters appear as if drawn by a pen, then fill in.
// Open it in Wobble (`open examples/WrittenWord.swift`) and tune the duration, the line width
// or the fill's delay; the letters are the stand-in font's (Inter Bold for Helvetica Neue).
let view = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 160))
view.backgroundColor = .white

let font = CTFontCreateWithName("HelveticaNeue-Bold" as CFString, 72, nil)
let text = NSAttributedString(string: "Wobble", attributes: [.font: font])
let line = CTLineCreateWithAttributedString(text)
let baseline: CGFloat = 104

let letters = CGMutablePath()
let runs = CTLineGetGlyphRuns(line)
for runIndex in 0..<CFArrayGetCount(runs) {
  let run = unsafeBitCast(CFArrayGetValueAtIndex(runs, runIndex), to: CTRun.self)
  let count = CTRunGetGlyphCount(run)
  var glyphs = [CGGlyph](repeating: 0, count: count)
  var positions = [CGPoint](repeating: .zero, count: count)
  CTRunGetGlyphs(run, CFRange(location: 0, length: 0), &glyphs)
  CTRunGetPositions(run, CFRange(location: 0, length: 0), &positions)
  for index in 0..<count {
    // Glyph space is y up: turned over onto the view's baseline.
    if let letter = CTFontCreatePathForGlyph(font, glyphs[index], nil) {
      letters.addPath(letter, transform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 40 + positions[index].x, ty: baseline))
    }
  }
}

let word = CAShapeLayer()
word.frame = view.bounds
word.path = letters
word.fillColor = UIColor.clear.cgColor
word.strokeColor = UIColor(red: 0.2, green: 0.35, blue: 0.9, alpha: 1).cgColor
word.lineWidth = 2
word.lineJoin = .round
view.layer.addSublayer(word)

let write = CABasicAnimation(keyPath: "strokeEnd")
write.fromValue = 0
write.toValue = 1
write.duration = 2.5
write.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
word.add(write, forKey: "write")

let fill = CABasicAnimation(keyPath: "fillColor")
fill.fromValue = UIColor.clear.cgColor
fill.toValue = UIColor(red: 0.2, green: 0.35, blue: 0.9, alpha: 1).cgColor
fill.beginTime = CACurrentMediaTime() + 2.5
fill.duration = 0.6
fill.fillMode = .forwards
fill.isRemovedOnCompletion = false
word.add(fill, forKey: "fill")

PlaygroundPage.current.liveView = view
