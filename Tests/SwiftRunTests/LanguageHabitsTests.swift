import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Swift that view code writes without thinking: `repeat … while`, `max` of three, `map(CGFloat.init)`,
/// `if case let x? = …`, notifications (skipped), and messages that stay on one line.
@Suite struct LanguageHabitsTests {
  /// `try`, `try!` and `try?` before a call that cannot fail here are its value (`try?` an
  /// optional holding it, which `if let` unwraps).
  @Test func tryInEachFormIsTheValueOfWhatItMarks() throws {
    let tree = try LanguageTests.tree(
      """
      func width() throws -> CGFloat { 30 }
      let dot = CALayer()
      dot.frame = CGRect(x: try width(), y: try! width(), width: 0, height: 0)
      if let w = try? width() { dot.cornerRadius = w / 10 }
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].frame.origin == Point(30, 30) && tree.sublayers[0].cornerRadius == 3)
  }

  /// `===` compares objects of every kind by identity: the display link passed to its target is
  /// the one the code made and kept (a guard that returns on a stranger lets it through), a
  /// different timer is not the same object, and an object is identical to itself.
  @Test func identityComparesDisplayLinksAndTimersAsTheObjectsTheyAre() throws {
    let tree = try LanguageTests.tree(
      """
      class Ticker: NSObject {
        var link: CADisplayLink?
        var ticks = 0
        func start() {
          link = CADisplayLink(target: self, selector: #selector(tick(_:)))
          link?.add(to: .current, forMode: .common)
        }
        @objc func tick(_ given: CADisplayLink) {
          guard given === link else { return }
          ticks += 1
        }
      }
      let ticker = Ticker()
      ticker.start()
      let a = Timer(timeInterval: 1, repeats: false) { _ in }
      let b = Timer(timeInterval: 1, repeats: false) { _ in }
      let dot = CALayer()
      dot.opacity = a === b ? 0 : (a === a ? 0.5 : 0.25)
      host.layer.addSublayer(dot)
      UIView.animate(withDuration: 1) { host.alpha = 0.5 }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { dot.cornerRadius = CGFloat(ticker.ticks) }
      """, at: 0.8)
    // 30 ticks at 60 Hz by 0.5 s; the corner radius set then animates implicitly for 0.25 s.
    #expect(tree.sublayers[0].opacity == 0.5)
    #expect(tree.sublayers[0].cornerRadius >= 29 && tree.sublayers[0].cornerRadius <= 31)
  }

  /// A type alias of a type the file declares is that type: its cases, statics and initialisers.
  /// A stored property's initial value names a static member of its type bare, as Swift
  /// looks it up on the type there (a countdown view's `var strokeColor = defaultStrokeColor`).
  @Test func aStoredPropertysInitialValueReadsAStaticMemberOfItsTypeByItsBareName() throws {
    let tree = try LanguageTests.tree(
      """
      class Dial: CALayer {
        private static let defaultWidth: CGFloat = 14
        static func defaultRadius() -> CGFloat { 3 }
        var lineWidth: CGFloat = defaultWidth
        var radius: CGFloat = defaultRadius()
      }
      let dial = Dial()
      dial.frame = CGRect(x: 0, y: 0, width: dial.lineWidth, height: 1)
      dial.cornerRadius = dial.radius
      host.layer.addSublayer(dial)
      """)
    #expect(tree.sublayers[0].frame.width == 14 && tree.sublayers[0].cornerRadius == 3)
  }

  /// An extension of a type alias extends the type it names (`typealias Degree = Double`,
  /// `extension Degree { var radian: Double … }`), as a progress ring library writes it.
  @Test func anExtensionOfATypeAliasExtendsTheTypeItNames() throws {
    let tree = try LanguageTests.tree(
      """
      typealias Degree = Double
      extension Degree {
        var radian: Double { self * Double.pi / 180 }
        static let quarter: Degree = 90
      }
      let dot = CALayer()
      let turn: Degree = 180
      dot.frame = CGRect(x: turn.radian, y: Degree.quarter, width: 1, height: 1)
      host.layer.addSublayer(dot)
      """)
    #expect(abs(tree.sublayers[0].frame.minX - Double.pi) < 1e-12 && tree.sublayers[0].frame.minY == 90)
  }

  /// A computed local variable reads the function's locals it captures, where it is read:
  /// in the function, and in a closure the function made that runs later.
  @Test func aComputedLocalVariableReadsTheLocalsOfItsFunction() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      host.layer.addSublayer(dot)
      func grow(from start: CGFloat, to end: CGFloat) {
        var growing: Bool { start < end }
        dot.frame = CGRect(x: growing ? 10 : 20, y: 0, width: 1, height: 1)
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
          dot.frame.origin.y = growing ? end : start
        }
      }
      grow(from: 5, to: 30)
      """, at: 1)
    #expect(tree.sublayers[0].frame.origin == Point(10, 30))
  }

  @Test func aTypeAliasOfADeclaredTypeNamesIt() throws {
    let tree = try LanguageTests.tree(
      """
      typealias Spot = Corner
      enum Corner {
        case left, right
        static let size: CGFloat = 12
        var x: CGFloat { self == .left ? 0 : 40 }
      }
      let dot = CALayer()
      dot.frame = CGRect(x: Spot.right.x, y: 0, width: Spot.size, height: Spot.size)
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 40, y: 0, width: 12, height: 12))
  }

  /// A type alias declared inside a class (`fileprivate typealias Cube = Space`) names its type
  /// in the class and in its extensions: initialisers, optional properties and parameters.
  @Test func aTypeAliasInsideAClassNamesItsTypeThere() throws {
    let tree = try LanguageTests.tree(
      """
      struct Space {
        let side: CGFloat
        init(side: CGFloat) { self.side = side }
      }
      class Blocks: UIView {
        fileprivate typealias Cube = Space
        fileprivate var cube: Cube?
        override init(frame: CGRect) {
          super.init(frame: frame)
          cube = Cube(side: 14)
          place(cube!)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      fileprivate extension Blocks {
        func place(_ given: Cube) {
          let block = CALayer()
          block.frame = CGRect(x: 0, y: 0, width: given.side, height: given.side)
          layer.addSublayer(block)
        }
      }
      host.addSubview(Blocks(frame: .zero))
      """)
    #expect(tree.sublayers[0].sublayers[0].bounds.width == 14)
  }

  /// An unlabelled tuple given to a place typed as a labelled tuple takes the type's labels,
  /// as Swift converts it: a stored property, a local constant and a function's result.
  @Test func anUnlabelledTupleTakesTheLabelsOfTheTypeItIsGivenTo() throws {
    let tree = try LanguageTests.tree(
      """
      struct Cube {
        let size: (width: Double, height: Double)
        init(w: Double) { self.size = (w, w / 2) }
      }
      func corner() -> (x: CGFloat, y: CGFloat) { return (3, 4) }
      let pair: (dx: CGFloat, _: CGFloat) = (5, 6)
      let cube = Cube(w: 20)
      let dot = CALayer()
      dot.frame = CGRect(x: corner().x, y: corner().y, width: CGFloat(cube.size.width), height: CGFloat(cube.size.height))
      dot.cornerRadius = pair.dx + pair.1
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 3, y: 4, width: 20, height: 10))
    #expect(tree.sublayers[0].cornerRadius == 11)
  }

  /// An enum with a raw type that declares its own `rawValue` answers with the declared one
  /// (a library mapping `.easeInOut` to `kCAMediaTimingFunctionEaseInEaseOut`); without one,
  /// a case's raw value is its name.
  @Test func anEnumsDeclaredRawValueIsTheOneRead() throws {
    let tree = try LanguageTests.tree(
      """
      enum Easing: String {
        case linear, easeInOut
        var rawValue: String {
          switch self {
          case .linear: return kCAMediaTimingFunctionLinear
          case .easeInOut: return kCAMediaTimingFunctionEaseInEaseOut
          }
        }
      }
      enum Plain: String { case wide }
      let move = CABasicAnimation(keyPath: "position.x")
      move.fromValue = 0
      move.toValue = 100
      move.duration = 1
      move.timingFunction = CAMediaTimingFunction(name: Easing.easeInOut.rawValue)
      let dot = CALayer()
      dot.name = Plain.wide.rawValue
      dot.add(move, forKey: nil)
      host.layer.addSublayer(dot)
      """, at: 0.25)
    // easeInEaseOut (0.42, 0, 0.58, 1) at a quarter of the time is 12.9 % of the way.
    #expect(abs(tree.sublayers[0].position.x - 12.92) < 0.05)
    #expect(tree.sublayers[0].name == "wide")
  }

  @Test func repeatWhileRunsItsBodyFirst() throws {
    let tree = try LanguageTests.tree(
      """
      var n = 0
      repeat {
        host.layer.addSublayer(CALayer())
        n += 1
      } while n < 3
      repeat { n += 10 } while false
      host.layer.cornerRadius = CGFloat(n)
      """)
    #expect(tree.sublayers.count == 3)
    #expect(tree.cornerRadius == 13)
  }

  @Test func maxAndMinOfSeveralAndInitialisersPassedByName() throws {
    let tree = try LanguageTests.tree(
      """
      struct Dot { var r: CGFloat }
      let widths = [3, 2].map(CGFloat.init)
      let dots = [4.0, 6.0].map(Dot.init)
      host.layer.borderWidth = max(1, widths[0], 2) + min(9, dots[1].r, 7, 8)
      """)
    #expect(tree.borderWidth == 9)
  }

  /// `Swift.abs(x)`, `Swift.max(a, b)`, `Darwin.sqrt(x)`: a function named with its module.
  @Test func aFunctionNamedWithItsModuleIsTheFunction() throws {
    let tree = try LanguageTests.tree(
      """
      host.layer.borderWidth = Swift.abs(-3) + Swift.max(1, 2) + CGFloat(Darwin.sqrt(16.0))
      """)
    #expect(tree.borderWidth == 9)
  }

  /// A mutating method an extension adds to an SDK value type changes the place it was called
  /// on: `center.adding(point:)` moves the view, as Swift writes `self` back.
  @Test func aMutatingExtensionMethodOfAValueTypeWritesItsChangeBack() throws {
    let tree = try LanguageTests.tree(
      """
      extension CGPoint {
        mutating func adding(point: CGPoint) {
          x += point.x
          y += point.y
        }
      }
      let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      host.addSubview(dot)
      dot.center.adding(point: CGPoint(x: 20, y: 30))
      var p = CGPoint(x: 1, y: 2)
      p.adding(point: CGPoint(x: 1, y: 1))
      host.layer.borderWidth = p.x + p.y
      """)
    #expect(tree.sublayers[0].position == Point(25, 35))
    #expect(tree.borderWidth == 5)
  }

  /// A computed property an extension adds to an SDK value type, set through a view's
  /// property (`view.transform.rotation = a`): its setter changes a copy (`self = …`), put back
  /// in the view; a transform's entries (`tx`) are set the same way.
  @Test func anExtensionSetterOfAValueTypeWritesItsChangeBack() throws {
    let tree = try LanguageTests.tree(
      """
      extension CGAffineTransform {
        var rotation: CGFloat {
          get { return atan2(b, a) }
          set {
            var result = CGAffineTransform(rotationAngle: newValue)
            result.tx = self.tx
            result.ty = self.ty
            self = result
          }
        }
      }
      let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      host.addSubview(dot)
      dot.transform.tx = 30
      dot.transform.rotation = .pi / 2
      var t = CGAffineTransform.identity
      t.rotation = .pi
      host.layer.borderWidth = t.rotation
      """)
    let m = tree.sublayers[0].transform
    #expect(abs(m.m11) < 1e-12 && abs(m.m12 - 1) < 1e-12 && m.m41 == 30)
    #expect(abs(tree.borderWidth - .pi) < 1e-12)
  }

  @Test func anOptionalPatternMatchesAnythingButNil() throws {
    let tree = try LanguageTests.tree(
      """
      let layers: [CALayer] = [CALayer()]
      let none: [CALayer] = []
      if case let first? = layers.first { first.opacity = 0.5; host.layer.addSublayer(first) }
      if case let missing? = none.first { host.layer.addSublayer(missing) }
      switch layers.first {
      case let l?: l.cornerRadius = 4
      case nil: break
      }
      """)
    #expect(tree.sublayers.count == 1)
    #expect(tree.sublayers[0].opacity == 0.5 && tree.sublayers[0].cornerRadius == 4)
  }

  @Test func anObserverSettingItsOwnPropertyDoesNotRunAgain() throws {
    let tree = try LanguageTests.tree(
      """
      final class Knob {
        var x: CGFloat = 0 { didSet { x += 1 } }
      }
      let knob = Knob()
      knob.x = 3
      knob.x = 10
      host.layer.cornerRadius = knob.x
      """)
    #expect(tree.cornerRadius == 11)
  }

  /// `willSet` runs before the store: the property still reads its old value, the new one is
  /// `newValue` (or the name written); `didSet` follows with the old one. It runs for an
  /// assignment from a method the initialiser calls, but not for the initialiser's own.
  @Test func willSetRunsBeforeTheStoreWithTheNewValue() throws {
    let tree = try LanguageTests.tree(
      """
      final class Knob {
        var seen: [CGFloat] = []
        var x: CGFloat = 1 {
          willSet { seen.append(x); seen.append(newValue) }
          didSet { seen.append(oldValue); seen.append(x) }
        }
        var y: CGFloat = 0 { willSet(next) { seen.append(next * 100) } }
        init() { x = 2 }
        func turn() { x = 5; y = 7 }
      }
      let knob = Knob()
      knob.turn()
      host.layer.cornerRadius = knob.seen.count == 5 ? knob.seen[0] * 1000 + knob.seen[1] * 100 + knob.seen[2] * 10 + knob.seen[3] : -1
      host.layer.borderWidth = knob.seen.last ?? -1
      """)
    // The initialiser's `x = 2` runs no observer; `turn()`'s `x = 5` sees 2 then 5, then 2 and 5.
    #expect(tree.cornerRadius == 2525)
    #expect(tree.borderWidth == 700)
  }

  /// A top-level variable's observers run when it is assigned, by `=`, `+=` or a mutating
  /// method; one shadowed by a local of its name does not.
  @Test func aTopLevelVariablesObserversRun() throws {
    let tree = try LanguageTests.tree(
      """
      var log: [CGFloat] = []
      var level: CGFloat = 0 {
        willSet { log.append(newValue) }
        didSet { log.append(oldValue) }
      }
      var items: [Int] = [] { didSet { log.append(CGFloat(items.count)) } }
      level = 3
      level += 1
      items.append(9)
      func shadow() { var level: CGFloat = 50; level = 60; host.layer.zPosition = level }
      shadow()
      host.layer.cornerRadius = CGFloat(log.count)
      host.layer.borderWidth = log[0] * 1000 + log[1] * 100 + log[2] * 10 + log[3]
      host.layer.opacity = Float(log[4]) / 2
      """)
    #expect(tree.cornerRadius == 5)
    // willSet 3, didSet 0, willSet 4, didSet 3 (`items` adds its count after).
    #expect(tree.borderWidth == 3043)
    #expect(tree.opacity == 0.5)
    #expect(tree.zPosition == 60)
  }

  /// A local variable with observers is refused, saying so, rather than run without them.
  @Test func aLocalVariablesObserversAreRefused() throws {
    #expect {
      _ = try LanguageTests.tree(
        """
        func go() {
          var n = 0 { didSet { host.alpha = 0.5 } }
          n = 1
        }
        go()
        """)
    } throws: { error in
      "\(error)".contains("willSet/didSet of a local variable is not simulated")
    }
  }

  @Test func notificationsAreSkippedWithOneWarning() throws {
    let code = """
      import UIKit
      let v = UIView(frame: .zero)
      NotificationCenter.default.post(name: Notification.Name("x"), object: nil)
      NotificationCenter.default.addObserver(forName: Notification.Name("y"), object: nil, queue: nil) { _ in }
      """
    let file = try OpenedFile.open(text: code, path: "/x/N.swift")
    #expect(file.warnings.filter { $0.contains("NotificationCenter is skipped") }.count == 1)
    // Swift 2's spelling of the centre, its method reached through the value the call gives.
    let old = try OpenedFile.open(
      text: """
        import UIKit
        class Spinner: UIView {
          func didLoad() {
            NSNotificationCenter.defaultCenter().addObserver(
              self, selector: #selector(reset), name: UIApplicationDidBecomeActiveNotification, object: nil)
          }
          func reset() {}
        }
        let v = Spinner(frame: .zero)
        v.didLoad()
        """, path: "/x/Old.swift")
    #expect(old.warnings.contains { $0.contains("NSNotificationCenter.defaultCenter() is Swift 2's NotificationCenter.default") })
    #expect(old.warnings.contains { $0.contains("NotificationCenter is skipped") })
  }

  @Test func aRefusedStatementIsQuotedOnOneLine() {
    #expect(
      throws: RunError(description: "L.swift:4:1: `actor Counter { var n = 0 }` (ActorDecl) is not simulated by Wobble yet")
    ) {
      try LanguageTests.tree("actor Counter {\n  var n = 0\n}")
    }
  }

