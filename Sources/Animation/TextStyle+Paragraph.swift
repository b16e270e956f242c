import Geometry

extension TextStyle {
  /// A paragraph style's indents and line heights (`NSParagraphStyle`), in points, as TextKit
  /// lays out a line fragment: each line's natural height (its tallest font's ascent + descent
  /// + leading) is multiplied by `lineHeightMultiple` (0: not), then kept within
  /// `minimumLineHeight`…`maximumLineHeight` (0: no limit), the space gained going above the
  /// glyphs; `lineSpacing` follows every line and `paragraphSpacing` each paragraph's last.
  public struct Paragraph: Hashable, Sendable {
    /// From the leading edge to the first line of each paragraph, and to the others.
    public var firstLineHeadIndent = 0.0, headIndent = 0.0
    /// Positive: the lines end this far from the leading edge; 0 or less: this far before the
    /// trailing edge.
    public var tailIndent = 0.0
    public var paragraphSpacing = 0.0
    public var lineHeightMultiple = 0.0, minimumLineHeight = 0.0, maximumLineHeight = 0.0
    public init() {}

    /// Where a line starts and how long it may be in a box `width` wide.
    func box(first: Bool, width: Double) -> (start: Double, width: Double) {
      let start = first ? firstLineHeadIndent : headIndent
      let end = tailIndent > 0 ? tailIndent : width + tailIndent
      return (start, max(0, end - start))
    }

    /// A line's height and how far its baseline sits below the natural one.
    func height(of line: TypesetLine) -> (height: Double, drop: Double) {
      let natural = line.lineHeight
      var h = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
      if minimumLineHeight > 0 { h = max(h, minimumLineHeight) }
      if maximumLineHeight > 0 { h = min(h, maximumLineHeight) }
      return (h, h - natural)
    }
  }

  /// Each line's baseline below the top of the text, and the text's height: lines one after
  /// another by the paragraph's rules.
  func baselines(of lines: [TypesetLine], startingParagraphs starts: [Bool]) -> (baselines: [Double], height: Double) {
    var top = 0.0
    var out: [Double] = []
    for (i, line) in lines.enumerated() {
      if i > 0 { top += lineSpacing + (starts[i] ? paragraph.paragraphSpacing : 0) }
      let (height, drop) = paragraph.height(of: line)
      out.append(top + drop + line.ascent)
      top += height
    }
    return (out, top)
  }

  /// How many of `lines`, from the first, end within `height` points of the top (give or take
  /// 5 %), set as `baselines(of:startingParagraphs:)` sets them (at least one).
  func linesFitting(_ lines: [TypesetLine], startingParagraphs starts: [Bool], height limit: Double) -> Int {
    var top = 0.0
    for (i, line) in lines.enumerated() {
      if i > 0 { top += lineSpacing + (starts[i] ? paragraph.paragraphSpacing : 0) }
      top += paragraph.height(of: line).height
      // Slack of 5 % and half a point: a label sized to its text in Apple's font (rounded, and
      // lines a little closer than the stand-in's: SF's 1.19 em against Inter's 1.21) still
      // shows its last line.
      if top > limit * 1.05 + 0.5 { return max(1, i) }
    }
    return lines.count
  }
}
