import Animation
import Geometry
import Scenes
import TestSupport
import Testing
import Typesetting

@testable import SwiftRun

/// UIKit controls in a screen that animates: a text field draws its text or placeholder; the
/// controls Wobble does not draw are placeholder boxes whose own calls change nothing, so the
/// file still opens.
@Suite struct ControlsTests {
  /// Swift 3's empty `UIControlState()` is `.normal`, the state a preview shows.
  @Test func anEmptyControlStateIsNormal() throws {
    let tree = try LanguageTests.tree(
      """
      let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
      button.setTitle("Go", for: UIControlState())
      button.setTitle("Gone", for: .highlighted)
      host.addSubview(button)
      """)
    guard case .text(let style) = tree.sublayers[0].content else {
      Issue.record("the button draws no title")
      return
    }
    #expect(style.string == "Go")
  }

  /// `UIControl` draws nothing of its own: a plain view with its background and sublayers,
  /// taking targets, not a placeholder box.
  @Test func aBareControlIsAPlainViewThatTakesTargets() throws {
    let tree = try LanguageTests.tree(
      """
      class Handler: NSObject { @objc func tapped() {} }
      let handler = Handler()
      let control = UIControl(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      control.backgroundColor = .red
      control.addTarget(handler, action: #selector(Handler.tapped), for: .touchUpInside)
      control.isEnabled = false
      host.addSubview(control)
      let bare = UIControl()
      host.addSubview(bare)
      """)
    let control = tree.sublayers[0]
    #expect(control.bounds.width == 100 && control.position == Point(x: 60, y: 45))
    #expect(control.backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(control.content == .none)
    #expect(tree.sublayers[1].bounds.width == 0)
  }

  /// A secure field draws a bullet a character (its `text` reads back as given); attributed
  /// text and placeholders draw their strings (said); side views are said not to be drawn.
  @Test func aSecureFieldDrawsBulletsAndAttributedStringsAreDrawn() throws {
    let file = try LanguageTests.opened(
      """
      let password = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
      password.isSecureTextEntry = true
      password.text = "hunter2"
      password.layer.borderWidth = CGFloat(password.text?.count ?? 0)
      host.addSubview(password)
      let hint = UITextField(frame: CGRect(x: 0, y: 40, width: 100, height: 30))
      hint.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.red])
      hint.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      host.addSubview(hint)
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    guard case .text(let secret) = tree.sublayers[0].content, case .text(let placeholder) = tree.sublayers[1].content else {
      Issue.record("text fields draw text")
      return
    }
    #expect(secret.string == String(repeating: "\u{2022}", count: 7))
    #expect(tree.sublayers[0].borderWidth == 7)
    #expect(placeholder.string == "Email")
    #expect(file.warnings.contains { $0.contains("attributed text is drawn in the field's own font and colour") })
    #expect(file.warnings.contains { $0.hasPrefix("L.swift:11:6: a text field's leftView and rightView are not drawn") })
  }

  /// A text field constraints only place takes its placeholder's size (else it would be 0 × 0
  /// and its motion unseen): a label's with the same text and font, 7 points more on either
  /// side, 13 points higher with a rounded-rect border; the rule is Wobble's, said.
  @Test func aTextFieldConstraintsOnlyPlaceTakesItsPlaceholdersSize() throws {
    let file = try LanguageTests.opened(
      """
      func place(_ v: UIView, _ y: CGFloat) {
        v.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(v)
        v.topAnchor.constraint(equalTo: host.topAnchor, constant: y).isActive = true
        v.leadingAnchor.constraint(equalTo: host.leadingAnchor).isActive = true
      }
      let label = UILabel()
      label.text = "  •••••  "
      label.font = UIFont.systemFont(ofSize: 28)
      place(label, 0)
      let plain = UITextField()
      plain.placeholder = "  •••••  "
      plain.font = UIFont.systemFont(ofSize: 28)
      place(plain, 100)
      let rounded = UITextField()
      rounded.borderStyle = .roundedRect
      rounded.placeholder = "  •••••  "
      rounded.font = UIFont.systemFont(ofSize: 28)
      place(rounded, 200)
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    let (label, plain, rounded) = (tree.sublayers[0].bounds, tree.sublayers[1].bounds, tree.sublayers[2].bounds)
    #expect(label.width > 0 && label.height > 0)
    #expect(plain.width == label.width + 14 && plain.height == label.height)
    #expect(rounded.width == label.width + 14 && rounded.height == label.height + 13)
    // Said once, at the first text field made.
    #expect(file.warnings.contains { $0.hasPrefix("L.swift:14:") && $0.contains("UIKit does not publish its intrinsic size") })
  }

  @Test func aTextFieldDrawsItsPlaceholderUntilItHasTextInsideItsBorder() throws {
    let tree = try LanguageTests.tree(
      """
      let empty = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
      empty.borderStyle = .roundedRect
      empty.placeholder = "Email"
      host.addSubview(empty)
      let filled = UITextField(frame: CGRect(x: 0, y: 40, width: 100, height: 30))
      filled.placeholder = "Name"
      filled.text = "Ada"
      filled.textColor = .red
      filled.isSecureTextEntry = false
      host.addSubview(filled)
      filled.layer.cornerRadius = filled.text == "Ada" ? 4 : 0
      filled.textAlignment = .center
      filled.layer.contentsGravity = kCAGravityCenter
      """)
    let (empty, filled) = (tree.sublayers[0], tree.sublayers[1])
    guard case .text(let a) = empty.content, case .text(let b) = filled.content else {
      Issue.record("text fields draw text")
      return
    }
    // UIColor.placeholderText (60, 60, 67) at 30 %, 7 points in; the border UIKit draws.
    #expect(a.string == "Email" && a.color == Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3))
    #expect(a.inset == 7)
    #expect(empty.borderWidth == 0.5 && empty.cornerRadius == 5 && empty.backgroundColor == .white)
    #expect(b.string == "Ada" && b.color == Color(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(filled.cornerRadius == 4)  // `text` reads back
    #expect(b.alignment == .center && a.alignment != .center)  // a field's textAlignment
    #expect(filled.contentsGravity == .center)  // Swift 3's kCAGravityCenter
  }

  @Test func controlsWobbleDoesNotDrawArePlaceholderBoxesOfTheirUsualSize() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let spinner = UIActivityIndicatorView(style: .large)
      spinner.hidesWhenStopped = true
      spinner.startAnimating()
      host.addSubview(spinner)
      let stepper = UIStepper()
      stepper.value = 3
      stepper.center = CGPoint(x: 100, y: 50)
      host.addSubview(stepper)
      let gradient = CAGradientLayer()
      host.layer.addSublayer(gradient)
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/C.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    // The activity indicator is no placeholder: its own spinner (UIActivityIndicatorViewTests).
    if case .spinner = tree.sublayers[0].content {} else { Issue.record("the activity indicator draws its spinner") }
    #expect(tree.sublayers[1].content == .icon(.placeholder, color: Color(white: 0.6)))
    #expect(tree.sublayers[1].bounds.width == 94 && tree.sublayers[1].bounds.height == 32)
    #expect(tree.sublayers[1].position == Point(100, 50))
    #expect(file.warnings.contains { $0.contains("UIStepper is drawn as a placeholder box") })
    if case .gradient = tree.sublayers[2].content {} else { Issue.record("a gradient layer is still one") }
  }

