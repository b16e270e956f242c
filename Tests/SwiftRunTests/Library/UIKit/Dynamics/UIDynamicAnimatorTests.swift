import Foundation
import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// UIKit Dynamics: items fall at Apple's 1000 points/s² per unit of gravity, stop at the
/// reference view's edges, bounce by their elasticity, are pushed by Apple's unit of force;
/// an animator nothing keeps is released and moves nothing. Expected positions come from the
/// equations of motion, within the stepping error `DynamicsWorld` states (a · t · dt / 2).
@Suite struct UIDynamicAnimatorTests {
  /// `body` in a playground whose 300 × 400 `box` container is shown; `box` is a 100 × 100 view
  /// at (100, 0) inside it.
  static func opened(_ body: String) throws -> OpenedFile {
    let code = """
      import UIKit
      import PlaygroundSupport
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
      let box = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
      box.backgroundColor = .red
      container.addSubview(box)
      \(body)
      PlaygroundPage.current.liveView = container
      """
    return try OpenedFile.open(text: code, path: "/x/D.swift")
  }

  static func boxCenter(_ file: OpenedFile, at t: Double) -> Point {
    file.scene.presentation(ParameterValues(), t).sublayers[0].position
  }

  @Test func gravityOfMagnitudeOneFallsAtAThousandPointsPerSecondSquared() throws {
    let file = try Self.opened(
      """
      let animator = UIDynamicAnimator(referenceView: container)
      animator.addBehavior(UIGravityBehavior(items: [box]))
      """)
    for t in [0.25, 0.5] {
      let fall = Self.boxCenter(file, at: t).y - 50
      let exact = 1000 * t * t / 2
      #expect(fall >= exact - 0.5 && fall <= exact + 1000 * t / 120 + 0.5)
    }
    #expect(Self.boxCenter(file, at: 0.5).x == 150)
  }

