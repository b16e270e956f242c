import Testing

@testable import SwiftRun

/// `withUnsafeMutablePointer(to:)` and `withUnsafePointer(to:)`: the body's pointer reaches the
/// variable, for a function written to write through it and for `pointee`.
@Suite struct UnsafePointerTests {
  /// A Core Text function handed the pointer writes the variable (the glyph of "W"'s run, as
  /// `CTRunGetGlyphs(run, range, &glyph)` writes it); `pointee` reads it, and set writes it;
  /// `withUnsafePointer` of a value points at a copy and returns the body's result.
  @Test func aPointerWritesAndReadsTheVariableItWasMadeFor() throws {
    let tree = try LanguageTests.tree(
      """
      let line = CTLineCreateWithAttributedString(NSAttributedString(string: "W"))
      let run = (CTLineGetGlyphRuns(line) as! [CTRun])[0]
      var direct = CGGlyph()
      CTRunGetGlyphs(run, CFRangeMake(0, 1), &direct)
      var viaPointer = CGGlyph()
      withUnsafeMutablePointer(to: &viaPointer) { pointer in
        CTRunGetGlyphs(run, CFRangeMake(0, 1), pointer)
      }
      var count: CGFloat = 1
      let read = withUnsafeMutablePointer(to: &count) { pointer -> CGFloat in
        pointer.pointee = pointer.pointee + 6
        return pointer.pointee
      }
      let copy = withUnsafePointer(to: count) { $0.pointee * 2 }
      let bar = CALayer()
      bar.frame = CGRect(x: 0, y: 0, width: CGFloat(direct == viaPointer && direct > 0 ? 1 : 0) + count + read + copy, height: 1)
      host.layer.addSublayer(bar)
      """)
    #expect(tree.sublayers[0].bounds.width == 1 + 7 + 7 + 14)
  }

  /// A pointer to a copy leaves the original as it was.
  @Test func aPointerToACopyLeavesTheOriginal() throws {
    let tree = try LanguageTests.tree(
      """
      let original: CGFloat = 3
      let seen = withUnsafePointer(to: original) { pointer -> CGFloat in
        pointer.pointee = 40
        return pointer.pointee
      }
      let bar = CALayer()
      bar.frame = CGRect(x: 0, y: 0, width: original + seen, height: 1)
      host.layer.addSublayer(bar)
      """)
    #expect(tree.sublayers[0].bounds.width == 43)
  }
}
