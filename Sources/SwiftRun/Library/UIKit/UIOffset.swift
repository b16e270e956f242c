extension Library {
  /// `UIOffset`: a horizontal and a vertical distance in points (an attachment's offset from its
  /// item's centre), read by its labels as a tuple is.
  static let uiOffset = SimulatedType("UIOffset") { t in
    t.call("UIOffset", "horizontal:vertical", "") { a throws(RunError) in
      let (h, v) = a.count == 2 ? (try a.number(0), try a.number(1)) : (0, 0)
      return offset(h, v)
    }
    t.call("UIOffsetMake", "_:_") { a throws(RunError) in offset(try a.number(0), try a.number(1)) }
    t.staticMember("zero") { _ in offset(0, 0) }
  }

  static func offset(_ horizontal: Double, _ vertical: Double) -> Value {
    .tuple([.number(horizontal), .number(vertical)], labels: ["horizontal", "vertical"])
  }
}