  /// The values controls hold read back as UIKit keeps them (a label printing a slider's value):
  /// a slider's value starts at 0 in 0 … 1, is held inside its bounds and follows a bound moved
  /// past it; a stepper's bounds are 0 … 100; a switch starts off; a progress view's progress
  /// stays in 0 … 1; a segmented control starts with no segment (−1).
  /// A method Wobble does not know of a drawn control: refused at its place when its result is
  /// used (no stand-in answers for UIKit), said once when the call stands alone.
  @Test func anUnknownControlMethodIsRefusedWhenItsResultIsUsedAndSaidWhenNot() throws {
    let said = OutsideWorldTests.refusal(
      "let s = UISlider()\nlet r = s.minimumValueImageRect(forBounds: s.bounds)")
    #expect(said.contains("W.swift:5:9: UISlider.minimumValueImageRect(forBounds:) is not simulated"), "\(said)")
    let file = try LanguageTests.opened(
      """
      let s = UISlider()
      s.setThumbImage(nil, for: .normal)
      host.addSubview(s)
      """)
    #expect(file.warnings.contains { $0.contains("L.swift:5:1: UISlider.setThumbImage(_:for:) is not simulated by Wobble yet") })
    #expect(
      OutsideWorldTests.refusal("let s = UISwitch()\nlet r = s.trackRect(forBounds: s.bounds)").contains(
        "trackRect(forBounds:) is UISlider's, not UISwitch's"))
  }

  @Test func aControlsValueReadsBackAsUIKitKeepsIt() throws {
    let tree = try LanguageTests.tree(
      """
      let slider = UISlider()
      let start = slider.value
      slider.minimumValue = 5
      let moved = slider.value
      slider.maximumValue = 120
      slider.setValue(200, animated: false)
      let held = slider.value
      slider.setValue(20, animated: true)
      let stepper = UIStepper()
      stepper.value = 150
      let toggle = UISwitch()
      let wasOn = toggle.isOn
      toggle.setOn(true, animated: false)
      let bar = UIProgressView()
      bar.setProgress(1.5, animated: false)
      let l = CATextLayer()
      l.string = "\\(start) \\(moved) \\(held) \\(slider.value) \\(stepper.value) \\(wasOn) \\(toggle.isOn) \\(bar.progress) "
        + "\\(UISegmentedControl().selectedSegmentIndex)"
      host.layer.addSublayer(l)
      """)
    guard case .text(let text) = tree.sublayers[0].content else {
      Issue.record("no text")
      return
    }
    #expect(text.string == "0.0 5.0 120.0 20.0 100.0 false true 1.0 -1")
  }

  @Test func aButtonDrawsItsNormalTitleInItsColourAndFont() throws {
    let tree = try LanguageTests.tree(
      """
      final class Pill: UIButton {}
      let button = UIButton(type: .system)
      button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
      button.setTitle("Go", for: .normal)
      button.setTitle("Going", for: .highlighted)
      button.setTitleColor(.white, for: .normal)
      button.titleLabel?.font = .systemFont(ofSize: 20)
      host.addSubview(button)
      let pill = Pill(frame: CGRect(x: 0, y: 50, width: 100, height: 40))
      pill.setTitle("Stop", for: .normal)
      host.addSubview(pill)
      """)
    guard case .text(let go) = tree.sublayers[0].content, case .text(let stop) = tree.sublayers[1].content else {
      Issue.record("buttons draw their titles")
      return
    }
    #expect(go.string == "Go" && go.color == Color(white: 1) && go.fontSize == 20 && go.alignment == .center)
    // `init(frame:)` makes a `.custom` button, whose title is white until a colour is set.
    #expect(stop.string == "Stop" && stop.color == Color(white: 1))
  }

  /// UIButton's title is set in the 15-point system font (a label's is 17), and a button
  /// placed by constraints alone takes its title's size plus its `contentEdgeInsets`, or with
  /// none 6 points above and below (UIKit's padding: a 15-point title makes a 30-point button).
  @Test func aButtonIsItsFifteenPointTitlePlusItsInsets() throws {
    let tree = try LanguageTests.tree(
      """
      let label = UILabel()
      label.text = "Animate"
      label.font = .systemFont(ofSize: 15)
      label.sizeToFit()
      host.addSubview(label)
      for insets in [UIEdgeInsets.zero, UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)] {
        let b = UIButton()
        b.translatesAutoresizingMaskIntoConstraints = false
        b.setTitle("Animate", for: .normal)
        b.contentEdgeInsets = insets
        host.addSubview(b)
        b.leadingAnchor.constraint(equalTo: host.leadingAnchor).isActive = true
        b.topAnchor.constraint(equalTo: host.topAnchor).isActive = true
      }
      """)
    let (label, plain, padded) = (tree.sublayers[0].frame, tree.sublayers[1].frame, tree.sublayers[2].frame)
    guard case .text(let title) = tree.sublayers[1].content else {
      Issue.record("a button draws its title")
      return
    }
    #expect(title.fontSize == 15)
    #expect(plain.width == label.width && plain.height == label.height + 12)
    #expect(padded.width == label.width + 32 && padded.height == label.height + 16)
  }

  /// `isEnabled` of a button or a text field is kept for the code that reads it (a launcher
  /// disabled until its timer fires); the disabled look is not drawn, said once.
  @Test func aControlsIsEnabledReadsBackAndTheDisabledLookIsSaid() throws {
    let file = try LanguageTests.opened(
      """
      let b = UIButton(type: .system)
      let field = UITextField()
      let before = b.isEnabled && field.isEnabled
      b.isEnabled = false
      field.isEnabled = false
      b.alpha = before && !b.isEnabled && !field.isEnabled ? 0.5 : 1
      host.addSubview(b)
      """)
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers[0].opacity == 0.5)
    #expect(file.warnings.contains { $0.hasPrefix("L.swift:7:") && $0.contains("a disabled control is drawn as a normal one") })
  }

  /// A system button's title is drawn in its tint, set before or after the title; a title
  /// colour of its own wins over the tint (UIKit: `tintColor` colours a `.system` button's title
  /// until `setTitleColor(_:for:)`).
  @Test func aSystemButtonsTitleFollowsItsTintUntilGivenAColour() throws {
    let tree = try LanguageTests.tree(
      """
      for own in [false, true] {
        let b = UIButton(type: .system)
        b.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        b.setTitle("Go", for: .normal)
        if own { b.setTitleColor(.green, for: .normal) }
        b.tintColor = .red
        host.addSubview(b)
      }
      """)
    let colors = tree.sublayers.map { layer -> Color? in
      guard case .text(let style) = layer.content else { return nil }
      return style.color
    }
    #expect(colors == [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0)])
  }

  @Test func aButtonSubclassSetsItsOwnTitleWithoutSelf() throws {
    let tree = try LanguageTests.tree(
      """
      final class BounceButton: UIButton {
        override init(frame: CGRect) {
          super.init(frame: frame)
          setTitle("Tap me", for: .normal)
          setTitleColor(.white, for: .normal)
          addTarget(self, action: #selector(tapped), for: .touchUpInside)
        }
        required init?(coder: NSCoder) { fatalError() }
        @objc func tapped() {}
      }
      host.addSubview(BounceButton(frame: CGRect(x: 0, y: 0, width: 150, height: 50)))
      """)
    guard case .text(let title) = tree.sublayers[0].content else {
      Issue.record("the subclass draws its title")
      return
    }
    #expect(title.string == "Tap me" && title.color == Color(white: 1))
  }
}

