import Animation
import Foundation
import Geometry
import Testing

@testable import SwiftRun

/// `Measurement<UnitAngle>` as Foundation converts it: every unit a fixed multiple of degrees.
@Suite struct MeasurementTests {
  @Test func anAngleConvertsBetweenUnitsAsFoundationDoes() throws {
    // 90° is π/2 rad; a quarter turn is 90°; 100 gradians are 90°; 5400 arc minutes are 90°.
    let tree = try LanguageTests.tree(
      """
      let a = Measurement(value: 90, unit: UnitAngle.degrees).converted(to: .radians)
      let b = Measurement(value: 0.25, unit: UnitAngle.revolutions).converted(to: .degrees)
      let c = Measurement(value: 100, unit: UnitAngle.gradians).converted(to: .degrees)
      let d = Measurement(value: 5400, unit: UnitAngle.arcMinutes).converted(to: .degrees)
      let l = CALayer()
      l.frame = CGRect(x: a.value * 2, y: b.value, width: c.value, height: d.value)
      host.layer.addSublayer(l)
      """)
    let frame = tree.sublayers[0].frame
    #expect(abs(frame.minX - Double.pi) < 1e-12)
    #expect(abs(frame.minY - 90) < 1e-12 && abs(frame.width - 90) < 1e-12 && abs(frame.height - 90) < 1e-12)
  }

  @Test func aUnitThatIsNotAnAngleIsRefusedWithItsPlace() throws {
    #expect(
      throws: RunError(
        description:
          "L.swift:4:32: Measurement(value:unit:): argument 2: got a number, want a UnitAngle (.degrees, .radians, .revolutions, …)"
      )
    ) {
      _ = try LanguageTests.opened("let a = Measurement(value: 90, unit: 3)")
    }
  }
}
