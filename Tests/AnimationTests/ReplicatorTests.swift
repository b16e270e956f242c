import Animation
import Geometry
import Testing

/// core-animation.md §5.
@Suite struct ReplicatorTests {
  func dot() -> Layer {
    var d = Layer(name: "dot", bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(20, 50))
    d.backgroundColor = .black
    return d
  }

  func replicator(_ configure: (inout Replicator) -> Void) -> Layer {
    var r = Layer(name: "r", bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(50, 50))
    var rep = Replicator()
    configure(&rep)
    r.replicator = rep
    r.sublayers = [dot()]
    return r
  }

  /// Instance k is the source moved by instanceTransform applied k times.
  @Test func instancesApplyTheTransformKTimes() {
    let r = replicator {
      $0.instanceCount = 3
      $0.instanceTransform = Transform3D(translationX: 16, y: 0)
    }
    let items = r.presentation(at: 0).displayList()
    #expect(items.count == 3)
    let centres = items.map { $0.transform.project(Point(5, 5))! }
    #expect(centres == [Point(20, 50), Point(36, 50), Point(52, 50)])
  }

  /// "relative to the center of the replicator layer": a rotation turns instances about (50, 50).
  @Test func theTransformPivotsOnTheReplicatorsCentre() {
    let r = replicator {
      $0.instanceCount = 2
      $0.instanceTransform = Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1)
    }
    let second = r.presentation(at: 0).displayList()[1].transform.project(Point(5, 5))!
    #expect(abs(second.x - 80) < 1e-9 && abs(second.y - 50) < 1e-9)
  }

  /// Instance k lags by k·instanceDelay.
  @Test func instancesLagByTheDelay() {
    var r = replicator {
      $0.instanceCount = 3
      $0.instanceDelay = 0.1
    }
    r.sublayers[0].add(.basic(.positionY, from: .scalar(0), to: .scalar(100), duration: 1), forKey: "move")
    let ys = r.presentation(at: 0.5).sublayers.map(\.position.y)
    #expect(abs(ys[0] - 50) < 1e-9 && abs(ys[1] - 40) < 1e-9 && abs(ys[2] - 30) < 1e-9)
  }

  /// instanceColor multiplies; the offsets accumulate per instance.
  @Test func instanceColoursMultiplyAndStep() {
    var r = replicator {
      $0.instanceCount = 3
      $0.instanceColor = Color(red: 1, green: 1, blue: 1, alpha: 1)
      $0.instanceAlphaOffset = -0.4
    }
    r.sublayers[0].backgroundColor = Color(red: 1, green: 0.5, blue: 0)
    let alphas = r.presentation(at: 0).displayList().map(\.color.alpha)
    #expect(abs(alphas[0] - 1) < 1e-12 && abs(alphas[1] - 0.6) < 1e-12 && abs(alphas[2] - 0.2) < 1e-12)
    #expect(Replicator().color(ofInstance: 0) == .white)
  }

  @Test func shapeLayersEmitFillThenStroke() {
    var l = Layer(name: "s", bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: .zero)
    var style = ShapeStyle(
      path: BezierPath(roundedRect: Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2), fillColor: .clear)
    style.strokeColor = .black
    style.stroke.width = 5
    style.stroke.join = .round
    l.content = .shape(style)
    let items = l.displayList()
    #expect(items.count == 1)
    guard case .stroke(let s, let start, let end) = items[0].paint else {
      Issue.record("expected a stroke")
      return
    }
    #expect(s.width == 5 && s.join == .round && start == 0 && end == 1)
  }

  @Test func strokeEndIsAnimatable() {
    var l = Layer(name: "s", bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: .zero)
    l.content = .shape(ShapeStyle(path: BezierPath(), strokeColor: .black))
    l.add(.basic(.strokeEnd, from: .scalar(0.5), to: .scalar(1), duration: 1), forKey: "end")
    #expect(l.presentation(at: 0.5).shape?.strokeEnd == 0.75)
  }
}
