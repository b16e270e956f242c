import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Swift 3 and 4 spellings real code still has run as today's, each with one warning.
@Suite struct OlderSwiftTests {
  @Test func swift3ConstantsAndConversionsMeanWhatTheyMeant() throws {
    let file = try LanguageTests.opened(
      """
      let bar = CALayer()
      bar.backgroundColor = UIColor(colorLiteralRed: 1, green: 0.5, blue: 0, alpha: 1).cgColor
      let big: CGFloat = MAXFLOAT > 1e38 && HUGE > MAXFLOAT ? 1 : 0
      bar.frame = CGRect(x: M_PI_2 * 2, y: big, width: CGFloat("abcd".characters.count), height: CGFloat(Int64(2.7)))
      host.layer.addSublayer(bar)
      """)
    let bar = file.scene.presentation(ParameterValues(), 0).sublayers[0]
    #expect(abs(bar.frame.minX - .pi) < 1e-12)
    #expect(bar.frame.minY == 1 && bar.bounds.width == 4 && bar.bounds.height == 2)
    #expect(bar.backgroundColor == Color(red: 1, green: 0.5, blue: 0))
    for old in ["colorLiteralRed", "MAXFLOAT", "HUGE", "characters"] {
      #expect(file.warnings.contains { $0.contains(old) }, "no warning names \(old)")
    }
    // Each at its place: the constant read and the property called.
    #expect(file.warnings.contains { $0.hasPrefix("L.swift:6:20: MAXFLOAT is Swift 3's") }, "\(file.warnings)")
    #expect(file.warnings.contains { $0.hasPrefix("L.swift:7:58: String.characters") }, "\(file.warnings)")
  }

  /// Core Animation's string constants before Swift 4.2 (`kCAFillModeForwards`) are the cases
  /// they became, each said once at its place with today's spelling.
  @Test func swift4sCoreAnimationConstantsAreTodaysCasesWithAWarning() throws {
    let file = try LanguageTests.opened(
      """
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.toValue = 0
      fade.duration = 2
      fade.fillMode = kCAFillModeForwards
      fade.isRemovedOnCompletion = false
      fade.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear)
      host.layer.add(fade, forKey: nil)
      """)
    #expect(abs(file.scene.presentation(ParameterValues(), 1).opacity - 0.5) < 1e-9)
    #expect(file.scene.presentation(ParameterValues(), 3).opacity == 0)
    #expect(file.warnings.contains { $0.hasPrefix("L.swift:7:17: kCAFillModeForwards is Swift 4's spelling of .forwards") })
    #expect(file.warnings.contains { $0.contains("kCAMediaTimingFunctionLinear is Swift 4's spelling of .linear") })
  }

  /// C's limits as Swift imports them: a random fraction written `Float(arc4random()) /
  /// Float(UINT32_MAX)` stays within 0…1, and the others are the values of Darwin's headers.
  /// Swift 4.2 nested UIKit's option types in their classes: the Swift 3 and 4 names
  /// (`UIViewAnimationOptions()`, `UIViewAnimationOptions.curveEaseIn`) mean the same, each
  /// with one warning naming today's spelling; today's spelling says nothing.
  @Test func swift4sOptionTypeNamesAreTodaysNestedTypes() throws {
    let code = { (options: String, curve: String) in
      """
      let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      host.addSubview(dot)
      UIView.animate(withDuration: 1, delay: 0, options: \(options)(), animations: { dot.center.x = 110 })
      UIView.animate(withDuration: 1, delay: 0, options: \(curve).curveLinear, animations: { dot.alpha = 0 })
      """
    }
    let old = try LanguageTests.opened(code("UIViewAnimationOptions", "UIViewAnimationOptions"))
    let new = try LanguageTests.opened(code("UIView.AnimationOptions", "UIView.AnimationOptions"))
    for t in [0.25, 0.5] {
      let (a, b) = (old.scene.presentation(ParameterValues(), t), new.scene.presentation(ParameterValues(), t))
      #expect(a.sublayers[0].position == b.sublayers[0].position && a.sublayers[0].opacity == b.sublayers[0].opacity)
    }
    // The empty options ease in and out; the linear curve is halfway at half time.
    #expect(abs(new.scene.presentation(ParameterValues(), 0.5).sublayers[0].opacity - 0.5) < 1e-6)
    #expect(old.warnings.filter { $0.contains("UIViewAnimationOptions is Swift 4's UIView.AnimationOptions") }.count == 1)
    #expect(new.warnings.allSatisfy { !$0.contains("Swift 4's") })
  }

