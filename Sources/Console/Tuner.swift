import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Scenes

/// `tune`: a number parameter changed by keys while the effect plays. ←/→ nudge it by a step
/// that fits its range, `[`/`]` (or Shift-←/→) by ten steps, `,`/`.` by a tenth of one; ↑/↓ move
/// to the previous/next number parameter of its group; digits (with `-` and `.`) type a value,
/// Backspace takes one back; Enter keeps every change (one `set` each, journaled and undoable),
/// Esc puts the values back as they were. Nothing here touches a terminal: the REPL feeds it
/// keys and shows its values and status line.
public struct Tuner: Sendable {
  public enum Key: Equatable, Sendable {
    case left, right, up, down
    /// Ten steps (`[`, `]`, Shift-←/→).
    case coarseLeft, coarseRight
    /// A tenth of a step (`,`, `.`).
    case fineLeft, fineRight
    /// A printable character: a digit, `-` or `.` (while typing) of a typed value; `[`, `]`,
    /// `,` and `.` nudge.
    case character(Character)
    case backspace, enter, escape

    /// The keys in `bytes` as a terminal sends them in raw mode (arrows as `ESC [ C` or
    /// `ESC O C`, Shift-arrows as `ESC [ 1 ; 2 C`); Ctrl-C is Esc. Unknown sequences are skipped.
    public static func keys(in bytes: [UInt8]) -> [Key] {
      var keys: [Key] = []
      var i = 0
      while i < bytes.count {
        let b = bytes[i]
        if b == 0x1b {
          let rest = Array(bytes[(i + 1)...])
          let arrows: [(String, Key)] = [
            ("[1;2D", .coarseLeft), ("[1;2C", .coarseRight), ("[D", .left), ("[C", .right), ("[A", .up), ("[B", .down),
            ("OD", .left), ("OC", .right), ("OA", .up), ("OB", .down),
          ]
          if let (text, key) = arrows.first(where: { rest.starts(with: Array($0.0.utf8)) }) {
            keys.append(key)
            i += 1 + text.utf8.count
            continue
          }
          if rest.first == UInt8(ascii: "[") || rest.first == UInt8(ascii: "O") {
            // Another sequence: skip to its final byte.
            var j = i + 2
            while j < bytes.count, !(0x40...0x7e).contains(bytes[j]) { j += 1 }
            i = j + 1
            continue
          }
          keys.append(.escape)
          i += 1
          continue
        }
        switch b {
        case 0x0d, 0x0a: keys.append(.enter)
        case 0x7f, 0x08: keys.append(.backspace)
        case 0x03: keys.append(.escape)
        case 0x20...0x7e: keys.append(.character(Character(UnicodeScalar(b))))
        default: break
        }
        i += 1
      }
      return keys
    }
  }

  public enum Outcome: Equatable, Sendable {
    case goOn
    /// Enter: keep the changes (`commands`).
    case keep
    /// Esc: the values as they were before `tune`.
    case putBack
  }

  /// The number parameters ↑/↓ move through: the tuned one's group (the names that share
  /// everything before its last `.`), or every number parameter when it is alone in its group.
  public let group: [ParameterSpec]
  public private(set) var index: Int
  /// The values with the changes so far: what the preview shows.
  public private(set) var values: ParameterValues
  public let original: ParameterValues
  /// A value being typed, not yet applied (Enter applies it, then keeps everything).
  public private(set) var typed: String?

  /// Tuning `parameter` among `parameters` (a scene's); nil unless it is a number.
  public init?(_ parameter: ParameterSpec, among parameters: [ParameterSpec], values: ParameterValues) {
    let numbers = parameters.filter(Self.isTunable)
    guard Self.isTunable(parameter), numbers.contains(parameter) else { return nil }
    let prefix = parameter.name.split(separator: ".").dropLast().joined(separator: ".")
    let siblings = numbers.filter { $0.name.split(separator: ".").dropLast().joined(separator: ".") == prefix }
    group = siblings.count > 1 ? siblings : numbers
    index = group.firstIndex(of: parameter)!
    self.values = values
    original = values
  }

  static func isTunable(_ spec: ParameterSpec) -> Bool {
    switch spec.kind {
    case .number, .integer: true
    default: false
    }
  }

  public var spec: ParameterSpec { group[index] }

  /// One step of `spec`: a tenth of its default's order of magnitude (0.3 → 0.01, 5 → 0.1),
  /// never more than a hundredth of its range rounded down to a power of ten (0…1 → 0.01,
  /// 0…100 → 1); 1 for whole numbers.
  public static func step(for spec: ParameterSpec) -> Double {
    switch spec.kind {
    case .integer: return 1
    case .number(let range, _):
      let width = range.upperBound - range.lowerBound
      guard width.isFinite, width > 0 else { return 0.01 }
      let ofRange = pow(10, (log10(width / 100)).rounded(.down))
      guard case .number(let d) = spec.defaultValue, d != 0, d.isFinite else { return ofRange }
      return min(ofRange, pow(10, log10(abs(d)).rounded(.down) - 1))
    default: return 0
    }
  }

