import Animation
import Geometry

/// The typing-dots message balloon (seed 003): a PaintCode speech balloon stroked 5 wide with
/// round joins, rescaled to the view; three dots from a `CAReplicatorLayer` (instance
/// translation 1.6·dotSize, instanceDelay 0.1, dotSize = height/10) looping an "up" group
/// (0.5 s: y −dotSize, opacity 1→0, scale 1→1.3) and a "down" group (0.7 s: y +5→0 over 0.2 s,
/// opacity 0→1 over 0.5 s, scale 0.5→1 over 0.3 s) of `CASpringAnimation`s, each group added
/// by `animationDidStop` when the other stops, removedOnCompletion false, fill forwards.
public enum BalloonScene {
  // MARK: The balloon path (seed 003, PaintCode, before rescaling)

  /// `balloon.path.start`, `balloon.path.N.to/control1/control2` for the 7 `addCurve` calls.
  public static let path = PathParameters(
    prefix: "balloon.path", start: Point(127.63, 28.23),
    seedCurves: [
      (Point(127.63, 72.77), Point(140.12, 40.53), Point(140.12, 60.47)),
      (Point(87.79, 77.06), Point(116.81, 83.42), Point(100.17, 84.85)),
      (Point(74, 81), Point(86.02, 77.56), Point(74, 81)),
      (Point(78.78, 68.57), Point(74, 81), Point(77.82, 71.07)),
      (Point(73.17, 47.25), Point(74.27, 62.24), Point(72.4, 54.63)),
      (Point(82.37, 28.23), Point(73.9, 40.3), Point(76.97, 33.55)),
      (Point(127.63, 28.23), Point(94.87, 15.92), Point(115.13, 15.92)),
    ], noun: "balloon")
  public static var start: ParameterSpec { path.start }
  /// The seed's curves (the path may have more or fewer: `path.curves(values)`).
  public static var curves: ArraySlice<(to: ParameterSpec, control1: ParameterSpec, control2: ParameterSpec)> { path.seedCurves }

  // MARK: Balloon appearance

  public static let lineWidth = ParameterSpec.number(
    "balloon.line.width", 5, range: 0...100, unit: "pt", "the balloon's stroke width", becomes: "shapeLayer.lineWidth")
  public static let lineColor = ParameterSpec.color(
    "balloon.line.color", .black, "the balloon's stroke colour (UIColor.blackColor())", becomes: "shapeLayer.strokeColor")
  public static let lineJoin = ParameterSpec.choice(
    "balloon.line.join", "round", LineJoin.allCases.map(\.rawValue), "how the stroke turns corners (seed: kCALineJoinRound)",
    becomes: "shapeLayer.lineJoin")
  public static let fill = ParameterSpec.color(
    "balloon.fill", .clear, "the balloon's fill (seed: UIColor.clearColor())", becomes: "shapeLayer.fillColor")

  // MARK: The dots

  public static let dotColor = ParameterSpec.color(
    "balloon.dots.color", .black, "the dots' colour", becomes: "caLayer.backgroundColor")
  public static let dotCount = ParameterSpec.integer(
    "balloon.dots.count", 3, range: 0...20, "how many dots the replicator makes")
  public static let dotSizeFraction = ParameterSpec.number(
    "balloon.dots.size", 0.1, range: 0...1, "dot diameter as a fraction of the view's height (seed: height/10)",
    becomes: "dotSize() = frame.size.height / 10")
  public static let spacing = ParameterSpec.number(
    "balloon.dots.spacing", 1.6, range: -10...10, "distance between dots, in dot sizes",
    becomes: "instanceTransform = CATransform3DMakeTranslation(dotSize() * 1.6, 0, 0)")
  public static let offsetY = ParameterSpec.number(
    "balloon.dots.offset.y", 0.2, range: -10...10, "the dots' centre below the view's centre, in dot sizes",
    becomes: "caLayer.position.y = center.y + dotSize() * 0.2")
  public static let delay = ParameterSpec.number(
    "balloon.dots.delay", 0.1, range: 0...10, unit: "s", "each dot's lag behind the previous one",
    becomes: "replicator.instanceDelay")

