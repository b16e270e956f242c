import Animation
import Foundation
import Geometry
import Scenes
import SwiftSyntax

/// The UIKit, QuartzCore and CoreGraphics API the interpreter knows, with Apple's defaults:
/// initialisers, static members, properties read and set, and methods. Anything else is
/// refused by name and position.
enum Builtins {
  // MARK: Members without a base: `.pi`, `.orange`, `.round`

  static func implicitMember(_ name: String, _ run: Interpreter, at node: MemberAccessExprSyntax) throws(RunError) -> Value {
    switch name {
    case "pi": return .number(.pi)
    case "infinity", "greatestFiniteMagnitude": return .number(.infinity)
    case "nan": return .number(.nan)
    case "zero": return .point(.zero)
    case "identity": return .affine(.identity)
    default:
      // A static of a type the file declares or extends (`extension UIColor { static let
      // brand = … }`), as Swift finds `.brand` where a UIColor is expected.
      for type in run.typesInOrder where type.kind != .enum {
        if let value = try run.staticMember(type, name, at: node) { return value }
      }
      if let color = NamedColors.uikit(named: name) { return .color(color) }
      // Enumeration cases (`.round`, `.forwards`, `.easeIn`) stand for themselves.
      return .string(name)
    }
  }

  // MARK: Members of a value

  /// Option types whose cases Wobble reads by name.
  static let optionTypes: Set<String> = [
    "CAMediaTimingFillMode", "CAAnimationCalculationMode", "CAAnimationRotationMode", "CAShapeLayerLineCap",
    "CAShapeLayerLineJoin", "CAMediaTimingFunctionName", "CATransitionType", "CATransitionSubtype", "CAGradientLayerType",
    "CAShapeLayerFillRule", "CATextLayerAlignmentMode", "UIView.AnimationOptions", "UIView.AnimationCurve",
    "UIView.ContentMode", "RunLoop.Mode",
  ]

  /// `UIEdgeInsets` as a labelled tuple (`insets.left`).
  static func edgeInsets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> Value {
    .tuple([.number(top), .number(left), .number(bottom), .number(right)], labels: ["top", "left", "bottom", "right"])
  }

  /// UIKit controls Wobble shows as placeholder boxes, with their usual size in points.
  static let placeholderControls: [String: (Double, Double)] = [
    "UISwitch": (51, 31), "UIActivityIndicatorView": (20, 20), "UIProgressView": (150, 4), "UISlider": (150, 31),
    "UISegmentedControl": (150, 32), "UIStepper": (94, 32), "UIPageControl": (120, 26), "UIDatePicker": (200, 34),
  ]

  /// UIView's methods Wobble runs, which a view class calls on itself without `self.`.
  static let viewMethods: Set<String> = [
    "addSubview", "insertSubview", "bringSubviewToFront", "sendSubviewToBack", "removeFromSuperview",
    "layoutIfNeeded", "setNeedsLayout", "sizeToFit", "addGestureRecognizer", "addConstraint", "addConstraints",
    "removeConstraint", "removeConstraints", "setContentHuggingPriority", "setContentCompressionResistancePriority",
    // A UIButton subclass's own title, image and targets (`setTitle("Tap", for: .normal)` in its init).
    "setTitle", "setTitleColor", "setImage", "setBackgroundImage", "setAttributedTitle", "addTarget",
    "removeTarget",
  ]

  static func member(_ base: Value, _ name: String, _ run: Interpreter, at node: MemberAccessExprSyntax) throws(RunError) -> Value
  {
    // `pair.0`: a tuple's element by position; `offset.dx`: by label.
    if case .tuple(let items, let labels) = base {
      if let i = Int(name) {
        guard i < items.count else { throw run.error("the tuple has no element \(i)", at: node.declName) }
        return items[i]
      }
      if let i = labels.firstIndex(of: name) { return items[i] }
    }
    if let value = try memberIfAny(base, name, run, at: node) { return value }
    // `a?.b` with `a` nil is nil.
    if case .nil = base, let chained = node.base, Interpreter.isOptionalChain(chained) { return .nil }
    if let reference = run.methodReference(name, of: base, at: node) { return reference }
    throw run.error("\(name) of \(base.kind) is not simulated by Wobble yet", at: node.declName)
  }

  /// A property of a value, or nil when it has none Wobble knows.
  static func memberIfAny(_ base: Value, _ name: String, _ run: Interpreter, at node: some SyntaxProtocol) throws(RunError)
    -> Value?
  {
    if case .skipped = base { return .nil }
    if let type = run.extensionType(of: base), let value = try run.computed(name, in: type, on: base) { return value }
    switch (base, name) {
    case (.instance(let instance), _):
      if let value = try run.stored(name, of: instance) { return value }
      if let value = try run.computed(name, of: instance) { return value }
      if instance.isController, let view = instance.view {
        if name == "view" { return .view(view) }
        return nil
      }
      if let view = instance.view {
        if name == "layer" { return .layer(view.layer) }
        if let value = viewProperty(view, name, run) { return value }
      }
    case (.view(let view), "titleLabel") where view.isButton: return base  // its title is drawn in the view
    case (.view, "safeAreaInsets"): return edgeInsets(0, 0, 0, 0)  // a playground's live view has none
    case (.view, "layoutMargins"): return edgeInsets(8, 8, 8, 8)
    case (.view, "traitCollection"), (.type("UITraitCollection"), "current"):
      // The light appearance on a 2× compact-width screen, as every colour Wobble draws.
      return .tuple(
        [.string("light"), .number(2), .string("compact"), .string("regular"), .string("leftToRight")],
        labels: ["userInterfaceStyle", "displayScale", "horizontalSizeClass", "verticalSizeClass", "layoutDirection"])
    case (.type("UIEdgeInsets"), "zero"): return edgeInsets(0, 0, 0, 0)
    case (.image, "cgImage"), (.image, "ciImage"): return base
    case (.type("NotificationCenter"), "default"):
      return .type("NotificationCenter.default")
    case (.layoutGuide(let view, let inset), _):
      if let member = run.layoutMember(of: view, name, inset: inset), case .anchor = member { return member }
      return nil
    case (.constraint(let c), "constant"): return .number(c.constant)
    case (.constraint(let c), "multiplier"): return .number(c.multiplier)
    case (.constraint(let c), "isActive"): return .bool(c.isActive)
    case (.dictionary(let entries), "count"): return .number(Double(entries.count))
    case (.dictionary(let entries), "isEmpty"): return .bool(entries.isEmpty)
    case (.dictionary(let entries), "keys"): return .array(entries.map(\.key))
    case (.dictionary(let entries), "values"): return .array(entries.map(\.value))
    case (.dictionary(let entries), "first"): return entries.first?.tuple ?? .nil
    case (.array(let items), "count"): return .number(Double(items.count))
    case (.array(let items), "isEmpty"): return .bool(items.isEmpty)
    case (.array(let items), "first"): return items.first ?? .nil
    case (.array(let items), "last"): return items.last ?? .nil
    case (.array(let items), "indices"): return .array(items.indices.map { .number(Double($0)) })
    case (.enumCase(let value), "rawValue"): return try run.rawValue(value, at: node)
    case (.enumCase(let value), _): return try run.computed(name, in: value.type, on: base)
    case (.string(let caseName), _) where run.enumCase(named: caseName) != nil:
      return try memberIfAny(.enumCase(run.enumCase(named: caseName)!), name, run, at: node)
    case (.string(let s), _):
      if let member = Interpreter.stringMember(s, name) { return member }
    case (.type(let typeName), _) where !run.nestedTypes.isEmpty && run.nestedTypes[typeName]?[name] != nil:
      return .type(run.nestedTypes[typeName]![name]!)  // `Ring.Metrics`
    case (.type(let typeName), "allCases") where run.types[typeName]?.kind == .enum:
      let type = run.types[typeName]!
      return .array(type.cases.map { .enumCase(EnumCase(type: type, name: $0.name)) })
    // A static member the file declares, on its own type or one it extends (`UIColor.brand`);
    // a type Wobble provides keeps its own members (`UIColor.black`) below.
    case (.type(let typeName), _) where run.staticsOwner(typeName, name) != nil:
      return try run.staticMember(run.staticsOwner(typeName, name)!, name, at: node)
    case (.type("CGFloat"), "pi"), (.type("Double"), "pi"), (.type("Float"), "pi"): return .number(.pi)
    case (.type, "self"): return base
    case (.type("CGRect"), "zero"): return .rect(.zero)
    case (.type("CGPoint"), "zero"): return .point(.zero)
    case (.type("CGSize"), "zero"): return .size(width: 0, height: 0)
    case (.size(let w, _), "width"): return .number(w)
    case (.size(_, let h), "height"): return .number(h)
    case (.transform(let t), _) where transformFields.contains(name): return .number(t.field(name))
    case (.type, "infinity"), (.type, "greatestFiniteMagnitude"): return .number(.infinity)
    case (.type, "nan"): return .number(.nan)
    case (.type("UIColor"), let color):
      if let c = NamedColors.uikit(named: color) { return .color(c) }
    case (.type("PlaygroundPage"), "current"): return .playgroundPage
    // The screen of the device the code imagines: a 2× iPhone (Wobble draws at the preview's
    // own resolution, so a scale read from it changes nothing drawn).
    case (.type("UIScreen"), "main"): return .type("UIScreen.main")
    case (.type("UIScreen.main"), "scale"), (.type("UIScreen.main"), "nativeScale"): return .number(2)
    case (.type("UIScreen.main"), "bounds"): return .rect(Rect(x: 0, y: 0, width: 375, height: 667))
    case (.type(let typeName), _) where optionTypes.contains(typeName):
      // `CAMediaTimingFillMode.forwards` is `.forwards`.
      return .string(name)
    case (.type("RunLoop"), _): return .string(name)
    case (.color, "cgColor"), (.path, "cgPath"), (.color, "CGColor"), (.path, "CGPath"): return base
    case (.path(let p), "bounds"): return .rect(p.path.bounds)
    case (.view(let view), "layer"): return .layer(view.layer)
    case (.rect(let r), _):
      switch name {
      case "width": return .number(r.width)
      case "height": return .number(r.height)
      case "midX": return .number(r.midX)
      case "midY": return .number(r.midY)
      case "minX": return .number(r.minX)
      case "minY": return .number(r.minY)
      case "maxX": return .number(r.maxX)
      case "maxY": return .number(r.maxY)
      case "origin": return .point(Point(r.minX, r.minY))
      case "size": return .size(width: r.width, height: r.height)
      default: break
      }
    case (.displayLinkTick(let interval, _), "duration"): return .number(interval)
    case (.displayLinkTick, "timestamp"): return .number(run.now)
    // The time the frame being prepared will show: one display frame later.
    case (.displayLinkTick(let interval, _), "targetTimestamp"): return .number(run.now + interval)
    case (.animation(let a), "settlingDuration"):
      if let spring = a.spring { return .number(spring.settlingDuration) }
    case (.type("CATransform3D"), "identity"): return .transform(.identity)
    case (.type("CGAffineTransform"), "identity"): return .affine(.identity)
    case (.number(let x), "magnitude"): return .number(x.magnitude)
    case (.number(let x), "isFinite"): return .bool(x.isFinite)
    case (.number(let x), "isNaN"): return .bool(x.isNaN)
    case (.number(let x), "isZero"): return .bool(x == 0)
    case (.point(let p), "x"), (.point(let p), "dx"): return .number(p.x)
    case (.point(let p), "dy"): return .number(p.y)
    case (.point(let p), "y"): return .number(p.y)
    case (.layer(let layer), _): if let v = layerProperty(layer, name) { return v }
    case (.view(let view), _): if let v = viewProperty(view, name, run) { return v }
    default: break
    }
    return nil
  }

  static func layerProperty(_ layer: LayerObject, _ name: String) -> Value? {
    let m = layer.model
    switch name {
    case "bounds": return .rect(m.bounds)
    case "frame": return .rect(m.frame)
    case "position": return .point(m.position)
    case "opacity": return .number(m.opacity)
    case "cornerRadius": return .number(m.cornerRadius)
    case "anchorPoint": return .point(m.anchorPoint)
    case "backgroundColor": return m.backgroundColor.map { .color($0) } ?? .nil
    case "transform": return .transform(m.effectiveTransform)
    case "sublayerTransform": return .transform(m.sublayerTransform)
    case "isHidden": return .bool(m.isHidden)
    case "isDoubleSided": return .bool(m.isDoubleSided)
    case "speed": return .number(m.timing.speed)
    case "timeOffset": return .number(m.timing.timeOffset)
    case "beginTime": return .number(m.timing.beginTime)
    case "masksToBounds": return .bool(m.masksToBounds)
    case "mask": return layer.maskLayer.map { .layer($0) } ?? .nil
    case "borderWidth": return .number(m.borderWidth)
    case "shadowOpacity": return .number(m.shadow.opacity)
    case "shadowRadius": return .number(m.shadow.radius)
    case "name": return m.name.isEmpty ? .nil : .string(m.name)
    case "actions":
      return layer.actions.isEmpty
        ? .nil : .dictionary(layer.actions.map { DictionaryEntry(key: .string($0.key), value: $0.value) })
    case "sublayers": return .array(layer.sublayers.map { .layer($0) })
    case "path": return layer.shape.map { .path(PathObject($0.path)) }
    case "fillColor": return layer.shape.map { $0.fillColor.map { .color($0) } ?? .nil }
    case "strokeColor": return layer.shape.map { $0.strokeColor.map { .color($0) } ?? .nil }
    case "lineWidth": return layer.shape.map { .number($0.stroke.width) }
    case "lineDashPhase": return layer.shape.map { .number($0.stroke.dashPhase) }
    case "lineDashPattern":
      return layer.shape.map { $0.stroke.dashPattern.isEmpty ? .nil : .array($0.stroke.dashPattern.map { .number($0) }) }
    case "colors": return layer.model.gradient.map { .array($0.colors.map { .color($0) }) }
    case "locations": return layer.model.gradient.map { g in g.locations.map { .array($0.map { .number($0) }) } ?? .nil }
    case "startPoint": return layer.model.gradient.map { .point($0.startPoint) }
    case "endPoint": return layer.model.gradient.map { .point($0.endPoint) }
    case "strokeEnd": return layer.shape.map { .number($0.strokeEnd) }
    case "strokeStart": return layer.shape.map { .number($0.strokeStart) }
    default: return nil
    }
  }

