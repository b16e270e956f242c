import Console
import Foundation
import Scenes
import TestSupport
import Testing

/// `open` at the prompt: a person's own file becomes the scene, its numbers the parameters.
@Suite struct OpenCommandTests {
  static let code = """
    import UIKit
    import PlaygroundSupport

    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
    view.backgroundColor = .white
    let ring = CAShapeLayer()
    ring.frame = view.bounds
    ring.path = UIBezierPath(ovalIn: CGRect(x: 50, y: 30, width: 100, height: 100)).cgPath
    ring.strokeColor = UIColor.orange.cgColor
    ring.fillColor = UIColor.clear.cgColor
    ring.lineWidth = 4
    view.layer.addSublayer(ring)

    let draw = CABasicAnimation(keyPath: "strokeEnd")
    draw.fromValue = 0
    draw.toValue = 1
    draw.duration = 1.5
    ring.add(draw, forKey: "draw")
    PlaygroundPage.current.liveView = view
    """

  func file(_ text: String = code) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("open-\(UUID().uuidString)/Ring.swift").path
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func anOpenedFileIsTunedAndWrittenBackWithOnlyTheTunedNumbers() throws {
    let path = try file()
    var bench = Workbench()
    #expect(bench.execute("open \(path)").value?.lines.first?.hasPrefix("opened \(path): ") == true)
    #expect(bench.scene.name == "Ring")
    #expect(bench.values.number(ViewSettings.width) == 200)
    let shown = try #require(bench.execute("show draw").value).lines
    #expect(shown.contains { $0.contains("draw.duration") && $0.contains("= 1.5") })
    // By name and by position: line 11 is "ring.lineWidth = 4", 17 characters before the number.
    #expect(bench.execute("set draw.duration 0.75").value?.lines == ["draw.duration = 0.75"])
    #expect(bench.execute("set @11:18 6").value?.lines == ["ring.lineWidth = 6"])
    #expect(bench.execute("values ring.strokeEnd at 0.375").value?.lines == ["0.375\t0.5"])
    let out = (path as NSString).deletingLastPathComponent + "/Tuned.swift"
    #expect(bench.execute("export swift \(out)").value != nil)
    let written = try String(contentsOfFile: out, encoding: .utf8)
    #expect(
      written
        == Self.code.replacingOccurrences(of: "draw.duration = 1.5", with: "draw.duration = 0.75")
        .replacingOccurrences(of: "ring.lineWidth = 4", with: "ring.lineWidth = 6"))
  }

  @Test func aFileWobbleCannotRunIsRefusedWithItsPlaceAndChangesNothing() throws {
    let path = try file("import UIKit\nlet e = CAEmitterLayer()\n")
    var bench = Workbench()
    _ = bench.execute("set blob.rate 2")
    let before = bench.document
    #expect(
      bench.execute("open \(path)").failure?.description == "Ring.swift:2:9: CAEmitterLayer() is not simulated by Wobble yet")
    #expect(bench.document == before)
    #expect(
      bench.execute("open /nonexistent/X.swift").failure?.description
        == "cannot read /nonexistent/X.swift, or it is larger than 4 MB")
  }
}