  // MARK: The up and down groups

  public static let timing = ParameterSpec.timing(
    "balloon.timing", .spring(Spring()),
    "every animation's timing: CASpringAnimation's defaults in the seed; a timing function makes them CABasicAnimations",
    becomes: "CASpringAnimation(keyPath:) / CABasicAnimation.timingFunction")
  public static let upDuration = ParameterSpec.number(
    "balloon.up.duration", 0.5, range: 0.01...60, unit: "s", "the up group's duration (and its animations')")
  public static let upRise = ParameterSpec.number(
    "balloon.up.rise", 1, range: -10...10, "how far the dots rise, in dot sizes (seed: position.y − dotSize())")
  public static let upOpacity = ParameterSpec.number(
    "balloon.up.opacity", 0, range: 0...1, "opacity the dots fade to (from 1)")
  public static let upScale = ParameterSpec.number(
    "balloon.up.scale", 1.3, range: 0...10, "scale the dots grow to (from 1)")
  public static let downDuration = ParameterSpec.number(
    "balloon.down.duration", 0.7, range: 0.01...60, unit: "s", "the down group's duration")
  public static let downDrop = ParameterSpec.number(
    "balloon.down.drop", 5, range: -1000...1000, unit: "pt",
    "how far below rest the dots start coming back (seed: position.y + 5)")
  public static let downMoveDuration = ParameterSpec.number(
    "balloon.down.move.duration", 0.2, range: 0.01...60, unit: "s", "duration of the move back")
  public static let downFadeDuration = ParameterSpec.number(
    "balloon.down.fade.duration", 0.5, range: 0.01...60, unit: "s", "duration of the fade in")
  public static let downScaleFrom = ParameterSpec.number(
    "balloon.down.scale", 0.5, range: 0...10, "scale the dots come back from (to 1)")
  public static let downScaleDuration = ParameterSpec.number(
    "balloon.down.scale.duration", 0.3, range: 0.01...60, unit: "s", "duration of the scale back")

  public static let parameters: [ParameterSpec] =
    path.all
    + [
      lineWidth, lineColor, lineJoin, fill, dotColor, dotCount, dotSizeFraction, spacing, offsetY, delay,
      timing, upDuration, upRise, upOpacity, upScale, downDuration, downDrop, downMoveDuration,
      downFadeDuration, downScaleFrom, downScaleDuration,
    ]

  public static let scene = Scene(
    name: "balloon", summary: "the typing-dots message balloon (seed 003)", parameters: parameters, path: path,
    pathLayer: ("balloon", { v in v.number(ViewSettings.height) / 80 }),
    presentation: { v, t in presentation(v, at: t) },
    period: { v in v.number(upDuration) + v.number(downDuration) })

  /// The PaintCode path as written in the seed (not closed).
  public static func path(_ v: ParameterValues) -> BezierPath { path.path(v, closed: false) }

  /// `CGPath.rescaleForFrame`: the seed does not show it; this is the common aspect-fit reading
  /// — scale the control-point bounding box (`CGPathGetBoundingBox`) uniformly to fit the frame
  /// and centre it.
  public static func rescaled(_ path: BezierPath, toFit frame: Rect) -> BezierPath {
    let box = path.controlPointBounds
    guard box.width > 0, box.height > 0 else { return path }
    let scale = min(frame.width / box.width, frame.height / box.height)
    let dx = (frame.width - box.width * scale) / 2, dy = (frame.height - box.height * scale) / 2
    let t = AffineTransform(translationX: -box.minX, y: -box.minY)
      .concatenating(AffineTransform(scaleX: scale, y: scale))
      .concatenating(AffineTransform(translationX: frame.minX + dx, y: frame.minY + dy))
    return path.applying(t)
  }

