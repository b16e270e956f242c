import Animation
import Foundation
import Geometry
import PNGCodec
import Preview
import Raster
import Scenes
import Testing

@testable import SwiftRun

/// An app's images found beside the files opened, as its bundle has them: asset catalogs'
/// image sets and loose PNG files, sized in points by their scale, placed by `contentMode`.
@Suite struct AssetCatalogTests {
  /// A PNG of `width` × `height` pixels of one opaque colour.
  static func png(_ width: Int, _ height: Int, _ color: Color) throws -> Data {
    Data(try PNGEncoder.data(Pixmap(width: width, height: height, color: color)))
  }

  static let controller = """
    import UIKit
    class ViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(UIImageView(image: UIImage(named: "ball")))
        let fitted = UIImageView(image: UIImage(named: "ball"))
        fitted.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        fitted.contentMode = .scaleAspectFit
        view.addSubview(fitted)
      }
    }
    """

  /// A controller whose view shows an image view of each image `named`, then runs `more`.
  static func controller(showing named: [String], more: String = "") -> String {
    let views = named.map { "view.addSubview(UIImageView(image: UIImage(named: \"\($0)\")))" }
    return """
      import UIKit
      class ViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          \((views + [more]).joined(separator: "\n    "))
        }
      }
      """
  }