  static func viewProperty(_ view: ViewObject, _ name: String, _ run: Interpreter) -> Value? {
    if let field = view.textField {
      if name == "text" { return .string(field.text) }
      if name == "placeholder" { return .string(field.placeholder) }
    }
    if view.isLabel, case .text(let style) = view.layer.model.content {
      if name == "text" { return .string(style.string) }
      if name == "textColor" { return .color(style.color) }
    }
    switch name {
    case "frame", "bounds": return layerProperty(view.layer, name)
    case "center": return layerProperty(view.layer, "position")
    case "alpha": return layerProperty(view.layer, "opacity")
    case "clipsToBounds": return layerProperty(view.layer, "masksToBounds")
    case "isHidden": return layerProperty(view.layer, "isHidden")
    case "mask": return view.layer.maskLayer.map { layer in view.maskView.map { .view($0) } ?? .layer(layer) } ?? .nil
    default: return run.layoutMember(of: view, name)  // `leadingAnchor`, `safeAreaLayoutGuide`, …
    }
  }

  /// The entries of a `CATransform3D` (`m34` for perspective).
  static let transformFields: Set<String> = [
    "m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24", "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44",
  ]

  /// A value type with one member changed (`t.m34 = …`, `frame.origin.x = …`), or nil when
  /// `base` is not one Wobble changes by member.
  static func changing(_ base: Value, _ name: String, to value: Value) -> Value? {
    switch (base, name, value) {
    case (.transform(var t), _, .number(let x)) where transformFields.contains(name):
      t.setField(name, x)
      return .transform(t)
    case (.point(let p), "x", .number(let x)): return .point(Point(x, p.y))
    case (.point(let p), "y", .number(let y)): return .point(Point(p.x, y))
    case (.size(_, let h), "width", .number(let w)): return .size(width: w, height: h)
    case (.size(let w, _), "height", .number(let h)): return .size(width: w, height: h)
    case (.rect(let r), "origin", .point(let p)): return .rect(Rect(x: p.x, y: p.y, width: r.width, height: r.height))
    case (.rect(let r), "size", .size(let w, let h)): return .rect(Rect(x: r.minX, y: r.minY, width: w, height: h))
    default: return nil
    }
  }

  // MARK: Setting properties

  /// The value assigned to a property, read as the kind the property takes; a wrong kind is
  /// refused with the property's name and the place.
  struct NewValue {
    let value: Value
    let name: String
    let run: Interpreter
    let node: Syntax

    func bool() throws(RunError) -> Bool {
      guard case .bool(let b) = value else { throw run.error("\(name) takes true or false, not \(value.kind)", at: node) }
      return b
    }

    func number() throws(RunError) -> Double {
      guard case .number(let x) = value else { throw run.error("\(name) takes a number, not \(value.kind)", at: node) }
      return x
    }

    /// A colour, or nil for `nil`.
    func color() throws(RunError) -> Color? {
      switch value {
      case .color(let c): return c
      case .nil: return nil
      default: throw run.error("\(name) takes a colour, not \(value.kind)", at: node)
      }
    }

    func rect() throws(RunError) -> Rect {
      switch value {
      case .rect(let r): return r
      case .point(let p) where p == .zero: return .zero
      default: throw run.error("\(name) takes a CGRect, not \(value.kind)", at: node)
      }
    }
  }

  static func set(_ base: Value, _ name: String, to value: Value, _ run: Interpreter, at node: Syntax) throws(RunError) {
    let new = NewValue(value: value, name: name, run: run, node: node)
    switch base {
    case .skipped: return  // `tap.numberOfTapsRequired = 2`
    case .instance(let instance):
      return try setOnInstance(instance, name, to: value, run, at: node)
    case .playgroundPage where name == "liveView":
      run.liveView = value
      run.treeChanged = true
      if case .instance(let controller) = value, controller.isController { try run.load(controller) }
      return
    case .playgroundPage where name == "needsIndefiniteExecution":
      return
    case .view(let view):
      run.noteChange(of: view.layer)
      if view.stack != nil {
        switch name {
        case "axis":
          guard case .string(let axis) = value, axis == "horizontal" || axis == "vertical" else {
            throw run.error("axis takes .horizontal or .vertical", at: node)
          }
          view.stack?.vertical = axis == "vertical"
          return run.layoutIsStale = true
        case "spacing":
          let x = try new.number()
          guard x.isFinite else { throw run.error("spacing takes a finite number of points", at: node) }
          view.stack?.spacing = x
          return run.layoutIsStale = true
        case "alignment", "distribution":
          guard case .string(let option) = value else { throw run.error("\(name) takes a UIStackView option", at: node) }
          if name == "alignment" { view.stack?.alignment = option } else { view.stack?.distribution = option }
          return run.layoutIsStale = true
        case "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement", "layoutMargins",
          "directionalLayoutMargins":
          return
        default: break
        }
      }
      if name == "isHidden", run.stacks.contains(where: { $0.stack?.arranged.contains { $0 === view } == true }) {
        run.layoutIsStale = true  // its stack closes or opens the gap at the next layout
      }
      if view.textField != nil {
        switch name {
        case "text", "placeholder":
          let text: String
          switch value {
          case .string(let s): text = s
          case .nil: text = ""
          default: throw run.error("\(name) takes a string, not \(value.kind)", at: node)
          }
          if name == "text" { view.textField?.text = text } else { view.textField?.placeholder = text }
          return
        case "textColor":
          view.textField?.textColor = try new.color() ?? .black
          return
        case "borderStyle":
          guard case .string(let style) = value else {
            throw run.error("borderStyle takes .none, .line, .bezel or .roundedRect", at: node)
          }
          // UIKit's look, approximately [R]: a light grey hairline with rounded corners, a black
          // line, a grey bezel.
          let m = view.layer.model
          (view.layer.model.borderWidth, view.layer.model.borderColor, view.layer.model.cornerRadius) =
            switch style {
            case "roundedRect": (0.5, Color(white: 0.8), 5)
            case "line": (1, .black, 0)
            case "bezel": (1, Color(white: 0.6), 0)
            default: (0, m.borderColor, 0)
            }
          if style == "roundedRect", m.backgroundColor == nil { view.layer.model.backgroundColor = .white }
          return
        case "attributedPlaceholder", "attributedText", "isSecureTextEntry", "keyboardType", "returnKeyType",
          "autocorrectionType", "autocapitalizationType", "clearButtonMode", "leftView", "leftViewMode", "rightView",
          "rightViewMode", "delegate", "textContentType":
          return
        default: break
        }
      }
      if view.placeholderClass != nil,
        ![
          "frame", "bounds", "center", "alpha", "backgroundColor", "transform", "isHidden", "clipsToBounds", "mask",
          "translatesAutoresizingMaskIntoConstraints",
        ].contains(name)
      {
        return  // `isOn`, `progress`, `color`, `hidesWhenStopped`, …: not drawn
      }
      switch name {
      case "frame": return view.layer.model.setFrame(try new.rect())
      case "bounds": return view.layer.model.bounds = try new.rect()
      case "backgroundColor": return view.layer.model.backgroundColor = try new.color()
      case "alpha": return view.layer.model.opacity = try new.number()
      case "image" where view.isImageView:
        switch value {
        case .image(let image): return view.show(image)
        case .nil: return view.layer.model.content = .none
        default: throw run.error("image takes a UIImage, not \(value.kind)", at: node)
        }
      case "attributedText" where view.isLabel:
        // The text, its colour and its font's size (`NSAttributedString`'s attributes).
        guard case .text(var style) = view.layer.model.content else { break }
        guard case .tuple(let fields, let labels) = value, labels.first == "string" else {
          if case .nil = value {
            style.string = ""
          } else {
            throw run.error("attributedText takes an NSAttributedString", at: node)
          }
          return view.layer.model.content = .text(style)
        }
        for (label, field) in zip(labels, fields) {
          try setText(
            &style, label == "string" ? "string" : label == "color" ? "foregroundColor" : "font", to: field, run, at: node)
        }
        return view.layer.model.content = .text(style)
      case "text", "textColor", "font", "textAlignment",
        "numberOfLines" where view.isLabel:
        guard case .text(var style) = view.layer.model.content else { break }
        try setText(&style, name == "text" ? "string" : name == "textColor" ? "foregroundColor" : name, to: value, run, at: node)
        return view.layer.model.content = .text(style)
      case "tintColor":
        view.tintColor = try new.color()
        if let image = view.image { view.show(image) }
        return
      case "clipsToBounds": return view.layer.model.masksToBounds = try new.bool()
      case "isHidden": return view.layer.model.isHidden = try new.bool()
      case "tag", "isOpaque", "accessibilityLabel", "accessibilityIdentifier", "isAccessibilityElement",
        "semanticContentAttribute", "overrideUserInterfaceStyle", "preservesSuperviewLayoutMargins",
        "insetsLayoutMarginsFromSafeArea":
        return
      case "mask":
        switch value {
        case .view(let mask):
          try run.checkHolding(mask.layer, in: view.layer, at: node)
          (view.maskView, view.layer.maskLayer) = (mask, mask.layer)
        case .nil: (view.maskView, view.layer.maskLayer) = (nil, nil)
        default: throw run.error("a view's mask takes a UIView, not \(value.kind)", at: node)
        }
        return run.treeChanged = true
      case "translatesAutoresizingMaskIntoConstraints":
        return view.usesConstraints = !(try new.bool())
      case "contentMode", "isUserInteractionEnabled":
        return
      case "transform":
        guard case .affine(let m) = value else { throw run.error("a view's transform takes a CGAffineTransform", at: node) }
        return view.layer.model.transform = Transform3D(m)
      case "center":
        guard case .point(let p) = value else { throw run.error("center takes a CGPoint", at: node) }
        return view.layer.model.position = p
      default: break
      }
    case .layer(let layer):
      let before = layer.model
      run.noteChange(of: layer)
      try setLayer(layer, name, to: value, run, at: node)
      try run.implicitlyAnimate(layer, from: before, at: node)
      return
    case .animation(let animation):
      try setAnimation(animation, name, to: value, run, at: node)
      return
    case .constraint(let c):
      switch name {
      case "isActive": return run.setActive(c, try new.bool(), at: node)
      case "constant":
        let x = try new.number()
        guard x.isFinite else { throw run.error("a constraint's constant takes a finite number", at: node) }
        c.constant = x
        if c.isActive { run.layoutIsStale = true }
        return
      case "priority", "identifier": return
      default: break
      }
    case .type(let typeName):
      // `Counter.count += 1`: a stored `static var` of the file's type (its initial value read
      // first, as Swift initialises statics lazily).
      if let type = run.types[typeName], type.kind != .builtin, let (binding, variable) = type.property(name, static: true),
        binding.accessorBlock == nil
      {
        guard variable.bindingSpecifier.text == "var" else {
          throw run.error("\(typeName).\(name) is a let: it cannot be assigned", at: node)
        }
        _ = try run.staticMember(type, name, at: node)
        run.setStatic(run.code.staticSlot(typeName, name), run.copied(value))
        return
      }
    case .displayLink(let link), .displayLinkTick(_, let link):
      switch name {
      case "isPaused": return link.isPaused = try new.bool()
      case "preferredFrameRateRange":
        guard case .frameRateRange(let rate) = value, rate.isFinite, rate >= 0 else {
          throw run.error("preferredFrameRateRange takes a CAFrameRateRange", at: node)
        }
        return link.preferredFramesPerSecond = rate
      case "preferredFramesPerSecond":
        let rate = try new.number()
        guard rate.isFinite, rate >= 0 else {
          throw run.error("preferredFramesPerSecond takes 0 or more frames per second", at: node)
        }
        return link.preferredFramesPerSecond = rate
      default: break
      }
    default: break
    }
    throw run.error("setting \(name) of \(base.kind) is not simulated by Wobble yet", at: node)
  }

