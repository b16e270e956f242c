import SwiftSyntax

/// Whether the code a display link, a repeating timer or a background block's paced loop calls
/// can stop it: a background block that pauses (its loop ends), or a stop
/// (`invalidate()`, `remove(from:forMode:)`, `removeFromRunLoop`, `isPaused = true`) written in
/// a method some `#selector(…)` names, in a closure given to a `Timer` call, or in a function
/// those call, by name, however deep. Read from the syntax alone, so that the strip follows
/// driven motion past 5 s only where its own code may end it (a night sky that removes its
/// link at 12 s), and a wave that stops only in `deinit` or a `stop()` nobody calls costs no
/// more to open than before.
enum RecurringStops {
  static func mayStop(_ tree: some SyntaxProtocol) -> Bool {
    let found = Collector(viewMode: .sourceAccurate)
    found.walk(tree)
    var bodies = found.timerClosures
    var reachable = found.selected.union(found.timerClosures.flatMap(calledNames))
    var frontier = Array(reachable)
    while let name = frontier.popLast() {
      for body in found.functions[name] ?? [] {
        bodies.append(body)
        for called in calledNames(in: body) where reachable.insert(called).inserted { frontier.append(called) }
      }
    }
    // A background block paced by pauses (`Thread.sleep` in a loop) is driven motion that ends
    // when its loop does (a fake download's hundred steps).
    let pacedInBackground = found.backgroundClosures.contains { $0.description.contains("sleep(") }
    return pacedInBackground || bodies.contains(where: stops)
  }

  /// Whether `body`'s text stops a link or a timer.
  static func stops(_ body: Syntax) -> Bool {
    let text = body.description
    return ["invalidate()", "remove(from", "removeFromRunLoop", "isPaused = true"].contains { text.contains($0) }
  }

  /// The names `body` calls as functions: `step()`, `self.step()`, `helper(x)`.
  static func calledNames(in body: Syntax) -> Set<String> {
    var names: Set<String> = []
    for token in body.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind,
        token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
      else { continue }
      names.insert(name)
    }
    return names
  }

  private final class Collector: SyntaxVisitor {
    /// The bodies of the functions the file declares, by name.
    var functions: [String: [Syntax]] = [:]
    /// The methods `#selector(…)` names.
    var selected: Set<String> = []
    /// The closures given to calls of `Timer`.
    var timerClosures: [Syntax] = []
    /// The blocks sent to a background queue (`DispatchQueue.global().async { … }`).
    var backgroundClosures: [Syntax] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      if let body = node.body { functions[node.name.text, default: []].append(Syntax(body)) }
      return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
      if node.macroName.text == "selector", let argument = node.arguments.first?.expression {
        // `#selector(step)`, `#selector(self.step(_:))`, `#selector(Sky.step)`: the method's base name.
        let spelled = argument.trimmedDescription.split(separator: "(").first ?? ""
        if let name = spelled.split(separator: ".").last { selected.insert(String(name)) }
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if node.calledExpression.trimmedDescription.contains("Timer") {
        let closures = node.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }.map(Syntax.init)
        timerClosures += closures + [node.trailingClosure].compactMap { $0.map(Syntax.init) }
      }
      let called = node.calledExpression.trimmedDescription
      if called.contains("global"), called.hasSuffix("async") {
        let closures = node.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }.map(Syntax.init)
        backgroundClosures += closures + [node.trailingClosure].compactMap { $0.map(Syntax.init) }
      }
      return .visitChildren
    }
  }
}
