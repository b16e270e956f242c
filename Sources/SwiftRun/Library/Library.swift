/// The simulated SDK: every type, initialiser, property, method, static member and free
/// function of UIKit, QuartzCore, CoreGraphics, Foundation and Swift's standard library that
/// Wobble runs, keyed by the Swift spelling, one file per type or small family under this
/// folder (grouped by framework as Apple's documentation groups them).
///
/// Precedence, stated once: a name is first what the opened file declares — its locals and
/// closures, its functions, its types and their initialisers, the methods and properties of
/// `self`, the members its extensions add — and only then what this library simulates. Within
/// the library a call is matched by its exact spelling (`CGPath(rect:transform:)`), then by
/// its name for calls whose labels are optional (`UIView.animate(withDuration:…)`); a member
/// is looked up on the value's type, then on its superclasses.
///
/// Adding a type is one file that declares a `static let` `SimulatedType` in an extension of
/// `Library`, plus its line in `Library.all`.
enum Library {
  /// Every simulated type, superclasses before their subclasses.
  static let all: [SimulatedType] = [
    // QuartzCore
    caLayer, caShapeLayer, caGradientLayer, caTextLayer, caReplicatorLayer, caTransformLayer, caEmitterLayer, caEmitterCell,
    caAnimation, caPropertyAnimation, caBasicAnimation, caSpringAnimation, caKeyframeAnimation, caAnimationGroup,
    caTransition, caValueFunction, caMediaTimingFunction, caTransaction, caDisplayLink, caFrameRateRange,
    // UIKit
    uiView, uiControl, uiViewAnimation, uiViewBeginCommit, uiLabel, uiButton, uiTextField, uiStackView, uiImageView, uiScrollView,
    uiTextView,
    uiTableView, uiTableViewCell, uiCollectionView, uiCollectionViewCell, uiCollectionViewFlowLayout, indexPath, uiNavigationItem,
    uiLayoutSupport,
    uiBarButtonItem, uiToolbar,
    uiVisualEffectView, uiBlurEffect, uiVibrancyEffect,
    uiControlPlaceholder, uiActivityIndicatorView,
    uiViewPropertyAnimator, uiTimingParameters, uiImage, uiSymbolConfiguration, uiFont, nsAttributedString, nsRange,
    nsParagraphStyle, uiScreen,
    uiTraitCollection,
    uiScreenMain, uiEdgeInsets, nsLayoutConstraint, nsLayoutAnchor, uiLayoutGuide, playgroundPage, gestureRecognizer,
    uiStoryboardSegue, uiTouch, transitionContext, unsafePointer,
    uiNavigationController, uiViewController, uiTabBarController, uiPageViewController, uiTabBarItem, uiTabBar, uiWindow,
    uiWindowScene, uiApplication,
    uiAlertController, uiGraphicsImageRenderer, uiGraphicsImageRendererFormat,
    uiGraphicsImageRendererContext,
    uiGraphicsImageContext,
    uiDynamicAnimator, uiDynamicBehavior, uiFieldBehavior, uiGravityBehavior, uiCollisionBehavior, uiDynamicItemBehavior,
    uiPushBehavior, uiAttachmentBehavior, uiOffset,
    // CoreGraphics
    cgPoint, cgSize, cgRect, cgAffineTransform, caTransform3D, bezierPath, color, uiPatternColor, cgContext, cgGradient,
    cgColorSpace,
    cgBitmapInfo, cgImageAlphaInfo,
    coreGraphicsCFunctions,
    // CoreText
    coreText, unsafeBitCast,
    // GameplayKit
    gkRandom,
    // SnapKit
    snapKitDSL, snapKitItem, snapKitMaker, snapKitDescription, snapKitConstraint,
    // Foundation
    dispatch, timer, thread, notificationCenter, nsNull, nsMutableArray, runLoop, cfRunLoopTimer, cfRunLoopMode, measurement,
    olderSwift, date, calendar,
    dateComponents, dateFormatter, nsRegularExpression, nsTextCheckingResult, osLog, bundle, url, dispatchWorkItem, dispatchGroup,
    userDefaults, operationQueue, scanner, uuid,
    // Objective-C runtime
    associatedObjects, classNames, selectors,
    // AVFoundation
    avAudioPlayer,
    // UIKit's haptics
    uiFeedbackGenerator,
    // Swift
    number, bool, string, array, dictionary, optionSet, output, traps, typeOf, keyPathType,
  ]

