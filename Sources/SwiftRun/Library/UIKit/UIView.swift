import Animation
import Geometry
import Scenes
import SwiftSyntax

extension Value {
  /// A UIKit view, or the view of an instance of the file's view class.
  var asView: ViewObject? {
    switch self {
    case .view(let v): v
    case .instance(let i): i.view
    default: nil
    }
  }
}

extension Library {
  /// `UIView`: a rectangle backed by a layer, where its frame, colour, transform and subviews
  /// live; its layout anchors are in `AutoLayout.swift`.
  static let uiView = SimulatedType("UIView") { t in
    t.call("UIView", "frame", "") { a throws(RunError) in .view(try a.newView()) }
    t.options("UIView.ContentMode", "UIView.AutoresizingMask", "UIViewAutoresizing")
    t.staticMember("noIntrinsicMetric") { _ in .number(-1) }
    // False after `UIView.setAnimationsEnabled(false)` (or inside `performWithoutAnimation`).
    t.staticMember("areAnimationsEnabled") { run in .bool(run.viewAnimationsEnabled) }
    let view = t.members { $0.asView }
    view.property("frame", .rect, get: { $0.layer.model.reportedFrame }) { v, r, new in
      let old = (width: v.layer.model.bounds.width, height: v.layer.model.bounds.height)
      // UIKit: under a transform that is not the identity, `frame` is undefined.
      if v.layer.model.transform != .identity {
        new.run.warn(
          "frame under a transform",
          "frame set while the view's transform is not the identity, where UIKit leaves frame undefined: "
            + "Wobble sets its bounds and centre as if the transform were the identity", at: new.node)
      }
      v.layer.model.setFrame(r)
      new.run.autoresizeSubviews(of: v, from: old)
    }
    view.property("bounds", .rect, get: { $0.layer.model.bounds }) { v, r, new in
      let old = (width: v.layer.model.bounds.width, height: v.layer.model.bounds.height)
      v.layer.model.bounds = r
      new.run.autoresizeSubviews(of: v, from: old)
    }
    view.property(
      "autoresizingMask", takes: "UIView.AutoresizingMask options", sample: { .array([.string("flexibleWidth")]) },
      get: { v, _ in .array(AutoresizingMask.named.filter { v.autoresizing.contains($0.1) }.map { .string($0.0) }) }
    ) { v, new throws(RunError) in
      var mask: AutoresizingMask = []
      for name in new.value.optionNames {
        // Swift 2's `.FlexibleWidth`, `UIViewAutoresizing.None`.
        let modern = name.prefix(1).lowercased() + name.dropFirst()
        if modern == "none" { continue }
        guard let option = AutoresizingMask.named.first(where: { $0.0 == modern })?.1 else {
          throw new.error("no autoresizing option .\(name)")
        }
        mask.insert(option)
      }
      v.autoresizing = mask
    }
    view.property("autoresizesSubviews", .bool, get: { $0.autoresizesSubviews }) { v, b, _ in v.autoresizesSubviews = b }
    view.property("center", .point, get: { $0.layer.model.position }) { v, p, _ in v.layer.model.position = p }
    // Outside 0…1 the layer keeps the nearest end ("values outside that range are clamped", CALayer.opacity).
    view.property("alpha", .number, .fraction, get: { $0.layer.model.opacity }) { v, x, _ in
      v.layer.model.opacity = min(max(x, 0), 1)
    }
    declareBackgroundColor(view, layer: { $0.layer }) { v, new in
      // UIKit fills the background only as it draws: set after `draw(_:)` painted over black, the
      // colour shows once the view draws again (`setNeedsDisplay()`), not before.
      if v.paintedOnBlack {
        new.run.warn(
          "background after black",
          "backgroundColor is set after the view's draw(_:) painted over black: UIKit keeps the black until the view "
            + "draws again (set before it first shows, as code that adds it and starts it in one turn does, it would not "
            + "be black)", at: new.node)
      }
    }
    view.property("clipsToBounds", .bool, get: { $0.layer.model.masksToBounds }) { v, b, _ in v.layer.model.masksToBounds = b }
    view.property("isHidden", .bool, get: { $0.layer.model.isHidden }) { v, b, new in
      if new.run.stacks.contains(where: { $0.stack?.arranged.contains { $0 === v } == true }) {
        new.run.layoutIsStale = true  // its stack closes or opens the gap at the next layout
      }
      v.layer.model.isHidden = b
    }
    view.property(
      "transform", takes: "a CGAffineTransform", sample: { .affine(AffineTransform(scaleX: 2, y: 3)) },
      get: { v, _ in .affine(v.layer.model.effectiveTransform.affine ?? .identity) }
    ) { v, new throws(RunError) in
      guard case .affine(let m) = new.value else { throw new.wrong(want: "a CGAffineTransform") }
      v.layer.model.transform = Transform3D(m)
    }
    // UIKit tells the view its tint changed (`tintColorDidChange()`, which a class may override).
    // Read, it is the tint shown: its own, else its superviews' (`UIView+Tint.swift`); set to
    // nil, the view takes its superviews' again.
    view.property("tintColor", .color, get: { $0.shownTint ?? ViewObject.systemBlue }) { v, c, a throws(RunError) in
      v.setTint(c)
      if let owner = a.run.instance(owning: v) { try a.run.callIfDeclared(owner, "tintColorDidChange", []) }
      try a.run.retintBelow(v)
    }
    view.property("translatesAutoresizingMaskIntoConstraints", .bool, sample: { .bool(false) }, get: { !$0.usesConstraints }) {
      v, b, _ in
      v.usesConstraints = !b
    }
    view.property(
      "mask", takes: "a UIView", sample: { .view(ViewObject(name: "")) },
      get: { v, _ in v.layer.maskLayer.map { l in v.maskView.map(Value.view) ?? .layer(l) } ?? .nil }
    ) { v, new throws(RunError) in
      switch new.value {
      case let given where given.asView != nil:
        let mask = given.asView!
        try new.run.checkHolding(mask.layer, in: v.layer, at: new.node)
        new.run.warnOfMaskInTree(mask.layer, at: new.node)
        (v.maskView, v.layer.maskLayer) = (mask, mask.layer)
      case .nil: (v.maskView, v.layer.maskLayer) = (nil, nil)
      default: throw new.wrong(want: "a UIView")
      }
      new.run.treeChanged = true
    }
    // A view whose layer class is the file's own gives that instance (its methods, `as!`).
    view.property(
      "layer", takes: "a CALayer", get: { v, run in run.instance(owning: v.layer).map(Value.instance) ?? .layer(v.layer) })
    view.property("window", takes: "a UIWindow", get: { v, run in run.window(of: v.layer) })
    view.property(
      "superview", takes: "a UIView",
      get: { v, run in
        if let superlayer = v.layer.superlayer { return run.view(backedBy: superlayer) ?? .nil }
        return run.host(of: v.layer).map(Value.view) ?? .nil
      })
    // SnapKit's DSL (`Library/SnapKit`).
    view.property("snp", takes: "SnapKit's DSL", get: { v, _ in .record(SnapKit.dsl(v)) })
    view.property("subviews", takes: "views", get: { v, run in .array(v.layer.sublayers.compactMap(run.view(backedBy:))) })
    // The status bar's and the bars' over the view in an app's window; none in a playground's
    // live view (`SafeArea.swift`). UIKit's default margins are 8 points.
    view.property(
      "safeAreaInsets", takes: "UIEdgeInsets",
      get: { v, run in
        let e = run.safeAreaInsets(of: v)
        return .edgeInsets(e.top, e.left, e.bottom, e.right)
      })
    // UIKit's default 8 points all round, or what the code set; `layoutMarginsGuide` follows
    // them. The directional spelling's leading and trailing are left and right: Wobble lays
    // out left to right.
    let marginSpellings: [(String, String, [String], @Sendable (Double, Double, Double, Double) -> Value)] = [
      ("layoutMargins", "UIEdgeInsets", ["top", "left", "bottom", "right"], Value.edgeInsets),
      ("directionalLayoutMargins", "NSDirectionalEdgeInsets", ["top", "leading", "bottom", "trailing"], Value.directionalInsets),
    ]
    for (name, takes, labels, make) in marginSpellings {
      view.property(
        name, takes: takes, sample: { make(1, 2, 3, 4) },
        get: { v, run in
          let m = run.layoutMargins(of: v)
          return make(m.top, m.left, m.bottom, m.right)
        }
      ) { v, new throws(RunError) in
        let want = (takes.hasPrefix("N") ? "an " : "a ") + takes
        guard case .tuple(let fields, let given) = new.value, given == labels else { throw new.wrong(want: want) }
        let n = fields.compactMap { field -> Double? in if case .number(let x) = field, x.isFinite { x } else { nil } }
        guard n.count == 4 else { throw new.wrong(want: want) }
        new.run.keep(.edgeInsets(n[0], n[1], n[2], n[3]), .view(v), "layoutMargins")
        new.run.layoutIsStale = true
      }
    }
    view.property("traitCollection", takes: "a UITraitCollection", get: { _, _ in .lightTraits })
    // `window.screen`: the window a view reads (`view.window`) may be the playground's host
    // view, which stands for the live view's window; its screen is the main one.
    view.property("screen", takes: "a UIScreen", get: { _, _ in .type("UIScreen.main") })
    // Pixels per point of the view's backing store: the screen's scale until the file sets
    // another (Wobble draws at the preview's resolution, so the value set changes nothing drawn).
    view.property(
      "contentScaleFactor", takes: "a positive number", sample: { .number(1) },
      get: { v, run in run.kept(.view(v), "contentScaleFactor") ?? .number(Library.screenScale) }
    ) { v, new throws(RunError) in
      guard case .number(let scale) = new.value, scale.isFinite, scale > 0 else { throw new.wrong(want: "a positive number") }
      new.run.keep(.number(scale), .view(v), "contentScaleFactor")
    }
    // A label's text or a stack's arranged views; `noIntrinsicMetric` (-1) on both axes for
    // a plain view. (A file's view class that overrides it answers with its own.)
    view.property(
      "intrinsicContentSize", takes: "a CGSize",
      get: { v, run in
        let size = v.stack.map { run.contentSize(of: $0, in: v) } ?? v.fittingSize ?? (-1, -1)
        return .size(width: size.width, height: size.height)
      })
    view.method("invalidateIntrinsicContentSize", "") { _, a in
      a.run.layoutIsStale = true
      return .void
    }
    for name in LayoutAttribute.allCases.map({ $0.rawValue + "Anchor" }) + [
      "safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide",
    ] {
      view.property(name, takes: "an anchor", get: { v, run in run.layoutMember(of: v, name) })
    }
    // Whether UIKit gives the view's `draw(_:)` an opaque backing store (black where nothing is
    // painted): decided as the view draws, so a change shows from its next draw.
    view.property(
      "isOpaque", takes: "a Bool", sample: { .bool(false) },
      get: { v, run in run.kept(.view(v), "isOpaque") ?? .bool(true) }
    ) { v, new throws(RunError) in
      guard case .bool(let opaque) = new.value else { throw new.wrong(want: "a Bool") }
      new.run.keep(.bool(opaque), .view(v), "isOpaque")
      if v.paintedOnBlack, !opaque {
        new.run.warn(
          "not opaque after black",
          "isOpaque = false comes after the view's draw(_:) painted over black: UIKit keeps the black until the view "
            + "draws again (set before it first shows, it would not be black)", at: new.node)
      }
    }
    t.ignore(
      "restorationIdentifier", "accessibilityLabel", "accessibilityIdentifier", "semanticContentAttribute",
      "overrideUserInterfaceStyle")
    // Read back as UIKit's defaults until set (`x + box.tag` in a closure, `if view.isUserInteractionEnabled`).
    t.ignore(defaults: [
      "tag": { _ in .number(0) }, "isAccessibilityElement": { _ in .bool(false) },
      "preservesSuperviewLayoutMargins": { _ in .bool(false) }, "insetsLayoutMarginsFromSafeArea": { _ in .bool(true) },
      "isExclusiveTouch": { _ in .bool(false) }, "isMultipleTouchEnabled": { _ in .bool(false) },
      "isUserInteractionEnabled": { v in .bool(v.asView?.takesTouchesByDefault ?? true) },
    ])
    // Where the view's image (a picture on its layer) sits in its bounds; `.redraw` draws as
    // `.scaleToFill` does.
    view.property(
      "contentMode", .option(Library.contentModes.keys.sorted()),
      get: { v in Library.contentModes.first { $0.value == v.layer.model.contentsGravity && $0.key != "redraw" }?.key }
    ) { v, mode, _ in
      if let gravity = Library.contentModes[mode] { v.layer.model.contentsGravity = gravity }
    }

    view.method("convert", "_:to", "_:from") { v, a throws(RunError) in try Library.converting(v.layer, a) }
    // The view itself or the first of its subviews, depth first, whose `tag` is the number.
    view.method("viewWithTag", "_") { v, a throws(RunError) in
      let wanted = try a.number(0)
      func search(_ value: Value) -> Value? {
        if (a.run.kept(value, "tag")?.asNumber ?? 0) == wanted { return value }
        guard let view = value.asView else { return nil }
        for sub in view.layer.sublayers.compactMap(a.run.view(backedBy:)) {
          if let found = search(sub) { return found }
        }
        return nil
      }
      return search(a.run.view(backedBy: v.layer) ?? .view(v)) ?? .nil
    }
    view.method("addSubview", "_") { v, a throws(RunError) in
      let added = try a.value(0)
      guard let sub = added.asView else { throw a.wrong(0, got: added, want: "a UIView") }
      try a.run.checkHolding(sub.layer, in: v.layer, at: a.call)
      // UIKit tells the view at once, before and after; and the views it brings into a window.
      if case .instance(let instance) = added {
        try a.run.callIfDeclared(instance, "willMove", [a.run.view(backedBy: v.layer) ?? .view(v)], label: "toSuperview")
      }
      v.layer.sublayers.append(sub.layer)
      a.run.treeChanged = true
      try a.run.inheritTint(sub, from: v)
      if case .instance(let instance) = added { try a.run.callIfDeclared(instance, "didMoveToSuperview", []) }
      try a.run.joinWindow(sub.layer)
      return .void
    }
    view.method("insertSubview", "_:at", "_:belowSubview", "_:aboveSubview") { v, a throws(RunError) in
      try a.run.insert(try a.viewLayer(0), into: v.layer, a, beside: try a.value(1))
      if let sub = try a.value(0).asView { try a.run.inheritTint(sub, from: v) }
      return .void
    }
    // Indexes count subviews only (a layer added beside them is not one).
    view.method("exchangeSubview", "at:withSubviewAt") { v, a throws(RunError) in
      let subviews = v.layer.sublayers.indices.filter { a.run.view(backedBy: v.layer.sublayers[$0]) != nil }
      var picked: [Int] = []
      for i in 0..<2 {
        let n = try a.number(i)
        guard n == n.rounded(), n >= 0, n < Double(subviews.count) else {
          throw a.error(i, "index \(Scenes.format(n)) is outside the view's \(subviews.count) subviews")
        }
        picked.append(subviews[Int(n)])
      }
      v.layer.sublayers.swapAt(picked[0], picked[1])
      a.run.treeChanged = true
      return .void
    }
    // The view itself counts, as in UIKit.
    view.method("isDescendant", "of") { v, a throws(RunError) in
      let other = try a.viewLayer(0)
      var layer: LayerObject? = v.layer
      while let current = layer {
        if current === other { return .bool(true) }
        layer = current.superlayer
      }
      return .bool(false)
    }
    view.method("bringSubviewToFront", "_", body: reorder)
    view.method("sendSubviewToBack", "_", body: reorder)
    view.method("removeFromSuperview", "") { v, a in
      if a.run.host(of: v.layer) != nil {
        // The shown view leaves the playground's host: nothing is shown from then on.
        v.layer.model.isHidden = true
        a.run.warn(
          "removeFromSuperview", "the shown view removes itself from its host at \(a.run.now) s: nothing is shown after",
          at: a.call)
      }
      v.layer.remove()
      a.run.treeChanged = true
      return .void
    }
    // `drawHierarchy(in:afterScreenUpdates:)`: the view and its subviews as shown now, painted
    // into the current context with its bounds stretched over `rect` (what `render(in:)` paints;
    // a 3-D turn or a shadow is refused there). False, painting nothing, with no context.
    view.method("drawHierarchy", "in:afterScreenUpdates") { v, a throws(RunError) in
      let rect = try a.rect(0)
      _ = try a.bool(1)
      guard let context = a.run.drawingContext else { return .bool(false) }
      let bounds = v.layer.model.bounds
      guard bounds.width > 0, bounds.height > 0 else { return .bool(true) }
      context.save()
      defer { context.restore() }
      context.concatenate(
        AffineTransform(translationX: -bounds.minX, y: -bounds.minY)
          .concatenating(AffineTransform(scaleX: rect.width / bounds.width, y: rect.height / bounds.height))
          .concatenating(AffineTransform(translationX: rect.minX, y: rect.minY)))
      try render(v.layer, in: context, a)
      return .bool(true)
    }
    view.method("layoutIfNeeded", "") { v, a throws(RunError) in
      // Constraints changed since the last pass are solved now (inside `UIView.animate`, the
      // frames they move animate); a view of the file's class lays out now (and no longer at
      // the turn's end).
      try a.run.applyConstraintsIfNeeded()
      if let owner = a.run.instance(owning: v) {
        a.run.needsLayout.removeAll { $0 === owner }
        try a.run.layOut(owner)
      }
      return .void
    }
    // Called directly (Apple says not to; code does, on a stack view it has just filled):
    // UIKit's own `layoutSubviews` places the subviews where the constraints put them, so the
    // constraints changed since the last pass are solved now.
    view.method("layoutSubviews", "") { _, a throws(RunError) in
      try a.run.applyConstraintsIfNeeded()
      return .void
    }
    view.method("setNeedsLayout", "") { v, a in
      if let owner = a.run.instance(owning: v), !a.run.needsLayout.contains(where: { $0 === owner }) {
        a.run.needsLayout.append(owner)
      }
      return .void
    }
    // NSObject's `perform(_:with:afterDelay:)` on a view class of the file: its method, once,
    // after the delay (the run loop's next turn for 0).
    view.method("perform", "_:with:afterDelay") { v, a throws(RunError) in
      guard let target = a.run.instance(owning: v) ?? a.run.me.flatMap({ $0.view === v ? $0 : nil }) else {
        throw a.error("the receiver must be an instance of a class the file declares")
      }
      // The object goes to a method that takes one; one that takes none never sees it.
      let name = try a.selectorName(0)
      guard try a.isNil(1) || target.anyMethod(name, parameters: 0) != nil else {
        throw a.error(1, "passing an object to the method is not simulated by Wobble yet")
      }
      let delay = try a.number(2)
      guard delay.isFinite else { throw a.error(2, "want a delay in seconds") }
      let call = TimerObject(repeats: false, interval: max(0, delay), action: .method(target, name))
      a.run.schedule(call)
      return .void
    }
    // UIKit calls it when the tint changes; a view whose class does not override it has
    // nothing to redo (the file's override runs instead when there is one).
    view.method("tintColorDidChange", "") { _, _ in .void }
    view.method("setNeedsDisplay", "", "_") { v, a in
      a.run.needsDisplay(a.run.instance(owning: v))
      return .void
    }
    // The size the view asks for within `size`: a label's, button's, text field's or image
    // view's own (its text's, as `sizeToFit` takes); UIView's is its bounds' size, as UIKit
    // documents. A wrapping label's text wider than `size` takes the lines it wraps to; a
    // single line wider (cut in UIKit) is refused.
    view.method("sizeThatFits", "_") { v, a throws(RunError) in
      let given = try a.value(0)
      guard case .size(let width, let height) = given, width.isFinite, height.isFinite else {
        throw a.wrong(0, got: given, want: "a CGSize of finite numbers")
      }
      guard let own = v.fittingSize else {
        let bounds = v.layer.model.bounds
        return .size(width: bounds.width, height: bounds.height)
      }
      if let wrapped = v.wrappedSize(natural: own, at: width) { return .size(width: wrapped.width, height: wrapped.height) }
      if v.isLabel || v.textField != nil, own.width > width {
        throw a.error(
          "the text is wider than the width given (\(width) pt), which UIKit wraps or cuts: not simulated by Wobble yet")
      }
      return .size(width: own.width, height: own.height)
    }
    // UIKit sets the bounds' size to `sizeThatFits(bounds.size)`, the frame's origin kept: a
    // label its text's size (a wrapping one wrapped at its width), an image view its image's, a
    // button its title's or image's with its insets; a view with no content of its own keeps its size.
    view.method("sizeToFit", "") { v, _ in
      guard let own = v.fittingSize else { return .void }
      let size = v.wrappedSize(natural: own, at: v.layer.model.bounds.width) ?? own
      let origin = v.layer.model.frame.origin
      v.layer.model.setFrame(Rect(x: origin.x, y: origin.y, width: size.width, height: size.height))
      return .void
    }
    view.method("addGestureRecognizer") { v, a throws(RunError) in
      guard case .record(let recognizer) = try a.value(0), recognizer.type === Library.gestureRecognizer else {
        a.run.warn("addGestureRecognizer", "addGestureRecognizer(…) is skipped: touches do not reach a preview", at: a.call)
        return .void
      }
      v.tapRecognizers.append(recognizer)
      return .void
    }
    // Kept for `sendActions(for:)`, which code calls itself (a slider's label set up), and for
    // the `tap.…` setting that taps the control (`Touches.swift`).
    view.method("addTarget") { v, a throws(RunError) in
      if ["_:action:for", "_:action:forControlEvents"].contains(a.signature), case .instance(let target) = try a.value(0) {
        v.targets.append((target, try a.selectorName(1), controlEvents(try a.value(2))))
      }
      return .void
    }
    // The targets' methods for those events, called now (with the control when they take it).
    view.method("sendActions", "for") { v, a throws(RunError) in
      try a.run.sendActions(of: v, for: controlEvents(try a.value(0)), at: Syntax(a.call))
      return .void
    }
    view.method("removeTarget") { _, _ in .void }
    for name in ["addConstraint", "removeConstraint"] {
      view.method(name, "_") { v, a throws(RunError) in
        let given = try a.value(0)
        guard case .constraint(let c) = given else { throw a.wrong(0, got: given, want: "an NSLayoutConstraint") }
        a.run.setActive(c, name == "addConstraint", holder: v, at: a.call)
        return .void
      }
    }
    for name in ["addConstraints", "removeConstraints"] {
      view.method(name, "_") { v, a throws(RunError) in
        let given = try a.value(0)
        guard case .array(let items) = given else { throw a.wrong(0, got: given, want: "an array of constraints") }
        for case .constraint(let c) in items { a.run.setActive(c, name == "addConstraints", holder: v, at: a.call) }
        return .void
      }
    }
    // The active constraints this view holds, in the order they became active.
    view.property(
      "constraints", takes: "an array of constraints",
      get: { v, run in .array(run.constraints.filter { $0.holder === v }.map(Value.constraint)) })
    // Priorities are not weighed (`AutoLayout.swift`): said once.
    for name in ["setContentHuggingPriority", "setContentCompressionResistancePriority"] {
      view.method(name, "_:for") { _, a in
        a.run.warn(
          "content priorities",
          "content hugging and compression resistance priorities are accepted and not weighed: a stack's .fill "
            + "stretches the view nothing sizes along its axis, else the last one", at: a.call)
        return .void
      }
    }
  }

