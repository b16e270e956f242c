import Scenes

/// What an argument names: how it is read into a value (`read`) and how it completes.
public enum ArgumentKind: Sendable {
  case parameter
  /// A point of the scene's path: `3`, `3.c1`, `3.c2` as `points` numbers them, or a
  /// parameter name.
  case pathPoint
  /// A value for the parameter named by the previous argument (read by that parameter).
  case value
  case parameterOrGroup
  /// A command, parameter or group name.
  case topic
  case scene
  /// A timing function or spring, as `curve` takes it: read into a `Timing`.
  case timing
  /// A layer and one of its animatable key paths: `dots[1].opacity`.
  case layerProperty
  /// A fixed word, such as `at`.
  case keyword(String)
  /// A session name or a path to a JSON file.
  case file
  /// Any path in the file system (what `export` writes, what `import` reads).
  case path
  /// The name of a mark.
  case mark
  /// What `export` writes.
  case exportKind
  /// A time in seconds within the range; units allowed (`120ms`, `1.5s`).
  case seconds(ClosedRange<Double>)
  /// A finite real number within the range.
  case real(ClosedRange<Double>)
  /// A whole number within the range.
  case whole(ClosedRange<Int>)
  /// The name of a type in the opened file (`open --view Name`).
  case typeName
  /// A SHA-256 digest: 64 hexadecimal digits, lowercase (`open --sha256`).
  case digest
  /// A `from..to` range of the parameter named before it, read by the command (its unit and
  /// range are the parameter's).
  case span

  /// `text` read as this kind; a number outside its range or a word that is not one is
  /// refused, naming the argument and the command's usage.
  func read(_ text: String, as name: String, usage: String) throws(CommandError) -> ArgumentValue {
    let shown = text
    switch self {
    case .timing:
      do throws(ValueError) {
        return .timing(try Timing.parse(text))
      } catch {
        throw CommandError(error.description)
      }
    case .seconds(let range):
      switch Quantity.parse(text, unit: "s") {
      case .success(let t) where range.contains(t): return .number(t)
      case .success where range != Self.anyTime:
        throw CommandError(
          "'\(shown)' is not a time from \(format(range.lowerBound)) to \(format(range.upperBound)) s; usage: \(usage)")
      default: throw CommandError("'\(shown)' is not a time in seconds; usage: \(usage)")
      }
    case .real(let range):
      guard let x = Double(text), x.isFinite else { throw CommandError("'\(shown)' is not a finite number; usage: \(usage)") }
      guard range.contains(x) else {
        throw CommandError(
          "'\(shown)' is not a number from \(format(range.lowerBound)) to \(format(range.upperBound)) (\(name)); usage: \(usage)")
      }
      return .number(x)
    case .whole(let range):
      guard let n = Int(text) else {
        throw CommandError("'\(shown)' is not a whole number (\(name)); usage: \(usage)")
      }
      guard range.contains(n) else {
        throw CommandError(
          "'\(shown)' is not a whole number from \(range.lowerBound) to \(range.upperBound) (\(name)); usage: \(usage)")
      }
      return .whole(n)
    case .digest:
      guard text.count == 64, text.allSatisfy({ "0123456789abcdef".contains($0) }) else {
        throw CommandError("'\(String(shown.prefix(70)))' is not a SHA-256 (64 lowercase hexadecimal digits); usage: \(usage)")
      }
      return .text(text)
    case .parameter, .pathPoint, .value, .parameterOrGroup, .topic, .scene, .layerProperty, .keyword, .file, .path, .mark,
      .exportKind, .typeName,
      .span:
      return .text(text)
    }
  }

  /// Times `seconds` accepts when a command sets no narrower range.
  public static let anyTime: ClosedRange<Double> = -1e6...1e6
  /// Every whole number: the command checks the range, which depends on the session.
  public static let anyWhole: ClosedRange<Int> = Int.min...Int.max
}

/// A value an argument was read into.
public enum ArgumentValue: Sendable, Equatable {
  case text(String)
  case number(Double)
  case whole(Int)
  case timing(Timing)
}

/// A command's arguments and flags as its declaration read them, by the declared names.
/// Asking for a name the command does not declare is a programming error, caught by the
/// first test that runs the command.
public struct Arguments: Sendable {
  let command: String
  /// The command's usage line, for messages about values its declaration cannot check.
  public let usage: String
  let declared: Set<String>
  var values: [String: [ArgumentValue]] = [:]
  var flags: [String: ArgumentValue] = [:]

  init(command: String, usage: String, declared: Set<String>) {
    self.command = command
    self.usage = usage
    self.declared = declared
  }

  private func all(_ name: String) -> [ArgumentValue] {
    precondition(declared.contains(name), "\(command) declares no argument or flag '\(name)'")
    return values[name] ?? flags[name].map { [$0] } ?? []
  }

  /// The words of a text argument (several for a variadic one).
  public func texts(_ name: String) -> [String] {
    all(name).compactMap { if case .text(let t) = $0 { t } else { nil } }
  }

  public func text(_ name: String) -> String? { texts(name).first }

  public func numbers(_ name: String) -> [Double] {
    all(name).compactMap { if case .number(let x) = $0 { x } else { nil } }
  }

  public func number(_ name: String) -> Double? { numbers(name).first }

  public func whole(_ name: String) -> Int? {
    all(name).lazy.compactMap { if case .whole(let n) = $0 { n } else { nil } }.first
  }

  public func timing(_ name: String) -> Timing? {
    all(name).lazy.compactMap { if case .timing(let t) = $0 { t } else { nil } }.first
  }

  /// Whether the switch `--name` was given.
  public func has(_ flag: String) -> Bool { !all(flag).isEmpty }
}
