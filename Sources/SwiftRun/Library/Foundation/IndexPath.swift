extension Library {
  /// `IndexPath(row:section:)` and `IndexPath(item:section:)`: a row (an item) in a section.
  static let indexPath: SimulatedType = SimulatedType("IndexPath") { t in
    t.alias("NSIndexPath")
    t.call("IndexPath", "row:section", "item:section") { a throws(RunError) in
      let (row, section) = (try a.number(0), try a.number(1))
      guard row >= 0, section >= 0, row == row.rounded(), section == section.rounded(), row <= 1e9, section <= 1e9 else {
        throw a.error("want whole numbers from 0")
      }
      return indexPath(row: Int(row), section: Int(section))
    }
    let path = t.members { value -> Record? in
      if case .record(let r) = value, r.type === indexPath { r } else { nil }
    }
    for name in ["row", "item"] { path.property(name, .number, get: { $0.fields["row"]?.asNumber }) }
    path.property("section", .number, get: { $0.fields["section"]?.asNumber })
  }

  /// An index path's value: `IndexPath(row:section:)`.
  static func indexPath(row: Int, section: Int) -> Value {
    .record(Record(type: indexPath, fields: ["row": .number(Double(row)), "section": .number(Double(section))]))
  }
}
