import Animation
import Geometry

/// The progress ring (seed 004): a half-stroke arc on a shape layer that turns once a second
/// (`transform.rotation`, by 2π·turns·duration, cumulative, repeating forever) around a busy
/// image. `stop at <t>` swaps in the full circle and runs `strokeEnd` 0.5 → 1 over the fill
/// duration; when that ends (the `CATransaction` completion) the rotation is removed and the
/// centre image changes to the done image through a fade `CATransition` (ease-in). A second
/// stop while finishing is ignored (the article's lock).
///
/// The article leaves several numbers out (padding, line width, colours, image size, the fade's
/// duration); those defaults are Wobble's and say so in their help.
public enum RingScene {
  public static let padding = ParameterSpec.number(
    "ring.padding", 40, range: 0...2000, unit: "pt", "inset of the circle from the view's edges (not given in the seed)",
    becomes: "self.padding")
  public static let lineWidth = ParameterSpec.number(
    "ring.line.width", 12, range: 0...500, unit: "pt", "the ring's stroke width (not given in the seed)",
    becomes: "circleShapeLayer.lineWidth")
  public static let lineColor = ParameterSpec.color(
    "ring.line.color", Color(red: 0.2, green: 0.6, blue: 1), "the ring's colour (not given in the seed)",
    becomes: "circleShapeLayer.strokeColor")
  public static let lineCap = ParameterSpec.choice(
    "ring.line.cap", "butt", LineCap.allCases.map(\.rawValue), "ends of the arc (CAShapeLayer's default, butt)",
    becomes: "circleShapeLayer.lineCap")
  public static let fill = ParameterSpec.color(
    "ring.fill", .clear, "inside the arc; CAShapeLayer's default would be black, the article's ring is empty",
    becomes: "circleShapeLayer.fillColor")
  public static let startAngle = ParameterSpec.number(
    "ring.start.angle", 0, range: -100...100, unit: "rad", "where the arc starts (the article's startingPoint extra)",
    becomes: "bezierPathWithArcCenter(startAngle:)")
  public static let startStroke = ParameterSpec.number(
    "ring.start.stroke", 0.5, range: 0.001...1,
    "fraction of the circle the busy arc covers (the article's startStrokePercentage)",
    becomes: "endAngle = startAngle + 2π·this; strokeEnd fromValue")
  public static let direction = ParameterSpec.choice(
    "ring.rotation.direction", "clockwise", ["clockwise", "counterclockwise"],
    "which way the ring turns (the article's rotationDirection)",
    becomes: "rotationAnimation.toValue sign")
  public static let rotationDuration = ParameterSpec.number(
    "ring.rotation.duration", 1, range: 0.01...60, unit: "s", "one rotation animation's duration (seed: 1.0)",
    becomes: "rotationAnimation.duration")
  public static let turns = ParameterSpec.number(
    "ring.rotation.turns", 1, range: 0...100, "numberOfRotations (seed: 1.0); toValue = 2π·turns·duration",
    becomes: "rotationAnimation.toValue")
  public static let fillDuration = ParameterSpec.number(
    "ring.fill.duration", 1, range: 0.01...60, unit: "s", "strokeEnd 0.5 → 1 after stop (the article: \"lets say 1.0 second\")",
    becomes: "kFillCircleAnimationDuration")
  public static let fadeDuration = ParameterSpec.number(
    "ring.fade.duration", 0.3, range: 0.01...60, unit: "s",
    "the centre image's fade (kCheckmarkFadeInAnimationDuration, not given)",
    becomes: "transition.duration")
  public static let fadeTiming = ParameterSpec.timing(
    "ring.fade.timing", .function(.easeIn), "the fade's timing function (seed: ease-in)", becomes: "transition.timingFunction")
  public static let busyImage = ParameterSpec.choice(
    "ring.image.busy", "busy", Icon.allCases.map(\.rawValue), "the centre image while turning", becomes: "busyStateImage")
  public static let doneImage = ParameterSpec.choice(
    "ring.image.done", "checkmark", Icon.allCases.map(\.rawValue), "the centre image when done", becomes: "completeStateImage")
  public static let imageSize = ParameterSpec.number(
    "ring.image.size", 0.4, range: 0...2, "centre image size as a fraction of the circle's diameter (not given)",
    becomes: "centerImageView.frame")
  public static let imageColor = ParameterSpec.color(
    "ring.image.color", Color(white: 0.2), "the centre images' colour", becomes: "centerImageView.tintColor")
  public static let shadowColor = ParameterSpec.color(
    "ring.shadow.color", .black, "the ring's outline shadow (the article exposes shadowColor)", becomes: "shadowColor")
  public static let shadowOpacity = ParameterSpec.number(
    "ring.shadow.opacity", 0.35, range: 0...1, "shadow opacity (not given)", becomes: "shadowOpacity")
  public static let shadowRadius = ParameterSpec.number(
    "ring.shadow.radius", 4, range: 0...200, unit: "pt", "shadow blur radius (not given)", becomes: "shadowRadius")
  public static let shadowOffset = ParameterSpec.point(
    "ring.shadow.offset", Point(0, 2), range: -500...500, "shadow offset (not given)", becomes: "shadowOffset")
  public static let stop = ParameterSpec.number(
    "ring.stop", -1, range: -1...36000, unit: "s", "when stopAnimation is called; -1: never (set by `stop at <t>`)")

