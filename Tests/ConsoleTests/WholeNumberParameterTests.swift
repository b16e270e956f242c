import Console
import Foundation
import Scenes
import TestSupport
import Testing

/// A number of an opened file that Swift takes as an integer is tuned as a whole number, so the
/// file written back still compiles; a value with which the file's code fails is refused by
/// `set` with the code's reason and place, and nothing changes.
@Suite struct WholeNumberParameterTests {
  static let code = """
    import UIKit
    import PlaygroundSupport
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let dots = CAReplicatorLayer()
    dots.instanceCount = 5
    let spacing: CGFloat = 20
    let rows = 3
    let columns: Int = 4
    let widths = [10, 20, 30]
    let first = widths[1]
    let zeros = Array(repeating: 0.5, count: 4)
    for row in 0..<rows { _ = row }
    for column in 1...8 { _ = column }
    let scale = 2.0
    host.layer.addSublayer(dots)
    PlaygroundPage.current.liveView = host
    """

  func opened() throws -> (Workbench, String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("whole-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("Grid.swift").path
    try Data(Self.code.utf8).write(to: URL(fileURLWithPath: path))
    var bench = Workbench()
    #expect(bench.execute("open \(path)").value != nil)
    return (bench, path)
  }

  func kind(_ bench: Workbench, _ name: String) -> String {
    switch bench.scene.parameter(named: name)?.kind {
    case .integer?: "whole"
    case .number?: "number"
    default: "missing"
    }
  }

  @Test func numbersSwiftTypesAsIntegersAreWholeAndTheOthersAreNot() throws {
    let (bench, _) = try opened()
    // Int by the SDK (instanceCount), by annotation, by inference from a lone integer
    // literal, as a loop's range bound, as a subscript, as a count: argument.
    for name in ["dots.instanceCount", "rows", "columns", "first.0", "zeros.count"] {
      #expect(kind(bench, name) == "whole", "\(name)")
    }
    let bounds = bench.parameters.filter { $0.summary.contains("for column in 1...8") }.map { kind(bench, $0.name) }
    #expect(bounds == ["whole", "whole"])
    // CGFloat by annotation, Double by a decimal literal, CGRect's coordinates, array elements
    // (an [Int] by Swift's inference, but Wobble does not infer through arrays: left as numbers).
    for name in ["spacing", "scale", "host.frame.width"] {
      #expect(kind(bench, name) == "number", "\(name)")
    }
  }

  @Test func aWholeNumberParameterRefusesFractionsAndWritesWholeNumbersBack() throws {
    let (start, path) = try opened()
    var bench = start
    #expect(bench.execute("set rows 2.5").failure?.description == "rows: '2.5' is not a whole number")
    #expect(bench.execute("set dots.instanceCount -5").failure != nil)
    #expect(bench.execute("set rows 6").value?.lines == ["rows = 6"])
    let out = (path as NSString).deletingLastPathComponent + "/Out.swift"
    #expect(bench.execute("export swift \(out)").value != nil)
    let written = try String(contentsOfFile: out, encoding: .utf8)
    #expect(written == Self.code.replacingOccurrences(of: "let rows = 3", with: "let rows = 6"))
  }

  @Test func aValueTheCodeFailsWithIsRefusedWithTheCodesPlaceAndChangesNothing() throws {
    var (bench, _) = try opened()
    #expect(bench.execute("set rows 4").value != nil)
    let before = bench.document
    // 0..<-1 stops a Swift program: "Range requires lowerBound <= upperBound".
    let said = bench.execute("set rows -1").failure?.description ?? ""
    #expect(said.hasPrefix("rows -1 refused: the file's code fails with it: Grid.swift:12:"), "\(said)")
    #expect(said.contains("0..<-1"))
    #expect(bench.document == before)
    #expect(bench.values.number(try #require(bench.scene.parameter(named: "rows"))) == 4)
  }
}
