import Testing

@testable import SwiftRun

/// `CAGradientLayer` as drawn.
@Suite struct CAGradientLayerTests {
  /// The gradient fills the layer as its background does: `cornerRadius` rounds it without
  /// `masksToBounds` (a 40-point square with radius 20 is a disc: its corner pixel stays the
  /// host's white, its centre takes the gradient's single red).
  @Test func cornerRadiusRoundsTheGradient() throws {
    let pixel = try RenderedPixels.hosted(
      """
      let g = CAGradientLayer()
      g.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
      g.colors = [UIColor.red.cgColor, UIColor.red.cgColor]
      g.cornerRadius = 20
      host.layer.addSublayer(g)
      """, path: "/x/G.swift", at: 0)
    #expect(pixel(1, 1) == [255, 255, 255] && pixel(20, 20) == [255, 0, 0] && pixel(20, 1) == [255, 0, 0])
  }

  /// Locations past the last colour are ignored, as Core Animation ignores them: red at 0 to
  /// blue at 0.5 of a 40-point-tall layer leaves its bottom quarter pure blue (spread evenly,
  /// it would still be mixing there).
  @Test func locationsPastTheLastColourAreIgnored() throws {
    let pixel = try RenderedPixels.hosted(
      """
      let g = CAGradientLayer()
      g.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
      g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
      g.locations = [0, 0.5, 1]
      host.layer.addSublayer(g)
      """, path: "/x/G.swift", at: 0)
    #expect(pixel(20, 34) == [0, 0, 255])
    #expect(pixel(20, 10)[0] > 100 && pixel(20, 10)[2] > 100)
  }

  /// Locations that go down (`[0, 0.4, 0.5, 0.4, 0]`, a shine mask in the wild): Apple requires
  /// them to increase; Wobble says so and runs through the stops up to the highest, the last
  /// colour beyond it (here clear past 0.5, where blue would show if the stops were sorted).
  @Test func decreasingLocationsAreSaidAndTheLastColourShowsPastTheHighest() throws {
    let body = """
      let g = CAGradientLayer()
      g.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
      g.colors = [UIColor.red.cgColor, UIColor.red.cgColor, UIColor.blue.cgColor, UIColor.blue.cgColor, UIColor.green.cgColor]
      g.locations = [0, 0.4, 0.5, 0.4, 0]
      host.layer.addSublayer(g)
      """
    let file = try LanguageTests.opened(body)
    #expect(
      file.warnings.contains { $0.contains("locations [0, 0.4, 0.5, 0.4, 0] go down, where Apple requires them to increase") })
    let pixel = try RenderedPixels.hosted(body, path: "/x/G.swift", at: 0)
    #expect(pixel(20, 4) == [255, 0, 0])
    #expect(pixel(20, 30) == [0, 255, 0])
  }

  /// Fewer locations than colours: what Core Animation draws is not documented; Wobble spreads
  /// the colours evenly and says so, naming the layer.
  @Test func fewerLocationsThanColoursAreSaid() throws {
    let file = try LanguageTests.opened(
      """
      let g = CAGradientLayer()
      g.frame = host.bounds
      g.colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
      g.locations = [0.2, 0.4]
      host.layer.addSublayer(g)
      """)
    #expect(
      file.warnings.contains {
        $0.contains("has 2 locations for 3 colours: what Core Animation draws then is not documented")
      })
    let even = try LanguageTests.opened(
      """
      let g = CAGradientLayer()
      g.frame = host.bounds
      g.colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
      g.locations = [0.2, 0.4, 0.9]
      host.layer.addSublayer(g)
      """)
    #expect(!even.warnings.contains { $0.contains("locations for") })
  }
  /// A new gradient layer's `colors` is nil (Apple, `CAGradientLayer.colors`), so an
  /// animation given `fromValue = layer.colors` before any were set runs from the layer's own
  /// colours set afterwards — here red to red, red all along — not from an empty list (held out
  /// 62's gradient showed nothing for half its run).
  @Test func aNewLayersColoursAreNilAndAnAnimationFromThemStartsFromTheLayers() throws {
    let pixel = try RenderedPixels.hosted(
      """
      let g = CAGradientLayer()
      g.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
      let unset = g.colors == nil
      let fade = CABasicAnimation(keyPath: "colors")
      fade.fromValue = g.colors
      fade.toValue = [UIColor.red.cgColor, UIColor.red.cgColor]
      fade.duration = 2
      g.colors = [UIColor.red.cgColor, UIColor.red.cgColor]
      g.add(fade, forKey: nil)
      g.opacity = unset ? 1 : 0
      host.layer.addSublayer(g)
      """, path: "/x/G.swift", at: 0.5)
    #expect(pixel(20, 20) == [255, 0, 0])
  }
}
