import Foundation
import Animation
import Geometry
import SwiftSyntax

/// The built-in functions whose result depends on their arguments alone — the math functions,
/// the numeric conversions, the CoreGraphics value constructors and the `CATransform3D`
/// functions — one declaration each, keyed by name and argument labels as Swift spells the call
/// (`CGPoint(x:y:)`, `sin(_:)`, the raw value). `Interpreter.call` dispatches to them after the
/// file's own functions, types and methods; compiled expressions call them directly.
enum PureFunction: String, CaseIterable {
  /// Pushes `count` values made by `make` on the run's argument stack (in order; each may push
  /// and pop calls of its own), applies the function to them, read by the library's one
  /// argument reader, and pops them: a call allocates no list of its own.
  func call(
    count: Int, shape: CallShape, run: Interpreter, call: FunctionCallExprSyntax, _ make: (Int) throws(RunError) -> Value
  ) throws(RunError) -> Value {
    let base = run.argumentStack.count
    defer { run.argumentStack.removeSubrange(base...) }
    for i in 0..<count { run.argumentStack.append(try make(i)) }
    return try apply(Arguments(call, run, shape: shape, stackBase: base))
  }

  case sin = "sin(_:)", cos = "cos(_:)", tan = "tan(_:)", asin = "asin(_:)", acos = "acos(_:)", sqrt = "sqrt(_:)"
  case floor = "floor(_:)", ceil = "ceil(_:)", round = "round(_:)", abs = "abs(_:)"
  case atan = "atan(_:)", exp = "exp(_:)", exp2 = "exp2(_:)", log = "log(_:)", log2 = "log2(_:)", log10 = "log10(_:)"
  case sinh = "sinh(_:)", cosh = "cosh(_:)", tanh = "tanh(_:)", cbrt = "cbrt(_:)", trunc = "trunc(_:)", fabs = "fabs(_:)"
  case atan2 = "atan2(_:_:)", pow = "pow(_:_:)", min = "min(_:_:)", max = "max(_:_:)"
  case hypot = "hypot(_:_:)", fmod = "fmod(_:_:)", fmin = "fmin(_:_:)", fmax = "fmax(_:_:)"
  /// IEEE 754's remainder: `x − n·y` with n the integer nearest `x / y` (ties to even).
  case remainder = "remainder(_:_:)"
  /// C's single-precision functions (`sinf`, Swift 3 code's habit): argument and result are
  /// rounded to `Float`, as the device computes them.
  case sinf = "sinf(_:)", cosf = "cosf(_:)", tanf = "tanf(_:)", asinf = "asinf(_:)", acosf = "acosf(_:)"
  case atanf = "atanf(_:)", sqrtf = "sqrtf(_:)", floorf = "floorf(_:)", ceilf = "ceilf(_:)", roundf = "roundf(_:)"
  case fabsf = "fabsf(_:)", expf = "expf(_:)", logf = "logf(_:)"
  case atan2f = "atan2f(_:_:)", powf = "powf(_:_:)", fmodf = "fmodf(_:_:)", fminf = "fminf(_:_:)", fmaxf = "fmaxf(_:_:)"
  case cgFloat = "CGFloat(_:)", double = "Double(_:)", float = "Float(_:)"
  /// GLKit's angle conversions, in `Float` as GLKit computes them.
  case glkDegreesToRadians = "GLKMathDegreesToRadians(_:)", glkRadiansToDegrees = "GLKMathRadiansToDegrees(_:)"
  case vector = "CGVector(dx:dy:)"
  case point = "CGPoint(x:y:)", pointMake = "CGPointMake(_:_:)"
  case size = "CGSize(width:height:)", sizeMake = "CGSizeMake(_:_:)"
  case rect = "CGRect(x:y:width:height:)", rectMake = "CGRectMake(_:_:_:_:)", rectOfOriginAndSize = "CGRect(origin:size:)"
  case makeRotation = "CATransform3DMakeRotation(_:_:_:_:)", makeScale = "CATransform3DMakeScale(_:_:_:)"
  case makeTranslation = "CATransform3DMakeTranslation(_:_:_:)", concat = "CATransform3DConcat(_:_:)"
  case rotate = "CATransform3DRotate(_:_:_:_:_:)", scale = "CATransform3DScale(_:_:_:_:)"
  case translate = "CATransform3DTranslate(_:_:_:_:)"
  case makeAffineTransform = "CATransform3DMakeAffineTransform(_:)"
  case invert = "CATransform3DInvert(_:)", isIdentity = "CATransform3DIsIdentity(_:)"
  case isAffine = "CATransform3DIsAffine(_:)", getAffineTransform = "CATransform3DGetAffineTransform(_:)"
  case equalToTransform = "CATransform3DEqualToTransform(_:_:)"
  case affineScale = "CGAffineTransform(scaleX:y:)", affineRotation = "CGAffineTransform(rotationAngle:)"
  case affineTranslation = "CGAffineTransform(translationX:y:)", affine = "CGAffineTransform(a:b:c:d:tx:ty:)"
  /// Swift 2's C spellings of the affine transforms, renamed by Swift 3.
  case affineMakeScale = "CGAffineTransformMakeScale(_:_:)", affineMakeRotation = "CGAffineTransformMakeRotation(_:)"
  case affineMakeTranslation = "CGAffineTransformMakeTranslation(_:_:)", affineConcat = "CGAffineTransformConcat(_:_:)"
  case affineScaleBy = "CGAffineTransformScale(_:_:_:)", affineRotateBy = "CGAffineTransformRotate(_:_:)"
  case affineTranslateBy = "CGAffineTransformTranslate(_:_:_:)"
  /// Swift 2's C spellings of a rectangle's geometry, today's properties and methods of CGRect.
  case rectGetMinX = "CGRectGetMinX(_:)", rectGetMidX = "CGRectGetMidX(_:)", rectGetMaxX = "CGRectGetMaxX(_:)"
  case rectGetMinY = "CGRectGetMinY(_:)", rectGetMidY = "CGRectGetMidY(_:)", rectGetMaxY = "CGRectGetMaxY(_:)"
  case rectGetWidth = "CGRectGetWidth(_:)", rectGetHeight = "CGRectGetHeight(_:)"
  case rectInset = "CGRectInset(_:_:_:)", rectOffset = "CGRectOffset(_:_:_:)"
  case transformValue = "NSValue(caTransform3D:)", numberValue = "NSNumber(value:)"
  case pointValue = "NSValue(cgPoint:)", sizeValue = "NSValue(cgSize:)", rectValue = "NSValue(cgRect:)"
  /// Swift 2's labels of the same boxes, which Swift 3 lowercased.
  case swift2TransformValue = "NSValue(CATransform3D:)", swift2PointValue = "NSValue(CGPoint:)"
  case swift2SizeValue = "NSValue(CGSize:)", swift2RectValue = "NSValue(CGRect:)"
  /// Swift 2's numbers boxed by type, all `NSNumber(value:)` since Swift 3 (a `Float` rounded to one).
  case swift2NumberFloat = "NSNumber(float:)", swift2NumberDouble = "NSNumber(double:)"
  case swift2NumberInt = "NSNumber(int:)", swift2NumberInteger = "NSNumber(integer:)", swift2NumberBool = "NSNumber(bool:)"
  case arrayRepeating = "Array(repeating:count:)"