  /// Sets a property of a `CALayer` (or one of its subclasses) on its model.
  static func setLayer(_ layer: LayerObject, _ name: String, to value: Value, _ run: Interpreter, at node: Syntax)
    throws(RunError)
  {
    let new = NewValue(value: value, name: name, run: run, node: node)
    // The properties code sets on every frame first: a switch on strings compares in order.
    switch name {
    case "transform", "sublayerTransform":
      guard case .transform(let t) = value else {
        throw run.error("\(name) takes a CATransform3D, not \(value.kind)", at: node)
      }
      if name == "transform" { layer.model.transform = t } else { layer.model.sublayerTransform = t }
      return
    case "position":
      guard case .point(let p) = value else { throw run.error("position takes a CGPoint", at: node) }
      return layer.model.position = p
    case "opacity": return layer.model.opacity = try new.number()
    case "actions":
      // Keys are key paths; a value is `NSNull()` (no implicit animation) or an animation.
      var actions: [String: Value] = [:]
      switch value {
      case .nil: break
      case .dictionary(let entries):
        for entry in entries {
          guard case .string(let key) = entry.key else { throw run.error("actions are keyed by key path strings", at: node) }
          switch entry.value {
          case .null, .nil, .animation: actions[key] = entry.value
          default: throw run.error("an action is NSNull() or a CAAnimation, not \(entry.value.kind)", at: node)
          }
        }
      default: throw run.error("actions takes a dictionary of key paths, not \(value.kind)", at: node)
      }
      return layer.actions = actions
    case "name":
      guard case .string(let text) = value else { throw run.error("name takes a string", at: node) }
      return layer.model.name = text
    case "frame": return layer.model.setFrame(try new.rect())
    case "bounds": return layer.model.bounds = try new.rect()
    case "anchorPoint":
      guard case .point(let p) = value else { throw run.error("anchorPoint takes a CGPoint", at: node) }
      return layer.model.anchorPoint = p
    case "cornerRadius": return layer.model.cornerRadius = try new.number()
    case "borderWidth": return layer.model.borderWidth = max(0, try new.number())
    case "borderColor": return layer.model.borderColor = try new.color() ?? .clear
    case "shadowOpacity": return layer.model.shadow.opacity = try new.number()
    case "shadowRadius": return layer.model.shadow.radius = max(0, try new.number())
    case "shadowColor": return layer.model.shadow.color = try new.color() ?? .clear
    case "shadowPath":
      switch value {
      case .path(let p): return layer.model.shadow.path = p.path
      case .nil: return layer.model.shadow.path = nil
      default: throw run.error("shadowPath takes a path, not \(value.kind)", at: node)
      }
    case "shadowOffset":
      switch value {
      case .size(let w, let h): return layer.model.shadow.offset = Point(w, h)
      case .point(let p) where p == .zero: return layer.model.shadow.offset = .zero
      default: throw run.error("shadowOffset takes a CGSize, not \(value.kind)", at: node)
      }
    case "cornerCurve":
      // `.continuous` is Apple's squircle; Wobble rounds corners with circular arcs.
      if case .string("continuous") = value {
        run.warn("cornerCurve", "cornerCurve .continuous is drawn with circular corners", at: node)
      }
      return
    case "rasterizationScale", "shouldRasterize", "drawsAsynchronously", "isOpaque",
      "allowsEdgeAntialiasing", "needsDisplayOnBoundsChange", "contentsGravity", "contentsScale", "minificationFilter",
      "magnificationFilter":
      return  // how Core Animation caches or resolves the drawing, not what it draws
    case "contents":
      // An image as the layer's content, filling its bounds as an image view's does.
      switch value {
      case .image(let image): return layer.model.content = .icon(image.icon, color: image.tint ?? image.defaultColor)
      case .nil: return layer.model.content = .none
      default: throw run.error("contents takes an image (its cgImage), not \(value.kind)", at: node)
      }
    case "masksToBounds": return layer.model.masksToBounds = try new.bool()
    case "mask":
      switch value {
      case .layer(let mask):
        try run.checkHolding(mask, in: layer, at: node)
        layer.maskLayer = mask
      case .nil: layer.maskLayer = nil
      default: throw run.error("mask takes a CALayer, not \(value.kind)", at: node)
      }
      return run.treeChanged = true
    case "instanceCount", "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset", "instanceGreenOffset",
      "instanceBlueOffset", "instanceAlphaOffset":
      guard var replicator = layer.model.replicator else { break }
      switch name {
      case "instanceCount":
        let n = try new.number()
        guard n >= 0, n <= Double(Interpreter.layerLimit), n == n.rounded() else {
          throw run.error("instanceCount takes a whole number from 0 to \(Interpreter.layerLimit)", at: node)
        }
        replicator.instanceCount = Int(n)
      case "instanceDelay": replicator.instanceDelay = try new.number()
      case "instanceTransform":
        guard case .transform(let t) = value else { throw run.error("instanceTransform takes a CATransform3D", at: node) }
        replicator.instanceTransform = t
      case "instanceColor": replicator.instanceColor = try new.color() ?? .white
      case "instanceRedOffset": replicator.instanceRedOffset = try new.number()
      case "instanceGreenOffset": replicator.instanceGreenOffset = try new.number()
      case "instanceBlueOffset": replicator.instanceBlueOffset = try new.number()
      default: replicator.instanceAlphaOffset = try new.number()
      }
      return layer.model.replicator = replicator
    case "backgroundColor": return layer.model.backgroundColor = try new.color()
    case "isHidden":
      return layer.model.isHidden = try new.bool()
    case "isDoubleSided":
      return layer.model.isDoubleSided = try new.bool()
    // The layer's own time (Technical Q&A 1673's pause: speed 0 holds it at timeOffset).
    case "speed": return layer.model.timing.speed = try new.number()
    case "timeOffset": return layer.model.timing.timeOffset = try new.number()
    case "beginTime": return layer.model.timing.beginTime = try new.number()
    case "string", "fontSize", "foregroundColor", "alignmentMode", "isWrapped", "font", "truncationMode":
      guard case .text(var style) = layer.model.content else { break }
      try setText(&style, name, to: value, run, at: node)
      return layer.model.content = .text(style)
    case "colors", "locations", "startPoint", "endPoint",
      "type" where layer.model.gradient != nil:
      return try setGradient(layer, name, to: value, run, at: node)
    default:
      guard var shape = layer.shape else { break }
      switch name {
      case "path":
        guard case .path(let p) = value else { throw run.error("path takes a path, not \(value.kind)", at: node) }
        shape.path = p.path
      case "fillColor": shape.fillColor = try new.color()
      case "strokeColor": shape.strokeColor = try new.color()
      case "lineWidth": shape.stroke.width = try new.number()
      case "lineDashPhase": shape.stroke.dashPhase = try new.number()
      case "miterLimit": shape.stroke.miterLimit = max(0, try new.number())
      case "lineDashPattern":
        switch value {
        case .nil: shape.stroke.dashPattern = []
        case .array(let items):
          var lengths: [Double] = []
          for item in items {
            guard case .number(let x) = item, x >= 0, x.isFinite else {
              throw run.error("lineDashPattern takes lengths of 0 or more", at: node)
            }
            lengths.append(x)
          }
          shape.stroke.dashPattern = lengths
        default: throw run.error("lineDashPattern takes an array of lengths, not \(value.kind)", at: node)
        }
      case "strokeEnd": shape.strokeEnd = try new.number()
      case "strokeStart": shape.strokeStart = try new.number()
      case "lineCap":
        guard case .string(let cap) = value, let c = LineCap(rawValue: cap) else {
          throw run.error("lineCap takes .butt, .round or .square", at: node)
        }
        shape.stroke.cap = c
      case "lineJoin":
        guard case .string(let join) = value, let j = LineJoin(rawValue: join) else {
          throw run.error("lineJoin takes .miter, .round or .bevel", at: node)
        }
        shape.stroke.join = j
      default: throw run.error("\(name) of a \(layer.className) is not simulated by Wobble yet", at: node)
      }
      layer.shape = shape
      return
    }
    throw run.error("setting \(name) of a \(layer.className) is not simulated by Wobble yet", at: node)
  }

  /// Sets a text property of a `CATextLayer` (or, by their names there, a `UILabel`'s).
  static func setText(_ style: inout TextStyle, _ name: String, to value: Value, _ run: Interpreter, at node: Syntax)
    throws(RunError)
  {
    switch (name, value) {
    case ("string", .string(let text)): style.string = text
    case ("string", .nil): style.string = ""
    case ("string", .number(let x)): style.string = x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(x)
    case ("fontSize", .number(let size)): style.fontSize = max(0, size)
    case ("font", .font(let size)): style.fontSize = size
    case ("font", _): run.warn("font", "fonts are drawn in Wobble's pixel font", at: node)
    case ("foregroundColor", .color(let c)), ("textColor", .color(let c)): style.color = c
    case ("alignmentMode", .string(let mode)), ("textAlignment", .string(let mode)):
      guard let a = TextStyle.Alignment(rawValue: mode) else {
        throw run.error("\(name) takes .left, .center, .right, .natural or .justified", at: node)
      }
      style.alignment = a
    case ("isWrapped", .bool(let b)): style.isWrapped = b
    case ("numberOfLines", .number(let n)): style.isWrapped = n != 1
    case ("truncationMode", _), ("contentsScale", _): break
    default: throw run.error("\(name) of a text layer does not take \(value.kind)", at: node)
    }
  }

  /// Sets a `CAGradientLayer`'s `colors`, `locations`, `startPoint`, `endPoint` or `type`.
  static func setGradient(_ layer: LayerObject, _ name: String, to value: Value, _ run: Interpreter, at node: Syntax)
    throws(RunError)
  {
    var gradient = layer.model.gradient ?? Gradient()
    switch (name, value) {
    case ("colors", .nil): gradient.colors = []
    case ("colors", .array(let items)):
      gradient.colors = []
      for item in items {
        guard case .color(let c) = item else { throw run.error("colors takes colours, not \(item.kind)", at: node) }
        gradient.colors.append(c)
      }
    case ("locations", .nil): gradient.locations = nil
    case ("locations", .array(let items)):
      var stops: [Double] = []
      for item in items {
        guard case .number(let x) = item else { throw run.error("locations takes numbers, not \(item.kind)", at: node) }
        stops.append(x)
      }
      gradient.locations = stops
    case ("startPoint", .point(let p)): gradient.startPoint = p
    case ("endPoint", .point(let p)): gradient.endPoint = p
    case ("type", .string(let kind)):
      guard let k = Gradient.Kind(rawValue: kind) else { throw run.error("type takes .axial, .radial or .conic", at: node) }
      gradient.kind = k
    default:
      let wanted = ["colors": "an array of colours", "locations": "an array of numbers", "type": ".axial, .radial or .conic"]
      throw run.error("\(name) takes \(wanted[name] ?? "a CGPoint"), not \(value.kind)", at: node)
    }
    layer.model.gradient = gradient
  }

  /// Sets a property of a `CAAnimation` being configured.
  static func setAnimation(_ animation: AnimationObject, _ name: String, to value: Value, _ run: Interpreter, at node: Syntax)
    throws(RunError)
  {
    let new = NewValue(value: value, name: name, run: run, node: node)
    switch name {
    case "mass", "stiffness", "damping", "initialVelocity":
      guard animation.spring != nil else { break }
      let x = try new.number()
      switch name {
      case "mass": animation.spring!.mass = x
      case "stiffness": animation.spring!.stiffness = x
      case "damping": animation.spring!.damping = x
      default: animation.spring!.initialVelocity = x
      }
      return
    case "values":
      guard case .array(let items) = value else { throw run.error("values takes an array", at: node) }
      return animation.values = items
    case "keyTimes":
      guard case .array(let items) = value else { throw run.error("keyTimes takes an array of numbers", at: node) }
      var times: [Double] = []
      for item in items {
        guard case .number(let t) = item else { throw run.error("keyTimes takes an array of numbers", at: node) }
        times.append(t)
      }
      return animation.keyTimes = times
    case "animations":
      guard case .array(let items) = value else { throw run.error("animations takes an array of animations", at: node) }
      var children: [AnimationObject] = []
      for item in items {
        guard case .animation(let child) = item else { throw run.error("animations takes an array of animations", at: node) }
        children.append(child)
      }
      return animation.animations = children
    case "type" where animation.className == "CATransition":
      guard case .string(let text) = value, let kind = Transition.Kind(rawValue: text),
        [.fade, .push, .moveIn, .reveal].contains(kind)
      else { throw run.error("type takes .fade, .push, .moveIn or .reveal", at: node) }
      return animation.transitionType = kind
    case "subtype" where animation.className == "CATransition":
      switch value {
      case .nil: return animation.transitionSide = .fromLeft
      case .string(let text):
        guard let side = Transition.Side(rawValue: text) else { break }
        return animation.transitionSide = side
      default: break
      }
      throw run.error("subtype takes .fromLeft, .fromRight, .fromTop or .fromBottom", at: node)
    case "delegate": return animation.delegate = value
    case "path":
      guard case .path(let p) = value else { throw run.error("path takes a path, not \(value.kind)", at: node) }
      return animation.path = p.path
    case "calculationMode":
      guard case .string(let text) = value, let mode = Keyframes.CalculationMode(rawValue: text)
      else { throw run.error("calculationMode takes .linear, .discrete, .paced, .cubic or .cubicPaced", at: node) }
      return animation.calculationMode = mode
    case "rotationMode":
      switch value {
      case .nil: return animation.rotationMode = nil
      case .string("rotateAuto"):
        return animation.rotationMode = .auto
      case .string("rotateAutoReverse"):
        return animation.rotationMode = .autoReverse
      default: throw run.error("rotationMode takes .rotateAuto, .rotateAutoReverse or nil", at: node)
      }
    case "timingFunctions":
      guard case .array(let items) = value else { throw run.error("timingFunctions takes an array", at: node) }
      var functions: [TimingFunction] = []
      for item in items {
        guard case .timingFunction(let f) = item else {
          throw run.error("timingFunctions takes CAMediaTimingFunctions, not \(item.kind)", at: node)
        }
        functions.append(f)
      }
      return animation.timingFunctions = functions
    case "keyPath":
      guard case .string(let path) = value else { throw run.error("keyPath takes a string, not \(value.kind)", at: node) }
      return animation.keyPath = path
    case "fromValue": return animation.from = value
    case "toValue": return animation.to = value
    case "byValue": return animation.by = value
    case "duration": return animation.timing.duration = try new.number()
    case "beginTime": return animation.timing.beginTime = try new.number()
    case "speed": return animation.timing.speed = try new.number()
    case "timeOffset": return animation.timing.timeOffset = try new.number()
    case "repeatCount":
      let n = try new.number()
      return animation.timing.repeatCount = n.isInfinite ? .greatestFiniteMagnitude : Float(n)
    case "repeatDuration": return animation.timing.repeatDuration = try new.number()
    case "autoreverses":
      guard case .bool(let b) = value else { throw run.error("autoreverses takes true or false", at: node) }
      return animation.timing.autoreverses = b
    case "isRemovedOnCompletion":
      guard case .bool(let b) = value else { throw run.error("isRemovedOnCompletion takes true or false", at: node) }
      return animation.isRemovedOnCompletion = b
    case "isCumulative":
      guard case .bool(let b) = value else { throw run.error("isCumulative takes true or false", at: node) }
      return animation.isCumulative = b
    case "isAdditive":
      guard case .bool(let b) = value else { throw run.error("isAdditive takes true or false", at: node) }
      return animation.isAdditive = b
    case "fillMode":
      guard case .string(let mode) = value, let m = FillMode(rawValue: mode) else {
        throw run.error("fillMode takes .removed, .forwards, .backwards or .both", at: node)
      }
      return animation.timing.fillMode = m
    case "timingFunction":
      guard case .timingFunction(let f) = value else {
        throw run.error("timingFunction takes a CAMediaTimingFunction", at: node)
      }
      return animation.timingFunction = f
    default: break
    }
    throw run.error("setting \(name) of a \(animation.className) is not simulated by Wobble yet", at: node)
  }

  /// `self.name = value` (or a bare `name = value` in a method): a stored property, else the
  /// view's own property.
  static func setOnInstance(
    _ instance: Instance, _ name: String, to value: Value, _ run: Interpreter, at node: some SyntaxProtocol
  ) throws(RunError) {
    if let old = try run.stored(name, of: instance) {
      instance.properties[name] = run.copied(value)
      try run.didSet(name, of: instance, old: old)
      return
    }
    guard let view = instance.view else {
      throw run.error("\(instance.className) has no property \(name)", at: node)
    }
    if instance.isController {
      switch name {
      case "preferredContentSize":
        // A playground shows its live view controller's view at this size.
        guard case .size(let width, let height) = value, width.isFinite, height.isFinite, width >= 0, height >= 0 else {
          throw run.error("preferredContentSize takes a CGSize", at: node)
        }
        return view.layer.model.setFrame(Rect(x: 0, y: 0, width: width, height: height))
      case "title", "modalPresentationStyle", "modalTransitionStyle", "definesPresentationContext",
        "overrideUserInterfaceStyle", "additionalSafeAreaInsets":
        return  // nothing a live view draws
      default: break
      }
    }
    try set(.view(view), name, to: value, run, at: Syntax(node))
  }

