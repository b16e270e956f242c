import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// A fade `CATransition` cross-dissolves a layer from how it was drawn to how it is now.
@Suite struct TransitionTests {
  static func opened(changeFirst: Bool) throws -> (Double) -> Layer {
    let add = """
      let fade = CATransition()
      fade.type = .fade
      fade.duration = 0.5
      fade.timingFunction = CAMediaTimingFunction(name: .linear)
      icon.layer.add(fade, forKey: kCATransition)
      """
    let change = "icon.image = UIImage(systemName: \"checkmark\")"
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let icon = UIImageView(image: UIImage(systemName: "ellipsis"))
      host.addSubview(icon)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        \(changeFirst ? change + "\n" + add : add + "\n" + change)
      }
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/T.swift")
    return { t in file.scene.presentation(ParameterValues(), t) }
  }

  @Test(arguments: [false, true])
  func theOldPictureFadesOutAsTheNewFadesIn(changeFirst: Bool) throws {
    let at = try Self.opened(changeFirst: changeFirst)
    let blue = Color(red: 0, green: 122.0 / 255, blue: 1)
    // Before: the old image alone.
    #expect(at(0.9).sublayers[0].content == .icon(.busy, color: blue))
    // A quarter of the way (linear, 0.5 s): the old at 0.75 of its opacity, the new at 0.25.
    let mid = at(1.125).sublayers[0]
    #expect(mid.content == .icon(.checkmark, color: blue))
    #expect(mid.transition?.before.first?.content == .icon(.busy, color: blue))
    let items = at(1.125).displayList()
    #expect(items.map(\.opacity).map { ($0 * 1000).rounded() / 1000 } == [0.75, 0.25])
    // After: the new image alone.
    #expect(at(1.5).sublayers[0].transition == nil && at(1.5).displayList().map(\.opacity) == [1])
  }
}
