import Geometry
import Typesetting

/// Text as `CATextLayer` and `UILabel` draw it: set in the font asked for (`Typesetting`: Inter
/// standing in for the system font, per-character fallback, colour emoji) when the machine has
/// the fonts, else in `PixelFont` (capitals 0.7 em tall, 0.6 em advances, lines 1.2 em apart).
/// Lines are UIKit's `lineHeight` apart (the face's ascent + descent + leading); a text layer's
/// first baseline is one ascent below the top of its bounds, a label's lines are centred
/// vertically. Defaults are `CATextLayer`'s: 36 points, white, left-aligned, not wrapped.
public struct TextStyle: Hashable, Sendable {
  public enum Alignment: String, Hashable, Sendable { case left, center, right, natural, justified }

  public var string = ""
  /// The face and size asked for (`font`, `fontSize`).
  public var font = FontRequest(size: 36)
  /// Points added after each character (an attributed string's `.kern`).
  public var kern = 0.0
  /// Points added between lines (a paragraph style's `lineSpacing`).
  public var lineSpacing = 0.0
  /// A paragraph style's indents, spacing and line heights (`TextStyle+Paragraph.swift`).
  public var paragraph = Paragraph()
  public var color: Color = .white
  /// Attributes given over part of the text (`TextStyle+Attributes.swift`), in the order given.
  public var spans: [Span] = []
  /// A text layer showing an attributed string keeps its own `font` (with `fontSize`) and
  /// `foregroundColor` here, unused while it does — the string's attributes are drawn, over Core
  /// Text's defaults (Helvetica 12 pt, black), as Apple documents for `CATextLayer` — and used
  /// again when a plain string replaces it. Nil for plain text and labels.
  public var layerOwn: LayerOwn?
  public struct LayerOwn: Hashable, Sendable {
    public var font: FontRequest
    public var color: Color
    public init(font: FontRequest, color: Color) { (self.font, self.color) = (font, color) }
  }
  public var alignment: Alignment = .natural
  public var isWrapped = false
  /// A label's text sits in the middle of its bounds; a text layer's at the top.
  public var centredVertically = false
  /// Points kept free left and right of the text (a text field's inset).
  public var inset = 0.0
  /// Points kept free above text set at the top (a text view's `textContainerInset.top`).
  public var insetTop = 0.0
  /// Where a line too long for the width loses characters for an ellipsis (`UILabel`'s
  /// `lineBreakMode` `.byTruncatingTail`, its default, and kin; `CATextLayer`'s
  /// `truncationMode`, `.none` by default): none clips.
  public enum Truncation: String, Hashable, Sendable { case none, head, middle, tail }
  public var truncation = Truncation.none
  /// The most lines drawn (`numberOfLines`; 0: as many as the text takes); the last one shown
  /// is truncated when text is left over.
  public var maximumLines = 0
  /// `adjustsFontSizeToFitWidth`'s smallest scale (`minimumScaleFactor`); nil: the font keeps
  /// its size. A single line too wide is set smaller, down to this fraction of the size.
  public var minimumScale: Double?
  /// False for a label whose class overrides `draw(_:)` without calling `super.draw(_:)`:
  /// UILabel's own `draw(_:)` is what draws its text, so none is drawn; the text is still the
  /// label's (read back, sized to).
  public var drawsText = true
  /// `UILabel.shadowColor` with `shadowOffset`: the glyphs drawn again in the colour under the
  /// text, offset, unblurred. Nil: none (UIKit's default, `shadowColor` nil).
  public var shadow: TextShadow?

  /// A label's text shadow: its colour and its offset in points, y down (UIKit's default
  /// offset is (0, −1)).
  public struct TextShadow: Hashable, Sendable {
    public var color: Color
    public var offset: Point
    public init(color: Color, offset: Point) { (self.color, self.offset) = (color, offset) }
  }

  public init() {}

  /// The size in points (`fontSize`; a `UIFont`'s `pointSize`).
  public var fontSize: Double {
    get { font.size }
    set { font.size = newValue }
  }

  /// The fonts text is set in here; nil where none is installed (the pixel font draws then).
  static var catalog: FontCatalog? { FontCatalog.shared }

  /// How much wider than its box a line set in a stand-in font may be and still count as
  /// fitting: Inter sets Latin text 4–8 % wider than San Francisco ("Label" at 17 pt is 43.6 pt
  /// against the 42 Interface Builder sized its label to, "Bahama Login" at 25 pt 166.9
  /// against 154), so a label sized to fit its text on iOS would otherwise lose its end to an
  /// ellipsis here. Such a line is neither broken nor truncated but condensed across to the
  /// box (`ink(in:)`); the price is that a line iOS truncates by less than 10 % shows whole.
  public static let standInSlack = 1.1

  /// The factor a line `advance` points long fits `width` by (1 with the pixel font, which
  /// stands in for nothing's metrics).
  var slack: Double { Self.catalog == nil ? 1 : Self.standInSlack }

  /// UIKit's `lineHeight` of `font`: ascent + descent + leading, in points.
  public static func lineHeight(of font: FontRequest) -> Double {
    var style = TextStyle()
    style.font = font
    return style.typeset("").lineHeight
  }

