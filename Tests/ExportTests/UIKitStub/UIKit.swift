// UIKit's Swift API as Apple documents it, the part the exported snippets use; a snippet that
// names anything else fails to type-check, which is the point.
@_exported import QuartzCore

open class UIColor: NSObject {
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  public init(white: CGFloat, alpha: CGFloat) {}
  open var cgColor: CGColor { CGColor() }
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  open class var orange: UIColor { UIColor(white: 0, alpha: 1) }
  open class var red: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
}

open class UIImage: NSObject {
  public init?(systemName name: String) {}
  public init?(named name: String) {}
  open var size: CGSize { .zero }
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
  public enum RenderingMode: Int { case automatic, alwaysOriginal, alwaysTemplate }
}

open class UIBezierPath: NSObject {
  public override init() {}
  public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {}
  public init(ovalIn rect: CGRect) {}
  public init(rect: CGRect) {}
  public init(cgPath CGPath: CGPath) {}
  open func move(to point: CGPoint) {}
  open func addLine(to point: CGPoint) {}
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {}
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {}
  open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {}
  open func close() {}
  open func apply(_ transform: CGAffineTransform) {}
  open var cgPath: CGPath { CGPath() }
  open var bounds: CGRect { .zero }
  open var lineWidth: CGFloat = 1
}

/// Main-actor isolated, as Apple declares it (`@MainActor class UIView`): in
/// Swift 6 mode a nonisolated caller of a view's method is an error.
@MainActor open class UIView: NSObject {
  public init(frame: CGRect) {}
  public required init?(coder: NSCoder) {}
  open class var layerClass: AnyClass { CALayer.self }
  open var layer: CALayer { CALayer() }
  open var frame: CGRect = .zero
  open var bounds: CGRect = .zero
  open var center: CGPoint = .zero
  open var transform: CGAffineTransform = .identity
  open var backgroundColor: UIColor?
  open var tintColor: UIColor!
  open var alpha: CGFloat = 1
  open var isHidden: Bool = false
  open var contentMode: ContentMode = .scaleToFill
  open var superview: UIView? { nil }
  open var window: UIView? { nil }
  open func addSubview(_ view: UIView) {}
  open func layoutSubviews() {}
  open func setNeedsLayout() {}
  open func layoutIfNeeded() {}
  open func didMoveToWindow() {}
  public enum ContentMode: Int { case scaleToFill, scaleAspectFit, scaleAspectFill, center }
}

open class UIImageView: UIView {
  public init(image: UIImage?) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(frame: .zero) }
  open var image: UIImage?
}
