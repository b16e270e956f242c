import SwiftOperators
import SwiftParser
import SwiftSyntax
import Testing

@testable import SwiftRun

/// One evaluator: an expression walked (`Interpreter.interpret`) gives what its compiled form
/// (`Interpreter.compile`) gives.
@Suite struct EvaluatorTests {
  /// `text` parsed and folded as a file's expression, with an interpreter for it.
  static func expression(_ text: String) throws -> (Interpreter, ExprSyntax) {
    let parsed = Parser.parse(source: "let x = " + text)
    let folded = try #require(try? OperatorTable.standardOperators.foldAll(parsed).as(SourceFileSyntax.self))
    let binding = try #require(folded.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first)
    let expr = try #require(binding.initializer?.value)
    let run = Interpreter(
      file: "E.swift", converter: SourceLocationConverter(fileName: "E.swift", tree: folded), literals: [:],
      bound: BoundNames(folded))
    return (run, expr)
  }

  @Test(arguments: [
    "\"wob\" + \"ble\"", "[1, 2] + [3]", "1 + 2 * 3", "7 % 4", "2 < 3 && 3 < 4", "\"a\" == \"a\"", "5 & 3", "1 << 4",
    "(2 > 1) == true",
  ])
  func walkingAnExpressionGivesWhatItsCompiledFormGives(_ text: String) throws {
    let (run, expr) = try Self.expression(text)
    let walked = try run.interpret(expr)
    let compiled = try run.compile(expr)(run)
    #expect(LibraryTests.same(walked, compiled), "\(text): walked \(walked.kind), compiled \(compiled.kind)")
    if case .string(let s) = walked { #expect(s == "wobble") }
  }
}
