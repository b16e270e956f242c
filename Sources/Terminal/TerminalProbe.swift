#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the terminal said about itself.
public struct TerminalReport: Sendable, Hashable {
  /// Whether standard input and output are both terminals.
  public var isInteractive = false
  /// `TERM`, `TMUX` from the environment.
  public var term: String?
  public var insideTmux = false
  /// Inside tmux: whether its `allow-passthrough` option is on (`tmux show -gv`), so image
  /// sequences wrapped in `DCS tmux;` reach the outer terminal.
  public var tmuxPassthrough = false
  /// Why the environment says the terminal speaks the kitty graphics protocol (`KITTY_WINDOW_ID`
  /// set, `TERM=xterm-kitty`, `TERM_PROGRAM` of Ghostty or WezTerm), or nil.
  public var kittyHint: String?
  /// Why the environment says the terminal is iTerm2 (`TERM_PROGRAM=iTerm.app`, or
  /// `LC_TERMINAL=iTerm2`, which iTerm2 passes through ssh), or nil.
  public var itermHint: String?
  /// The terminal's name and version from its XTVERSION reply (`kitty(0.26.5)`, `XTerm(379)`).
  public var name: String?
  /// Whether the terminal shows 24-bit colour: `COLORTERM` is `truecolor` or `24bit`, or the
  /// terminal is one known to (kitty, Ghostty, WezTerm, iTerm2), or the output is not a
  /// terminal. Terminal.app before macOS 26 and terminals that say nothing get the 256-colour
  /// palette.
  public var trueColor = true
  /// Whether the terminal answered kitty's graphics query with OK.
  public var kittyGraphics = false
  /// Parameters of the primary device attributes reply (`ESC [ ? … c`); `nil` if none came.
  public var deviceAttributes: [Int]?
  /// XTSMGRAPHICS answers: colour registers, and the sixel drawing area in pixels.
  public var colorRegisters: Int?
  public var sixelArea: (width: Int, height: Int)? {
    get { sixelAreaWidth.map { ($0, sixelAreaHeight ?? 0) } }
    set { sixelAreaWidth = newValue?.width; sixelAreaHeight = newValue?.height }
  }
  private var sixelAreaWidth: Int?
  private var sixelAreaHeight: Int?
  /// XTSMGRAPHICS's largest sixel image the terminal accepts (xterm: 1000 × 1000 unless
  /// configured otherwise); a larger one it drops whole.
  public var sixelMaximum: (width: Int, height: Int)? {
    get { sixelMaximumWidth.map { ($0, sixelMaximumHeight ?? 0) } }
    set { sixelMaximumWidth = newValue?.width; sixelMaximumHeight = newValue?.height }
  }
  private var sixelMaximumWidth: Int?
  private var sixelMaximumHeight: Int?
  /// `TIOCGWINSZ`: character cells, and the text area in pixels (0 when not filled in).
  public var columns = 80
  public var rows = 24
  public var pixelWidth = 0
  public var pixelHeight = 0
  /// What the person typed while the terminal was asked (before the first prompt), read with
  /// its replies and kept apart from them, to be typed again at the prompt.
  public var typedAhead: [UInt8] = []

  public init() {}

  /// DA1 lists parameter 4 (sixel graphics).
  public var supportsSixel: Bool { deviceAttributes?.contains(4) ?? false }

  /// Pixel size of one character cell: from `TIOCGWINSZ`, else the sixel area over the cell
  /// count, else 8×16.
  public var cellSize: (width: Int, height: Int) {
    if pixelWidth > 0, pixelHeight > 0, columns > 0, rows > 0 {
      return (max(1, pixelWidth / columns), max(1, pixelHeight / rows))
    }
    if let area = sixelArea, area.width > 0, area.height > 0, columns > 0, rows > 0 {
      return (max(1, area.width / columns), max(1, area.height / rows))
    }
    return (8, 16)
  }

  /// Usable image width in pixels: the text area less one cell of margin.
  public var imageWidth: Int {
    let cell = cellSize
    let area = pixelWidth > 0 ? pixelWidth : (sixelArea?.width ?? columns * cell.width)
    return max(64, area - cell.width)
  }
}

