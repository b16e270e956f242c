import Raster

/// Turns preview images into the bytes that show them inline, below the cursor.
public struct TerminalDisplay: Sendable {
  public var mode: GraphicsMode
  /// Why `mode` was chosen (for `doctor` and `--verbose`).
  public var reason: String
  public var report: TerminalReport
  /// `--size`: the largest image, overriding what the terminal's size allows.
  public var sizeLimit: (width: Int, height: Int)?

  public init(mode: GraphicsMode, reason: String, report: TerminalReport) {
    self.mode = mode
    self.reason = reason
    self.report = report
  }

  /// The same display with the window's size read again (`TIOCGWINSZ`): after a resize, the
  /// next image is sized for the window as it is. Nothing is asked of the terminal.
  public func remeasured() -> TerminalDisplay {
    guard report.isInteractive else { return self }
    var copy = self
    TerminalProbe.measure(into: &copy.report)
    return copy
  }

  /// Probes the terminal (unless `requested` makes that unnecessary) and picks a mode.
  /// `requestedBy`: where the request came from, for `doctor` (`GraphicsMode.choose`).
  public static func detect(requested: GraphicsMode?, requestedBy: String = "with --graphics") -> TerminalDisplay {
    // Only an undecided or sixel request needs the terminal's answers.
    let report = TerminalProbe.probe(query: requested == nil || requested == .sixel)
    let (mode, reason) = GraphicsMode.choose(for: report, requested: requested, requestedBy: requestedBy)
    return TerminalDisplay(mode: mode, reason: reason, report: report)
  }

  /// Width available for an image, in pixels (for `blocks`: two pixels per column, so the
  /// strip is rendered at a resolution the half blocks can show).
  public var imageWidth: Int {
    if let limit = sizeLimit { return limit.width }
    if mode == .sixel, let largest = report.sixelMaximum, largest.width > 0 { return min(report.imageWidth, largest.width) }
    return switch mode {
    case .sixel, .kitty, .iterm: report.imageWidth
    case .blocks, .none: max(40, report.columns - 1) * 4
    }
  }

  /// Height available for an image, in pixels: two thirds of the screen for sixel, half for
  /// text (whose pixels are coarser), so the command and the next prompt stay in view; no limit
  /// when the output is not a terminal.
  public var imageHeight: Int {
    if let limit = sizeLimit { return limit.height }
    guard report.isInteractive else { return .max }
    if mode == .sixel, let largest = report.sixelMaximum, largest.height >= 6 {
      // Whole bands of six rows within the largest height.
      return min(max(60, report.rows * 2 / 3 * report.cellSize.height), largest.height / 6 * 6)
    }
    return switch mode {
    case .sixel, .kitty, .iterm: max(60, report.rows * 2 / 3 * report.cellSize.height)
    case .blocks, .none: max(40, report.rows / 2 * 8)
    }
  }

  /// The bytes that draw `image` starting at the beginning of the current line, leaving the
  /// cursor at the start of the line below the image.
  ///
  /// Sixel: reserve the rows first (so the screen has scrolled before the cursor is saved),
  /// go back up, save the cursor (DECSC), draw, restore (DECRC) and move below the image —
  /// the one placement that xterm, mlterm and foot agree on.
  public func bytes(for image: Pixmap) throws(SixelError) -> [UInt8] {
    try bytes(for: image, placement: true)
  }

  /// The image alone when `placement` is false: the caller has placed the cursor (playback);
  /// kitty frames then replace the last image of `kittyID`.
  public func bytes(
    for image: Pixmap, placement: Bool, kittyID: Int = KittyGraphics.playbackID
  ) throws(SixelError) -> [UInt8] {
    let bytes = try unwrappedBytes(for: image, placement: placement, kittyID: kittyID)
    return report.insideTmux && (mode == .kitty || mode == .iterm) ? Self.passedThrough(bytes) : bytes
  }

  private func unwrappedBytes(for image: Pixmap, placement: Bool, kittyID: Int) throws(SixelError) -> [UInt8] {
    switch mode {
    case .none:
      return []
    case .blocks:
      return Array(
        HalfBlocks.render(image, columns: blockColumns(for: image), trueColor: report.trueColor).map { $0 + "\r\n" }
          .joined().utf8)
    case .sixel where !placement:
      return try SixelEncoder.encode(image)
    case .sixel:
      let rows = rows(for: image)
      return Self.reserve(rows: rows) + (try SixelEncoder.encode(image)) + Array("\u{1b}8\u{1b}[\(rows)B\r".utf8)
    case .kitty where !placement:
      // Playback: one image id, replaced frame by frame at the cursor the caller placed.
      return KittyGraphics.bytes(for: image, id: kittyID)
    case .kitty:
      let rows = rows(for: image)
      return Self.reserve(rows: rows) + KittyGraphics.bytes(for: image, id: nil) + Array("\u{1b}8\u{1b}[\(rows)B\r".utf8)
    case .iterm where !placement:
      return (try? InlineImages.bytes(for: image, cell: report.cellSize)) ?? []
    case .iterm:
      let rows = rows(for: image)
      let image = (try? InlineImages.bytes(for: image, cell: report.cellSize)) ?? []
      return Self.reserve(rows: rows) + image + Array("\u{1b}8\u{1b}[\(rows)B\r".utf8)
    }
  }

  /// `bytes` for the terminal outside tmux: wrapped in `DCS tmux; … ST` with every ESC doubled,
  /// one wrapper per escape sequence (tmux passes each through whole), when inside tmux.
  static func passedThrough(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 64 + 16)
    EscapeSequence.pieces(of: bytes) { piece, isSequence in
      // Cursor moves and the like are tmux's own: left as they are.
      guard isSequence, piece.count > 1, EscapeSequence.isString(piece[piece.startIndex + 1]) else {
        out += piece
        return
      }
      // A string sequence (OSC, APC, DCS) through its terminator, its ESCs doubled.
      out += Array("\u{1b}Ptmux;".utf8)
      for b in piece {
        if b == 0x1b { out.append(0x1b) }
        out.append(b)
      }
      out += [0x1b, 0x5c]
    }
    return out
  }

  /// Text rows `image` covers on screen (0 when nothing is drawn).
  public func rows(for image: Pixmap) -> Int {
    switch mode {
    case .none: 0
    case .sixel: (SixelEncoder.bandHeight(image.height) + report.cellSize.height - 1) / report.cellSize.height
    case .kitty, .iterm: (image.height + report.cellSize.height - 1) / report.cellSize.height
    case .blocks: HalfBlocks.lineCount(width: image.width, height: image.height, columns: blockColumns(for: image))
    }
  }

  /// Moves down `rows` lines from the start of the line (scrolling if the screen must), back up,
  /// and saves the cursor there (DECSC), so an image drawn after a restore (DECRC) keeps its place.
  static func reserve(rows: Int) -> [UInt8] {
    Array(("\r" + String(repeating: "\n", count: rows) + "\u{1b}[\(rows)A\u{1b}7").utf8)
  }

  /// Character cells across for half-block text: four image pixels per cell, within the screen.
  private func blockColumns(for image: Pixmap) -> Int {
    max(1, min(report.columns - 1, image.width / 4))
  }
}
