import Animation
import Foundation
import Geometry
import Preview
import Raster
import Scenes
import Testing
import Typesetting

@testable import SwiftRun

/// Every example, opened, draws the same frames (within one level per channel) as the layer
/// tree its code means, built here directly with the engine: the check that the interpreter
/// maps each UIKit and Core Animation call to the engine as the code says.
@Suite struct ExampleFramesTests {
  static func color(_ r: Double, _ g: Double, _ b: Double) -> Color { Color(red: r, green: g, blue: b) }

  /// `UIBezierPath(ovalIn:)`: four cubic quarters (κ = 0.5522847498) from the right-hand
  /// point, clockwise on screen.
  static func oval(_ r: Rect) -> BezierPath {
    let k = 0.552_284_749_8
    let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
    var p = BezierPath()
    p.move(to: Point(cx + rx, cy))
    p.cubic(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + k * ry), control2: Point(cx + k * rx, cy + ry))
    p.cubic(to: Point(cx - rx, cy), control1: Point(cx - k * rx, cy + ry), control2: Point(cx - rx, cy + k * ry))
    p.cubic(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - k * ry), control2: Point(cx - k * rx, cy - ry))
    p.cubic(to: Point(cx + rx, cy), control1: Point(cx + k * rx, cy - ry), control2: Point(cx + rx, cy - k * ry))
    p.close()
    return p
  }

  static func view(_ w: Double, _ h: Double, _ background: Color?) -> Layer {
    var l = Layer(name: "view", frame: Rect(x: 0, y: 0, width: w, height: h))
    l.backgroundColor = background
    return l
  }

  static func shape(_ frame: Rect, _ path: BezierPath, fill: Color?, stroke: Color? = nil, width: Double = 1) -> Layer {
    var l = Layer(name: "shape", frame: frame)
    var style = ShapeStyle(path: path)
    style.fillColor = fill
    style.strokeColor = stroke
    style.stroke.width = width
    l.content = .shape(style)
    return l
  }

  static func forever(_ a: Animation, autoreverses: Bool = false) -> Animation {
    var a = a
    a.timing.repeatCount = .infinity
    a.timing.autoreverses = autoreverses
    return a
  }

  /// Renders both at each time (1 pixel per point, on white) and compares every channel.
  static func expectSameFrames(
    _ example: String, times: [Double], sourceLocation: SourceLocation = #_sourceLocation, _ built: (Double) -> Layer
  ) throws {
    let file = try OpenedFile.open(examples: example)
    let size = (width: Int(file.size.width), height: Int(file.size.height))
    var renderer = FrameRenderer()
    for t in times {
      let opened = renderer.render(file.scene.presentation(ParameterValues(), t), size: size, scale: 1, backdrop: .white)
      let engine = renderer.render(built(t).presentation(at: t), size: size, scale: 1, backdrop: .white)
      let worst = zip(opened.pixels, engine.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
      #expect(worst <= 1, "\(example) at \(t) s differs by \(worst) levels", sourceLocation: sourceLocation)
      // The frame is not blank: something of the example is drawn.
      #expect(Set(engine.pixels).count > 1, "\(example) at \(t) s", sourceLocation: sourceLocation)
    }
  }

  @Test func spinner() throws {
    try Self.expectSameFrames("Spinner.swift", times: [0, 0.3, 0.75, 1.4]) { _ in
      var root = Self.view(240, 240, nil)
      var ring = Self.shape(
        Rect(x: 0, y: 0, width: 240, height: 240), Self.oval(Rect(x: 6, y: 6, width: 228, height: 228)), fill: .clear,
        stroke: Self.color(0.2, 0.5, 1), width: 4)
      ring.shape?.stroke.cap = .round
      ring.shape?.strokeEnd = 0.75
      ring.add(Self.forever(.basic(.rotationZ, from: .scalar(0), to: .scalar(2 * .pi), duration: 1.2)), forKey: "rotation")
      var grow = Self.forever(.basic(.strokeEnd, from: .scalar(0.1), to: .scalar(0.9), duration: 0.6), autoreverses: true)
      grow.timingFunction = TimingFunction(controlPoints: 0.4, 0, 0.2, 1)
      ring.add(grow, forKey: "grow")
      root.sublayers = [ring]
      return root
    }
  }

  @Test func playgroundRing() throws {
    try Self.expectSameFrames("PlaygroundRing.swift", times: [0, 0.5, 1.1]) { _ in
      var root = Self.view(320, 240, Color(white: 0.95))
      let all = Rect(x: 0, y: 0, width: 320, height: 240)
      let track = Self.shape(
        all, Self.oval(Rect(x: 100, y: 60, width: 120, height: 120)), fill: .clear, stroke: Color(white: 0.85), width: 10)
      var ring = Self.shape(
        all,
        BezierPath(arcCenter: Point(160, 120), radius: 60, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true),
        fill: .clear, stroke: Self.color(0.2, 0.5, 1), width: 10)
      ring.shape?.stroke.cap = .round
      var fill = Self.forever(.basic(.strokeEnd, from: .scalar(0), to: .scalar(1), duration: 1.6))
      fill.timingFunction = TimingFunction(controlPoints: 0.6, 0, 0.2, 1)
      ring.add(fill, forKey: "fill")
      root.sublayers = [track, ring]
      return root
    }
  }

  @Test func replicatorLoader() throws {
    try Self.expectSameFrames("ReplicatorLoader.swift", times: [0, 0.05, 0.4, 0.9]) { _ in
      var root = Self.view(240, 120, .white)
      var dots = Layer(name: "dots", frame: Rect(x: 0, y: 0, width: 240, height: 120))
      var replicator = Replicator()
      replicator.instanceCount = 3
      replicator.instanceTransform = Transform3D(translationX: 40, y: 0, z: 0)
      replicator.instanceDelay = 0.2
      dots.replicator = replicator
      var dot = Layer(name: "dot", frame: Rect(x: 70, y: 50, width: 20, height: 20))
      dot.cornerRadius = 10
      dot.backgroundColor = Self.color(0.2, 0.5, 1)
      var fade = Self.forever(.basic(.opacity, from: .scalar(1), to: .scalar(0.2), duration: 0.6), autoreverses: true)
      fade.timing.beginTime = 0.1
      fade.timing.fillMode = .backwards
      dot.add(fade, forKey: "fade")
      dots.sublayers = [dot]
      root.sublayers = [dots]
      return root
    }
  }

  /// PulseMorph's `quarters(radius:pull:)`.
  static func quarters(_ radius: Double, _ pull: Double) -> BezierPath {
    let (cx, cy, k) = (120.0, 120.0, radius * pull)
    var p = BezierPath()
    p.move(to: Point(cx + radius, cy))
    p.cubic(to: Point(cx, cy + radius), control1: Point(cx + radius, cy + k), control2: Point(cx + k, cy + radius))
    p.cubic(to: Point(cx - radius, cy), control1: Point(cx - k, cy + radius), control2: Point(cx - radius, cy + k))
    p.cubic(to: Point(cx, cy - radius), control1: Point(cx - radius, cy - k), control2: Point(cx - k, cy - radius))
    p.cubic(to: Point(cx + radius, cy), control1: Point(cx + k, cy - radius), control2: Point(cx + radius, cy - k))
    p.close()
    return p
  }

  @Test func pulseMorph() throws {
    try Self.expectSameFrames("PulseMorph.swift", times: [0, 0.3, 0.6, 1.5, 2.2]) { _ in
      var root = Self.view(240, 240, Color(white: 0.1))
      var shape = Self.shape(
        Rect(x: 0, y: 0, width: 240, height: 240), Self.quarters(70, 0.55), fill: Self.color(0.95, 0.45, 0.3))
      var morph = Self.forever(.basic(.path, to: .path(Self.quarters(60, 0.95)), duration: 1.2), autoreverses: true)
      morph.timingFunction = TimingFunction(name: .easeInEaseOut)
      shape.add(morph, forKey: "morph")
      shape.add(
        Self.forever(.basic(.opacity, from: .scalar(1), to: .scalar(0.6), duration: 0.6), autoreverses: true), forKey: "pulse")
      root.sublayers = [shape]
      return root
    }
  }

  /// The score counts in tens at each 0.125 s tick; at a hundred (1.25 s) the number springs
  /// back from 1.4 times its size and the trophy springs in, both from that moment.
  @Test func countingScore() throws {
    try Self.expectSameFrames("CountingScore.swift", times: [0, 0.3, 0.6, 1.0, 1.25, 1.4, 2.0]) { t in
      var root = Self.view(320, 200, Self.color(0.1, 0.12, 0.2))
      func label(_ frame: Rect, _ text: String, _ font: FontRequest, _ color: Color) -> Layer {
        var layer = Layer(name: "label", frame: frame)
        var style = TextStyle()
        (style.string, style.color, style.alignment, style.centredVertically) = (text, color, .center, true)
        style.font = font
        layer.content = .text(style)
        return layer
      }
      let caption = label(
        Rect(x: 20, y: 24, width: 280, height: 24), "Your score", FontRequest(weight: 600, size: 17), Color(white: 0.75))
      let ticks = min(10, Int((t / 0.125).rounded(.down)))
      var score = label(
        Rect(x: 60, y: 60, width: 200, height: 80), "\(ticks * 10)", FontRequest(weight: 700, size: 64), .white)
      var trophy = label(Rect(x: 130, y: 140, width: 60, height: 44), "🏆", FontRequest(size: 32), .black)
      trophy.opacity = ticks == 10 ? 1 : 0
      if ticks == 10 {
        let pop = Spring(dampingRatio: 0.4, duration: 0.8, velocity: 0)!
        var shrink = Animation.spring(
          .transform, pop, from: .transform(Transform3D(scaleX: 1.4, y: 1.4)), to: .transform(.identity), duration: 0.8)
        shrink.timing.beginTime = 1.25
        score.add(shrink, forKey: "transform")
        var appear = Animation.spring(.opacity, pop, from: .scalar(0), to: .scalar(1), duration: 0.8)
        appear.timing.beginTime = 1.25
        trophy.add(appear, forKey: "opacity")
      }
      root.sublayers = [caption, score, trophy]
      return root
    }
  }

  /// "Wobble" in the Helvetica Neue Bold stand-in at 72 points, each glyph turned over onto
  /// the baseline at y = 104 from x = 40, stroked from strokeEnd 0 to 1 over 2.5 s, then filled
  /// from 2.5 s. The outline is the engine's set line (`SetLine`), the same glyphs in the same
  /// order the example's Core Text loop adds.
  @Test(.enabled(if: FontCatalog.shared != nil, "no fonts are installed")) func writtenWord() throws {
    let catalog = try #require(FontCatalog.shared)
    let set = catalog.line("Wobble", FontRequest(name: "HelveticaNeue-Bold", size: 72))
    let outline = set.outlines.applying(AffineTransform(translationX: 40, y: 104))
    let blue = Self.color(0.2, 0.35, 0.9)
    try Self.expectSameFrames("WrittenWord.swift", times: [0.5, 1.2, 2.0, 2.8, 3.5]) { _ in
      var root = Self.view(360, 160, .white)
      var word = Self.shape(Rect(x: 0, y: 0, width: 360, height: 160), outline, fill: .clear, stroke: blue, width: 2)
      if case .shape(var style) = word.content {
        style.stroke.join = .round
        word.content = .shape(style)
      }
      var write = Animation.basic(.strokeEnd, from: .scalar(0), to: .scalar(1), duration: 2.5)
      write.timingFunction = TimingFunction(name: .easeInEaseOut)
      word.add(write, forKey: "write")
      var fill = Animation.basic(.fillColor, from: .color(.clear), to: .color(blue), duration: 0.6)
      fill.timing.beginTime = 2.5
      fill.timing.fillMode = .forwards
      fill.isRemovedOnCompletion = false
      word.add(fill, forKey: "fill")
      root.sublayers = [word]
      return root
    }
  }

  @Test func springButton() throws {
    try Self.expectSameFrames("SpringButton.swift", times: [0, 0.3, 0.7, 1.0, 1.6]) { _ in
      var root = Self.view(320, 200, .white)
      var button = Layer(name: "button", frame: Rect(x: 90, y: 70, width: 140, height: 56))
      button.backgroundColor = Self.color(0.2, 0.45, 0.95)
      button.cornerRadius = 14
      var title = Layer(name: "title", frame: Rect(x: 0, y: 0, width: 140, height: 56))
      var text = TextStyle()
      (text.string, text.color, text.alignment, text.centredVertically) = ("Play", .white, .center, true)
      text.font = FontRequest(weight: 700, size: 20)
      title.content = .text(text)
      button.sublayers = [title]
      let pop = Spring(dampingRatio: 0.5, duration: 0.9, velocity: 0.3)!
      func delayed(_ a: Animation, _ delay: Double) -> Animation {
        var a = a
        a.timing.beginTime = delay
        a.timing.fillMode = .backwards
        return a
      }
      button.add(delayed(.spring(.opacity, pop, from: .scalar(0), to: .scalar(1), duration: 0.9), 0.1), forKey: "opacity")
      button.add(
        delayed(
          .spring(
            .transform, pop, from: .transform(Transform3D(scaleX: 0.5, y: 0.5)), to: .transform(.identity), duration: 0.9), 0.1),
        forKey: "transform")
      var badge = Layer(name: "badge", bounds: Rect(x: 0, y: 0, width: 28, height: 28), position: Point(226, 72))
      badge.backgroundColor = Self.color(1, 0.3, 0.35)
      badge.cornerRadius = 14
      let slide = Spring(dampingRatio: 0.6, duration: 0.7, velocity: 0)!
      badge.add(
        delayed(.spring(.position, slide, from: .point(Point(300, 72)), to: .point(Point(226, 72)), duration: 0.7), 0.6),
        forKey: "position")
      root.sublayers = [button, badge]
      return root
    }
  }

  @Test func orbitPath() throws {
    try Self.expectSameFrames("OrbitPath.swift", times: [0, 0.4, 1.1, 2.5]) { _ in
      var root = Self.view(320, 200, Color(white: 0.97))
      var track = BezierPath()
      track.move(to: Point(160, 100))
      track.cubic(to: Point(160, 100), control1: Point(260, -20), control2: Point(300, 220))
      track.cubic(to: Point(160, 100), control1: Point(20, -20), control2: Point(60, 220))
      let trail = Self.shape(Rect(x: 0, y: 0, width: 320, height: 200), track, fill: nil, stroke: Color(white: 0.8), width: 2)
      var tip = BezierPath()
      tip.move(to: Point(24, 8))
      tip.line(to: Point(0, 0))
      tip.line(to: Point(6, 8))
      tip.line(to: Point(0, 16))
      tip.close()
      var dart = Layer(name: "dart", bounds: Rect(x: 0, y: 0, width: 24, height: 16), position: Point(160, 100))
      var style = ShapeStyle(path: tip)
      style.fillColor = Self.color(0.9, 0.3, 0.2)
      dart.content = .shape(style)
      var frames = Keyframes(values: [], calculationMode: .paced)
      frames.path = track
      frames.rotationMode = .auto
      var fly = Animation(.position, .keyframe(frames))
      fly.timing.duration = 3
      dart.add(Self.forever(fly), forKey: "fly")
      root.sublayers = [trail, dart]
      return root
    }
  }

  @Test func blobLink() throws {
    try Self.expectSameFrames("BlobLink.swift", times: [0, 0.5, 2, 4]) { t in
      var root = Self.view(320, 240, Color(white: 0.5, alpha: 0.2))
      var blob = Layer(name: "blob", bounds: Rect(x: 0, y: 0, width: 66, height: 66), position: Point(160, 120))
      blob.anchorPoint = .zero
      var style = ShapeStyle(path: Self.blobPath)
      style.fillColor = .orange
      blob.content = .shape(style)
      // A tick every 1/60 s from the first frame: round(t · 60) of them by t.
      let ticks = Int((t * 60).rounded())
      if ticks > 0 {
        let phase = Double(ticks) / 60 * 0.1
        let scale = Transform3D(scaleX: 2.5 + abs(sin(phase) * 0.1), y: 2.5 + abs(cos(phase) * 0.1))
        let skew = Transform3D(AffineTransform(a: 1, b: 0, c: cos(phase + .pi / 2) * 0.1, d: 1, tx: 0, ty: 0))
        root.transform = scale.concatenating(skew)
        blob.transform = Transform3D(rotationAngle: acos(cos(phase)), x: 0, y: 0, z: 1)
      }
      root.sublayers = [blob]
      return root
    }
  }

  /// Seed 002's PaintCode path, as BlobLink.swift writes it.
  static let blobPath: BezierPath = {
    var p = BezierPath()
    p.move(to: Point(13.71, -29.07))
    let curves: [(Double, Double, Double, Double, Double, Double)] = [
      (27.92, -14, 20.64, -25.95, 24.57, -20.72), (33, 0.5, 30.08, -9.68, 33, -4.64),
      (20.82, 26, 33, 10.93, 27.47, 17.84), (0, 33, 16.02, 31.88, 7.63, 33), (-16.72, 28.33, -6.21, 33, -11.89, 31.29),
      (-23.86, 22, -19.59, 26.57, -22.22, 24.28), (-28, 17, -25.19, 20.16, -26.74, 19.46),
      (-33, 0.5, -30.24, 12.61, -33, 5.74), (-23.86, -23, -33, -9.63, -31.23, -17.04),
      (-4.57, -33, -18.17, -27.6, -12.51, -33), (13.71, -29.07, 0.32, -33, 9.53, -30.95),
    ]
    for c in curves { p.cubic(to: Point(c.0, c.1), control1: Point(c.2, c.3), control2: Point(c.4, c.5)) }
    p.close()
    return p
  }()

  @Test func chainedDots() throws {
    try Self.expectSameFrames("ChainedDots.swift", times: [0.15, 0.5, 0.8, 1.4, 2.0]) { t in
      var root = Self.view(240, 240, .white)
      var dots: [Layer] = (0..<3).map { i in
        var d = Layer(name: "dot", frame: Rect(x: 120 + Double(i - 1) * 30 - 9, y: 111, width: 18, height: 18))
        d.backgroundColor = Self.color(0.35, 0.35, 0.4)
        d.cornerRadius = 9
        return d
      }
      // Hop k (0.6 s there and back) is dot k mod 3's, starting when hop k − 1 stopped.
      for k in 0...Int(t / 0.6) {
        var hop = Animation.basic(.positionY, by: .scalar(-22), duration: 0.3)
        hop.timing.autoreverses = true
        hop.timing.beginTime = Double(k) * 0.6
        hop.timingFunction = TimingFunction(name: .easeOut)
        dots[k % 3].add(hop, forKey: "hop")
      }
      root.sublayers = dots
      return root
    }
  }

  @Test func transactionToggle() throws {
    try Self.expectSameFrames("TransactionToggle.swift", times: [0.5, 1.3, 1.5, 2.0, 2.6]) { t in
      var root = Self.view(240, 140, Color(white: 0.95))
      var track = Layer(name: "track", frame: Rect(x: 60, y: 45, width: 120, height: 50))
      track.cornerRadius = 25
      track.backgroundColor = Color(white: 0.8)
      var knob = Layer(name: "knob", frame: Rect(x: 65, y: 50, width: 40, height: 40))
      knob.cornerRadius = 20
      knob.backgroundColor = .white
      // Each flip (every 1.2 s) animates both changes over 0.45 s on the transaction's curve.
      let green = Self.color(0.2, 0.78, 0.35), grey = Color(white: 0.8)
      let curve = TimingFunction(controlPoints: 0.3, 0, 0.2, 1)
      var on = false
      for flip in 1...max(1, Int(t / 1.2)) where Double(flip) * 1.2 <= t {
        on.toggle()
        let (x, color) = on ? (155.0, green) : (85.0, grey)
        var move = Animation.basic(.position, from: .point(knob.position), to: .point(Point(x, 70)), duration: 0.45)
        move.timingFunction = curve
        move.timing.beginTime = Double(flip) * 1.2
        var tint = Animation.basic(
          .backgroundColor, from: .color(track.backgroundColor!), to: .color(color), duration: 0.45)
        tint.timingFunction = curve
        tint.timing.beginTime = Double(flip) * 1.2
        knob.position = Point(x, 70)
        track.backgroundColor = color
        knob.add(move, forKey: "position")
        track.add(tint, forKey: "backgroundColor")
      }
      root.sublayers = [track, knob]
      return root
    }
  }

  @Test func shimmer() throws {
    try Self.expectSameFrames("Shimmer.swift", times: [0, 0.35, 0.7, 1.2]) { _ in
      var root = Self.view(320, 160, .white)
      let base = Color(white: 0.88), light = Color(white: 0.97)
      for (index, width) in [260.0, 220, 150].enumerated() {
        var bar = Layer(name: "bar", frame: Rect(x: 30, y: 30 + Double(index) * 38, width: width, height: 22))
        var gradient = Gradient()
        gradient.colors = [base, light, base]
        gradient.locations = [0, 0.5, 1]
        gradient.startPoint = Point(0, 0.5)
        gradient.endPoint = Point(1, 0.5)
        bar.content = .gradient(gradient)
        let sweep = Animation.basic(
          .locations, from: .list([.scalar(-0.6), .scalar(-0.3), .scalar(0)]),
          to: .list([.scalar(1), .scalar(1.3), .scalar(1.6)]), duration: 1.4)
        bar.add(Self.forever(sweep), forKey: "shimmer")
        root.sublayers.append(bar)
      }
      return root
    }
  }

  @Test func circleReveal() throws {
    try Self.expectSameFrames("CircleReveal.swift", times: [0, 0.4, 0.9, 1.5]) { _ in
      var root = Self.view(240, 240, Color(white: 0.96))
      var card = Layer(name: "card", frame: Rect(x: 20, y: 20, width: 200, height: 200))
      var gradient = Gradient()
      gradient.colors = [Self.color(1, 0.45, 0.35), Self.color(0.55, 0.3, 0.95)]
      gradient.startPoint = Point(0, 0)
      gradient.endPoint = Point(1, 1)
      card.content = .gradient(gradient)
      card.cornerRadius = 24
      card.masksToBounds = true
      var badge = Self.shape(.zero, Self.oval(Rect(x: 120, y: 120, width: 110, height: 110)), fill: .white)
      var pulse = Animation.basic(.fillColor, from: .color(.white), to: .color(Self.color(1, 0.85, 0.3)), duration: 0.8)
      pulse.timing.autoreverses = true
      badge.add(Self.forever(pulse, autoreverses: true), forKey: "pulse")
      card.sublayers = [badge]
      var reveal = Self.shape(
        Rect(x: 0, y: 0, width: 200, height: 200), Self.oval(Rect(x: 40, y: 40, width: 120, height: 120)), fill: .black)
      var grow = Animation.basic(.scale, from: .scalar(0.2), to: .scalar(2.4), duration: 1.6)
      grow.timingFunction = TimingFunction(name: .easeOut)
      reveal.add(Self.forever(grow), forKey: "reveal")
      card.mask = reveal
      root.sublayers = [card]
      return root
    }
  }

  @Test func expandingCard() throws {
    try Self.expectSameFrames("ExpandingCard.swift", times: [0.1, 0.3, 0.45, 0.55, 0.8, 1.2]) { t in
      var root = Self.view(320, 300, .white)
      // Pinned 20 in from both sides and 30 from the top: 280 wide; 100 high, 220 from 0.3 s.
      var card = Layer(name: "card", frame: Rect(x: 20, y: 30, width: 280, height: 100))
      card.backgroundColor = Self.color(0.35, 0.34, 0.84)
      card.cornerRadius = 16
      // Centred at the top of the card: (280 − 40) / 2 = 120 in, 8 down.
      var grabber = Layer(name: "grabber", frame: Rect(x: 120, y: 8, width: 40, height: 5))
      grabber.backgroundColor = Color(white: 1).withAlpha(0.6)
      grabber.cornerRadius = 2.5
      card.sublayers = [grabber]
      if t >= 0.3 {
        // The frame change animates as UIKit's `UIView.animate` does: bounds and position,
        // 0.5 s on ease-in-ease-out, from 0.3 s.
        let old = card
        card.bounds = Rect(x: 0, y: 0, width: 280, height: 220)
        card.position = Point(160, 140)
        for (property, from, to) in [
          (LayerProperty.bounds, AnimatableValue.rect(old.bounds), AnimatableValue.rect(card.bounds)),
          (.position, .point(old.position), .point(card.position)),
        ] {
          var a = Animation.basic(property, from: from, to: to, duration: 0.5)
          a.timingFunction = TimingFunction(name: .easeInEaseOut)
          a.timing.beginTime = 0.3
          card.add(a, forKey: property.rawValue)
        }
      }
      root.sublayers = [card]
      return root
    }
  }
}