  public static let parameters: [ParameterSpec] = [
    padding, lineWidth, lineColor, lineCap, fill, startAngle, startStroke, direction, rotationDuration, turns,
    fillDuration, fadeDuration, fadeTiming, busyImage, doneImage, imageSize, imageColor,
    shadowColor, shadowOpacity, shadowRadius, shadowOffset, stop,
  ]

  public static let scene = Scene(
    name: "ring", summary: "the progress ring with its stop animation (seed 004)", parameters: parameters,
    presentation: { v, t in presentation(v, at: t) },
    period: { v in
      let s = v.number(stop)
      let spin = v.number(rotationDuration)
      return s >= 0 ? s + v.number(fillDuration) + v.number(fadeDuration) + spin : spin
    })

  /// When the stop's fill ends and the fade begins (the transaction's completion), if stopped.
  public static func finishTimes(_ v: ParameterValues) -> (stop: Double, filled: Double, faded: Double)? {
    let s = v.number(stop)
    guard s >= 0 else { return nil }
    let filled = s + v.number(fillDuration)
    return (s, filled, filled + v.number(fadeDuration))
  }

  public static func presentation(_ v: ParameterValues, at t: Double) -> Layer {
    let w = v.number(ViewSettings.width), h = v.number(ViewSettings.height)
    let frame = Rect(x: 0, y: 0, width: w, height: h)
    var host = Layer(name: "host", frame: frame)
    host.backgroundColor = v.color(ViewSettings.background).withAlpha(v.number(ViewSettings.backgroundAlpha))

    let finish = finishTimes(v)
    let stopped = finish.map { t >= $0.stop } ?? false
    let center = Point(w / 2, h / 2)
    let radius = max(0, (h - 2 * v.number(padding)) / 2)
    let start = v.number(startAngle)
    let clockwise = v.choice(direction) == "clockwise"
    let busyFraction = v.number(startStroke)
    // Before the stop: the busy arc; after: the full circle (strokeEnd animated from the busy
    // fraction).
    let sweep = 2 * Double.pi * (stopped ? 1 : busyFraction)
    let arc = BezierPath(
      arcCenter: center, radius: radius, startAngle: start,
      endAngle: clockwise ? start + sweep : start - sweep, clockwise: clockwise)
    var circle = Layer(name: "circle", frame: frame)
    var style = ShapeStyle(path: arc, fillColor: v.color(fill))
    style.strokeColor = v.color(lineColor)
    style.stroke.width = v.number(lineWidth)
    style.stroke.cap = LineCap(rawValue: v.choice(lineCap)) ?? .butt
    circle.content = .shape(style)
    circle.shadow.color = v.color(shadowColor)
    circle.shadow.opacity = v.number(shadowOpacity)
    circle.shadow.radius = v.number(shadowRadius)
    circle.shadow.offset = v.point(shadowOffset)

    let turn = 2 * Double.pi * v.number(turns) * v.number(rotationDuration) * (clockwise ? 1 : -1)
    var rotation = Animation.basic(.rotationZ, to: .scalar(turn), duration: v.number(rotationDuration))
    rotation.isCumulative = true
    rotation.timing.repeatCount = .greatestFiniteMagnitude  // CGFLOAT_MAX stored as Float: forever
    if let finish {
      // removeAnimationForKey: in the completion, when the fill has run.
      rotation.timing.repeatDuration = finish.filled
    }
    circle.add(rotation, forKey: "rotationAnimation")
    if let finish {
      var end = Animation.basic(.strokeEnd, from: .scalar(busyFraction), to: .scalar(1), duration: v.number(fillDuration))
      end.timing.beginTime = finish.stop
      circle.add(end, forKey: "endStrokeAnimation")
    }

    let side = 2 * radius * v.number(imageSize)
    func image(_ name: String, _ icon: ParameterSpec) -> Layer {
      var l = Layer(name: name, bounds: Rect(x: 0, y: 0, width: side, height: side), position: center)
      l.content = .icon(Icon(rawValue: v.choice(icon)) ?? .busy, color: v.color(imageColor))
      return l
    }
    var busy = image("busy", busyImage)
    var done = image("done", doneImage)
    let fade =
      finish.map { f -> Double in
        var tf: TimingFunction? = nil
        if case .function(let f) = v.timing(fadeTiming) { tf = f }
        return Transition(beginTime: f.filled, duration: v.number(fadeDuration), timingFunction: tf).progress(at: t)
      } ?? 0
    busy.opacity = 1 - fade
    done.opacity = fade
    host.sublayers = [circle, busy, done]
    return host.presentation(at: t)
  }
}