  @Test func stringsAreCountedTestedChangedSplitAndMadeFromNumbers() throws {
    let tree = try LanguageTests.tree(
      """
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      let dots = String(repeating: ".", count: 3)
      label.text = "loading".uppercased() + dots
      let n = Int(3.7)
      let parsed = Int("5") ?? 0, bad = Int("x") ?? -1
      label.text = (label.text ?? "") + " " + String(n) + "/\\(parsed)/\\(bad)"
      let parts = "a,b,,c".split(separator: ",")
      let all = "a,b,,c".components(separatedBy: ",")
      host.layer.borderWidth = CGFloat(parts.count * 10 + all.count)
      host.layer.cornerRadius = label.text!.hasPrefix("LOADING") && "Step".lowercased().contains("te") ? 1 : 0
      host.addSubview(label)
      """)
    guard case .text(let style) = tree.sublayers[0].content else {
      Issue.record("a label draws text")
      return
    }
    #expect(style.string == "LOADING... 3/5/-1")
    #expect(tree.borderWidth == 34)  // split drops the empty piece, components keeps it
    #expect(tree.cornerRadius == 1)
  }

  /// Two extensions declare `random`, on CGFloat and on UIColor: Swift picks the one of the
  /// type the context wants — the colour for `tintColor` and for a parameter written `UIColor`,
  /// the number for `red:` and for a `CGFloat` binding (held out 61's stars: the first
  /// extension's number was taken for a tint colour, and the run stopped at 1 s).
  @Test func anImplicitMemberDeclaredOnSeveralTypesIsTheOneTheContextWants() throws {
    let tree = try LanguageTests.tree(
      """
      extension CGFloat {
        static var random: CGFloat { return 0.25 }
      }
      extension UIColor {
        static var random: UIColor { return UIColor(red: .random, green: .random, blue: 1, alpha: 1) }
      }
      func dot(color: UIColor) -> UIView {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = color
        return v
      }
      let side: CGFloat = .random
      let tinted = UIView(frame: CGRect(x: 0, y: 0, width: side * 40, height: 10))
      tinted.tintColor = .random
      tinted.backgroundColor = tinted.tintColor
      host.addSubview(tinted)
      host.addSubview(dot(color: .random))
      """)
    let quarterBlue = Color(red: 0.25, green: 0.25, blue: 1)
    #expect(tree.sublayers[0].bounds.width == 10)
    #expect(tree.sublayers[0].backgroundColor == quarterBlue)
    #expect(tree.sublayers[1].backgroundColor == quarterBlue)
  }

