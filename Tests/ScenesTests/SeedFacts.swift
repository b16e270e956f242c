import Geometry

/// Facts stated by the seed articles (`../shared/seeds`), kept in the repository so that a
/// clone on its own still checks the scenes against them; where the articles are beside the
/// checkout, `SeedFactsTests` checks these against the articles' text.
enum SeedFacts {
  /// Seed 002 (the imperfect dot's follow-up, with the PaintCode shape), the `createShape()` listing: the
  /// PaintCode path's points in order (start, then each curve's end, control 1, control 2).
  static let blobPoints: [Point] = [
    Point(13.71, -29.07), Point(27.92, -14), Point(20.64, -25.95), Point(24.57, -20.72), Point(33, 0.5),
    Point(30.08, -9.68), Point(33, -4.64), Point(20.82, 26), Point(33, 10.93), Point(27.47, 17.84),
    Point(0, 33), Point(16.02, 31.88), Point(7.63, 33), Point(-16.72, 28.33), Point(-6.21, 33),
    Point(-11.89, 31.29), Point(-23.86, 22), Point(-19.59, 26.57), Point(-22.22, 24.28), Point(-28, 17),
    Point(-25.19, 20.16), Point(-26.74, 19.46), Point(-33, 0.5), Point(-30.24, 12.61), Point(-33, 5.74),
    Point(-23.86, -23), Point(-33, -9.63), Point(-31.23, -17.04), Point(-4.57, -33), Point(-18.17, -27.6),
    Point(-12.51, -33), Point(13.71, -29.07), Point(0.32, -33), Point(9.53, -30.95),
  ]

  /// Seed 003 ("CoreAnimation is pure love", the typing-dots balloon), the listing from `bezierPath.moveToPoint` to
  /// `//Balloon configuration`: the PaintCode balloon's points in order.
  static let balloonPoints: [Point] = [
    Point(127.63, 28.23), Point(127.63, 72.77), Point(140.12, 40.53), Point(140.12, 60.47),
    Point(87.79, 77.06), Point(116.81, 83.42), Point(100.17, 84.85), Point(74, 81), Point(86.02, 77.56),
    Point(74, 81), Point(78.78, 68.57), Point(74, 81), Point(77.82, 71.07), Point(73.17, 47.25),
    Point(74.27, 62.24), Point(72.4, 54.63), Point(82.37, 28.23), Point(73.9, 40.3), Point(76.97, 33.55),
    Point(127.63, 28.23), Point(94.87, 15.92), Point(115.13, 15.92),
  ]

  /// Seed 001 ("The beauty of imperfection"), the display-link block: phrases that state the
  /// numbers the blob's defaults take.
  static let blobPhrases = ["let skewBaseTime = $0 * 0.3", "let upscale = 5.0", "let scaleAdjustment = 0.1"]

  /// Seed 003's configuration and animation listings.
  static let balloonPhrases = [
    "lineWidth:CGFloat = 5", "instanceCount = 3", "instanceDelay = 0.1", "height / 10",
    "dotSize() * 1.6", "dotSize() * 0.2", "toValue: 1.3, duration: 0.5", "fromValue: 0.5, toValue: 1.0, duration: 0.3",
    "position.y + 5", "duration:0.2", "animationGroup(0.7",
  ]

  /// Seed 004 ("The Illusion of iOS animations", the progress ring), its Objective-C listings.
  static let ringPhrases = [
    "CGFloat duration = 1.0;", "CGFloat numberOfRoations = 1.0;", "endAnimation.fromValue = @0.5;",
    "endAnimation.toValue = @1;", "startAngle: 0 endAngle: DEGREES_TO_RADIANS(180) clockwise: true",
    "rotationAnimation.cumulative = YES;", "kCAMediaTimingFunctionEaseIn",
  ]
}