extension ControlsTests {
  /// A text field's `font` and a button's `titleLabel?.font` set the face and size their text
  /// is drawn in: checked against the font files' own advances and heights.
  @Test(.enabled(if: FontCatalog.shared?.face(file: "Inter-Bold.otf") != nil, "Inter is not installed (fonts-inter)"))
  func aTextFieldsFontAndAButtonsTitleFontAreDrawn() throws {
    let tree = try LanguageTests.tree(
      """
      let b = UIButton(type: .system)
      b.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
      b.setTitle("Tap me", for: .normal)
      b.titleLabel?.font = UIFont.boldSystemFont(ofSize: 22)
      host.addSubview(b)
      let f = UITextField(frame: CGRect(x: 0, y: 50, width: 200, height: 40))
      f.placeholder = "N"
      f.font = UIFont.systemFont(ofSize: 20)
      host.addSubview(f)
      """)
    let catalog = try #require(FontCatalog.shared)
    let boldFace = try #require(catalog.face(file: "Inter-Bold.otf"))
    let regularFace = try #require(catalog.face(file: "Inter-Regular.otf"))
    let bold = try #require(FontFile(path: boldFace.path, alphabet: "Tap me"))
    let regular = try #require(FontFile(path: regularFace.path, alphabet: "N"))
    guard case .text(let title) = tree.sublayers[0].content, case .text(let field) = tree.sublayers[1].content else {
      Issue.record("no text")
      return
    }
    let titleInk = title.path(in: tree.sublayers[0].bounds).bounds
    #expect(abs(titleInk.width - bold.advance("Tap me", size: 22)) < 0.1 * bold.advance("Tap me", size: 22))
    let fieldInk = field.path(in: tree.sublayers[1].bounds).bounds
    #expect(abs(fieldInk.height - regular.top("N", size: 20)) < 0.05)
  }

