import Animation
import Geometry
import Raster
import Scenes

/// Renders what the workbench shows: frames of a scene at given times, and the contact strip.
public enum Preview {
  /// Around and between the frames, and the time labels under them.
  public static let background = Color(white: 0.12)
  public static let labelColor = Color(white: 0.85)

  /// `frame` on the strip's background with `text` under it, laid out by `layout` (one cell).
  public static func labelled(_ frame: Pixmap, _ text: String, layout: StripLayout) -> Pixmap {
    layout.compose(frames: [frame], labels: [text], background: background, labelColor: labelColor)
  }

  /// The times the strip shows: `preview.frames` instants from `preview.start`, evenly spaced
  /// over `preview.span` seconds (or one full cycle when the span is 0), end excluded for
  /// motion that goes round (the end is the start again), included for motion that comes to
  /// an end there (the last frame is its end state).
  public static func stripTimes(_ scene: Scene, _ v: ParameterValues) -> [Double] {
    let period = v.number(ViewSettings.span) > 0 ? 0 : scene.period(v)
    return ViewSettings.stripTimes(v, period: period, endsAtPeriod: v.number(ViewSettings.span) <= 0 && scene.endsAtPeriod(v))
  }

  /// Seconds the strip, plots and GIFs cover: `preview.span`, or one full cycle when it is 0.
  public static func span(_ scene: Scene, _ v: ParameterValues) -> Double {
    let span = v.number(ViewSettings.span)
    return span > 0 ? span : scene.period(v)
  }

  /// One frame at `time`, `width × height` device pixels, the view scaled to the width.
  public static func frame(
    _ scene: Scene, _ v: ParameterValues, at time: Double, width: Int, height: Int
  ) -> Pixmap {
    var renderer = FrameRenderer()
    return frame(scene, v, at: time, width: width, height: height, renderer: &renderer)
  }

  /// The same, reusing `renderer`'s buffers (for runs of frames).
  public static func frame(
    _ scene: Scene, _ v: ParameterValues, at time: Double, width: Int, height: Int,
    renderer: inout FrameRenderer
  ) -> Pixmap {
    draw(presentation(scene, v, at: time), v, width: width, height: height, renderer: &renderer)
  }

  /// `tree` as a frame of `width × height` device pixels, the view scaled to the width.
  static func draw(
    _ tree: Layer, _ v: ParameterValues, width: Int, height: Int, renderer: inout FrameRenderer
  ) -> Pixmap {
    let scale = Double(width) / v.number(ViewSettings.width)
    return renderer.render(tree, size: (width, height), scale: scale, backdrop: v.color(ViewSettings.backdrop))
  }

  /// The scene's layer tree at `time` as the preview draws it: with the path's points, handles
  /// and numbers over the path's layer when `preview.handles` is on.
  public static func presentation(_ scene: Scene, _ v: ParameterValues, at time: Double) -> Layer {
    decorated(scene.presentation(v, time), scene, v)
  }

  /// `tree` with the path's points, handles and numbers over the path's layer when
  /// `preview.handles` is on.
  static func decorated(_ tree: Layer, _ scene: Scene, _ v: ParameterValues) -> Layer {
    var tree = tree
    if v.choice(ViewSettings.handles) == "on", let pathLayer = scene.pathLayer {
      let size = pathLayer.markerSize(v)
      tree.modify(named: pathLayer.name) { layer in
        guard case .shape(let style) = layer.content else { return }
        layer.sublayers.append(HandleOverlay.layer(style.path, size: size))
      }
    }
    return tree
  }

  /// The strip: every strip time's frame in a grid no wider than `maximumWidth` and, as far
  /// as frames of 8 pixels allow, no taller than `maximumHeight` pixels, each labelled with its
  /// time in seconds.
  public static func strip(
    _ scene: Scene, _ v: ParameterValues, maximumWidth: Int, maximumHeight: Int = .max
  ) -> Pixmap {
    strip(scene, v, maximumWidth: maximumWidth, maximumHeight: maximumHeight, until: { false })!
  }

