import CGif
import Raster

/// Writes frames as a looping animated GIF through giflib.
///
/// Each frame gets its own palette (`IndexedImage`, every pixel within
/// `IndexedImage.defaultTolerance` levels per channel when the frame has few enough colours,
/// a 256-entry median cut otherwise) and is stored whole, not as a difference. GIF delays are
/// whole centiseconds: the delay of frame k is the rounded end time minus the rounded start
/// time, so rounding never accumulates (frames at 1/60 s get 2, 2, 1, 2, 2, 1, … cs).
public final class GIFWriter {
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  private let file: UnsafeMutablePointer<GifFileType>
  private let path: String
  public let width: Int
  public let height: Int
  /// Seconds of animation written so far.
  private var elapsed = 0.0
  private var closed = false

  /// Creates `path` (replacing a file there) for `width × height` frames that loop forever.
  public init(path: String, width: Int, height: Int) throws(Failure) {
    var error: Int32 = 0
    guard let file = EGifOpenFileName(path, false, &error) else {
      throw Failure(description: "cannot create \(path): \(Self.message(error))")
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

  /// Appends `image` (alpha dropped), shown for `duration` seconds.
  public func add(_ image: Pixmap, duration: Double) throws(Failure) {
    guard image.width == width, image.height == height else {
      throw Failure(description: "frame is \(image.width)×\(image.height), the GIF is \(width)×\(height)")
    }
    let start = Int((elapsed * 100).rounded())
    elapsed += duration
    let delay = max(1, Int((elapsed * 100).rounded()) - start)

    var control = GraphicsControlBlock(
      DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(min(delay, 65535)),
      TransparentColor: NO_TRANSPARENT_COLOR)
    var extensionBytes = [UInt8](repeating: 0, count: 4)
    let length = EGifGCBToExtension(&control, &extensionBytes)
    try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes), "writing a frame's delay")

    let indexed = IndexedImage(image)
    // giflib wants a power-of-two palette size.
    var size = 2
    while size < indexed.colorCount { size *= 2 }
    var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size)
    for i in 0..<indexed.colorCount {
      colors[i] = GifColorType(
        Red: indexed.palette[3 * i], Green: indexed.palette[3 * i + 1], Blue: indexed.palette[3 * i + 2])
    }
    guard let map = GifMakeMapObject(Int32(size), &colors) else {
      throw Failure(description: "\(path): out of memory for a colour map")
    }
    defer { GifFreeMapObject(map) }
    try check(EGifPutImageDesc(file, 0, 0, Int32(width), Int32(height), false, map), "writing a frame")
    var indices = indexed.indices
    for row in 0..<height {
      try indices.withUnsafeMutableBufferPointer { (buffer) throws(Failure) in
        try check(EGifPutLine(file, buffer.baseAddress! + row * width, Int32(width)), "writing a frame")
      }
    }
  }

  /// Writes the trailer and closes the file.
  public func finish() throws(Failure) {
    guard !closed else { return }
    closed = true
    var error: Int32 = 0
    if EGifCloseFile(file, &error) == GIF_ERROR {
      throw Failure(description: "finishing \(path): \(Self.message(error))")
    }
  }

  deinit {
    if !closed {
      var error: Int32 = 0
      _ = EGifCloseFile(file, &error)
    }
  }

  private func check(_ status: Int32, _ operation: String) throws(Failure) {
    if status == GIF_ERROR {
      throw Failure(description: "\(operation) of \(path): \(Self.message(file.pointee.Error))")
    }
  }

  private static func message(_ code: Int32) -> String {
    GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
  }
}
