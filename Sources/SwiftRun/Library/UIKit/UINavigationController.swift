import Animation
import Geometry

extension Library {
  static let uiNavigationController = SimulatedType("UINavigationController") { t in
    t.call("UINavigationController", "rootViewController") { a throws(RunError) in
      let given = try a.value(0)
      guard case .instance(let root) = given, root.isController else {
        throw a.wrong(0, got: given, want: "a view controller the file declares")
      }
      root.navigation = ControllerContainer()
      return given
    }
  }
}
