import Animation
import Foundation
import Geometry
import SwiftSyntax
import Typesetting

extension Library {
  /// `NSAttributedString` and `NSMutableAttributedString`: text and the attributes given over
  /// it, in the order given — over the whole text at `init(string:attributes:)`, over ranges of
  /// UTF-16 units with `addAttribute(_:value:range:)`, `addAttributes(_:range:)`,
  /// `setAttributes(_:range:)`, and those of another string `append(_:)`ed. Of the attributes,
  /// the colour, the font, the kern and the paragraph style are drawn; any other key is said
  /// once and drawn without. A range beyond the text is refused, as iOS raises
  /// `NSRangeException` there.
  static let nsAttributedString: SimulatedType = SimulatedType("NSAttributedString") { t in
    t.alias("NSMutableAttributedString")
    t.options("NSAttributedString.Key")
    for name in ["NSAttributedString", "NSMutableAttributedString"] {
      t.call(name, "string", "string:attributes") { a throws(RunError) in
        let text = AttributedText(string: try a.string(0))
        if a.count > 1 { try text.add(a.value(1), over: 0..<text.length, replacing: false, a, 1) }
        return .record(text.record)
      }
      t.call(name, "attributedString") { a throws(RunError) in
        .record(try AttributedText(a.value(0), a, 0).record)
      }
      t.call(name, "") { _ in .record(AttributedText(string: "").record) }
    }
    let text = t.members { AttributedText($0) }
    text.property("string", takes: "", get: { s, _ in .string(s.string) })
    text.property("length", takes: "", get: { s, _ in .number(Double(s.length)) })
    text.method("addAttribute", "_:value:range") { s, a throws(RunError) in
      let entry = DictionaryEntry(key: try a.value(0), value: try a.value(1))
      try s.add(.dictionary([entry]), over: try s.range(a, 2), replacing: false, a, 1)
      return .void
    }
    text.method("addAttributes", "_:range") { s, a throws(RunError) in
      try s.add(a.value(0), over: try s.range(a, 1), replacing: false, a, 0)
      return .void
    }
    text.method("setAttributes", "_:range") { s, a throws(RunError) in
      try s.add(a.value(0), over: try s.range(a, 1), replacing: true, a, 0)
      return .void
    }
    text.method("append", "_") { s, a throws(RunError) in
      try s.append(AttributedText(a.value(0), a, 0))
      return .void
    }
    // Painted into the current context and measured as a string with attributes is
    // (`NSString+Drawing.swift`).
    text.method("draw", "at", "in") { s, a throws(RunError) in try draw(s, a) }
    text.method("size", "") { s, _ in measuredSize(s) }
    text.method("boundingRect", "with:options:context") { s, a throws(RunError) in try boundingRect(s, a, optionsAt: 1) }
    text.method("mutableCopy", "") { s, _ in .record(s.copy().record) }
    text.method("copy", "") { s, _ in .record(s.copy().record) }
    for name in ["beginEditing", "endEditing"] { text.method(name, "") { _, _ in .void } }
  }

  /// `NSRange`: a location and a length in UTF-16 units (`NSRange(location:length:)`,
  /// `NSMakeRange`, and `NSRange(_:in:)` of a range `range(of:)` found).
  static let nsRange = SimulatedType("NSRange") { t in
    t.alias("_NSRange")
    t.call("NSRange", "location:length") { a throws(RunError) in nsRange(try count(a, 0), try count(a, 1)) }
    t.call("NSMakeRange", "_:_") { a throws(RunError) in nsRange(try count(a, 0), try count(a, 1)) }
    t.call("NSRange", "_:in") { a throws(RunError) in
      guard case .tuple(_, let labels) = try a.value(0), labels == ["location", "length"] else {
        throw a.error(0, "want the range text.range(of:) found")
      }
      return try a.value(0)
    }
    // `NSRange(0..<5)`: a range written as a value is its whole numbers here.
    t.call("NSRange", "_") { a throws(RunError) in
      guard case .array(let items) = try a.value(0), let first = items.first?.asNumber else {
        throw a.error(0, "want a range of whole numbers, as 0..<5")
      }
      return nsRange(Int(first), items.count)
    }
  }

