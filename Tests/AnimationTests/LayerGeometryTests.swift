import Animation
import Geometry
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct LayerGeometryTests {
  func unitSquare() -> BezierPath {
    var p = BezierPath()
    p.move(to: .zero)
    p.line(to: Point(1, 0))
    p.line(to: Point(1, 1))
    p.close()
    return p
  }

  /// A layer is found by name among sublayers first, then in its mask (a reveal's growing
  /// circle is a mask, and `values` reaches it by its name).
  @Test func aLayerIsFoundByNameInSublayersThenInTheMask() {
    let box = Rect(x: 0, y: 0, width: 10, height: 10)
    var root = Layer(name: "root", frame: box)
    var child = Layer(name: "circle", frame: box)
    child.opacity = 0.5
    var mask = Layer(name: "circle", frame: box)
    mask.sublayers = [Layer(name: "reveal", frame: box)]
    root.sublayers = [child]
    root.mask = mask
    #expect(root.sublayer(named: "reveal") != nil)
    #expect(root.sublayer(named: "circle")?.opacity == 0.5)
    root.sublayers = []
    #expect(root.sublayer(named: "circle")?.sublayers.first?.name == "reveal")
    #expect(root.sublayer(named: "nothing") == nil)
  }

  /// `layer.frame = rect` with the default anchor: position at the rect's centre, bounds at 0.
  @Test func frameSetsPositionAtTheAnchorPoint() {
    let l = Layer(name: "l", frame: Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(l.position == Point(60, 45))
    #expect(l.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
    let corner = Layer(name: "c", frame: Rect(x: 10, y: 20, width: 100, height: 50), anchorPoint: .zero)
    #expect(corner.position == Point(10, 20))
  }

  /// A layer's content maps by T(−K)·transform·T(position): the anchor lands on the position and
  /// the transform turns the layer about it.
  @Test func transformActsAboutTheAnchorPoint() {
    var l = Layer(name: "l", bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(100, 100))
    l.content = .shape(path: unitSquare(), fillColor: .white, fillRule: .nonZero)
    l.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let m = l.displayList()[0].transform
    // The anchor (5, 5) stays at (100, 100); the bounds origin (0, 0), 5 left and 5 up of the
    // anchor, turns 90° clockwise on screen to 5 right and 5 up.
    let anchor = m.project(Point(5, 5))!, origin = m.project(Point(0, 0))!
    #expect(abs(anchor.x - 100) < 1e-12 && abs(anchor.y - 100) < 1e-12)
    #expect(abs(origin.x - 105) < 1e-12 && abs(origin.y - 95) < 1e-12)
  }

  /// core-animation.md §3.3: a superlayer's sublayerTransform applies to sublayers about the
  /// superlayer's anchor point, before the superlayer's own transform and position.
  @Test func sublayerTransformActsAboutTheParentsAnchorPoint() {
    var parent = Layer(name: "p", bounds: Rect(x: 0, y: 0, width: 200, height: 100), position: Point(100, 50))
    parent.sublayerTransform = Transform3D(scaleX: 2, y: 3)
    var child = Layer(name: "c", bounds: Rect(x: 0, y: 0, width: 2, height: 2), position: Point(110, 60))
    child.content = .shape(path: unitSquare(), fillColor: .white, fillRule: .nonZero)
    parent.sublayers = [child]
    let m = parent.displayList()[0].transform
    // Child point (1, 1) is its anchor: at (110, 60) in the parent, 10 right and 10 below the
    // parent's anchor (100, 50); scaled about that anchor it lands at (100 + 20, 50 + 30).
    let p = m.project(Point(1, 1))!
    #expect(abs(p.x - 120) < 1e-12 && abs(p.y - 80) < 1e-12)
  }

  @Test func sublayerTransformPivotFollowsANonDefaultAnchor() {
    var parent = Layer(name: "p", bounds: Rect(x: 0, y: 0, width: 200, height: 100), position: Point(0, 0))
    parent.anchorPoint = .zero
    parent.sublayerTransform = Transform3D(scaleX: 2, y: 2)
    var child = Layer(name: "c", bounds: Rect(x: 0, y: 0, width: 2, height: 2), position: Point(10, 10))
    child.content = .shape(path: unitSquare(), fillColor: .white, fillRule: .nonZero)
    parent.sublayers = [child]
    let p = parent.displayList()[0].transform.project(Point(1, 1))!
    #expect(abs(p.x - 20) < 1e-12 && abs(p.y - 20) < 1e-12)
  }

  @Test func hiddenLayersAndTransparentFillsDrawNothing() {
    var l = Layer(name: "l", bounds: Rect(x: 0, y: 0, width: 1, height: 1), position: .zero)
    l.content = .shape(path: unitSquare(), fillColor: .clear, fillRule: .nonZero)
    #expect(l.displayList().isEmpty)
    l.content = .shape(path: unitSquare(), fillColor: .white, fillRule: .nonZero)
    l.isHidden = true
    #expect(l.displayList().isEmpty)
  }

  @Test func opacityMultipliesDownTheTree() {
    var parent = Layer(name: "p", bounds: Rect(x: 0, y: 0, width: 1, height: 1), position: .zero)
    parent.opacity = 0.5
    var child = parent
    child.opacity = 0.4
    child.content = .shape(path: unitSquare(), fillColor: .white, fillRule: .nonZero)
    parent.sublayers = [child]
    #expect(abs(parent.displayList()[0].opacity - 0.2) < 1e-15)
  }
}

@Suite struct DoubleSidedTests {
  /// A card turned half round about y shows its back: drawn when double-sided (the default),
  /// not when `isDoubleSided` is false; its sublayers decide for themselves.
  @Test func aSingleSidedLayerFacingAwayDrawsNothingOfItsOwn() {
    var card = Layer(name: "card", frame: Rect(x: 10, y: 10, width: 40, height: 60))
    card.backgroundColor = .white
    var spot = Layer(name: "spot", frame: Rect(x: 5, y: 5, width: 10, height: 10))
    spot.backgroundColor = .black
    card.sublayers = [spot]
    LayerProperty.rotationY.apply(.scalar(Double.pi * 0.8), to: &card)
    var host = Layer(name: "host", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    host.sublayers = [card]
    #expect(host.displayList().count == 2)
    host.sublayers[0].isDoubleSided = false
    let items = host.displayList()
    #expect(items.count == 1 && items.first?.color == .black)
    // Turned less than a quarter, it faces the viewer and draws.
    LayerProperty.rotationY.apply(.scalar(Double.pi * 0.4), to: &host.sublayers[0])
    #expect(host.displayList().count == 2)
  }
}