  /// The function a call names (`name`, its argument labels), if it is one of these.
  init?(name: String, labels: [String]) {
    guard let known = Self.byKey[name + "(" + labels.map { $0 + ":" }.joined() + ")"] else { return nil }
    self = known
  }

  private static let byKey = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

  /// The argument labels of each of these called `name` (`NSNumber` → `[["value"]]`).
  static func labelLists(of name: String) -> [[String]] {
    // Swift 2's spellings are not what today's `Type.init` picks among.
    allCases.filter { !"\($0)".hasPrefix("swift2") }.compactMap { function in
      let spelled = function.rawValue
      guard spelled.hasPrefix(name + "("), spelled.hasSuffix(")") else { return nil }
      return spelled.dropFirst(name.count + 1).dropLast().split(separator: ":").map(String.init)
    }
  }

  /// The function of one number to a number, for the functions that are one (`sin`,
  /// `CGFloat(_:)`): compiled code calls it without building an argument list.
  var numeric: (@Sendable (Double) -> Double)? {
    switch self {
    case .sin: Foundation.sin
    case .cos: Foundation.cos
    case .tan: Foundation.tan
    case .asin: Foundation.asin
    case .acos: Foundation.acos
    case .sqrt: Foundation.sqrt
    case .floor: Foundation.floor
    case .ceil: Foundation.ceil
    case .round: { $0.rounded() }
    case .abs, .fabs: { Swift.abs($0) }
    case .atan: Foundation.atan
    case .exp: Foundation.exp
    case .exp2: Foundation.exp2
    case .log: Foundation.log
    case .log2: Foundation.log2
    case .log10: Foundation.log10
    case .sinh: Foundation.sinh
    case .cosh: Foundation.cosh
    case .tanh: Foundation.tanh
    case .cbrt: Foundation.cbrt
    case .trunc: Foundation.trunc
    case .cgFloat, .double, .float: { $0 }
    case .glkDegreesToRadians: { Double(Float($0) * Float.pi / 180) }
    case .glkRadiansToDegrees: { Double(Float($0) * 180 / Float.pi) }
    case .sinf: { Double(Foundation.sin(Float($0))) }
    case .cosf: { Double(Foundation.cos(Float($0))) }
    case .tanf: { Double(Foundation.tan(Float($0))) }
    case .asinf: { Double(Foundation.asin(Float($0))) }
    case .acosf: { Double(Foundation.acos(Float($0))) }
    case .atanf: { Double(Foundation.atan(Float($0))) }
    case .sqrtf: { Double(Float($0).squareRoot()) }
    case .floorf: { Double(Float($0).rounded(.down)) }
    case .ceilf: { Double(Float($0).rounded(.up)) }
    case .roundf: { Double(Float($0).rounded()) }
    case .fabsf: { Double(Swift.abs(Float($0))) }
    case .expf: { Double(Foundation.exp(Float($0))) }
    case .logf: { Double(Foundation.log(Float($0))) }
    default: nil
    }
  }