  @Test func cLimitsAreTheHeadersValues() throws {
    let tree = try LanguageTests.tree(
      """
      let bar = CALayer()
      let fraction = CGFloat(Float(arc4random()) / Float(UINT32_MAX))
      bar.frame = CGRect(x: fraction, y: CGFloat(INT32_MAX) - 2147483600, width: CGFloat(UINT8_MAX), height: CGFloat(RAND_MAX % 1000))
      bar.opacity = FLT_EPSILON < 1e-6 && DBL_MAX > 1e308 && INT16_MIN == -32768 ? 1 : 0
      host.layer.addSublayer(bar)
      """)
    let bar = tree.sublayers[0]
    #expect(bar.frame.minX >= 0 && bar.frame.minX <= 1)
    #expect(bar.frame.minY == 47 && bar.bounds.width == 255 && bar.bounds.height == 647)
    #expect(bar.opacity == 1)
  }

  @Test func aSwift3DispatchDeadlineInNanosecondsRunsAtItsTime() throws {
    // 0.3 s written as Swift 3 wrote it; the view then fades over 0.5 s (0.55 s: half way).
    let file = try LanguageTests.opened(
      """
      let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      host.addSubview(dot)
      let when = DispatchTime.now() + Double(Int64(0.3 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
      DispatchQueue.main.asyncAfter(deadline: when) {
        UIView.animate(withDuration: 0.5, delay: 0, options: UIViewAnimationOptions.curveLinear, animations: {
          dot.alpha = 0
        }, completion: nil)
      }
      """)
    #expect(file.scene.presentation(ParameterValues(), 0.25).sublayers[0].opacity == 1)
    #expect(abs(file.scene.presentation(ParameterValues(), 0.55).sublayers[0].opacity - 0.5) < 1e-9)
  }
}

