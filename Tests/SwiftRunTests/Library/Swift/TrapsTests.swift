import Animation
import Scenes
import Testing

@testable import SwiftRun

/// Swift's traps stop the app where they are reached, as they crash it on iOS: an `assert` or
/// `precondition` whose condition holds goes on (Xcode's debug build checks them).
@Suite struct TrapsTests {
  static func opened(_ line: String) throws -> OpenedFile {
    let code = """
      import UIKit
      import PlaygroundSupport
      func component(_ v: Int) -> CGFloat {
        \(line)
        return CGFloat(v) / 255
      }
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      v.alpha = component(300)
      PlaygroundPage.current.liveView = v
      """
    return try OpenedFile.open(text: code, path: "/x/T.swift")
  }

  @Test(arguments: [
    ("assert(v >= 0 && v <= 255, \"Invalid component\")", "assert fails (\"Invalid component\")"),
    ("precondition(v <= 255)", "precondition fails ()"),
    ("if v > 255 { fatalError(\"out of range\") }", "fatalError(\"out of range\") is called"),
  ])
  func aFailedTrapStopsTheAppWithItsPlaceAndMessage(line: String, said: String) {
    let stopped = #expect(throws: RunError.self) { _ = try Self.opened(line) }
    #expect(stopped?.line == 4, "\(String(describing: stopped))")
    #expect(stopped?.message == "the app stops here: \(said), as it crashes on iOS", "\(String(describing: stopped))")
  }

  /// (The alpha of 300/255 is kept at 1, as a layer clamps its opacity.)
  @Test func aTrapWhoseConditionHoldsGoesOn() throws {
    let file = try Self.opened("assert(v >= 0, \"negative\")")
    #expect(file.scene.presentation(ParameterValues(), 0).opacity == 1)
  }
}

/// `x!` as a place and as a callee: written through and called as what it holds, and a trap
/// where it holds nil, as Swift crashes there.
@Suite struct ForceUnwrapTests {
  static func opened(_ body: String) throws -> OpenedFile {
    try OpenedFile.open(
      text: """
        import UIKit
        import PlaygroundSupport
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        \(body)
        PlaygroundPage.current.liveView = v
        """, path: "/x/F.swift")
  }

  @Test func anElementIsWrittenThroughAForceUnwrap() throws {
    let file = try Self.opened(
      """
      var widths: [CGFloat]? = [1, 2]
      widths![1] = 30
      v.frame.size.width = widths![1]
      """)
    #expect(file.scene.presentation(ParameterValues(), 0).bounds.width == 30)
  }

  @Test func aForceUnwrappedClosureIsCalled() throws {
    let file = try Self.opened(
      """
      var done: (() -> Void)? = { v.alpha = 0.5 }
      done!()
      """)
    #expect(file.scene.presentation(ParameterValues(), 0).opacity == 0.5)
  }

  @Test(arguments: ["var f: (() -> Void)? = nil\nf!()", "var a: [CGFloat]? = nil\na![0] = 1"])
  func aNilForceUnwrapStopsTheAppAtItsPlace(body: String) {
    let stopped = #expect(throws: RunError.self) { _ = try Self.opened(body) }
    #expect(stopped?.line == 5, "\(String(describing: stopped))")
    #expect(stopped?.message.hasSuffix("is nil here: unwrapped with !") == true, "\(String(describing: stopped))")
  }
}
