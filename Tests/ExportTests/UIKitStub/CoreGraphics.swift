// CoreGraphics types with Apple's member names. CGFloat is a typealias for Double: on 64-bit
// iOS it is a Double-sized struct that converts implicitly to and from Double (SE-0307), so
// the alias accepts the same programs except ones that overload on CGFloat versus Double.
@_exported import Foundation

public typealias CGFloat = Double
public typealias CFTimeInterval = Double

public struct CGPoint: Hashable {
  public var x: CGFloat
  public var y: CGFloat
  public init() { x = 0; y = 0 }
  public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
  public init(x: Int, y: Int) { self.x = CGFloat(x); self.y = CGFloat(y) }
  public static var zero: CGPoint { CGPoint() }
  public func applying(_ t: CGAffineTransform) -> CGPoint { self }
}

public struct CGSize: Hashable {
  public var width: CGFloat
  public var height: CGFloat
  public init() { width = 0; height = 0 }
  public init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
  public static var zero: CGSize { CGSize() }
}

public struct CGRect: Hashable {
  public var origin: CGPoint
  public var size: CGSize
  public init() { origin = .zero; size = .zero }
  public init(origin: CGPoint, size: CGSize) { self.origin = origin; self.size = size }
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    origin = CGPoint(x: x, y: y); size = CGSize(width: width, height: height)
  }
  public static var zero: CGRect { CGRect() }
  public var width: CGFloat { size.width }
  public var height: CGFloat { size.height }
  public var minX: CGFloat { origin.x }
  public var minY: CGFloat { origin.y }
  public var midX: CGFloat { origin.x + size.width / 2 }
  public var midY: CGFloat { origin.y + size.height / 2 }
  public var maxX: CGFloat { origin.x + size.width }
  public var maxY: CGFloat { origin.y + size.height }
  public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect { self }
}

public struct CGAffineTransform: Hashable {
  public var a, b, c, d, tx, ty: CGFloat
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
  }
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
  public init(rotationAngle angle: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
  public static var identity: CGAffineTransform { CGAffineTransform(scaleX: 1, y: 1) }
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { self }
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { self }
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { self }
}

open class CGPath: NSObject {
  public var boundingBox: CGRect { .zero }
  public var boundingBoxOfPath: CGRect { .zero }
}

open class CGColor: NSObject {}
