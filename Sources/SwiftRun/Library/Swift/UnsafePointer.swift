import SwiftSyntax

extension Library {
  /// `withUnsafeMutablePointer(to: &x) { p in … }` and `withUnsafePointer(to:)`: the body gets a
  /// pointer to the variable for as long as it runs (Swift's rule: the pointer must not escape
  /// the body). A function handed it writes the variable (`CTRunGetGlyphs(run, range, p)`,
  /// through `Arguments.writeBack`), `p.pointee` reads and writes it; `withUnsafePointer` of a
  /// value rather than `&x` points at a copy. Pointer arithmetic and raw memory are not simulated.
  static let unsafePointer: SimulatedType = SimulatedType("UnsafeMutablePointer") { t in
    t.alias("UnsafePointer")
    for name in ["withUnsafeMutablePointer", "withUnsafePointer"] {
      t.call(name, "to:trailing", "to:_") { a throws(RunError) in
        let pointer = Record(type: unsafePointer, fields: [:])
        if a.shape.arguments.first?.expression.is(InOutExprSyntax.self) != true {
          guard name == "withUnsafePointer" else { throw a.error(0, "pass a variable with & for the pointer to point at") }
          pointer.fields["value"] = try a.value(0)
        }
        let target = a.shape.arguments.first?.expression.as(InOutExprSyntax.self)?.expression
        if let target { a.run.pointerTargets[ObjectIdentifier(pointer)] = target }
        defer { a.run.pointerTargets[ObjectIdentifier(pointer)] = nil }
        return try a.run.call(try a.closure(1), [.record(pointer)], at: a.call)
      }
    }
    let pointer = t.members { if case .record(let r) = $0, r.type === unsafePointer { r } else { nil } }
    // A pointer to a copy (`withUnsafePointer(to: value)`) reads and writes the copy.
    pointer.property(
      "pointee", takes: "the value pointed at", sample: { .number(3) }, get: { r, run in try? run.pointee(r) },
      set: { r, new throws(RunError) in
        guard let target = new.run.pointerTargets[ObjectIdentifier(r)] else {
          r.fields["value"] = new.value
          return
        }
        try new.run.assign(new.value, to: target)
      })
  }
}

extension Interpreter {
  /// What `pointer` points at now: its variable's value, or the copy it was made of.
  func pointee(_ pointer: Record) throws(RunError) -> Value {
    if let target = pointerTargets[ObjectIdentifier(pointer)] { return try evaluate(target) }
    if let value = pointer.fields["value"] { return value }
    throw RunError(file: file, message: "a pointer used after the body it was given to returned (Swift forbids it)")
  }
}

extension Arguments {
  /// Argument `i`, through a pointer when it is one (`withUnsafePointer(to: &glyph) { p in
  /// f(p) }` hands `f` the glyph).
  func pointee(_ i: Int) throws(RunError) -> Value {
    let given = try value(i)
    if case .record(let r) = given, r.type === Library.unsafePointer { return try run.pointee(r) }
    return given
  }
}