  /// `Double("1.5")`, `CGFloat(text)`: a conversion of a string is the number it spells as
  /// Swift reads it, else nil; nil for anything but a conversion of a string.
  func converted(_ value: Value) -> Value? {
    guard self == .cgFloat || self == .double || self == .float, case .string(let text) = value else { return nil }
    return Double(text).map { .number(self == .float ? Double(Float($0)) : $0) } ?? .nil
  }

  /// Swift 2's `CGRectGetMidX(r)` and its kin, `CGRectInset`, `CGRectOffset`, with one warning
  /// naming today's spelling (`r.midX`, `r.insetBy(dx:dy:)`).
  private func swift2RectGeometry(_ a: Arguments) throws(RunError) -> Value {
    let name = String(rawValue.prefix { $0 != "(" })
    let r = try a.rect(0)
    let (modern, made): (String, Value)
    switch self {
    case .rectGetMinX: (modern, made) = ("r.minX", .number(r.minX))
    case .rectGetMidX: (modern, made) = ("r.midX", .number(r.midX))
    case .rectGetMaxX: (modern, made) = ("r.maxX", .number(r.maxX))
    case .rectGetMinY: (modern, made) = ("r.minY", .number(r.minY))
    case .rectGetMidY: (modern, made) = ("r.midY", .number(r.midY))
    case .rectGetMaxY: (modern, made) = ("r.maxY", .number(r.maxY))
    case .rectGetWidth: (modern, made) = ("r.width", .number(r.width))
    case .rectGetHeight: (modern, made) = ("r.height", .number(r.height))
    case .rectInset:
      let dx = try a.number(1), dy = try a.number(2)
      (modern, made) = (
        "r.insetBy(dx:dy:)", .rect(Rect(x: r.minX + dx, y: r.minY + dy, width: r.width - 2 * dx, height: r.height - 2 * dy))
      )
    default:
      let dx = try a.number(1), dy = try a.number(2)
      (modern, made) = ("r.offsetBy(dx:dy:)", .rect(Rect(x: r.minX + dx, y: r.minY + dy, width: r.width, height: r.height)))
    }
    a.run.warn(name, "\(name) is Swift 2's \(modern)", at: a.call)
    return made
  }

