import Foundation
import SwiftParser
import SwiftSyntax

/// A Swift file as swift-syntax reads it: its numeric literals, each named from what it feeds,
/// and the same file written back with some of them changed and every other byte as it was.
public struct SourceFile: Sendable {
  /// The file's text, exactly as read.
  public let text: String
  /// Every numeric literal, in source order.
  public let literals: [SourceLiteral]
  /// The expression with the most binary operators, as the parser leaves it (one flat
  /// sequence): how many, and where it starts. Folding it makes a tree that deep, which
  /// recursive walks cannot always descend (100,000 `+ 1` terms overflowed the stack).
  public let longestChain: (operators: Int, line: Int, column: Int)

  public init(_ text: String) {
    self.text = text
    let tree = Parser.parse(source: ParseableText(text).text)
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    let finder = LiteralFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    let ordinals = CallOrdinals(finder.calls)
    var seen: [String: Int] = [:]
    var formerSeen: [String: Int] = [:]
    let utf8 = Array(text.utf8)
    let chain = finder.longestChain
    let chainStart = chain.map { converter.location(for: $0.positionAfterSkippingLeadingTrivia) }
    longestChain = (chain.map { $0.count / 2 } ?? 0, chainStart?.line ?? 0, chainStart?.column ?? 0)
    literals = finder.found.map { found in
      let start = found.node.positionAfterSkippingLeadingTrivia
      let end = found.node.endPositionBeforeTrailingTrivia
      let location = converter.location(for: start)
      var (name, former) = Naming.names(of: found.node, ordinals: ordinals, positions: finder.positions)
      // The former name numbered among the former names, as it was then.
      let plain = former ?? name
      formerSeen[plain, default: 0] += 1
      if former != nil, let n = formerSeen[plain] { former = n > 1 ? plain + "#\(n)" : plain }
      seen[name, default: 0] += 1
      if let n = seen[name], n > 1 { name += "#\(n)" }
      let isFactor = finder.positions.factors.contains(found.node.id)
      return SourceLiteral(
        name: name, formerName: former, line: location.line, column: location.column, bytes: start.utf8Offset..<end.utf8Offset,
        text: String(decoding: utf8[start.utf8Offset..<end.utf8Offset], as: UTF8.self), value: found.value,
        isInteger: found.isInteger,
        isFactor: isFactor,
        isConverted: found.node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == found.node.id,
        expression: (isFactor ? Naming.arithmetic(around: found.node, positions: finder.positions) : nil).map { range in
          SourceLiteral.Arithmetic(
            text: String(decoding: utf8[range], as: UTF8.self),
            literal: (start.utf8Offset - range.lowerBound)..<(end.utf8Offset - range.lowerBound))
        },
        isWhole: found.isInteger && Naming.isWhole(found.node))
    }
  }

  /// A file whose literals were found elsewhere (one member of a `SourceSet`).
  init(text: String, literals: [SourceLiteral], longestChain: (operators: Int, line: Int, column: Int) = (0, 0, 0)) {
    self.text = text
    self.literals = literals
    self.longestChain = longestChain
  }

  /// The literal `reference` names: its name, its position `@LINE:COLUMN`, or its former name.
  public func literal(_ reference: String) -> SourceLiteral? {
    literals.first { $0.name == reference || $0.position == reference || $0.formerName == reference }
  }

