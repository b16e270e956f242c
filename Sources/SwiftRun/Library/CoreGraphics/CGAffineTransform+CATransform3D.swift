import Geometry

extension Library {
  /// `CGAffineTransform`: made by the pure functions (`PureFunctions.swift`), changed by its
  /// methods (each applies the new transform before the old one, as Core Graphics does).
  static let cgAffineTransform = SimulatedType("CGAffineTransform") { t in
    t.staticMember("identity") { _ in .affine(.identity) }
    let affine = t.members { if case .affine(let m) = $0 { m } else { nil } }
    for (name, field) in [("a", \AffineTransform.a), ("b", \.b), ("c", \.c), ("d", \.d)] {
      affine.property(name, .number, get: { $0[keyPath: field] })
    }
    affine.property("tx", .number, .offset, get: { $0.tx })
    affine.property("ty", .number, .offset, get: { $0.ty })
    affine.property("isIdentity", .bool, get: { $0 == .identity })
    affine.method("scaledBy", "x:y") { m, a throws(RunError) in
      .affine(AffineTransform(scaleX: try a.number(0), y: try a.number(1)).concatenating(m))
    }
    affine.method("rotated", "by") { m, a throws(RunError) in
      .affine(AffineTransform(rotationAngle: try a.number(0)).concatenating(m))
    }
    affine.method("translatedBy", "x:y") { m, a throws(RunError) in
      .affine(AffineTransform(translationX: try a.number(0), y: try a.number(1)).concatenating(m))
    }
    affine.method("concatenating", "_") { m, a throws(RunError) in .affine(m.concatenating(try a.affine(0))) }
    // CGAffineTransformInvert returns a transform that cannot be inverted unchanged.
    affine.method("inverted", "") { m, _ in .affine(m.inverted ?? m) }
  }

  /// `CATransform3D`: its sixteen entries (`m34` for perspective).
  static let caTransform3D = SimulatedType("CATransform3D") { t in
    t.staticMember("identity") { _ in .transform(.identity) }
    let transform = t.members { if case .transform(let m) = $0 { m } else { nil } }
    for name in Transform3D.fieldNames.sorted() {
      transform.property(name, .number, get: { $0.field(name) })
    }
  }
}

extension Transform3D {
  /// The entries' names, as code reads `transform.m34`.
  static let fieldNames: Set<String> = [
    "m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24", "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44",
  ]
}