  /// `bringSubviewToFront(_:)`/`sendSubviewToBack(_:)`.
  @Sendable private static func reorder(_ v: ViewObject, _ a: Arguments) throws(RunError) -> Value {
    let sub = try a.viewLayer(0)
    guard v.layer.sublayers.contains(where: { $0 === sub }) else { throw a.error(0, "not one of the view's subviews") }
    v.layer.sublayers.removeAll { $0 === sub }
    if a.shape.calledName.hasSuffix("bringSubviewToFront") {
      v.layer.sublayers.append(sub)
    } else {
      v.layer.sublayers.insert(sub, at: 0)
    }
    a.run.treeChanged = true
    return .void
  }
}

extension Interpreter {
  /// The view a playground's live view is put in (sized to it) once the shown view has joined
  /// its window: the superview of the shown root; nil for any other layer.
  func host(of layer: LayerObject) -> ViewObject? {
    guard inWindow, layer.superlayer == nil, layer === shownRoot, layer.backsView else { return nil }
    if hostView == nil {
      let host = ViewObject(name: "")
      host.layer.model.setFrame(Rect(x: 0, y: 0, width: layer.model.frame.width, height: layer.model.frame.height))
      hostView = host
    }
    return hostView
  }

  /// The view whose layer `layer` is: an instance of the file's view class, or a UIKit view.
  /// The view's superview, as `superview` reads it.
  func superview(of view: ViewObject) -> ViewObject? {
    if let superlayer = view.layer.superlayer {
      switch self.view(backedBy: superlayer) {
      case .view(let v)?: return v
      case .instance(let i)?: return i.view
      default: return nil
      }
    }
    return host(of: view.layer)
  }

