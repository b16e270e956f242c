import Scenes

/// One command, declared once: parsing, usage, `help` and completion all read this.
public struct Command: Sendable {
  public let name: String
  /// The shortest prefix that means this command even when others share it (gnuplot's
  /// `se$t`): `s` is `set`.
  public let abbreviation: String?
  public let aliases: [String]
  public let arguments: [Argument]
  /// One line for the `help` list.
  public let summary: String
  /// What `help <command>` adds after the usage line.
  public let discussion: String
  /// Whether a successful run that changed something goes into the session's journal.
  public let isJournaled: Bool
  /// Whether `undo` can take it back (journaled commands other than undo and redo).
  public var isUndoable: Bool { isJournaled && name != "undo" && name != "redo" }
  let run: @Sendable (inout Workbench, [String]) throws(CommandError) -> CommandResult

  init(
    _ name: String, abbreviation: String? = nil, aliases: [String] = [], arguments: [Argument] = [],
    summary: String,
    journaled: Bool = false, discussion: String = "",
    run: @escaping @Sendable (inout Workbench, [String]) throws(CommandError) -> CommandResult
  ) {
    self.name = name
    self.abbreviation = abbreviation
    self.aliases = aliases
    self.arguments = arguments
    self.summary = summary
    self.discussion = discussion
    self.isJournaled = journaled
    self.run = run
  }

  /// `set <parameter> <value>`, `show [parameter|group]`, `curve <timing> [at <x>...]`: an
  /// optional keyword brackets itself and the arguments after it, which it introduces.
  public var usage: String {
    var words = [name]
    for (i, argument) in arguments.enumerated() {
      if case .keyword = argument.kind, argument.isOptional {
        words.append("[" + ([argument.usage] + arguments[(i + 1)...].map(\.usage)).joined(separator: " ") + "]")
        break
      }
      words.append(argument.usage)
    }
    return words.joined(separator: " ")
  }

  /// Splits the text after the command name into this command's arguments: words as
  /// `CommandWord` reads them (quotes, escapes, a parenthesised group is one word), keywords
  /// checked, a variadic argument taking every remaining word, a `takesRest` one the rest of
  /// the line as typed.
  func parseArguments(_ text: String) throws(CommandError) -> [String] {
    var rest = Substring(text)
    var values: [String] = []
    for argument in arguments {
      rest = rest.drop(while: \.isSpace)
      if rest.isEmpty {
        if argument.isOptional { break }
        throw CommandError("missing \(argument.usage); usage: \(usage)")
      }
      if argument.takesRest {
        values.append(String(rest).trimmed)
        rest = ""
      } else if argument.isVariadic {
        while !rest.isEmpty {
          let word = try CommandWord.first(of: rest)
          values.append(word.value)
          rest = rest[word.typed.endIndex...].drop(while: \.isSpace)
        }
      } else {
        let word = try CommandWord.first(of: rest)
        if case .keyword(let expected) = argument.kind, word.value.lowercased() != expected {
          throw CommandError("expected '\(expected)' before '\(TerminalText.sanitized(word.value))'; usage: \(usage)")
        }
        values.append(word.value)
        rest = rest[word.typed.endIndex...]
      }
    }
    let surplus = rest.trimmingWhitespace
    if !surplus.isEmpty {
      throw CommandError("unexpected '\(TerminalText.sanitized(surplus))'; usage: \(usage)")
    }
    return values
  }
}

/// One argument of a command.
public struct Argument: Sendable {
  public let name: String
  public let kind: ArgumentKind
  public let isOptional: Bool
  /// Whether it takes the rest of the line, spaces included (values such as `(1, 2)`).
  public let takesRest: Bool
  /// Whether it takes every remaining word (`<x>...`).
  public let isVariadic: Bool

  init(_ name: String, _ kind: ArgumentKind, optional: Bool = false, takesRest: Bool = false, variadic: Bool = false) {
    self.name = name
    self.kind = kind
    self.isOptional = optional
    self.takesRest = takesRest
    self.isVariadic = variadic
  }