  /// Swift 2's `CGAffineTransformMake…`, `…Concat`, `…Scale`, `…Rotate`, `…Translate`, with one
  /// warning naming today's spelling; each applies the new transform before the old one, as
  /// Core Graphics does.
  private func swift2Affine(_ a: Arguments) throws(RunError) -> Value {
    let name = String(rawValue.prefix { $0 != "(" })
    let modern: String
    let made: Geometry.AffineTransform
    switch self {
    case .affineMakeScale:
      (modern, made) = ("CGAffineTransform(scaleX:y:)", .init(scaleX: try a.number(0), y: try a.number(1)))
    case .affineMakeRotation: (modern, made) = ("CGAffineTransform(rotationAngle:)", .init(rotationAngle: try a.number(0)))
    case .affineMakeTranslation:
      (modern, made) = ("CGAffineTransform(translationX:y:)", .init(translationX: try a.number(0), y: try a.number(1)))
    case .affineConcat: (modern, made) = ("t1.concatenating(t2)", try a.affine(0).concatenating(try a.affine(1)))
    case .affineScaleBy:
      (modern, made) = (
        "t.scaledBy(x:y:)", Geometry.AffineTransform(scaleX: try a.number(1), y: try a.number(2)).concatenating(try a.affine(0))
      )
    case .affineRotateBy:
      (modern, made) = ("t.rotated(by:)", Geometry.AffineTransform(rotationAngle: try a.number(1)).concatenating(try a.affine(0)))
    default:
      (modern, made) = (
        "t.translatedBy(x:y:)",
        Geometry.AffineTransform(translationX: try a.number(1), y: try a.number(2)).concatenating(try a.affine(0))
      )
    }
    a.run.warn(name, "\(name) is Swift 2's \(modern)", at: a.call)
    return .affine(made)
  }

