/// A numeric literal of a Swift file: a number the person can tune.
public struct SourceLiteral: Hashable, Sendable {
  /// Named from what it feeds, unique in the file: `rotation.duration`, `upscale`,
  /// `path.addCurve[3].controlPoint1.x` (the third `path.addCurve` call), `#2` after a name
  /// that came before.
  public var name: String
  /// The name it had before positional arguments took their documented names
  /// (`Naming.positionalNames`), when that differs; it still answers to it.
  public var formerName: String? = nil
  /// Where it starts (its minus sign included): 1-based line and column, in characters.
  public var line: Int
  public var column: Int
  /// The UTF-8 byte range it takes in the file, minus sign included.
  public var bytes: Range<Int>
  /// Its text as written (`-14`, `0.25`, `1_000`, `0x10`).
  public var text: String
  /// Its value.
  public var value: Double
  /// Whether it is written as a whole number (no `.`, no exponent): a new whole value is
  /// written the same way.
  public var isInteger: Bool
  /// Whether it multiplies or divides something else (`.pi / 4`): a ratio, whatever the unit
  /// of what it feeds.
  public var isFactor = false
  /// Whether a member of it makes the value used (`135.degreesToRadians`, `45.0.toRadians()`):
  /// the literal is in the conversion's units, not those of what the result feeds.
  public var isConverted = false
  /// For a factor: the arithmetic it is one operand of, as written (`-CGFloat.pi / 2`, what is
  /// assigned, not the target), and where the literal stands in that text (UTF-8 offsets).
  public var expression: Arithmetic? = nil

  /// An expression a literal is one operand of.
  public struct Arithmetic: Hashable, Sendable {
    public var text: String
    /// The literal's place in `text`, in UTF-8 bytes.
    public var literal: Range<Int>
  }
  /// Whether Swift takes it as an integer where it stands (`let dots = 3`, `for i in 0..<12`,
  /// `colors[2]`): only a whole number may replace it (`Naming.isWhole`).
  public var isWhole = false

  /// The file it is in when several are opened together, except the main one; nil else.
  public var file: String?

  /// `@LINE:COLUMN` (`@File.swift:LINE:COLUMN` in a file other than the main one), the
  /// position form `set` accepts.
  public var position: String { file.map { "@\($0):\(line):\(column)" } ?? "@\(line):\(column)" }
}
