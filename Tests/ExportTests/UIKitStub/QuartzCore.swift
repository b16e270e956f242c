// Core Animation's Swift API as Apple documents it (developer.apple.com/documentation/quartzcore):
// the names, argument labels and types a snippet may use. Bodies are placeholders; the stub is
// only ever type-checked against.
@_exported import CoreGraphics

public struct CATransform3D: Hashable {
  public var m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44: CGFloat
  public init() {
    (m11, m12, m13, m14) = (1, 0, 0, 0); (m21, m22, m23, m24) = (0, 1, 0, 0)
    (m31, m32, m33, m34) = (0, 0, 1, 0); (m41, m42, m43, m44) = (0, 0, 0, 1)
  }
}
public let CATransform3DIdentity = CATransform3D()
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D { .init() }
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { .init() }
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D { .init() }
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a }
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { .init() }
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  t
}
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { t }

public struct CAMediaTimingFillMode: Hashable, RawRepresentable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let removed = Self(rawValue: "removed")
  public static let forwards = Self(rawValue: "forwards")
  public static let backwards = Self(rawValue: "backwards")
  public static let both = Self(rawValue: "both")
}

public struct CAMediaTimingFunctionName: Hashable, RawRepresentable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = Self(rawValue: "linear")
  public static let easeIn = Self(rawValue: "easeIn")
  public static let easeOut = Self(rawValue: "easeOut")
  public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
  public static let `default` = Self(rawValue: "default")
}

public struct CAShapeLayerLineJoin: Hashable, RawRepresentable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = Self(rawValue: "miter")
  public static let round = Self(rawValue: "round")
  public static let bevel = Self(rawValue: "bevel")
}

public struct CAShapeLayerLineCap: Hashable, RawRepresentable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = Self(rawValue: "butt")
  public static let round = Self(rawValue: "round")
  public static let square = Self(rawValue: "square")
}

public struct CAShapeLayerFillRule: Hashable, RawRepresentable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = Self(rawValue: "non-zero")
  public static let evenOdd = Self(rawValue: "even-odd")
}

public struct CATransitionType: Hashable, RawRepresentable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fade = Self(rawValue: "fade")
  public static let moveIn = Self(rawValue: "moveIn")
  public static let push = Self(rawValue: "push")
  public static let reveal = Self(rawValue: "reveal")
}

open class CAMediaTimingFunction: NSObject {
  public init(name: CAMediaTimingFunctionName) {}
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {}
}

@objc public protocol CAAnimationDelegate {
  @objc optional func animationDidStart(_ anim: CAAnimation)
  @objc optional func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

/// iOS 15+: the frame rates an animation or display link asks for, in Hz; 0 for "no preference".
@available(iOS 15.0, *) public struct CAFrameRateRange: Hashable {
  public init(minimum: Float, maximum: Float, preferred: Float?) {}
  public init(minimum: Float, maximum: Float) {}
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0)
}

open class CAAnimation: NSObject {
  public override init() {}
  @available(iOS 15.0, *) open var preferredFrameRateRange: CAFrameRateRange {
    get { .default }
    set {}
  }
  open var duration: CFTimeInterval = 0
  open var beginTime: CFTimeInterval = 0
  open var timeOffset: CFTimeInterval = 0
  open var speed: Float = 1
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses: Bool = false
  open var fillMode: CAMediaTimingFillMode = .removed
  open var timingFunction: CAMediaTimingFunction?
  open var isRemovedOnCompletion: Bool = true
  open var delegate: CAAnimationDelegate?
}

open class CAPropertyAnimation: CAAnimation {
  public convenience init(keyPath path: String?) { self.init() }
  open var keyPath: String?
  open var isAdditive: Bool = false
  open var isCumulative: Bool = false
}

open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?
}

open class CASpringAnimation: CABasicAnimation {
  open var mass: CGFloat = 1
  open var stiffness: CGFloat = 100
  open var damping: CGFloat = 10
  open var initialVelocity: CGFloat = 0
  open var settlingDuration: CFTimeInterval { 0 }
  @available(iOS 17.0, *) open var allowsOverdamping: Bool = false
  @available(iOS 17.0, *) public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) { self.init() }
  @available(iOS 17.0, *) open var perceptualDuration: TimeInterval { 0 }
  @available(iOS 17.0, *) open var bounce: CGFloat { 0 }
}

open class CAAnimationGroup: CAAnimation {
  open var animations: [CAAnimation]?
}

open class CATransition: CAAnimation {
  open var type: CATransitionType = .fade
}

open class CATransaction: NSObject {
  open class func begin() {}
  open class func commit() {}
  open class func setDisableActions(_ flag: Bool) {}
  open class func setAnimationDuration(_ dur: CFTimeInterval) {}
  open class func setCompletionBlock(_ block: (() -> Void)?) {}
}

open class CALayer: NSObject {
  open var bounds: CGRect = .zero
  open var position: CGPoint = .zero
  open var frame: CGRect = .zero
  open var anchorPoint: CGPoint = .zero
  open var transform: CATransform3D = CATransform3DIdentity
  open var sublayerTransform: CATransform3D = CATransform3DIdentity
  open var opacity: Float = 1
  open var isHidden: Bool = false
  open var backgroundColor: CGColor?
  open var cornerRadius: CGFloat = 0
  open var masksToBounds: Bool = false
  open var shadowColor: CGColor?
  open var shadowOpacity: Float = 0
  open var shadowRadius: CGFloat = 3
  open var shadowOffset: CGSize = .zero
  open var shadowPath: CGPath?
  open var sublayers: [CALayer]?
  open func addSublayer(_ layer: CALayer) {}
  open func removeFromSuperlayer() {}
  open func add(_ anim: CAAnimation, forKey key: String?) {}
  open func removeAnimation(forKey key: String) {}
  open func removeAllAnimations() {}
  open func animation(forKey key: String) -> CAAnimation? { nil }
  open func presentation() -> Self? { nil }
}

open class CAShapeLayer: CALayer {
  open var path: CGPath?
  open var fillColor: CGColor?
  open var fillRule: CAShapeLayerFillRule = .nonZero
  open var strokeColor: CGColor?
  open var strokeStart: CGFloat = 0
  open var strokeEnd: CGFloat = 1
  open var lineWidth: CGFloat = 1
  open var miterLimit: CGFloat = 10
  open var lineCap: CAShapeLayerLineCap = .butt
  open var lineJoin: CAShapeLayerLineJoin = .miter
  open var lineDashPhase: CGFloat = 0
  open var lineDashPattern: [NSNumber]?
}

open class NSNumber: NSObject {}

open class CAReplicatorLayer: CALayer {
  open var instanceCount: Int = 1
  open var instanceDelay: CFTimeInterval = 0
  open var instanceTransform: CATransform3D = CATransform3DIdentity
  open var instanceColor: CGColor?
}

open class CADisplayLink: NSObject {
  public init(target: Any, selector sel: Selector) {}
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
  open func invalidate() {}
  open var timestamp: CFTimeInterval { 0 }
  open var targetTimestamp: CFTimeInterval { 0 }
  open var duration: CFTimeInterval { 0 }
  open var isPaused: Bool = false
  open var preferredFramesPerSecond: Int = 0
  @available(iOS 15.0, *) open var preferredFrameRateRange: CAFrameRateRange {
    get { .default }
    set {}
  }
}
