import Geometry
import Testing

/// `Color(displayP3Red:…)`: Display P3 components in sRGB. The expected values were computed
/// apart from Wobble (Python, the two spaces' RGB→XYZ matrices built from their primaries'
/// chromaticities and D65, the sRGB curve on both sides), then clamped to 0…1 as an sRGB
/// picture shows them.
@Suite struct ColorDisplayP3Tests {
  @Test(arguments: [
    // Inside sRGB: converted.
    ((0.5, 0.25, 0.75), (0.537_832, 0.232_132, 0.777_057)),
    // P3's red is outside sRGB (1.093066, −0.226742, −0.150135 there): clipped.
    ((1.0, 0.0, 0.0), (1.0, 0.0, 0.0)),
    // A green outside sRGB in red only (−0.193457): that component clipped.
    ((0.2, 0.6, 0.4), (0.0, 0.610_174, 0.381_435)),
    // White and black are the same in both.
    ((1.0, 1.0, 1.0), (1.0, 1.0, 1.0)),
    ((0.0, 0.0, 0.0), (0.0, 0.0, 0.0)),
  ])
  func displayP3ComponentsBecomeTheirSRGBEquivalents(
    p3: (Double, Double, Double), srgb: (Double, Double, Double)
  ) {
    let c = Color(displayP3Red: p3.0, green: p3.1, blue: p3.2, alpha: 0.5)
    #expect(abs(c.red - srgb.0) < 2e-6 && abs(c.green - srgb.1) < 2e-6 && abs(c.blue - srgb.2) < 2e-6)
    #expect(c.alpha == 0.5)
  }
}
