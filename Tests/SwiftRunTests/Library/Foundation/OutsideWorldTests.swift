import Testing

@testable import SwiftRun

/// Apple types that reach the network, sensors, the camera or video are refused by name and
/// reach, at their place, not as names another file of the app might declare.
@Suite struct OutsideWorldTests {
  static func refusal(_ line: String) -> String {
    let code = "import UIKit\nimport PlaygroundSupport\nlet host = UIView()\n\(line)\nPlaygroundPage.current.liveView = host\n"
    do {
      _ = try OpenedFile.open(text: code, path: "/x/W.swift")
      return ""
    } catch { return "\(error)" }
  }

  @Test(arguments: [
    ("let s = URLSession.shared", "URLSession.shared uses the network (URLSession)"),
    ("let c = URLSessionConfiguration.default", "URLSessionConfiguration.default uses the network"),
    ("let m = CMMotionManager()", "CMMotionManager() uses the device's motion sensors"),
    ("let p = AVPlayer(url: URL(string: \"a.mp4\")!)", "uses video playback (AVPlayer)"),
  ])
  func aTypeThatReachesOutsideTheAppIsRefusedByWhatItReaches(line: String, message: String) {
    let said = Self.refusal(line)
    #expect(said.contains("W.swift:4:"), "\(said)")
    #expect(said.contains(message), "\(said)")
    #expect(!said.contains("another file"), "\(said)")
  }
}
