import Geometry
import Scenes
import Testing

@Suite struct ParameterTests {
  @Test func everyDefaultIsInItsRangeAndRoundTrips() throws {
    for scene in Scene.all {
      for spec in scene.parameters {
        let text = spec.format(spec.defaultValue)
        #expect(try spec.parse(text) == spec.defaultValue, "\(spec.name): \(text)")
      }
    }
  }

  @Test func namesAreUniqueAndDotted() {
    for scene in Scene.all {
      let names = scene.parameters.map(\.name)
      #expect(Set(names).count == names.count)
      #expect(names.allSatisfy { $0.contains(".") && !$0.contains(" ") })
    }
  }

  @Test func nonFiniteAndMalformedNumbersAreRefused() throws {
    for bad in ["nan", "inf", "-inf", "0x1p3", "1e999", "", "1,2", "one"] {
      #expect(throws: ValueError.self) { try BlobScene.rate.parse(bad) }
    }
    #expect(throws: ValueError.self) { try BlobScene.rate.parse("101") }
    #expect(try BlobScene.rate.parse(" 0.25 ") == .number(0.25))
  }

  @Test func pointsColoursAndChoicesParse() throws {
    #expect(try BlobScene.start.parse("(1.5, -2)") == .point(Point(1.5, -2)))
    #expect(try BlobScene.start.parse("1.5,-2") == .point(Point(1.5, -2)))
    #expect(throws: ValueError.self) { try BlobScene.start.parse("(1, nan)") }
    #expect(throws: ValueError.self) { try BlobScene.start.parse("(1, 2, 3)") }
    #expect(try BlobScene.fill.parse("#ff8000") == .color(Color(red: 1, green: 128.0 / 255, blue: 0)))
    #expect(try BlobScene.fill.parse("orange") == .color(.orange))
    #expect(try BlobScene.fill.parse("1,0.5,0,0.5") == .color(Color(red: 1, green: 0.5, blue: 0, alpha: 0.5)))
    #expect(throws: ValueError.self) { try BlobScene.fill.parse("#12345") }
    #expect(try BlobScene.target.parse("VIEW") == .choice("view"))
    #expect(throws: ValueError.self) { try BlobScene.target.parse("layer") }
  }

  @Test func unsetValuesReadAsDefaultsAndResettingForgetsTheOverride() {
    var v = ParameterValues()
    v[BlobScene.rate] = .number(1)
    #expect(v.changedNames == ["blob.rate"])
    v[BlobScene.rate] = BlobScene.rate.defaultValue
    #expect(v.changedNames.isEmpty)
  }
}
