import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// A storyboard button's segue: a tap makes the destination scene's controller, hands the
/// segue to the source's `prepare(for:sender:)` and shows the destination as its kind says.
@Suite struct StoryboardSeguesTests {
  /// Two scenes: `First` with a grey button (`go`) whose segue of `kind` leads to `Second`,
  /// whose view is red and presented in `style`.
  static func storyboard(kind: String, style: String = "fullScreen", identifier: String = "toSecond") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="one">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="one" customClass="First" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="go">
                                    <rect key="frame" x="100" y="200" width="80" height="40"/>
                                    <state key="normal" title="Next"/>
                                    <connections>
                                        <segue destination="two" kind="\(kind)" identifier="\(identifier)" id="seg"/>
                                    </connections>
                                </button>
                            </subviews>
                            <color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController modalPresentationStyle="\(style)" id="two" customClass="Second" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v2">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                            <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
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
}
