/// Swift 2's names for members of the SDK that Swift 3 renamed (SE-0005, "Better Translation
/// of Objective-C APIs Into Swift": Boolean properties read `is…`, `CGPath`/`CGColor` became
/// lower camel case, a preposition in a method's name moved into its first label), for files
/// written before Swift 3 (2014–2016). A member the SDK has under neither name is not here:
/// Wobble reads each old name as the member it became, with one warning naming both
/// (`Interpreter.swift2Member`), and refuses the rest as before.
enum Swift2Renames {
  /// Properties: Swift 2's name → Swift 3's.
  static let properties: [String: String] = [
    "additive": "isAdditive", "removedOnCompletion": "isRemovedOnCompletion", "cumulative": "isCumulative",
    "hidden": "isHidden", "opaque": "isOpaque", "doubleSided": "isDoubleSided", "geometryFlipped": "isGeometryFlipped",
    "userInteractionEnabled": "isUserInteractionEnabled", "paused": "isPaused", "enabled": "isEnabled",
    "CGPath": "cgPath", "CGColor": "cgColor", "CGImage": "cgImage", "statusBarHidden": "isStatusBarHidden",
    "wrapped": "isWrapped",
  ]

  /// Methods, keyed by Swift 2's name and labels as `CallShape.signature` spells them (`_` for
  /// none): Swift 3's name and labels. The arguments are the same, in the same order.
  static let methods: [String: (name: String, signature: String)] = [
    // Sequences
    "enumerate()": ("enumerated", ""),
    // NSCalendar
    "components(_:fromDate)": ("dateComponents", "_:from"),
    // NSObject's key-value coding (a layer's or an animation's own keys)
    "valueForKey(_)": ("value", "forKey"),
    "valueForKeyPath(_)": ("value", "forKeyPath"),
    // CALayer
    "addAnimation(_:forKey)": ("add", "_:forKey"),
    "removeAnimationForKey(_)": ("removeAnimation", "forKey"),
    "animationForKey(_)": ("animation", "forKey"),
    "insertSublayer(_:atIndex)": ("insertSublayer", "_:at"),
    "renderInContext(_)": ("render", "in"),
    "presentationLayer()": ("presentation", ""),
    "modelLayer()": ("model", ""),
    "convertTime(_:fromLayer)": ("convertTime", "_:from"),
    "convertTime(_:toLayer)": ("convertTime", "_:to"),
    // UIView
    "insertSubview(_:atIndex)": ("insertSubview", "_:at"),
    "setNeedsDisplayInRect(_)": ("setNeedsDisplay", "_"),
    "drawViewHierarchyInRect(_:afterScreenUpdates)": ("drawHierarchy", "in:afterScreenUpdates"),
    // UIBezierPath
    "addArcWithCenter(_:radius:startAngle:endAngle:clockwise)": (
      "addArc", "withCenter:radius:startAngle:endAngle:clockwise"
    ),
    "appendPath(_)": ("append", "_"),
    "applyTransform(_)": ("apply", "_"),
    "bezierPathByReversingPath()": ("reversing", ""),
    "containsPoint(_)": ("contains", "_"),
    // UIButton and UIControl (a state or events after `forState:`/`forControlEvents:`)
    "setTitle(_:forState)": ("setTitle", "_:for"),
    "setTitleColor(_:forState)": ("setTitleColor", "_:for"),
    "setImage(_:forState)": ("setImage", "_:for"),
    "setBackgroundImage(_:forState)": ("setBackgroundImage", "_:for"),
    "setAttributedTitle(_:forState)": ("setAttributedTitle", "_:for"),
    "titleForState(_)": ("title", "for"),
    "titleColorForState(_)": ("titleColor", "for"),
    "imageForState(_)": ("image", "for"),
    "sendActionsForControlEvents(_)": ("sendActions", "for"),
    // UIColor
    "colorWithAlphaComponent(_)": ("withAlphaComponent", "_"),
    // NSString
    "drawAtPoint(_:withAttributes)": ("draw", "at:withAttributes"),
    "drawInRect(_:withAttributes)": ("draw", "in:withAttributes"),
    // CADisplayLink
    "addToRunLoop(_:forMode)": ("add", "to:forMode"),
    "removeFromRunLoop(_:forMode)": ("remove", "from:forMode"),
  ]

  /// Swift 3's name and labels for a method Swift 2 called `name` with `signature`, if renamed.
  static func method(_ name: String, signature: String) -> (name: String, signature: String)? {
    methods[name + "(" + signature + ")"]
  }
}
