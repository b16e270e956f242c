import Animation

extension Library {
  /// `NSMutableParagraphStyle`: the alignment and the extra space between lines an attributed
  /// string's `.paragraphStyle` gives a label or a text layer.
  static let nsParagraphStyle: SimulatedType = SimulatedType("NSMutableParagraphStyle") { t in
    t.alias("NSParagraphStyle")
    t.call("NSMutableParagraphStyle", "") { _ in
      .record(Record(type: nsParagraphStyle, fields: ["alignment": .string("natural"), "lineSpacing": .number(0)]))
    }
    let style = t.members { if case .record(let r) = $0, r.type === nsParagraphStyle { r } else { nil } }
    style.property(
      "alignment", .option(["natural", "left", "right", "justified", "center"]),
      get: { $0.fields["alignment"].flatMap(\.asString) }
    ) { r, alignment, _ in r.fields["alignment"] = .string(alignment) }
    style.property("lineSpacing", .number, .length, get: { $0.fields["lineSpacing"]?.asNumber }) { r, x, a throws(RunError) in
      guard x.isFinite, x >= 0 else { throw a.wrong(want: "0 points or more") }
      r.fields["lineSpacing"] = .number(x)
    }
  }
}

extension TextStyle {
  /// Takes an attributed string's paragraph style: its alignment and line spacing.
  mutating func take(paragraphStyle record: Record) {
    if case .string(let a)? = record.fields["alignment"], let alignment = Alignment(rawValue: a) { self.alignment = alignment }
    if case .number(let spacing)? = record.fields["lineSpacing"] { lineSpacing = spacing }
  }
}
