import Animation
import Foundation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `PlaygroundPage.current.liveView`: what the preview shows, and at what size.
@Suite struct PlaygroundPageTests {
  /// Swift Playgrounds makes its root view fill the live view area; a label made by `UILabel()`
  /// (a playground book's whole live view) would otherwise be a point with nothing to see.
  @Test func aLiveViewWithoutASizeFillsTheLiveViewAreaAndSaysSo() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let label = UILabel()
      label.text = "Hi"
      label.textAlignment = .center
      label.baselineAdjustment = .alignCenters
      PlaygroundPage.current.liveView = label
      """
    let file = try OpenedFile.open(text: code, path: "/x/L.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.bounds.width == 375 && tree.bounds.height == 668)
    #expect(file.warnings.contains { $0.contains(":7:") && $0.contains("the live view has no size") })
  }

  @Test func aLiveViewWithAFrameKeepsIt() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
      PlaygroundPage.current.liveView = view
      """
    let file = try OpenedFile.open(text: code, path: "/x/V.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.bounds.width == 120 && tree.bounds.height == 80)
    #expect(!file.warnings.contains { $0.contains("no size") })
  }
}

/// Xcode 7's playground spellings (`import XCPlayground`): `XCPShowView(_:view:)` and
/// `XCPlaygroundPage.currentPage.liveView` show a view as `PlaygroundPage.current.liveView`
/// does.
@Suite struct XCPlaygroundTests {
  @Test func xcpShowViewAndTheCurrentPageShowTheirView() throws {
    for show in [
      "XCPShowView(\"Container View\", view: box)", "XCPShowView(identifier: \"Container View\", view: box)",
      "XCPlaygroundPage.currentPage.liveView = box",
    ] {
      let code = """
        import UIKit
        import XCPlayground
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 90, height: 60))
        box.backgroundColor = UIColor.redColor()
        \(show)
        XCPSetExecutionShouldContinueIndefinitely(continueIndefinitely: true)
        """
      let tree = try OpenedFile.open(text: code, path: "/x/X.swift").scene.presentation(ParameterValues(), 0)
      #expect(tree.bounds.width == 90 && tree.bounds.height == 60, "\(show)")
      #expect(tree.backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 1), "\(show)")
    }
  }

  @Test func xcpShowViewOfSomethingElseIsRefusedWithItsPlace() throws {
    let code = "import UIKit\nimport XCPlayground\nXCPShowView(\"x\", view: 5)\n"
    #expect {
      _ = try OpenedFile.open(text: code, path: "/x/X.swift")
    } throws: { error in
      "\(error)".contains("X.swift:3:") && "\(error)".contains("got a number, want a UIView")
    }
  }

  /// Xcode 6 kept a playground's code in `section-1.swift` and showed views with
  /// `XCPShowView(identifier, view)`, the second label not yet written in Swift 1.
  @Test func anXcode6PlaygroundOpensItsCodeSectionAndShowsTheViewXCPShowViewNames() throws {
    let code = """
      import UIKit
      import XCPlayground
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 90))
      box.backgroundColor = UIColor.redColor()
      XCPShowView("box", box)
      """
    let contents =
      "<playground version='3.0' sdk='iphonesimulator'><sections><code source-file-name='section-1.swift'/></sections></playground>"
    try MultipleFilesTests.folder(["Old.playground/section-1.swift": code, "Old.playground/contents.xcplayground": contents]) {
      root in
      let file = try OpenedFile.open(root.appendingPathComponent("Old.playground").path)
      let tree = file.scene.presentation(ParameterValues(), 0)
      #expect(tree.bounds.width == 120 && tree.bounds.height == 90)
      #expect(tree.backgroundColor == Color(red: 1, green: 0, blue: 0))
    }
    // Two sections ran as one program there: refused, naming the first to open alone.
    try MultipleFilesTests.folder(["Two.playground/section-1.swift": code, "Two.playground/section-2.swift": "let x = 1\n"]) {
      root in
      #expect {
        try OpenedFile.open(root.appendingPathComponent("Two.playground").path)
      } throws: { error in
        "\(error)".contains("an Xcode 6 playground of 2 code sections") && "\(error)".contains("section-1.swift")
      }
    }
  }
}