  func view(backedBy layer: LayerObject) -> Value? {
    guard layer.backsView else { return nil }
    // A view of a class the file declares is its instance; a controller's root view is a view,
    // not the controller that holds it.
    if let instance = instances.first(where: { !$0.isController && $0.view?.layer === layer }) { return .instance(instance) }
    return views.first { $0.layer === layer }.map(Value.view)
  }
}

extension Value {
  /// `NSDirectionalEdgeInsets` as a labelled tuple (`insets.leading`).
  static func directionalInsets(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> Value {
    .tuple(
      [.number(top), .number(leading), .number(bottom), .number(trailing)], labels: ["top", "leading", "bottom", "trailing"])
  }

  /// `UIEdgeInsets` as a labelled tuple (`insets.left`).
  static func edgeInsets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> Value {
    .tuple([.number(top), .number(left), .number(bottom), .number(right)], labels: ["top", "left", "bottom", "right"])
  }

  /// The light appearance on a 2× compact-width screen, as every colour Wobble draws.
  static var lightTraits: Value {
    .tuple(
      [.string("light"), .number(Library.screenScale), .string("compact"), .string("regular"), .string("leftToRight")],
      labels: ["userInterfaceStyle", "displayScale", "horizontalSizeClass", "verticalSizeClass", "layoutDirection"])
  }
}

extension Library {
  /// `UIView.ContentMode`'s cases and where each puts a picture.
  static let contentModes: [String: Layer.ContentsGravity] = [
    "scaleToFill": .resize, "scaleAspectFit": .resizeAspect, "scaleAspectFill": .resizeAspectFill, "redraw": .resize,
    "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right, "topLeft": .topLeft,
    "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
  ]
}

extension Arguments {
  /// A view made by an initialiser (`UIView(frame:)`, `UILabel()`, …): counted, kept, the
  /// first one made remembered, its frame set when the call gives one (its first argument,
  /// `frame:`, as in `UITableView(frame:style:)`).
  func newView() throws(RunError) -> ViewObject {
    let view = ViewObject(name: "")
    run.views.append(view)
    try run.countLayer(at: call)
    if run.firstView == nil { run.firstView = view }
    if signature == "frame" || signature.hasPrefix("frame:") { view.layer.model.setFrame(try rect(0)) }
    return view
  }
}

/// The `UIControl.Event`s a value names: `.valueChanged`, or a set of them.
private func controlEvents(_ value: Value) -> Set<String> { Set(value.optionNames) }
