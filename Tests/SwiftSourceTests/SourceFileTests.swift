import Foundation
import SwiftSource
import Testing

/// Literals found, named and written back, on code written the way iOS code is.
@Suite struct SourceFileTests {
  static let spinner = """
    import UIKit

    final class Spinner: UIView {
      static let upscale: CGFloat = 5.0  // seed 001
      let ring = CAShapeLayer()

      func start() {
        ring.lineWidth = 4
        ring.strokeEnd = 0.75
        let rotation = CABasicAnimation(keyPath: "transform.rotation")
        rotation.duration = 1.2
        rotation.toValue = 2 * CGFloat.pi
        rotation.repeatCount = .infinity
        ring.add(rotation, forKey: "spin")
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 13.71, y: -29.07))
        path.addCurve(to: CGPoint(x: 27.92, y: -14), controlPoint1: CGPoint(x: 20.64, y: -25.95), controlPoint2: CGPoint(x: 24.57, y: -20.72))
        path.addCurve(to: CGPoint(x: 33, y: 0.5), controlPoint1: CGPoint(x: 30.08, y: -9.68), controlPoint2: CGPoint(x: 33, y: -4.64))
        let circle = UIBezierPath(arcCenter: .zero, radius: 40, startAngle: 0, endAngle: .pi, clockwise: true)
        let scale = CATransform3DMakeScale(1.2, 1.2, 1)
        let stops = [0.0, 0.5, 1.0]
        ring.opacity = 0.5
        ring.opacity = 0.25
        _ = (circle, scale, stops)
      }
    }
    """

  @Test func everyNumberIsNamedFromWhatItFeeds() {
    let file = SourceFile(Self.spinner)
    let names = file.literals.map(\.name)
    #expect(
      names == [
        "upscale", "ring.lineWidth", "ring.strokeEnd", "rotation.duration", "rotation.toValue",
        "path.move.to.x", "path.move.to.y",
        "path.addCurve[1].to.x", "path.addCurve[1].to.y", "path.addCurve[1].controlPoint1.x",
        "path.addCurve[1].controlPoint1.y", "path.addCurve[1].controlPoint2.x", "path.addCurve[1].controlPoint2.y",
        "path.addCurve[2].to.x", "path.addCurve[2].to.y", "path.addCurve[2].controlPoint1.x",
        "path.addCurve[2].controlPoint1.y", "path.addCurve[2].controlPoint2.x", "path.addCurve[2].controlPoint2.y",
        "circle.radius", "circle.startAngle", "scale.scale.x", "scale.scale.y",
        "scale.scale.z", "stops[0]", "stops[1]", "stops[2]", "ring.opacity", "ring.opacity#2",
      ], "\(names)")
  }

  /// Numbers passed without labels take the names Apple's documentation gives the parameters;
  /// the names they had before (function and position) still reach them.
  @Test func positionalArgumentsTakeTheirDocumentedNames() {
    let file = SourceFile(
      """
      fill.timingFunction = CAMediaTimingFunction(controlPoints: 0.6, 0, 0.2, 1)
      dots.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
      card.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
      let tilt = CATransform3DRotate(CATransform3DIdentity, 0.5, 1, 0, 0)
      let grow = CATransform3DMakeScale(2, 2, 1)
      let shrink = CATransform3DMakeScale(0.5, 0.5, 1)
      """)
    #expect(
      file.literals.map(\.name) == [
        "fill.timingFunction.controlPoints.c1x", "fill.timingFunction.controlPoints.c1y",
        "fill.timingFunction.controlPoints.c2x", "fill.timingFunction.controlPoints.c2y",
        "dots.instanceTransform.translation.x", "dots.instanceTransform.translation.y", "dots.instanceTransform.translation.z",
        "card.transform.rotation.x", "card.transform.rotation.y", "card.transform.rotation.z",
        "tilt.rotated.angle", "tilt.rotated.x", "tilt.rotated.y", "tilt.rotated.z",
        "grow.scale[1].x", "grow.scale[1].y", "grow.scale[1].z",
        "shrink.scale[2].x", "shrink.scale[2].y", "shrink.scale[2].z",
      ])
    #expect(file.literals[1].formerName == "fill.timingFunction.1")
    #expect(file.literals[4].formerName == "dots.instanceTransform.CATransform3DMakeTranslation.0")
    #expect(file.literal("fill.timingFunction.3")?.name == "fill.timingFunction.controlPoints.c2y")
    #expect(file.literal("shrink.CATransform3DMakeScale[2].0")?.name == "shrink.scale[2].x")
  }

  @Test func dictionaryValuesAreNamedByTheirKeys() {
    let file = SourceFile(
      """
      var sizes = ["small": 20.0, "large": 60.0]
      sizes["medium"] = 40
      let byIndex = [1: 0.5, 2: 0.25]
      let odd = ["two words": 3]
      """)
    #expect(
      file.literals.map(\.name) == ["sizes.small", "sizes.large", "sizes.medium", "byIndex.1", "byIndex.2", "odd[0]"])
  }

  @Test func positionsValuesAndTextAreTheSources() throws {
    let file = SourceFile(Self.spinner)
    let duration = try #require(file.literal("rotation.duration"))
    // Line 11 is "    rotation.duration = 1.2": 4 spaces and 20 characters before the number.
    #expect(duration.line == 11 && duration.column == 4 + 20 + 1 && duration.position == "@11:25")
    #expect(duration.value == 1.2 && duration.text == "1.2" && !duration.isInteger)
    let y = try #require(file.literal("path.move.to.y"))
    #expect(y.value == -29.07 && y.text == "-29.07")
    #expect(file.literal("@8:22")?.name == "ring.lineWidth")  // "    ring.lineWidth = 4"
    let lineWidth = try #require(file.literal("ring.lineWidth"))
    #expect(lineWidth.isInteger && lineWidth.value == 4)
    // The byte range is the literal's text.
    let bytes = Array(Self.spinner.utf8)[y.bytes]
    #expect(String(decoding: bytes, as: UTF8.self) == "-29.07")
  }

  /// Only the changed literals change: every other byte is the original's.
  @Test func writingBackChangesOnlyTheTunedNumbers() {
    let file = SourceFile(Self.spinner)
    let out = file.rewritten(["rotation.duration": 0.8, "ring.lineWidth": 6, "upscale": 5, "path.move.to.y": -30])
    let expected = Self.spinner
      .replacingOccurrences(of: "rotation.duration = 1.2", with: "rotation.duration = 0.8")
      .replacingOccurrences(of: "ring.lineWidth = 4", with: "ring.lineWidth = 6")
      .replacingOccurrences(of: "y: -29.07", with: "y: -30.0")
    #expect(out == expected)
  }

  @Test func aLiteralKeepsItsStyle() {
    let file = SourceFile("let a = 4\nlet b = 4.0\nlet c = 1_000\nlet d = x*2\n")
    let out = file.rewritten(["a": 5, "b": 5, "c": 2.5, "d.x": 0])
    #expect(out.hasPrefix("let a = 5\nlet b = 5.0\nlet c = 2.5\n"))
    // A negative number right after an operator is parenthesised, so the code still parses.
    let neg = SourceFile("let d = x*2\n").rewritten(["d": -3])
    #expect(neg == "let d = x*(-3)\n")
    #expect(SourceFile(neg).literals.first?.value == -3)
  }

  @Test func numbersInEveryBaseAndWithUnderscoresAreRead() {
    let values = SourceFile("let a = 0x10\nlet b = 0b101\nlet c = 0o17\nlet d = 1_000.5\nlet e = 1e-3\n").literals.map(\.value)
    #expect(values == [16, 5, 15, 1000.5, 0.001])
  }
}

