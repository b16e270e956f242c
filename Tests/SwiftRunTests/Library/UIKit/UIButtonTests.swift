import Animation
import Geometry
import Testing

@testable import SwiftRun

/// `UIButton`'s initialisers: the kind they make (a `.system` button's title in the tint,
/// systemBlue 0, 122, 255; a `.custom` one's white) and which of a subclass's initialisers run.
@Suite struct UIButtonTests {
  static let systemBlue = Color(red: 0, green: 122.0 / 255, blue: 1)

  static func titleColor(_ layer: Layer) -> Color? {
    guard case .text(let title) = layer.content else { return nil }
    return title.color
  }

  /// A subclass inherits UIButton's convenience `init(type:)`, which makes a button of that
  /// kind through `init(frame: .zero)`: the subclass's override runs.
  @Test func aSubclassInheritsInitTypeWhichRunsItsInitFrame() throws {
    let tree = try LanguageTests.tree(
      """
      class Plain: UIButton {}
      class Filled: UIButton {
        override init(frame: CGRect) { super.init(frame: frame); backgroundColor = .red }
        required init?(coder: NSCoder) { fatalError() }
      }
      let a = Plain(type: .system)
      a.setTitle("A", for: .normal)
      host.addSubview(a)
      let b = Filled(type: .system)
      b.setTitle("B", for: .normal)
      host.addSubview(b)
      let c = Filled(type: .custom)
      c.setTitle("C", for: .normal)
      host.addSubview(c)
      """)
    #expect(Self.titleColor(tree.sublayers[0]) == Self.systemBlue)
    #expect(Self.titleColor(tree.sublayers[1]) == Self.systemBlue)
    #expect(tree.sublayers[1].backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(Self.titleColor(tree.sublayers[2]) == Color(white: 1))
  }
}
