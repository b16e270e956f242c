import CFreeType
import Foundation

/// What a piece of text asks for: UIKit's system font at a weight, or a family by name, at a
/// size in points. Weights are CSS's 100…900 (UIKit's `.ultraLight` is 100, `.regular` 400,
/// `.bold` 700, `.black` 900).
public struct FontRequest: Hashable, Sendable {
  public enum Design: String, Hashable, Sendable { case system, monospaced, serif }
  /// A family asked for by name (`UIFont(name: "Avenir-Heavy", size:)`); nil for the system font.
  public var name: String?
  public var design: Design
  public var weight: Int
  public var italic: Bool
  public var size: Double
  /// A face chosen already (the file of a Core Text run's font): drawn in it whatever else says.
  public var file: String?

  public init(name: String? = nil, design: Design = .system, weight: Int = 400, italic: Bool = false, size: Double) {
    self.name = name
    self.design = design
    self.weight = weight
    self.italic = italic
    self.size = size
  }
}

/// The fonts found on this machine and which one stands in for what iOS would use. San
/// Francisco, iOS's system font, may not be redistributed: Inter, drawn for screens with
/// similar metrics (Debian `fonts-inter`, Homebrew's `font-inter`), stands in for it in its
/// weights; DejaVu for monospaced and serif designs; Noto Color Emoji (or, on a Mac, Apple
/// Color Emoji) for emoji. Faces are opened once and shared.
public final class FontCatalog: @unchecked Sendable {
  /// The catalogue of this machine's fonts; nil when it has none Wobble can use (then text is
  /// drawn in the pixel font, and the caller says so).
  public static let shared: FontCatalog? = FontCatalog(directories: defaultDirectories)

  static let defaultDirectories: [String] = [
    "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/inter", "/usr/share/fonts/truetype/dejavu",
    "/usr/share/fonts/truetype/noto", "/usr/share/fonts/noto", "/usr/share/fonts/truetype/wqy", "/opt/homebrew/share/fonts",
    "/usr/local/share/fonts",
    NSHomeDirectory() + "/Library/Fonts", "/Library/Fonts", "/System/Library/Fonts",
  ]

  private let library: FT_Library
  private let lock = NSLock()
  private var opened: [String: FontFace] = [:]
  /// File name → full path, for every font file in the directories.
  private let files: [String: String]

  init?(directories: [String]) {
    var lib: FT_Library?
    guard FT_Init_FreeType(&lib) == 0, let lib else { return nil }
    library = lib
    var found: [String: String] = [:]
    for directory in directories {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
      for name in names where [".otf", ".ttf", ".ttc"].contains(where: name.hasSuffix) && found[name] == nil {
        found[name] = directory + "/" + name
      }
    }
    files = found
    guard face(file: "Inter-Regular.otf") != nil || face(file: "DejaVuSans.ttf") != nil else {
      FT_Done_FreeType(lib)
      return nil
    }
  }

  /// The face in file `name`, opened on first use; nil when there is none.
  public func face(file name: String) -> FontFace? {
    lock.lock()
    defer { lock.unlock() }
    if let known = opened[name] { return known }
    guard let path = files[name], let face = FontFace(path: path, library: library) else { return nil }
    opened[name] = face
    return face
  }

  /// Inter's file for a CSS weight (the nearest it has) and slant.
  static func interFile(weight: Int, italic: Bool) -> String {
    let names = [
      100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium", 600: "SemiBold", 700: "Bold",
      800: "ExtraBold", 900: "Black",
    ]
    let nearest = min(max((weight + 50) / 100 * 100, 100), 900)
    let style = names[nearest]!
    if italic { return "Inter-" + (style == "Regular" ? "Italic" : style + "Italic") + ".otf" }
    return "Inter-\(style).otf"
  }

  static func dejaVuFile(_ family: String, bold: Bool, italic: Bool) -> String {
    let slant = family == "DejaVuSerif" ? "Italic" : "Oblique"
    switch (bold, italic) {
    case (false, false): return family + ".ttf"
    case (true, false): return family + "-Bold.ttf"
    case (false, true): return family + "-\(slant).ttf"
    case (true, true): return family + "-Bold\(slant).ttf"
    }
  }