  /// `sendActions(for:)` called by the code runs the targets added for those events (with the
  /// control when the method takes it); other events' targets do not run. The control a tap
  /// reaches, shown, gets a `tap.…` setting named after the property holding it.
  @Test func sendActionsCallsTheTargetsOfThoseEvents() throws {
    let file = try LanguageTests.opened(
      """
      final class Panel: UIView {
        let slider = UISlider()
        var changes: CGFloat = 0
        var touches: CGFloat = 0
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(slider)
          slider.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
          slider.addTarget(self, action: #selector(touched), for: [.touchUpInside, .touchDown])
          slider.sendActions(for: .valueChanged)
          slider.sendActions(for: .valueChanged)
          layer.cornerRadius = changes * 10 + touches
        }
        required init?(coder: NSCoder) { fatalError() }
        @objc func changed(_ sender: UISlider) { changes += 1 }
        @objc func touched() { touches += 1 }
      }
      host.addSubview(Panel(frame: host.bounds))
      """)
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers[0].cornerRadius == 20)
    #expect(file.scene.parameters.map(\.name).filter { $0.hasPrefix("tap.") } == ["tap.slider"])
  }

  /// A button whose action animates is said to wait for a tap, with the setting that taps it;
  /// set, the tap lands at its time and the action's animation runs from there, as a finger's.
  @Test func aTapSettingTapsTheButtonAtItsTime() throws {
    let file = try LanguageTests.opened(
      """
      final class Screen: UIView {
        let go = UIButton(type: .system)
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
        override init(frame: CGRect) {
          super.init(frame: frame)
          go.setTitle("Go on", for: .normal)
          go.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
          go.addTarget(self, action: #selector(slide), for: .touchUpInside)
          addSubview(go)
          addSubview(box)
        }
        required init?(coder: NSCoder) { fatalError() }
        @objc func slide() {
          UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.box.frame.origin.x = 100 })
        }
      }
      host.addSubview(Screen(frame: host.bounds))
      """)
    #expect(
      file.warnings.contains {
        $0.contains("the button \"Go on\" runs Screen.slide when tapped, which animates")
          && $0.contains("`set tap.Go_on 1` taps it at 1 s")
      })
    let spec = try #require(file.scene.parameters.first { $0.name == "tap.Go_on" })
    #expect(spec.defaultValue == .number(-1))
    var tapped = ParameterValues()
    tapped[spec] = .number(1)
    func boxX(_ values: ParameterValues, _ t: Double) -> Double {
      file.scene.presentation(values, t).sublayers[0].sublayers[1].frame.minX
    }
    #expect(boxX(ParameterValues(), 1.5) == 0)
    #expect(boxX(tapped, 0.9) == 0)
    #expect(abs(boxX(tapped, 1.5) - 50) < 1e-9)
    #expect(boxX(tapped, 2.5) == 100)
  }

  /// `titleLabel?.textColor` set on a button is put back by UIKit from the button's state when it
  /// lays the button out: a custom button's title stays white; `setTitleColor(_:for:)` is the way.
  @Test func aButtonsTitleLabelColourIsSetAgainFromItsState() throws {
    let file = try LanguageTests.opened(
      """
      let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      button.setTitle("Submit", for: .normal)
      button.titleLabel?.textColor = UIColor.black
      host.addSubview(button)
      """)
    guard case .text(let title) = file.scene.presentation(ParameterValues(), 0).sublayers[0].content else {
      Issue.record("a button draws its title")
      return
    }
    #expect(title.color == Color(white: 1))
    #expect(file.warnings.contains { $0.contains("titleLabel?.textColor of a button is set again by UIKit") })
  }
}