  /// The same, asking `shouldStop` before each frame: nil once it answers true (Ctrl-C).
  public static func strip(
    _ scene: Scene, _ v: ParameterValues, maximumWidth: Int, maximumHeight: Int = .max, until shouldStop: () -> Bool
  ) -> Pixmap? {
    let times = stripTimes(scene, v)
    let layout = StripLayout(
      count: times.count, aspect: aspect(v), maximumWidth: maximumWidth, maximumHeight: maximumHeight)
    var renderer = FrameRenderer()
    // A scene that makes its trees together (an opened file) makes them on its own thread
    // while the frames before are drawn here; each frame is placed on the strip as it is
    // drawn, so the last tree leaves only its own frame to draw and place.
    let handoff = scene.presentations.map { TreeHandoff($0, values: v, times: times) }
    defer { handoff?.waitUntilFinished() }
    var strip = Pixmap(width: layout.width, height: layout.height, color: background)
    for (i, t) in times.enumerated() {
      if shouldStop() { return nil }
      let tree = handoff?.take(i).map { decorated($0, scene, v) } ?? presentation(scene, v, at: t)
      let frame = draw(tree, v, width: layout.frameWidth, height: layout.frameHeight, renderer: &renderer)
      layout.place(frame, at: i, label: label(t), background: background, labelColor: labelColor, into: &strip)
    }
    return strip
  }

  /// The view's width over its height.
  static func aspect(_ v: ParameterValues) -> Double {
    v.number(ViewSettings.width) / v.number(ViewSettings.height)
  }

  /// A time as the strip labels it: seconds with up to two decimals, `1.75s`.
  public static func label(_ t: Double) -> String {
    let hundredths = Int(saturating: (max(-9e15, min(9e15, t)) * 100).rounded())
    let whole = hundredths / 100, frac = hundredths % 100
    if frac == 0 { return "\(whole)s" }
    let digits = frac % 10 == 0 ? "\(frac / 10)" : (frac < 10 ? "0\(frac)" : "\(frac)")
    return "\(whole).\(digits)s"
  }
}

extension Preview {
  /// A plot of `timing` over its domain (and over every marked x), the marked points as dots,
  /// no wider than `maximumWidth` and no taller than `maximumHeight` pixels.
  public static func curve(
    _ timing: Timing, marks: [Double], maximumWidth: Int, maximumHeight: Int = .max
  ) -> Pixmap {
    let lo = min(timing.domain.lowerBound, marks.min() ?? 0)
    let hi = max(timing.domain.upperBound, marks.max() ?? 1)
    let samples = (0...400).map { i -> (Double, Double) in
      let x = lo + (hi - lo) * Double(i) / 400
      return (x, timing.value(at: x))
    }
    let ys = samples.map(\.1) + marks.map { timing.value(at: $0) } + [0, 1]
    let pad = 0.05 * ((ys.max() ?? 1) - (ys.min() ?? 0))
    let (width, height) = plotSize(maximumWidth: maximumWidth, maximumHeight: maximumHeight)
    let plot = Plot(
      xRange: lo...hi, yRange: ((ys.min() ?? 0) - pad)...((ys.max() ?? 1) + pad), width: width,
      height: height)
    // A spring's velocity, scaled so its peak |v| spans the 0…1 distance: the caption gives the
    // peak in distances per second.
    var velocity: [(Double, Double)] = []
    var caption = ""
    if let spring = timing.spring {
      let v = samples.map { ($0.0, spring.velocity(at: $0.0)) }
      let peak = v.map { abs($0.1) }.max() ?? 0
      if peak > 0, peak.isFinite {
        velocity = v.map { ($0.0, $0.1 / peak) }
        caption = "velocity, peak \(Plot.label(peak))/s"
      }
    }
    return plot.render(
      samples: samples, marks: marks.map { ($0, timing.value(at: $0)) }, secondary: velocity, caption: caption)
  }

  /// A plot's size in pixels: 120…640 wide, 4:3 within `maximumHeight` (at least 60).
  static func plotSize(maximumWidth: Int, maximumHeight: Int) -> (width: Int, height: Int) {
    let width = max(120, min(maximumWidth, 640))
    return (width, max(60, min(maximumHeight, width * 3 / 4)))
  }
}

extension Preview {
  /// One frame at `time`, as large as fits `maximumWidth × maximumHeight`, labelled.
  public static func single(
    _ scene: Scene, _ v: ParameterValues, at time: Double, maximumWidth: Int, maximumHeight: Int = .max
  ) -> Pixmap {
    var renderer = FrameRenderer()
    return single(
      scene, v, at: time, layout: singleLayout(v, maximumWidth: maximumWidth, maximumHeight: maximumHeight),
      renderer: &renderer)
  }

  /// The same in a given layout, reusing `renderer`'s buffers (playback).
  public static func single(
    _ scene: Scene, _ v: ParameterValues, at time: Double, layout: StripLayout, renderer: inout FrameRenderer
  ) -> Pixmap {
    let image = frame(scene, v, at: time, width: layout.frameWidth, height: layout.frameHeight, renderer: &renderer)
    return labelled(image, label(time), layout: layout)
  }