  /// How usage lines write it: `<name>`, `[name]`, a keyword as itself, `<x>...`.
  var usage: String {
    if case .keyword(let word) = kind { return word }
    let core = isOptional ? "[\(name)]" : "<\(name)>"
    return isVariadic ? core + "..." : core
  }
}

/// What an argument names, which decides how it completes.
public enum ArgumentKind: Sendable {
  case parameter
  /// A value for the parameter named by the previous argument.
  case value
  case parameterOrGroup
  /// A command, parameter or group name.
  case topic
  case scene
  /// A timing function or spring, as `curve` takes it.
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
  case number
}

/// What a command did, for the front end to show.
public struct CommandResult: Sendable, Equatable {
  public var lines: [String]
  /// Whether the front end should re-render and show the preview strip.
  public var preview: Bool
  /// A figure to draw when graphics are on.
  public var figure: Figure?
  public var quit: Bool
  /// Whether the state changed (journaled commands only enter the journal then).
  public var changed: Bool
  /// Commands for the front end to run again, one by one (`replay`).
  public var replay: ReplayPlan?
  /// What the journal records instead of the typed line, when that line alone would not
  /// reproduce the change (`pick 2` depends on a sweep, which is not journaled).
  public var journalAs: String?

  public init(
    lines: [String] = [], preview: Bool = false, figure: Figure? = nil, quit: Bool = false,
    changed: Bool = true, replay: ReplayPlan? = nil, journalAs: String? = nil
  ) {
    self.journalAs = journalAs
    self.lines = lines
    self.preview = preview
    self.figure = figure
    self.quit = quit
    self.changed = changed
    self.replay = replay
  }
}

/// What `replay` asks the front end to do: start from a fresh workbench and run these
/// commands through the same dispatcher, showing each step.
public struct ReplayPlan: Sendable, Equatable {
  public var file: String
  public var commands: [String]
  /// Wait for Enter before each step (interactive only).
  public var step: Bool
  /// Seconds to pause after each step.
  public var delay: Double

  public init(file: String, commands: [String], step: Bool, delay: Double) {
    self.file = file
    self.commands = commands
    self.step = step
    self.delay = delay
  }
}

/// Pictures a command can ask for besides the strip.
public enum Figure: Sendable, Equatable {
  /// A timing curve with the asked-for points marked.
  case curve(Timing, marks: [Double])
  /// One frame of the current state, as large as fits.
  case frame(time: Double)
  /// Strips of the current scene for several sets of values, each under a title line (A/B
  /// comparisons, sweeps).
  case strips([StripRequest])
  /// The strip's frames overlaid, older ones fading.
  case onion
  /// A property's values over time: x in seconds, y its value, with lines of findings.
  case plot(title: String, times: [Double], values: [Double])
  /// What the terminal answered and which graphics mode was chosen, and why.
  case doctor
  /// Play in place from `start` at `speed`× until a key is pressed, or for `seconds`.
  case play(start: Double, seconds: Double?, speed: Double)
  /// Write one frame at `time` (full view size) as a PNG file.
  case exportPNG(path: String, time: Double)
  /// Write the strip's frames (full view size) as numbered PNG files in a folder.
  case exportFrames(folder: String)
  /// Write one cycle of the effect (full view size) as a looping animated GIF.
  case exportGIF(path: String)
}

/// One strip of a `Figure.strips`.
public struct StripRequest: Sendable, Equatable {
  public var title: String
  public var values: ParameterValues
}

/// A command that was refused; nothing changed.
public struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
  public var description: String
  /// A question the front end may ask at a prompt, and the command to run if the answer is
  /// yes (a save over a file that changed on disk).
  public var confirmation: (question: String, command: String)?

  public init(_ description: String, confirm question: String? = nil, thenRun command: String? = nil) {
    self.description = description
    if let question, let command { confirmation = (question, command) }
  }

  public static func == (a: CommandError, b: CommandError) -> Bool {
    a.description == b.description && a.confirmation?.question == b.confirmation?.question
      && a.confirmation?.command == b.confirmation?.command
  }
}

extension Substring {
  var trimmingWhitespace: String {
    String(self.drop(while: \.isSpace).reversed().drop(while: \.isSpace).reversed())
  }
}