  func apply(_ a: Arguments) throws(RunError) -> Value {
    if let string = converted(try a.value(0)) { return string }
    if let f = numeric { return .number(f(try a.number(0))) }
    return switch self {
    case .sin, .cos, .tan, .asin, .acos, .sqrt, .floor, .ceil, .round, .abs, .cgFloat, .double, .float, .atan, .exp,
      .exp2, .log, .log2, .log10, .sinh, .cosh, .tanh, .cbrt, .trunc, .fabs, .sinf, .cosf, .tanf, .asinf, .acosf,
      .atanf, .sqrtf, .floorf, .ceilf, .roundf, .fabsf, .expf, .logf, .glkDegreesToRadians, .glkRadiansToDegrees:
      fatalError("numeric functions are applied above")
    case .hypot: .number(Foundation.hypot(try a.number(0), try a.number(1)))
    case .fmod: .number(Foundation.fmod(try a.number(0), try a.number(1)))
    case .remainder: .number(Foundation.remainder(try a.number(0), try a.number(1)))
    case .fmin: .number(Foundation.fmin(try a.number(0), try a.number(1)))
    case .fmax: .number(Foundation.fmax(try a.number(0), try a.number(1)))
    case .atan2f: .number(Double(Foundation.atan2(Float(try a.number(0)), Float(try a.number(1)))))
    case .powf: .number(Double(Foundation.pow(Float(try a.number(0)), Float(try a.number(1)))))
    case .fmodf: .number(Double(Foundation.fmod(Float(try a.number(0)), Float(try a.number(1)))))
    case .fminf: .number(Double(Foundation.fmin(Float(try a.number(0)), Float(try a.number(1)))))
    case .fmaxf: .number(Double(Foundation.fmax(Float(try a.number(0)), Float(try a.number(1)))))
    case .atan2: .number(Foundation.atan2(try a.number(0), try a.number(1)))
    case .pow: .number(Foundation.pow(try a.number(0), try a.number(1)))
    case .min: .number(Swift.min(try a.number(0), try a.number(1)))
    case .max: .number(Swift.max(try a.number(0), try a.number(1)))
    // A CGVector is carried as a point (`dx`, `dy` read its x and y).
    case .point, .pointMake, .vector: .point(Point(try a.number(0), try a.number(1)))
    case .size, .sizeMake: .size(width: try a.number(0), height: try a.number(1))
    case .rect, .rectMake:
      .rect(Rect(x: try a.number(0), y: try a.number(1), width: try a.number(2), height: try a.number(3)))
    case .rectOfOriginAndSize:
      try { () throws(RunError) -> Value in
        let (o, s) = (try a.point(0), try a.size(1))
        return .rect(Rect(x: o.x, y: o.y, width: s.width, height: s.height))
      }()
    case .makeRotation:
      .transform(Transform3D(rotationAngle: try a.number(0), x: try a.number(1), y: try a.number(2), z: try a.number(3)))
    case .makeScale: .transform(Transform3D(scaleX: try a.number(0), y: try a.number(1), z: try a.number(2)))
    case .makeTranslation: .transform(Transform3D(translationX: try a.number(0), y: try a.number(1), z: try a.number(2)))
    case .concat: .transform(try a.transform(0).concatenating(try a.transform(1)))
    case .rotate:
      .transform(
        try a.transform(0).rotatedBy(angle: try a.number(1), x: try a.number(2), y: try a.number(3), z: try a.number(4))
      )
    case .scale: .transform(try a.transform(0).scaledBy(x: try a.number(1), y: try a.number(2), z: try a.number(3)))
    case .translate:
      .transform(try a.transform(0).translatedBy(x: try a.number(1), y: try a.number(2), z: try a.number(3)))
    case .makeAffineTransform: .transform(Transform3D(try a.affine(0)))
    case .invert:
      // A singular matrix comes back unchanged, as Core Animation returns it.
      .transform({ $0.generalInverse ?? $0 }(try a.transform(0)))
    case .isIdentity: .bool(try a.transform(0) == .identity)
    case .isAffine: .bool(try a.transform(0).isAffine)
    // "If t was not created with CATransform3DMakeAffineTransform, the result is undefined":
    // its 2-D entries, as it reads them.
    case .getAffineTransform:
      .affine(
        {
          let m = $0
          return Geometry.AffineTransform(a: m.m11, b: m.m12, c: m.m21, d: m.m22, tx: m.m41, ty: m.m42)
        }(try a.transform(0)))
    case .equalToTransform: .bool(try a.transform(0) == (try a.transform(1)))
    case .affineScale: .affine(Geometry.AffineTransform(scaleX: try a.number(0), y: try a.number(1)))
    case .affineRotation: .affine(Geometry.AffineTransform(rotationAngle: try a.number(0)))
    case .affineTranslation: .affine(Geometry.AffineTransform(translationX: try a.number(0), y: try a.number(1)))
    case .affineMakeScale, .affineMakeRotation, .affineMakeTranslation, .affineConcat, .affineScaleBy, .affineRotateBy,
      .affineTranslateBy:
      try swift2Affine(a)
    case .rectGetMinX, .rectGetMidX, .rectGetMaxX, .rectGetMinY, .rectGetMidY, .rectGetMaxY, .rectGetWidth,
      .rectGetHeight, .rectInset, .rectOffset:
      try swift2RectGeometry(a)
    case .affine:
      .affine(
        Geometry.AffineTransform(
          a: try a.number(0), b: try a.number(1), c: try a.number(2), d: try a.number(3), tx: try a.number(4),
          ty: try a.number(5)))
    case .transformValue, .numberValue, .pointValue, .sizeValue, .rectValue: try a.value(0)
    case .swift2TransformValue, .swift2PointValue, .swift2SizeValue, .swift2RectValue:
      try { () throws(RunError) -> Value in
        let old = String(rawValue.dropFirst("NSValue(".count).dropLast(2))
        let modern = "NSValue(" + old.prefix(2).lowercased() + old.dropFirst(2) + ":)"
        a.run.warn(rawValue, "\(rawValue) is Swift 2's \(modern)", at: a.call)
        return try a.value(0)
      }()
    case .swift2NumberFloat, .swift2NumberDouble, .swift2NumberInt, .swift2NumberInteger, .swift2NumberBool:
      try { () throws(RunError) -> Value in
        a.run.warn(rawValue, "\(rawValue) is Swift 2's NSNumber(value:)", at: a.call)
        let value = try a.value(0)
        if self == .swift2NumberFloat, case .number(let x) = value { return .number(Double(Float(x))) }
        return value
      }()
    case .arrayRepeating:
      try { () throws(RunError) -> Value in
        let n = try a.number(1)
        guard n >= 0, n <= 100_000, n == n.rounded() else {
          throw a.error(1, "want a whole number from 0 to 100000")
        }
        return .array(Array(repeating: try a.value(0), count: Int(n)))
      }()
    }
  }
}