/// A control's state — enabled, selected, highlighted — as UIKit keeps it, for any control: a
/// file's subclass of `UIControl` reads `state` and its overrides observe the flags (a pill
/// button's `override var isHighlighted { didSet … }`).
@Suite struct ControlStateTests {
  @Test func aControlSubclassKeepsItsStateAndItsOverridesObserveIt() throws {
    let file = try LanguageTests.opened(
      """
      class Pill: UIControl {
        var seen: [UIControl.State] = []
        override var isHighlighted: Bool { didSet { seen.append(state) } }
        override var isEnabled: Bool { didSet { alpha = isEnabled ? 1 : 0.5 } }
      }
      let pill = Pill(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
      let fresh = pill.isEnabled && !pill.isSelected && !pill.isHighlighted && pill.state == .normal
      pill.isHighlighted = true
      pill.isEnabled = false
      pill.isSelected = true
      pill.isHighlighted = false
      let now = pill.state == [.disabled, .selected] && pill.state.rawValue == 6
      pill.backgroundColor = fresh && now && pill.seen == [.highlighted, [.disabled, .selected]] ? .green : .red
      host.addSubview(pill)
      """)
    let pill = file.scene.presentation(ParameterValues(), 0).sublayers[0]
    #expect(pill.backgroundColor == Color(red: 0, green: 1, blue: 0))
    #expect(pill.opacity == 0.5)
    // A subclass draws what its own code draws: no warning about UIKit's look.
    #expect(!file.warnings.contains { $0.contains("control is drawn as a normal one") }, "\(file.warnings)")
  }

  /// A button's selected or highlighted look (another title, a dimmed one) is UIKit's to draw
  /// and is not drawn here: said at the line; its state still reads back.
  @Test func aButtonsStateReadsBackAndItsLookIsSaidNotDrawn() throws {
    let file = try LanguageTests.opened(
      """
      let b = UIButton(type: .custom)
      b.isSelected = true
      b.alpha = b.state == .selected && b.state.contains(.selected) ? 0.5 : 1
      host.addSubview(b)
      """)
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers[0].opacity == 0.5)
    #expect(file.warnings.contains { $0.hasPrefix("L.swift:5:") && $0.contains("a selected control is drawn as a normal one") })
  }

  @Test func aPlaceholderControlsStateReadsBack() throws {
    let tree = try LanguageTests.tree(
      """
      let s = UISwitch()
      s.isEnabled = false
      s.alpha = s.state == .disabled ? 0.5 : 1
      host.addSubview(s)
      """)
    #expect(tree.sublayers[0].opacity == 0.5)
  }
}