  /// The same with static methods: `.random()` on CGFloat and on UIColor is the colour where a
  /// colour is assigned and the number where `alpha:` wants one (was refused: "write the type").
  @Test func anImplicitStaticCallDeclaredOnSeveralTypesIsTheOneTheContextWants() throws {
    let tree = try LanguageTests.tree(
      """
      extension CGFloat {
        static func random() -> CGFloat { return 0.5 }
      }
      extension UIColor {
        static func random() -> UIColor { return UIColor(red: 0, green: 0, blue: 1, alpha: .random()) }
      }
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      v.backgroundColor = .random()
      host.addSubview(v)
      """)
    #expect(tree.sublayers[0].backgroundColor == Color(red: 0, green: 0, blue: 1, alpha: 0.5))
  }

  /// `view.style.count = 5` where `style` is a struct: Swift sets the whole property, so its
  /// `didSet` runs (held out 61's loading views never saw their style's changes); a copy taken
  /// before keeps its own value.
  @Test func settingAStructPropertysMemberRunsThePropertysObserver() throws {
    let tree = try LanguageTests.tree(
      """
      struct Style { var side: CGFloat = 10 }
      final class Box: UIView {
        var applied: CGFloat = 0
        var style = Style() { didSet { applied = style.side } }
      }
      let box = Box()
      let before = box.style
      box.style.side = 40
      box.frame = CGRect(x: 0, y: 0, width: box.applied, height: before.side)
      host.addSubview(box)
      """)
    #expect(tree.sublayers[0].bounds.width == 40 && tree.sublayers[0].bounds.height == 10)
  }