  public mutating func press(_ key: Key) -> Outcome {
    switch key {
    case .escape:
      values = original
      typed = nil
      return .putBack
    case .enter:
      if let text = typed, let parsed = try? spec.kind.parse(text) { values[spec] = parsed }
      typed = nil
      return .keep
    case .character(let c) where c.isNumber || c == "-" || (c == "." && typed != nil):
      typed = (typed ?? "") + String(c)
    case .character("["): nudge(by: -10)
    case .character("]"): nudge(by: 10)
    case .character(","): nudge(by: -0.1)
    case .character("."): nudge(by: 0.1)
    case .character: break
    case .backspace:
      if var text = typed {
        text.removeLast()
        typed = text.isEmpty ? nil : text
      }
    case .up, .down:
      typed = nil
      index = (index + (key == .up ? group.count - 1 : 1)) % group.count
    case .left: nudge(by: -1)
    case .right: nudge(by: 1)
    case .coarseLeft: nudge(by: -10)
    case .coarseRight: nudge(by: 10)
    case .fineLeft: nudge(by: -0.1)
    case .fineRight: nudge(by: 0.1)
    }
    return .goOn
  }

  /// The value moved by `steps` steps, kept in range and rounded to a tenth of a step (so
  /// 0.1 + 0.2 reads 0.3).
  private mutating func nudge(by steps: Double) {
    typed = nil
    let step = Self.step(for: spec)
    switch (spec.kind, values[spec]) {
    case (.integer(let range, _), .integer(let v)):
      let moved = v + Int(steps.rounded(steps < 0 ? .down : .up))
      values[spec] = .integer(min(max(moved, range.lowerBound), range.upperBound))
    case (.number(let range, _), .number(let v)):
      // The finest step there is: a fine nudge is not lost by the next coarse one.
      // Divided by a whole power of ten, not multiplied by a fraction of one: the result is
      // the double nearest the decimal (0.329, not 0.32899999999999996).
      let grain = step / 10
      let perUnit = (1 / grain).rounded()
      let moved =
        grain < 1 && perUnit >= 1
        ? ((v + step * steps) * perUnit).rounded() / perUnit : ((v + step * steps) / grain).rounded() * grain
      values[spec] = .number(min(max(moved, range.lowerBound), range.upperBound))
    default: break
    }
  }

  /// `v − d` rounded to the decimals the two are written with (0.35 − 0.15 reads 0.2, not
  /// 0.19999999999999998).
  static func decimalDifference(_ v: Double, _ d: Double) -> Double {
    func decimals(_ x: Double) -> Int {
      let text = Scenes.format(x)
      guard !text.contains("e"), let dot = text.firstIndex(of: ".") else { return 0 }
      return text.distance(from: dot, to: text.endIndex) - 1
    }
    let k = pow(10, Double(min(15, max(decimals(v), decimals(d)))))
    return ((v - d) * k).rounded() / k
  }

  /// What keeps the changes: a `set` for each parameter whose value differs from before.
  public var commands: [String] {
    group.filter { values[$0] != original[$0] }.map { "set \($0.name) \($0.format(values[$0]))" }
  }

  /// One line: the parameter, its value (or what is being typed), its range, the change from
  /// its default, and the keys.
  public var status: String { status(fitting: .max) }

  /// The status line within `columns` characters: the keys that do not fit whole are left off
  /// from the last; the value part is cut only when it alone is wider.
  public func status(fitting columns: Int) -> String {
    let value = values[spec]
    let shown = typed.map { "\($0)_" } ?? spec.format(value)
    var range = ""
    if case .number(let r, let unit) = spec.kind {
      range = "\(Scenes.format(r.lowerBound))…\(Scenes.format(r.upperBound))\(unit.isEmpty ? "" : " " + unit)"
    } else if case .integer(let r, _) = spec.kind {
      range = "\(r.lowerBound)…\(r.upperBound)"
    }
    var change = ""
    if case .number(let v) = value, case .number(let d) = spec.defaultValue, v != d {
      change = ", \(v > d ? "+" : "")\(Scenes.format(Self.decimalDifference(v, d))) from default"
    } else if case .integer(let v) = value, case .integer(let d) = spec.defaultValue, v != d {
      change = ", \(v > d ? "+" : "")\(v - d) from default"
    }
    var line = "tune \(spec.name) = \(shown)  (\(range)\(change))"
    guard line.count <= columns else { return String(line.prefix(columns)) }
    let keys = [
      "←/→ ±\(Scenes.format(Self.step(for: spec)))", "[ ] ×10", ", . ×0.1", "↑/↓ next", "Enter keeps", "Esc puts back",
    ]
    // How to leave comes first when not all fit, then how to nudge; shown in their own order.
    var room = columns - line.count
    var shownKeys = Set<Int>()
    for i in [4, 5, 0, 3, 1, 2] where keys[i].count + 2 <= room {
      shownKeys.insert(i)
      room -= keys[i].count + 2
    }
    for (i, key) in keys.enumerated() where shownKeys.contains(i) { line += "  " + key }
    return line
  }
}
