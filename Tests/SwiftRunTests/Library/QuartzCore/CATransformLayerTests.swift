import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `CATransformLayer` keeps its sublayers in 3-D (Apple: "used to create true 3D layer
/// hierarchies, rather than the flattened hierarchy rendering model used by other layer
/// types"): a cube's side face, turned 90° about y within the cube, shows once the cube turns,
/// and faces are drawn back to front, whatever order they were added in.
@Suite struct CATransformLayerTests {
  static let cube = """
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500.0
    host.layer.sublayerTransform = perspective
    func face(_ transform: CATransform3D, _ color: UIColor) -> CALayer {
      let layer = CALayer()
      layer.frame = CGRect(x: -50, y: -50, width: 100, height: 100)
      layer.backgroundColor = color.cgColor
      layer.transform = transform
      return layer
    }
    let cube = LAYER()
    cube.addSublayer(face(CATransform3DMakeTranslation(0, 0, -50), .blue))
    cube.addSublayer(face(CATransform3DMakeTranslation(0, 0, 50), .red))
    cube.addSublayer(face(CATransform3DRotate(CATransform3DMakeTranslation(50, 0, 0), .pi / 2, 0, 1, 0), .green))
    cube.position = CGPoint(x: 100, y: 50)
    cube.transform = CATransform3DMakeRotation(TURN, 0, 1, 0)
    host.layer.addSublayer(cube)
    """

  /// The projected width of the items of one colour (device points), and the colours in the
  /// order they are drawn.
  static func picture(_ layer: String, turn: String) throws -> (widths: [Color: Double], order: [Color]) {
    let tree = try LanguageTests.tree(
      cube.replacingOccurrences(of: "LAYER", with: layer).replacingOccurrences(of: "TURN", with: turn))
    var widths: [Color: Double] = [:]
    var order: [Color] = []
    for item in tree.displayList() where item.color != .white {
      let b = item.path.bounds
      let corners = [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.minX, b.maxY), Point(b.maxX, b.maxY)]
      let xs = corners.compactMap { item.transform.project($0)?.x }
      widths[item.color] = (xs.max() ?? 0) - (xs.min() ?? 0)
      order.append(item.color)
    }
    return (widths, order)
  }

  @Test func aSideFaceShowsWhenTheCubeTurns() throws {
    let green = Color(red: 0, green: 1, blue: 0)
    let turned = try Self.picture("CATransformLayer", turn: "-.pi / 6")
    // Turned 30°, the side face shows about 100·sin 30° = 50 points wide (perspective aside).
    #expect((turned.widths[green] ?? 0) > 40)
    // A plain layer flattens its sublayers: the side face collapses to an edge.
    let flat = try Self.picture("CALayer", turn: "-.pi / 6")
    #expect((flat.widths[green] ?? 0) < 1)
  }

  @Test func facesAreDrawnBackToFront() throws {
    let (red, blue) = (Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1))
    // The back face (z = −50) added first, the front (z = +50) second: front drawn last; turned
    // half round, the order reverses.
    let front = try Self.picture("CATransformLayer", turn: "0").order.filter { $0 == red || $0 == blue }
    #expect(front == [blue, red])
    let halfRound = try Self.picture("CATransformLayer", turn: ".pi").order.filter { $0 == red || $0 == blue }
    #expect(halfRound == [red, blue])
  }
}
