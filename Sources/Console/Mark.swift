import Scenes

/// A remembered state (`mark <name>`): the scene it was made in and its values there. Marks
/// outlive `scene`, so a state of one scene can be kept while tuning another.
public struct Mark: Equatable, Sendable {
  public var scene: Scene
  public var values: ParameterValues

  public init(scene: Scene, values: ParameterValues) {
    self.scene = scene
    self.values = values
  }

  public static func == (a: Mark, b: Mark) -> Bool { a.scene.name == b.scene.name && a.values == b.values }
}