/// Asks the terminal what it can do: `TIOCGWINSZ`, then XTSMGRAPHICS queries followed by DA1,
/// which every terminal answers and so serves as the sentinel that ends the wait. A terminal
/// that answers nothing costs one timeout.
public enum TerminalProbe {
  /// The window's size in cells and pixels from `TIOCGWINSZ` on standard output.
  static func measure(into report: inout TerminalReport) {
    var ws = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &ws) == 0 else { return }
    if ws.ws_col > 0 { report.columns = Int(ws.ws_col) }
    if ws.ws_row > 0 { report.rows = Int(ws.ws_row) }
    report.pixelWidth = Int(ws.ws_xpixel)
    report.pixelHeight = Int(ws.ws_ypixel)
  }

  /// Asks the tmux server for `allow-passthrough` (3.3 and later): `on` or `all` lets wrapped
  /// sequences through.
  static func tmuxAllowsPassthrough() -> Bool {
    guard let pipe = popen("tmux show -gv allow-passthrough 2>/dev/null", "r") else { return false }
    defer { pclose(pipe) }
    var buffer = [CChar](repeating: 0, count: 32)
    guard fgets(&buffer, Int32(buffer.count), pipe) != nil else { return false }
    let value = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return value == "on" || value == "all"
  }

  /// The environment's word that the terminal is iTerm2, if it gives one.
  static func itermHint(program: String?, lcTerminal: String?) -> String? {
    if program == "iTerm.app" { return "TERM_PROGRAM is iTerm.app" }
    if lcTerminal == "iTerm2" { return "LC_TERMINAL is iTerm2" }
    return nil
  }

  /// The environment's word that the terminal speaks kitty's graphics protocol, if it gives one.
  static func kittyHint(term: String?, windowID: String?, program: String?) -> String? {
    if windowID != nil { return "KITTY_WINDOW_ID is set" }
    if term == "xterm-kitty" { return "TERM is xterm-kitty" }
    if term == "xterm-ghostty" || program == "ghostty" { return "the terminal is Ghostty" }
    if program == "WezTerm" { return "TERM_PROGRAM is WezTerm" }
    return nil
  }

  /// - Parameter query: whether to ask the terminal at all; without it only `TIOCGWINSZ` is
  ///   read (nothing is written, so no late reply can land in the first input line).
  public static func probe(query: Bool = true, timeoutMilliseconds: Int32 = 400) -> TerminalReport {
    var report = TerminalReport()
    if let t = getenv("TERM") { report.term = String(cString: t) }
    report.insideTmux = getenv("TMUX") != nil
    if report.insideTmux { report.tmuxPassthrough = Self.tmuxAllowsPassthrough() }
    report.kittyHint = kittyHint(
      term: report.term, windowID: getenv("KITTY_WINDOW_ID").map { String(cString: $0) },
      program: getenv("TERM_PROGRAM").map { String(cString: $0) })
    report.itermHint = itermHint(
      program: getenv("TERM_PROGRAM").map { String(cString: $0) },
      lcTerminal: getenv("LC_TERMINAL").map { String(cString: $0) })
    report.isInteractive = isatty(0) == 1 && isatty(1) == 1
    // Text that goes to a file or a pipe keeps 24-bit colour: no terminal to fall short of it.
    let colorTerm = getenv("COLORTERM").map { String(cString: $0) }
    report.trueColor =
      !report.isInteractive || colorTerm == "truecolor" || colorTerm == "24bit" || report.kittyHint != nil
      || report.itermHint != nil
    measure(into: &report)
    guard query, report.isInteractive, report.term != "dumb" else { return report }
    // tmux takes an APC string for the pane's title: ask kitty's question only outside it.
    let request = report.insideTmux ? Self.request.replacingOccurrences(of: Self.kittyQuery, with: "") : Self.request
    let (reply, typed) = split(Self.query(request, timeoutMilliseconds: timeoutMilliseconds))
    report.typedAhead = typed
    parse(reply, into: &report)
    return report
  }

  /// One round trip, in the order terminal image tools use: XTVERSION (the terminal's name),
  /// kitty's graphics query (a 1×1 image that is checked, not stored), XTSMGRAPHICS (sixel
  /// colour registers and geometry), then DA1, which every terminal answers: the sentinel.
  public static let request = "\u{1b}[>0q" + kittyQuery + "\u{1b}[?1;1;0S\u{1b}[?2;1;0S\u{1b}[?2;4;0S\u{1b}[c"
  static let kittyQuery = "\u{1b}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1b}\\"

  /// Parses whatever replies arrived (XTVERSION, kitty's graphics answer, DA1, XTSMGRAPHICS)
  /// into `report`.
  public static func parse(_ reply: [UInt8], into report: inout TerminalReport) {
    let text = String(decoding: reply, as: UTF8.self)
    // XTVERSION: DCS > | name ST.
    if let start = text.range(of: "\u{1b}P>|"), let end = text[start.upperBound...].range(of: "\u{1b}\\") {
      report.name = String(text[start.upperBound..<end.lowerBound].prefix(80))
    }
    // kitty: APC G i=31 ; OK ST (an error message instead of OK when it cannot).
    if let start = text.range(of: "\u{1b}_Gi=31;"), text[start.upperBound...].hasPrefix("OK") {
      report.kittyGraphics = true
    }
    var geometryReplies = 0
    for sequence in controlSequences(in: reply) {
      let (params, final) = sequence
      switch final {
      case UInt8(ascii: "c"):
        report.deviceAttributes = params
      case UInt8(ascii: "S") where params.count >= 3 && params[1] == 0:
        if params[0] == 1 { report.colorRegisters = params[2] }
        if params[0] == 2, params.count >= 4 {
          // Asked in this order: the current area (`?2;1;0S`), then the largest (`?2;4;0S`).
          if geometryReplies == 0 {
            report.sixelArea = (params[2], params[3])
          } else {
            report.sixelMaximum = (params[2], params[3])
          }
          geometryReplies += 1
        }
      default:
        break
      }
    }
  }

  /// `ESC [ ? p1 ; p2 … F` sequences: their numeric parameters and final byte.
  static func controlSequences(in bytes: [UInt8]) -> [([Int], UInt8)] {
    var result: [([Int], UInt8)] = []
    var i = 0
    while i + 2 < bytes.count {
      guard bytes[i] == 0x1b, bytes[i + 1] == UInt8(ascii: "["), bytes[i + 2] == UInt8(ascii: "?")
      else {
        i += 1
        continue
      }
      var j = i + 3
      var params: [Int] = []
      var current = 0, hasDigit = false
      while j < bytes.count {
        let b = bytes[j]
        if b >= 0x30 && b <= 0x39 {
          current = min(current * 10 + Int(b - 0x30), 1_000_000)
          hasDigit = true
        } else if b == UInt8(ascii: ";") {
          params.append(hasDigit ? current : 0)
          current = 0
          hasDigit = false
        } else {
          if hasDigit || !params.isEmpty { params.append(current) }
          if b >= 0x40 && b <= 0x7e { result.append((params, b)) }
          break
        }
        j += 1
      }
      i = j + 1
    }
    return result
  }

  /// Separates what the terminal replied (its escape sequences, `EscapeSequence.end`) from the
  /// keys typed around them, each in order. A sequence cut short at the end stays with the
  /// replies, where nothing reads it.
  public static func split(_ bytes: [UInt8]) -> (replies: [UInt8], typed: [UInt8]) {
    var replies: [UInt8] = [], typed: [UInt8] = []
    EscapeSequence.pieces(of: bytes) { piece, isSequence in
      if isSequence { replies += piece } else { typed += piece }
    }
    return (replies, typed)
  }

  /// Writes `request` in raw mode and collects the reply until a DA1 answer (`… c`) arrives or
  /// the timeout passes with nothing more to read.
  private static func query(_ request: String, timeoutMilliseconds: Int32) -> [UInt8] {
    guard let raw = RawMode.enter(signals: true) else { return [] }
    defer { raw.restore() }
    let bytes = Array(request.utf8)
    _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    var reply: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      var fds = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
      guard poll(&fds, 1, timeoutMilliseconds) > 0 else { break }
      let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      guard n > 0 else { break }
      reply += buffer[0..<n]
      if controlSequences(in: reply).contains(where: { $0.1 == UInt8(ascii: "c") }) { break }
      if reply.count > 4096 { break }
    }
    if !controlSequences(in: reply).contains(where: { $0.1 == UInt8(ascii: "c") }) {
      // No DA1 in time: drop whatever arrived, so a late reply does not become typed input.
      tcflush(0, TCIFLUSH)
    }
    return reply
  }
}
