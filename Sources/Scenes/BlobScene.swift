#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Animation
import Geometry

/// The Headspace "imperfect dot" (seeds 000, 001, 002): a PaintCode path of 11 cubics, filled,
/// driven by a display-link block with `k = t·rate`:
/// rotation `acos(cos k)` on the blob; scale `(upscale + |sin k|·ax, upscale + |cos k|·ay)` and
/// skew `c = cos(k + phase)·s` either on the view's `sublayerTransform` as skew then scale
/// (seed 001, the play icon deforming with the blob) or on the view's own `transform` as scale
/// then skew (seed 002).
public enum BlobScene {
  // MARK: The path (seed 000/001 `createBlobShape()`, PaintCode output, in points)

  /// `blob.path.start`, `blob.path.N.to/control1/control2` for the 11 `addCurve` calls.
  public static let path = PathParameters(
    prefix: "blob.path", start: Point(13.71, -29.07),
    seedCurves: [
      (Point(27.92, -14), Point(20.64, -25.95), Point(24.57, -20.72)),
      (Point(33, 0.5), Point(30.08, -9.68), Point(33, -4.64)),
      (Point(20.82, 26), Point(33, 10.93), Point(27.47, 17.84)),
      (Point(0, 33), Point(16.02, 31.88), Point(7.63, 33)),
      (Point(-16.72, 28.33), Point(-6.21, 33), Point(-11.89, 31.29)),
      (Point(-23.86, 22), Point(-19.59, 26.57), Point(-22.22, 24.28)),
      (Point(-28, 17), Point(-25.19, 20.16), Point(-26.74, 19.46)),
      (Point(-33, 0.5), Point(-30.24, 12.61), Point(-33, 5.74)),
      (Point(-23.86, -23), Point(-33, -9.63), Point(-31.23, -17.04)),
      (Point(-4.57, -33), Point(-18.17, -27.6), Point(-12.51, -33)),
      (Point(13.71, -29.07), Point(0.32, -33), Point(9.53, -30.95)),
    ], noun: "blob")
  public static var start: ParameterSpec { path.start }
  /// The seed's curves (the path may have more or fewer: `path.curves(values)`).
  public static var curves: ArraySlice<(to: ParameterSpec, control1: ParameterSpec, control2: ParameterSpec)> { path.seedCurves }

  // MARK: Appearance

  public static let fill = ParameterSpec.color(
    "blob.fill", .orange, "the blob's fill colour (UIColor.orange)", becomes: "blob.fillColor")

  // MARK: The display-link block (seed 001; seed 002 uses rate 0.1 and target view)

  public static let rate = ParameterSpec.number(
    "blob.rate", 0.3, range: 0...100, unit: "rad/s",
    "k = t·rate: how fast the blob turns and breathes (seed 001: 0.3, seed 002: 0.1)",
    becomes: "let skewBaseTime = t * rate")
  public static let upscale = ParameterSpec.number(
    "blob.upscale", 5, range: 0.01...100, "base scale of the dot", becomes: "upscale")
  public static let scaleAmplitudeX = ParameterSpec.number(
    "blob.scale.amplitude.x", 0.1, range: -100...100,
    "x scale breathes by |sin k|·this", becomes: "scaleAdjustment (x)")
  public static let scaleAmplitudeY = ParameterSpec.number(
    "blob.scale.amplitude.y", 0.1, range: -100...100,
    "y scale breathes by |cos k|·this", becomes: "scaleAdjustment (y)")
  public static let skewAmplitude = ParameterSpec.number(
    "blob.skew.amplitude", 0.1, range: -10...10,
    "skew factor c = cos(k + phase)·this", becomes: "CGAffineTransform(a: 1, b: 0, c: …, d: 1, tx: 0, ty: 0)")
  public static let skewPhase = ParameterSpec.number(
    "blob.skew.phase", Double.pi / 2, range: -100...100, unit: "rad",
    "phase added to k in the skew (seed: M_PI_2)", becomes: "cos(skewBaseTime + phase)")
  public static let target = ParameterSpec.choice(
    "blob.transform.target", "sublayer", ["sublayer", "view"],
    "sublayer: skew·scale on the view's sublayerTransform (seed 001); view: scale·skew on the view's transform (seed 002)",
    becomes: "view.layer.sublayerTransform | view.layer.transform")

  // MARK: The play icon (seed 001)