  /// The layout of one labelled frame as large as fits `maximumWidth × maximumHeight`.
  public static func singleLayout(_ v: ParameterValues, maximumWidth: Int, maximumHeight: Int) -> StripLayout {
    StripLayout(count: 1, aspect: aspect(v), maximumWidth: maximumWidth, maximumHeight: maximumHeight)
  }

  /// The strip's frames overlaid in one picture, each newer one drawn over the older ones at
  /// 35 % so that older positions fade (an onion skin); the last frame at 60 %, so it stands out.
  public static func onion(_ scene: Scene, _ v: ParameterValues, maximumWidth: Int, maximumHeight: Int = .max) -> Pixmap {
    let times = stripTimes(scene, v)
    let layout = singleLayout(v, maximumWidth: maximumWidth, maximumHeight: maximumHeight)
    guard let first = times.first else { return Pixmap(width: 0, height: 0) }
    var renderer = FrameRenderer()
    var image = frame(scene, v, at: first, width: layout.frameWidth, height: layout.frameHeight, renderer: &renderer)
    for (i, t) in times.enumerated().dropFirst() {
      let f = frame(scene, v, at: t, width: layout.frameWidth, height: layout.frameHeight, renderer: &renderer)
      let weight: Float = i == times.count - 1 ? 0.6 : 0.35
      for k in image.pixels.indices {
        image.pixels[k] = UInt8(Float(image.pixels[k]) * (1 - weight) + Float(f.pixels[k]) * weight + 0.5)
      }
    }
    let span = (times.first.map(label) ?? "") + "-" + (times.last.map(label) ?? "")
    return labelled(image, span, layout: layout)
  }

  /// A plot of values over time.
  public static func series(times: [Double], values: [Double], maximumWidth: Int, maximumHeight: Int = .max) -> Pixmap {
    guard let t0 = times.first, let t1 = times.last, let lo = values.min(), let hi = values.max() else {
      return Pixmap(width: 0, height: 0)
    }
    let pad = max((hi - lo) * 0.05, 1e-6)
    let (width, height) = plotSize(maximumWidth: maximumWidth, maximumHeight: maximumHeight)
    let plot = Plot(xRange: t0...max(t1, t0 + 1e-9), yRange: (lo - pad)...(hi + pad), width: width, height: height)
    // The rate of change around the middle of the range, its peak reaching the range's ends;
    // broken around jumps, which are not motion.
    var rates = rates(times: times, values: values)
    for i in jumpNeighbourhoods(values) where rates.indices.contains(i) { rates[i] = .nan }
    let peak = rates.filter(\.isFinite).map(abs).max() ?? 0
    let middle = (lo + hi) / 2, half = (hi - lo) / 2
    let velocity = peak > 0 && peak.isFinite && half > 0 ? zip(times, rates).map { ($0, middle + $1 / peak * half) } : []
    return plot.render(
      samples: Array(zip(times, values)), marks: [], guides: [lo, hi, values.last ?? hi], secondary: velocity,
      caption: velocity.isEmpty ? "" : "velocity, peak \(Plot.label(peak))/s")
  }

  /// Indices of samples next to a jump — a step between two samples of more than a quarter of
  /// the values' range, as when an animation starts from another value — whose rates measure
  /// the sampling, not motion.
  public static func jumpNeighbourhoods(_ values: [Double]) -> Set<Int> {
    Set(jumps(values).flatMap { [$0 - 1, $0, $0 + 1, $0 + 2] })
  }

  /// The indices i where values[i] → values[i + 1] is a jump (see `jumpNeighbourhoods`).
  public static func jumps(_ values: [Double]) -> [Int] {
    guard let lo = values.min(), let hi = values.max(), hi > lo else { return [] }
    return values.indices.dropLast().filter { abs(values[$0 + 1] - values[$0]) > (hi - lo) / 4 }
  }

  /// dv/dt of sampled `values`: central differences inside, one-sided at the ends. For evenly
  /// spaced samples h apart the error is h²/6 times the third derivative inside and h/2 times
  /// the second at the ends.
  public static func rates(times: [Double], values: [Double]) -> [Double] {
    let n = min(times.count, values.count)
    guard n > 1 else { return Array(repeating: 0, count: n) }
    return (0..<n).map { i in
      let a = max(0, i - 1), b = min(n - 1, i + 1)
      let dt = times[b] - times[a]
      return dt > 0 ? (values[b] - values[a]) / dt : 0
    }
  }
}
