import Animation
import Geometry
import Preview
import Raster
import SwiftSyntax

/// The memory layout a bitmap context writes (`CGBitmapInfo`): where alpha sits in each
/// 32-bit pixel and in which byte order. Only premultiplied RGB with alpha first or last is
/// simulated — what code that reads pixels back asks for.
struct BitmapLayout: Equatable {
  /// Alpha in the first byte of the pixel as Core Graphics names it (ARGB), else the last (RGBA).
  var alphaFirst: Bool
  /// `byteOrder32Little`: each 32-bit pixel stored with its bytes reversed (ARGB as BGRA).
  var littleEndian: Bool

  /// `bitmapInfo` as `CGContext(data:…)` takes it: the alpha info in the low 5 bits
  /// (premultipliedLast 1, premultipliedFirst 2), the byte order in bits 12–14 (default 0,
  /// 32Big 4 << 12, 32Little 2 << 12); nil for any other layout.
  init?(bitmapInfo raw: UInt32) {
    switch raw & 0x1F {
    case 1: alphaFirst = false
    case 2: alphaFirst = true
    default: return nil
    }
    switch raw & 0x7000 {
    case 0, 0x4000: littleEndian = false
    case 0x2000: littleEndian = true
    default: return nil
    }
    guard raw & ~UInt32(0x701F) == 0 else { return nil }
  }

  /// The 4 bytes stored for a premultiplied RGBA pixel.
  func stored(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> [UInt8] {
    let named = alphaFirst ? [a, r, g, b] : [r, g, b, a]
    return littleEndian ? named.reversed() : named
  }

  /// The premultiplied RGBA pixel 4 stored bytes hold.
  func rgba(_ bytes: ArraySlice<UInt8>) -> (UInt8, UInt8, UInt8, UInt8) {
    let named = littleEndian ? Array(bytes.reversed()) : Array(bytes)
    return alphaFirst ? (named[1], named[2], named[3], named[0]) : (named[0], named[1], named[2], named[3])
  }
}

/// The array a bitmap context was made over (`CGContext(data: &pixel, …)`): the variable, the
/// call frame it lives in, and the layout the context writes into it.
final class PixelTarget {
  let variable: ExprSyntax
  let frame: Int
  let width: Int, height: Int, bytesPerRow: Int
  let layout: BitmapLayout
  /// What the memory held when the context was made: Core Graphics paints over it.
  let initial: [UInt8]
  var warnedOutside = false

  init(variable: ExprSyntax, frame: Int, width: Int, height: Int, bytesPerRow: Int, layout: BitmapLayout, initial: [UInt8]) {
    self.variable = variable
    self.frame = frame
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow
    self.layout = layout
    self.initial = initial
  }

  /// The memory after `drawing` (base space: pixels, y down), painted over what it held.
  func bytes(after drawing: Drawing) -> [UInt8] {
    var pixmap = Pixmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let at = y * bytesPerRow + 4 * x
        let (r, g, b, a) = layout.rgba(initial[at..<(at + 4)])
        let p = 4 * (y * width + x)
        (pixmap.pixels[p], pixmap.pixels[p + 1], pixmap.pixels[p + 2], pixmap.pixels[p + 3]) = (r, g, b, a)
      }
    }
    var layer = Layer(name: "bitmap", frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
    layer.content = .drawing(drawing)
    var renderer = FrameRenderer()
    renderer.render(layer.displayList(), over: &pixmap, scale: 1)
    var memory = initial
    for y in 0..<height {
      for x in 0..<width {
        let p = 4 * (y * width + x)
        let at = y * bytesPerRow + 4 * x
        let stored = layout.stored(pixmap.pixels[p], pixmap.pixels[p + 1], pixmap.pixels[p + 2], pixmap.pixels[p + 3])
        memory.replaceSubrange(at..<(at + 4), with: stored)
      }
    }
    return memory
  }
}

extension Library {
  /// The largest bitmap context whose memory is written back into an array after each painting
  /// call, in pixels: reading a colour back takes one pixel, and each call redraws the whole.
  static let largestReadBack = 256 * 256

