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
}