  /// The up and down groups for a dot resting at `restY`, `dotSize` points wide.
  static func groups(_ v: ParameterValues, restY: Double, dotSize: Double) -> (up: Animation, down: Animation) {
    let timing = v.timing(Self.timing)
    func make(_ key: LayerProperty, _ from: Double, _ to: Double, _ duration: Double) -> Animation {
      var a: Animation
      switch timing {
      case .spring(let s, _): a = .spring(key, s, from: .scalar(from), to: .scalar(to), duration: duration)
      case .function(let f):
        a = .basic(key, from: .scalar(from), to: .scalar(to), duration: duration)
        a.timingFunction = f
      }
      a.isRemovedOnCompletion = false
      a.timing.fillMode = .forwards
      return a
    }
    func group(_ animations: [Animation], _ duration: Double) -> Animation {
      var g = Animation.group(animations, duration: duration)
      g.isRemovedOnCompletion = false
      g.timing.fillMode = .forwards
      return g
    }
    let up = v.number(upDuration), down = v.number(downDuration)
    return (
      group(
        [
          make(.positionY, restY, restY - v.number(upRise) * dotSize, up),
          make(.opacity, 1, v.number(upOpacity), up),
          make(.scale, 1, v.number(upScale), up),
        ], up),
      group(
        [
          make(.positionY, restY + v.number(downDrop), restY, v.number(downMoveDuration)),
          make(.opacity, 0, 1, v.number(downFadeDuration)),
          make(.scale, v.number(downScaleFrom), 1, v.number(downScaleDuration)),
        ], down)
    )
  }

  /// The model tree: the balloon shape layer (the view's own layer) and the dots replicator.
  public static func model(_ v: ParameterValues) -> Layer {
    let w = v.number(ViewSettings.width), h = v.number(ViewSettings.height)
    let frame = Rect(x: 0, y: 0, width: w, height: h)
    var view = Layer(name: "balloon", frame: frame)
    var style = ShapeStyle(path: rescaled(path(v), toFit: frame), fillColor: v.color(fill))
    style.strokeColor = v.color(lineColor)
    style.stroke.width = v.number(lineWidth)
    style.stroke.join = LineJoin(rawValue: v.choice(lineJoin)) ?? .round
    view.content = .shape(style)

    let size = h * v.number(dotSizeFraction)
    var dots = Layer(name: "dots", frame: frame)
    var replicator = Replicator()
    replicator.instanceCount = v.integer(dotCount)
    replicator.instanceTransform = Transform3D(translationX: size * v.number(spacing), y: 0)
    replicator.instanceDelay = v.number(delay)
    dots.replicator = replicator
    var dot = Layer(
      name: "dot", bounds: Rect(x: 0, y: 0, width: size, height: size),
      position: Point(w / 2 - size * v.number(spacing), h / 2 + size * v.number(offsetY)))
    dot.cornerRadius = size / 2
    dot.backgroundColor = v.color(dotColor)
    dots.sublayers = [dot]
    view.sublayers.append(dots)
    return view
  }

  /// The chain: up at time 0, then down when up stops, then up when down stops, forever.
  public static func choreography(_ v: ParameterValues, dot: Layer) -> Choreography {
    let (up, down) = groups(v, restY: dot.position.y, dotSize: dot.bounds.width)
    // Added with `forKey: nil`, as the article does: each group stacks over the last, so a
    // lagging replicator instance still shows the previous group until the new one begins
    // for it.
    return Choreography(
      steps: [
        .init([.init(layer: "dot", key: nil, animation: up)]),
        .init([.init(layer: "dot", key: nil, animation: down)]),
      ],
      repeats: true)
  }

  /// The balloon view inside a host view whose background is `view.background` (the seed's
  /// balloon itself is clear).
  public static func presentation(_ v: ParameterValues, at time: Double) -> Layer {
    let balloon = model(v)
    var host = Layer(name: "host", frame: Rect(x: 0, y: 0, width: balloon.bounds.width, height: balloon.bounds.height))
    host.backgroundColor = v.color(ViewSettings.background).withAlpha(v.number(ViewSettings.backgroundAlpha))
    host.sublayers = [balloon]
    guard let dot = balloon.sublayer(named: "dot") else { return host }
    return choreography(v, dot: dot).attach(to: host, at: time).presentation(at: time)
  }
}