  @Test func anImplicitMemberTakesTheTypeWrittenForItAndExtendedTypesKeepTheirOwnMembers() throws {
    let tree = try LanguageTests.tree(
      """
      extension UIColor { static let brand = UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
      struct Style {
        var side: CGFloat = 16
        static let `default` = Style()
        static let large = Style(side: 40)
      }
      final class Card {
        let layer = CALayer()
        var style: Style = .large
        init(style: Style = .default) {
          layer.frame = CGRect(x: 0, y: 0, width: style.side, height: self.style.side)
          layer.backgroundColor = UIColor.black.cgColor
          layer.borderColor = UIColor.brand.cgColor
        }
      }
      let small: Style = .default
      host.layer.addSublayer(Card().layer)
      host.layer.addSublayer(Card(style: .large).layer)
      host.layer.cornerRadius = small.side
      """)
    #expect(tree.sublayers[0].bounds.width == 16 && tree.sublayers[0].bounds.height == 40)
    #expect(tree.sublayers[1].bounds.width == 40)
    #expect(tree.sublayers[0].backgroundColor == .black && tree.sublayers[0].borderColor == Color(red: 1, green: 0, blue: 0))
    #expect(tree.cornerRadius == 16)
  }

  @Test func anInitWhoseTypeTheContextGivesIsTheTypeItsLabelsName() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      let frame: CGRect = .init(x: 10, y: 20, width: 30, height: 40)
      dot.frame = frame
      dot.anchorPoint = .init(x: 0, y: 0)
      dot.backgroundColor = UIColor.init(white: 1, alpha: 1).cgColor
      host.layer.addSublayer(dot)
      """)
    // The anchor point (0, 0) set after the frame keeps the position, the frame's centre (25, 40).
    #expect(tree.sublayers[0].anchorPoint == Point(0, 0) && tree.sublayers[0].position == Point(25, 40))
    #expect(tree.sublayers[0].bounds.width == 30)
    // A type of the file with the same labels, written for the binding: that type, as Swift reads it.
    let written = try LanguageTests.tree(
      "struct P { var x: CGFloat; var y: CGFloat }\nlet p: P = .init(x: 1, y: 2)\nhost.layer.cornerRadius = p.y")
    #expect(written.cornerRadius == 2)
    // The elements of an array literal written for an array of the file's type: that type's.
    let elements = try LanguageTests.tree(
      """
      struct Bar { let height: CGFloat; let color: UIColor }
      let bars: [Bar] = [.init(height: 0.2, color: .red), .init(height: 1, color: .blue)]
      host.layer.cornerRadius = bars[1].height + bars[0].height
      """)
    #expect(abs(elements.cornerRadius - 1.2) < 1e-12)
    // Where the context writes no type, Wobble cannot tell which is meant: refused.
    #expect(throws: RunError(description: "L.swift:5:15: .init(x:y:) could make CGPoint or the file's P: write the type")) {
      _ = try LanguageTests.tree("struct P { var x: CGFloat; var y: CGFloat }\nhost.center = .init(x: 1, y: 2)")
    }
  }

  /// A helper library's habits (an animation-chaining playground): variadic parameters, an
  /// array overload beside a variadic one, `.fadeIn(…)` naming a static method of the type the
  /// parameter expects, a struct made with a trailing closure for its closure property, that
  /// property called, and a method of `self` shadowing a top-level function of its name.
  /// Values worked out by hand.
  @Test func variadicsOverloadsAndImplicitStaticMethodsOfAHelperLibrary() throws {
    let tree = try LanguageTests.tree(
      """
      struct Step {
        let width: CGFloat
        let apply: (UIView) -> Void
        static func grow(by d: CGFloat) -> Step { Step(width: d) { $0.frame.size.width += d } }
      }
      func widths(_ steps: [Step]) -> CGFloat { steps.reduce(0) { $0 + $1.width } }
      func widths(_ steps: Step...) -> CGFloat { widths(steps) }
      extension UIView {
        func run(_ steps: [Step]) -> CGFloat {
          for step in steps { step.apply(self) }
          return widths(steps)
        }
        func run(_ steps: Step...) -> CGFloat { run(steps) }
        func widths(_ steps: [Step]) -> CGFloat { 100 }
      }
      let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      host.addSubview(bar)
      let total = widths(.grow(by: 1), .grow(by: 2), .grow(by: 3))
      let viaView = bar.run(.grow(by: 5), .grow(by: 7))
      let single = bar.run(.grow(by: 4))
      let dot = UIView(frame: CGRect(x: total, y: viaView, width: single, height: 1))
      host.addSubview(dot)
      """)
    // The view grew by 5 + 7 + 4; the top-level overloads summed 1 + 2 + 3; inside the
    // extension `widths` is the view's own (100), as Swift looks it up.
    #expect(tree.sublayers[0].frame.width == 26)
    #expect(tree.sublayers[1].frame == Rect(x: 6, y: 100, width: 100, height: 1))
  }

  /// Two methods of one name and labels, one taking a number and one an array of points (a
  /// pulse view's `addPulse(_ height: CGFloat, stopPulse:)` beside `addPulse(_ points: [CGPoint],
  /// stopPulse:)`): the array goes to the array one, whichever is declared first, as Swift
  /// picks by type. Values worked out by hand.
  @Test func anArrayArgumentChoosesTheOverloadThatTakesAnArray() throws {
    let tree = try LanguageTests.tree(
      """
      final class Pulse {
        var width: CGFloat = 0
        func add(_ height: CGFloat, stop: Bool = false) {
          add([CGPoint(x: height, y: 0), CGPoint(x: 2 * height, y: 0)], stop: stop)
        }
        private func add(_ points: [CGPoint], stop: Bool) {
          width = points.reduce(0) { $0 + $1.x } + (stop ? 100 : 0)
        }
      }
      let pulse = Pulse()
      pulse.add(3)
      let bar = UIView(frame: CGRect(x: 0, y: 0, width: pulse.width, height: 1))
      host.addSubview(bar)
      pulse.add(1, stop: true)
      bar.frame.size.height = pulse.width
      """)
    // 3 + 6 = 9 wide; then 1 + 2 + 100 = 103 high.
    #expect(tree.sublayers[0].frame == Rect(x: 0, y: 0, width: 9, height: 103))
  }

  /// Inside a class's methods its `view` property is `view`, not the playground's top-level
  /// `view` (a token holding the label it animates, in a page whose root is called `view`);
  /// a local still comes first. Positions worked out by hand.
  @Test func aPropertyHidesATopLevelVariableOfItsNameInsideTheType() throws {
    let tree = try LanguageTests.tree(
      """
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      host.addSubview(view)
      final class Mover {
        private let view: UIView
        init(view: UIView) { self.view = view }
        var count = 0
        func nudge() {
          view.center.x += 10
          count = 5
          for _ in 0..<1 { let view = UIView(); view.center.x = 999 }
        }
      }
      var count = 1
      let label = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      host.addSubview(label)
      let mover = Mover(view: label)
      mover.nudge()
      label.frame.size.height = CGFloat(count * 10 + mover.count)
      """)
    #expect(tree.sublayers[0].position.x == 50)  // the top-level `view`, untouched
    #expect(tree.sublayers[1].position.x == 20)  // the label, moved from 10 to 20
    // `count = 5` in the method set the mover's count, not the top-level one: 1 · 10 + 5.
    #expect(tree.sublayers[1].frame.height == 15)
  }
}

/// An extension of an SDK class serves its subclasses, with the types it declares inside.
@Suite struct SDKSuperclassExtensionTests {
  @Test func aConvenienceInitialiserOfASuperclassMakesTheSubclassWithANestedKey() throws {
    let code = """
      extension CAPropertyAnimation {
        enum Key: String {
          var path: String { return rawValue }
          case strokeEnd = "strokeEnd"
          case rotationZ = "transform.rotation.z"
        }
        convenience init(key: Key) { self.init(keyPath: key.path) }
      }
      let shape = CAShapeLayer()
      host.layer.addSublayer(shape)
      let draw = CABasicAnimation(key: .strokeEnd)
      draw.fromValue = 0
      draw.toValue = 1
      draw.duration = 2
      shape.add(draw, forKey: nil)
      """
    // CABasicAnimation's default pacing is linear: half way at 1 s of 2.
    let tree = try LanguageTests.tree(code, at: 1)
    guard case .shape(let shape) = tree.sublayers[0].content else {
      Issue.record("no shape layer")
      return
    }
    #expect(abs(shape.strokeEnd - 0.5) < 1e-9)
  }

  /// A variable with a getter and no storage is read by running the getter each time; a tuple
  /// of places takes a tuple's values in order; a closure's `Float` parameter prints as a Float
  /// does (`0.0`). Values worked out by hand.
  @Test func computedVariablesTupleAssignmentsAndClosureParameterTypesReadAsSwiftDoes() throws {
    let tree = try LanguageTests.tree(
      """
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      host.addSubview(box)
      var boxLayer: CALayer { return box.layer }
      var half: CGFloat { box.frame.width / 2 }
      boxLayer.cornerRadius = half
      box.frame.size.width = 30
      var a: CGFloat = 0
      var b: CGFloat = 0
      func pair() -> (CGFloat, CGFloat) { (4, 6) }
      (a, b) = pair()
      let say = { (low: Float) -> String in "\\(low)" }
      let label = UILabel(frame: CGRect(x: a, y: b, width: half, height: 20))
      label.text = say(0)
      host.addSubview(label)
      """)
    #expect(tree.sublayers[0].cornerRadius == 5)
    #expect(tree.sublayers[1].frame == Rect(x: 4, y: 6, width: 15, height: 20))
    #expect(tree.sublayers[1].textStyle?.string == "0.0")
  }

  /// UIKit's floating-point properties print as Swift prints a `Double` (`stepper.value` 2 is
  /// `2.0`, by `description` or interpolation), unless the files declare an integer of that name.
  @Test func floatingPropertiesOfTheSDKPrintWithTheirPoint() throws {
    let tree = try LanguageTests.tree(
      """
      let stepper = UIStepper()
      stepper.value = 2
      let layer = CALayer()
      layer.cornerRadius = 3
      struct Counter { var steps: Int = 4 }
      let count = Counter()
      for text in [stepper.value.description, "\\(layer.cornerRadius)", count.steps.description] {
        let label = UILabel()
        label.text = text
        host.addSubview(label)
      }
      """)
    #expect(tree.sublayers.map { $0.textStyle?.string } == ["2.0", "3.0", "4"])
  }

  /// A range of fractions — a bound not whole, or a type written as a range of `Float`,
  /// `Double` or `CGFloat` — is kept as its bounds (a slider's, read back as `lowerBound` and
  /// `upperBound`); one whose upper bound is below its lower stops the program, said at its place.
  @Test func aRangeOfFractionsKeepsItsBounds() throws {
    let tree = try LanguageTests.tree(
      """
      let life: ClosedRange<Float> = 0.5...20
      let rate: ClosedRange<Float> = 5...120
      let l = CALayer()
      l.opacity = life.lowerBound
      l.cornerRadius = CGFloat(rate.upperBound + life.upperBound)
      host.layer.addSublayer(l)
      """)
    #expect(tree.sublayers[0].opacity == 0.5)
    #expect(tree.sublayers[0].cornerRadius == 140)
    let refused = #expect(throws: RunError.self) { try LanguageTests.tree("let r: ClosedRange<Double> = 2.5...1\n") }
    #expect(refused?.description.hasPrefix("L.swift:4:30:") == true, "\(String(describing: refused))")
  }

  /// A static property's initialiser names the type's other statics bare, `self` being the
  /// type (`static let hour = minutes * 60`), each evaluated once on first read.
  @Test func aStaticsInitialiserNamesTheTypesOtherStaticsBare() throws {
    let tree = try LanguageTests.tree(
      """
      private struct Time {
        static let seconds: Double = 1.0
        static let minutes: Double = seconds * 60.0
        static let hour: Double = minutes * 60.0
      }
      host.layer.cornerRadius = CGFloat(Time.hour / 100)
      """)
    #expect(tree.cornerRadius == 36)
  }

  /// Swift 2's `var` parameter: the function changes its copy (the caller's variable keeps its
  /// value), the first argument unlabelled as Swift 2 called it; said once where it stands.
  @Test func aSwift2VarParameterIsAChangeableCopyAndSaid() throws {
    let file = try LanguageTests.opened(
      """
      func next(var index: Int, count: Int) -> Int {
        index += 1
        if index == count { index = 0 }
        return index
      }
      var i = 2
      host.layer.cornerRadius = CGFloat(next(i, count: 3)) + CGFloat(next(1, count: 3)) * 10 + CGFloat(i) * 100
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.cornerRadius == 220)
    #expect(file.warnings.filter { $0.contains("L.swift:4:11: a var parameter is Swift 2's") }.count == 1, "\(file.warnings)")
  }
}

extension LanguageHabitsTests {
  /// An enum of the file's own with a case named like an SDK static (`case zero`): `.zero` where
  /// that enum is wanted — a property's initial value, an assignment to it from another type
  /// (inside an observer's body), a `switch` over it — is the enum's case, not `CGPoint.zero`.
  @Test func aCaseNamedZeroIsTheFilesOwnEnumsCaseWhereThatEnumIsWanted() throws {
    let tree = try LanguageTests.tree(
      """
      class Counter: UILabel {
        enum Decimals { case zero, one
          var format: String { switch self { case .zero: return "%.0f"; case .one: return "%.1f" } }
        }
        var decimals: Decimals = .one
        func show(_ x: Double) { text = String(format: decimals.format, x) }
      }
      class Holder {
        var counter: Counter! { didSet { counter.decimals = .zero } }
      }
      let counter = Counter(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      counter.show(2.5)
      let first = counter.text!
      let holder = Holder()
      holder.counter = counter
      counter.show(2.5)
      var matched = false
      if case .zero = counter.decimals { matched = true }
      counter.alpha = first == "2.5" && counter.text == "2" && matched ? 0.5 : 0.25
      host.addSubview(counter)
      """)
    #expect(tree.sublayers[0].opacity == 0.5)
  }
}
