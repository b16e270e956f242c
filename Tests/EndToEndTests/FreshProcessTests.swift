import Foundation
import Testing

/// What only a fresh process shows: in the test process the simulated SDK's tables were built
/// long before by other tests.
@Suite struct FreshProcessTests {
  /// A file whose first use of the SDK sets a property (a playground that says
  /// `needsIndefiniteExecution` before anything else) finds the property: the member tables
  /// are whole however the SDK is first reached.
  @Test func aFilesFirstUseOfTheSDKFindsEveryMember() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-fresh-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Page.swift")
    try """
    import UIKit
    import PlaygroundSupport
    class Shown: UIViewController {
      override func loadView() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.backgroundColor = .red
        view = v
      }
    }
    PlaygroundPage.current.needsIndefiniteExecution = true
    PlaygroundPage.current.liveView = Shown()
    """.write(to: file, atomically: true, encoding: .utf8)
    let run = try WobbleBinary.run(
      ["open", file.path, "--graphics", "none", "--no-rc"], input: "quit\n", environment: ["HOME": folder.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("opened \(file.path)"), "\(run.stdout)")
  }
}
