import Animation
import Geometry

extension Value {
  var asImage: ImageObject? { if case .image(let i) = self { i } else { nil } }
}

extension Library {
  /// `UIImage`: one of Wobble's icons where the name says which, else a placeholder.
  static let uiImage = SimulatedType("UIImage") { t in
    // `UIImage()`: an empty image, 0 × 0 points, that draws nothing.
    t.call("UIImage", "") { _ in .image(ImageObject(drawing: Drawing(operations: []), width: 0, height: 0, scale: 1)) }
    t.call("UIImage", "named", "systemName", "named:in:compatibleWith", "systemName:withConfiguration") { a throws(RunError) in
      let image = ImageObject(name: try a.string(0), symbol: a.signature.hasPrefix("systemName"))
      // An app's own image: the asset catalog or file beside the files opened, as the app's
      // bundle has it.
      var unreadable = false
      if !image.symbol,
        let found = a.run.namedImage(
          image.name,
          warnAt: { kind, message in
            unreadable = true
            a.run.warn(kind, message, at: a.call)
          })
      {
        return .image(found)
      }
      if unreadable { return .image(image) }
      if !image.symbol, image.icon == .placeholder {
        // Each missing image is named (a mask drawn from one shows its placeholder's shape),
        // up to three; the rest in one line.
        let named = a.run.warnings.keys.filter { $0.hasPrefix("UIImage(named:) ") }.count
        if a.run.warnings["UIImage(named:) \(image.name)"] == nil, named >= 3 {
          a.run.warn(
            "UIImage(named:) …",
            "more images are in no asset catalog or image file beside the files opened: "
              + "drawn as grey placeholders too", at: a.call)
        } else {
          a.run.warn(
            "UIImage(named:) \(image.name)",
            "UIImage(named: \"\(image.name)\") is in no asset catalog or image file beside the files opened: "
              + "drawn as a grey placeholder", at: a.call)
        }
      } else if image.icon == .placeholder {
        // Apple's SF Symbols may not be redistributed; Wobble draws a few shapes of its own.
        a.run.warn(
          "UIImage(systemName:)",
          "UIImage(systemName: \"\(image.name)\") is an SF Symbol Wobble has no drawing of: drawn as a framed cross "
            + "in its tint (Wobble draws checkmark, play and ellipsis, with their .circle and .fill forms, and circle and circle.fill)",
          at: a.call)
      }
      return .image(image)
    }
    // Xcode 15's generated symbols: `UIImage(resource: .logo)`.
    t.call("UIImage", "resource") { a throws(RunError) in
      try a.assetResource(of: "UIImage", made: { $0.asImage != nil }, resource: "an ImageResource", set: "image set")
    }
    // An animated image: an image view shows its images in turn, `duration` s a pass, for ever.
    t.call("UIImage.animatedImage", "with:duration") { a throws(RunError) in
      let given = try a.value(0)
      guard case .array(let items) = given else { throw a.wrong(0, got: given, want: "an array of UIImages") }
      var frames: [ImageObject] = []
      for item in items {
        guard let frame = item.asImage else { throw a.wrong(0, got: item, want: "an array of UIImages") }
        frames.append(frame)
      }
      let duration = try a.number(1)
      guard duration >= 0, duration.isFinite else { throw a.error(1, "want seconds, 0 or more") }
      return .image(ImageObject.animated(frames, duration: duration))
    }
    t.options("UIImage.RenderingMode")
    let image = t.members { $0.asImage }
    image.property(
      "images", takes: "an array of UIImages", get: { i, _ in i.frames.isEmpty ? .nil : .array(i.frames.map(Value.image)) })
    image.property("duration", takes: "seconds", get: { i, _ in .number(i.framesDuration) })
    image.property("cgImage", takes: "a CGImage", get: { i, _ in .image(i.cgImage) })
    image.property("ciImage", takes: "a CIImage", get: { i, _ in .image(i.cgImage) })
    image.property("size", takes: "a CGSize", get: { i, _ in .size(width: i.width, height: i.height) })
    image.property("scale", takes: "a number", get: { i, _ in .number(i.scale) })
    // `image.draw(at:)`, `draw(in:)` in a view's `draw(_:)`: painted into the current context
    // at its size in points, or stretched over the rectangle; nothing outside a context, as
    // UIKit does.
    image.method("draw", "at", "in", "at:blendMode:alpha", "in:blendMode:alpha") { i, a throws(RunError) in
      guard let context = a.run.currentContext(for: "UIImage.draw", at: a.call) else { return .void }
      let rect: Rect
      if a.signature.hasPrefix("at") {
        let p = try a.point(0)
        rect = Rect(x: p.x, y: p.y, width: i.width, height: i.height)
      } else {
        rect = try a.rect(0)
      }
      var (alpha, blend) = (1.0, Drawing.Blend.normal)
      if a.count == 3 {
        blend = try blendMode(a, 1)
        alpha = min(max(try a.number(2), 0), 1)
      }
      i.paint(into: context, over: rect, alpha: alpha, blend: blend)
      return .void
    }
    image.method("withRenderingMode", "_") { i, a throws(RunError) in
      guard case .string(let mode) = try a.value(0), ["automatic", "alwaysOriginal", "alwaysTemplate"].contains(mode) else {
        throw a.error(0, "takes .automatic, .alwaysOriginal or .alwaysTemplate")
      }
      return .image(i.rendered(asTemplate: mode == "alwaysTemplate"))
    }
    // A configuration changes nothing Wobble draws (`UIImage+SymbolConfiguration.swift`).
    for name in ["withConfiguration", "applyingSymbolConfiguration"] {
      image.method(name, "_") { i, a throws(RunError) in
        _ = try a.value(0)
        return .image(i)
      }
    }
    image.method("withTintColor", "_", "_:renderingMode") { i, a throws(RunError) in
      guard i.drawing == nil else { throw a.error("withTintColor of an image drawn in code is not simulated by Wobble yet") }
      let tinted = ImageObject(name: i.name, symbol: i.symbol)
      tinted.tint = try a.color(0)
      return .image(tinted)
    }
  }