  /// Argument `i` as a location or length of UTF-16 units: a whole number from 0 to 2³¹.
  private static func count(_ a: Arguments, _ i: Int) throws(RunError) -> Int {
    let x = try a.number(i)
    guard x.isFinite, x >= 0, x <= Double(Int32.max), x == x.rounded() else {
      throw a.error(i, "want a whole number of UTF-16 units from 0 to \(Int32.max), not \(Interpreter.text(of: x))")
    }
    return Int(x)
  }

  static func nsRange(_ location: Int, _ length: Int) -> Value {
    .tuple([.number(Double(location)), .number(Double(length))], labels: ["location", "length"])
  }
}

/// An attributed string's value here: a `Record` (mutable in place, as the Foundation object
/// is) holding the text and its runs of attributes in the order they were given.
struct AttributedText {
  let record: Record

  /// One run: UTF-16 units `range` given `attributes` (a dictionary as the code wrote it).
  struct Run {
    var range: Range<Int>
    var attributes: [DictionaryEntry]
    var replaces: Bool
  }

  init(string: String) {
    record = Record(type: Library.nsAttributedString, fields: ["string": .string(string), "runs": .array([])])
  }

  init?(_ value: Value) {
    guard case .record(let r) = value, r.type === Library.nsAttributedString else { return nil }
    record = r
  }

  /// An attributed string an argument holds; a plain string is one without attributes.
  init(_ value: Value, _ a: Arguments, _ i: Int) throws(RunError) {
    if case .string(let s) = value {
      self.init(string: s)
    } else if let text = AttributedText(value) {
      self = text
    } else {
      throw a.error(i, "want an NSAttributedString")
    }
  }

  var string: String { record.fields["string"]?.asString ?? "" }
  /// The length in UTF-16 units, as `NSString` counts.
  var length: Int { string.utf16.count }

  var runs: [Run] {
    get {
      guard case .array(let items)? = record.fields["runs"] else { return [] }
      return items.compactMap { item in
        guard case .tuple(let f, _) = item, f.count == 4, case .number(let lo) = f[0], case .number(let hi) = f[1],
          case .dictionary(let entries) = f[2], case .bool(let replaces) = f[3]
        else { return nil }
        return Run(range: Int(lo)..<Int(hi), attributes: entries, replaces: replaces)
      }
    }
    nonmutating set {
      record.fields["runs"] = .array(
        newValue.map {
          .tuple(
            [
              .number(Double($0.range.lowerBound)), .number(Double($0.range.upperBound)), .dictionary($0.attributes),
              .bool($0.replaces),
            ],
            labels: ["lowerBound", "upperBound", "attributes", "replaces"])
        })
    }
  }

  /// The attributed text a label shows (`attributedText` read back): its colour and font over
  /// all of it, then its spans.
  init(_ style: TextStyle) {
    self.init(string: style.string)
    var offsets = [0]
    for c in style.string { offsets.append(offsets.last! + c.utf16.count) }
    func entries(_ color: Color?, _ font: FontRequest?, _ kern: Double?) -> [DictionaryEntry] {
      var out: [DictionaryEntry] = []
      if let color { out.append(DictionaryEntry(key: .string("foregroundColor"), value: .color(color))) }
      if let font { out.append(DictionaryEntry(key: .string("font"), value: .font(font))) }
      if let kern, kern != 0 { out.append(DictionaryEntry(key: .string("kern"), value: .number(kern))) }
      return out
    }
    runs =
      [Run(range: 0..<length, attributes: entries(style.color, style.font, style.kern), replaces: false)]
      + style.spans.filter { $0.range.upperBound < offsets.count }.map {
        Run(
          range: offsets[$0.range.lowerBound]..<offsets[$0.range.upperBound], attributes: entries($0.color, $0.font, $0.kern),
          replaces: $0.replaces)
      }
  }

  func copy() -> AttributedText {
    AttributedText(record: Record(type: Library.nsAttributedString, fields: record.fields))
  }

  private init(record: Record) { self.record = record }

  /// The range argument `i` gives, checked against the text.
  func range(_ a: Arguments, _ i: Int) throws(RunError) -> Range<Int> {
    guard case .tuple(let f, let labels) = try a.value(i), labels == ["location", "length"],
      case .number(let location) = f[0], case .number(let length) = f[1], location.isFinite, length.isFinite
    else { throw a.error(i, "want an NSRange") }
    guard location >= 0, length >= 0, location + length <= Double(self.length) else {
      throw a.error(
        i,
        "the range {\(Interpreter.text(of: location)), \(Interpreter.text(of: length))} is beyond the text's \(self.length) UTF-16 units: iOS raises NSRangeException here"
      )
    }
    return Int(location)..<Int(location + length)
  }

