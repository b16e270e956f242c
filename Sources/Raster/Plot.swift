#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Geometry

/// A line plot of y over x: a frame, grid lines at the range ends, the line, and marked points,
/// drawn with the rasterizer (lines are filled quads `lineWidth` pixels wide).
public struct Plot: Sendable {
  public var xRange: ClosedRange<Double>
  public var yRange: ClosedRange<Double>
  public var width: Int
  public var height: Int
  public var lineWidth = 2.0
  /// Space around the plot area, in pixels; the left and bottom ones hold the labels.
  public var margin = 12.0
  public var leftMargin = 30.0
  public var bottomMargin = 20.0

  public init(xRange: ClosedRange<Double>, yRange: ClosedRange<Double>, width: Int, height: Int) {
    self.xRange = xRange
    self.yRange = yRange
    self.width = width
    self.height = height
  }

  /// Device position of (x, y): x to the right, y up.
  public func device(_ x: Double, _ y: Double) -> Point {
    let w = Double(width) - leftMargin - margin, h = Double(height) - margin - bottomMargin
    let xs = xRange.upperBound > xRange.lowerBound ? (x - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound) : 0
    let ys = yRange.upperBound > yRange.lowerBound ? (y - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound) : 0
    return Point(leftMargin + xs * w, margin + (1 - ys) * h)
  }

  /// The plot of `samples` (x, y pairs, in order) with `marks` drawn as dots, and `secondary`
  /// (already in the plot's y units; a non-finite y breaks the line) drawn under it as a
  /// thinner line with its `caption` in the top right corner.
  public func render(
    samples: [(Double, Double)], marks: [(Double, Double)], guides: [Double] = [0, 1],
    secondary: [(Double, Double)] = [], caption: String = "",
    background: Color = Color(white: 0.12), axis: Color = Color(white: 0.4),
    line: Color = .orange, mark: Color = .white, secondaryLine: Color = Color(red: 0.35, green: 0.65, blue: 1)
  ) -> Pixmap {
    // Room on the left for the widest guide label.
    let widest = guides.filter { yRange.contains($0) }.map { BitmapFont.width(of: Self.label($0), scale: 1) }.max() ?? 0
    if Double(widest) + 10 > leftMargin {
      var wider = self
      wider.leftMargin = Double(widest) + 10
      return wider.render(
        samples: samples, marks: marks, guides: guides, secondary: secondary, caption: caption, background: background,
        axis: axis, line: line, mark: mark, secondaryLine: secondaryLine)
    }
    var image = Pixmap(width: width, height: height, color: background)
    /// Text drawn as the bitmap font and kept as text, for text-mode previews.
    func write(_ text: String, at x: Int, _ y: Int, color: Color) {
      BitmapFont.draw(text, at: x, y, scale: 1, color: color, into: &image)
      image.texts.append(
        PlacedText(
          text, x: x, y: y, width: BitmapFont.width(of: text, scale: 1), height: BitmapFont.glyphHeight, color: color,
          background: background))
    }
    var r = Rasterizer()
    var grid: [[Point]] = []
    for g in guides where yRange.contains(g) {
      grid.append(Self.segment(device(xRange.lowerBound, g), device(xRange.upperBound, g), width: 1))
    }
    grid.append(
      Self.segment(device(xRange.lowerBound, yRange.lowerBound), device(xRange.lowerBound, yRange.upperBound), width: 1))
    r.fill(polygons: grid, color: axis, into: &image)
    var under: [[Point]] = []
    for (a, b) in zip(secondary, secondary.dropFirst()) where a.1.isFinite && b.1.isFinite {
      under.append(Self.segment(device(a.0, a.1), device(b.0, b.1), width: lineWidth / 2))
    }
    r.fill(polygons: under, color: secondaryLine, into: &image)
    if !caption.isEmpty {
      write(caption, at: width - Int(margin) - BitmapFont.width(of: caption, scale: 1), Int(margin) + 2, color: secondaryLine)
    }
    var quads: [[Point]] = []
    for (a, b) in zip(samples, samples.dropFirst()) {
      quads.append(Self.segment(device(a.0, a.1), device(b.0, b.1), width: lineWidth))
    }
    r.fill(polygons: quads, color: line, into: &image)
    let dots = marks.map { m -> [Point] in
      let c = device(m.0, m.1)
      return (0..<12).map { i in
        let a = Double(i) / 12 * 2 * Double.pi
        return Point(c.x + 3.5 * cos(a), c.y + 3.5 * sin(a))
      }
    }
    r.fill(polygons: dots, color: mark, into: &image)
    for g in guides where yRange.contains(g) {
      let p = device(xRange.lowerBound, g)
      let text = Self.label(g)
      write(text, at: Int(saturating: p.x) - 6 - BitmapFont.width(of: text, scale: 1), Int(saturating: p.y) - 3, color: axis)
    }
    for x in [xRange.lowerBound, xRange.upperBound] {
      let p = device(x, yRange.lowerBound)
      let text = Self.label(x)
      let left = x == xRange.lowerBound ? Int(saturating: p.x) : Int(saturating: p.x) - BitmapFont.width(of: text, scale: 1)
      write(text, at: left, Int(saturating: p.y) + 6, color: axis)
    }
    return image
  }

  /// A number as an axis label: up to three decimals, no trailing zeros.
  public static func label(_ v: Double) -> String {
    // Past ±9e15 the label is clamped rather than exact: plots never show such values whole.
    let thousandths = Int(saturating: (max(-9e15, min(9e15, v)) * 1000).rounded())
    let sign = thousandths < 0 ? "-" : ""
    let whole = abs(thousandths) / 1000, frac = abs(thousandths) % 1000
    guard frac > 0 else { return sign + "\(whole)" }
    var digits = String(frac)
    while digits.count < 3 { digits = "0" + digits }
    while digits.hasSuffix("0") { digits.removeLast() }
    return sign + "\(whole).\(digits)"
  }

  /// A rectangle `width` wide around the segment a–b (butt ends), as a polygon.
  static func segment(_ a: Point, _ b: Point, width: Double) -> [Point] {
    let d = b - a
    let length = d.length
    guard length > 0 else { return [] }
    let n = Point(-d.y / length, d.x / length) * (width / 2)
    return [a + n, b + n, b - n, a - n]
  }
}
