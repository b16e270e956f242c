import Animation
import Foundation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// A controller whose views come from a storyboard (`@IBOutlet`), opened with it: made as UIKit
/// makes it from the scene, its outlets connected, shown at the document's size.
@Suite struct StoryboardLoadingTests {
  /// A storyboard of one scene for `ViewController`, its root view holding `subviews`, the
  /// controller's `connections`.
  static func storyboard(subviews: String, connections: String, resources: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="BYZ-38-t0r">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="tne-QT-ifu">
                <objects>
                    <viewController id="BYZ-38-t0r" customClass="ViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                            <subviews>
    \(subviews)
                            </subviews>
                            <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <constraints>
                                <constraint firstItem="a" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                            </constraints>
                        </view>
                        <connections>
    \(connections)
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
        <resources>\(resources)</resources>
    </document>
    """
  }

  /// A navigation controller's scene whose root is the controller `root`, its bar saved at
  /// `bar` (`x="0.0" y="20" width="320" height="44"`) holding `barContent` (its tint, its
  /// title's attributes).
  static func navigationScene(root: String, bar: String, barContent: String = "") -> String {
    """
    <scene sceneID="s-nav"><objects>
        <navigationController id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                <rect key="frame" \(bar)/>
                \(barContent)
            </navigationBar>
            <connections>
                <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="rel-nav"/>
            </connections>
        </navigationController>
    </objects></scene>
    """
  }

  static let box = """
    <view contentMode="scaleToFill" id="a" userLabel="box">
        <rect key="frame" x="100" y="200" width="40" height="40"/>
        <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    </view>
    """

  /// `code` (a `ViewController` with an outlet `box`) opened as an app folder with a storyboard
  /// whose scene holds the red `box`.
  static func openWithBox(_ code: String) throws -> OpenedFile {
    try open(
      [
        "App/ViewController.swift": code,
        "App/Base.lproj/Main.storyboard": storyboard(
          subviews: box, connections: #"<outlet property="box" destination="a" id="o1"/>"#),
      ], ["App"])
  }

  /// `storyboard(subviews:connections:)` with view `a` centred on both axes (its `c1` pins
  /// the centre's x; a `c2` pins its y).
  static func centred(subviews: String, connections: String) -> String {
    storyboard(subviews: subviews, connections: connections).replacingOccurrences(
      of: #"id="c1"/>"#,
      with: #"id="c1"/><constraint firstItem="a" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>"#
    )
  }

  /// `storyboard` opened with a `ViewController` that declares nothing of its own.
  static func openWithPlainController(_ storyboard: String) throws -> OpenedFile {
    try open(
      ["V.swift": "import UIKit\nclass ViewController: UIViewController {}\n", "Main.storyboard": storyboard],
      ["V.swift", "Main.storyboard"])
  }

  static func open(_ files: [String: String], _ paths: [String]? = nil) throws -> OpenedFile {
    var opened: OpenedFile?
    try MultipleFilesTests.folder(files) { root in
      let given = (paths ?? [""]).map { root.appendingPathComponent($0).path }
      opened = try OpenedFile.open(paths: given)
    }
    return try #require(opened)
  }

  @Test func outletsAreConnectedToTheSceneViewsAndTheControllerAnimatesThem() throws {
    let code = """
      import UIKit
      class ViewController: UIViewController {
        @IBOutlet weak var box: UIView!
        override func viewDidLoad() {
          super.viewDidLoad()
          UIView.animate(withDuration: 1) { self.box.center.x += 100 }
        }
      }
      """
    let file = try Self.openWithBox(code)
    let start = file.scene.presentation(ParameterValues(), 0)
    #expect(start.bounds.width == 320 && start.bounds.height == 480)
    #expect(start.backgroundColor == Color(white: 1))
    let box = start.sublayers[0]
    #expect(box.position == Point(120, 220))
    #expect(box.backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(file.scene.presentation(ParameterValues(), 1).sublayers[0].position == Point(220, 220))
    #expect(
      file.warnings.contains {
        $0.hasPrefix("Main.storyboard:7: ViewController's views are laid out as Interface Builder saved them")
          && $0.contains("its 1 constraints are not solved again")
      })
  }

  /// A document that names no device says which canvas its frames are for: Xcode 7's 600 × 600
  /// any-size square, or else the fixed screen it was drawn at (a document without size
  /// classes, 320 × 480 here), never the square for a phone-sized scene.
  @Test func aDocumentWithoutADeviceNamesTheCanvasItsFramesAreFor() throws {
    let saved = Self.storyboard(subviews: Self.box, connections: "")
      .replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait"/>"#, with: "")
    let fixed = try Self.openWithPlainController(saved)
    #expect(fixed.warnings.contains { $0.contains("saved them for the screen it was drawn at (it names no device), 320 × 480") })
    let square = try Self.openWithPlainController(
      saved.replacingOccurrences(of: #"width="320" height="480""#, with: #"width="600" height="600""#))
    #expect(square.warnings.contains { $0.contains("saved them for Xcode 7's any-size canvas, no device's, 600 × 600") })
  }

  /// A view's `tag` from the storyboard reads back through `tag` and `viewWithTag(_:)` (a
  /// flip demo tells its two cards apart by `sender.view?.tag`).
  @Test func aStoryboardTagReadsBackByTagAndViewWithTag() throws {
    let tagged = Self.box.replacingOccurrences(of: #"<view contentMode"#, with: #"<view tag="3" contentMode"#)
    let code = """
      import UIKit
      class ViewController: UIViewController {
        @IBOutlet weak var box: UIView!
        override func viewDidLoad() {
          super.viewDidLoad()
          box.frame.origin.x = CGFloat(box.tag) * 10
          view.viewWithTag(3)?.frame.origin.y = 7
        }
      }
      """
    let file = try Self.open(
      [
        "App/ViewController.swift": code,
        "App/Base.lproj/Main.storyboard": Self.storyboard(
          subviews: tagged, connections: #"<outlet property="box" destination="a" id="o1"/>"#),
      ], ["App"])
    let box = file.scene.presentation(ParameterValues(), 0).sublayers[0]
    #expect(box.frame.minX == 30)
    #expect(box.frame.minY == 7)
  }

  /// UIKit sets an outlet through its setter (key-value coding): the property's `willSet` and
  /// `didSet` run as the storyboard connects it, before `viewDidLoad()`.
  @Test func anOutletsObserversRunWhenTheStoryboardConnectsIt() throws {
    let code = """
      import UIKit
      class ViewController: UIViewController {
        var order: [CGFloat] = []
        @IBOutlet weak var box: UIView! {
          willSet { order.append(newValue == nil ? 0 : 1) }
          didSet { order.append(oldValue == nil ? 2 : 3); box.alpha = 0.5 }
        }
        override func viewDidLoad() {
          super.viewDidLoad()
          box.layer.cornerRadius = order.count == 2 ? order[0] * 10 + order[1] : -1
        }
      }
      """
    let box = try Self.openWithBox(code).scene.presentation(ParameterValues(), 0).sublayers[0]
    #expect(box.opacity == 0.5)
    #expect(box.cornerRadius == 12)
  }

  /// A control's action connections become its targets, as `addTarget` makes them: the code's
  /// `sendActions(for:)` runs the one for that event (Swift 3's `…WithSender:` selector found
  /// by its method), and an action that animates is said to wait for a touch; one that does
  /// not animate is not.
  @Test func actionConnectionsBecomeTheControlsTargetsAndAnAnimatingOneIsSaid() throws {
    func button(_ id: String, _ title: String, x: Int, sending selector: String) -> String {
      """
      <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="\(id)">
          <rect key="frame" x="\(x)" y="400" width="50" height="30"/>
          <state key="normal" title="\(title)"/>
          <connections>
              <action selector="\(selector)" destination="BYZ-38-t0r" eventType="touchUpInside" id="x\(id)"/>
          </connections>
      </button>
      """
    }
    let buttons =
      button("go", "Start", x: 10, sending: "startAnimate:") + button("halt", "Stop", x: 80, sending: "stopPressedWithSender:")
    let code = """
      import UIKit
      class ViewController: UIViewController {
        @IBOutlet weak var box: UIView!
        @IBOutlet weak var stopButton: UIButton!
        override func viewDidLoad() {
          super.viewDidLoad()
          stopButton.sendActions(for: .touchUpInside)
        }
        @IBAction func startAnimate(_ sender: Any) {
          UIView.animate(withDuration: 1) { self.box.center.x += 100 }
        }
        @IBAction func stopPressed(sender: UIButton) { box.alpha = 0.5 }
      }
      """
    let file = try Self.open(
      [
        "App/ViewController.swift": code,
        "App/Base.lproj/Main.storyboard": Self.storyboard(
          subviews: Self.box + buttons,
          connections:
            #"<outlet property="box" destination="a" id="o1"/><outlet property="stopButton" destination="halt" id="o2"/>"#),
      ], ["App"])
    let box = file.scene.presentation(ParameterValues(), 1).sublayers[0]
    #expect(box.opacity == 0.5)
    #expect(box.position == Point(120, 220))
    #expect(
      file.warnings.contains {
        $0.contains("the button \"Start\" runs ViewController.startAnimate when tapped, which animates")
          && $0.contains("`set tap.Start 1`")
      })
    #expect(!file.warnings.contains { $0.contains("stopPressed") })
  }

  /// Xcode 8 saved views placed by their autoresizing masks with `<frame key="frameInset">`
  /// (distances from the superview's edges) instead of a frame rectangle: placed by them.
  /// A controller with a nib of its own: the nib's File's Owner is the controller, its `view`
  /// outlet the root view, its other outlets the controller's; the nib's device is the screen.
  @Test func aControllersOwnNibIsItsViewThroughTheFilesOwner() throws {
    let nib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <device id="retina4_0" orientation="portrait"><adaptation id="fullscreen"/></device>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BallVC" customModule="Ball" customModuleProvider="target">
                  <connections>
                      <outlet property="ball" destination="b" id="o1"/>
                      <outlet property="view" destination="v" id="o2"/>
                  </connections>
              </placeholder>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              <view contentMode="scaleToFill" id="v">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                  <subviews>
                      <view contentMode="scaleToFill" id="b">
                          <rect key="frame" x="128" y="101" width="64" height="64"/>
                          <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                      </view>
                  </subviews>
                  <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </view>
          </objects>
      </document>
      """
    let code = """
      import UIKit
      class BallVC: UIViewController {
        @IBOutlet weak var ball: UIView!
        override func viewDidLoad() {
          super.viewDidLoad()
          UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear], animations: {
            self.ball.frame.origin.y = self.view.bounds.height - 64
          })
        }
      }
      """
    let file = try Self.open(["Ball/BallVC.swift": code, "Ball/BallVC.xib": nib], ["Ball"])
    let tree = file.scene.presentation(ParameterValues(), 1)
    #expect(tree.bounds.width == 320 && tree.bounds.height == 568)
    // Linear, half way from 133 to 568 − 32 = 536.
    #expect(abs(tree.sublayers[0].position.y - (133 + 536) / 2) < 1e-9)
    // Made in code (`BallVC()`) and presented, the controller loads the nib of its name, as
    // UIKit does for a controller made without a nib name; one whose nib has another name
    // (`Other.xib`) does not, and neither does one with a `loadView()` of its own.
    let presenter = """
      import UIKit
      import PlaygroundSupport
      class Home: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          let ball = BallVC()
          ball.modalPresentationStyle = .fullScreen
          present(ball, animated: false)
        }
      }
      PlaygroundPage.current.liveView = Home()
      """
    func presentedSubviews(_ nibName: String, loadView: Bool = false) throws -> Int? {
      let own =
        loadView
        ? code.replacingOccurrences(
          of: "override func viewDidLoad() {", with: "override func loadView() { view = UIView() }\n  func unused() {") : code
      let file = try Self.open(["App/BallVC.swift": own, "App/Home.swift": presenter, "App/\(nibName).xib": nib], ["App"])
      return file.scene.presentation(ParameterValues(), 1).sublayers.last?.sublayers.count
    }
    #expect(try presentedSubviews("BallVC") == 1)
    #expect(try presentedSubviews("Other") == 0)
    #expect(try presentedSubviews("BallVC", loadView: true) == 0)
  }

