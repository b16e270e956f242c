import Scenes

/// One command, declared once: parsing, usage, `help` and completion all read this.
public struct Command: Sendable {
  public let name: String
  public let aliases: [String]
  public let arguments: [Argument]
  /// One line for the `help` list.
  public let summary: String
  /// What `help <command>` adds after the usage line.
  public let discussion: String
  let run: @Sendable (inout Workbench, [String]) throws(CommandError) -> CommandResult

  init(
    _ name: String, aliases: [String] = [], arguments: [Argument] = [], summary: String,
    discussion: String = "",
    run: @escaping @Sendable (inout Workbench, [String]) throws(CommandError) -> CommandResult
  ) {
    self.name = name
    self.aliases = aliases
    self.arguments = arguments
    self.summary = summary
    self.discussion = discussion
    self.run = run
  }

  /// `set <parameter> <value>`, `show [parameter|group]`.
  public var usage: String {
    ([name] + arguments.map { $0.isOptional ? "[\($0.name)]" : "<\($0.name)>" }).joined(separator: " ")
  }

  /// Splits the text after the command name into this command's arguments: words separated by
  /// spaces, the last argument taking the rest of the line when it `takesRest`.
  func parseArguments(_ text: String) throws(CommandError) -> [String] {
    var rest = Substring(text)
    var values: [String] = []
    for argument in arguments {
      rest = rest.drop(while: \.isWhitespace)
      if rest.isEmpty {
        if argument.isOptional { break }
        throw CommandError("missing <\(argument.name)>; usage: \(usage)")
      }
      if argument.takesRest {
        values.append(String(rest).trimmed)
        rest = ""
      } else {
        let word = rest.prefix(while: { !$0.isWhitespace })
        values.append(String(word))
        rest = rest.dropFirst(word.count)
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

  init(_ name: String, _ kind: ArgumentKind, optional: Bool = false, takesRest: Bool = false) {
    self.name = name
    self.kind = kind
    self.isOptional = optional
    self.takesRest = takesRest
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
}

/// What a command did, for the front end to show.
public struct CommandResult: Sendable, Equatable {
  public var lines: [String]
  /// Whether the front end should re-render and show the preview strip.
  public var preview: Bool
  public var quit: Bool

  public init(lines: [String] = [], preview: Bool = false, quit: Bool = false) {
    self.lines = lines
    self.preview = preview
    self.quit = quit
  }
}

/// A command that was refused; nothing changed.
public struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}

extension Substring {
  var trimmingWhitespace: String {
    String(self.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