  static func open(_ files: [String: Data], _ path: String) throws -> OpenedFile {
    var opened: OpenedFile?
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-images-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (name, data) in files {
      let url = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
    opened = try OpenedFile.open(paths: [root.appendingPathComponent(path).path])
    return try #require(opened)
  }

  /// An image set's 2× PNG, 40 × 20 pixels, is 20 × 10 points; fitted into a 100-point
  /// image view keeping its aspect, it is 100 × 50 points across its middle.
  @Test func anAssetCatalogImageIsSizedByItsScaleAndFittedByContentMode() throws {
    let contents = #"{"images":[{"idiom":"universal","scale":"1x"},{"filename":"b.png","idiom":"universal","scale":"2x"}]}"#
    let file = try Self.open(
      [
        "App/ViewController.swift": Data(Self.controller.utf8),
        "App/Assets.xcassets/ball.imageset/Contents.json": Data(contents.utf8),
        "App/Assets.xcassets/ball.imageset/b.png": try Self.png(40, 20, Color(red: 1, green: 0, blue: 0)),
      ], "App")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers[0].bounds.width == 20 && tree.sublayers[0].bounds.height == 10)
    let imageView = tree.sublayers[1]
    #expect(imageView.contentsGravity == .resizeAspect)
    #expect(
      imageView.contentsGravity.rect(width: 20, height: 10, in: imageView.bounds) == Rect(x: 0, y: 25, width: 100, height: 50))
    guard case .picture(_, let width, let height) = imageView.content else {
      Issue.record("no picture drawn")
      return
    }
    #expect(width == 20 && height == 10)
  }

  /// Loose files: `ball@2x.png` before `ball.png`, as a 2× screen loads them.
  @Test func aLooseTwoTimesFileIsChosenOverTheOneTimesOne() throws {
    let file = try Self.open(
      [
        "App/ViewController.swift": Data(Self.controller.utf8),
        "App/ball.png": try Self.png(10, 10, Color(white: 0)),
        "App/ball@2x.png": try Self.png(60, 20, Color(white: 0)),
      ], "App")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers[0].bounds.width == 30 && tree.sublayers[0].bounds.height == 10)
  }

  /// An app's group folders are copied flat into its bundle: a loose PNG in `images/` and an
  /// asset catalog in `Support Files/` are found as UIKit finds them; a test target's are not
  /// the app's.
  @Test func imagesInAnAppsGroupFoldersAreFoundAsTheBundleHasThem() throws {
    let contents = #"{"images":[{"filename":"b.png","idiom":"universal","scale":"2x"}]}"#
    let controller = Self.controller(showing: ["heart", "ball", "probe"])
    let file = try Self.open(
      [
        "App/ViewController.swift": Data(controller.utf8),
        "App/images/heart@2x.png": try Self.png(88, 80, Color(red: 1, green: 0, blue: 0)),
        "App/Support Files/Assets.xcassets/ball.imageset/Contents.json": Data(contents.utf8),
        "App/Support Files/Assets.xcassets/ball.imageset/b.png": try Self.png(40, 20, Color(white: 0)),
        "App/AppTests/probe.png": try Self.png(10, 10, Color(white: 0)),
      ], "App")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers[0].bounds.width == 44 && tree.sublayers[0].bounds.height == 40)
    #expect(tree.sublayers[1].bounds.width == 20 && tree.sublayers[1].bounds.height == 10)
    #expect(file.warnings.contains { $0.contains("UIImage(named: \"probe\") is in no asset catalog") })
    #expect(!file.warnings.contains { $0.contains("\"heart\"") || $0.contains("\"ball\"") })
  }

  /// Each image the app names that is not there is said by name (a mask drawn from one shows
  /// the placeholder's shape, not the app's), three at most; the rest in one line.
  @Test func eachMissingImageIsNamedUpToThree() throws {
    func warnings(_ names: [String]) throws -> [String] {
      let made = names.map { "let _ = UIImage(named: \"\($0)\")" }.joined(separator: "\n")
      let code = "import UIKit\nimport PlaygroundSupport\n\(made)\nPlaygroundPage.current.liveView = UIView()\n"
      return try OpenedFile.open(text: code, path: "/x/P.swift").warnings
    }
    let two = try warnings(["screen", "twitter"])
    #expect(two.contains { $0.contains("UIImage(named: \"screen\")") })
    #expect(two.contains { $0.contains("UIImage(named: \"twitter\")") })
    let five = try warnings(["a", "b", "c", "d", "e"]).filter { $0.contains("no asset catalog") }
    #expect(five.count == 4 && five.contains { $0.contains("more images") })
  }

  /// A JPEG of 16 × 8 pixels, white on its left half, black on its right (made with ImageMagick:
  /// `convert -size 16x8 xc:white -fill black -draw 'rectangle 8,0 15,7' -colorspace Gray
  /// -strip -quality 100`).
  static let jpeg = Data(
    base64Encoded:
      "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAAIABABAREA/8QAFQABAQAAAAAAAAAAAAAAAAAACgv/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/9oACAEBAAA/AH8IA7//2Q=="
  )!

  /// A photo in an image set is a JPEG as often as a PNG: found by the set's name and sized by
  /// its scale; a loose JPEG only by its whole name (`UIImage(named:)` assumes `.png` alone); an
  /// image set of another kind (a PDF) is said as not decoded.
  @Test func aJPEGInAnImageSetOrNamedWithItsExtensionIsShown() throws {
    let contents = #"{"images":[{"filename":"p.jpg","idiom":"universal","scale":"2x"}]}"#
    // Placeholders, out of the way of the pixels looked at.
    let code = Self.controller(
      showing: ["ball", "photo.jpg"], more: #"let _ = UIImage(named: "photo"), _ = UIImage(named: "vector")"#)
    let file = try Self.open(
      [
        "App/ViewController.swift": Data(code.utf8),
        "App/Assets.xcassets/ball.imageset/Contents.json": Data(contents.utf8),
        "App/Assets.xcassets/ball.imageset/p.jpg": Self.jpeg,
        "App/Assets.xcassets/vector.imageset/Contents.json": Data(#"{"images":[{"filename":"v.pdf","idiom":"universal"}]}"#.utf8),
        "App/Assets.xcassets/vector.imageset/v.pdf": Data("%PDF-1.4".utf8),
        "App/photo.jpg": Self.jpeg,
      ], "App")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers[0].bounds.width == 8 && tree.sublayers[0].bounds.height == 4)
    #expect(tree.sublayers[1].bounds.width == 16 && tree.sublayers[1].bounds.height == 8)
    #expect(file.warnings.contains { $0.contains("UIImage(named: \"photo\") is in no asset catalog") })
    #expect(file.warnings.contains { $0.contains("image \"vector\"") && $0.contains("neither a PNG nor a JPEG") })
    // Drawn by its pixels: white on the left, black on the right.
    var renderer = FrameRenderer()
    let frame = renderer.render(tree, size: (40, 40), scale: 1, backdrop: Color(red: 1, green: 0, blue: 0))
    func pixel(_ x: Int, _ y: Int) -> [Int] { frame.pixels[(4 * (y * 40 + x))..<(4 * (y * 40 + x) + 3)].map(Int.init) }
    #expect(pixel(2, 6).allSatisfy { $0 > 250 }, "\(pixel(2, 6))")
    #expect(pixel(13, 4).allSatisfy { $0 < 5 }, "\(pixel(13, 4))")
  }

  /// An image that is there but cannot be read is said once, as that: not also as missing.
  @Test func anImageThatIsNotAPNGIsSaidOnceAndDrawnAsAPlaceholder() throws {
    let file = try Self.open(
      ["App/ViewController.swift": Data(Self.controller.utf8), "App/ball.png": Data("not a png".utf8)], "App")
    #expect(file.warnings.contains { $0.contains("image \"ball\" is in the app's images, but its file could not be read") })
    #expect(!file.warnings.contains { $0.contains("no asset catalog") })
  }

  /// A storyboard image whose catalog entry names a file that is not there is said once.
  @Test func aStoryboardImageWhoseCatalogFileIsMissingIsSaidOnce() throws {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="v">
        <scenes><scene sceneID="s"><objects>
          <viewController id="v" customClass="ViewController" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
              <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
              <subviews>
                <imageView contentMode="scaleToFill" image="yball" id="img">
                  <rect key="frame" x="10" y="10" width="50" height="50"/>
                </imageView>
              </subviews>
            </view>
          </viewController>
        </objects></scene></scenes>
      </document>
      """
    let contents = #"{"images": [{"filename": "yball.png", "idiom": "universal", "scale": "1x"}]}"#
    let file = try Self.open(
      [
        "App/ViewController.swift": Data("import UIKit\nclass ViewController: UIViewController {}\n".utf8),
        "App/Base.lproj/Main.storyboard": Data(storyboard.utf8),
        "App/Assets.xcassets/yball.imageset/Contents.json": Data(contents.utf8),
      ], "App")
    #expect(file.warnings.filter { $0.contains("\"yball\"") }.count == 1, "\(file.warnings)")
  }

  @Test(arguments: [
    ("scaleToFill", Layer.ContentsGravity.resize), ("scaleAspectFill", .resizeAspectFill), ("center", .center),
    ("bottomRight", .bottomRight), ("ScaleAspectFit", .resizeAspect),  // the last in Swift 2's capitalised spelling
  ])
  func contentModeNamesWhereThePictureGoes(mode: String, gravity: Layer.ContentsGravity) throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let v = UIImageView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      v.contentMode = .\(mode)
      PlaygroundPage.current.liveView = v
      """
    let file = try OpenedFile.open(text: code, path: "/x/M.swift")
    #expect(file.scene.presentation(ParameterValues(), 0).contentsGravity == gravity)
  }

  /// Where each gravity puts a 20 × 10 picture in 100 × 100 bounds (UIKit's y down).
  @Test func gravitiesPlaceAPictureAsUIKitsContentModesDo() {
    let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    #expect(
      Layer.ContentsGravity.resizeAspectFill.rect(width: 20, height: 10, in: bounds)
        == Rect(x: -50, y: 0, width: 200, height: 100))
    #expect(Layer.ContentsGravity.center.rect(width: 20, height: 10, in: bounds) == Rect(x: 40, y: 45, width: 20, height: 10))
    #expect(Layer.ContentsGravity.top.rect(width: 20, height: 10, in: bounds) == Rect(x: 40, y: 0, width: 20, height: 10))
    #expect(
      Layer.ContentsGravity.bottomRight.rect(width: 20, height: 10, in: bounds) == Rect(x: 80, y: 90, width: 20, height: 10))
  }
  /// A storyboard's image view shows the app's image, placed by its saved `contentMode`.
  @Test func aStoryboardImageViewShowsTheAppsImageByItsContentMode() throws {
    let imageView = """
      <imageView contentMode="scaleAspectFill" image="ball" id="a">
          <rect key="frame" x="0" y="0" width="80" height="40"/>
      </imageView>
      """
    let file = try Self.open(
      [
        "App/V.swift": Data(StoryboardLoadingTests.outletOnly.utf8),
        "App/Base.lproj/Main.storyboard": Data(StoryboardLoadingTests.storyboard(subviews: imageView, connections: "").utf8),
        "App/ball.png": try Self.png(10, 10, Color(red: 0, green: 1, blue: 0)),
      ], "App")
    let shown = file.scene.presentation(ParameterValues(), 0).sublayers[0]
    #expect(shown.contentsGravity == .resizeAspectFill)
    guard case .picture(_, let width, let height) = shown.content else {
      Issue.record("no picture drawn")
      return
    }
    #expect(width == 10 && height == 10)
    #expect(!file.warnings.contains { $0.contains("placeholder") })
  }
  /// `#imageLiteral(resourceName:)` names a file of the playground's `Resources/`, its scale
  /// in its name; Xcode 7's `[#Image(imageLiteral:)#]` (a Swift 2.2 playground's) is the same
  /// image, not an array, its closing `#]` no syntax error, and is said once.
  @Test(arguments: [#"#imageLiteral(resourceName: "Gem@2x.png")"#, #"[#Image(imageLiteral: "Gem@2x.png")#]"#])
  func anImageLiteralFindsThePlaygroundsResource(literal: String) throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let image = \(literal)
      let v = UIImageView(image: image)
      PlaygroundPage.current.liveView = v
      """
    let file = try Self.open(
      [
        "Gems.playground/Contents.swift": Data(code.utf8),
        "Gems.playground/Resources/Gem@2x.png": try Self.png(30, 20, Color(red: 0, green: 0, blue: 1)),
      ], "Gems.playground")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.bounds.width == 15 && tree.bounds.height == 10)
    let said = file.warnings.contains { $0.contains("[#Image(imageLiteral:)#] is Xcode 7's image literal") }
    #expect(said == literal.hasPrefix("[#"))
  }

  /// A colour set of the app's catalog is what `UIColor(named:)` gives and what Xcode 15's
  /// generated symbols name, written as `UIColor.brandBlue`, as `.brandBlue` where a property or
  /// an argument takes a colour, and as `UIColor(resource:)`; a name no set has is nil, said.
  @Test func aColourSetIsFoundByNameAndByItsGeneratedSymbol() throws {
    let set =
      #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x2A","green":"0xC7","blue":"0xFE","alpha":"1.000"}}}],"info":{"author":"xcode","version":1}}"#
    let code = """
      import UIKit
      class ViewController: UIViewController {
        func box(_ color: UIColor?) {
          let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          v.backgroundColor = color
          view.addSubview(v)
        }
        override func viewDidLoad() {
          super.viewDidLoad()
          box(UIColor(named: "BrandBlue"))
          box(UIColor.brandBlue)
          box(UIColor(resource: .brandBlue))
          let assigned = UIView()
          assigned.backgroundColor = .brandBlue
          view.addSubview(assigned)
          let button = UIButton()
          button.setTitle("A", for: .normal)
          button.setTitleColor(.brandBlue, for: .normal)
          view.addSubview(button)
          box(UIColor(named: "Missing") ?? .red)
        }
      }
      """
    let file = try Self.open(
      [
        "App/ViewController.swift": Data(code.utf8),
        "App/Assets.xcassets/BrandBlue.colorset/Contents.json": Data(set.utf8),
      ], "App")
    let brand = Color(red: 42.0 / 255, green: 199.0 / 255, blue: 254.0 / 255)
    let views = file.scene.presentation(ParameterValues(), 0).sublayers
    #expect(views[0..<4].map(\.backgroundColor) == [brand, brand, brand, brand])
    guard case .text(let title) = views[4].content else {
      Issue.record("no title")
      return
    }
    #expect(title.color == brand)
    #expect(views[5].backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(
      file.warnings.contains {
        $0.contains("UIColor(named: \"Missing\") is nil: no colour set of that name is in the app's asset catalogs")
      })
  }

  /// A symbol no asset has is refused as an unknown member, not guessed.
  @Test func aSymbolNoColourSetHasIsRefused() throws {
    let code = """
      import UIKit
      class ViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          view.backgroundColor = .brandGreen
        }
      }
      """
    let refused = #expect(throws: RunError.self) {
      try Self.open(["App/ViewController.swift": Data(code.utf8)], "App")
    }
    #expect(refused?.description.contains(".brandGreen is not one Wobble knows where a colour is wanted") == true)
  }
}
