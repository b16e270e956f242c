import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Labels: what Wobble draws of them, and what it says it does not.
@Suite struct UILabelTests {
  /// Shrinking text to fit is not drawn: the file is told once, at the line that asks for it;
  /// turning it off says nothing; the property reads back what was set.
  @Test func adjustsFontSizeToFitWidthIsKeptAndSaidToBeNotDrawn() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
      label.text = "A long title"
      label.adjustsFontSizeToFitWidth = true
      let other = UILabel(frame: CGRect(x: 0, y: 20, width: 40, height: 20))
      other.adjustsFontSizeToFitWidth = false
      other.alpha = label.adjustsFontSizeToFitWidth ? 0.5 : 1
      label.addSubview(other)
      PlaygroundPage.current.liveView = label
      """
    let file = try OpenedFile.open(text: code, path: "/x/L.swift")
    let said = file.warnings.filter { $0.contains("adjustsFontSizeToFitWidth is not simulated") }
    #expect(said.count == 1 && said[0].contains("L.swift:5:"))
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers[0].opacity == 0.5)
  }
}