  /// UIKit's controls and their usual size in points: a switch, a slider and a progress bar
  /// drawn (`UIControlLook.swift`), the others placeholder boxes whose own properties and
  /// methods change nothing drawn.
  static let placeholderControls: [String: (Double, Double)] = [
    "UISwitch": (51, 31), "UIProgressView": (150, 4), "UISlider": (150, 31),
    "UISegmentedControl": (150, 32), "UIStepper": (94, 32), "UIPageControl": (120, 26), "UIDatePicker": (200, 34),
  ]

  /// UIKit's controls above, drawn as placeholders (`UIControl.swift` is the plain control).
  static let uiControlPlaceholder = SimulatedType("UIKit's drawn controls", superclass: "UIControl") { t in
    t.ignoreUnknownMembers()
    declareControlValues(t)
    let control = t.members { $0.asView.flatMap { $0.placeholderClass != nil ? $0 : nil } }
    declareControlState(control)
    declareControlTints(control)
    declareSegments(control)
    for control in placeholderControls.keys.sorted() {
      t.call(control, "frame", "", "style", "activityIndicatorStyle", "progressViewStyle", "items") { a throws(RunError) in
        // Drawn as a placeholder box of the control's usual size, or its frame.
        let view = try a.newView()
        let size = placeholderControls[control]!
        if a.signature != "frame" { view.layer.model.setFrame(Rect(x: 0, y: 0, width: size.0, height: size.1)) }
        // A switch is 51 × 31 whatever frame it is given (UIKit ignores the frame's size).
        if control == "UISwitch" {
          let at = view.layer.model.frame
          view.layer.model.setFrame(Rect(x: at.minX, y: at.minY, width: size.0, height: size.1))
        }
        view.placeholderClass = control
        view.layer.model.content = .icon(.placeholder, color: Color(white: 0.6))
        if control == "UISegmentedControl", a.signature == "items" { view.segmentTitles = try segmentTitles(a.value(0)) }
        view.showControlLook(a.run)
        a.run.warn(control, controlWarning(control), at: a.call)
        return .view(view)
      }
    }
  }
}

extension ImageObject {
  /// Paints the image into `context` stretched over `rect` (user space), in `blend` (the
  /// context's when nil): what code drew in it as one picture, cut to the image's rectangle
  /// and erasing only within itself (a decoded picture is one bitmap), else its icon filled in
  /// its tint.
  func paint(into context: DrawingContext, over rect: Rect, alpha: Double, blend: Drawing.Blend? = nil) {
    guard width > 0, height > 0 else { return }
    let toRect = AffineTransform(scaleX: rect.width / width, y: rect.height / height)
      .concatenating(AffineTransform(translationX: rect.minX, y: rect.minY))
    paint(into: context, placed: toRect, alpha: alpha, blend: blend)
  }

  /// Paints the image into `context` with `place` mapping its own space (points, y down,
  /// `width` × `height`) to user space: `UIImage.draw(in:)` upright, `CGContext.draw(_:in:)`
  /// as Core Graphics places images.
  func paint(into context: DrawingContext, placed place: AffineTransform, alpha: Double, blend: Drawing.Blend? = nil) {
    guard width > 0, height > 0 else { return }
    if let drawing {
      let frame = BezierPath(roundedRect: Rect(x: 0, y: 0, width: width, height: height), cornerRadius: 0)
      context.paint(frame, .picture(drawing), mapped: place, alpha: alpha, blend: blend)
      return
    }
    let unit = AffineTransform(scaleX: width, y: height).concatenating(place)
    context.paint(icon.unitPath, .fill(tint ?? defaultColor, .nonZero), mapped: unit, alpha: alpha, blend: blend)
  }
}