/// The repository's examples: every literal can be changed alone.
@Suite struct ExampleLiteralTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("examples")

  static var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
  }

  /// For each literal: the file written back with that one changed differs from the original
  /// only inside that literal's bytes, and reads back with the new value under the same name.
  @Test(arguments: files)
  func everyLiteralChangesAloneAndReadsBack(file: String) throws {
    let text = try String(contentsOf: Self.examples.appendingPathComponent(file), encoding: .utf8)
    let source = SourceFile(text)
    #expect(source.literals.count >= 10, "\(file) has \(source.literals.count) literals")
    for literal in source.literals {
      let new = literal.value + (literal.isInteger ? 3 : 0.125)
      let out = source.rewritten([literal.name: new])
      let before = Array(text.utf8), after = Array(out.utf8)
      #expect(Array(after[..<literal.bytes.lowerBound]) == Array(before[..<literal.bytes.lowerBound]), "\(literal.name)")
      let tail = before.count - literal.bytes.upperBound
      #expect(Array(after.suffix(tail)) == Array(before.suffix(tail)), "\(literal.name)")
      let reread = SourceFile(out)
      #expect(reread.literal(literal.name)?.value == new, "\(literal.name) in \(file)")
      #expect(reread.literals.map(\.name) == source.literals.map(\.name))
    }
  }

  /// A number that multiplies or divides something else is a ratio: `.pi / 4` feeds an angle
  /// but 4 is no angle, and `bounds.width * 0.5` no length.
  @Test func aNumberThatScalesSomethingElseIsMarkedAFactor() {
    let file = SourceFile(
      """
      cell.emissionRange = .pi / 4
      cell.lifetime = 7
      cell.velocity = -120
      dot.position.x = bounds.width * 0.5 + 10
      """)
    #expect(file.literals.map(\.isFactor) == [true, false, false, true, false])
  }

  /// A comment inside an assignment's target (with raw escape bytes in it) does not reach the
  /// name, which `tune` and `save` write out.
  @Test func aCommentInsideATargetStaysOutOfTheName() {
    let file = SourceFile("v.layer /*\u{1B}[31mRED\u{1B}[0m*/ .opacity = 0.5\nlet /* \u{7} */ size = 3\n")
    #expect(file.literals.map(\.name) == ["v.layer.opacity", "size"])
  }

  /// Each element of a long list is named by its own place and each term of a long sum by
  /// its target, as in a short one (the names are found in one pass over each list: naming
  /// them one by one searched the list each time; `wobble-bench open` times it).
  @Test func theNumbersOfLongListsAreNamedByTheirPlaces() {
    let count = 3_000
    let file = SourceFile(
      "let a: [CGFloat] = [" + (0..<count).map { "\($0)" }.joined(separator: ", ") + "]\n"
        + "total += 1" + String(repeating: " + 2 * 3", count: count) + "\n"
        + "let d = [" + (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + "]\n"
        + "f(" + (0..<count).map { "\($0)" }.joined(separator: ", ") + ")\n")
    let names = file.literals.map(\.name)
    #expect(names.count == 4 * count + 1 + count)
    #expect(Array(names[0..<count]) == (0..<count).map { "a[\($0)]" })
    // `total += 1 + 2 * 3 + …`: the target names every term; the 2s and 3s scale each other.
    let sum = file.literals[count..<(3 * count + 1)]
    #expect(sum.allSatisfy { $0.name.hasPrefix("total") })
    #expect(sum.map(\.isFactor) == [false] + Array(repeating: true, count: 2 * count))
    #expect(Array(names[(3 * count + 1)..<(4 * count + 1)]) == (0..<count).map { "d.k\($0)" })
    #expect(Array(names[(4 * count + 1)...]) == (0..<count).map { "f.\($0)" })
  }
}