  @Test func anXcode8FrameInsetPlacesTheView() throws {
    let views = """
      <view contentMode="scaleToFill" id="a" userLabel="sized">
          <frame key="frameInset" minX="10" minY="20" width="100" height="30"/>
      </view>
      <view contentMode="scaleToFill" id="b" userLabel="stretched">
          <frame key="frameInset" minY="100" maxX="20" height="50"/>
      </view>
      <view contentMode="scaleToFill" id="c" userLabel="bottom">
          <frame key="frameInset" minX="5" maxY="40" width="60" height="60"/>
      </view>
      """
    let code = "import UIKit\nclass ViewController: UIViewController {}\n"
    let file = try Self.open(
      ["App/ViewController.swift": code, "App/Base.lproj/Main.storyboard": Self.storyboard(subviews: views, connections: "")],
      ["App"])
    let tree = file.scene.presentation(ParameterValues(), 0)
    // The scene's view is 320 × 480.
    #expect(tree.sublayer(named: "sized")?.frame == Rect(x: 10, y: 20, width: 100, height: 30))
    #expect(tree.sublayer(named: "stretched")?.frame == Rect(x: 0, y: 100, width: 300, height: 50))
    #expect(tree.sublayer(named: "bottom")?.frame == Rect(x: 5, y: 380, width: 60, height: 60))
  }

