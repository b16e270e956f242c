import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Controls that a tap makes — a pushed controller's buttons, its table's rows — get settings
/// too, keyed under the tap that made them (`tap.Open.Go`): a demo app's list leads to demos
/// whose own buttons start the motion.
@Suite struct TouchesTests {
  static let app = """
    import UIKit
    import PlaygroundSupport
    class Detail: UIViewController {
      let box = UIView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(box)
        let go = UIButton(type: .system)
        go.setTitle("Go", for: .normal)
        go.frame = CGRect(x: 0, y: 300, width: 80, height: 40)
        go.addTarget(self, action: #selector(move), for: .touchUpInside)
        view.addSubview(go)
      }
      @objc func move() {
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.box.frame.origin.x = 100 })
      }
    }
    class Root: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        let open = UIButton(type: .system)
        open.setTitle("Open", for: .normal)
        open.frame = CGRect(x: 0, y: 300, width: 80, height: 40)
        open.addTarget(self, action: #selector(push), for: .touchUpInside)
        view.addSubview(open)
      }
      @objc func push() { navigationController?.pushViewController(Detail(), animated: false) }
    }
    PlaygroundPage.current.liveView = UINavigationController(rootViewController: Root())
    """

  /// The box of the pushed controller, at `t` seconds, with the taps `taps` asks for.
  static func boxX(_ file: OpenedFile, _ taps: [String: Double], at t: Double) throws -> Double? {
    var values = ParameterValues()
    for (key, time) in taps {
      let spec = try #require(file.scene.parameters.first { $0.name == key })
      values[spec] = .number(time)
    }
    var found: Double?
    func visit(_ layer: Layer) {
      if layer.bounds.width == 20 && layer.bounds.height == 20 { found = layer.frame.minX }
      layer.sublayers.forEach(visit)
    }
    visit(file.scene.presentation(values, t))
    return found
  }

  @Test func aControlAPushedControllerMakesIsTappedUnderThePushsKey() throws {
    let file = try OpenedFile.open(text: Self.app, path: "/x/Demo.swift")
    let taps = file.scene.parameters.map(\.name).filter { $0.hasPrefix("tap.") }
    #expect(taps == ["tap.Open", "tap.Open.Go"])
    // Pushed at 0.2 s, its button tapped at 0.5: the box moves over the next second.
    #expect(try Self.boxX(file, ["tap.Open": 0.2], at: 1) == 0)
    let moving = try #require(try Self.boxX(file, ["tap.Open": 0.2, "tap.Open.Go": 0.5], at: 1))
    #expect(abs(moving - 50) < 1e-9)
    #expect(try Self.boxX(file, ["tap.Open": 0.2, "tap.Open.Go": 0.5], at: 2) == 100)
  }