  /// The file with each literal in `values` (by name) written as its new value, in the
  /// literal's own style (`SourceLiteral.written`); every other byte is the original's.
  public func rewritten(_ values: [String: Double]) -> String {
    var bytes = Array(text.utf8)
    // From the end, so earlier ranges stay where they are.
    for literal in literals.reversed() {
      guard let value = values[literal.name], value != literal.value else { continue }
      let before = literal.bytes.lowerBound > 0 ? bytes[literal.bytes.lowerBound - 1] : UInt8(ascii: " ")
      bytes.replaceSubrange(literal.bytes, with: Array(literal.written(value, after: before).utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension SourceLiteral {
  /// `value` as this literal would write it: a whole number stays whole (`4`) where the
  /// literal was (and the value is one), a decimal stays decimal (`4.0`); Swift's shortest
  /// text that reads back as exactly `value`. A negative value after an operator character is
  /// put in parentheses (`a*(-2)`), where a bare minus would not parse.
  func written(_ value: Double, after previous: UInt8) -> String {
    var text: String
    if isInteger, value == value.rounded(), abs(value) < 9.007_199_254_740_992e15 {
      text = String(Int64(value))
    } else {
      text = value.description
      if isInteger == false, !text.contains("."), !text.contains("e"), !text.contains("n"), !text.contains("i") {
        text += ".0"
      }
    }
    if value < 0, "+-*/%<>=!&|^~?.".utf8.contains(previous) { text = "(\(text))" }
    return text
  }
}

/// Where each element of the file's lists stands, found in one pass: naming a literal never
/// searches its list (16,000 array elements or 8,000 `+ 1` terms, each named by searching its
/// list, took over a minute: quadratic).
struct ListPositions {
  /// An element's index in its list (array, dictionary, arguments, an unfolded sequence).
  var index: [SyntaxIdentifier: Int] = [:]
  /// A sequence's first assignment operator (`=`, `+=`, …), by the sequence's list.
  var firstAssignment: [SyntaxIdentifier: Int] = [:]
  /// The elements beside a `*`, `/` or `%`: ratios (`Naming.isFactor`).
  var factors: Set<SyntaxIdentifier> = []

  mutating func number<List: SyntaxCollection>(_ list: List) {
    for (i, element) in list.enumerated() { index[element.id] = i }
  }
}

/// Every integer and float literal, a leading minus sign taken with it.
final class LiteralFinder: SyntaxVisitor {
  struct Found {
    var node: ExprSyntax
    var value: Double
    var isInteger: Bool
  }
  var found: [Found] = []
  /// Every call's callee text, in source order.
  var calls: [(callee: String, id: SyntaxIdentifier)] = []
  /// Where the elements of the file's lists stand.
  var positions = ListPositions()

  override func visit(_ node: ArrayElementListSyntax) -> SyntaxVisitorContinueKind {
    positions.number(node)
    return .visitChildren
  }

  override func visit(_ node: DictionaryElementListSyntax) -> SyntaxVisitorContinueKind {
    positions.number(node)
    return .visitChildren
  }

  override func visit(_ node: LabeledExprListSyntax) -> SyntaxVisitorContinueKind {
    positions.number(node)
    return .visitChildren
  }

  /// The longest sequence of operands and operators.
  var longestChain: ExprListSyntax?

  override func visit(_ node: ExprListSyntax) -> SyntaxVisitorContinueKind {
    positions.number(node)
    if node.count > longestChain?.count ?? 0 { longestChain = node }
    var previous: ExprSyntax?
    for element in node {
      if let op = element.as(BinaryOperatorExprSyntax.self), ["*", "/", "%"].contains(op.operator.text) {
        if let previous { positions.factors.insert(previous.id) }
      } else if let previous = previous?.as(BinaryOperatorExprSyntax.self), ["*", "/", "%"].contains(previous.operator.text) {
        positions.factors.insert(element.id)
      }
      if positions.firstAssignment[node.id] == nil, Naming.isAssignment(element) {
        positions.firstAssignment[node.id] = positions.index[element.id]
      }
      previous = element
    }
    return .visitChildren
  }

  /// Swift 2's C-style loop: the numbers in its clauses, read from their own parse.
  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    if let loop = CStyleForLoop(node) {
      if let initializer = loop.initializer { walk(initializer) }
      if let condition = loop.condition { walk(condition) }
      if let increment = loop.increment { walk(increment) }
      walk(node.body)
      return .skipChildren
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    calls.append((node.calledExpression.trimmedDescription, node.id))
    return .visitChildren
  }

  override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    add(ExprSyntax(node), text: node.literal.text, isInteger: true)
    return .skipChildren
  }

  override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    add(ExprSyntax(node), text: node.literal.text, isInteger: false)
    return .skipChildren
  }

  private func add(_ node: ExprSyntax, text: String, isInteger: Bool) {
    guard let magnitude = Self.value(of: text) else { return }
    // A dictionary's key says which entry, not how much: it is not a number to tune.
    if let element = node.parent?.as(DictionaryElementSyntax.self), element.key.id == node.id { return }
    if let prefix = node.parent?.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      found.append(Found(node: ExprSyntax(prefix), value: -magnitude, isInteger: isInteger))
    } else {
      found.append(Found(node: node, value: magnitude, isInteger: isInteger))
    }
  }

  /// A Swift number literal's value: underscores, `0x`, `0o`, `0b` and hex floats included.
  static func value(of text: String) -> Double? {
    let plain = text.replacingOccurrences(of: "_", with: "")
    for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where plain.hasPrefix(prefix) {
      if radix == 16, plain.contains(where: { $0 == "p" || $0 == "P" || $0 == "." }) { return Double(plain) }
      return UInt64(plain.dropFirst(2), radix: radix).map { Double($0) }
    }
    return Double(plain)
  }
}

/// How many calls share a callee, and which of them each call is.
struct CallOrdinals {
  private var ordinal: [SyntaxIdentifier: Int] = [:]
  private var count: [String: Int] = [:]

  init(_ calls: [(callee: String, id: SyntaxIdentifier)]) {
    for call in calls {
      count[call.callee, default: 0] += 1
      ordinal[call.id] = count[call.callee]
    }
  }

  /// `callee[n]` when the file calls it more than once, else `callee`.
  func label(_ call: FunctionCallExprSyntax) -> String {
    let callee = call.calledExpression.trimmedDescription
    guard (count[callee] ?? 0) > 1, let n = ordinal[call.id] else { return callee }
    return "\(callee)[\(n)]"
  }
}

/// A literal's name from its context: the binding or assigned property it feeds, the call and
/// argument labels on the way (value types' initialisers such as `CGPoint(x:y:)` add only
/// their labels), array indices; joined outermost first.
enum Naming {
  /// Initialisers that make a value rather than an effect: their labels name the number, not
  /// their type.
  static let valueTypes: Set<String> = [
    "CGPoint", "CGSize", "CGRect", "CGVector", "CGFloat", "Double", "Float", "Int", "UIColor", "CGColor",
    "UIEdgeInsets", "NSNumber", "NSValue", "CGAffineTransform", "CATransform3D", "UIFont",
  ]

  /// Calls that take numbers without labels, and what each position is, as Apple's
  /// documentation names the parameters: `CATransform3DMakeTranslation(tx, ty, tz)` feeds
  /// `translation.x`, `CAMediaTimingFunction(controlPoints: c1x, c1y, c2x, c2y)` its control
  /// points. `call` replaces the function's own name in the name (nil: it adds none, as an
  /// initialiser); a nil argument name keeps the position.
  static let positionalNames: [String: (call: String?, arguments: [String?])] = [
    "CAMediaTimingFunction": (nil, ["controlPoints.c1x", "controlPoints.c1y", "controlPoints.c2x", "controlPoints.c2y"]),
    "CATransform3DMakeTranslation": ("translation", ["x", "y", "z"]),
    "CATransform3DMakeScale": ("scale", ["x", "y", "z"]),
    "CATransform3DMakeRotation": ("rotation", ["angle", "x", "y", "z"]),
    "CATransform3DTranslate": ("translated", [nil, "x", "y", "z"]),
    "CATransform3DScale": ("scaled", [nil, "x", "y", "z"]),
    "CATransform3DRotate": ("rotated", [nil, "angle", "x", "y", "z"]),
    "CGAffineTransformMakeTranslation": ("translation", ["x", "y"]),
    "CGAffineTransformMakeScale": ("scale", ["x", "y"]),
    "CGAffineTransformMakeRotation": ("rotation", ["angle"]),
    // Labelled, keyed with their labels: the numbers read as the functions' above do.
    "CGAffineTransform(scaleX:y:)": (nil, ["scale.x", "scale.y"]),
    "CGAffineTransform(translationX:y:)": (nil, ["translation.x", "translation.y"]),
  ]

  /// The documented names of the call `list` is the argument list of, when it has them.
  static func documented(_ call: FunctionCallExprSyntax?) -> (call: String?, arguments: [String?])? {
    guard let call else { return nil }
    var callee = call.calledExpression.trimmedDescription
    if callee.hasSuffix(".init") { callee.removeLast(5) }
    if call.arguments.first?.label != nil,
      let known = positionalNames[callee + "(" + call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"]
    {
      return known
    }
    return positionalNames[callee]
  }

  /// `name(of:…)` with the documented names of positional arguments (`positionalNames`), and
  /// the name the literal had before them (argument positions and function names,
  /// `dots.instanceTransform.CATransform3DMakeTranslation.0`) when that differs: sessions and
  /// journals written then still reach it.
  static func names(of literal: ExprSyntax, ordinals: CallOrdinals, positions: ListPositions) -> (
    name: String, former: String?
  ) {
    var usedDocumented = false
    let name = name(of: literal, ordinals: ordinals, positions: positions, documented: true, used: &usedDocumented)
    guard usedDocumented else { return (name, nil) }
    var ignored = false
    return (name, self.name(of: literal, ordinals: ordinals, positions: positions, documented: false, used: &ignored))
  }

  static func name(of literal: ExprSyntax, ordinals: CallOrdinals, positions: ListPositions) -> String {
    var ignored = false
    return name(of: literal, ordinals: ordinals, positions: positions, documented: true, used: &ignored)
  }

  static func name(
    of literal: ExprSyntax, ordinals: CallOrdinals, positions: ListPositions, documented useDocumented: Bool,
    used: inout Bool
  ) -> String {
    var segments: [String] = []
    var child = Syntax(literal)
    var grandchild = child
    var node = literal.parent
    walk: while let current = node {
      if let labeled = current.as(LabeledExprSyntax.self) {
        let known = useDocumented ? documented(labeled.parent?.parent?.as(FunctionCallExprSyntax.self)) : nil
        if let known, let index = positions.index[labeled.id], index < known.arguments.count,
          let documented = known.arguments[index]
        {
          segments.append(documented)
          used = true
        } else if let label = labeled.label?.text {
          segments.append(label)
        } else if let index = positions.index[labeled.id] {
          segments.append(String(index))
        }
      } else if let element = current.as(ArrayElementSyntax.self), let index = positions.index[element.id] {
        segments.append("[\(index)]")
      } else if let element = current.as(DictionaryElementSyntax.self), child.id == Syntax(element.value).id {
        // `["small": 10]`: the key names the value (`sizes.small`), else its position.
        if let key = Self.keyName(element.key) {
          segments.append(key)
        } else if let index = positions.index[element.id] {
          segments.append("[\(index)]")
        }
      } else if let call = current.as(FunctionCallExprSyntax.self), child.id != Syntax(call.calledExpression).id {
        let callee = call.calledExpression.trimmedDescription
        if useDocumented, let known = documented(call) {
          // `scale[2]` for the second call of CATransform3DMakeScale, as the function's own name would be.
          let label = ordinals.label(call)
          if let renamed = known.call { segments.append(renamed + label.dropFirst(callee.count)) }
          used = true
        } else if !isInitialiser(callee) {
          segments.append(ordinals.label(call))
        }
        if call.calledExpression.is(MemberAccessExprSyntax.self), !isInitialiser(callee) { break walk }
      } else if let sequence = current.as(SequenceExprSyntax.self) {
        // `target = value` and `target += value`: the target names it. (The walk came up
        // through the element holding the literal, then the sequence's list.)
        if let at = positions.firstAssignment[sequence.elements.id], let mine = positions.index[grandchild.id], mine > at {
          segments.append(sequence.elements.prefix(at).map(Self.targetName).joined(separator: " "))
          break walk
        }
      } else if let binding = current.as(PatternBindingSyntax.self) {
        segments.append(spelled(binding.pattern))
        break walk
      } else if let function = current.as(FunctionDeclSyntax.self) {
        segments.append(function.name.text)
        break walk
      } else if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) {
        break walk
      }
      grandchild = child
      child = current
      node = current.parent
    }
    // Joined with dots, an index (`[2]`) straight after what it indexes.
    var joined = ""
    for segment in segments.reversed() {
      if !joined.isEmpty && !segment.hasPrefix("[") { joined += "." }
      joined += segment
    }
    // Cc and Cf (escape bytes, bidirectional overrides) never reach a name.
    let printable = joined.utf8.allSatisfy { (0x20..<0x7f).contains($0) }
    let name =
      printable
      ? joined
      : String(
        String.UnicodeScalarView(
          joined.unicodeScalars.filter { ![.control, .format].contains($0.properties.generalCategory) }))
    return name.isEmpty ? "literal" : name
  }

  /// Where the arithmetic `literal` is one operand of stands in the file (UTF-8 offsets): its
  /// sequence of operands and operators, from after an assignment's `=` when there is one;
  /// nil when it is longer than 80 bytes.
  static func arithmetic(around literal: ExprSyntax, positions: ListPositions) -> Range<Int>? {
    guard let list = literal.parent?.as(ExprListSyntax.self) else { return nil }
    let from = positions.firstAssignment[list.id].map { $0 + 1 } ?? 0
    guard let first = list.dropFirst(from).first, let last = list.last else { return nil }
    let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = last.endPositionBeforeTrailingTrivia.utf8Offset
    return end - start <= 80 && end > start ? start..<end : nil
  }

  /// Whether `callee` makes a value of a type (`CGPoint`, `UIBezierPath`, `UIColor.init`),
  /// whose labels name the number, rather than calling a function (`CATransform3DMakeScale`).
  static func isInitialiser(_ callee: String) -> Bool {
    let name = callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee
    guard let first = name.first, first.isUppercase, !name.contains(".") else { return valueTypes.contains(name) }
    return !name.contains("Make") && !name.hasPrefix("CATransform3D") && !name.hasPrefix("CGAffineTransform")
      || valueTypes.contains(name)
  }

  /// A dictionary key as a name segment: a string that is an identifier (`"small"` → `small`)
  /// or a whole number; nil for anything else.
  static func keyName(_ key: ExprSyntax) -> String? {
    if let integer = key.as(IntegerLiteralExprSyntax.self) { return integer.literal.text }
    guard let string = key.as(StringLiteralExprSyntax.self), string.segments.count == 1,
      let text = string.segments.first?.as(StringSegmentSyntax.self)?.content.text,
      let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
      text.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    else { return nil }
    return text
  }

  /// An assignment's target as a name: `sizes["medium"]` reads `sizes.medium`, as the
  /// dictionary literal's values are named.
  static func targetName(_ target: ExprSyntax) -> String {
    if let subscripted = target.as(SubscriptCallExprSyntax.self), subscripted.arguments.count == 1,
      let argument = subscripted.arguments.first, argument.label == nil, let key = keyName(argument.expression)
    {
      return targetName(subscripted.calledExpression) + "." + key
    }
    return spelled(target)
  }

  /// An expression's tokens without their trivia: no comment or line break inside a target
  /// reaches a name (a comment could carry escape bytes to the terminal).
  static func spelled(_ node: some SyntaxProtocol) -> String {
    node.tokens(viewMode: .sourceAccurate).map(\.text).joined()
  }

  static func isAssignment(_ expr: ExprSyntax) -> Bool {
    if expr.is(AssignmentExprSyntax.self) { return true }
    if let op = expr.as(BinaryOperatorExprSyntax.self) { return ["+=", "-=", "*=", "/="].contains(op.operator.text) }
    return false
  }
}
