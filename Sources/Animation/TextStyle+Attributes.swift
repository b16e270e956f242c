import Geometry
import Typesetting

extension TextStyle {
  /// Attributes given over part of the text (`NSMutableAttributedString.addAttribute(_:value:range:)`
  /// and kin): each attribute a span gives wins, for its characters, over the style's own and
  /// over earlier spans; one it does not give leaves the one below. A span that `replaces`
  /// (`setAttributes(_:range:)`) first puts its characters back to the style's own attributes.
  public struct Span: Hashable, Sendable {
    /// The characters covered: indices of Swift `Character`s (grapheme clusters) in `string`.
    public var range: Range<Int>
    public var color: Color?
    public var font: FontRequest?
    public var kern: Double?
    public var replaces = false

    public init(range: Range<Int>, color: Color? = nil, font: FontRequest? = nil, kern: Double? = nil, replaces: Bool = false) {
      (self.range, self.color, self.font, self.kern, self.replaces) = (range, color, font, kern, replaces)
    }
  }

  /// What one character is drawn with.
  struct Attributes: Equatable {
    var font: FontRequest
    var kern: Double
    var color: Color
  }

  /// The attributes of the character at `index` in `string`.
  func attributes(at index: Int) -> Attributes {
    let own = Attributes(font: font, kern: kern, color: color)
    var a = own
    for span in spans where span.range.contains(index) {
      if span.replaces { a = own }
      if let font = span.font { a.font = font }
      if let kern = span.kern { a.kern = kern }
      if let color = span.color { a.color = color }
    }
    return a
  }

  /// A line as drawn: its characters, each with the index in `string` of the character whose
  /// attributes it takes (an ellipsis takes its neighbour's).
  struct LineText {
    var characters: [(character: Character, origin: Int)]
    /// Whether the line is its paragraph's first (the first-line indent, the paragraph spacing).
    var startsParagraph = false
    init(_ characters: [(character: Character, origin: Int)], startsParagraph: Bool = false) {
      (self.characters, self.startsParagraph) = (characters, startsParagraph)
    }
    var text: String { String(characters.map(\.character)) }
  }

  /// A line set in pieces of like attributes, one after another along the baseline: metrics
  /// are the largest of its pieces' (UIKit makes a line as tall as its tallest font), or the
  /// style's own font's for an empty line.
  struct TypesetLine {
    var pieces: [(set: SetLine, x: Double, color: Color)] = []
    var advance = 0.0, ascent = 0.0, descent = 0.0, leading = 0.0
    var lineHeight: Double { ascent + descent + leading }
  }

  /// The ink of laid-out text: all glyph outlines (for masks, shadows and bounds), the same by
  /// colour, and colour glyphs with the rectangles they fill.
  public struct Ink {
    public var outlines = BezierPath()
    public var colored: [(color: Color, path: BezierPath)] = []
    /// Colour glyphs (emoji): their own colours, with the alpha of their run's text colour,
    /// whose hue does not reach them (as Core Text draws them: WebKit's `color: transparent`,
    /// drawn through it, hides emoji too).
    public var images: [(bitmap: Bitmap, rect: Rect, alpha: Double)] = []
  }

  /// `line` set piece by piece, each run of characters with like attributes shaped whole
  /// (kerning does not reach across a change of attributes, as Core Text shapes per run).
  func typeset(_ line: LineText) -> TypesetLine {
    var out = TypesetLine()
    guard !spans.isEmpty else {
      let set = typeset(line.text)
      out.pieces = [(set, 0, color)]
      (out.advance, out.ascent, out.descent, out.leading) = (set.advance, set.ascent, set.descent, set.leading)
      return out
    }
    var runs: [(attributes: Attributes, text: String)] = []
    for (character, origin) in line.characters {
      let a = attributes(at: origin)
      if let last = runs.last, last.attributes == a {
        runs[runs.count - 1].text.append(character)
      } else {
        runs.append((a, String(character)))
      }
    }
    if runs.isEmpty { return typeset(LineText([]), plain: self) }
    for run in runs {
      var piece = self
      (piece.font, piece.kern, piece.spans) = (run.attributes.font, run.attributes.kern, [])
      let set = piece.typeset(run.text)
      out.pieces.append((set, out.advance, run.attributes.color))
      out.advance += set.advance
      (out.ascent, out.descent, out.leading) = (
        max(out.ascent, set.ascent), max(out.descent, set.descent), max(out.leading, set.leading)
      )
    }
    return out
  }

  private func typeset(_ empty: LineText, plain: TextStyle) -> TypesetLine {
    var plain = plain
    plain.spans = []
    return plain.typeset(empty)
  }
}