  /// A tap asked for before the tap that makes its control is not made, and said.
  @Test func aTapBeforeItsControlExistsIsSaidNotMade() throws {
    let file = try OpenedFile.open(text: Self.app, path: "/x/Demo.swift")
    #expect(try Self.boxX(file, ["tap.Open": 0.5, "tap.Open.Go": 0.2], at: 2) == 0)
    var values = ParameterValues()
    for (key, time) in ["tap.Open": 0.5, "tap.Open.Go": 0.2] {
      values[try #require(file.scene.parameters.first { $0.name == key })] = .number(time)
    }
    let said = file.scene.laterWarnings?(values) ?? []
    #expect(said.contains { $0.contains("tap.Open.Go asks for a tap at 0.2 s, before tap.Open made its control (at 0.5 s)") })
  }

  /// The untapped button of a pushed controller whose action animates is said with its setting.
  @Test func aPushedControllersAnimatingButtonIsSaidWithItsSetting() throws {
    let file = try OpenedFile.open(text: Self.app, path: "/x/Demo.swift")
    var values = ParameterValues()
    values[try #require(file.scene.parameters.first { $0.name == "tap.Open" })] = .number(0.2)
    _ = file.scene.presentation(values, 1)
    let said = file.scene.laterWarnings?(values) ?? []
    #expect(said.contains { $0.contains("`set tap.Open.Go 1` taps it at 1 s") })
  }

  /// A navigation item's bar button with a target and an action is tapped by its title's
  /// setting, though the bar does not draw it.
  @Test func aBarButtonItemIsTappedByItsTitle() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Root: UIViewController {
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(box)
          navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Move", style: .done, target: self, action: #selector(move))
        }
        @objc func move() {
          UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.box.frame.origin.x = 100 })
        }
      }
      PlaygroundPage.current.liveView = UINavigationController(rootViewController: Root())
      """
    let file = try OpenedFile.open(text: code, path: "/x/Bar.swift")
    #expect(file.scene.parameters.map(\.name).filter { $0.hasPrefix("tap.") } == ["tap.Move"])
    let moving = try #require(try Self.boxX(file, ["tap.Move": 0.5], at: 1))
    #expect(abs(moving - 50) < 1e-9)
  }

  /// An action that takes the sender and its event (`onTouchDown(_:with:)`) runs on a tap, given
  /// a stand-in event; one named by an Objective-C selector string (`Selector(("grow:"))`) too.
  @Test func actionsTakingTheEventOrNamedByASelectorStringRunOnATap() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Root: UIViewController {
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
        let go = UIButton(type: .system)
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(box)
          go.setTitle("Go", for: .normal)
          go.frame = CGRect(x: 0, y: 300, width: 80, height: 40)
          go.addTarget(self, action: #selector(down(_:with:)), for: .touchDown)
          go.addTarget(self, action: Selector(("up:")), for: .touchUpInside)
          view.addSubview(go)
        }
        @objc func down(_ sender: UIButton, with event: UIEvent) { box.frame.origin.x = 10 }
        @objc func up(_ sender: UIButton) {
          UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.box.frame.origin.x = 110 })
        }
      }
      PlaygroundPage.current.liveView = Root()
      """
    let file = try OpenedFile.open(text: code, path: "/x/Event.swift")
    #expect(try Self.boxX(file, [:], at: 1) == 0)
    // Down moves it to 10 at 0.5 s, up animates from there to 110 over a second.
    let moving = try #require(try Self.boxX(file, ["tap.Go": 0.5], at: 1))
    #expect(abs(moving - 60) < 1e-9)
  }

  /// An action that animates through a method the file adds to an SDK type (`extension
  /// CALayer { func bottomAnimation() }`, a counter's push transition) is said with its setting.
  @Test func anActionAnimatingThroughAnExtensionMethodIsSaid() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Root: UIViewController {
        let count = UILabel(frame: CGRect(x: 0, y: 100, width: 80, height: 40))
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(count)
          let plus = UIButton(type: .system)
          plus.setTitle("Plus", for: .normal)
          plus.frame = CGRect(x: 0, y: 300, width: 80, height: 40)
          plus.addTarget(self, action: #selector(increment), for: .touchUpInside)
          view.addSubview(plus)
        }
        @objc func increment() {
          count.layer.pushIn()
          count.text = "1"
        }
      }
      extension CALayer {
        func pushIn() { slide(0.7) }
        func slide(_ duration: CFTimeInterval) {
          let t = CATransition()
          t.type = .push
          t.duration = duration
          add(t, forKey: "push")
        }
      }
      PlaygroundPage.current.liveView = Root()
      """
    let file = try OpenedFile.open(text: code, path: "/x/Push.swift")
    #expect(file.warnings.contains { $0.contains("the button \"Plus\" runs Root.increment when tapped, which animates") })
  }

  /// A private action that starts another declared class's animation (`@IBAction private func
  /// start(_:) { indicator.startAnimating() }`: WifiView's and FTLinearActivityIndicator's demo
  /// apps) is said with its setting, and the tap runs it.
  @Test func aPrivateActionStartingAnotherClassesAnimationIsSaidAndRuns() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Spinner: UIView {
        func startAnimating() {
          let spin = CABasicAnimation(keyPath: "transform.rotation.z")
          spin.toValue = CGFloat.pi
          spin.duration = 1
          layer.add(spin, forKey: "spin")
        }
        override func layoutSubviews() { super.layoutSubviews() }
      }
      class Root: UIViewController {
        var spinner: Spinner?
        override func viewDidLoad() {
          super.viewDidLoad()
          let made = Spinner(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
          made.backgroundColor = .red
          view.addSubview(made)
          spinner = made
          let go = UIButton(type: .system)
          go.setTitle("Go", for: .normal)
          go.frame = CGRect(x: 0, y: 300, width: 80, height: 40)
          go.addTarget(self, action: #selector(start(_:)), for: .touchUpInside)
          view.addSubview(go)
        }
        @objc private func start(_ sender: UIButton) {
          guard let spinner = spinner else { return }
          spinner.startAnimating()
        }
      }
      PlaygroundPage.current.liveView = Root()
      """
    let file = try OpenedFile.open(text: code, path: "/x/Spin.swift")
    #expect(file.warnings.contains { $0.contains("the button \"Go\" runs Root.start when tapped, which animates") })
    // Tapped at 0.5 s, the spinner turns during the second after (and is back, the
    // animation removed, after it).
    var values = ParameterValues()
    values[try #require(file.scene.parameters.first { $0.name == "tap.Go" })] = .number(0.5)
    func angle(_ t: Double) -> Double {
      var found = 0.0
      func visit(_ layer: Layer) {
        if layer.bounds.width == 40 { found = layer.pose.rotation }
        layer.sublayers.forEach(visit)
      }
      visit(file.scene.presentation(values, t))
      return found
    }
    #expect(angle(0.4) == 0)
    #expect(angle(1) > 0.1 && angle(1) < .pi)
    #expect(angle(1.6) == 0)
  }

  /// An action that presents (or pushes) a controller whose class animates once shown — held
  /// in a property, made in the action, or a local made there — is said with its setting: a
  /// library's loading controller behind a demo app's button shows nothing until tapped.
  @Test(arguments: [
    ("let shown = Loading()", "present(shown, animated: true, completion: nil)"),
    ("", "self.present(Loading(), animated: true)"),
    ("", "let next = Loading()\n    present(next, animated: true)"),
  ])
  func anActionShowingAnAnimatingControllerIsSaid(property: String, action: String) throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Loading: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let spin = CABasicAnimation(keyPath: "opacity")
          spin.toValue = 0
          view.layer.add(spin, forKey: "fade")
        }
      }
      class Plain: UIViewController {}
      class Root: UIViewController {
        \(property)
        override func viewDidLoad() {
          super.viewDidLoad()
          let go = UIButton(type: .system)
          go.setTitle("Go", for: .normal)
          go.frame = CGRect(x: 0, y: 300, width: 80, height: 40)
          go.addTarget(self, action: #selector(show(_:)), for: .touchUpInside)
          view.addSubview(go)
          let other = UIButton(type: .system)
          other.setTitle("Other", for: .normal)
          other.frame = CGRect(x: 0, y: 400, width: 80, height: 40)
          other.addTarget(self, action: #selector(showPlain), for: .touchUpInside)
          view.addSubview(other)
        }
        @objc func show(_ sender: UIButton) {
          \(action)
        }
        @objc func showPlain() {
          present(Plain(), animated: true)
        }
      }
      PlaygroundPage.current.liveView = Root()
      """
    let file = try OpenedFile.open(text: code, path: "/x/Show.swift")
    #expect(
      file.warnings.contains {
        $0.contains("the button \"Go\" runs Root.show when tapped, which shows Loading, and it animates")
          && $0.contains("`set tap.Go 1`")
      })
    // A controller that does not animate is shown without a word.
    #expect(!file.warnings.contains { $0.contains("\"Other\"") })
  }

  /// A control no longer in the shown tree (a row of buttons built again, the old row removed
  /// from its superview) gets no tap setting and is not said: no finger can reach it.
  @Test func aControlRemovedFromTheShownTreeIsOfferedNoTap() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Root: UIViewController {
        var row: UIView?
        override func viewDidLoad() {
          super.viewDidLoad()
          build()
          build()
        }
        func build() {
          row?.removeFromSuperview()
          let made = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
          let go = UIButton(type: .system)
          go.setTitle("Go", for: .normal)
          go.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
          go.addTarget(self, action: #selector(move), for: .touchUpInside)
          made.addSubview(go)
          view.addSubview(made)
          row = made
        }
        @objc func move() { UIView.animate(withDuration: 1) { self.row?.alpha = 0 } }
      }
      PlaygroundPage.current.liveView = Root()
      """
    let file = try OpenedFile.open(text: code, path: "/x/Rows.swift")
    #expect(file.scene.parameters.map(\.name).filter { $0.hasPrefix("tap.") } == ["tap.Go"])
    #expect(file.warnings.filter { $0.contains("runs Root.move when tapped") }.count == 1)
  }

  /// `chain(of:among:)` lists a key's taps outermost first, skipping parts that are no taps.
  @Test func aKeysChainListsTheTapsThatMadeItsControl() {
    #expect(OpenedFile.chain(of: "tap.A.b.c", among: ["tap.A", "tap.A.b", "tap.A.b.c"]) == ["tap.A", "tap.A.b", "tap.A.b.c"])
    #expect(OpenedFile.chain(of: "tap.A", among: ["tap.A"]) == ["tap.A"])
  }

  /// A view class that answers touches itself (`touchesBegan(_:with:)`, `touchesEnded(_:with:)`:
  /// a button that swells while pressed, a pulse at the finger) is offered a tap, said with its
  /// setting when a handler animates; tapped, both run in that instant, the touch at the view's
  /// centre (`location(in:)` in the view's coordinates and, for nil, the window's). Its
  /// overridden `touchesEnded` without `super` keeps the button's own tracking from sending
  /// its action, as UIControl sends touchUpInside from its own `touchesEnded`.
  @Test func aViewAnsweringTouchesIsTappedAtItsCentre() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Swell: UIButton {
        var sent = false
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
          super.touchesBegan(touches, with: event)
          let at = touches.first!.location(in: self)
          let inWindow = touches.first!.location(in: nil)
          layer.borderWidth = at.x
          layer.cornerRadius = inWindow.y
          transform = CGAffineTransform(scaleX: 1.4, y: 1.4)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
          UIView.animate(withDuration: 1) { self.transform = .identity }
        }
        @objc func tapped() { sent = true; alpha = 0.5 }
      }
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let button = Swell(frame: CGRect(x: 20, y: 40, width: 60, height: 30))
      button.setTitle("Go", for: .normal)
      button.addTarget(button, action: #selector(Swell.tapped), for: .touchUpInside)
      host.addSubview(button)
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/Swell.swift")
    #expect(
      file.warnings.contains {
        $0.contains("the button \"Go\" runs Swell.touchesEnded when touched, which animates") && $0.contains("`set tap.Go 1`")
      })
    var values = ParameterValues()
    values[try #require(file.scene.parameters.first { $0.name == "tap.Go" })] = .number(0.5)
    func button(_ t: Double) throws -> Layer { try #require(file.scene.presentation(values, t).sublayers.first) }
    #expect(try button(0.4).transform.m11 == 1)
    // Swollen by touchesBegan, sprung back over 1 s by touchesEnded's animation.
    let swell = try button(0.6).transform.m11
    #expect(swell > 1.2 && swell < 1.4, "\(swell)")
    #expect(try button(1.6).transform.m11 == 1)
    // The touch at the centre: (30, 15) in the button, (50, 55) in the window.
    #expect(try button(0.6).borderWidth == 30)
    #expect(try button(0.6).cornerRadius == 55)
    // touchesEnded without super: no touchUpInside.
    #expect(try button(0.6).opacity == 1)
  }

  /// A controller that answers touches on its view (a playground's "tap anywhere") is tapped
  /// through its root view, as UIKit passes the touch up the responder chain.
  @Test func aControllerAnsweringTouchesIsTappedThroughItsView() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Root: UIViewController {
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        override func viewDidLoad() {
          super.viewDidLoad()
          dot.backgroundColor = .red
          view.addSubview(dot)
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
          UIView.animate(withDuration: 1) { self.dot.center = touches.first!.location(in: self.view) }
        }
      }
      PlaygroundPage.current.liveView = Root()
      """
    let file = try OpenedFile.open(text: code, path: "/x/Root.swift")
    let key = try #require(file.scene.parameters.first { $0.name.hasPrefix("tap.") }).name
    #expect(file.warnings.contains { $0.contains("runs Root.touchesBegan when touched, which animates") })
    var values = ParameterValues()
    values[try #require(file.scene.parameters.first { $0.name == key })] = .number(0)
    let dot = try #require(file.scene.presentation(values, 2).sublayers.first)
    let root = file.scene.presentation(values, 2)
    #expect(dot.position == Point(root.bounds.midX, root.bounds.midY))
  }

  /// An action that makes an instance of a declared class whose initialiser starts an
  /// animation (a pulse layer made at the button's centre) animates: said with its setting.
  @Test func anActionMakingALayerWhoseInitAnimatesIsSaid() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Pulse: CALayer {
        init(radius: CGFloat) {
          super.init()
          bounds = CGRect(x: 0, y: 0, width: 2 * radius, height: 2 * radius)
          let grow = CABasicAnimation(keyPath: "transform.scale")
          grow.fromValue = 0
          grow.toValue = 1
          add(grow, forKey: "pulse")
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      class Root: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let go = UIButton(type: .system)
          go.setTitle("Go", for: .normal)
          go.frame = CGRect(x: 0, y: 300, width: 80, height: 40)
          go.addTarget(self, action: #selector(pulse(_:)), for: .touchUpInside)
          view.addSubview(go)
        }
        @objc func pulse(_ sender: UIButton) {
          view.layer.addSublayer(Pulse(radius: 50))
        }
      }
      PlaygroundPage.current.liveView = Root()
      """
    let file = try OpenedFile.open(text: code, path: "/x/Pulse.swift")
    #expect(file.warnings.contains { $0.contains("the button \"Go\" runs Root.pulse when tapped, which animates") })
  }

  /// Each segment of a segmented control whose value is listened for is tapped by its title
  /// (`tap.Red`): the segment is selected and the listeners run, only when the selection changes.
  @Test func aSegmentIsTappedByItsTitleAndSelectsItself() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Picker: UIViewController {
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
        var changes = 0
        override func viewDidLoad() {
          super.viewDidLoad()
          let colours = UISegmentedControl(items: ["Blue", "Red"])
          colours.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
          colours.selectedSegmentIndex = 0
          colours.addTarget(self, action: #selector(chose(_:)), for: .valueChanged)
          view.addSubview(colours)
          view.addSubview(box)
        }
        @objc func chose(_ sender: UISegmentedControl) {
          changes += 1
          box.frame.origin.x = CGFloat(100 * sender.selectedSegmentIndex + 1000 * (changes - 1))
        }
      }
      PlaygroundPage.current.liveView = Picker()
      """
    let file = try OpenedFile.open(text: code, path: "/x/P.swift")
    #expect(file.scene.parameters.contains { $0.name == "tap.Blue" } && file.scene.parameters.contains { $0.name == "tap.Red" })
    #expect(try Self.boxX(file, [:], at: 2) == 0)
    // Red chosen at 1 s: the listener moves the box once.
    #expect(try Self.boxX(file, ["tap.Red": 1], at: 2) == 100)
    // Blue is already selected: no change, no call.
    #expect(try Self.boxX(file, ["tap.Blue": 1], at: 2) == 0)
  }

  /// A switch whose value is listened for is tapped by its name (`tap.toggle`): it flips, is
  /// drawn flipped, and its `.valueChanged` listeners run, as a finger's tap on it does.
  @Test func aSwitchIsTappedByItsNameAndFlips() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Settings: UIViewController {
        let toggle = UISwitch()
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
        override func viewDidLoad() {
          super.viewDidLoad()
          toggle.isOn = true
          toggle.addTarget(self, action: #selector(flipped(_:)), for: .valueChanged)
          view.addSubview(toggle)
          view.addSubview(box)
        }
        @objc func flipped(_ sender: UISwitch) { box.frame.origin.x = sender.isOn ? 50 : 200 }
      }
      PlaygroundPage.current.liveView = Settings()
      """
    let file = try OpenedFile.open(text: code, path: "/x/S.swift")
    #expect(try Self.boxX(file, ["tap.toggle": 1], at: 2) == 200)
    var values = ParameterValues()
    values[try #require(file.scene.parameters.first { $0.name == "tap.toggle" })] = .number(1)
    let toggle = file.scene.presentation(values, 2).sublayers.first { $0.bounds.width == 51 }
    #expect(
      toggle.map { layer in if case .control(let look) = layer.content { look.kind == .toggle(isOn: false) } else { false } }
        == true)
  }
}
