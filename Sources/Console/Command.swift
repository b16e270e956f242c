import Scenes

/// One command, declared once: parsing, usage, `help` and completion all read this.
public struct Command: Sendable {
  public let name: String
  /// The shortest prefix that means this command even when others share it (gnuplot's
  /// `se$t`): `s` is `set`.
  public let abbreviation: String?
  public let aliases: [String]
  public let arguments: [Argument]
  public let flags: [CommandFlag]
  /// One line for the `help` list.
  public let summary: String
  /// What `help <command>` adds after the usage line.
  public let discussion: String
  /// Whether a successful run that changed something goes into the session's journal.
  public let isJournaled: Bool
  /// Whether `undo` can take it back (journaled commands other than undo and redo).
  public var isUndoable: Bool { isJournaled && name != "undo" && name != "redo" }
  let run: @Sendable (inout Workbench, Arguments) throws(CommandError) -> CommandResult

  init(
    _ name: String, abbreviation: String? = nil, aliases: [String] = [], arguments: [Argument] = [],
    flags: [CommandFlag] = [], summary: String,
    journaled: Bool = false, discussion: String = "",
    run: @escaping @Sendable (inout Workbench, Arguments) throws(CommandError) -> CommandResult
  ) {
    self.name = name
    self.abbreviation = abbreviation
    self.aliases = aliases
    self.arguments = arguments
    self.flags = flags
    self.summary = summary
    self.discussion = discussion
    self.isJournaled = journaled
    self.run = run
  }

  /// `set <parameter> <value>`, `show [parameter|group]`, `curve <timing> [at <x>...]`,
  /// `save [name|path] [--force]`: an optional keyword brackets itself and the arguments after
  /// it, which it introduces; flags come last.
  public var usage: String {
    var words = [name]
    for (i, argument) in arguments.enumerated() {
      if case .keyword = argument.kind, argument.isOptional {
        words.append("[" + ([argument.usage] + arguments[(i + 1)...].map(\.usage)).joined(separator: " ") + "]")
        break
      }
      words.append(argument.usage)
    }
    return (words + flags.map(\.usage)).joined(separator: " ")
  }

  /// Reads the text after the command name into typed values, as the declaration says: words
  /// as `CommandWord` reads them (quotes, escapes, a parenthesised group is one word), flags
  /// anywhere, keywords checked, each value read by its kind (`ArgumentKind.read`), a variadic
  /// argument taking every remaining word, a `takesRest` one the remaining words as typed.
  func parseArguments(_ text: String) throws(CommandError) -> Arguments {
    var words = try CommandWord.all(of: Substring(text))
    var parsed = Arguments(command: name, usage: usage, declared: Set(arguments.map(\.name) + flags.map(\.name)))
    // Flags first, wherever they are: `save --force name` and `save name --force` alike.
    var i = 0
    while i < words.count {
      let word = words[i].value
      // `--name`: a letter after the dashes (`--1` and `---1` are numbers with signs).
      guard word.hasPrefix("--"), word.dropFirst(2).first?.isLetter == true else { i += 1; continue }
      guard let flag = flags.first(where: { "--" + $0.name == word }) else {
        let known =
          flags.isEmpty ? "\(name) takes no options" : "options: " + flags.map { "--" + $0.name }.joined(separator: ", ")
        throw CommandError("unknown option '\(word)'; \(known); usage: \(usage)")
      }
      words.remove(at: i)
      if let kind = flag.value {
        guard i < words.count else { throw CommandError("--\(flag.name) needs <\(flag.valueName)>; usage: \(usage)") }
        parsed.flags[flag.name] = try kind.read(words.remove(at: i).value, as: "--\(flag.name)", usage: usage)
      } else {
        parsed.flags[flag.name] = .text("")
      }
    }
    var rest = words[...]
    for argument in arguments {
      guard let word = rest.first else {
        if argument.isOptional { break }
        throw CommandError("missing \(argument.usage); usage: \(usage)")
      }
      if argument.takesRest {
        // One word is read without its quotes (a quoted path); more are kept as typed (a
        // value such as `1, 0.5, 0`, or a name with spaces typed without quotes).
        let text = rest.count == 1 ? word.value : rest.map { String($0.typed) }.joined(separator: " ")
        parsed.values[argument.name] = [try argument.kind.read(text, as: argument.name, usage: usage)]
        rest = []
      } else if argument.isVariadic {
        parsed.values[argument.name] = try rest.map { w throws(CommandError) in
          try argument.kind.read(w.value, as: argument.name, usage: usage)
        }
        rest = []
      } else if case .keyword(let expected) = argument.kind {
        guard word.value.lowercased() == expected else {
          throw CommandError("expected '\(expected)' before '\(word.value)'; usage: \(usage)")
        }
        parsed.values[argument.name] = [.text(expected)]
        rest = rest.dropFirst()
      } else {
        parsed.values[argument.name] = [try argument.kind.read(word.value, as: argument.name, usage: usage)]
        rest = rest.dropFirst()
      }
    }
    if let surplus = rest.first {
      throw CommandError("unexpected '\(surplus.value)'; usage: \(usage)")
    }
    return parsed
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

/// A `--name` option of a command: a switch, or one that takes a value of a kind.
public struct CommandFlag: Sendable {
  public let name: String
  public let value: ArgumentKind?
  /// How usage writes the value: `--delay <s>`.
  public let valueName: String

  init(_ name: String, _ value: ArgumentKind? = nil, valueName: String = "") {
    self.name = name
    self.value = value
    self.valueName = valueName
  }

  var usage: String { value == nil ? "[--\(name)]" : "[--\(name) <\(valueName)>]" }
}

/// What a command did, for the front end to show.
public struct CommandResult: Sendable, Equatable {
  /// Lines to print; they quote names and values from the user and from files, so control
  /// characters become escapes as they are set, once (tabs separate columns and stay).
  public var lines: [String] {
    didSet { lines = lines.map { TerminalText.sanitized($0, keepingTabs: true) } }
  }
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
    self.lines = lines.map { TerminalText.sanitized($0, keepingTabs: true) }
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
  /// The screen cleared (the live preview, if any, drawn again at the top).
  case clearScreen
  /// Play in place from `start` at `speed`× until a key is pressed, or for `seconds`.
  case play(start: Double, seconds: Double?, speed: Double)
  /// Tune a number parameter with keys while the effect plays (`Tuner`).
  case tune(parameter: String)
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
  /// The scene to draw; nil for the workbench's current one.
  public var scene: Scene?
  public var values: ParameterValues

  public init(title: String, scene: Scene? = nil, values: ParameterValues) {
    self.title = title
    self.scene = scene
    self.values = values
  }

  public static func == (a: StripRequest, b: StripRequest) -> Bool {
    a.title == b.title && a.scene?.name == b.scene?.name && a.values == b.values
  }
}

/// A command that was refused; nothing changed.
public struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
  public var description: String
  /// A question the front end may ask at a prompt, and the command to run if the answer is
  /// yes (a save over a file that changed on disk).
  public var confirmation: (question: String, command: String)?

  /// `description` is kept with its control characters written as escapes: messages quote
  /// what the user typed and what files hold, and this is the one place that makes them safe.
  public init(_ description: String, confirm question: String? = nil, thenRun command: String? = nil) {
    self.description = TerminalText.sanitized(description)
    if let question, let command { confirmation = (TerminalText.sanitized(question), command) }
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
