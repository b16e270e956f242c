import Animation

extension Library {
  /// `CAValueFunction`: an animation of `transform` whose values are numbers, each made into a
  /// transform by the function (`rotateX` turns an angle into a rotation about x). Wobble takes
  /// the single-axis functions as the transform's own component key path (`transform.rotation.x`),
  /// which is the same animation while the layer's own transform is the identity — `add` refuses
  /// one on a layer transformed otherwise, and the vector functions (`scale`, `translate`).
  static let caValueFunction = SimulatedType("CAValueFunction") { t in
    t.options("CAValueFunctionName")
    t.constants(prefixed: "kCAValueFunction")
    t.call("CAValueFunction", "name") { a throws(RunError) in
      let name = try a.string(0)
      guard CAValueFunctionKeyPaths.byName[name] != nil || ["scale", "translate"].contains(name) else {
        throw a.error(0, "no value function .\(name)")
      }
      return .string(name)
    }
  }
}

/// The component key path of `transform` each single-axis value function stands for.
enum CAValueFunctionKeyPaths {
  static let byName: [String: String] = [
    "rotateX": "transform.rotation.x", "rotateY": "transform.rotation.y", "rotateZ": "transform.rotation.z",
    "scaleX": "transform.scale.x", "scaleY": "transform.scale.y", "scaleZ": "transform.scale.z",
    "translateX": "transform.translation.x", "translateY": "transform.translation.y",
    "translateZ": "transform.translation.z",
  ]
}
