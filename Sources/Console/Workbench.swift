import Scenes

/// The state a person tunes: the current scene and its parameter values. Commands change it
/// only when they succeed; a refused command leaves it exactly as it was.
public struct Workbench: Sendable {
  public private(set) var scene: Scene
  public internal(set) var values: ParameterValues

  public init(scene: Scene = Scene.all[0]) {
    self.scene = scene
    values = ParameterValues()
  }

  /// Runs one command line. Blank lines and `#` comments do nothing.
  public mutating func execute(_ line: String) -> Result<CommandResult, CommandError> {
    let text = line.trimmed
    if text.isEmpty || text.hasPrefix("#") { return .success(CommandResult()) }
    let word = String(text.prefix(while: { !$0.isWhitespace }))
    let rest = String(text.dropFirst(word.count))
    do throws(CommandError) {
      let command = try CommandTable.resolve(word)
      let arguments = try command.parseArguments(rest)
      var copy = self
      let result = try command.run(&copy, arguments)
      self = copy
      return .success(result)
    } catch {
      return .failure(error)
    }
  }

  /// The parameter called `name`, or an error naming the nearest ones.
  func parameter(named name: String) throws(CommandError) -> ParameterSpec {
    if let spec = scene.parameter(named: name) { return spec }
    let near = Suggestions.nearest(to: name, in: scene.parameters.map(\.name))
    let hint = near.isEmpty ? "; `show` lists them" : "; did you mean \(near.joined(separator: ", "))?"
    throw CommandError("no parameter '\(TerminalText.sanitized(name))' in scene \(scene.name)\(hint)")
  }

  mutating func switchScene(to newScene: Scene) {
    scene = newScene
    values = ParameterValues()
  }

  /// Group prefixes of the scene's parameter names (`blob.`, `blob.path.`, …).
  var groups: [String] {
    var set = Set<String>()
    for p in scene.parameters {
      let parts = p.name.split(separator: ".")
      for n in 1..<parts.count { set.insert(parts[0..<n].joined(separator: ".")) }
    }
    return set.sorted()
  }
}