/// `UIColor()`: NSObject's initialiser, a colour code overwrites before use: clear, said once.
@Suite struct UIColorWithoutComponentsTests {
  @Test func aColourMadeWithoutComponentsIsClearWithAWarning() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      var colour = UIColor()
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      v.backgroundColor = colour
      colour = UIColor(displayP3Red: 0.5, green: 0.25, blue: 0.75, alpha: 1)
      let w = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      w.backgroundColor = colour
      v.addSubview(w)
      PlaygroundPage.current.liveView = v
      """
    let file = try OpenedFile.open(text: code, path: "/x/C.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.backgroundColor?.alpha == 0)
    #expect(file.warnings.contains("C.swift:3:14: UIColor() has no colour of its own: Wobble takes it as clear"))
    // Display P3 converted (the value ColorDisplayP3Tests checks), not taken as sRGB.
    let p3 = try #require(tree.sublayers[0].backgroundColor)
    #expect(abs(p3.red - 0.537_832) < 2e-6 && abs(p3.blue - 0.777_057) < 2e-6)
  }
}

/// Swift 2's timer (`NSTimer.scheduledTimerWithTimeInterval(_:target:selector:userInfo:repeats:)`
/// with its selector a string) and Xcode 7's colour literal, `[#Color(colorLiteralRed:…)#]`,
/// each run as Swift 3 spells them, with one warning naming both.
@Suite struct Swift2TimerAndXcode7LiteralTests {
  @Test func aSwift2TimerWithAStringSelectorFiresTheMethod() throws {
    let code = """
      import UIKit
      class Blinker: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          view.backgroundColor = UIColor.redColor()
          NSTimer.scheduledTimerWithTimeInterval(0.5, target: self, selector: "flip", userInfo: nil, repeats: false)
        }
        func flip() { view.backgroundColor = UIColor.blueColor() }
      }
      """
    let file = try OpenedFile.open(text: code, path: "/x/B.swift")
    #expect(file.scene.presentation(ParameterValues(), 0.4).backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(file.scene.presentation(ParameterValues(), 0.6).backgroundColor == Color(red: 0, green: 0, blue: 1))
    #expect(file.warnings.contains { $0.hasPrefix("B.swift:6:5: NSTimer.scheduledTimerWithTimeInterval") })
  }

  /// The literal's numbers stay where they are (each a parameter the file writes back in place).
  @Test func anXcode7ColourLiteralIsTheColourAndItsNumbersAreTunable() throws {
    let code = """
      import UIKit
      import XCPlayground
      let box = UIView(frame: CGRectMake(0, 0, 50, 50))
      box.backgroundColor = [#Color(colorLiteralRed: 1, green: 0.5, blue: 0.25, alpha: 1)#]
      XCPlaygroundPage.currentPage.liveView = box
      """
    let file = try OpenedFile.open(text: code, path: "/x/L.swift")
    #expect(file.scene.presentation(ParameterValues(), 0).backgroundColor == Color(red: 1, green: 0.5, blue: 0.25))
    #expect(file.warnings.contains { $0.hasPrefix("L.swift:4:23: [#Color(colorLiteralRed:…)#] is Xcode 7's colour literal") })
    let green = try #require(file.source.literals.first { $0.value == 0.5 })
    let utf8 = Array(code.utf8)
    #expect(String(decoding: utf8[green.bytes], as: UTF8.self) == "0.5")
  }

  /// Swift 3's `substring(from:)` and `substring(to:)` are the slices after and before the
  /// index, each said once.
  @Test func swift3SubstringsAreTheSlicesAfterAndBeforeTheIndex() throws {
    let file = try LanguageTests.opened(
      """
      let text = "marquee"
      let tail = text.substring(from: text.index(after: text.startIndex))
      let head = text.substring(to: text.index(text.startIndex, offsetBy: 3))
      let bar = CALayer()
      bar.frame = CGRect(x: 0, y: 0, width: CGFloat(tail.count), height: head == "mar" && tail == "arquee" ? 1 : 2)
      host.layer.addSublayer(bar)
      """)
    let bar = file.scene.presentation(ParameterValues(), 0).sublayers[0]
    #expect(bar.bounds.width == 6 && bar.bounds.height == 1)
    #expect(file.warnings.contains { $0.contains("String.substring(from:) is Swift 3's") })
  }
  /// Swift 2's boxes of numbers by type (`NSNumber(float:)`, all `NSNumber(value:)` since Swift
  /// 3), its capitalised SDK enum cases (`.Right`, SE-0006) and its layer time conversions
  /// (`convertTime(_:fromLayer:)`), each read as today's with one warning; a file's own enum
  /// keeps its capitalised cases.
  @Test func swift2NumbersCasesAndTimeConversionsMeanWhatTheyMeant() throws {
    let file = try LanguageTests.opened(
      """
      enum Event { case Start, Stop }
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
      label.textAlignment = NSTextAlignment.Right
      label.text = "x"
      host.addSubview(label)
      let event = Event.Start
      let bar = CALayer()
      let local = bar.convertTime(CACurrentMediaTime(), fromLayer: nil) - CACurrentMediaTime()
      bar.frame = CGRect(x: CGFloat(NSNumber(float: 0.1).floatValue), y: local, width: 10, height: event == .Start ? 10 : 0)
      host.layer.addSublayer(bar)
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    guard case .text(let style) = tree.sublayers[0].content else {
      Issue.record("no label")
      return
    }
    #expect(style.alignment == .right)
    let bar = tree.sublayers[1]
    // 0.1 as a Float is 0.100000001490116…, not the Double 0.1.
    #expect(bar.frame.minX == Double(Float(0.1)) && bar.frame.minY == 0 && bar.bounds.height == 10)
    for old in [".Right is Swift 2's .right", "NSNumber(float:)", "convertTime(_:fromLayer:)"] {
      #expect(file.warnings.contains { $0.contains(old) }, "no warning says \(old): \(file.warnings)")
    }
    #expect(!file.warnings.contains { $0.contains(".Start") })
  }

  /// Swift 2's `override class func layerClass() -> AnyClass`, a property since Swift 3, picks
  /// the view's layer class.
  @Test func swift2LayerClassFunctionPicksTheLayer() throws {
    let file = try LanguageTests.opened(
      """
      class Fade: UIView {
        override class func layerClass() -> AnyClass { return CAGradientLayer.self }
      }
      let fade = Fade(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      (fade.layer as! CAGradientLayer).colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
      host.addSubview(fade)
      """)
    guard case .gradient(let gradient) = file.scene.presentation(ParameterValues(), 0).sublayers[0].content else {
      Issue.record("not a gradient layer")
      return
    }
    #expect(gradient.colors.count == 2)
    #expect(file.warnings.contains { $0.contains("layerClass() is Swift 2's") })
  }
  /// Swift 2 wrote a function type's one parameter without parentheses (`AnyObject? -> Void`;
  /// SE-0066 requires them): read as `(AnyObject?) -> Void`, said once, where it had been refused
  /// as a syntax error. Other syntax errors are still refused.
  @Test func swift2FunctionTypesWithoutParenthesesRun() throws {
    let file = try LanguageTests.opened(
      """
      class Handler {
        var handler: (AnyObject? -> Void)?
        init(handler: AnyObject? -> Void) { self.handler = handler }
      }
      let dot = CALayer()
      let h = Handler { _ in dot.opacity = 0.5 }
      h.handler?(nil)
      host.layer.addSublayer(dot)
      """)
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers[0].opacity == 0.5)
    #expect(file.warnings.contains { $0.hasPrefix("L.swift:5:17: a function type without parentheses") }, "\(file.warnings)")
    #expect(throws: RunError.self) { try LanguageTests.opened("let f: (Int -> ) = 3") }
  }
}
