import SwiftSyntax

extension Naming {
  /// Swift's integer types, whose literals take whole numbers only.
  static let integerTypes: Set<String> = [
    "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
  ]

  /// Whether Swift types the integer literal `literal` (its minus sign included) as an
  /// integer from where it stands, so that only whole numbers may replace it and the file
  /// still compiles:
  /// - the whole initial value of a binding annotated with an integer type, or of one without
  ///   an annotation (`let dots = 3`: an integer literal alone infers `Int`);
  /// - a bound of a range a `for` loop walks (`for i in 0..<12`: a `Range<Int>`);
  /// - a subscript's index (`colors[2]`) or a `count:` argument (`repeating: 0, count: 4`).
  /// What a literal feeds through the SDK (`instanceCount = 5`) is told by the property's
  /// measure instead (`Measure.whole`).
  static func isWhole(_ literal: ExprSyntax) -> Bool {
    guard let parent = literal.parent else { return false }
    if let initial = parent.as(InitializerClauseSyntax.self), let binding = initial.parent?.as(PatternBindingSyntax.self) {
      guard let type = binding.typeAnnotation?.type else { return true }
      return integerTypes.contains(type.trimmedDescription)
    }
    if let argument = parent.as(LabeledExprSyntax.self) {
      if argument.label?.text == "count" { return true }
      return argument.parent?.parent?.is(SubscriptCallExprSyntax.self) == true
    }
    // Unfolded: `0..<12` is a sequence of three elements, the `for` statement's sequence.
    if let sequence = parent.as(ExprListSyntax.self), let expression = sequence.parent?.as(SequenceExprSyntax.self),
      let loop = expression.parent?.as(ForStmtSyntax.self), loop.sequence.id == expression.id
    {
      return sequence.contains { element in
        guard let op = element.as(BinaryOperatorExprSyntax.self) else { return false }
        return ["..<", "..."].contains(op.operator.text)
      }
    }
    return false
  }
}
