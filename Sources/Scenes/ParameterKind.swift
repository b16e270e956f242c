import Geometry

/// What values a parameter takes and how they are written.
public enum ParameterKind: Hashable, Sendable {
  /// A real number in `range`, in `unit` (empty when unitless).
  case number(range: ClosedRange<Double>, unit: String)
  /// A whole number in `range`.
  case integer(range: ClosedRange<Int>, unit: String)
  /// One of a fixed list of words.
  case choice([String])
  /// A colour: `#rrggbb`, `#rrggbbaa`, a name (`orange`, `gray`, …) or `r,g,b[,a]` in 0…1.
  case color
  /// A point `x,y` or `(x, y)`; each coordinate in `range`, in `unit`.
  case point(range: ClosedRange<Double>, unit: String)
  /// A timing function or spring, written as `curve` takes it.
  case timing

  /// A short description of the accepted values, for help and error messages.
  public var allowedValues: String {
    switch self {
    case .number(let r, let unit):
      "a number from \(format(r.lowerBound)) to \(format(r.upperBound))\(unit.isEmpty ? "" : " " + unit)"
    case .integer(let r, let unit): "a whole number from \(r.lowerBound) to \(r.upperBound)\(unit.isEmpty ? "" : " " + unit)"
    case .choice(let words): "one of " + words.joined(separator: ", ")
    case .color: "a colour: #rrggbb, #rrggbbaa, r,g,b[,a] in 0…1, or one of \(NamedColors.names.joined(separator: ", "))"
    case .point(let r, _): "a point x,y with each coordinate from \(format(r.lowerBound)) to \(format(r.upperBound))"
    case .timing:
      "a timing: linear, ease-in, ease-out, ease-in-out, default, cubic-bezier(x1, y1, x2, y2), or a spring: spring(mass: m, stiffness: k, damping: c, velocity: v), spring(duration: d, bounce: b), spring(response: r, dampingFraction: f), uikit-spring(duration: d, damping: r, velocity: v), smooth, snappy, bouncy"
    }
  }

  public var unit: String {
    switch self {
    case .number(_, let u), .integer(_, let u), .point(_, let u): u
    case .choice, .color, .timing: ""
    }
  }

  /// Parses `text` as a value of this kind, checking the range.
  public func parse(_ text: String) throws(ValueError) -> ParameterValue {
    let t = text.trimmed
    guard !t.isEmpty else { throw ValueError("missing value: expected \(allowedValues)") }
    switch self {
    case .number(let range, let unit):
      let v: Double
      switch Quantity.parse(t, unit: unit) {
      case .success(let value): v = value
      case .failure(let error): throw error
      }
      guard range.contains(v) else { throw ValueError("\(format(v)) is out of range: expected \(allowedValues)") }
      return .number(v)
    case .integer(let range, _):
      guard let v = Int(t) else { throw ValueError("'\(t)' is not a whole number") }
      guard range.contains(v) else { throw ValueError("\(v) is out of range: expected \(allowedValues)") }
      return .integer(v)
    case .choice(let words):
      guard let w = words.first(where: { $0 == t.lowercased() }) else {
        throw ValueError("'\(t)' is not allowed: expected \(allowedValues)")
      }
      return .choice(w)
    case .color:
      guard let c = NamedColors.parse(t) else { throw ValueError("'\(t)' is not a colour: expected \(allowedValues)") }
      return .color(c)
    case .point(let range, _):
      var inner = Substring(t)
      if inner.first == "(" && inner.last == ")" { inner = inner.dropFirst().dropLast() }
      let parts = inner.split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count == 2, let x = parseReal(String(parts[0])), let y = parseReal(String(parts[1]))
      else { throw ValueError("'\(t)' is not a point: expected x,y such as 13.71,-29.07") }
      for v in [x, y] where !range.contains(v) {
        throw ValueError("\(format(v)) is out of range: expected \(allowedValues)")
      }
      return .point(Point(x, y))
    case .timing:
      return .timing(try Timing.parse(t))
    }
  }

  /// `value` written so that `parse` reads it back unchanged.
  public func format(_ value: ParameterValue) -> String {
    switch value {
    case .number(let v): Scenes.format(v)
    case .integer(let v): String(v)
    case .choice(let w): w
    case .color(let c): NamedColors.format(c)
    case .point(let p): "\(Scenes.format(p.x)),\(Scenes.format(p.y))"
    case .timing(let t): t.description
    }
  }

  private func format(_ v: Double) -> String { Scenes.format(v) }
}

/// Shortest text that reads back as exactly `v` (Swift's round-tripping description, without a
/// trailing `.0`).
public func format(_ v: Double) -> String {
  var s = v.description
  if s.hasSuffix(".0") { s.removeLast(2) }
  if s == "-0" { s = "0" }
  return s
}

/// A finite real number; refuses `nan`, `inf` and hex floats, which Swift's parser accepts.
func parseReal(_ text: String) -> Double? {
  let t = text.trimmed
  guard !t.isEmpty, t.allSatisfy({ "0123456789+-.eE".contains($0) }), let v = Double(t), v.isFinite
  else { return nil }
  return v
}

extension String {
  /// Without leading and trailing spaces, tabs and line ends.
  public var trimmed: String {
    guard let f = first, let l = last, f.isSpace || l.isSpace else { return self }
    return String(drop(while: \.isSpace).reversed().drop(while: \.isSpace).reversed())
  }
}

extension Character {
  /// `isWhitespace`, answering ASCII without Unicode's property tables: the command line's
  /// word splitting asked them for every character (a fifth of replaying a long journal).
  @inlinable public var isSpace: Bool {
    if let a = asciiValue { return a == 0x20 || (0x09...0x0d).contains(a) }
    return isWhitespace
  }
}

/// `v` rounded to at most `decimals` decimals, written as `format(_:)` writes it (`0.3`, `5`,
/// `1.570796`): within 0.5·10⁻ᵈᵉᶜⁱᵐᵃˡˢ of `v` (the quotient of an integer by a power of ten
/// reads back as that decimal while |v|·10ᵈᵉᶜⁱᵐᵃˡˢ < 2⁵³).
public func format(_ v: Double, decimals: Int) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  return format((v * scale).rounded() / scale)
}
