import Animation
import Geometry
import Scenes
import TestSupport
import Testing
import Typesetting

@testable import SwiftRun

/// A paragraph style's indents, paragraph spacing and line heights, as TextKit lays out a
/// label's lines: checked against the font file's own line height read with FreeType.
@Suite(.enabled(if: FontCatalog.shared?.face(file: "Inter-Regular.otf") != nil, "Inter is not installed (fonts-inter)"))
struct NSParagraphStyleTests {
  /// The ink of each line of `text` in a 200 × 200 text layer at 20 points, top to bottom,
  /// with `setup` applied to the paragraph style `p`.
  static func lines(_ text: String, _ setup: String) throws -> [Rect] {
    let file = try LanguageTests.opened(
      """
      let p = NSMutableParagraphStyle()
      \(setup)
      let layer = CATextLayer()
      layer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
      layer.isWrapped = true
      layer.string = NSAttributedString(string: "\(text)", attributes: [.font: UIFont.systemFont(ofSize: 20), .paragraphStyle: p])
      host.layer.addSublayer(layer)
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    guard case .text(let style) = tree.sublayers[0].content else { return [] }
    // Split the outlines into lines by their vertical gaps: each glyph's subpath bounds.
    var rows: [Rect] = []
    let contours = style.path(in: tree.sublayers[0].bounds).flattened().map { points in
      Rect(
        x: points.map(\.x).min()!, y: points.map(\.y).min()!, width: points.map(\.x).max()! - points.map(\.x).min()!,
        height: points.map(\.y).max()! - points.map(\.y).min()!)
    }
    for glyph in contours.sorted(by: { $0.minY < $1.minY }) {
      if let last = rows.last, glyph.minY < last.maxY {
        let (x0, y0) = (min(last.minX, glyph.minX), min(last.minY, glyph.minY))
        rows[rows.count - 1] = Rect(
          x: x0, y: y0, width: max(last.maxX, glyph.maxX) - x0, height: max(last.maxY, glyph.maxY) - y0)
      } else {
        rows.append(glyph)
      }
    }
    return rows
  }

  static var lineHeight: Double {
    get throws {
      let face = try #require(FontCatalog.shared?.face(file: "Inter-Regular.otf"))
      return try #require(FontFile(path: face.path, alphabet: "H")).lineHeight(size: 20)
    }
  }

  @Test func theFirstLineAndTheOthersTakeTheirOwnHeadIndents() throws {
    let rows = try Self.lines("HHHH HHHH HHHH HHHH HHHH", "p.firstLineHeadIndent = 30\np.headIndent = 10")
    try #require(rows.count >= 2, "\(rows)")
    let plain = try Self.lines("HHHH HHHH HHHH HHHH HHHH", "")
    #expect(abs((rows[0].minX - plain[0].minX) - 30) < 0.01, "\(rows[0]) against \(plain[0])")
    #expect(abs((rows[1].minX - plain[1].minX) - 10) < 0.01, "\(rows[1]) against \(plain[1])")
  }

  @Test func aTailIndentShortensTheLines() throws {
    let plain = try Self.lines("HH HH HH HH HH HH HH HH", "")
    let short = try Self.lines("HH HH HH HH HH HH HH HH", "p.tailIndent = -100")
    #expect(short.count > plain.count)
    #expect(short.allSatisfy { $0.maxX <= 100.01 }, "\(short)")
    let fromStart = try Self.lines("HH HH HH HH HH HH HH HH", "p.tailIndent = 100")
    #expect(fromStart.map(\.maxX) == short.map(\.maxX))
  }

  @Test func aLineHeightMultipleSpacesTheBaselinesByThatMultiple() throws {
    let rows = try Self.lines("H\\nH", "p.lineHeightMultiple = 2")
    try #require(rows.count == 2)
    #expect(abs((rows[1].minY - rows[0].minY) - 2 * (try Self.lineHeight)) < 0.01)
  }

  @Test func aMaximumLineHeightBelowTheFontsBringsTheLinesCloser() throws {
    let rows = try Self.lines("H\\nH", "p.maximumLineHeight = 15")
    try #require(rows.count == 2)
    #expect(abs((rows[1].minY - rows[0].minY) - 15) < 0.01)
  }

  @Test func paragraphSpacingFollowsAParagraphButNotAWrappedLine() throws {
    let rows = try Self.lines("HHHH HHHH HHHH HHHH HHHH\\nH", "p.paragraphSpacing = 9")
    try #require(rows.count >= 3, "\(rows)")
    let h = try Self.lineHeight
    #expect(abs((rows[1].minY - rows[0].minY) - h) < 0.01)
    #expect(abs((rows[rows.count - 1].minY - rows[rows.count - 2].minY) - (h + 9)) < 0.01)
  }

  @Test func aNegativeSpacingIsRefusedWithItsPlace() {
    do {
      _ = try Self.lines("H", "p.paragraphSpacing = -4")
      Issue.record("opened")
    } catch {
      #expect("\(error)".hasPrefix("L.swift:5:"), "\(error)")
      #expect("\(error)".contains("paragraphSpacing"), "\(error)")
    }
  }
}
