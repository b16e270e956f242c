import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// A storyboard button's segue: a tap makes the destination scene's controller, hands the
/// segue to the source's `prepare(for:sender:)` and shows the destination as its kind says.
@Suite struct StoryboardSeguesTests {
  /// A storyboard document whose initial controller is `initial`, holding `scenes`.
  static func document(initial: String, _ scenes: String...) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\(initial)">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
    \(scenes.joined(separator: "\n"))
        </scenes>
    </document>
    """
  }

  /// A scene of the controller `id` of `type`, its 320 × 480 root view in `color` holding
  /// `subviews`, with `extra` elements (its navigation item) and `attributes` on the controller.
  static func scene(
    _ id: String, _ type: String, color: String, subviews: String = "", extra: String = "", attributes: String = ""
  ) -> String {
    """
    <scene sceneID="s-\(id)">
        <objects>
            <viewController \(attributes) id="\(id)" customClass="\(type)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="v-\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>\(subviews)</subviews>
                    \(color)
                </view>
                \(extra)
            </viewController>
        </objects>
    </scene>
    """
  }

  static let grey =
    #"<color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
  static let red =
    #"<color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#

  /// Two scenes: `First` with a grey button (`go`) whose segue of `kind` leads to `Second`,
  /// whose view is red and presented in `style`.
  static func storyboard(kind: String, style: String = "fullScreen", identifier: String = "toSecond") -> String {
    let button = """
      <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="go">
          <rect key="frame" x="100" y="200" width="80" height="40"/>
          <state key="normal" title="Next"/>
          <connections>
              <segue destination="two" kind="\(kind)" identifier="\(identifier)" id="seg"/>
          </connections>
      </button>
      """
    return document(
      initial: "one", scene("one", "First", color: grey, subviews: button),
      scene("two", "Second", color: red, attributes: #"modalPresentationStyle="\#(style)""#))
  }

  static let code = """
    import UIKit
    class First: UIViewController {
      override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "toSecond", let second = segue.destination as? Second { second.fade = 0.5 }
      }
    }
    class Second: UIViewController {
      var fade: CGFloat = 1
      override func viewDidLoad() {
        super.viewDidLoad()
        view.alpha = fade
      }
    }
    """

  static func open(kind: String, style: String = "fullScreen", code: String = code) throws -> OpenedFile {
    try StoryboardLoadingTests.open(
      ["App/Controllers.swift": code, "App/Base.lproj/Main.storyboard": storyboard(kind: kind, style: style)], ["App"])
  }

  /// The button tapped at 1 s.
  static func tapped(_ file: OpenedFile) throws -> ParameterValues {
    var values = ParameterValues()
    values[try #require(file.scene.parameters.first { $0.name == "tap.Next" })] = .number(1)
    return values
  }

  @Test(arguments: ["presentation", "modal", "show"])
  func aTapOnASeguesButtonPresentsTheDestinationAfterPrepare(kind: String) throws {
    let file = try Self.open(kind: kind)
    let values = try Self.tapped(file)
    // Before the tap: the first scene alone.
    #expect(file.scene.presentation(values, 0.5).sublayers.count == 1)
    // After: the second scene's red view over it, faded by what `prepare(for:sender:)` set.
    let after = file.scene.presentation(values, 1.5)
    let second = try #require(after.sublayers.last)
    #expect(after.sublayers.count == 2)
    #expect(second.backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(second.opacity == 0.5)
    #expect(second.bounds.width == 320 && second.bounds.height == 480)
    // Named after its controller, as the setup's views are, for `values` and `plot`.
    #expect(after.sublayer(named: "Second") != nil)
  }

  /// Left untapped, a segue to a controller that animates as it appears is said, with the
  /// setting that taps it; UIKit's default page sheet is said when the segue is tapped.
  @Test func aSegueToAnAnimatingControllerIsSaidAndAPageSheetTooWhenTapped() throws {
    let animating = Self.code.replacingOccurrences(
      of: "view.alpha = fade",
      with: "view.alpha = fade\n  }\n  override func viewDidAppear(_ animated: Bool) {\n"
        + "    UIView.animate(withDuration: 1) { self.view.alpha = 1 }")
    let file = try Self.open(kind: "presentation", style: "automatic", code: animating)
    #expect(
      file.warnings.contains {
        $0.contains("Main.storyboard:") && $0.contains("the button \"Next\" shows Second by a segue when tapped")
          && $0.contains("`set tap.Next 1`")
      })
    let values = try Self.tapped(file)
    _ = file.scene.presentation(values, 2)
    #expect(
      (file.scene.laterWarnings?(values) ?? []).contains { $0.contains("Second is presented as UIKit's default page sheet") })
  }

  /// A segue whose destination the source makes its transitioning delegate of in
  /// `prepare(for:sender:)` (BubbleTransition's demo) is said as animating, and presents
  /// through the animator: the destination fades in over 1 s from the tap at 1 s. Its style is
  /// `.custom`, so the context gives no presenting view (`view(forKey: .from)` is nil); the
  /// deprecated `setStatusBarStyle(_:animated:)` in its `viewWillAppear` changes nothing.
  @Test func aSegueWhoseDestinationHasATransitioningDelegatePresentsThroughItsAnimator() throws {
    let code = """
      import UIKit
      class Fade: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
          let toView = context.view(forKey: UITransitionContextViewKey.to)!
          toView.layer.borderWidth = context.view(forKey: .from) == nil ? 2 : 5
          toView.alpha = 0
          context.containerView.addSubview(toView)
          UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { toView.alpha = 1 }) { _ in
            context.completeTransition(true)
          }
        }
      }
      class First: UIViewController, UIViewControllerTransitioningDelegate {
        let fade = Fade()
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
          segue.destination.transitioningDelegate = self
          segue.destination.modalPresentationStyle = .custom
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { fade }
      }
      class Second: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
          UIApplication.shared.setStatusBarStyle(.lightContent, animated: true)
        }
      }
      """
    let file = try Self.open(kind: "presentation", style: "automatic", code: code)
    #expect(file.warnings.contains { $0.contains("the button \"Next\" shows Second by a segue when tapped") })
    let values = try Self.tapped(file)
    let container = try #require(file.scene.presentation(values, 1.5).sublayers.last)
    let second = try #require(container.sublayers.last)
    #expect(second.backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(abs(second.opacity - 0.5) < 1e-6 && second.borderWidth == 2)
    #expect(file.scene.presentation(values, 2.5).sublayers.last?.sublayers.last?.opacity == 1)
    #expect(!(file.scene.laterWarnings?(values) ?? []).contains { $0.contains("page sheet") })
  }

  /// A segue Wobble does not follow (a custom one) shows nothing new, said at its line.
  @Test func aSegueNotFollowedIsSaidAtItsLine() throws {
    let file = try Self.open(kind: "custom")
    let values = try Self.tapped(file)
    #expect(file.scene.presentation(values, 1.5).sublayers.count == 1)
    #expect(
      (file.scene.laterWarnings?(values) ?? []).contains {
        $0.contains("Main.storyboard:") && $0.contains("the custom segue is not performed by Wobble yet")
      })
  }

  /// A navigation controller's root whose navigation item has a "Next" bar button with a show
  /// segue to `Second` and a "Fade" one whose action the root answers.
  static let navigation: String = {
    let item = """
      <navigationItem key="navigationItem" id="item">
          <barButtonItem key="rightBarButtonItem" title="Next" id="next">
              <connections><segue destination="two" kind="show" identifier="toSecond" id="seg"/></connections>
          </barButtonItem>
          <barButtonItem key="leftBarButtonItem" title="Fade" id="fade">
              <connections><action selector="fade:" destination="one" id="act"/></connections>
          </barButtonItem>
      </navigationItem>
      """
    let navigationController = StoryboardLoadingTests.navigationScene(
      root: "one", bar: #"x="0.0" y="20" width="320" height="44""#)
    return document(
      initial: "nav", scene("one", "First", color: grey, extra: item), scene("two", "Second", color: red), navigationController)
  }()

  /// A bar button item is not drawn, but its segue and its action are tapped by its title's
  /// setting: "Next" pushes `Second` (after `prepare(for:sender:)`), "Fade" runs the action.
  @Test func aStoryboardBarButtonsSegueAndActionAreTappedByItsTitle() throws {
    // Pushed, `Second` loads its view inside the navigation controller: faded only when its
    // `viewDidLoad()` finds it.
    let code =
      Self.code.replacingOccurrences(of: "view.alpha = fade", with: "view.alpha = navigationController == nil ? 1 : fade")
      + "\nextension First {\n  @IBAction func fade(_ sender: Any) { view.alpha = 0.25 }\n}\n"
    let file = try StoryboardLoadingTests.open(
      ["App/Controllers.swift": code, "App/Base.lproj/Main.storyboard": Self.navigation], ["App"])
    let taps = file.scene.parameters.map(\.name).filter { $0.hasPrefix("tap.") }
    #expect(Set(taps) == ["tap.Next", "tap.Fade"])
    #expect(file.warnings.contains { $0.contains("rightBarButtonItem \"Next\" is not drawn") && $0.contains("taps it") })
    func shown(_ key: String) throws -> [Layer] {
      var values = ParameterValues()
      values[try #require(file.scene.parameters.first { $0.name == key })] = .number(1)
      return file.scene.presentation(values, 1.5).sublayers
    }
    // The navigation controller's view holds the top controller's view under its bar.
    let pushed = try #require(try shown("tap.Next").first)
    #expect(pushed.backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(pushed.opacity == 0.5)
    let faded = try #require(try shown("tap.Fade").first)
    #expect(faded.opacity == 0.25)
  }
}
