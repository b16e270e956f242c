import Animation

extension Library {
  /// `NSMutableParagraphStyle`: how an attributed string's `.paragraphStyle` lays out a label's
  /// or a text layer's lines — alignment, line spacing, indents, paragraph spacing, line
  /// heights (`TextStyle.Paragraph`) and the line break mode. The lengths are points.
  static let nsParagraphStyle: SimulatedType = SimulatedType("NSMutableParagraphStyle") { t in
    t.alias("NSParagraphStyle")
    t.call("NSMutableParagraphStyle", "") { _ in .record(defaultParagraphStyle()) }
    t.staticMember("default") { _ in .record(defaultParagraphStyle()) }
    let style = t.members { if case .record(let r) = $0, r.type === nsParagraphStyle { r } else { nil } }
    style.property(
      "alignment", .option(["natural", "left", "right", "justified", "center"]),
      get: { $0.fields["alignment"].flatMap(\.asString) }
    ) { r, alignment, _ in r.fields["alignment"] = .string(alignment) }
    style.property(
      "lineBreakMode", .option(lineBreakModes.keys.sorted()), get: { $0.fields["lineBreakMode"].flatMap(\.asString) }
    ) { r, mode, _ in r.fields["lineBreakMode"] = .string(mode) }
    for name in lengths {
      // Indents may be negative (a tail indent counts back from the trailing edge); the
      // spacings, heights and the multiple may not.
      let signed = name.hasSuffix("Indent")
      style.property(name, .number, signed ? .offset : .length, get: { $0.fields[name]?.asNumber }) { r, x, a throws(RunError) in
        guard x.isFinite, signed || x >= 0 else { throw a.wrong(want: signed ? "a finite number of points" : "0 or more") }
        r.fields[name] = .number(x)
      }
    }
    style.method("mutableCopy", "") { r, _ in .record(Record(type: nsParagraphStyle, fields: r.fields)) }
  }

  /// A paragraph style as `NSMutableParagraphStyle()` makes it (`NSParagraphStyle.default`'s values).
  static func defaultParagraphStyle() -> Record {
    var fields: [String: Value] = ["alignment": .string("natural"), "lineBreakMode": .string("byWordWrapping")]
    for name in lengths { fields[name] = .number(0) }
    return Record(type: nsParagraphStyle, fields: fields)
  }

  /// The paragraph style's numeric properties, by their names in UIKit.
  static let lengths = [
    "lineSpacing", "firstLineHeadIndent", "headIndent", "tailIndent", "paragraphSpacing", "lineHeightMultiple",
    "minimumLineHeight", "maximumLineHeight",
  ]
}

extension TextStyle {
  /// Takes an attributed string's paragraph style: alignment, line spacing, indents, paragraph
  /// spacing, line heights, and the line break mode's truncation.
  mutating func take(paragraphStyle record: Record) {
    if case .string(let a)? = record.fields["alignment"], let alignment = Alignment(rawValue: a) { self.alignment = alignment }
    if case .string(let mode)? = record.fields["lineBreakMode"], mode != "byWordWrapping",
      let truncation = Library.lineBreakModes[mode]
    {
      self.truncation = truncation
    }
    func length(_ name: String) -> Double? { record.fields[name]?.asNumber }
    lineSpacing = length("lineSpacing") ?? lineSpacing
    paragraph.firstLineHeadIndent = length("firstLineHeadIndent") ?? 0
    paragraph.headIndent = length("headIndent") ?? 0
    paragraph.tailIndent = length("tailIndent") ?? 0
    paragraph.paragraphSpacing = length("paragraphSpacing") ?? 0
    paragraph.lineHeightMultiple = length("lineHeightMultiple") ?? 0
    paragraph.minimumLineHeight = length("minimumLineHeight") ?? 0
    paragraph.maximumLineHeight = length("maximumLineHeight") ?? 0
  }
}
