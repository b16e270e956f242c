import CGif
import Geometry
import Raster

/// Writes frames as a looping animated GIF through giflib.
///
/// Each frame stores only the rectangle that holds every pixel different from the previous
/// frame (the rest stays on screen: disposal "do not dispose"), with its own palette
/// (`IndexedImage`: every pixel within `IndexedImage.defaultTolerance` levels per channel when
/// the rectangle has few enough colours, a 256-entry median cut otherwise). Pixels outside the
/// rectangle are exactly the previous frame's, so the bound carries over. GIF delays are
/// whole centiseconds: the delay of frame k is the rounded end time minus the rounded start
/// time, so rounding never accumulates (frames at 1/60 s get 2, 2, 1, 2, 2, 1, … cs).
public final class GIFWriter {
  private let file: UnsafeMutablePointer<GifFileType>
  private let path: String
  public let width: Int
  public let height: Int
  /// Seconds of animation written so far.
  private var elapsed = 0.0
  private var closed = false
  /// The last frame added, to find what changed.
  private var previous: Pixmap?

  /// Creates `path` (replacing a file there) for `width × height` frames that loop forever.
  public init(path: String, width: Int, height: Int) throws(ExportError) {
    var error: Int32 = 0
    guard let file = EGifOpenFileName(path, false, &error) else {
      throw ExportError(description: "cannot create \(path): \(Self.message(error))")
    }
    self.file = file
    self.path = path
    self.width = width
    self.height = height
    EGifSetGifVersion(file, true)
    try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, nil), "writing the screen descriptor")
    // The NETSCAPE2.0 application extension: loop count 0 means forever.
    try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE), "writing the loop extension")
    var identifier = Array("NETSCAPE2.0".utf8)
    try check(EGifPutExtensionBlock(file, 11, &identifier), "writing the loop extension")
    var loop: [UInt8] = [1, 0, 0]
    try check(EGifPutExtensionBlock(file, 3, &loop), "writing the loop extension")
    try check(EGifPutExtensionTrailer(file), "writing the loop extension")
  }

  /// Appends `image` (alpha dropped), shown for `duration` seconds. Once `shouldStop` answers
  /// true (asked every 32 rows) the frame is left unfinished and so is the file: the caller,
  /// seeing the same answer, abandons it.
  public func add(_ image: Pixmap, duration: Double, until shouldStop: () -> Bool = { false }) throws(ExportError) {
    guard image.width == width, image.height == height else {
      throw ExportError(description: "frame is \(image.width)×\(image.height), the GIF is \(width)×\(height)")
    }
    let start = Int(saturating: (elapsed * 100).rounded())
    elapsed += duration
    let delay = max(1, Int(saturating: (elapsed * 100).rounded()) - start)

    var control = GraphicsControlBlock(
      DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(min(delay, 65535)),
      TransparentColor: NO_TRANSPARENT_COLOR)
    var extensionBytes = [UInt8](repeating: 0, count: 4)
    let length = EGifGCBToExtension(&control, &extensionBytes)
    try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes), "writing a frame's delay")

    let box = previous.map { Self.changedRectangle(from: $0, to: image) } ?? (x: 0, y: 0, width: width, height: height)
    previous = image
    let indexed = IndexedImage(Self.crop(image, box))
    // giflib wants a power-of-two palette size.
    var size = 2
    while size < indexed.colorCount { size *= 2 }
    var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size)
    for i in 0..<indexed.colorCount {
      colors[i] = GifColorType(
        Red: indexed.palette[3 * i], Green: indexed.palette[3 * i + 1], Blue: indexed.palette[3 * i + 2])
    }
    guard let map = GifMakeMapObject(Int32(size), &colors) else {
      throw ExportError(description: "\(path): out of memory for a colour map")
    }
    defer { GifFreeMapObject(map) }
    try check(
      EGifPutImageDesc(file, Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height), false, map), "writing a frame")
    var indices = indexed.indices
    for row in 0..<box.height {
      if row % 32 == 0, shouldStop() { return }
      try indices.withUnsafeMutableBufferPointer { (buffer) throws(ExportError) in
        try check(EGifPutLine(file, buffer.baseAddress! + row * box.width, Int32(box.width)), "writing a frame")
      }
    }
  }

  /// The smallest rectangle holding every pixel whose RGB differs between `a` and `b` (same
  /// size); 1×1 at the origin when none does (a frame must still carry its delay).
  static func changedRectangle(from a: Pixmap, to b: Pixmap) -> (x: Int, y: Int, width: Int, height: Int) {
    var minX = b.width, minY = b.height, maxX = -1, maxY = -1
    a.pixels.withUnsafeBufferPointer { pa in
      b.pixels.withUnsafeBufferPointer { pb in
        for y in 0..<b.height {
          var first = -1, last = -1
          for x in 0..<b.width {
            let i = 4 * (y * b.width + x)
            if pa[i] != pb[i] || pa[i + 1] != pb[i + 1] || pa[i + 2] != pb[i + 2] {
              if first < 0 { first = x }
              last = x
            }
          }
          if first >= 0 {
            minX = min(minX, first)
            maxX = max(maxX, last)
            minY = min(minY, y)
            maxY = y
          }
        }
      }
    }
    return maxX < 0 ? (0, 0, 1, 1) : (minX, minY, maxX - minX + 1, maxY - minY + 1)
  }

  static func crop(_ image: Pixmap, _ box: (x: Int, y: Int, width: Int, height: Int)) -> Pixmap {
    if box == (0, 0, image.width, image.height) { return image }
    var out = Pixmap(width: box.width, height: box.height)
    for row in 0..<box.height {
      let from = 4 * ((box.y + row) * image.width + box.x)
      out.pixels.replaceSubrange(4 * row * box.width..<4 * (row + 1) * box.width, with: image.pixels[from..<from + 4 * box.width])
    }
    return out
  }

  /// Writes the trailer and closes the file.
  public func finish() throws(ExportError) {
    guard !closed else { return }
    closed = true
    var error: Int32 = 0
    if EGifCloseFile(file, &error) == GIF_ERROR {
      throw ExportError(description: "finishing \(path): \(Self.message(error))")
    }
  }

  deinit {
    if !closed {
      var error: Int32 = 0
      _ = EGifCloseFile(file, &error)
    }
  }

  private func check(_ status: Int32, _ operation: String) throws(ExportError) {
    if status == GIF_ERROR {
      throw ExportError(description: "\(operation) of \(path): \(Self.message(file.pointee.Error))")
    }
  }

  private static func message(_ code: Int32) -> String {
    GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
  }
}