  /// `UIDynamicAnimator()` (a property's placeholder) has no reference view: behaviors added
  /// to it move no view, said; the one made later with `init(referenceView:)` moves them.
  @Test func anAnimatorWithoutAReferenceViewMovesNothingAndIsSaid() throws {
    let file = try Self.opened(
      """
      var animator = UIDynamicAnimator()
      animator.addBehavior(UIGravityBehavior(items: [box]))
      """)
    #expect(Self.boxCenter(file, at: 0.5) == Point(150, 50))
    #expect(
      file.warnings.contains { $0.hasPrefix("D.swift:8:") && $0.contains("made without a reference view: it moves no views") })
    let replaced = try Self.opened(
      """
      var animator = UIDynamicAnimator()
      animator = UIDynamicAnimator(referenceView: container)
      animator.addBehavior(UIGravityBehavior(items: [box]))
      """)
    #expect(Self.boxCenter(replaced, at: 0.5).y > 100)
  }

  @Test func aGravityDirectionIsItsMagnitudeAndAngle() throws {
    let file = try Self.opened(
      """
      let animator = UIDynamicAnimator(referenceView: container)
      let gravity = UIGravityBehavior(items: [box])
      gravity.gravityDirection = CGVector(dx: 0.3, dy: 0.4)
      animator.addBehavior(gravity)
      """)
    let c = Self.boxCenter(file, at: 0.5)
    let (dx, dy) = (c.x - 150, c.y - 50)
    // 1000 · (0.3, 0.4) points/s² for half a second.
    #expect(abs(dx / dy - 0.75) < 1e-6)
    #expect(abs(dy - 400 * 0.125) <= 400 * 0.5 / 120 + 0.5)
  }

  @Test func theReferenceBoundsStopAFallAndElasticityBouncesIt() throws {
    func dropped(elasticity: Double) throws -> OpenedFile {
      try Self.opened(
        """
        let animator = UIDynamicAnimator(referenceView: container)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        let walls = UICollisionBehavior(items: [box])
        walls.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(walls)
        let springy = UIDynamicItemBehavior(items: [box])
        springy.elasticity = \(elasticity)
        animator.addBehavior(springy)
        """)
    }
    let file = try dropped(elasticity: 0)
    // 300 points of fall take √(2 · 300 / 1000) ≈ 0.77 s; resting on the floor after.
    #expect(abs(Self.boxCenter(file, at: 1.5).y - 350) < 0.5)
    #expect(abs(Self.boxCenter(file, at: 3).y - 350) < 0.5)
    let bouncy = try dropped(elasticity: 1)
    // Perfectly elastic: it rises back near where it fell from, about 1.55 s after the start.
    let highest = stride(from: 1.2, through: 1.9, by: 1.0 / 60).map { Self.boxCenter(bouncy, at: $0).y }.min() ?? 0
    #expect(highest < 50 + 30)
  }

  @Test func anItemRestsOnAnotherInTheSameCollision() throws {
    let file = try Self.opened(
      """
      let slab = UIView(frame: CGRect(x: 80, y: 200, width: 140, height: 40))
      container.addSubview(slab)
      let animator = UIDynamicAnimator(referenceView: container)
      animator.addBehavior(UIGravityBehavior(items: [box, slab]))
      let walls = UICollisionBehavior(items: [box, slab])
      walls.translatesReferenceBoundsIntoBoundary = true
      animator.addBehavior(walls)
      """)
    let tree = file.scene.presentation(ParameterValues(), 3)
    let (top, bottom) = (tree.sublayers[0], tree.sublayers[1])
    // The slab on the floor, the box on the slab.
    #expect(abs(bottom.position.y - 380) < 1)
    #expect(abs((top.position.y + 50) - (bottom.position.y - 20)) < 1)
    #expect(top.position.x == 150)
  }

  /// Apple: a push of magnitude 1 on a 100 × 100 view of density 1 accelerates it at 100
  /// points/s²; given at once it is 100 points/s of speed.
  @Test func pushesMoveByApplesUnitOfForce() throws {
    let steady = try Self.opened(
      """
      let animator = UIDynamicAnimator(referenceView: container)
      let push = UIPushBehavior(items: [box], mode: .continuous)
      push.pushDirection = CGVector(dx: 1, dy: 0)
      animator.addBehavior(push)
      """)
    let moved = Self.boxCenter(steady, at: 1).x - 150
    #expect(moved >= 50 - 0.5 && moved <= 50 + 100.0 / 120 + 0.5)
    let once = try Self.opened(
      """
      let animator = UIDynamicAnimator(referenceView: container)
      let push = UIPushBehavior(items: [box], mode: .instantaneous)
      push.magnitude = 1
      animator.addBehavior(push)
      """)
    #expect(abs(Self.boxCenter(once, at: 1).x - 150 - 100) <= 100.0 / 60 + 0.5)
  }

  /// `UIPushBehavior()` (NSObject's initialiser) is a continuous push with no items yet.
  @Test func aPushMadeWithoutArgumentsIsContinuousAndTakesItemsLater() throws {
    let file = try Self.opened(
      """
      let animator = UIDynamicAnimator(referenceView: container)
      let push = UIPushBehavior()
      push.addItem(box)
      push.pushDirection = CGVector(dx: 1, dy: 0)
      animator.addBehavior(push)
      """)
    let moved = Self.boxCenter(file, at: 1).x - 150
    #expect(moved >= 50 - 0.5 && moved <= 50 + 100.0 / 120 + 0.5)
  }

  /// The classic mistake: the animator kept only in a local is released when the function
  /// returns, so nothing falls (and Wobble says why); kept in a property, it runs.
  @Test func anAnimatorHeldOnlyByALocalIsReleasedAndMovesNothing() throws {
    func file(_ holder: String) throws -> OpenedFile {
      let code = """
        import UIKit
        class ViewController: UIViewController {
          \(holder == "property" ? "var animator: UIDynamicAnimator!" : "")
          override func viewDidLoad() {
            super.viewDidLoad()
            \(holder == "property" ? "" : "var animator: UIDynamicAnimator!")
            let square = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            square.backgroundColor = .gray
            view.addSubview(square)
            animator = UIDynamicAnimator(referenceView: view)
            animator.addBehavior(UIGravityBehavior(items: [square]))
          }
        }
        """
      return try OpenedFile.open(text: code, path: "/x/ViewController.swift")
    }
    let local = try file("local"), kept = try file("property")
    #expect(local.warnings.contains { $0.contains("held only by animator, a local of viewDidLoad()") })
    #expect(local.scene.presentation(ParameterValues(), 0.5).sublayers[0].position.y == 150)
    #expect(kept.scene.presentation(ParameterValues(), 0.5).sublayers[0].position.y > 250)
  }

  /// Wobble does not call a collision delegate's contact methods: a delegate that has one is
  /// warned of; one that has none (a view adopting the protocol and nothing more) is not.
  @Test func onlyADelegateWithContactMethodsIsWarnedOfThem() throws {
    func warnings(_ method: String) throws -> [String] {
      let code = """
        import UIKit
        class Pen: UIView, UICollisionBehaviorDelegate {
          var animator: UIDynamicAnimator!
          override init(frame: CGRect) {
            super.init(frame: frame)
            let ball = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            addSubview(ball)
            animator = UIDynamicAnimator(referenceView: self)
            let collision = UICollisionBehavior(items: [ball])
            collision.translatesReferenceBoundsIntoBoundary = true
            collision.collisionDelegate = self
            animator.addBehavior(collision)
          }
          required init?(coder: NSCoder) { fatalError() }
          \(method)
        }
        """
      return try OpenedFile.open(text: code, path: "/x/Pen.swift").warnings
    }
    let contact =
      "func collisionBehavior(_ b: UICollisionBehavior, beganContactFor item: UIDynamicItem, "
      + "withBoundaryIdentifier id: NSCopying?, at p: CGPoint) { backgroundColor = .red }"
    #expect(try warnings(contact).contains { $0.contains("not told of contacts") })
    #expect(try !warnings("").contains { $0.contains("not told of contacts") })
  }

  /// Each behavior's `action` runs after every step: here it stops the fall past a line.
  @Test func aBehaviorsActionRunsAfterEveryStep() throws {
    let file = try Self.opened(
      """
      let animator = UIDynamicAnimator(referenceView: container)
      let gravity = UIGravityBehavior(items: [box])
      gravity.action = {
        if box.center.y > 200 { gravity.removeItem(box) }
      }
      animator.addBehavior(gravity)
      """)
    let y = Self.boxCenter(file, at: 2).y
    #expect(y > 200 && y < 260)
  }

  /// An item attached to an anchor at its own centre is pinned there, and the angular velocity
  /// an item behavior gives it turns it in place: 2 rad/s for half a second is 1 radian (to a
  /// step, 1/30 rad), as UIKit sets the item's transform.
  @Test func aPinnedItemTurnsInPlaceByItsAngularVelocity() throws {
    let file = try Self.opened(
      """
      let animator = UIDynamicAnimator(referenceView: container)
      let spin = UIDynamicItemBehavior(items: [box])
      spin.addAngularVelocity(2, for: box)
      animator.addBehavior(UIAttachmentBehavior(item: box, attachedToAnchor: box.center))
      animator.addBehavior(spin)
      animator.addBehavior(UIGravityBehavior(items: [box]))
      """)
    let box = file.scene.presentation(ParameterValues(), 0.5).sublayers[0]
    #expect(box.position == Point(150, 50))
    let m = try #require(box.effectiveTransform.affine)
    #expect(abs(atan2(m.b, m.a) - 1) <= 1.0 / 30 + 1e-9)
  }

  /// Held by its top-left corner (`offsetFromCenter: UIOffset(horizontal: -50, vertical: -50)`)
  /// at that corner, the box swings down and turns: the corner stays at the anchor and the box's
  /// transform is the turn (clockwise, as its right side falls).
  @Test func anItemHeldByACornerSwingsAndTurns() throws {
    let file = try Self.opened(
      """
      let animator = UIDynamicAnimator(referenceView: container)
      let corner = CGPoint(x: box.frame.minX, y: box.frame.minY)
      animator.addBehavior(
        UIAttachmentBehavior(item: box, offsetFromCenter: UIOffset(horizontal: -50, vertical: -50), attachedToAnchor: corner))
      animator.addBehavior(UIGravityBehavior(items: [box]))
      """)
    let box = file.scene.presentation(ParameterValues(), 0.3).sublayers[0]
    let m = try #require(box.effectiveTransform.affine)
    let angle = atan2(m.b, m.a)
    #expect(angle > 0.2, "turned \(angle)")
    // The held corner, turned with the box about its centre, is still at (100, 0).
    let held = Point(box.position.x - 50 * cos(angle) + 50 * sin(angle), box.position.y - 50 * sin(angle) - 50 * cos(angle))
    #expect(held.distance(to: Point(100, 0)) < 0.5, "corner at \(held)")
  }

  /// Two items held together by a rod move as one: pushed once, the pair's centre of mass
  /// moves at the push's speed shared between them (momentum kept: equal masses, half), and the
  /// held points stay their length apart.
  @Test func twoItemsAttachedToEachOtherShareAPush() throws {
    let file = try Self.opened(
      """
      let other = UIView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
      container.addSubview(other)
      let animator = UIDynamicAnimator(referenceView: container)
      animator.addBehavior(UIAttachmentBehavior(item: box, attachedTo: other))
      let push = UIPushBehavior(items: [box], mode: .instantaneous)
      push.pushDirection = CGVector(dx: 1, dy: 0)
      push.magnitude = 1
      animator.addBehavior(push)
      """)
    // Apple's unit: magnitude 1 gives the 100 × 100 box 100 points/s; shared with the other,
    // the middle moves 50 points/s to the right.
    let tree = file.scene.presentation(ParameterValues(), 1)
    let (a, b) = (tree.sublayers[0].position, tree.sublayers[1].position)
    #expect(abs(a.distance(to: b) - 200) < 0.5, "apart \(a.distance(to: b))")
    #expect(abs((a.x + b.x) / 2 - 150 - 50) < 100.0 / 60 + 0.5, "middle at \((a.x + b.x) / 2)")
  }

  /// The private `debugEnabled` key changes no motion: the box falls as without it, and the
  /// outlines it would draw are said not drawn; any other key is refused with its place.
  @Test func thePrivateDebugKeyIsSaidAndChangesNoMotion() throws {
    let plain = try Self.opened(
      """
      let animator = UIDynamicAnimator(referenceView: container)
      animator.addBehavior(UIGravityBehavior(items: [box]))
      """)
    let debug = try Self.opened(
      """
      let animator = UIDynamicAnimator(referenceView: container)
      animator.addBehavior(UIGravityBehavior(items: [box]))
      animator.setValue(true, forKey: "debugEnabled")
      """)
    #expect(Self.boxCenter(debug, at: 0.3) == Self.boxCenter(plain, at: 0.3))
    #expect(Self.boxCenter(debug, at: 0.3).y > 50)
    #expect(debug.warnings.contains { $0.contains("D.swift:9:1: UIDynamicAnimator's private debugEnabled") }, "\(debug.warnings)")
    #expect {
      _ = try Self.opened(
        """
        let animator = UIDynamicAnimator(referenceView: container)
        animator.setValue(2, forKey: "speed")
        """)
    } throws: { "\($0)".contains("D.swift:8:") }
  }

  /// A composite `UIDynamicBehavior` acts through its children, added to it before or after it
  /// joined the animator: gravity so held moves the box as gravity added directly does.
  @Test func aCompositesChildrenActInItsAnimatorWhenEverAdded() throws {
    let direct = try Self.opened(
      """
      let animator = UIDynamicAnimator(referenceView: container)
      animator.addBehavior(UIGravityBehavior(items: [box]))
      """)
    let composite = try Self.opened(
      """
      let animator = UIDynamicAnimator(referenceView: container)
      let parent = UIDynamicBehavior()
      animator.addBehavior(parent)
      let gravity = UIGravityBehavior()
      parent.addChildBehavior(gravity)
      gravity.addItem(box)
      let items = UIDynamicItemBehavior()
      parent.addChildBehavior(items)
      items.addItem(box)
      """)
    for t in [0.2, 0.35] {
      #expect(Self.boxCenter(composite, at: t) == Self.boxCenter(direct, at: t), "at \(t)")
    }
    #expect(Self.boxCenter(composite, at: 0.35).y > 100)
  }

  /// A field's block gives the force on each item: a constant 10 (UIKit newtons, as a push's)
  /// on the 100 × 100 box of density 1 accelerates it at 1000 points/s², as gravity of
  /// magnitude 1 does; the block is given the field, the item's centre, velocity and mass.
  @Test func aFieldsBlockGivesTheForceOnEachItem() throws {
    let gravity = try Self.opened(
      """
      let animator = UIDynamicAnimator(referenceView: container)
      animator.addBehavior(UIGravityBehavior(items: [box]))
      """)
    let field = try Self.opened(
      """
      let animator = UIDynamicAnimator(referenceView: container)
      let down = UIFieldBehavior.field { field, position, velocity, mass, charge, time in
        CGVector(dx: 0, dy: 10 * mass * field.strength)
      }
      down.addItem(box)
      animator.addBehavior(down)
      """)
    for t in [0.2, 0.3] {
      let (a, b) = (Self.boxCenter(field, at: t), Self.boxCenter(gravity, at: t))
      // Forces are taken once a display frame, gravity every step: at 60 Hz the same.
      #expect(abs(a.y - b.y) < 0.5 && a.x == b.x, "at \(t): \(a) vs \(b)")
    }
  }
}

/// `UIOffset`, as attachments take it: made with labels, by Swift 2's `UIOffsetMake`, or
/// `.zero`, and read by its labels.
@Suite struct UIOffsetTests {
  @Test func anOffsetIsMadeEachWayAndReadByItsLabels() throws {
    let tree = try LanguageTests.tree(
      """
      let a = UIOffset(horizontal: 1, vertical: 2)
      let b = UIOffsetMake(3, 4)
      host.layer.borderWidth = a.vertical + b.horizontal + UIOffset.zero.vertical
      """)
    #expect(tree.borderWidth == 5)
  }
}