  /// One line set (advance, metrics, ink at a baseline at y = 0), in the font or the pixel font.
  public func typeset(_ line: String) -> SetLine {
    if let catalog = Self.catalog { return catalog.line(line, font, kern: kern) }
    var pixel = SetLine()
    let unit = fontSize / 10
    pixel.advance = Double(max(0, line.count * PixelFont.advance - 1)) * unit
    (pixel.ascent, pixel.descent, pixel.leading) = (fontSize * 0.9, fontSize * 0.3, 0)
    pixel.outlines = PixelFont.path(of: line, pixel: unit, at: Point(0, -fontSize * 0.7))
    return pixel
  }

  /// The size the text takes unwrapped (`sizeToFit()`, `intrinsicContentSize`): its longest
  /// line's advance across, each line's height down, rounded up to whole points as UIKit rounds
  /// a label's size.
  public var fittingSize: (width: Double, height: Double) {
    let size = naturalSize
    return (size.width.rounded(.up), size.height.rounded(.up))
  }

  /// The size the text takes wrapped in lines at most `width` wide (a wrapping label's
  /// `sizeThatFits(_:)`): its widest laid line across (no wider than `width`), its lines down,
  /// rounded up to whole points as `fittingSize` is.
  public func fittingSize(width: Double) -> (width: Double, height: Double) {
    let size = naturalSize(width: width)
    return (size.width.rounded(.up), size.height.rounded(.up))
  }

  /// `fittingSize(width:)` before rounding (`NSString.boundingRect(with:options:…)` with
  /// `.usesLineFragmentOrigin`), in points.
  public func naturalSize(width: Double) -> (width: Double, height: Double) {
    let laid = laidLines(width: width)
    let set = laid.map(typeset)
    let height = baselines(of: set, startingParagraphs: laid.map(\.startsParagraph)).height
    let widest = set.map { $0.advance + paragraph.firstLineHeadIndent }.max() ?? 0
    return (min(widest, width), height)
  }

  /// `fittingSize` before rounding (`NSString.size(withAttributes:)`), in points.
  public var naturalSize: (width: Double, height: Double) {
    let own = paragraphs
    let set = own.map(typeset)
    let height = baselines(of: set, startingParagraphs: own.map(\.startsParagraph)).height
    return (set.map { $0.advance + paragraph.firstLineHeadIndent }.max() ?? 0, height)
  }

  /// The lines drawn in a box `width` wide: the string's own lines, and when wrapped, broken
  /// between words so each fits (a word longer than the width stands alone); at most
  /// `maximumLines`, the last truncated when text is left over or a line is too wide.
  public func lines(width: Double) -> [String] { laidLines(width: width).map(\.text) }

  /// `lines(width:)` with each character's place in `string`, whose attributes it is drawn with.
  func laidLines(width: Double) -> [LineText] {
    var lines = wrapped(width: width)
    var leftOver = false
    if maximumLines > 0, lines.count > maximumLines {
      lines = Array(lines.prefix(maximumLines))
      leftOver = true
    }
    guard truncation != .none else { return lines }
    return lines.enumerated().map { i, line in
      let last = i == lines.count - 1
      let box = paragraph.box(first: line.startsParagraph, width: width)
      var cut = truncated(line, width: box.width, force: last && leftOver)
      cut.startsParagraph = line.startsParagraph
      return cut
    }
  }

  /// `line` shortened with an ellipsis at the truncation's end until it fits `width`; as it is
  /// when it fits and nothing follows it unseen. The ellipsis takes the attributes of the
  /// character it follows (of the one it precedes at the head).
  func truncated(_ line: LineText, width: Double, force: Bool) -> LineText {
    guard force || typeset(line).advance > width * slack else { return line }
    var kept = line.characters
    func shown() -> LineText {
      let ellipsis: (Character, Int)
      switch truncation {
      case .head:
        ellipsis = ("…", kept.first?.origin ?? line.characters.last?.origin ?? 0)
        return LineText([ellipsis] + kept)
      case .middle:
        let head = kept.prefix((kept.count + 1) / 2)
        ellipsis = ("…", head.last?.origin ?? line.characters.first?.origin ?? 0)
        return LineText(head + [ellipsis] + kept.suffix(kept.count / 2))
      default:
        var body = kept
        while body.last?.character == " " { body.removeLast() }
        ellipsis = ("…", body.last?.origin ?? line.characters.first?.origin ?? 0)
        return LineText(body + [ellipsis])
      }
    }
    while !kept.isEmpty, typeset(shown()).advance > width {
      switch truncation {
      case .head: kept.removeFirst()
      case .middle: kept.remove(at: kept.count / 2)
      default: kept.removeLast()
      }
    }
    return shown()
  }