  /// Types by name (and the other names they go by: `CGFloat` for `Double`).
  static let types: [String: SimulatedType] = {
    var byName: [String: SimulatedType] = [:]
    for type in all {
      type.inherit(from: type.superclass.map { name in byName[name]! })
      for name in [type.name] + type.aliases { byName[name] = type }
    }
    return byName
  }()

  /// Initialisers, static methods and free functions by the name they are called by
  /// (`UIView`, `UIView.animate`, `CACurrentMediaTime`), then by their labels joined with `:`
  /// as `CallShape.signature` spells them ("" for none, `trailing` for a trailing closure).
  static let calls: [String: [String: CallHandler]] = {
    var table: [String: [String: CallHandler]] = [:]
    for type in all {
      for (name, bySignature) in type.calls { table[name, default: [:]].merge(bySignature) { _, new in new } }
    }
    return table
  }()

  /// Calls matched by name whatever their labels, each reading the labels it takes.
  static let callsWithAnyLabels: [String: CallHandler] = {
    var table: [String: CallHandler] = [:]
    for type in all { table.merge(type.callsWithAnyLabels) { _, new in new } }
    return table
  }()

  /// Static members read without a call (`UIColor.red`, `CGRect.zero`, `UIScreen.main`),
  /// by the type's name then the member's.
  static let statics: [String: [String: StaticMember]] = {
    var table: [String: [String: StaticMember]] = [:]
    for type in all {
      for name in [type.name] + type.aliases { table[name, default: [:]].merge(type.statics) { _, new in new } }
      for (name, members) in type.staticsOfName { table[name, default: [:]].merge(members) { _, new in new } }
    }
    return table
  }()

  /// Global constants by name (`M_PI`, `CATransform3DIdentity`, Swift 3's `HUGE`).
  static let globals: [String: StaticMember] = {
    var table: [String: StaticMember] = [:]
    for type in all { table.merge(type.globals) { _, new in new } }
    return table
  }()

  /// Option and enumeration types whose cases are read by name (`CAMediaTimingFillMode.forwards`
  /// is `.forwards`).
  static let optionTypes: Set<String> = Set(all.flatMap(\.optionTypes))

  /// Old constant spellings and the prefix taken off each (`kCAFillModeForwards` → `.forwards`).
  static let constantPrefixes: [String] = all.flatMap(\.constantPrefixes)

  /// The call handler for `name` called with `signature`, if the library simulates one:
  /// by its exact spelling, by its name whatever its labels, else by a pattern its type
  /// answers (`UIColor.orangeColor()`).
  static func call(_ name: String, signature: String) -> CallHandler? {
    if let handler = calls[name]?[signature] ?? callsWithAnyLabels[name] { return handler }
    guard let dot = name.lastIndex(of: "."), let pattern = types[String(name[..<dot])]?.patternCall else { return nil }
    return pattern(String(name[name.index(after: dot)...]))
  }

  /// `Type.member` read without a call, if the library simulates it.
  static func staticMember(_ type: String, _ name: String) -> StaticMember? {
    if let member = statics[type]?[name] { return member }
    guard let pattern = types[type]?.patternStatic, pattern(name) != nil else { return nil }
    return { _ in pattern(name)! }
  }

  /// What a property called `name` takes ("a number", "a colour"), when every simulated type
  /// declaring one agrees.
  static let propertyTakes: [String: String] = {
    var table: [String: String] = [:]
    var mixed: Set<String> = []
    for type in all {
      for (name, property) in type.ownProperties where !mixed.contains(name) {
        if let known = table[name], known != property.takes {
          table[name] = nil
          mixed.insert(name)
        } else {
          table[name] = property.takes
        }
      }
    }
    return table
  }()

  /// The range and unit of a property called `name` on any simulated type, if one declares it.
  static let measures: [String: Measure] = {
    var table: [String: Measure] = [:]
    for type in all {
      for (name, property) in type.ownProperties { if let m = property.measure { table[name] = m } }
    }
    return table
  }()
}

/// What a simulated call does with its arguments.
typealias CallHandler = @Sendable (Arguments) throws(RunError) -> Value
/// A method: its receiver and its arguments.
typealias MethodHandler = @Sendable (Value, Arguments) throws(RunError) -> Value
/// A static member's value, made anew on each read.
typealias StaticMember = @Sendable (Interpreter) -> Value