  // MARK: Calls

  /// `shape` and `compiled` (the arguments in order, trailing closures last) when the caller
  /// has them already.
  static func call(
    _ call: FunctionCallExprSyntax, _ run: Interpreter, shape known: CallShape? = nil, compiled: [Compiled]? = nil
  ) throws(RunError) -> Value {
    let shape = known ?? run.shape(of: call)
    let (arguments, additional, labels) = (shape.arguments, shape.additional, shape.labels)
    func argument(_ i: Int) throws(RunError) -> Value {
      if let compiled { return try compiled[i](run) }
      if i == arguments.count, let closure = call.trailingClosure { return try run.evaluate(ExprSyntax(closure)) }
      if i > arguments.count { return try run.evaluate(ExprSyntax(additional[i - arguments.count - 1].closure)) }
      return try run.evaluate(arguments[i].expression)
    }
    func string(_ i: Int) throws(RunError) -> String {
      let v = try argument(i)
      guard case .string(let text) = v else { throw run.error("\(labels[i]) takes a name, not \(v.kind)", at: place(i)) }
      return text
    }
    /// `CGPath(…, transform: nil)`: a transform other than nil is refused, not ignored.
    func noTransform() throws(RunError) {
      guard labels.last == "transform" else { return }
      if case .nil = try argument(labels.count - 1) { return }
      throw run.error("CGPath's transform: is not simulated by Wobble yet (pass nil)", at: place(labels.count - 1))
    }
    /// Where argument `i` is written, for messages.
    func place(_ i: Int) -> Syntax { i < arguments.count ? Syntax(arguments[i]) : Syntax(call) }
    func closure(_ i: Int) throws(RunError) -> ClosureObject {
      guard case .closure(let c) = try argument(i) else { throw run.error("\(labels[i]) takes a closure", at: call) }
      return c
    }
    func number(_ i: Int) throws(RunError) -> Double {
      let v = try argument(i)
      guard case .number(let x) = v else { throw run.error("\(labels[i]) takes a number, not \(v.kind)", at: place(i)) }
      return x
    }
    func point(_ i: Int) throws(RunError) -> Point {
      let v = try argument(i)
      guard case .point(let p) = v else { throw run.error("\(labels[i]) takes a CGPoint, not \(v.kind)", at: place(i)) }
      return p
    }
    func rect(_ i: Int) throws(RunError) -> Rect {
      let v = try argument(i)
      if case .point(let p) = v, p == .zero { return .zero }  // `.zero`
      guard case .rect(let r) = v else { throw run.error("\(labels[i]) takes a CGRect, not \(v.kind)", at: place(i)) }
      return r
    }
    func bool(_ i: Int) throws(RunError) -> Bool {
      let v = try argument(i)
      guard case .bool(let b) = v else { throw run.error("\(labels[i]) takes true or false", at: place(i)) }
      return b
    }
    /// The layer of a view value (a UIKit view or a view of the file's class).
    func viewLayer(_ value: Value) -> LayerObject? {
      switch value {
      case .view(let v): v.layer
      case .instance(let i): i.view?.layer
      default: nil
      }
    }
    /// `sub` put into `parent`'s sublayers at an index, or below or above a sibling
    /// (`insertSublayer(_:at:)`/`(_:below:)`/`(_:above:)`, the subview forms alike).
    func insert(_ sub: LayerObject, into parent: LayerObject, _ signature: String, argument: Value) throws(RunError) {
      try run.checkHolding(sub, in: parent, at: call)
      sub.remove()
      if signature.hasSuffix(":at") {
        guard case .number(let x) = argument, x == x.rounded(), x >= 0 else {
          throw run.error("at: takes an index from 0", at: call)
        }
        parent.sublayers.insert(sub, at: min(Int(x), parent.sublayers.count))
      } else {
        guard let sibling = viewLayer(argument) ?? { if case .layer(let l) = argument { l } else { nil } }(),
          let i = parent.sublayers.firstIndex(where: { $0 === sibling })
        else { throw run.error("the sibling to insert beside is not a sublayer here", at: call) }
        parent.sublayers.insert(sub, at: signature.hasSuffix("below") || signature.hasSuffix("belowSubview") ? i : i + 1)
      }
      run.treeChanged = true
    }
    /// The method a `#selector(Type.method(_:))` names: `method`.
    func selectorName(_ expr: ExprSyntax) throws(RunError) -> String {
      guard let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
        let selected = macro.arguments.first?.expression.trimmedDescription
      else { throw run.error("selector: takes #selector(method)", at: expr) }
      return String(selected.split(separator: ".").last ?? "").split(separator: "(").first.map(String.init) ?? selected
    }
    let signature = shape.signature
    // An immediately called closure: `lazy var ring: CAShapeLayer = { … }()`.
    if let closureExpr = call.calledExpression.as(ClosureExprSyntax.self) {
      guard case .closure(let c) = try run.evaluate(ExprSyntax(closureExpr)) else { return .void }
      var values: [Value] = []
      for i in labels.indices { values.append(try argument(i)) }
      return try run.call(c, values, at: call)
    }
    // Implicit-member calls: `.now()` in a dispatch deadline, and its intervals
    // (`.now() + .milliseconds(300)`), in seconds.
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
      let name = member.declName.baseName.text
      if name == "now", labels.isEmpty { return .number(run.now) }
      let units: [String: Double] = ["seconds": 1, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9]
      if let unit = units[name], labels == ["_"] { return .number(try number(0) * unit) }
      // `label.font = .systemFont(ofSize: 17, weight: .semibold)`: only the size reaches the
      // drawing (Wobble's own pixel font).
      if name.hasSuffix("SystemFont") || name == "systemFont", labels.first == "ofSize" {
        return .font(size: try number(0))
      }
      if let owner = run.enumOwner(ofCase: name) {
        var payload: [Value] = []
        for i in labels.indices { payload.append(try argument(i)) }
        return try run.enumCase(name, of: owner, labels: labels, payload: payload, at: call)
      }
      throw run.error(".\(member.declName.baseName.text)(…) is not simulated by Wobble yet", at: call)
    }
    // `Phase.loading(progress: 0.4)`: a case of the file's enum with its associated values.
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let typeName = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, let owner = run.types[typeName],
      owner.kind == .enum, owner.associatedLabels(of: member.declName.baseName.text) != nil
    {
      var payload: [Value] = []
      for i in labels.indices { payload.append(try argument(i)) }
      return try run.enumCase(member.declName.baseName.text, of: owner, labels: labels, payload: payload, at: call)
    }
    let calledName = shape.calledName
    switch (calledName, signature) {
    case ("String", let sig) where sig.hasPrefix("format") && labels.dropFirst().allSatisfy({ $0 == "_" }):
      // `String(format: "%.0f", value)`: each conversion formatted alone, with the kind it takes.
      guard case .string(let format) = try argument(0) else { throw run.error("format takes a string", at: place(0)) }
      var values: [Value] = []
      for i in 1..<labels.count { values.append(try argument(i)) }
      return .string(try run.formatted(format, values, at: call))
    case ("CGFloat.random", "in"), ("Double.random", "in"), ("Float.random", "in"), ("TimeInterval.random", "in"),
      ("Int.random", "in"):
      return .number(try run.random(in: arguments[0].expression, whole: calledName == "Int.random", at: call))
    case ("Bool.random", ""):
      return .bool(run.randomUnit() < 0.5)
    case ("DispatchQueue.main.asyncAfter", "deadline:trailing"), ("DispatchQueue.main.asyncAfter", "deadline:execute"):
      let deadline = try number(0)
      run.schedule.add(at: max(run.now, deadline), .closure(try closure(1), arguments: []))
      return .void
    case ("UIView.animateKeyframes", _) where labels.first == "withDuration":
      // withDuration:, [delay:], [options:], animations:, [completion:] — blocks as arguments
      // or trailing.
      let duration = try number(0)
      var delay = 0.0
      var options = Interpreter.ViewOptions(nil)
      var animations: ClosureObject?, completion: ClosureObject?
      for i in labels.indices.dropFirst() {
        switch labels[i] {
        case "delay": delay = try number(i)
        case "options": options = Interpreter.ViewOptions(try argument(i))
        case "animations": animations = try closure(i)
        case "trailing" where animations == nil: animations = try closure(i)
        case "completion", "trailing": if case .closure(let c) = try argument(i) { completion = c }
        default: throw run.error("UIView.animateKeyframes has no \(labels[i]): argument", at: call)
        }
      }
      guard let animations else { throw run.error("UIView.animateKeyframes needs its animations block", at: call) }
      try run.animateKeyframes(
        duration: duration, delay: delay, options: options, animations: animations, completion: completion, at: call)
      return .void
    case ("UIView.addKeyframe", _) where labels.first == "withRelativeStartTime":
      guard run.collectingKeyframes != nil else {
        throw run.error("UIView.addKeyframe belongs inside a UIView.animateKeyframes block", at: call)
      }
      guard labels.count == 3 else {
        throw run.error("addKeyframe takes withRelativeStartTime:, relativeDuration: and a block", at: call)
      }
      run.collectingKeyframes?.append(
        Interpreter.ViewKeyframe(start: try number(0), duration: try number(1), block: try closure(2)))
      return .void
    case ("UIView.transition", _) where labels.first == "from":
      // from: old, to: new, duration:, options:, [completion:]: the new view takes the old
      // one's place in its superview (or, with `.showHideTransitionViews`, the old is hidden and
      // the new shown), and the superview goes from the one picture to the other.
      guard case .view(let old) = try argument(0), case .view(let new) = try argument(1) else {
        throw run.error("UIView.transition(from:to:) takes two views", at: call)
      }
      guard let container = old.layer.superlayer else {
        throw run.error("the view to transition from is in no superview", at: place(0))
      }
      var duration = 0.0, curve = TimingFunction(name: .easeInEaseOut), kind = Transition.Kind.fade
      var showHide = false
      var completion: ClosureObject?
      for i in labels.indices.dropFirst(2) {
        switch labels[i] {
        case "duration": duration = try number(i)
        case "options":
          (curve, kind) = transitionOptions(try argument(i))
          showHide = try argument(i).optionNames.contains("showHideTransitionViews")
        case "completion", "trailing": if case .closure(let c) = try argument(i) { completion = c }
        default: throw run.error("UIView.transition has no \(labels[i]): argument", at: call)
        }
      }
      let before = container.tree().presentation(at: run.now)
      if showHide {
        old.layer.model.isHidden = true
        new.layer.model.isHidden = false
      } else {
        try run.checkHolding(new.layer, in: container, at: call)
        new.layer.remove()
        let index = container.sublayers.firstIndex { $0 === old.layer } ?? container.sublayers.count
        container.sublayers.insert(new.layer, at: index)
        old.layer.remove()
        run.treeChanged = true
      }
      run.fade(container, from: before, duration: duration, timingFunction: curve, kind: kind)
      if let completion { run.schedule.add(at: run.now + max(0, duration), .closure(completion, arguments: [.bool(true)])) }
      return .void
    case ("UIView.transition", _) where labels.first == "with":
      // with: view, duration:, [options:], animations:, [completion:]: the view cross-dissolves
      // or flips from how it was drawn to how the block leaves it (curls are shown as a
      // cross-dissolve, with a warning).
      guard case .view(let view) = try argument(0) else { throw run.error("with: takes a UIView", at: place(0)) }
      var duration = 0.0
      var animations: ClosureObject?, completion: ClosureObject?
      var curve = TimingFunction(name: .easeInEaseOut)
      var kind = Transition.Kind.fade
      for i in labels.indices.dropFirst() {
        switch labels[i] {
        case "duration": duration = try number(i)
        case "options": (curve, kind) = transitionOptions(try argument(i))
        case "animations":
          if case .closure(let c) = try argument(i) { animations = c }
        case "trailing" where animations == nil:
          if case .closure(let c) = try argument(i) { animations = c }
        case "completion", "trailing":
          if case .closure(let c) = try argument(i) { completion = c }
        default: throw run.error("UIView.transition has no \(labels[i]): argument", at: call)
        }
      }
      let before = view.layer.tree().presentation(at: run.now)
      if let animations { _ = try run.call(animations, [], at: call) }
      run.fade(view.layer, from: before, duration: duration, timingFunction: curve, kind: kind)
      if let completion { run.schedule.add(at: run.now + max(0, duration), .closure(completion, arguments: [.bool(true)])) }
      return .void
    case ("UIView.animate", _) where labels.first == "springDuration" || labels.first == "animations" || labels == ["trailing"]:
      // iOS 17: springDuration: (0.5 s), bounce: (0), initialSpringVelocity:, delay:, options:,
      // animations:, completion: — every one optional but the block.
      var springDuration = 0.5, bounce = 0.0, velocity = 0.0, delay = 0.0
      var options = Interpreter.ViewOptions(nil)
      var animations: ClosureObject?, completion: ClosureObject?
      for i in labels.indices {
        switch labels[i] {
        case "springDuration": springDuration = try number(i)
        case "bounce": bounce = try number(i)
        case "initialSpringVelocity": velocity = try number(i)
        case "delay": delay = try number(i)
        case "options": options = Interpreter.ViewOptions(try argument(i))
        case "animations": animations = try closure(i)
        case "completion": if case .closure(let c) = try argument(i) { completion = c }
        case "trailing": if animations == nil { animations = try closure(i) } else { completion = try closure(i) }
        default: throw run.error("UIView.animate has no \(labels[i]): argument", at: call)
        }
      }
      guard let animations else { throw run.error("UIView.animate needs its animations block", at: call) }
      guard springDuration > 0, springDuration.isFinite, bounce > -1, bounce <= 1 else {
        throw run.error("springDuration takes seconds above 0 and bounce a number above −1, at most 1", at: call)
      }
      options.curve = .perceptual(Spring(perceptualDuration: springDuration, bounce: bounce, initialVelocity: velocity))
      try run.animateViews(
        duration: springDuration, delay: delay, options: options, animations: [animations],
        completions: completion.map { [$0] } ?? [], at: call)
      return .void
    case ("UISpringTimingParameters", "dampingRatio:initialVelocity"), ("UISpringTimingParameters", "dampingRatio"):
      // The vector's dx is the velocity of a one-dimensional change, as UIKit reads it.
      var velocity = 0.0
      if labels.count == 2 {
        switch try argument(1) {
        case .point(let v): velocity = v.x
        case .size(let w, _): velocity = w
        case let other: throw run.error("initialVelocity takes a CGVector, not \(other.kind)", at: place(1))
        }
      }
      return .timingParameters(.spring(ratio: try number(0), velocity: velocity))
    case ("UISpringTimingParameters", "duration:bounce"), ("UISpringTimingParameters", "duration:bounce:initialVelocity"):
      let (d, b) = (try number(0), try number(1))
      guard d > 0, d.isFinite, b > -1, b <= 1 else { throw run.error("duration takes seconds above 0, bounce −1…1", at: call) }
      return .timingParameters(.perceptual(Spring(perceptualDuration: d, bounce: b)))
    case ("UICubicTimingParameters", "controlPoint1:controlPoint2"):
      let c1 = try point(0), c2 = try point(1)
      guard let f = TimingFunction(controlPoints: Float(c1.x), Float(c1.y), Float(c2.x), Float(c2.y)) else {
        throw run.error("control points' x must be from 0 to 1", at: call)
      }
      return .timingParameters(.function(f))
    case ("UICubicTimingParameters", "animationCurve"):
      let curve = try string(0)
      return .timingParameters(Interpreter.ViewOptions(.string("curve" + curve.prefix(1).uppercased() + curve.dropFirst())).curve)
    case ("UICubicTimingParameters", ""):
      return .timingParameters(.function(TimingFunction(name: .easeInEaseOut)))
    case ("UIViewPropertyAnimator", "duration:timingParameters"):
      guard case .timingParameters(let curve) = try argument(1) else {
        throw run.error("timingParameters takes UISpringTimingParameters or UICubicTimingParameters", at: place(1))
      }
      return .propertyAnimator(PropertyAnimatorObject(duration: try number(0), curve: curve))
    case ("CAFrameRateRange", "minimum:maximum:preferred"), ("CAFrameRateRange", "minimum:maximum"):
      // The rate a display link fires at: the preferred one, else the maximum.
      let preferred = labels.count == 3 ? try argument(2) : .nil
      if case .number(let p) = preferred { return .frameRateRange(preferred: p) }
      return .frameRateRange(preferred: try number(1))
    case ("UIView.animate", _) where labels.first == "withDuration":
      // withDuration: d, [delay:], [usingSpringWithDamping:initialSpringVelocity:], [options:],
      // animations:, [completion:] — the blocks as arguments or trailing.
      let duration = try number(0)
      var delay = 0.0, ratio: Double?, velocity = 0.0
      var options = Interpreter.ViewOptions(nil)
      var animations: ClosureObject?, completion: ClosureObject?
      for i in labels.indices.dropFirst() {
        switch labels[i] {
        case "delay": delay = try number(i)
        case "usingSpringWithDamping": ratio = try number(i)
        case "initialSpringVelocity": velocity = try number(i)
        case "options": options = Interpreter.ViewOptions(try argument(i))
        case "animations": animations = try closure(i)
        case "completion":
          // `completion: nil` is no completion.
          if case .nil = try argument(i) { continue }
          completion = try closure(i)
        case "trailing": if animations == nil { animations = try closure(i) } else { completion = try closure(i) }
        default: throw run.error("UIView.animate has no \(labels[i]): argument", at: call)
        }
      }
      guard let animations else { throw run.error("UIView.animate needs its animations block", at: call) }
      if let ratio { options.curve = .spring(ratio: ratio, velocity: velocity) }
      try run.animateViews(
        duration: duration, delay: delay, options: options, animations: [animations], completions: completion.map { [$0] } ?? [],
        at: call)
      return .void
    case ("UIViewPropertyAnimator", "duration:curve:animations"), ("UIViewPropertyAnimator", "duration:curve:trailing"),
      ("UIViewPropertyAnimator", "duration:curve"):
      // `.easeOut` is the option `.curveEaseOut`.
      let curve = try string(1)
      let options = Interpreter.ViewOptions(.string("curve" + curve.prefix(1).uppercased() + curve.dropFirst()))
      let animator = PropertyAnimatorObject(duration: try number(0), curve: options.curve)
      if labels.count == 3 { animator.animations.append(try closure(2)) }
      return .propertyAnimator(animator)
    case ("UIViewPropertyAnimator", "duration:dampingRatio:animations"),
      ("UIViewPropertyAnimator", "duration:dampingRatio:trailing"), ("UIViewPropertyAnimator", "duration:dampingRatio"):
      let animator = PropertyAnimatorObject(duration: try number(0), curve: .spring(ratio: try number(1), velocity: 0))
      if labels.count == 3 { animator.animations.append(try closure(2)) }
      return .propertyAnimator(animator)
    case ("UIViewPropertyAnimator", "duration:controlPoint1:controlPoint2:animations"),
      ("UIViewPropertyAnimator", "duration:controlPoint1:controlPoint2:trailing"),
      ("UIViewPropertyAnimator", "duration:controlPoint1:controlPoint2"):
      let c1 = try point(1), c2 = try point(2)
      guard let f = TimingFunction(controlPoints: Float(c1.x), Float(c1.y), Float(c2.x), Float(c2.y)) else {
        throw run.error("control points' x must be from 0 to 1", at: call)
      }
      let animator = PropertyAnimatorObject(duration: try number(0), curve: .function(f))
      if labels.count == 4 { animator.animations.append(try closure(3)) }
      return .propertyAnimator(animator)
    case ("UIViewPropertyAnimator.runningPropertyAnimator", _) where labels.first == "withDuration":
      // withDuration:delay:options:animations:completion: — started at once.
      var delay = 0.0
      var options = Interpreter.ViewOptions(nil)
      var animations: [ClosureObject] = [], completions: [ClosureObject] = []
      for i in labels.indices.dropFirst() {
        switch labels[i] {
        case "delay": delay = try number(i)
        case "options": options = Interpreter.ViewOptions(try argument(i))
        case "animations": animations.append(try closure(i))
        case "completion": if case .closure(let c) = try argument(i) { completions.append(c) }
        case "trailing": if animations.isEmpty { animations.append(try closure(i)) } else { completions.append(try closure(i)) }
        default: throw run.error("runningPropertyAnimator has no \(labels[i]): argument", at: call)
        }
      }
      let animator = PropertyAnimatorObject(duration: try number(0), curve: options.curve)
      animator.animations = animations
      animator.completions = completions
      try run.start(animator, after: delay, at: call)
      return .propertyAnimator(animator)
    case (let name, "") where name.hasPrefix("UIColor.") && name.hasSuffix("Color"):
      // Swift 2's `UIColor.orangeColor()`.
      let color = String(name.dropFirst(8).dropLast(5))
      guard let c = NamedColors.uikit(named: color) else { throw run.error("no colour \(name)", at: call) }
      return .color(c)
    case ("CATransaction.begin", ""):
      run.beginTransaction()
      return .void
    case ("CATransaction.setDisableActions", "_"):
      try run.setDisableActions(try argument(0), at: place(0))
      return .void
    case ("CATransaction.setAnimationDuration", "_"):
      run.currentTransaction.duration = try number(0)
      return .void
    case ("CATransaction.setAnimationTimingFunction", "_"):
      switch try argument(0) {
      case .timingFunction(let f): run.currentTransaction.timingFunction = f
      case .nil: run.currentTransaction.timingFunction = nil
      case let other: throw run.error("setAnimationTimingFunction takes a CAMediaTimingFunction, not \(other.kind)", at: call)
      }
      return .void
    case ("CATransaction.setValue", "_:forKey"):
      // `setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)` and the other keys.
      let value = try argument(0)
      switch (try argument(1), value) {
      case (.string("kCATransactionDisableActions"), .string(let b)):
        run.currentTransaction.disableActions = b == "kCFBooleanTrue"
      case (.string("kCATransactionDisableActions"), .bool(let b)): run.currentTransaction.disableActions = b
      case (.string("kCATransactionAnimationDuration"), .number(let d)): run.currentTransaction.duration = d
      case (.string("kCATransactionAnimationTimingFunction"), .timingFunction(let f)):
        run.currentTransaction.timingFunction = f
      case (.string("kCATransactionCompletionBlock"), .closure(let block)): run.currentTransaction.completion = block
      case (let key, _): throw run.error("CATransaction.setValue(_:forKey: \(key.kind)) is not simulated by Wobble yet", at: call)
      }
      return .void
    case ("CATransaction.setCompletionBlock", "_"), ("CATransaction.setCompletionBlock", "trailing"):
      run.currentTransaction.completion = try closure(0)
      return .void
    case ("CATransaction.commit", ""):
      run.commitTransaction()
      return .void
    case ("CATransaction.flush", ""):
      return .void
    case ("DispatchQueue.main.async", "trailing"), ("DispatchQueue.main.async", "execute"):
      run.schedule.add(at: run.now, .closure(try closure(0), arguments: []))
      return .void
    case ("Timer.scheduledTimer", "withTimeInterval:repeats:trailing"),
      ("Timer.scheduledTimer", "withTimeInterval:repeats:block"):
      let interval = try number(0)
      guard interval > 0 else { throw run.error("a timer's interval must be above 0", at: call) }
      let block = try closure(2)
      let timer = TimerObject(repeats: try bool(1))
      run.schedule.add(at: run.now + interval, .timer(timer, block, interval: interval))
      return .timer(timer)
    case ("Timer.scheduledTimer", "timeInterval:target:selector:userInfo:repeats"):
      let interval = try number(0)
      guard interval > 0 else { throw run.error("a timer's interval must be above 0", at: call) }
      guard case .instance(let target) = try argument(1) else {
        throw run.error("the timer's target must be an instance of a class the file declares", at: place(1))
      }
      let timer = TimerObject(repeats: try bool(4))
      run.schedule.add(
        at: run.now + interval,
        .selectorTimer(timer, target, method: try selectorName(arguments[2].expression), interval: interval))
      return .timer(timer)
    case ("CADisplayLink", "target:selector"):
      guard case .instance(let target) = try argument(0) else {
        throw run.error("the display link's target must be an instance of a class the file declares", at: call)
      }
      return .displayLink(DisplayLinkObject(target: target, method: try selectorName(arguments[1].expression)))
    default: break
    }
    func values() throws(RunError) -> [Value] {
      var values: [Value] = []
      for i in labels.indices { values.append(try argument(i)) }
      return values
    }
    /// A view made by an initialiser (`UIView(frame:)`, `UILabel()`, …): counted, kept, the
    /// first one made remembered, its frame set when the call gives one.
    func newView() throws(RunError) -> ViewObject {
      let view = ViewObject(name: "")
      run.views.append(view)
      try countLayer(run, at: call)
      if run.firstView == nil { run.firstView = view }
      if signature == "frame" { view.layer.model.setFrame(try rect(0)) }
      return view
    }
    /// `UIView.transition`'s options: the curve, and a flip or else a cross-dissolve (curls are
    /// shown as one, with a warning).
    func transitionOptions(_ value: Value) -> (TimingFunction, Transition.Kind) {
      var kind = Transition.Kind.fade
      for name in value.optionNames where name.hasPrefix("transition") && name != "transitionCrossDissolve" {
        let flip = name.dropFirst("transition".count)
        if let found = Transition.Kind(rawValue: flip.prefix(1).lowercased() + flip.dropFirst()), found != .fade {
          kind = found
        } else {
          run.warn("UIView.transition", "curl transitions are shown as a cross-dissolve", at: call)
        }
      }
      guard case .function(let f) = Interpreter.ViewOptions(value).curve else {
        return (TimingFunction(name: .easeInEaseOut), kind)
      }
      return (f, kind)
    }
    func invoke(_ function: FunctionDeclSyntax, on receiver: Value?) throws(RunError) -> Value {
      try run.invoke(
        function.signature.parameterClause.parameters, function.body, labels: labels, values: try values(), on: receiver,
        at: call)
    }
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
      case .closure(let c)? = run.lookup(reference.baseName.text) ?? run.me?.properties[reference.baseName.text]
    {
      return try run.call(c, try values(), at: call)
    }
    // `self.init(red:green:blue:alpha:)` inside a convenience initialiser of a built-in type
    // the file extends: the value that initialiser makes.
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", let made = run.constructing.last
    {
      let value = try run.callSpelled(made.type, labels: labels, values: try values(), at: call)
      run.constructing[run.constructing.count - 1].result = value
      return .void
    }
    // `self.init(frame:)` inside a convenience initialiser of the file's class: another of its
    // initialisers runs on the same instance (a view's `init(frame:)` sets the frame when the
    // class does not declare one).
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", let me = run.me
    {
      let values = try values()
      if let initializer = me.chain.lazy.flatMap(\.initializers).first(where: {
        $0.signature.parameterClause.parameters.slots(for: labels) != nil
      }) {
        _ = try run.invoke(
          initializer.signature.parameterClause.parameters, initializer.body, labels: labels, values: values,
          on: .instance(me), at: call)
        return .void
      }
      if let view = me.view, labels == ["frame"], case .rect(let r) = values[0] {
        view.layer.model.setFrame(r)
        return .void
      }
      throw run.error("\(me.className) has no init(\(labels.map { $0 + ":" }.joined())) for self.init", at: call)
    }
    // Methods of a value: `view.layer.addSublayer(ring)`, `path.addLine(to:)`.
    /// A method called on a value: `baseExpr`'s, or `given` (the view of `self` for a bare
    /// `addSubview(x)`); nil when it names a type whose initialisers follow below.
    func callMember(_ method: String, baseExpr: ExprSyntax?, given: Value?) throws(RunError) -> Value? {
      if let baseExpr, baseExpr.is(SuperExprSyntax.self) {
        // `super.init(frame:)` sets the view's frame; `super.layoutSubviews()` and the other
        // overridden methods add nothing here.
        if method == "init", signature == "frame", let view = run.me?.view { view.layer.model.setFrame(try rect(0)) }
        // An overridden method of a superclass the file declares runs.
        if let me = run.me, me.chain.count > 1,
          let function = Instance(chain: Array(me.chain.dropFirst()), view: nil)
            .method(method, labels: labels)
        {
          return try invoke(function, on: .instance(me))
        }
        return .void
      }
      var base: Value
      if let given { base = given } else { base = try run.evaluate(baseExpr!) }
      if case .skipped = base { return .void }  // `tap.require(toFail: other)`
      if let baseExpr, let changed = try mutated(base, method, signature, argument, run, at: call) {
        // A mutating method of a value (`isOn.toggle()`, `dots.append(dot)`): the variable or
        // property holding it takes the new value.
        try run.assign(changed, to: baseExpr)
        return .void
      }
      if case .array(let items) = base, method == "min" || method == "max", signature == "" {
        // Of numbers: the least or greatest, nil for an empty array.
        var numbers: [Double] = []
        for item in items {
          guard case .number(let x) = item else { throw run.error("\(method)() of an array of \(item.kind)s", at: call) }
          numbers.append(x)
        }
        return (method == "min" ? numbers.min() : numbers.max()).map(Value.number) ?? .nil
      }
      if case .array(let items) = base, method == "reversed", signature == "" { return .array(items.reversed()) }
      if case .array(let items) = base, method == "contains", signature == "_" {
        let wanted = try argument(0)
        for item in items where try run.matches(item, wanted) { return .bool(true) }
        return .bool(false)
      }
      if case .array(let items) = base, method == "enumerated", signature == "" {
        return .array(
          items.enumerated().map { .tuple([.number(Double($0.offset)), $0.element], labels: ["offset", "element"]) })
      }
      if let result = try run.collectionMethod(base, method, signature, argument, at: call) { return result }
      if case .string(let s) = base, let result = try run.stringMethod(s, method, signature, argument, at: call) {
        return result
      }
      if case .anchor(let anchor) = base, let made = try run.constraint(anchor, method, labels, argument, at: call) {
        return made
      }
      if case .view(let view) = base, view.placeholderClass != nil, !Self.viewMethods.contains(method) {
        return .void  // `startAnimating()`, `setOn(_:animated:)`, `setProgress(_:animated:)`, …
      }
      if case .view(let view) = base, view.stack != nil {
        switch (method, signature) {
        case ("addArrangedSubview", "_"):
          try run.arrange(try argument(0), in: view, at: call)
          return .void
        case ("insertArrangedSubview", "_:at"):
          try run.arrange(try argument(0), in: view, at: call, index: Int(try number(1)))
          return .void
        case ("removeArrangedSubview", "_"):
          if case .view(let sub) = try argument(0) { view.stack?.arranged.removeAll { $0 === sub } }
          if case .instance(let sub) = try argument(0), let v = sub.view { view.stack?.arranged.removeAll { $0 === v } }
          run.layoutIsStale = true
          return .void
        case ("setCustomSpacing", "_:after"):
          return .void
        default: break
        }
      }
      if case .view = base {
        switch (method, signature) {
        case ("addConstraint", "_"), ("removeConstraint", "_"):
          guard case .constraint(let c) = try argument(0) else { throw run.error("\(method) takes a constraint", at: call) }
          run.setActive(c, method == "addConstraint", at: call)
          return .void
        case ("addConstraints", "_"), ("removeConstraints", "_"):
          guard case .array(let items) = try argument(0) else { throw run.error("\(method) takes constraints", at: call) }
          for case .constraint(let c) in items { run.setActive(c, method == "addConstraints", at: call) }
          return .void
        case ("setContentHuggingPriority", "_:for"), ("setContentCompressionResistancePriority", "_:for"):
          return .void
        default: break
        }
      }
      // Closures over an array's elements, in order: `map`, `compactMap`, `filter`, `forEach`.
      if case .array(let items) = base, ["map", "compactMap", "filter", "forEach"].contains(method),
        signature == "_" || signature == "trailing"
      {
        // A key path as the function (`map(\.cgColor)`): its properties read in turn.
        var path: [String]?
        if signature == "_", let keyPath = arguments[0].expression.as(KeyPathExprSyntax.self), keyPath.root == nil {
          path = []
          for component in keyPath.components {
            guard case .property(let property) = component.component else {
              throw run.error("only key paths of properties are simulated by Wobble", at: component)
            }
            path?.append(property.declName.baseName.text)
          }
        }
        let transform = path == nil ? try argument(0) : nil
        var out: [Value] = []
        for item in items {
          var result = item
          if let transform {
            result = try run.call(value: transform, [item], at: call)
          } else {
            for name in path ?? [] {
              guard let value = try memberIfAny(result, name, run, at: call) else {
                throw run.error("\\.\(name) of \(result.kind) is not simulated by Wobble yet", at: call)
              }
              result = value
            }
          }
          switch method {
          case "map": out.append(result)
          case "compactMap": if case .nil = result {} else { out.append(result) }
          case "filter":
            guard case .bool(let keep) = result else { throw run.error("filter's closure returns true or false", at: call) }
            if keep { out.append(item) }
          default: break
          }
        }
        return method == "forEach" ? .void : .array(out)
      }
      if case .layer(let layer) = base,
        signature == "_:forKey" && method == "setValue" || signature == "forKey" && method == "value"
      {
        guard case .string(let name) = try argument(method == "value" ? 0 : 1) else {
          throw run.error("forKey: takes a string", at: call)
        }
        // Key-value coding on a layer: a property Wobble knows, else the layer's own storage.
        if method == "value" { return layerProperty(layer, name) ?? layer.keyed[name] ?? .nil }
        let value = try argument(0)
        if layerProperty(layer, name) != nil {
          try set(base, name, to: value, run, at: Syntax(call))
        } else {
          layer.keyed[name] = value
        }
        return .void
      }
      // `a?.b()` with `a` nil is nil.
      if case .nil = base, let baseExpr, Interpreter.isOptionalChain(baseExpr) { return .nil }
      if case .instance(let instance) = base {
        if let function = instance.method(method, labels: labels) { return try invoke(function, on: base) }
        if let view = instance.view { base = .view(view) }
      }
      if case .string(let name) = base, let found = run.enumCase(named: name) { base = .enumCase(found) }
      if case .enumCase(let value) = base, let function = value.type.method(method, labels: labels) {
        return try invoke(function, on: base)
      }
      // A method the file's extension adds to a type Wobble provides, or a static one.
      if let function = run.extensionMethod(of: base, method, labels: labels) { return try invoke(function, on: base) }
      if case .type(let typeName) = base, let type = run.types[typeName], type.kind == .enum,
        type.cases.contains(where: { $0.name == method })
      {
        throw run.error("\(typeName).\(method) has no associated values to pass", at: call)
      }
      if case .type = base {
        // `UIColor.init(…)`-style calls fall through to the initialisers below.
      } else {
        switch (base, method, signature) {
        case (.displayLink(let link), "add", "to:forMode"):
          let interval = 1 / run.framesPerSecond
          let first = Int((run.now / interval).rounded(.down)) + 1
          run.schedule.add(
            at: (Double(first) - 0.5) * interval, .displayLink(link, interval: interval, tick: first))
          return .void
        case (.timer(let timer), "invalidate", ""):
          timer.invalidated = true
          return .void
        case (.displayLink(let link), "invalidate", ""), (.displayLinkTick(_, let link), "invalidate", ""):
          link.invalidated = true
          return .void
        case (.layer(let layer), "setAffineTransform", "_"):
          // The same as setting `transform` to CATransform3DMakeAffineTransform(m).
          guard case .affine(let m) = try argument(0) else {
            throw run.error("setAffineTransform takes a CGAffineTransform", at: place(0))
          }
          try set(.layer(layer), "transform", to: .transform(Transform3D(m)), run, at: Syntax(call))
          return .void
        case (.layer(let layer), "presentation", ""):
          // A copy of the layer as shown now: its animations applied at the current time.
          let shown = LayerObject(className: layer.className, name: layer.model.name)
          let parentTime = try layer.superlayer?.convertTime(run.now, toLocal: true, at: call, run) ?? run.now
          shown.model = layer.model.presentation(at: parentTime)
          return .layer(shown)
        case (.layer(let layer), "model", ""):
          return .layer(layer)
        case (.layer(let layer), "affineTransform", ""):
          return .affine(layer.model.effectiveTransform.affine ?? .identity)
        case (.layer(let layer), "convertTime", "_:from"), (.layer(let layer), "convertTime", "_:to"):
          // Between the layer's own time and absolute time (only `nil` for the other layer).
          guard case .nil = try argument(1) else {
            throw run.error("convertTime takes nil for the other layer (absolute time) in Wobble", at: place(1))
          }
          return .number(try layer.convertTime(try number(0), toLocal: signature == "_:from", at: call, run))
        case (.layer(let layer), "removeFromSuperlayer", ""):
          layer.remove()
          run.treeChanged = true
          return .void
        case (.view(let view), "removeFromSuperview", ""):
          view.layer.remove()
          run.treeChanged = true
          return .void
        case (.layer(let layer), "insertSublayer", "_:at"), (.layer(let layer), "insertSublayer", "_:below"),
          (.layer(let layer), "insertSublayer", "_:above"):
          guard case .layer(let sub) = try argument(0) else { throw run.error("insertSublayer takes a layer", at: call) }
          try insert(sub, into: layer, signature, argument: try argument(1))
          return .void
        case (.view(let view), "insertSubview", "_:at"), (.view(let view), "insertSubview", "_:belowSubview"),
          (.view(let view), "insertSubview", "_:aboveSubview"):
          guard let sub = viewLayer(try argument(0)) else { throw run.error("insertSubview takes a view", at: call) }
          try insert(sub, into: view.layer, signature, argument: try argument(1))
          return .void
        case (.view(let view), "bringSubviewToFront", "_"), (.view(let view), "sendSubviewToBack", "_"):
          guard let sub = viewLayer(try argument(0)), view.layer.sublayers.contains(where: { $0 === sub }) else {
            throw run.error("\(method) takes one of the view's subviews", at: call)
          }
          view.layer.sublayers.removeAll { $0 === sub }
          if method == "bringSubviewToFront" { view.layer.sublayers.append(sub) } else { view.layer.sublayers.insert(sub, at: 0) }
          run.treeChanged = true
          return .void
        case (.layer(let layer), "addSublayer", "_"):
          guard case .layer(let sub) = try argument(0) else { throw run.error("addSublayer takes a layer", at: call) }
          try run.checkHolding(sub, in: layer, at: call)
          layer.sublayers.append(sub)
          run.treeChanged = true
          return .void
        case (.view(let view), "layoutIfNeeded", ""):
          // Constraints changed since the last pass are solved now (inside `UIView.animate`,
          // the frames they move animate); a view of the file's class lays out now (and no
          // longer at the turn's end).
          run.applyConstraintsIfNeeded()
          if let owner = run.instance(owning: view) {
            run.needsLayout.removeAll { $0 === owner }
            try run.layOut(owner)
          }
          return .void
        case (.view(let view), "setNeedsLayout", ""):
          if let owner = run.instance(owning: view), !run.needsLayout.contains(where: { $0 === owner }) {
            run.needsLayout.append(owner)
          }
          return .void
        case (.view(let view), "setTitle", "_:for"), (.view(let view), "setTitleColor", "_:for"):
          // The title for `.normal`, the state a preview shows; other states' are kept out.
          guard view.isButton, case .text(var style) = view.layer.model.content else { return .void }
          guard case .string("normal") = try argument(1) else { return .void }
          try setText(&style, method == "setTitle" ? "string" : "foregroundColor", to: try argument(0), run, at: Syntax(call))
          view.layer.model.content = .text(style)
          return .void
        case (.view(let view), let name, "_:for")
        where view.isButton && ["setImage", "setBackgroundImage", "setAttributedTitle"].contains(name):
          run.warn("button image", "a button's images and attributed titles are not drawn", at: call)
          return .void
        case (.view(let view), "sizeToFit", ""):
          // A label takes its text's size, its frame's origin kept; other views keep theirs.
          guard view.isLabel, case .text(let style) = view.layer.model.content else { return .void }
          let origin = view.layer.model.frame.origin
          let size = style.fittingSize
          view.layer.model.setFrame(Rect(x: origin.x, y: origin.y, width: size.width, height: size.height))
          return .void
        case (.view(let view), "addSubview", "_"):
          switch try argument(0) {
          case .view(let sub):
            try run.checkHolding(sub.layer, in: view.layer, at: call)
            view.layer.sublayers.append(sub.layer)
          case .instance(let sub) where sub.view != nil:
            try run.checkHolding(sub.view!.layer, in: view.layer, at: call)
            view.layer.sublayers.append(sub.view!.layer)
            // UIKit tells the view at once.
            try run.callIfDeclared(sub, "didMoveToSuperview", [])
          default: throw run.error("addSubview takes a view", at: call)
          }
          run.treeChanged = true
          return .void
        case (.layer(let layer), "add", "_:forKey"):
          guard case .animation(let a) = try argument(0) else { throw run.error("add(_:forKey:) takes an animation", at: call) }
          if a.className == "CATransition" {
            run.addTransition(a, to: layer)
            return .void
          }
          let keyValue = try argument(1)
          let key: String? = if case .string(let k) = keyValue { k } else { nil }
          var added = try animation(a, run, at: call)
          // A duration of 0 or less takes the transaction's (core-animation.md §4.2).
          if added.timing.duration <= 0, let d = run.transactionDuration { added.timing.duration = d }
          if added.timing.beginTime == 0 { added.timing.beginTime = layer.model.timing.localTime(run.now) }
          run.add(added, a, to: layer, forKey: key)
          return .void
        case (.propertyAnimator(let animator), "addAnimations", "_"),
          (.propertyAnimator(let animator), "addAnimations", "trailing"):
          animator.animations.append(try closure(0))
          return .void
        case (.propertyAnimator(let animator), "addAnimations", "_:delayFactor"):
          let factor = try number(1)
          guard factor >= 0, factor <= 1 else { throw run.error("delayFactor: takes a number from 0 to 1", at: place(1)) }
          animator.delayedAnimations.append((try closure(0), factor))
          return .void
        case (.propertyAnimator(let animator), "addCompletion", "_"),
          (.propertyAnimator(let animator), "addCompletion", "trailing"):
          animator.completions.append(try closure(0))
          return .void
        case (.propertyAnimator(let animator), "startAnimation", ""):
          try run.start(animator, after: 0, at: call)
          return .void
        case (.propertyAnimator(let animator), "startAnimation", "afterDelay"):
          try run.start(animator, after: try number(0), at: call)
          return .void
        case (.layer(let layer), "removeAnimation", "forKey"):
          guard case .string(let key) = try argument(0) else { throw run.error("forKey: takes a string", at: call) }
          run.removeAnimations(from: layer, key: key)
          return .void
        case (.layer(let layer), "removeAllAnimations", ""):
          run.removeAnimations(from: layer, key: nil)
          return .void
        case (.animation(let a), "setValue", "_:forKey"):
          guard case .string(let key) = try argument(1) else { throw run.error("forKey: takes a string", at: call) }
          a.keyed[key] = try argument(0)
          return .void
        case (.animation(let a), "value", "forKey"):
          guard case .string(let key) = try argument(0) else { throw run.error("forKey: takes a string", at: call) }
          return a.keyed[key] ?? .nil
        case (.playgroundPage, "setLiveView", "_"):
          // `setLiveView(_:)` takes a UIView or a view controller as `liveView` does; a SwiftUI
          // view is another framework.
          let shown = try argument(0)
          if case .instance(let instance) = shown, instance.view == nil,
            instance.chain.contains(where: { $0.conformances.contains("View") })
          {
            throw run.error(
              "SwiftUI views are not simulated by Wobble (it runs UIKit and Core Animation code); "
                + "host the animation in a UIView or UIViewController", at: call)
          }
          try set(.playgroundPage, "liveView", to: shown, run, at: Syntax(call))
          return .void
        case (.view, "addGestureRecognizer", _), (.view, "addTarget", _), (.instance, "addGestureRecognizer", _):
          run.warn(method, "\(method)(…) is skipped: touches do not reach a preview", at: call)
          return .void
        // UIBezierPath's, its Swift 2 spellings and CGMutablePath's, one case each.
        case (.path(let p), "move", "to"), (.path(let p), "moveToPoint", "_"):
          p.path.move(to: try point(0))
          return .void
        case (.path(let p), "addLine", "to"), (.path(let p), "addLineToPoint", "_"):
          p.path.line(to: try point(0))
          return .void
        case (.path(let p), "addCurve", "to:controlPoint1:controlPoint2"),
          (.path(let p), "addCurveToPoint", "_:controlPoint1:controlPoint2"), (.path(let p), "addCurve", "to:control1:control2"):
          p.path.cubic(to: try point(0), control1: try point(1), control2: try point(2))
          return .void
        case (.path(let p), "addQuadCurve", "to:controlPoint"), (.path(let p), "addQuadCurveToPoint", "_:controlPoint"),
          (.path(let p), "addQuadCurve", "to:control"):
          p.path.quad(to: try point(0), control: try point(1))
          return .void
        case (.path(let p), "addArc", "withCenter:radius:startAngle:endAngle:clockwise"):
          p.path.addArc(
            center: try point(0), radius: try number(1), startAngle: try number(2), endAngle: try number(3),
            clockwise: try bool(4))
          return .void
        case (.path(let p), "close", ""), (.path(let p), "closeSubpath", ""), (.path(let p), "closePath", ""):
          p.path.close()
          return .void
        case (.path(let p), "addArc", "center:radius:startAngle:endAngle:clockwise"):
          // Core Graphics' `clockwise` is in its y-up sense: on a y-down screen it turns the
          // other way, the opposite of UIBezierPath's flag.
          p.path.addArc(
            center: try point(0), radius: try number(1), startAngle: try number(2), endAngle: try number(3),
            clockwise: !(try bool(4)))
          return .void
        case (.path(let p), "addRect", "_"):
          p.path.append(BezierPath(roundedRect: try rect(0), cornerRadius: 0))
          return .void
        case (.path(let p), "addEllipse", "in"):
          p.path.append(BezierPath(ovalIn: try rect(0)))
          return .void
        case (.path(let p), "addLines", "between"):
          guard case .array(let items) = try argument(0) else { throw run.error("between: takes an array of points", at: call) }
          for (i, item) in items.enumerated() {
            guard case .point(let q) = item else { throw run.error("between: takes CGPoints", at: call) }
            if i == 0 { p.path.move(to: q) } else { p.path.line(to: q) }
          }
          return .void
        case (.rect(let r), "offsetBy", "dx:dy"):
          return .rect(Rect(x: r.minX + (try number(0)), y: r.minY + (try number(1)), width: r.width, height: r.height))
        case (.affine(let m), "scaledBy", "x:y"):
          return .affine(AffineTransform(scaleX: try number(0), y: try number(1)).concatenating(m))
        case (.affine(let m), "rotated", "by"):
          return .affine(AffineTransform(rotationAngle: try number(0)).concatenating(m))
        case (.affine(let m), "translatedBy", "x:y"):
          return .affine(AffineTransform(translationX: try number(0), y: try number(1)).concatenating(m))
        case (.affine(let m), "concatenating", "_"):
          guard case .affine(let other) = try argument(0) else {
            throw run.error("concatenating takes a CGAffineTransform", at: call)
          }
          return .affine(m.concatenating(other))
        case (.image(let image), "withRenderingMode", "_"), (.image(let image), "withConfiguration", "_"):
          return .image(image)
        case (.image(let image), "withTintColor", "_"), (.image(let image), "withTintColor", "_:renderingMode"):
          guard case .color(let c) = try argument(0) else { throw run.error("withTintColor takes a colour", at: place(0)) }
          let tinted = ImageObject(name: image.name, symbol: image.symbol)
          tinted.tint = c
          return .image(tinted)
        case (.color, "resolvedColor", "with"):
          return base  // colours are drawn in their light appearance
        case (.color(let c), "withAlphaComponent", "_"), (.color(let c), "copy", "alpha"):
          return .color(c.withAlpha(try number(0)))
        case (.affine(let m), "inverted", ""):
          // CGAffineTransformInvert returns a transform that cannot be inverted unchanged.
          return .affine(m.inverted ?? m)
        case (.path(let p), "apply", "_"):
          guard case .affine(let m) = try argument(0) else { throw run.error("apply takes a CGAffineTransform", at: place(0)) }
          p.path = p.path.applying(m)
          return .void
        case (.number(let x), "squareRoot", ""): return .number(x.squareRoot())
        case (.number(let x), "rounded", ""): return .number(x.rounded())
        case (.number(let x), "rounded", "_"):
          guard case .string(let rule) = try argument(0) else { throw run.error("rounded takes a rounding rule", at: place(0)) }
          let rules: [String: FloatingPointRoundingRule] = [
            "down": .down, "up": .up, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
            "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
          ]
          guard let r = rules[rule] else { throw run.error("no rounding rule .\(rule)", at: place(0)) }
          return .number(x.rounded(r))
        case (.number(let x), "truncatingRemainder", "dividingBy"):
          return .number(x.truncatingRemainder(dividingBy: try number(0)))
        case (.rect(let r), "insetBy", "dx:dy"):
          let dx = try number(0), dy = try number(1)
          return .rect(Rect(x: r.minX + dx, y: r.minY + dy, width: r.width - 2 * dx, height: r.height - 2 * dy))
        default:
          throw run.error(
            "\(method)(\(labels.map { $0 + ":" }.joined())) of \(base.kind) is not simulated by Wobble yet", at: call)
        }
      }
      return nil
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let baseExpr = member.base,
      let result = try callMember(member.declName.baseName.text, baseExpr: baseExpr, given: nil)
    {
      return result
    }
    var callee = calledName
    if callee.hasSuffix(".init") { callee.removeLast(5) }
    // An empty collection of a type: `[CALayer]()`, `[String: CGFloat]()`, `Array<Double>()`.
    if labels.isEmpty {
      let called = call.calledExpression
      if called.is(ArrayExprSyntax.self) || callee == "Array" || callee == "ContiguousArray" { return .array([]) }
      if called.is(DictionaryExprSyntax.self) || callee == "Dictionary" { return .dictionary([]) }
    }
    if let function = run.functions[callee] { return try invoke(function, on: nil) }
    if let type = run.types[run.resolvedTypeName(callee, at: call)] {
      switch type.kind {
      case .class, .struct: return try run.instantiate(type, labels: labels, values: try values(), at: call)
      case .enum where signature == "rawValue":
        // The failable `init(rawValue:)`: the case with that raw value, else nil.
        let wanted = try argument(0)
        for (name, _) in type.cases where try run.matches(try run.rawValue(EnumCase(type: type, name: name), at: call), wanted) {
          return .enumCase(EnumCase(type: type, name: name))
        }
        return .nil
      case .builtin:
        // A convenience initialiser the file's extension adds (`UIColor(hex:)`).
        if let initializer = type.initializers.first(where: {
          $0.signature.parameterClause.parameters.slots(for: labels) != nil
        }) {
          return try run.construct(type.name, with: initializer, labels: labels, values: try values(), at: call)
        }
      default: break
      }
    }
    // A method of `self` called without `self.`.
    if let receiver = run.selves.last {
      if let me = run.me, let function = me.method(callee, labels: labels) { return try invoke(function, on: receiver) }
      if case .enumCase(let value) = receiver, let function = value.type.method(callee, labels: labels) {
        return try invoke(function, on: receiver)
      }
      if let function = run.extensionMethod(of: receiver, callee, labels: labels) { return try invoke(function, on: receiver) }
      // A UIKit method of a view class's own view (`addSubview(dot)`, `layoutIfNeeded()`),
      // as `self.` would call it.
      if let view = run.me?.view, Self.viewMethods.contains(callee), run.lookup(callee) == nil,
        let result = try callMember(callee, baseExpr: nil, given: .view(view))
      {
        return result
      }
    }
    if let function = PureFunction(name: callee, labels: labels) {
      return try PureFunction.Arguments.apply(function, count: labels.count, shape: shape, run: run, call: call, argument)
    }
    switch (callee, signature) {
    case ("NSLayoutConstraint.activate", "_"), ("NSLayoutConstraint.deactivate", "_"):
      guard case .array(let items) = try argument(0) else {
        throw run.error("\(calledName) takes an array of constraints", at: call)
      }
      for item in items {
        guard case .constraint(let c) = item else {
          throw run.error("\(calledName) takes constraints, not \(item.kind)", at: call)
        }
        run.setActive(c, callee.hasSuffix("activate") && !callee.hasSuffix("deactivate"), at: call)
      }
      return .void
    case (let name, _) where name.hasPrefix("UI") && name.hasSuffix("GestureRecognizer"):
      // One warning for gestures, whether the recognizer or adding it comes first.
      run.warn("addGestureRecognizer", "\(name) is skipped: touches do not reach a preview", at: call)
      return .skipped(name)
    case (let name, _) where name.hasPrefix("NotificationCenter.default."):
      run.warn("NotificationCenter", "NotificationCenter is skipped: no notifications reach a preview", at: call)
      return .nil
    case ("max", _), ("min", _):
      // Of three numbers or more (two are a pure built-in).
      guard labels.count >= 2, labels.allSatisfy({ $0 == "_" }) else {
        throw run.error("\(callee)(\(labels.map { $0 + ":" }.joined())) takes numbers without labels", at: call)
      }
      var numbers: [Double] = []
      for i in labels.indices { numbers.append(try number(i)) }
      return .number(callee == "max" ? numbers.max()! : numbers.min()!)
    case ("String", "repeating:count"):
      guard case .string(let piece) = try argument(0) else { throw run.error("repeating: takes a string", at: place(0)) }
      let count = try number(1)
      guard count >= 0, count == count.rounded(), Double(piece.count) * count <= 100_000 else {
        throw run.error("String(repeating:count:) makes at most 100000 characters", at: place(1))
      }
      return .string(String(repeating: piece, count: Int(count)))
    case ("String", "_"), ("String", "describing"):
      switch try argument(0) {
      case .number(let x): return .string(Interpreter.text(of: x))
      case .string(let s): return .string(s)
      case .bool(let b): return .string(String(b))
      case let other: throw run.error("String(_:) of \(other.kind) is not simulated by Wobble yet", at: place(0))
      }
    case ("Int", "_"):
      // Of a string: the whole number it spells, else nil (`Int("5") ?? 0`); of a number, its
      // whole part.
      switch try argument(0) {
      case .string(let s):
        return Int(s).map { .number(Double($0)) } ?? .nil
      case .number(let x): return .number(x.rounded(.towardZero))
      case .bool(let b): return .number(b ? 1 : 0)
      case let other: throw run.error("\(callee)(_:) of \(other.kind) is not simulated by Wobble yet", at: place(0))
      }
    case ("zip", "_:_"):
      // Pairs of the two sequences' elements, as long as the shorter.
      guard case .array(let a) = try argument(0), case .array(let b) = try argument(1) else {
        throw run.error("zip takes two arrays or ranges", at: call)
      }
      return .array(zip(a, b).map { .tuple([$0, $1], labels: []) })
    case ("Array", "_"):
      switch try argument(0) {
      case .array(let items): return .array(items)
      case .dictionary(let entries): return .array(entries.map(\.tuple))
      case let other: throw run.error("Array(_:) takes an array or a range, not \(other.kind)", at: place(0))
      }
    case ("print", _), ("debugPrint", _), ("NSLog", _):
      run.warn(callee, "\(callee)(…) is skipped: it draws nothing", at: call)
      return .void
    case ("UIColor", "hue:saturation:brightness:alpha"):
      return .color(
        Color(hue: try number(0), saturation: try number(1), brightness: try number(2), alpha: try number(3)))
    case ("CGMutablePath", ""):
      return .path(PathObject())
    case ("CGPath", "ellipseIn:transform"), ("CGPath", "ellipseIn"), ("UIBezierPath", "ovalIn"), ("UIBezierPath", "ovalInRect"):
      try noTransform()
      return .path(PathObject(BezierPath(ovalIn: try rect(0))))
    case ("CGPath", "rect:transform"), ("CGPath", "rect"), ("UIBezierPath", "rect"):
      try noTransform()
      return .path(PathObject(BezierPath(roundedRect: try rect(0), cornerRadius: 0)))
    case ("CGPath", "roundedRect:cornerWidth:cornerHeight:transform"):
      try noTransform()
      // Circular corners only: elliptical ones (width ≠ height) take the smaller radius.
      return .path(PathObject(BezierPath(roundedRect: try rect(0), cornerRadius: min(try number(1), try number(2)))))
    case ("UIView", "frame"), ("UIView", ""), ("UIImageView", "frame"), ("UIImageView", ""), ("UIImageView", "image"):
      let view = try newView()
      if callee == "UIImageView" { view.isImageView = true }
      if signature == "image" {
        guard case .image(let image) = try argument(0) else { throw run.error("image: takes a UIImage", at: place(0)) }
        view.show(image)
        // A view made with an image takes the image's size.
        view.layer.model.bounds = Rect(x: 0, y: 0, width: image.size, height: image.size)
      }
      return .view(view)
    case ("UIImage", "named"), ("UIImage", "systemName"), ("UIImage", "named:in:compatibleWith"),
      ("UIImage", "systemName:withConfiguration"):
      return .image(ImageObject(name: try string(0), symbol: signature.hasPrefix("systemName")))
    case ("CACurrentMediaTime", ""): return .number(run.now)
    case ("UIFont.systemFont", "ofSize"), ("UIFont.boldSystemFont", "ofSize"), ("UIFont.systemFont", "ofSize:weight"),
      ("UIFont.monospacedSystemFont", "ofSize:weight"), ("UIFont", "name:size"):
      let size = try number(signature == "name:size" ? 1 : 0)
      run.warn("font", "fonts are drawn in Wobble's pixel font, at their size", at: call)
      return .font(size: size)
    case ("UIStackView", "frame"), ("UIStackView", ""), ("UIStackView", "arrangedSubviews"):
      let view = try newView()
      view.stack = StackArrangement()
      run.stacks.append(view)
      if signature == "arrangedSubviews" {
        guard case .array(let items) = try argument(0) else { throw run.error("arrangedSubviews takes views", at: place(0)) }
        for item in items { try run.arrange(item, in: view, at: call) }
      }
      run.layoutIsStale = true
      return .view(view)
    case ("UIButton", "frame"), ("UIButton", ""), ("UIButton", "type"), ("UIButton", "type:primaryAction"):
      let view = try newView()
      view.becomeButton()
      return .view(view)
    case ("UITextField", "frame"), ("UITextField", ""):
      let view = try newView()
      view.becomeTextField()
      return .view(view)
    case (let control, _)
    where Self.placeholderControls[control] != nil
      && ["frame", "", "style", "activityIndicatorStyle", "progressViewStyle", "items"].contains(signature):
      // Drawn as a placeholder box of the control's usual size, or its frame.
      let view = try newView()
      let size = Self.placeholderControls[control]!
      if signature != "frame" { view.layer.model.setFrame(Rect(x: 0, y: 0, width: size.0, height: size.1)) }
      view.placeholderClass = control
      view.layer.model.content = .icon(.placeholder, color: Color(white: 0.6))
      run.warn(control, "\(control) is drawn as a placeholder box: Wobble does not draw UIKit's controls", at: call)
      return .view(view)
    case ("UILabel", "frame"), ("UILabel", ""):
      let view = try newView()
      view.becomeLabel()
      return .view(view)
    case ("CALayer", ""), ("CAShapeLayer", ""), ("CAReplicatorLayer", ""), ("CAGradientLayer", ""), ("CATextLayer", ""):
      try countLayer(run, at: call)
      return .layer(LayerObject(className: callee, name: ""))
    case ("UIBezierPath", ""): return .path(PathObject())
    case ("UIBezierPath", "roundedRect:cornerRadius"):
      return .path(PathObject(BezierPath(roundedRect: try rect(0), cornerRadius: try number(1))))
    case ("UIBezierPath", "roundedRect:byRoundingCorners:cornerRadii"):
      let names = try argument(1).optionNames
      guard !names.isEmpty else { throw run.error("byRoundingCorners: takes UIRectCorner options", at: place(1)) }
      let known: [String: BezierPath.Corners] = [
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
        "allCorners": .all,
      ]
      var corners: BezierPath.Corners = []
      for name in names {
        guard let c = known[name] else { throw run.error("no corner .\(name)", at: place(1)) }
        corners.formUnion(c)
      }
      guard case .size(let radius, _) = try argument(2) else { throw run.error("cornerRadii: takes a CGSize", at: place(2)) }
      return .path(PathObject(BezierPath(roundedRect: try rect(0), corners: corners, cornerRadius: radius)))
    case ("UIBezierPath", "arcCenter:radius:startAngle:endAngle:clockwise"):
      return .path(
        PathObject(
          BezierPath(
            arcCenter: try point(0), radius: try number(1), startAngle: try number(2), endAngle: try number(3),
            clockwise: try bool(4))))
    case ("UIColor", "red:green:blue:alpha"), ("CGColor", "red:green:blue:alpha"), ("UIColor", "displayP3Red:green:blue:alpha"):
      return .color(Color(red: try number(0), green: try number(1), blue: try number(2), alpha: try number(3)))
    case ("CGColor", "gray:alpha"): return .color(Color(white: try number(0)).withAlpha(try number(1)))
    case ("UIColor", "named"):
      // An asset catalog's colour: a file opened alone has none, so it is nil (`?? fallback`).
      run.warn("UIColor(named:)", "UIColor(named:) is nil: a file opened alone has no asset catalog", at: call)
      return .nil
    case ("NSAttributedString", "string"), ("NSAttributedString", "string:attributes"),
      ("NSMutableAttributedString", "string"), ("NSMutableAttributedString", "string:attributes"):
      // Its text and, of its attributes, the colour and the font's size.
      var fields: [Value] = [try argument(0)], labels = ["string"]
      if signature.hasSuffix("attributes"), case .dictionary(let entries) = try argument(1) {
        for entry in entries {
          guard case .string(let key) = entry.key else { continue }
          switch (key, entry.value) {
          case ("foregroundColor", .color): (fields, labels) = (fields + [entry.value], labels + ["color"])
          case ("font", .font): (fields, labels) = (fields + [entry.value], labels + ["font"])
          default: break
          }
        }
      }
      return .tuple(fields, labels: labels)
    case ("UIEdgeInsets", "top:left:bottom:right"):
      return Self.edgeInsets(try number(0), try number(1), try number(2), try number(3))
    case ("UIColor", "white:alpha"): return .color(Color(white: try number(0)).withAlpha(try number(1)))
    case ("CABasicAnimation", "keyPath"), ("CASpringAnimation", "keyPath"), ("CAKeyframeAnimation", "keyPath"):
      guard case .string(let keyPath) = try argument(0) else { throw run.error("keyPath takes a string", at: call) }
      let animation = AnimationObject(className: callee, keyPath: keyPath)
      if callee == "CASpringAnimation" { animation.spring = Spring() }
      if callee == "CAKeyframeAnimation" { animation.values = [] }
      return .animation(animation)
    case ("CABasicAnimation", ""), ("CASpringAnimation", ""), ("CAKeyframeAnimation", ""):
      // The key path set afterwards (`animation.keyPath = "opacity"`).
      let animation = AnimationObject(className: callee, keyPath: "")
      if callee == "CASpringAnimation" { animation.spring = Spring() }
      if callee == "CAKeyframeAnimation" { animation.values = [] }
      return .animation(animation)
    case ("CASpringAnimation", "perceptualDuration:bounce"):
      // iOS 17: the spring of that period and bounce (mass 1); its duration stays the default.
      let (d, b) = (try number(0), try number(1))
      guard d > 0, d.isFinite else { throw run.error("perceptualDuration takes seconds above 0", at: place(0)) }
      guard b > -1, b <= 1 else { throw run.error("bounce takes a number above −1 and at most 1", at: place(1)) }
      let animation = AnimationObject(className: callee, keyPath: "")
      animation.spring = Spring(perceptualDuration: d, bounce: b)
      return .animation(animation)
    case ("NSNull", ""): return .null
    case ("CATransition", ""):
      return .animation(AnimationObject(className: "CATransition", keyPath: ""))
    case ("CAAnimationGroup", ""):
      let group = AnimationObject(className: callee, keyPath: "")
      group.animations = []
      return .animation(group)
    case ("CAMediaTimingFunction", "name"):
      guard case .string(let name) = try argument(0) else { throw run.error("name takes a timing function name", at: call) }
      let named: [String: TimingFunction.Name] = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInEaseOut": .easeInEaseOut, "default": .default,
      ]
      guard let n = named[name] else { throw run.error("no timing function .\(name)", at: call) }
      return .timingFunction(TimingFunction(name: n))
    case ("CAMediaTimingFunction", "controlPoints:_:_:_"):
      let p = [try number(0), try number(1), try number(2), try number(3)].map(Float.init)
      guard let f = TimingFunction(controlPoints: p[0], p[1], p[2], p[3]) else {
        throw run.error("control points' x must be from 0 to 1", at: call)
      }
      return .timingFunction(f)
    default:
      throw run.error("\(callee)(\(labels.map { $0 + ":" }.joined())) is not simulated by Wobble yet", at: call)
    }
  }

  /// The new value of a value after a mutating method Wobble knows, or nil when `method` is
  /// not one.
  static func mutated(
    _ base: Value, _ method: String, _ signature: String, _ argument: (Int) throws(RunError) -> Value, _ run: Interpreter,
    at node: some SyntaxProtocol
  ) throws(RunError) -> Value? {
    switch (base, method, signature) {
    case (.bool(let b), "toggle", ""): return .bool(!b)
    case (.array(let items), "append", "_"): return .array(items + [try argument(0)])
    case (.array(let items), "append", "contentsOf"):
      guard case .array(let more) = try argument(0) else { throw run.error("append(contentsOf:) takes an array", at: node) }
      return .array(items + more)
    case (.array, "removeAll", ""): return .array([])
    case (.dictionary, "removeAll", ""): return .dictionary([])
    case (.dictionary(var entries), "removeValue", "forKey"):
      if let i = try run.index(of: try argument(0), in: entries, at: node) { entries.remove(at: i) }
      return .dictionary(entries)
    case (.dictionary(var entries), "updateValue", "_:forKey"):
      let (value, key) = (try argument(0), try argument(1))
      if let i = try run.index(of: key, in: entries, at: node) {
        entries[i].value = value
      } else {
        entries.append(DictionaryEntry(key: key, value: value))
      }
      return .dictionary(entries)
    case (.array(let items), "removeLast", ""), (.array(let items), "removeFirst", ""):
      // Swift stops the program here; Wobble says where.
      guard !items.isEmpty else { throw run.error("\(method)() of an empty array", at: node) }
      return .array(Array(method == "removeLast" ? items.dropLast() : items.dropFirst()))
    case (.array(let items), "insert", "_:at"):
      guard case .number(let i) = try argument(1), i >= 0, i <= Double(items.count), i == i.rounded() else {
        throw run.error("insert(_:at:) takes a whole index from 0 to \(items.count)", at: node)
      }
      var copy = items
      copy.insert(try argument(0), at: Int(i))
      return .array(copy)
    default: return nil
    }
  }

  /// An option's name as the enum case spells it: `kCAAnimationPaced` → `paced`,
  /// `kCAFillModeForwards` → `forwards`.
  static func constantName(_ text: String, prefix: String) -> String {
    guard text.hasPrefix(prefix) else { return text }
    let rest = text.dropFirst(prefix.count)
    return rest.prefix(1).lowercased() + rest.dropFirst()
  }

  static func countLayer(_ run: Interpreter, at node: some SyntaxProtocol) throws(RunError) {
    run.layers += 1
    if run.layers > Interpreter.layerLimit { throw run.error("more than \(Interpreter.layerLimit) layers", at: node) }
  }

  /// The engine's animation for a configured `CABasicAnimation` (a copy, as `add` makes one).
  static func animation(_ a: AnimationObject, _ run: Interpreter, at node: some SyntaxProtocol) throws(RunError) -> Animation {
    guard let property = a.animations != nil ? .opacity : LayerProperty(keyPath: a.keyPath) else {
      throw run.error("the key path \(a.keyPath) is not animated by Wobble yet", at: node)
    }
    func animatable(_ v: Value?) throws(RunError) -> AnimatableValue? {
      switch v {
      case nil, .nil?: return nil
      case .number(let x)?: return .scalar(x)
      case .point(let p)?: return .point(p)
      case .size(let w, let h)?: return .point(Point(w, h))
      case .rect(let r)?: return .rect(r)
      case .color(let c)?: return .color(c)
      case .transform(let t)?: return .transform(t)
      case .path(let p)?: return .path(p.path)
      case .array(let items)?:
        var list: [AnimatableValue] = []
        for item in items { if let v = try animatable(item) { list.append(v) } }
        return .list(list)
      case let other?: throw run.error("\(other.kind) cannot be animated", at: node)
      }
    }
    var animation: Animation
    if let children = a.animations {
      var converted: [Animation] = []
      for child in children { converted.append(try self.animation(child, run, at: node)) }
      animation = Animation.group(converted, duration: a.timing.duration)
    } else if let spring = a.spring {
      animation = Animation.spring(
        property, spring, from: try animatable(a.from), to: try animatable(a.to), by: try animatable(a.by),
        duration: a.timing.duration)
    } else if let values = a.values {
      var frames: [AnimatableValue] = []
      for v in values { if let f = try animatable(v) { frames.append(f) } }
      var keyframes = Keyframes(
        values: frames, keyTimes: a.keyTimes, timingFunctions: a.timingFunctions, calculationMode: a.calculationMode)
      keyframes.path = a.path
      keyframes.rotationMode = a.rotationMode
      animation = Animation(property, .keyframe(keyframes))
    } else {
      animation = Animation.basic(
        property, from: try animatable(a.from), to: try animatable(a.to), by: try animatable(a.by), duration: a.timing.duration)
    }
    animation.timing = a.timing
    animation.timingFunction = a.timingFunction
    animation.isCumulative = a.isCumulative
    animation.isAdditive = a.isAdditive
    animation.isRemovedOnCompletion = a.isRemovedOnCompletion
    return animation
  }
}

extension Layer {
  /// `frame` in the superlayer (the transform aside): the bounds' size placed so that the
  /// anchor point is at the position.
  var frame: Rect {
    Rect(
      x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height, width: bounds.width,
      height: bounds.height)
  }

  /// `frame = r` with the layer's anchor point: bounds of r's size, position at its anchor.
  mutating func setFrame(_ r: Rect) {
    bounds = Rect(x: 0, y: 0, width: r.width, height: r.height)
    position = Point(r.minX + anchorPoint.x * r.width, r.minY + anchorPoint.y * r.height)
  }
}