  /// The font a single line is drawn in: shrunk to fit `width` when `minimumScale` allows
  /// (fonts given over part of the text shrink by the same factor).
  func fitted(width: Double) -> TextStyle {
    guard let minimum = minimumScale, !isWrapped || maximumLines == 1, width > 0 else { return self }
    let widest = wrapped(width: .infinity).map { typeset($0).advance }.max() ?? 0
    guard widest > width else { return self }
    var smaller = self
    let factor = max(minimum, width / widest)
    smaller.fontSize = fontSize * factor
    for i in smaller.spans.indices { smaller.spans[i].font?.size *= factor }
    return smaller
  }

  /// The string's own lines (split at line feeds), each character with its place.
  var paragraphs: [LineText] {
    var out = [LineText([], startsParagraph: true)]
    for (i, c) in string.enumerated() {
      if c == "\n" { out.append(LineText([], startsParagraph: true)) } else { out[out.count - 1].characters.append((c, i)) }
    }
    return out
  }

  private func wrapped(width: Double) -> [LineText] {
    guard isWrapped else { return paragraphs }
    var out: [LineText] = []
    for line in paragraphs {
      var current: [(character: Character, origin: Int)] = []
      var first = true
      for word in line.characters.split(whereSeparator: { $0.character == " " }) {
        // Words joined by one space, the space before the word.
        let space = word.first.map { [(Character(" "), max(0, $0.origin - 1))] } ?? []
        let candidate = current.isEmpty ? Array(word) : current + space + word
        let room = paragraph.box(first: first, width: width).width
        if !current.isEmpty, typeset(LineText(candidate)).advance > room * slack {
          out.append(LineText(current, startsParagraph: first))
          current = Array(word)
          first = false
        } else {
          current = candidate
        }
      }
      out.append(LineText(current, startsParagraph: first))
    }
    return out
  }

  /// The lines drawn in a layer whose bounds are `frame` (after `inset` and `insetTop`).
  public func lines(in frame: Rect) -> [String] {
    laidOut(width: max(0, frame.width - 2 * inset), height: max(0, frame.height - insetTop)).laid.map(\.text)
  }

  /// The style fitted to `width`, its lines and their typesetting. A label shows the lines that
  /// fit in its `height`, from the first, the last of them truncated when text is left over
  /// (UIKit lays its text out in a container its bounds' size and centres what fits); a text
  /// layer draws them all, clipped only when it masks to bounds.
  func laidOut(width: Double, height: Double) -> (style: TextStyle, laid: [LineText], set: [TypesetLine]) {
    var style = fitted(width: width)
    var laid = style.laidLines(width: width)
    var set = laid.map(style.typeset)
    if centredVertically, !set.isEmpty {
      let fit = linesFitting(set, startingParagraphs: laid.map(\.startsParagraph), height: height)
      if fit < set.count {
        style.maximumLines = fit
        laid = style.laidLines(width: width)
        set = laid.map(style.typeset)
      }
    }
    return (style, laid, set)
  }

  /// The text's ink in a layer whose bounds are `frame`: glyph outlines (filled non-zero) in
  /// their colours, all of them, and colour glyphs with the rectangles they fill.
  public func ink(in frame: Rect) -> Ink {
    let bounds = Rect(
      x: frame.minX + inset, y: frame.minY + insetTop, width: max(0, frame.width - 2 * inset),
      height: max(0, frame.height - insetTop))
    let (_, laid, set) = laidOut(width: bounds.width, height: bounds.height)
    guard !set.isEmpty else { return Ink() }
    let (baselines, height) = baselines(of: set, startingParagraphs: laid.map(\.startsParagraph))
    let top = centredVertically ? bounds.midY - height / 2 : bounds.minY
    var ink = Ink()
    for (i, line) in set.enumerated() {
      let baseline = top + baselines[i]
      let box = paragraph.box(first: laid[i].startsParagraph, width: bounds.width)
      // A line over its box by no more than the stand-in's slack, condensed to fit it.
      let over = line.advance > box.width && line.advance <= box.width * slack
      let squeeze = over ? box.width / line.advance : 1
      let advance = line.advance * squeeze
      let x: Double =
        switch alignment {
        case .center: bounds.minX + box.start + box.width / 2 - advance / 2
        case .right: bounds.minX + box.start + box.width - advance
        default: bounds.minX + box.start
        }
      for piece in line.pieces {
        let place = AffineTransform(scaleX: squeeze, y: 1)
          .concatenating(AffineTransform(translationX: x + piece.x * squeeze, y: baseline))
        let outlines = piece.set.outlines.applying(place)
        ink.outlines.append(outlines)
        if let same = ink.colored.firstIndex(where: { $0.color == piece.color }) {
          ink.colored[same].path.append(outlines)
        } else {
          ink.colored.append((piece.color, outlines))
        }
        ink.images += piece.set.images.map {
          let r = $0.rect
          return (
            $0.bitmap,
            Rect(x: (r.minX + piece.x) * squeeze + x, y: r.minY + baseline, width: r.width * squeeze, height: r.height),
            piece.color.alpha
          )
        }
      }
    }
    ink.colored.removeAll { $0.path.elements.isEmpty }
    return ink
  }

  /// The glyph outlines alone (the ink a mask or a shadow of the text takes).
  public func path(in frame: Rect) -> BezierPath { ink(in: frame).outlines }
}