  /// A scene view Interface Builder gave no label is named after the outlet that holds it, as
  /// a view a property holds in code is: the strip and `values` find it by that name.
  @Test func anOutletsViewIsNamedAfterTheOutlet() throws {
    let code = """
      import UIKit
      class ViewController: UIViewController {
        @IBOutlet weak var badge: UIView!
        override func viewDidLoad() {
          super.viewDidLoad()
          UIView.animate(withDuration: 1) { self.badge.alpha = 0 }
        }
      }
      """
    let unlabelled = Self.box.replacingOccurrences(of: #" userLabel="box""#, with: "")
    let file = try Self.open(
      [
        "App/ViewController.swift": code,
        "App/Base.lproj/Main.storyboard": Self.storyboard(
          subviews: unlabelled, connections: #"<outlet property="badge" destination="a" id="o1"/>"#),
      ], ["App"])
    let layer = try #require(file.scene.presentation(ParameterValues(), 0.5).sublayer(named: "badge"))
    #expect(layer.opacity > 0 && layer.opacity < 1)
  }

  /// A view Interface Builder saved without a frame is placed by its constraints, solved as
  /// Auto Layout solves them (the top layout guide 20 points down, the status bar of the era);
  /// a view with a saved frame keeps it, its constraint unsolved and said.
  @Test func aViewSavedWithoutAFrameIsPlacedByItsConstraints() throws {
    let spinner = """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="s" userLabel="spinner">
          <color key="backgroundColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </view>
      """
    var board = Self.storyboard(subviews: Self.box + spinner, connections: "")
    board = board.replacingOccurrences(
      of: #"<view key="view" contentMode="scaleToFill" id="root">"#,
      with:
        #"<layoutGuides><viewControllerLayoutGuide type="top" id="g"/></layoutGuides><view key="view" contentMode="scaleToFill" id="root">"#
    )
    board = board.replacingOccurrences(
      of: #"<constraint firstItem="a" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>"#,
      with: #"""
        <constraint firstItem="a" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
        <constraint firstItem="s" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c2"/>
        <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c3"/>
        <constraint firstItem="s" firstAttribute="top" secondItem="g" secondAttribute="bottom" constant="200" id="c4"/>
        <constraint firstItem="s" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c5"/>
        """#)
    let code = "import UIKit\nclass ViewController: UIViewController {}\n"
    let file = try Self.open(["App/ViewController.swift": code, "App/Base.lproj/Main.storyboard": board], ["App"])
    let tree = file.scene.presentation(ParameterValues(), 0)
    // Centred in 320 with its leading edge at 100: 120 wide; its top 20 + 200 = 220 and its
    // centre at 240: 40 tall.
    let spinnerLayer = tree.sublayers[1]
    #expect(spinnerLayer.bounds.width == 120 && spinnerLayer.bounds.height == 40, "\(spinnerLayer.bounds)")
    #expect(spinnerLayer.position == Point(160, 240))
    // The box keeps its saved frame (its centerX constraint would move it to 160).
    #expect(tree.sublayers[0].position == Point(120, 220))
    #expect(
      file.warnings.contains {
        $0.contains(
          "its 1 constraints are not solved again (the 4 that outlets name or that place a label, a view sized by "
            + "its content or a view saved without a frame are)")
      }, "\(file.warnings)")
  }

  /// `UIScreen.main.bounds` is the device the scene was laid out for (here 320 × 480, its root
  /// view): a view moved off by the screen's height is off the view shown, and comes back.
  @Test func theScreenIsTheDeviceTheSceneWasLaidOutFor() throws {
    let code = """
      import UIKit
      class ViewController: UIViewController {
        @IBOutlet weak var box: UIView!
        let height = UIScreen.main.bounds.height
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          box.frame.size.width = UIScreen.main.bounds.width
          view.center.y -= height
        }
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { self.view.center.y += self.height })
        }
      }
      """
    let file = try Self.openWithBox(code)
    let start = file.scene.presentation(ParameterValues(), 0)
    #expect(start.position == Point(160, 240 - 480))
    #expect(start.sublayers[0].bounds.width == 320)
    #expect(file.scene.presentation(ParameterValues(), 0.5).position == Point(160, 0))
    #expect(file.scene.presentation(ParameterValues(), 1).position == Point(160, 240))
  }

  /// A label its constraints place on both axes is sized by Auto Layout to its text — the text
  /// code gives it (centred here): a title typed in letter by letter after launch grows from the
  /// middle, as on iOS, not from the empty frame Interface Builder saved.
  @Test func aLabelItsConstraintsPlaceIsSizedToTheTextCodeGivesIt() throws {
    let label = """
      <label text="" id="a">
          <rect key="frame" x="160" y="240" width="0.0" height="0.0"/>
          <fontDescription key="fontDescription" type="system" pointSize="24"/>
      </label>
      """
    let code = """
      import UIKit
      class ViewController: UIViewController {
        @IBOutlet weak var titleLabel: UILabel!
        override func viewDidLoad() {
          super.viewDidLoad()
          Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in self.titleLabel.text?.append("Chat") }
        }
      }
      """
    let file = try Self.open(
      [
        "V.swift": code,
        "Main.storyboard": Self.centred(
          subviews: label, connections: #"<outlet property="titleLabel" destination="a" id="o1"/>"#),
      ], ["V.swift", "Main.storyboard"])
    #expect(file.scene.presentation(ParameterValues(), 0.25).sublayers[0].bounds.width == 0)
    let typed = file.scene.presentation(ParameterValues(), 1).sublayers[0]
    guard case .text(let text) = typed.content else {
      Issue.record("no text")
      return
    }
    #expect(text.string == "Chat")
    #expect(abs(typed.bounds.width - text.fittingSize.width) < 1e-9 && typed.bounds.width > 30)
    #expect(abs(typed.position.x - 160) < 1e-9 && abs(typed.position.y - 240) < 1e-9)
  }

  /// A view a constraint places from such a label — a button 30 points below a title typed in
  /// later — follows the label as it grows, as Auto Layout moves it, instead of holding the
  /// label to the empty frame Interface Builder saved (which drew the title 0 points high).
  @Test func aViewPlacedFromALabelSizedToItsTextFollowsIt() throws {
    let subviews = """
      <label text="" id="a">
          <rect key="frame" x="160" y="240" width="0.0" height="0.0"/>
          <fontDescription key="fontDescription" type="system" pointSize="24"/>
      </label>
      <view id="b">
          <rect key="frame" x="140" y="270" width="40" height="20"/>
          <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </view>
      """
    let code = """
      import UIKit
      class ViewController: UIViewController {
        @IBOutlet weak var titleLabel: UILabel!
        override func viewDidLoad() {
          super.viewDidLoad()
          titleLabel.text = "Chat"
        }
      }
      """
    let below = #"<constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="30" id="c3"/>"#
    let file = try Self.open(
      [
        "V.swift": code,
        "Main.storyboard": Self.centred(
          subviews: subviews, connections: #"<outlet property="titleLabel" destination="a" id="o1"/>"#
        ).replacingOccurrences(of: #"id="c2"/>"#, with: #"id="c2"/>"# + below),
      ], ["V.swift", "Main.storyboard"])
    let shown = file.scene.presentation(ParameterValues(), 0)
    let title = shown.sublayers[0], button = shown.sublayers[1]
    #expect(title.bounds.height > 20)
    #expect(abs(title.position.y - 240) < 1e-9)
    #expect(abs(button.frame.minY - (title.frame.maxY + 30)) < 1e-9)
    #expect(button.bounds.width == 40 && button.frame.minX == 140)
  }

  /// A label no outlet names but its constraints place is sized to its text as the stand-in
  /// font sets it: saved narrower than that (Interface Builder measured Apple's font) it is not
  /// cut to "…", and it stays centred.
  @Test func aLabelSavedNarrowerThanItsTextIsWidenedToIt() throws {
    let label = """
      <label text="Hello there" id="a">
          <rect key="frame" x="150" y="230" width="20" height="20"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      """
    let file = try Self.openWithPlainController(Self.centred(subviews: label, connections: ""))
    let layer = file.scene.presentation(ParameterValues(), 0).sublayers[0]
    guard case .text(let text) = layer.content else {
      Issue.record("no text")
      return
    }
    #expect(layer.bounds.width == text.fittingSize.width && layer.bounds.width > 60)
    #expect(layer.position == Point(160, 240))
  }

  /// A storyboard button's image beside its title is drawn (a placeholder for an image the
  /// files lack) centred under the title, which is said at its state's line.
  @Test func aStoryboardButtonsImageBesideItsTitleIsDrawnUnderItAndSaid() throws {
    let button = """
      <button buttonType="custom" id="b">
          <rect key="frame" x="10" y="50" width="200" height="30"/>
          <state key="normal" title="Go" image="icon"/>
      </button>
      """
    let file = try Self.openWithPlainController(Self.storyboard(subviews: button, connections: ""))
    let drawn = file.scene.presentation(ParameterValues(), 0).sublayers[0]
    guard case .text(let title) = drawn.content else {
      Issue.record("no title")
      return
    }
    #expect(title.string == "Go")
    #expect(drawn.sublayers.first?.frame == Rect(x: 78, y: -7, width: 44, height: 44))
    #expect(
      file.warnings.contains { $0.hasPrefix("Main.storyboard:13: a button's image is drawn centred under its title") },
      "\(file.warnings)")
    #expect(file.warnings.contains { $0.hasPrefix("Main.storyboard:13: image \"icon\" is in no asset catalog") })
  }

  @Test func labelsAndButtonsTakeTheirTextFontColourAndAlignment() throws {
    let label = """
      <label text="Hello" textAlignment="center" lineBreakMode="tailTruncation" id="a">
          <rect key="frame" x="10" y="10" width="200" height="30"/>
          <fontDescription key="fontDescription" type="boldSystem" pointSize="24"/>
          <color key="textColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </label>
      <button buttonType="system" id="b">
          <rect key="frame" x="10" y="50" width="200" height="30"/>
          <state key="normal" title="Go"/>
      </button>
      """
    let code = """
      import UIKit
      class ViewController: UIViewController {
        @IBOutlet var title1: UILabel!
        @IBOutlet var go: UIButton!
        override func viewDidLoad() { super.viewDidLoad(); title1.alpha = 0.5 }
      }
      """
    let file = try Self.open(
      [
        "V.swift": code,
        "Main.storyboard": Self.storyboard(
          subviews: label,
          connections: #"<outlet property="title1" destination="a" id="o1"/><outlet property="go" destination="b" id="o2"/>"#),
      ], ["V.swift", "Main.storyboard"])
    let tree = file.scene.presentation(ParameterValues(), 0)
    guard case .text(let text) = tree.sublayers[0].content, case .text(let title) = tree.sublayers[1].content else {
      Issue.record("no text drawn")
      return
    }
    #expect(text.string == "Hello" && text.fontSize == 24 && text.font.weight == 700)
    #expect(text.color == Color(red: 0, green: 0, blue: 1) && text.alignment == .center)
    #expect(tree.sublayers[0].opacity == 0.5)
    // A system button's title is the tint, system blue.
    #expect(title.string == "Go" && title.color == Color(red: 0, green: 122.0 / 255, blue: 1))
  }

  /// A rounded-rect text field draws its border over white, as in code; a system button
  /// with a tint in the storyboard draws its title in it (Xcode 9's Bahama login, whose button
  /// is tinted near-black).
  @Test func aTextFieldsBorderStyleAndAButtonsTintAreDrawn() throws {
    let views = """
      <textField borderStyle="roundedRect" placeholder="username:" id="a">
          <rect key="frame" x="30" y="100" width="325" height="30"/>
          <fontDescription key="fontDescription" type="system" pointSize="14"/>
      </textField>
      <button buttonType="roundedRect" id="b">
          <rect key="frame" x="30" y="200" width="315" height="39"/>
          <color key="tintColor" red="0.1215686275" green="0.12941176469999999" blue="0.14117647059999999" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          <state key="normal" title="LoginIn"/>
      </button>
      """
    let code = """
      import UIKit
      class ViewController: UIViewController {
        @IBOutlet var field: UITextField!
        override func viewDidLoad() { super.viewDidLoad(); field.alpha = 0.5 }
      }
      """
    let file = try Self.open(
      [
        "V.swift": code,
        "Main.storyboard": Self.storyboard(subviews: views, connections: #"<outlet property="field" destination="a" id="o1"/>"#),
      ], ["V.swift", "Main.storyboard"])
    let tree = file.scene.presentation(ParameterValues(), 0)
    let field = tree.sublayers[0]
    #expect(field.borderWidth == 0.5 && field.cornerRadius == 5 && field.backgroundColor == Color(white: 1))
    guard case .text(let title) = tree.sublayers[1].content else {
      Issue.record("the button draws its title")
      return
    }
    #expect(title.string == "LoginIn" && title.color == Color(red: 0.1215686275, green: 0.1294117647, blue: 0.1411764706))
  }

  /// A storyboard button of the file's `UIButton` subclass is of the kind Interface Builder
  /// saved: `roundedRect` is `.system`, its title in the tint (systemBlue, 0, 122, 255), where a
  /// button the class makes in code (`init(frame:)`) is `.custom`, its title white.
  @Test func aButtonOfTheFilesSubclassKeepsItsSavedKind() throws {
    let views = """
      <button buttonType="roundedRect" id="a" customClass="SpinnerButton">
          <rect key="frame" x="30" y="200" width="270" height="45"/>
          <state key="normal" title="Start"/>
      </button>
      """
    let code = """
      import UIKit
      class SpinnerButton: UIButton {
        override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { super.init(coder: coder); clipsToBounds = true }
      }
      class ViewController: UIViewController {
        @IBOutlet var button: SpinnerButton!
        override func viewDidLoad() { super.viewDidLoad(); button.backgroundColor = .cyan }
      }
      """
    let file = try Self.open(
      [
        "V.swift": code,
        "Main.storyboard": Self.storyboard(subviews: views, connections: #"<outlet property="button" destination="a" id="o1"/>"#),
      ], ["V.swift", "Main.storyboard"])
    guard case .text(let title) = file.scene.presentation(ParameterValues(), 0).sublayers[0].content else {
      Issue.record("the button draws its title")
      return
    }
    #expect(title.string == "Start" && title.color == Color(red: 0, green: 122 / 255, blue: 1))
  }

  /// A storyboard button's `.normal` image shows in its image view, centred in the button at
  /// its own size (an SF Symbol Wobble draws: the check mark, 44 points).
  @Test func aStoryboardButtonsImageIsDrawnInItsImageView() throws {
    let button = """
      <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="a">
          <rect key="frame" x="10" y="20" width="100" height="60"/>
          <state key="normal" image="checkmark" catalog="system"/>
      </button>
      """
    let file = try Self.openWithPlainController(Self.storyboard(subviews: button, connections: ""))
    let drawn = try #require(file.scene.presentation(ParameterValues(), 0).sublayers.first)
    #expect(drawn.frame == Rect(x: 10, y: 20, width: 100, height: 60))
    let imageView = try #require(drawn.sublayers.first)
    #expect(imageView.frame == Rect(x: 28, y: 8, width: 44, height: 44))
    guard case .icon(.checkmark, _) = imageView.content else {
      Issue.record("the image view draws the image")
      return
    }
  }

  /// The app shows its storyboard's initial view controller, whatever the files declare first;
  /// a navigation controller there shows its root's view under the bar, below the status bar
  /// whatever frame was saved, titled by the root's navigation item.
  @Test func theInitialNavigationControllerShowsItsRootUnderItsBar() throws {
    let document = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
          <device id="retina4_7" orientation="portrait"/>
          <scenes>
              <scene sceneID="s1"><objects>
                  <viewController id="first" customClass="AFirstController" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="v1">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                          <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                      </view>
                  </viewController>
              </objects></scene>
              <scene sceneID="s2"><objects>
                  <viewController id="root" customClass="ListController" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="v2">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                          <color key="backgroundColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                      </view>
                      <navigationItem key="navigationItem" title="Inbox" id="ni"/>
                  </viewController>
              </objects></scene>
              \(StoryboardLoadingTests.navigationScene(root: "root", bar: #"x="0.0" y="20" width="375" height="44""#))
          </scenes>
      </document>
      """
    let code = """
      import UIKit
      class AFirstController: UIViewController {
        override func viewDidLoad() { super.viewDidLoad(); view.alpha = 0.5 }
      }
      class ListController: UIViewController {
        override func viewDidLoad() { super.viewDidLoad(); view.alpha = 0.9 }
      }
      """
    let file = try Self.open(["App/Controllers.swift": code, "App/Base.lproj/Main.storyboard": document], ["App"])
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers.first?.backgroundColor == Color(red: 0, green: 0, blue: 1))
    let bar = try #require(tree.sublayers.last)
    #expect(bar.frame == Rect(x: 0, y: 20, width: 375, height: 44))
    guard case .text(let title) = bar.content else {
      Issue.record("the bar shows a title")
      return
    }
    #expect(title.string == "Inbox")
    // Xcode 8 saved the bar at y = 0 (its inferred metrics); UIKit still lays it out below
    // the status bar.
    let xcode8 = try Self.open(
      [
        "App/Controllers.swift": code,
        "App/Base.lproj/Main.storyboard": document.replacingOccurrences(of: #"y="20""#, with: #"y="0.0""#),
      ], ["App"])
    #expect(xcode8.scene.presentation(ParameterValues(), 0).sublayers.last?.frame == Rect(x: 0, y: 20, width: 375, height: 44))
    #expect(!file.warnings.contains { $0.contains("is not drawn by Wobble yet: the bar shows its title only") })
    // The root's bar button items are not drawn: each said at its element, with the setting
    // that taps one with a segue.
    let buttons = try Self.open(
      [
        "App/Controllers.swift": code,
        "App/Base.lproj/Main.storyboard": document.replacingOccurrences(
          of: #"<navigationItem key="navigationItem" title="Inbox" id="ni"/>"#,
          with: """
            <navigationItem key="navigationItem" title="Inbox" id="ni">
                <barButtonItem key="rightBarButtonItem" title="Next" id="next">
                    <connections><segue destination="first" kind="show" id="go"/></connections>
                </barButtonItem>
                <barButtonItem key="leftBarButtonItem" systemItem="add" id="add"/>
            </navigationItem>
            """),
      ], ["App"])
    #expect(
      buttons.warnings.contains {
        $0.hasPrefix("Main.storyboard:")
          && $0.hasSuffix(
            "the navigation item's rightBarButtonItem \"Next\" is not drawn by Wobble yet: the bar shows its title only "
              + "(a `tap.` setting taps it all the same)")
      })
    #expect(buttons.warnings.contains { $0.contains("leftBarButtonItem .add is not drawn by Wobble yet") })
  }

  /// A visual effect view's `contentView` holds its subviews (an outlet's among them), drawn
  /// over its blur's stand-in tint; and what a navigation controller holds is reached through
  /// it without failing (`navigationController!.navigationBar.tintColor = .white`, skipped).
  @Test func aVisualEffectViewsContentViewHoldsItsSubviews() throws {
    let effect = """
      <visualEffectView opaque="NO" contentMode="scaleToFill" id="fx">
          <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
          <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="cv">
              <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
              <subviews>
      \(Self.box)
              </subviews>
          </view>
          <blurEffect style="dark"/>
      </visualEffectView>
      """
    let code = """
      import UIKit
      class ViewController: UIViewController {
        @IBOutlet weak var box: UIView!
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationController?.navigationBar.tintColor = .white
          box.alpha = 0.5
        }
      }
      """
    let file = try Self.open(
      [
        "App/ViewController.swift": code,
        "App/Base.lproj/Main.storyboard": Self.storyboard(
          subviews: effect, connections: #"<outlet property="box" destination="a" id="o1"/>"#),
      ], ["App"])
    let tree = file.scene.presentation(ParameterValues(), 0)
    let fx = try #require(tree.sublayers.first)
    #expect(fx.backgroundColor == Color(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 0.8))
    let box = try #require(fx.sublayers.first)
    #expect(box.frame == Rect(x: 100, y: 200, width: 40, height: 40) && box.opacity == 0.5)
    #expect(file.warnings.contains { $0.contains(".dark is shown as a flat tint") }, "\(file.warnings)")
  }

  /// What a skipped navigation controller holds is skipped too: a chain through it sets nothing.
  @Test func aChainThroughTheNavigationControllerChangesNothing() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class ListController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationController!.navigationBar.tintColor = UIColor.white
          navigationController?.navigationBar.isTranslucent = true
          view.alpha = 0.5
        }
      }
      PlaygroundPage.current.liveView = UINavigationController(rootViewController: ListController())
      """
    let tree = try OpenedFile.open(text: code, path: "/x/N.swift").scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers.first?.opacity == 0.5)
  }

  /// A tab bar controller as the initial scene shows its first tab (the first of its
  /// `viewControllers` relationships, the tab UIKit selects), not a controller the files
  /// happen to declare first; its bar lies over the bottom 49 points, the tabs' titles in
  /// equal slots, the selected one in the tint.
  @Test func theInitialTabBarControllerShowsItsFirstTabOverItsBar() throws {
    let document = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tabs">
          <device id="retina4_7" orientation="portrait"/>
          <scenes>
              <scene sceneID="s1"><objects>
                  <viewController id="second" customClass="TextController" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="v1">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                          <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                      </view>
                      <tabBarItem key="tabBarItem" title="Text" id="t2"/>
                  </viewController>
              </objects></scene>
              <scene sceneID="s2"><objects>
                  <viewController id="first" customClass="PlanetsController" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="v2">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                          <color key="backgroundColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                      </view>
                      <tabBarItem key="tabBarItem" title="Planets" id="t1"/>
                  </viewController>
              </objects></scene>
              <scene sceneID="s3"><objects>
                  <tabBarController id="tabs" sceneMemberID="viewController">
                      <tabBar key="tabBar" contentMode="scaleToFill" id="bar">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                      </tabBar>
                      <connections>
                          <segue destination="first" kind="relationship" relationship="viewControllers" id="r1"/>
                          <segue destination="second" kind="relationship" relationship="viewControllers" id="r2"/>
                      </connections>
                  </tabBarController>
              </objects></scene>
          </scenes>
      </document>
      """
    let code = """
      import UIKit
      class ViewController: UIViewController {}
      class TextController: UIViewController {}
      class PlanetsController: UIViewController {
        override func viewDidLoad() { super.viewDidLoad(); view.alpha = 0.9 }
      }
      """
    let file = try Self.open(["App/Controllers.swift": code, "App/Base.lproj/Main.storyboard": document], ["App"])
    let tree = file.scene.presentation(ParameterValues(), 0)
    let shown = try #require(tree.sublayers.first)
    #expect(shown.backgroundColor == Color(red: 0, green: 0, blue: 1))
    #expect(shown.opacity == 0.9)
    let bar = try #require(tree.sublayers.last)
    #expect(bar.frame == Rect(x: 0, y: 667 - 49, width: 375, height: 49))
    let items = bar.sublayers.compactMap { layer -> (String, Color, Double)? in
      guard case .text(let style) = layer.content else { return nil }
      return (style.string, style.color, layer.frame.midX)
    }
    #expect(items.map(\.0) == ["Planets", "Text"])
    // The selected tab in UIKit's default tint, systemBlue (0, 122, 255); the other in systemGray.
    let tint = Color(red: 0, green: 122.0 / 255, blue: 1)
    let gray = Color(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255)
    #expect(items.map(\.1) == [tint, gray])
    let centres: [Double] = [375.0 / 4, 375.0 * 3 / 4]
    #expect(items.map(\.2) == centres)
  }

  @Test func aCustomViewClassUnarchivesItsFrameBeforeItsCoderInitialiserGoesOn() throws {
    let pulse = """
      <view contentMode="scaleToFill" id="a" customClass="Pulse" customModule="App">
          <rect key="frame" x="0" y="0" width="60" height="30"/>
      </view>
      """
    let code = """
      import UIKit
      class Pulse: UIView {
        var seenWidth: CGFloat = 0
        required init?(coder: NSCoder) {
          super.init(coder: coder)
          seenWidth = bounds.width
        }
        override func awakeFromNib() {
          super.awakeFromNib()
          backgroundColor = seenWidth == 60 ? .green : .black
        }
      }
      class ViewController: UIViewController {
        @IBOutlet var pulse: Pulse!
      }
      """
    let file = try Self.open(
      [
        "V.swift": code,
        "Main.storyboard": Self.storyboard(
          subviews: pulse, connections: #"<outlet property="pulse" destination="a" id="o1"/>"#),
      ], ["V.swift", "Main.storyboard"])
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers[0].backgroundColor == Color(red: 0, green: 1, blue: 0))
  }

  /// A scene's root view of the file's class is the view's own and the controller's: its
  /// `setNeedsDisplay()` from a display link redraws it (the view's `draw(_:)`, not the
  /// controller's nothing), so a drawing moved by the link moves.
  @Test func aRootViewOfTheFilesClassRedrawsWhenItAsks() throws {
    let code = """
      import UIKit
      class Rain: UIView {
        var dropY: CGFloat = 0
        override func awakeFromNib() {
          CADisplayLink(target: self, selector: #selector(fall)).add(to: .main, forMode: .common)
        }
        @objc func fall() {
          dropY += 10
          setNeedsDisplay()
        }
        override func draw(_ rect: CGRect) {
          UIColor.red.setFill()
          UIBezierPath(rect: CGRect(x: 0, y: dropY, width: 20, height: 20)).fill()
        }
      }
      class ViewController: UIViewController {}
      """
    let board = Self.storyboard(subviews: Self.box, connections: "")
      .replacingOccurrences(of: #"id="root">"#, with: #"id="root" customClass="Rain" customModule="App">"#)
    let file = try Self.open(["App/V.swift": code, "App/Base.lproj/Main.storyboard": board], ["App"])
    func dropTop(at t: Double) throws -> Double {
      guard case .drawing(let drawing) = file.scene.presentation(ParameterValues(), t).content else {
        throw RunError(file: "", line: 0, column: 0, message: "the root view drew nothing")
      }
      return try #require(drawing.operations.first).path.bounds.minY
    }
    #expect(try dropTop(at: 0) == 0)
    // 60 ticks a second, 10 points each: 0.25 s is 15 ticks, 150 points.
    #expect(abs(try dropTop(at: 0.25) - 150) <= 10)
  }

  /// A view of the file's class that overrides `draw(_:)` with no background colour is painted
  /// over black unless Interface Builder saved it not opaque (`opaque="NO"`, its Opaque box
  /// unticked): then what it paints is all there is.
  @Test func aStoryboardViewSavedNotOpaqueDrawsWithoutBlack() throws {
    let code = """
      import UIKit
      class Mark: UIView {
        override func draw(_ rect: CGRect) {
          UIColor.red.setFill()
          UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
      }
      class ViewController: UIViewController {}
      """
    func operations(opaque: String) throws -> Int {
      let mark = """
        <view contentMode="scaleToFill" \(opaque) id="a" customClass="Mark" customModule="App">
            <rect key="frame" x="100" y="200" width="40" height="40"/>
        </view>
        """
      let file = try Self.open(
        ["App/V.swift": code, "App/Base.lproj/Main.storyboard": Self.storyboard(subviews: mark, connections: "")], ["App"])
      guard case .drawing(let drawing) = file.scene.presentation(ParameterValues(), 0).sublayers[0].content else {
        throw RunError(file: "", line: 0, column: 0, message: "the view drew nothing")
      }
      return drawing.operations.count
    }
    #expect(try operations(opaque: "") == 2)  // the black, then the red square
    #expect(try operations(opaque: #"opaque="NO""#) == 1)
  }

  /// `isOpaque = false` inside the first `draw(_:)` comes after UIKit readied an opaque backing
  /// store: that draw is over black, said at the assignment.
  @Test func turningOpaqueOffInsideDrawIsSaidToComeTooLate() throws {
    let file = try OpenedFile.open(
      text: """
        import UIKit
        final class Mark: UIView {
          override func draw(_ rect: CGRect) {
            isOpaque = false
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
          }
        }
        """, path: "/x/M.swift")
    #expect(file.warnings.contains { $0.hasPrefix("M.swift:4:") && $0.contains("isOpaque = false comes after") })
  }

  /// A tutorial app whose first scene is a static table of demos (no class of the files): iOS
  /// shows the table and a tap pushes a demo. The demo controller the files declare is shown as
  /// if reached — under the navigation bar it was pushed onto, with its title — and the table
  /// passed over is said at its line.
  @Test func aFirstSceneNoFileDeclaresIsPassedOverForTheDeclaredOneAndSaid() throws {
    let board = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <tableViewController id="table" sceneMemberID="viewController">
                          <tableView key="view" contentMode="scaleToFill" dataMode="static" style="plain" id="tv">
                              <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                              <sections><tableViewSection id="sec"><cells><tableViewCell id="cell">
                                  <connections><segue destination="demo" kind="push" id="seg"/></connections>
                              </tableViewCell></cells></tableViewSection></sections>
                          </tableView>
                      </tableViewController>
                  </objects>
              </scene>
              <scene sceneID="s2">
                  <objects>
                      <viewController id="demo" customClass="ScaleViewController" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                              <subviews>
                                  <view contentMode="scaleToFill" id="sq">
                                      <rect key="frame" x="110" y="234" width="100" height="100"/>
                                      <color key="backgroundColor" red="1" green="0.5" blue="0" alpha="1" colorSpace="calibratedRGB"/>
                                  </view>
                              </subviews>
                          </view>
                          <navigationItem key="navigationItem" title="Scale" id="ni"/>
                          <connections>
                              <outlet property="square" destination="sq" id="o1"/>
                          </connections>
                      </viewController>
                  </objects>
              </scene>
              \(StoryboardLoadingTests.navigationScene(root: "table", bar: #"x="0.0" y="20" width="320" height="44""#))
          </scenes>
      </document>
      """
    let code = """
      import UIKit
      class ScaleViewController: UIViewController {
        @IBOutlet weak var square: UIView!
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          UIView.animate(withDuration: 1) { self.square.alpha = 0 }
        }
      }
      """
    let file = try Self.open(["App/ScaleViewController.swift": code, "App/Base.lproj/Main.storyboard": board], ["App"])
    let tree = file.scene.presentation(ParameterValues(), 2)
    // Pushed by the table's cell onto the navigation controller, it shows under that bar with its title.
    #expect(tree.sublayers.first?.sublayers.first?.opacity == 0)
    let bar = try #require(tree.sublayers.last)
    #expect(bar.frame == Rect(x: 0, y: 20, width: 320, height: 44))
    guard case .text(let title) = bar.content else {
      Issue.record("the bar shows the pushed scene's title")
      return
    }
    #expect(title.string == "Scale")
    #expect(
      file.warnings.contains {
        $0.contains("Main.storyboard:6: the app's first scene is a UITableViewController, which no file opened declares")
          && $0.contains("ScaleViewController's scene is shown as if reached")
      })
  }

  @Test func aClassNoFileDeclaresIsRefusedAtItsLineInTheStoryboard() {
    let spring = """
      <view contentMode="scaleToFill" id="a" customClass="SpringView" customModule="Spring">
          <rect key="frame" x="0" y="0" width="60" height="30"/>
      </view>
      """
    #expect {
      _ = try Self.open(
        [
          "V.swift": Self.outletOnly,
          "Main.storyboard": Self.storyboard(subviews: spring, connections: ""),
        ], ["V.swift", "Main.storyboard"])
    } throws: {
      "\($0)".hasPrefix("Main.storyboard:11: its view is of class SpringView (module Spring), which no file opened declares")
    }
  }

  /// An outlet to a storyboard constraint is that constraint, solved: the box saved at x 100
  /// (misplaced) is centred as its constraint says (160), and a `constant` changed in
  /// `UIView.animate` with `layoutIfNeeded()` moves it there over the animation (ease in and
  /// out: halfway at half time). A view placed from the box along the same axis by a
  /// constraint Wobble leaves unsolved is said not to follow.
  @Test func anOutletToAConstraintMovesItsViewWhenItsConstantChanges() throws {
    let code = """
      import UIKit
      class ViewController: UIViewController {
        @IBOutlet var box: UIView!
        @IBOutlet var left: NSLayoutConstraint!
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          UIView.animate(withDuration: 1) {
            self.left.constant = 60
            self.view.layoutIfNeeded()
          }
        }
      }
      """
    let tag = #"<view contentMode="scaleToFill" id="t"><rect key="frame" x="150" y="200" width="10" height="10"/></view>"#
    let file = try Self.open(
      [
        "V.swift": code,
        "Main.storyboard": Self.storyboard(
          subviews: Self.box + tag,
          connections: #"<outlet property="box" destination="a" id="o1"/><outlet property="left" destination="c1" id="o2"/>"#
        ).replacingOccurrences(
          of: #"<constraint firstItem="a" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>"#,
          with: #"""
            <constraint firstItem="a" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
            <constraint firstItem="t" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="10" id="c2"/>
            """#),
      ], ["V.swift", "Main.storyboard"])
    let x = { (t: Double) in file.scene.presentation(ParameterValues(), t).sublayers[0].position.x }
    #expect(x(0) == 160)
    #expect(abs(x(0.5) - 190) < 1e-5)  // Float control points: 0.42 is not symmetric to 0.58 exactly
    #expect(x(1) == 220)
    #expect(file.warnings.contains { $0.hasPrefix("Main.storyboard:") && $0.contains("does not follow it as in UIKit") })
  }

  /// A 60 × 30 view with one runtime attribute (`<real key="value" value="4"/>`).
  static func view(keyPath: String, value: String) -> String {
    view(
      attributes: """
        <userDefinedRuntimeAttribute type="number" keyPath="\(keyPath)">
            \(value)
        </userDefinedRuntimeAttribute>
        """)
  }

  /// A plain 60 × 30 view with these `<userDefinedRuntimeAttribute>` elements.
  static func view(attributes: String) -> String {
    """
    <view contentMode="scaleToFill" id="a">
        <rect key="frame" x="0" y="0" width="60" height="30"/>
        <userDefinedRuntimeAttributes>
            \(attributes)
        </userDefinedRuntimeAttributes>
    </view>
    """
  }

  /// The first layer of the scene a plain controller shows with `subviews`.
  static func firstLayer(of subviews: String) throws -> Layer {
    let file = try open(
      ["V.swift": outletOnly, "Main.storyboard": storyboard(subviews: subviews, connections: "")],
      ["V.swift", "Main.storyboard"])
    return file.scene.presentation(ParameterValues(), 0).sublayers[0]
  }

  static let outletOnly = "import UIKit\nclass ViewController: UIViewController {\n  @IBOutlet var box: UIView!\n}\n"

  /// The storyboard scene holding `element` (a view of a class `code` declares), opened with
  /// its controller and that code.
  static func openCustomView(_ code: String, _ element: String) throws -> OpenedFile {
    try open(
      ["V.swift": outletOnly, "C.swift": code, "Main.storyboard": storyboard(subviews: element, connections: "")],
      ["V.swift", "C.swift", "Main.storyboard"])
  }

  /// The scene holding `element`, opened with a controller that only has an outlet.
  static func openPlain(_ element: String) throws -> OpenedFile {
    try open(
      ["V.swift": outletOnly, "Main.storyboard": storyboard(subviews: element, connections: "")],
      ["V.swift", "Main.storyboard"])
  }

  /// A runtime attribute's key path is set by key-value coding from the view, as UIKit sets
  /// it: `layer.shadowRadius` and `alpha` reach the layer's and the view's own properties.
  @Test func aRuntimeAttributeIsSetByKeyValueCodingFromTheView() throws {
    let shadowed = Self.view(keyPath: "layer.shadowRadius", value: #"<real key="value" value="4"/>"#)
    let faded = Self.view(keyPath: "alpha", value: #"<real key="value" value="0.5"/>"#)
    let a = try Self.openPlain(shadowed).scene.presentation(ParameterValues(), 0)
    let b = try Self.openPlain(faded).scene.presentation(ParameterValues(), 0)
    #expect(a.sublayers[0].shadow.radius == 4)
    #expect(b.sublayers[0].opacity == 0.5)
  }

  /// A key a plain view has not: UIKit logs "Failed to set (cornerRadius) user defined
  /// inspected property on (UIView)" and carries on loading (it is not an outlet, whose unknown
  /// key stops the app): said, nothing set, the scene shown. A key a layer lacks is kept by
  /// the layer's own key-value coding and changes nothing: said too.
  @Test func aRuntimeAttributeNoClassHasIsSaidAndLoadingCarriesOn() throws {
    let rounded = Self.view(keyPath: "cornerRadius", value: #"<real key="value" value="6"/>"#)
    let file = try Self.openPlain(rounded)
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers[0].cornerRadius == 0)
    #expect(
      file.warnings.contains {
        $0.hasPrefix("Main.storyboard:14: runtime attribute cornerRadius: UIView has no property cornerRadius")
          && $0.contains("iOS logs \"Failed to set (cornerRadius) user defined inspected property\" and carries on")
      })
    let kept = try Self.openPlain(Self.view(keyPath: "layer.glow", value: #"<real key="value" value="2"/>"#))
    #expect(kept.warnings.contains { $0.contains("a layer keeps any key it is given by key-value coding") })
  }

  /// A colour for a layer's `CGColor` key: Interface Builder stores a `UIColor`, which Core
  /// Animation does not draw as that colour — refused at its line rather than shown as asked.
  @Test func aRuntimeColourForALayersCGColorKeyIsRefusedAtItsLine() {
    let bordered = """
      <view contentMode="scaleToFill" id="a">
          <rect key="frame" x="0" y="0" width="60" height="30"/>
          <userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor">
                  <color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </userDefinedRuntimeAttribute>
          </userDefinedRuntimeAttributes>
      </view>
      """
    #expect {
      _ = try Self.openPlain(bordered)
    } throws: {
      "\($0)".hasPrefix("Main.storyboard:14: runtime attribute layer.borderColor: Interface Builder stores a UIColor")
    }
  }

  /// A runtime attribute an extension of a UIKit class declares (`@IBInspectable var
  /// borderWidth` on `UIView`, as design libraries add) is set through that property.
  @Test func aRuntimeAttributeAnExtensionDeclaresIsSetThroughIt() throws {
    let code =
      Self.outletOnly + """
        extension UIView {
          @IBInspectable var ringWidth: CGFloat {
            get { layer.borderWidth }
            set { layer.borderWidth = newValue; layer.borderColor = UIColor.black.cgColor }
          }
        }
        """
    let ringed = Self.view(keyPath: "ringWidth", value: #"<real key="value" value="3"/>"#)
    let file = try Self.open(
      ["V.swift": code, "Main.storyboard": Self.storyboard(subviews: ringed, connections: "")], ["V.swift", "Main.storyboard"])
    let view = file.scene.presentation(ParameterValues(), 0).sublayers[0]
    #expect(view.borderWidth == 3)
  }

  @Test func aRuntimeCornerRadiusRoundsTheView() throws {
    let rounded = Self.view(keyPath: "layer.cornerRadius", value: #"<integer key="value" value="15"/>"#)
    #expect(try Self.firstLayer(of: rounded).cornerRadius == 15)
  }

  /// A runtime attribute naming a property of the file's own view class (an `@IBInspectable`)
  /// is set by key-value coding after `init(coder:)` and before `awakeFromNib()` (UIKit's
  /// order), through the property's setter: its `didSet` runs; a colour and a boolean alike.
  @Test func aRuntimeAttributeSetsTheViewClassesOwnPropertyBeforeAwakeFromNib() throws {
    let meter = """
      import UIKit
      class Meter: UIView {
        @IBInspectable var barCount: Int = 1 { didSet { alpha = 1 / CGFloat(barCount) } }
        @IBInspectable var barColor: UIColor = .red
        @IBInspectable var rounded: Bool = false
        var seenAtAwake = 0
        override func awakeFromNib() {
          super.awakeFromNib()
          backgroundColor = barColor
          layer.cornerRadius = rounded ? 5 : 0
          seenAtAwake = barCount
          if seenAtAwake != 4 { transform = CGAffineTransform(scaleX: 2, y: 2) }
        }
      }
      """
    let element = """
      <view contentMode="scaleToFill" id="a" customClass="Meter" customModule="App">
          <rect key="frame" x="0" y="0" width="60" height="30"/>
          <userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="number" keyPath="barCount">
                  <integer key="value" value="4"/>
              </userDefinedRuntimeAttribute>
              <userDefinedRuntimeAttribute type="color" keyPath="barColor">
                  <color key="value" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </userDefinedRuntimeAttribute>
              <userDefinedRuntimeAttribute type="boolean" keyPath="rounded" value="YES"/>
          </userDefinedRuntimeAttributes>
      </view>
      """
    let file = try Self.openCustomView(meter, element)
    let view = file.scene.presentation(ParameterValues(), 0).sublayers[0]
    #expect(view.opacity == 0.25)
    #expect(view.backgroundColor == Color(red: 0, green: 0, blue: 1))
    #expect(view.cornerRadius == 5)
    #expect(view.transform == .identity)
  }

  /// UIKit applies a nib's runtime attributes once the whole document is unarchived (the view
  /// already in its superview, having heard `willMove(toSuperview:)`) and before it connects
  /// outlets: an observer that starts a spinner when it has a superview starts it.
  @Test func aRuntimeAttributeIsSetWithTheViewInItsSuperviewBeforeOutletsAreConnected() throws {
    let spinner = """
      import UIKit
      class Spinner: UIView {
        @IBOutlet weak var partner: UIView!
        var heardWillMove = false
        @IBInspectable var autoStart: Bool = false {
          didSet {
            if autoStart && superview != nil && heardWillMove && partner == nil { alpha = 0.5 }
          }
        }
        override func willMove(toSuperview newSuperview: UIView?) {
          super.willMove(toSuperview: newSuperview)
          heardWillMove = newSuperview != nil
        }
      }
      """
    let element = """
      <view contentMode="scaleToFill" id="a" customClass="Spinner" customModule="App">
          <rect key="frame" x="0" y="0" width="60" height="30"/>
          <userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="boolean" keyPath="autoStart" value="YES"/>
          </userDefinedRuntimeAttributes>
          <connections>
              <outlet property="partner" destination="root" id="o1"/>
          </connections>
      </view>
      """
    let file = try Self.openCustomView(spinner, element)
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers[0].opacity == 0.5)
  }

  /// An image runtime attribute (`type="image" value="heart"`) is the image of that name, as
  /// `UIImage(named:)` finds it: here none, so the grey placeholder, said.
  @Test func anImageRuntimeAttributeIsTheImageOfItsName() throws {
    let badge = """
      import UIKit
      class Badge: UIView {
        @IBInspectable var image: UIImage! { didSet { alpha = image.size.width > 0 ? 0.5 : 1 } }
      }
      """
    let element = """
      <view contentMode="scaleToFill" id="a" customClass="Badge">
          <rect key="frame" x="0" y="0" width="60" height="30"/>
          <userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="image" keyPath="image" value="heart"/>
          </userDefinedRuntimeAttributes>
      </view>
      """
    let file = try Self.openCustomView(badge, element)
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers[0].opacity == 0.5)
    #expect(file.warnings.contains { $0.contains("image \"heart\" is in no asset catalog") })
  }

  @Test func aRuntimeAttributeOfAKindWobbleDoesNotReadIsRefusedAtItsLine() {
    let meter = "import UIKit\nclass Meter: UIView {\n  @IBInspectable var title: String = \"\"\n}\n"
    let element = """
      <view contentMode="scaleToFill" id="a" customClass="Meter">
          <rect key="frame" x="0" y="0" width="60" height="30"/>
          <userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="localizedString" keyPath="title"/>
          </userDefinedRuntimeAttributes>
      </view>
      """
    #expect {
      _ = try Self.openCustomView(meter, element)
    } throws: {
      "\($0)".hasPrefix("Main.storyboard:14: runtime attribute title of type localizedString is not one Wobble reads")
    }
  }

  /// A boolean runtime attribute keeps its value on itself, not in a child element.
  @Test func aBooleanRuntimeAttributeReadsItsOwnValue() throws {
    let clipped = Self.view(
      attributes: #"<userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>"#)
    #expect(try Self.firstLayer(of: clipped).masksToBounds)
  }

  /// Key-value coding unboxes the NSNumber a runtime attribute gives to the property's type:
  /// a number 1 clips (`clipsToBounds` is a Bool), a boolean YES is a border 1 wide.
  @Test func aRuntimeAttributeOfTheOtherScalarTypeIsUnboxedAsKeyValueCodingDoes() throws {
    let layer = try Self.firstLayer(
      of: Self.view(
        attributes: """
          <userDefinedRuntimeAttribute type="number" keyPath="clipsToBounds">
              <integer key="value" value="1"/>
          </userDefinedRuntimeAttribute>
          <userDefinedRuntimeAttribute type="boolean" keyPath="layer.borderWidth" value="YES"/>
          """))
    #expect(layer.masksToBounds)
    #expect(layer.borderWidth == 1)
  }

  @Test func aStoryboardAloneIsRefusedSayingItOpensWithItsCode() {
    #expect {
      _ = try Self.open(["Main.storyboard": Self.storyboard(subviews: "", connections: "")], ["Main.storyboard"])
    } throws: { "\($0)".contains("a storyboard opens with the code it shows") }
  }

  @Test func withoutTheStoryboardTheOutletIsStillRefusedWithItsPlace() {
    let code = """
      import UIKit
      class ViewController: UIViewController {
        @IBOutlet weak var box: UIView!
        override func viewDidLoad() { super.viewDidLoad(); box.alpha = 0 }
      }
      """
    #expect {
      _ = try Self.open(["V.swift": code], ["V.swift"])
    } throws: {
      // Where the storyboard is: the app's folder, which Wobble loads whole.
      "\($0)".contains("box is an @IBOutlet") && "\($0)".contains("open the app's folder")
    }
  }
  /// UIKit sets outlets by key-value coding: one naming a property the class lacks stops the
  /// app as the storyboard loads, before anything of the scene shows.
  @Test func anOutletToAPropertyTheClassLacksIsRefusedAtItsLine() {
    #expect {
      _ = try Self.open(
        [
          "V.swift": Self.outletOnly,
          "Main.storyboard": Self.storyboard(
            subviews: Self.box, connections: #"<outlet property="boxx" destination="a" id="o1"/>"#),
        ], ["V.swift", "Main.storyboard"])
    } throws: {
      "\($0)".hasPrefix("Main.storyboard:22: outlet boxx connects to a property ViewController does not declare")
    }
  }

  /// An app's folder with one Swift file beside its storyboard: places name the Swift file.
  @Test func aFolderOfOneSwiftFileNamesThatFileInPlaces() {
    let code = """
      import UIKit
      class ViewController: UIViewController {
        @IBOutlet var box: UIView!
        override func viewDidLoad() { super.viewDidLoad(); box.layer.frobnicate() }
      }
      """
    #expect {
      _ = try Self.open(
        [
          "App/ViewController.swift": code,
          "App/Base.lproj/Main.storyboard": Self.storyboard(
            subviews: Self.box, connections: #"<outlet property="box" destination="a" id="o1"/>"#),
        ], ["App"])
    } throws: { "\($0)".hasPrefix("ViewController.swift:4:") }
  }
  /// A named font the machine has not is drawn in its stand-in, and said, as for `UIFont(name:)`.
  @Test func aStoryboardFontThisMachineLacksIsNamedWithItsStandIn() throws {
    let label = """
      <label text="Hi" id="a">
          <rect key="frame" x="10" y="10" width="200" height="30"/>
          <fontDescription key="fontDescription" name="Helvetica" family="Helvetica" pointSize="20"/>
      </label>
      """
    let file = try Self.open(
      ["V.swift": Self.outletOnly, "Main.storyboard": Self.storyboard(subviews: label, connections: "")],
      ["V.swift", "Main.storyboard"])
    #expect(file.warnings.contains("Main.storyboard:13: Helvetica is not on this machine: drawn in Inter-Regular, its stand-in"))
  }

  /// Attributed text saved in fragments draws each fragment with its own font and colour, and
  /// its paragraph style's alignment (Xcode 7's clock label: "09:29", 63-point, centred).
  @Test func attributedTextFragmentsKeepTheirFontColourAndAlignment() throws {
    let label = """
      <label usesAttributedText="YES" id="a">
          <rect key="frame" x="0" y="10" width="320" height="80"/>
          <attributedString key="attributedText">
              <fragment content="09">
                  <attributes>
                      <color key="NSColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                      <font key="NSFont" size="63" name="Helvetica"/>
                      <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping"/>
                  </attributes>
              </fragment>
              <fragment>
                  <string key="content">:2
      9</string>
                  <attributes>
                      <color key="NSColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                      <font key="NSFont" metaFont="system" size="20"/>
                      <real key="NSKern" value="2"/>
                      <integer key="NSUnderline" value="1"/>
                      <font key="NSOriginalFont" size="12" name="Helvetica"/>
                  </attributes>
              </fragment>
          </attributedString>
      </label>
      """
    let file = try Self.open(
      ["V.swift": Self.outletOnly, "Main.storyboard": Self.storyboard(subviews: label, connections: "")],
      ["V.swift", "Main.storyboard"])
    guard case .text(let text) = file.scene.presentation(ParameterValues(), 0).sublayers[0].content else {
      Issue.record("no text drawn")
      return
    }
    #expect(text.string == "09:2\n9" && text.alignment == .center)
    #expect(text.spans.map(\.range) == [0..<2, 2..<6])
    let (first, last) = (text.spans[0], text.spans[1])
    #expect(first.color == Color(red: 1, green: 0, blue: 0) && first.font?.size == 63 && first.font?.name == "Helvetica")
    #expect(last.color == Color(red: 0, green: 0, blue: 1) && last.font?.size == 20 && last.font?.name == nil && last.kern == 2)
    #expect(file.warnings.contains { $0.hasPrefix("Main.storyboard:") && $0.contains("NSUnderline is not drawn") })
    #expect(!file.warnings.contains { $0.contains("fragments' attributes are not applied") })
    // Xcode's note of the font it replaced draws nothing on iOS: nothing to say.
    #expect(!file.warnings.contains { $0.contains("NSOriginalFont") })
  }

  /// A label an outlet's constraint places keeps the size Interface Builder saved where that
  /// constraint leaves it open (the other constraints are not solved): a full-width centred
  /// clock stays 320 points wide instead of shrinking to its text.
  @Test func aLabelAnOutletsConstraintPlacesKeepsItsSavedSize() throws {
    let label = """
      <label text="09:29" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="a">
          <rect key="frame" x="0" y="90" width="320" height="75"/>
      </label>
      """
    let code = """
      import UIKit
      class ViewController: UIViewController {
        @IBOutlet var top: NSLayoutConstraint!
      }
      """
    let file = try Self.open(
      [
        "V.swift": code,
        "Main.storyboard": Self.storyboard(subviews: label, connections: #"<outlet property="top" destination="c1" id="o1"/>"#)
          .replacingOccurrences(
            of: #"<constraint firstItem="a" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>"#,
            with:
              #"<constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="90" id="c1"/>"#),
      ], ["V.swift", "Main.storyboard"])
    let frame = file.scene.presentation(ParameterValues(), 0).sublayers[0].frame
    #expect(frame == Rect(x: 0, y: 90, width: 320, height: 75))
  }

  /// A control's saved values are what code reads back: a switch saved on (`on="YES"`) is on,
  /// a slider's value sits in its saved bounds (a demo's branch follows `styleSwitch.isOn`).
  @Test func aControlsSavedValuesReadBack() throws {
    let subviews = """
      <switch opaque="NO" contentMode="scaleToFill" on="YES" id="a">
          <rect key="frame" x="10" y="10" width="51" height="31"/>
      </switch>
      <slider opaque="NO" contentMode="scaleToFill" value="7" minValue="5" maxValue="10" id="s">
          <rect key="frame" x="10" y="60" width="150" height="31"/>
      </slider>
      <switch opaque="NO" contentMode="scaleToFill" id="off">
          <rect key="frame" x="10" y="110" width="51" height="31"/>
      </switch>
      """
    let code = """
      import UIKit
      class ViewController: UIViewController {
        @IBOutlet weak var on: UISwitch!
        @IBOutlet weak var off: UISwitch!
        @IBOutlet weak var slider: UISlider!
        override func viewDidLoad() {
          super.viewDidLoad()
          view.alpha = on.isOn && !off.isOn && slider.value == 7 && slider.maximumValue == 10 ? 0.5 : 1
        }
      }
      """
    let file = try Self.open(
      [
        "V.swift": code,
        "Main.storyboard": Self.storyboard(
          subviews: subviews,
          connections: #"""
            <outlet property="on" destination="a" id="o1"/><outlet property="off" destination="off" id="o2"/>
            <outlet property="slider" destination="s" id="o3"/>
            """#),
      ], ["V.swift", "Main.storyboard"])
    #expect(file.scene.presentation(ParameterValues(), 0).opacity == 0.5)
  }

  /// A view of the file's class that declares `intrinsicContentSize`, which constraints place
  /// on both axes, takes that size where they put it, as UIKit lays it out — not the frame
  /// Interface Builder saved ("misplaced": it cannot run the code that sizes the view).
  @Test func aViewSizedByItsOwnIntrinsicSizeIsPlacedByItsConstraints() throws {
    let subviews = """
      <view contentMode="scaleToFill" ambiguous="YES" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" \
      id="a" customClass="Pill">
          <rect key="frame" x="40" y="176" width="240" height="128"/>
      </view>
      """
    let code = """
      import UIKit
      class Pill: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 44) }
      }
      class ViewController: UIViewController {}
      """
    let file = try Self.open(
      ["V.swift": code, "Main.storyboard": Self.centred(subviews: subviews, connections: "")], ["V.swift", "Main.storyboard"])
    let frame = file.scene.presentation(ParameterValues(), 0).sublayers[0].frame
    #expect(frame == Rect(x: 110, y: 218, width: 100, height: 44))
  }
}

/// Storyboard table views, stack views and constraints as app demos lay out their screens: a
/// table's prototype cells dequeued by reuse identifier, a stack view that arranges its views
/// again when a constraint an outlet names changes, constraints found by their identifier.
@Suite struct StoryboardLayoutTests {
  /// `code` opened with a scene of `subviews` placed by `constraints`, the controller's one
  /// outlet (`property`) connected to the view `destination`.
  static func openScene(
    _ code: String, _ subviews: String, outlet: (property: String, destination: String), constraints: String
  ) throws -> OpenedFile {
    let connection = #"<outlet property="\#(outlet.property)" destination="\#(outlet.destination)" id="o"/>"#
    return try StoryboardLoadingTests.open(
      ["V.swift": code, "Main.storyboard": storyboard(subviews, connections: connection, constraints: constraints)],
      ["V.swift", "Main.storyboard"])
  }

  static func storyboard(_ subviews: String, connections: String = "", constraints: String = "") -> String {
    StoryboardLoadingTests.storyboard(subviews: subviews, connections: connections)
      .replacingOccurrences(
        of: #"<constraint firstItem="a" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>"#,
        with: constraints)
  }

  /// A stack whose constraints place it but leave its length open is sized by its arranged
  /// views, as Auto Layout sizes it: filling equally, each takes the length the first one's
  /// aspect ratio gives it from the stack's 30-point height; views the code hides take none.
  @Test(arguments: [false, true])
  func aStackLeftOpenAlongItsAxisTakesItsShownViewsLength(hiding: Bool) throws {
    let code = """
      import UIKit
      class ViewController: UIViewController {
        @IBOutlet weak var row: UIStackView!
        override func viewDidLoad() {
          super.viewDidLoad()
          if \(hiding) { row.arrangedSubviews.dropFirst().forEach { $0.isHidden = true } }
        }
      }
      """
    func button(_ id: String, aspect: Bool) -> String {
      let ratio =
        aspect
        ? #"<constraints><constraint firstAttribute="width" secondItem="\#(id)" secondAttribute="height" multiplier="1:1" id="r-\#(id)"/></constraints>"#
        : ""
      return
        #"<button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="0" y="0" width="33" height="30"/>\#(ratio)<state key="normal" title="AAAAAAAA"/></button>"#
    }
    let stack = """
      <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="s">
          <rect key="frame" x="20" y="430" width="119" height="30"/>
          <subviews>\(button("b1", aspect: true))\(button("b2", aspect: false))\(button("b3", aspect: false))</subviews>
          <constraints><constraint firstAttribute="height" constant="30" id="h"/></constraints>
      </stackView>
      """
    let constraints = """
      <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
      <constraint firstAttribute="bottom" secondItem="s" secondAttribute="bottom" constant="20" id="b"/>
      """
    let file = try Self.openScene(code, stack, outlet: ("row", "s"), constraints: constraints)
    let row = file.scene.presentation(ParameterValues(), 1).sublayers[0]
    let width = hiding ? 30.0 : 3 * 30 + 2 * 10
    #expect(row.bounds.width == width && row.bounds.height == 30)
    #expect(row.frame.minX == 20 && row.frame.maxY == 460)
  }

  /// A navigation bar's place on a device: below the 20-point status bar and 44 high on an
  /// iPhone upright, at the top and 32 high (compact height, no status bar) on a Plus on its side.
  struct BarPlace: Sendable, CustomTestStringConvertible {
    var device: String, landscape: Bool, width: Double, height: Double, barTop: Double, barHeight: Double
    var testDescription: String { "\(device)\(landscape ? " in landscape" : "")" }
  }

  /// Under the navigation bar of the navigation controller an app shows first, the safe area
  /// starts at the bar's bottom, where UIKit puts the bar on the device; the bar's title takes
  /// its saved colour, and its saved tint is said not to be drawn (iOS 15's transparent
  /// scroll-edge bar).
  @Test(arguments: [
    BarPlace(device: "retina4_7", landscape: false, width: 320, height: 480, barTop: 20, barHeight: 44),
    BarPlace(device: "retina5_5", landscape: true, width: 736, height: 414, barTop: 0, barHeight: 32),
  ])
  func aSceneUnderANavigationBarStartsBelowItAndTheBarTakesItsSavedLook(_ place: BarPlace) throws {
    let code = "import UIKit\nclass ViewController: UIViewController {}\n"
    let look = """
      <color key="barTintColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      <textAttributes key="titleTextAttributes">
          <color key="textColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </textAttributes>
      """
    let navigation = StoryboardLoadingTests.navigationScene(
      root: "BYZ-38-t0r", bar: #"x="0.0" y="20" width="\#(place.width)" height="44""#, barContent: look)
    let box = """
      <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="s">
          <rect key="frame" x="0" y="100" width="\(place.width)" height="50"/>
          <subviews><view contentMode="scaleToFill" id="v"><rect key="frame" x="0" y="0" width="\(place.width)" height="50"/></view></subviews>
          <constraints><constraint firstAttribute="height" constant="50" id="h"/></constraints>
      </stackView>
      """
    let constraints = """
      <constraint firstItem="s" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
      <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
      <constraint firstItem="s" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r"/>
      """
    let text = Self.storyboard(box, constraints: constraints)
      .replacingOccurrences(of: #"initialViewController="BYZ-38-t0r""#, with: #"initialViewController="nav""#)
      .replacingOccurrences(
        of: #"<color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
        with: #"<viewLayoutGuide key="safeArea" id="safe"/>"#
      )
      .replacingOccurrences(of: "</scenes>", with: navigation + "\n</scenes>")
      .replacingOccurrences(
        of: #"<device id="retina4_7" orientation="portrait"/>"#,
        with: #"<device id="\#(place.device)" orientation="\#(place.landscape ? "landscape" : "portrait")"/>"#
      )
      .replacingOccurrences(
        of: #"width="320" height="480""#, with: #"width="\#(place.width)" height="\#(place.height)""#
      )
      .replacingOccurrences(
        of: "<connections>", with: #"<navigationItem key="navigationItem" title="Home" id="ni"/><connections>"#)
    let file = try StoryboardLoadingTests.open(["V.swift": code, "Main.storyboard": text], ["V.swift", "Main.storyboard"])
    let tree = file.scene.presentation(ParameterValues(), 0.5)
    func all(_ layer: Layer) -> [Layer] { [layer] + layer.sublayers.flatMap(all) }
    let stack = try #require(all(tree).first { $0.bounds.height == 50 && $0.bounds.width == place.width })
    #expect(stack.frame.minY == place.barTop + place.barHeight)
    let bar = try #require(all(tree).first { $0.name == "navigationBar" })
    #expect(bar.frame == Rect(x: 0, y: place.barTop, width: place.width, height: place.barHeight))
    let titles = all(tree).compactMap { layer -> TextStyle? in
      if case .text(let style) = layer.content, style.string == "Home" { style } else { nil }
    }
    #expect(titles.count == 1 && titles.first?.color == Color(white: 1))
    #expect(file.warnings.contains { $0.hasPrefix("Main.storyboard:") && $0.contains("barTintColor is not drawn") })
  }

  /// A table view's `dataSource` outlet and a basic prototype cell: each row is a fresh copy of
  /// the prototype, its label the cell's `textLabel` (the saved "Title" unless the code sets it).
  @Test func aStoryboardTablesPrototypeCellsAreDequeuedByTheirReuseIdentifier() throws {
    let code = """
      import UIKit
      class ViewController: UIViewController, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
          if indexPath.row > 0 { cell.textLabel?.text = "Row \\(indexPath.row)" }
          return cell
        }
      }
      """
    let table = """
      <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="50" id="t">
          <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
          <prototypes>
              <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" textLabel="l" style="IBUITableViewCellStyleDefault" id="p">
                  <rect key="frame" x="0.0" y="28" width="320" height="50"/>
                  <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="p" id="pc">
                      <rect key="frame" x="0.0" y="0.0" width="320" height="49.5"/>
                      <subviews>
                          <label opaque="NO" contentMode="left" text="Title" textAlignment="natural" id="l">
                              <rect key="frame" x="15" y="0.0" width="290" height="49.5"/>
                              <fontDescription key="fontDescription" type="system" pointSize="17"/>
                              <nil key="textColor"/>
                          </label>
                      </subviews>
                  </tableViewCellContentView>
              </tableViewCell>
          </prototypes>
          <connections>
              <outlet property="dataSource" destination="BYZ-38-t0r" id="ds"/>
          </connections>
      </tableView>
      """
    let file = try StoryboardLoadingTests.open(
      ["V.swift": code, "Main.storyboard": Self.storyboard(table)], ["V.swift", "Main.storyboard"])
    let tableLayer = file.scene.presentation(ParameterValues(), 0).sublayers[0]
    let cells = tableLayer.sublayers.filter { $0.name.hasPrefix("cell") }
    // Below the status bar's 20 points, as a full-screen table insets its content.
    #expect(cells.map(\.frame.minY) == [20, 70, 120])
    let texts = cells.map { cell -> String? in
      guard let label = cell.sublayers.first?.sublayers.first, case .text(let style) = label.content else { return nil }
      return style.string
    }
    #expect(texts == ["Title", "Row 1", "Row 2"])
  }

  /// A vertical stack view whose first view's height constraint an outlet names: raising it
  /// moves the second view down, as the stack arranges its views again.
  @Test func aStoryboardStackArrangesItsViewsAgainWhenAnOutletsConstraintChanges() throws {
    let code = """
      import UIKit
      class ViewController: UIViewController {
        @IBOutlet weak var headerHeight: NSLayoutConstraint!
        override func viewDidLoad() {
          super.viewDidLoad()
          headerHeight.constant = 200
        }
      }
      """
    let stack = """
      <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" id="s">
          <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
          <subviews>
              <view contentMode="scaleToFill" id="h">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                  <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                  <constraints>
                      <constraint firstAttribute="height" constant="60" id="hh"/>
                  </constraints>
              </view>
              <view contentMode="scaleToFill" id="b">
                  <rect key="frame" x="0.0" y="60" width="320" height="420"/>
                  <color key="backgroundColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </view>
          </subviews>
      </stackView>
      """
    let file = try StoryboardLoadingTests.open(
      [
        "V.swift": code,
        "Main.storyboard": Self.storyboard(stack, connections: #"<outlet property="headerHeight" destination="hh" id="o"/>"#),
      ], ["V.swift", "Main.storyboard"])
    let arranged = file.scene.presentation(ParameterValues(), 0).sublayers[0].sublayers
    #expect(arranged.map(\.frame) == [Rect(x: 0, y: 0, width: 320, height: 200), Rect(x: 0, y: 200, width: 320, height: 280)])
  }

  /// A storyboard constraint keeps its identifier and is listed by the view that holds it:
  /// code finds it there by name, deactivates it and activates its replacement.
  @Test func aStoryboardConstraintIsFoundByItsIdentifierInItsHoldersConstraints() throws {
    let code = """
      import UIKit
      class ViewController: UIViewController {
        @IBOutlet weak var title: UILabel!
        override func viewDidLoad() {
          super.viewDidLoad()
          for c in view.constraints where c.identifier == "TitleCenterX" {
            c.isActive = false
            NSLayoutConstraint(item: title!, attribute: .centerX, relatedBy: .equal, toItem: view,
                               attribute: .centerX, multiplier: 0.5, constant: 0).isActive = true
          }
        }
      }
      """
    let label = """
      <label opaque="NO" contentMode="left" text="Hello" textAlignment="center" id="a">
          <rect key="frame" x="135" y="230" width="50" height="20"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
          <nil key="textColor"/>
      </label>
      """
    let constraints = """
      <constraint firstItem="a" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" identifier="TitleCenterX" id="c1"/>
      <constraint firstItem="a" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
      """
    let file = try Self.openScene(code, label, outlet: ("title", "a"), constraints: constraints)
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers[0].position.x == 80)
  }
}