  /// Families iOS has, by the name code asks for, and the design that stands in for each here.
  static let familyDesigns: [(prefix: String, design: FontRequest.Design)] = [
    ("Menlo", .monospaced), ("Courier", .monospaced), ("SFMono", .monospaced), ("Monaco", .monospaced),
    ("AmericanTypewriter", .monospaced), ("Georgia", .serif), ("TimesNewRoman", .serif), ("Times", .serif),
    ("Baskerville", .serif), ("Didot", .serif), ("Palatino", .serif), ("Charter", .serif), ("NewYork", .serif),
    ("Optima", .system), ("Helvetica", .system), ("Arial", .system), ("Avenir", .system), ("Futura", .system),
    ("GillSans", .system), ("Verdana", .system), ("Trebuchet", .system), (".SFUI", .system), ("SFPro", .system),
  ]

  /// What a request is drawn with: the face, and the name of the stand-in when a named family
  /// is not installed (nil when the system font or an installed family is used).
  public func resolve(_ request: FontRequest) -> (face: FontFace, substitute: String?)? {
    if let file = request.file, let chosen = face(file: file) { return (chosen, nil) }
    var design = request.design
    var weight = request.weight, italic = request.italic
    var substitute: String?
    if let name = request.name {
      let compact = name.replacingOccurrences(of: " ", with: "")
      let lower = compact.lowercased()
      if lower.contains("bold") || lower.contains("heavy") || lower.contains("black") { weight = max(weight, 700) }
      if lower.contains("medium") || lower.contains("demibold") || lower.contains("semibold") { weight = max(weight, 600) }
      if lower.contains("light") || lower.contains("thin") { weight = min(weight, 300) }
      if lower.contains("italic") || lower.contains("oblique") { italic = true }
      design = Self.familyDesigns.first { compact.hasPrefix($0.prefix) }?.design ?? .system
      substitute = name
    }
    var face: FontFace?
    switch design {
    case .system:
      face = self.face(file: Self.interFile(weight: weight, italic: italic))
    case .monospaced:
      face = self.face(file: Self.dejaVuFile("DejaVuSansMono", bold: weight >= 600, italic: italic))
    case .serif:
      face = self.face(file: Self.dejaVuFile("DejaVuSerif", bold: weight >= 600, italic: italic))
    }
    // A design whose family is missing (no DejaVu on a Mac) falls back to what there is.
    if face == nil { face = self.face(file: Self.interFile(weight: weight, italic: italic)) }
    if face == nil { face = self.face(file: Self.dejaVuFile("DejaVuSans", bold: weight >= 600, italic: italic)) }
    guard let face else { return nil }
    if substitute != nil { substitute = URL(fileURLWithPath: face.path).deletingPathExtension().lastPathComponent }
    return (face, substitute)
  }

  private struct LineKey: Hashable {
    var text: String
    var request: FontRequest
    var kern: Double
  }
  private var lines: [LineKey: SetLine] = [:]
  private let linesLock = NSLock()

  /// `text` set in `request`'s font, kept: frames of an animation set the same labels again and
  /// again (at most 4096 lines are kept; then the cache starts over).
  public func line(_ text: String, _ request: FontRequest, kern: Double = 0) -> SetLine {
    let key = LineKey(text: text, request: request, kern: kern)
    linesLock.lock()
    if let known = lines[key] {
      linesLock.unlock()
      return known
    }
    linesLock.unlock()
    let made = SetLine(text, request, kern: kern, catalog: self)
    linesLock.lock()
    if lines.count >= 4096 { lines.removeAll(keepingCapacity: true) }
    lines[key] = made
    linesLock.unlock()
    return made
  }

  /// Faces tried, in order, for a character the chosen face lacks, as iOS falls back: Latin,
  /// Greek and Cyrillic from Inter and DejaVu, emoji, then Chinese, Japanese and Korean from
  /// WenQuanYi Micro Hei (Debian `fonts-wqy-microhei`, 5 MB: one sans face with Han, kana and
  /// Hangul), standing in for iOS's PingFang, Hiragino Sans and Apple SD Gothic Neo, which a
  /// Mac's own files give where they are found.
  public var fallbacks: [FontFace] {
    [
      "Inter-Regular.otf", "DejaVuSans.ttf", "NotoColorEmoji.ttf", "Apple Color Emoji.ttc", "PingFang.ttc",
      "Hiragino Sans GB.ttc", "AppleSDGothicNeo.ttc", "wqy-microhei.ttc",
    ].compactMap { face(file: $0) }
  }
}