  public static let icon = ParameterSpec.choice(
    "blob.icon", "play", ["play", "none"], "image over the blob, deforming with it (seed 001)")
  public static let iconSize = ParameterSpec.number(
    "blob.icon.size", 400, range: 1...4096, unit: "pt",
    "the icon image's own size; the seed's image is not given, so 400 pt is an assumption",
    becomes: "UIImage.size")
  public static let iconScale = ParameterSpec.number(
    "blob.icon.scale", 0.05, range: 0...10, "the icon view's scale (seed 001: 0.05)",
    becomes: "playImageView.transform = CGAffineTransform(scaleX:y:)")
  public static let iconColor = ParameterSpec.color(
    "blob.icon.color", .white, "the icon's colour", becomes: "playImageView.tintColor")

  public static let parameters: [ParameterSpec] =
    path.all
    + [
      fill, rate, upscale, scaleAmplitudeX, scaleAmplitudeY, skewAmplitude, skewPhase, target,
      icon, iconSize, iconScale, iconColor,
    ]

  public static let scene = Scene(
    name: "blob", summary: "the Headspace imperfect dot (seeds 000, 001, 002)",
    parameters: parameters, path: path, pathIsClosed: true, pathLayer: ("blob", { _ in 66 / 40 }),
    presentation: presentation(_:at:),
    period: { values in
      let rate = values.number(rate)
      return rate > 0 ? 2 * Double.pi / rate : 1
    })

  /// `createBlobShape()` with the current points.
  public static func path(_ v: ParameterValues) -> BezierPath { path.path(v, closed: true) }

  /// The transforms the seed's block sets for total time `t` (seconds).
  public struct BlockOutput: Sendable {
    public var rotation: Transform3D
    public var scale: Transform3D
    public var skew: AffineTransform
  }

  public static func block(_ v: ParameterValues, totalTime t: Double) -> BlockOutput {
    let k = t * v.number(rate)
    let up = v.number(upscale)
    return BlockOutput(
      rotation: Transform3D(rotationAngle: acos(cos(k)), x: 0, y: 0, z: 1),
      scale: Transform3D(
        scaleX: up + abs(sin(k) * v.number(scaleAmplitudeX)),
        y: up + abs(cos(k) * v.number(scaleAmplitudeY)), z: 1),
      skew: AffineTransform(
        a: 1, b: 0, c: cos(k + v.number(skewPhase)) * v.number(skewAmplitude), d: 1, tx: 0, ty: 0))
  }

  /// The model tree after the display link has fired as often as fits in `time` seconds
  /// (`totalTime` accumulated tick by tick). At time 0 the block runs once with total time 0,
  /// a state the seed never shows (its first callback already has one tick).
  public static func presentation(_ v: ParameterValues, at time: Double) -> Layer {
    let link = DisplayLink(framesPerSecond: v.number(ViewSettings.framesPerSecond))
    let out = block(v, totalTime: link.totalTime(afterTicks: link.ticks(at: time)))
    let w = v.number(ViewSettings.width), h = v.number(ViewSettings.height)

    var view = Layer(name: "view", frame: Rect(x: 0, y: 0, width: w, height: h))
    view.backgroundColor = v.color(ViewSettings.background).withAlpha(v.number(ViewSettings.backgroundAlpha))

    // blob.frame = blobShape.bounds; blob.anchorPoint = (0, 0); blob.position = view.center
    let shape = path(v)
    let box = shape.bounds
    var blob = Layer(name: "blob", frame: box)
    blob.anchorPoint = .zero
    blob.position = Point(w / 2, h / 2)
    blob.content = .shape(path: shape, fillColor: v.color(fill), fillRule: .nonZero)
    blob.transform = out.rotation
    view.sublayers.append(blob)

    if v.choice(icon) == "play" {
      // playImageView.transform = scale; playImageView.center = blob.position
      let side = v.number(iconSize), s = v.number(iconScale)
      var image = Layer(name: "icon", bounds: Rect(x: 0, y: 0, width: side, height: side), position: Point(w / 2, h / 2))
      image.transform = Transform3D(scaleX: s, y: s)
      image.content = .icon(.play, color: v.color(iconColor))
      view.sublayers.append(image)
    }

    let skew = Transform3D(out.skew)
    switch v.choice(target) {
    case "view":
      view.transform = out.scale.concatenating(skew)
    default:
      view.sublayerTransform = skew.concatenating(out.scale)
    }
    return view
  }
}