  /// Gives the attributes in `value` (a dictionary, or nil for none) to `range`; keys are
  /// checked as given: a known key with a value of the wrong kind is refused, an unknown one said once.
  func add(_ value: Value, over range: Range<Int>, replacing: Bool, _ a: Arguments, _ i: Int) throws(RunError) {
    let entries = try Self.attributes(value, run: a.run, at: Syntax(a.call)) { message throws(RunError) in
      throw a.error(i, message)
    }
    runs += [Run(range: range, attributes: entries, replaces: replacing)]
  }

  /// The entries of `value`, a dictionary of attributes (nil: none), checked as given: a known
  /// key with a value of the wrong kind goes to `refuse` with what it takes, an unknown key is
  /// said once, at `node`.
  static func attributes(
    _ value: Value, run: Interpreter, at node: Syntax, refuse: (String) throws(RunError) -> Never
  ) throws(RunError) -> [DictionaryEntry] {
    let entries: [DictionaryEntry]
    switch value {
    case .dictionary(let e): entries = e
    case .nil: entries = []
    default: try refuse("want a dictionary of attributes, as [.foregroundColor: UIColor.red]")
    }
    for entry in entries {
      guard case .string(let key) = entry.key else { try refuse("want NSAttributedString.Key keys, as .font") }
      switch (key, entry.value) {
      case ("foregroundColor", .color), ("font", .font), ("kern", .number), ("paragraphStyle", .record): break
      case ("foregroundColor", _), ("font", _), ("kern", _), ("paragraphStyle", _):
        let wants = [
          "foregroundColor": "a UIColor", "font": "a UIFont", "kern": "a number of points",
          "paragraphStyle": "an NSParagraphStyle",
        ]
        try refuse(".\(key) takes \(wants[key]!), not \(entry.value.kind)")
      default:
        run.warn(
          "NSAttributedString.Key." + key,
          "NSAttributedString.Key.\(key) is not drawn by Wobble yet: the text is drawn without it", at: node)
      }
    }
    return entries
  }

  /// `append(_:)`: `other`'s text after this one's, its runs moved along with it.
  func append(_ other: AttributedText) {
    let shift = length
    let moved = other.runs.map {
      Run(range: ($0.range.lowerBound + shift)..<($0.range.upperBound + shift), attributes: $0.attributes, replaces: $0.replaces)
    }
    // The appended text has none of this one's attributes: its own start from nothing.
    let fresh = Run(range: shift..<(shift + other.length), attributes: [], replaces: true)
    record.fields["string"] = .string(string + other.string)
    runs += [fresh] + moved
  }
}

extension TextStyle {
  /// Takes an attributed string: its text, the attributes given over all of it as the style's
  /// own (those it does not give keep the label's or layer's), the rest as spans over the
  /// characters their UTF-16 ranges cover.
  mutating func take(attributed text: AttributedText) {
    string = text.string
    spans = []
    let whole = 0..<text.length
    // UTF-16 offset → index of the character holding it.
    var characterAt: [Int] = []
    for (i, c) in string.enumerated() { characterAt += Array(repeating: i, count: c.utf16.count) }
    for run in text.runs {
      var span = Span(range: 0..<0, replaces: run.replaces)
      for entry in run.attributes {
        switch (entry.key, entry.value) {
        case (.string("foregroundColor"), .color(let c)): span.color = c
        case (.string("font"), .font(let f)): span.font = f
        case (.string("kern"), .number(let k)): span.kern = k
        // A paragraph's style applies to its whole paragraph: here, to the text.
        case (.string("paragraphStyle"), .record(let r)): take(paragraphStyle: r)
        default: break
        }
      }
      // Over the whole text before any part has its own: the style's own attributes.
      if run.range == whole, spans.isEmpty, !run.replaces {
        if let c = span.color { color = c }
        if let f = span.font { font = f }
        if let k = span.kern { kern = k }
        continue
      }
      guard !run.range.isEmpty, run.range.upperBound <= characterAt.count else { continue }
      span.range = characterAt[run.range.lowerBound]..<(characterAt[run.range.upperBound - 1] + 1)
      spans.append(span)
    }
  }
}
