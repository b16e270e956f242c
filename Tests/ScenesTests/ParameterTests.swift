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

@Suite struct QuantityTests {
  func value(_ text: String, _ unit: String) -> Double? {
    if case .success(let v) = Quantity.parse(text, unit: unit) { return v }
    return nil
  }

  @Test func unitsConvertIntoTheParametersUnit() {
    #expect(value("120ms", "s") == 0.12 && value("0.5s", "s") == 0.5)
    #expect(value("90deg", "rad") == Double.pi / 2 && value("1.5rad", "rad") == 1.5)
    #expect(value("20%", "") == 0.2 && value("12pt", "pt") == 12)
    #expect(value("30deg/s", "rad/s") == Double.pi / 6)
  }

  @Test func piArithmetic() {
    #expect(value("pi/2", "rad") == Double.pi / 2)
    #expect(value("3*pi/4", "rad") == 3 * Double.pi / 4)
    #expect(value("2pi", "rad") == 2 * Double.pi)
    #expect(value("-(1+2)*2", "") == -6)
    #expect(value("1e-3", "") == 0.001)
  }

  @Test func wrongUnitsAndNonNumbersAreRefused() {
    if case .failure(let e) = Quantity.parse("90deg", unit: "s") {
      #expect(e.description == "'90deg': this parameter is in s; units accepted: ms, s")
    } else {
      Issue.record("90deg accepted as seconds")
    }
    // Words after a number that are neither arithmetic nor a unit are named as what is wrong.
    if case .failure(let e) = Quantity.parse("0.5 extra words", unit: "rad/s") {
      #expect(e.description == "unexpected 'extra words' after 0.5")
    } else {
      Issue.record("0.5 extra words accepted")
    }
    #expect(value("3 * pi", "rad") == 3 * Double.pi && value("1 + 1 + 1", "") == 3)
    #expect(value("2 pi", "rad") == 2 * Double.pi && value(" ( 1 + 2 ) * 2 ", "") == 6)
    // Spaces separate tokens and never join digits: two numbers are not one.
    for bad in ["nan", "inf", "1/0", "2**3", "pi pi", "(1", "", "0x10", "1 2.5", "1 000", "1. 5"] {
      #expect(value(bad, "rad") == nil, "\(bad)")
    }
  }
}
