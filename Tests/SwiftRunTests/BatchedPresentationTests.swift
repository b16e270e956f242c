import Animation
import Foundation
import Geometry
import Preview
import Scenes
import Testing

@testable import SwiftRun

/// A strip's trees made in one job on the interpreter's thread are the trees made one by one.
@Suite struct BatchedPresentationTests {
  @Test func theTreesOfAStripMadeTogetherDrawAsTheOnesMadeAlone() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      final class Wobbler: UIView {
        let dot = CALayer()
        var t: CGFloat = 0
        lazy var link = CADisplayLink(target: self, selector: #selector(tick(_:)))
        override init(frame: CGRect) {
          super.init(frame: frame)
          dot.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
          dot.backgroundColor = UIColor.orange.cgColor
          layer.addSublayer(dot)
          link.add(to: .main, forMode: .common)
          let fade = CABasicAnimation(keyPath: "opacity")
          fade.fromValue = 1
          fade.toValue = 0.2
          fade.duration = 0.7
          fade.autoreverses = true
          fade.repeatCount = .infinity
          dot.add(fade, forKey: nil)
        }
        required init?(coder: NSCoder) { nil }
        @objc func tick(_ link: CADisplayLink) {
          t += CGFloat(link.duration)
          dot.position = CGPoint(x: 25 + 40 * sin(t * 3), y: 25 + t * 10)
        }
      }
      PlaygroundPage.current.liveView = Wobbler(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
      """
    let scene = try OpenedFile.open(text: code, path: "/x/W.swift").scene
    let values = ParameterValues()
    let times = [0.0, 0.1, 0.35, 0.5, 1.2, 2.0]
    let together = try #require(scene.presentations)
    let delivered = Delivered()
    together(values, times) { i, tree in delivered.add(i, tree) }
    #expect(delivered.order == Array(times.indices))
    let batch = delivered.trees
    var renderer = FrameRenderer()
    for (i, t) in times.enumerated() {
      let alone = try OpenedFile.open(text: code, path: "/x/W.swift").scene.presentation(values, t)
      let a = renderer.render(batch[i], size: (120, 80), scale: 1, backdrop: .white)
      let b = renderer.render(alone, size: (120, 80), scale: 1, backdrop: .white)
      let same = a.pixels == b.pixels
      #expect(same, "at \(t)")
    }
    #expect(batch[1].sublayers[0].position != batch[4].sublayers[0].position)
  }
}

/// What a batch delivered, in the order it came.
/// Trees a batch of presentations delivered, in the order delivered.
final class Delivered: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var order: [Int] = []
  private(set) var trees: [Layer] = []
  func add(_ i: Int, _ tree: Layer) {
    lock.lock()
    defer { lock.unlock() }
    order.append(i)
    trees.append(tree)
  }
}