  /// `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`: a context
  /// over `width × height` pixels (one point each) whose user space has y up from the bottom
  /// left, as Core Graphics sets up a bitmap context. Made over an array (`data: &pixel`), it
  /// writes its pixels into the array after every painting call, 8-bit premultiplied RGBA or
  /// ARGB in the byte order asked, painted over what the array held; with `data: nil` its
  /// drawing is kept for `makeImage()`, the picture upright (Core Graphics' bottom-left origin
  /// is the image's bottom).
  static let cgBitmapInfo: SimulatedType = SimulatedType("CGBitmapInfo") { t in
    t.call("CGContext", "data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo") { a throws(RunError) in
      let (w, h) = (try a.number(1), try a.number(2))
      guard w.isFinite, h.isFinite, w >= 1, h >= 1, w * h <= 1e8, w == w.rounded(), h == h.rounded() else {
        throw a.error(1, "want a whole width and height of 1 pixel or more, not \(w) × \(h)")
      }
      let (width, height) = (Int(w), Int(h))
      guard try a.number(3) == 8 else { throw a.error(3, "only 8 bits per component are simulated by Wobble yet") }
      let info = try a.number(6)
      guard info >= 0, info < 4_294_967_296, let layout = BitmapLayout(bitmapInfo: UInt32(info)) else {
        throw a.error(
          6,
          "bitmap info \(info): only premultiplied RGB with alpha first or last (premultipliedFirst or premultipliedLast, "
            + "in either byte order) is simulated by Wobble yet")
      }
      let row = try a.number(4)
      guard row.isFinite, row >= 0, row == row.rounded(), row <= 4e8 else {
        throw a.error(4, "want a whole number of bytes a row, 0 or more, not \(row)")
      }
      var rowBytes = Int(row)
      if rowBytes == 0 { rowBytes = 4 * width }
      guard rowBytes >= 4 * width else { throw a.error(4, "want at least 4 bytes a pixel, \(4 * width) a row of \(width)") }
      let context = DrawingContext(bounds: Rect(x: 0, y: 0, width: w, height: h))
      context.concatenate(AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h))
      context.isBitmap = true
      guard !(try a.isNil(0)) else { return .context(context) }
      guard case .array(let items) = try a.value(0), a.shape.arguments.first?.expression.is(InOutExprSyntax.self) == true,
        let variable = a.shape.arguments.first?.expression.as(InOutExprSyntax.self)?.expression
      else { throw a.error(0, "want nil or an array of bytes passed with & for the context to draw into") }
      guard width * height <= largestReadBack else {
        throw a.error(
          "reading back the pixels of a bitmap context larger than \(largestReadBack) pixels is not simulated by Wobble yet")
      }
      guard items.count >= rowBytes * (height - 1) + 4 * width else {
        throw a.error(0, "the array holds \(items.count) bytes; the context needs \(rowBytes * (height - 1) + 4 * width)")
      }
      var initial: [UInt8] = []
      for item in items {
        guard case .number(let n) = item, n >= 0, n <= 255, n == n.rounded() else {
          throw a.error(0, "want an array of bytes (whole numbers 0…255), not one holding \(item.kind)")
        }
        initial.append(UInt8(n))
      }
      let target = PixelTarget(
        variable: variable, frame: a.run.liveFrames.last ?? 0, width: width, height: height, bytesPerRow: rowBytes,
        layout: layout, initial: initial)
      let node = a.call
      context.painted = { [unowned run = a.run, unowned context] in
        run.writePixels(of: context, into: target, at: node)
      }
      return .context(context)
    }
    t.call("CGBitmapInfo", "rawValue") { a throws(RunError) in .record(bitmapInfo(try a.number(0))) }
    t.staticMember("byteOrderDefault") { _ in .record(bitmapInfo(0)) }
    t.staticMember("byteOrder32Big") { _ in .record(bitmapInfo(0x4000)) }
    t.staticMember("byteOrder32Little") { _ in .record(bitmapInfo(0x2000)) }
    t.staticMember("alphaInfoMask") { _ in .record(bitmapInfo(0x1F)) }
    let info = t.members { if case .record(let r) = $0, r.type === cgBitmapInfo { r } else { nil } }
    info.property("rawValue", takes: "a number", get: { r, _ in r.fields["rawValue"] })
  }

  private static func bitmapInfo(_ raw: Double) -> Record { Record(type: cgBitmapInfo, fields: ["rawValue": .number(raw)]) }

  /// `CGImageAlphaInfo`'s cases, each with its raw value as Core Graphics numbers them.
  static let cgImageAlphaInfo: SimulatedType = SimulatedType("CGImageAlphaInfo") { t in
    let cases: [(String, Double)] = [
      ("none", 0), ("premultipliedLast", 1), ("premultipliedFirst", 2), ("last", 3), ("first", 4), ("noneSkipLast", 5),
      ("noneSkipFirst", 6), ("alphaOnly", 7),
    ]
    for (name, raw) in cases {
      t.staticMember(name) { _ in .record(Record(type: cgImageAlphaInfo, fields: ["rawValue": .number(raw)])) }
    }
    let info = t.members { if case .record(let r) = $0, r.type === cgImageAlphaInfo { r } else { nil } }
    info.property("rawValue", takes: "a number", get: { r, _ in r.fields["rawValue"] })
  }
}

extension Interpreter {
  /// Writes `context`'s pixels into the array it was made over, in the call frame that made it;
  /// painted from another frame (a helper given the context) the array is left as it was, said.
  func writePixels(of context: DrawingContext, into target: PixelTarget, at node: some SyntaxProtocol) {
    guard liveFrames.last == target.frame else {
      if !target.warnedOutside {
        target.warnedOutside = true
        warn(
          "pixels outside",
          "this bitmap context is painted outside the function that made it over \(target.variable.trimmedDescription): "
            + "Wobble writes its pixels back only there, so the array keeps what it held", at: node)
      }
      return
    }
    let memory = target.bytes(after: context.drawing).map { Value.number(Double($0)) }
    do {
      try assign(.array(memory), to: target.variable)
    } catch {
      warn("pixels unwritten", "the pixels of this bitmap context could not be written back: \(error)", at: node)
    }
  }
}
