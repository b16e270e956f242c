import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Image views draw Wobble's icon for a known symbol, else a placeholder, in their tint.
@Suite struct ImageViewTests {
  /// `.scaleAspectFit` keeps a square image square, centred in a wide view; `.scaleToFill`
  /// stretches it over the whole view.
  @Test func anAspectFitImageViewKeepsItsSquareImageSquare() throws {
    func inked(_ mode: String) throws -> [Int] {
      let pixel = try RenderedPixels.hosted(
        """
        let dot = UIImageView(frame: CGRect(x: 0, y: 10, width: 40, height: 20))
        dot.image = UIImage(systemName: "checkmark")
        dot.tintColor = .black
        dot.contentMode = .\(mode)
        host.addSubview(dot)
        """, path: "/x/A.swift", at: 0)
      // The columns with ink in them.
      return (0..<40).filter { x in (10..<30).contains { y in pixel(x, y).contains { $0 < 128 } } }
    }
    let fit = try inked("scaleAspectFit"), fill = try inked("scaleToFill")
    // Fitted: a 20 × 20 square in the middle (columns 10…29); stretched: reaching the edges.
    #expect(fit.min()! >= 10 && fit.max()! <= 29)
    #expect(fill.min()! < 10 && fill.max()! > 29)
  }

  @Test func imageViewsDrawAnIconOrThePlaceholderInTheirTint() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let tick = UIImageView(image: UIImage(systemName: "checkmark"))
      tick.tintColor = #colorLiteral(red: 0.2, green: 0.8, blue: 0.4, alpha: 1)
      host.addSubview(tick)
      let logo = UIImageView(frame: CGRect(x: 100, y: 0, width: 80, height: 60))
      logo.image = #imageLiteral(resourceName: "Logo")
      host.addSubview(logo)
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/I.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers[0].content == .icon(.checkmark, color: Color(red: 0.2, green: 0.8, blue: 0.4)))
    #expect(tree.sublayers[0].bounds.width == 44 && tree.sublayers[0].position == Point(22, 22))
    #expect(tree.sublayers[1].content == .icon(.placeholder, color: Color(white: 0.6)))
    #expect(tree.sublayers[1].bounds.width == 80 && tree.sublayers[1].position == Point(140, 30))
    // The colour literal's numbers are the file's: tunable.
    #expect(file.scene.parameters.contains { $0.summary.contains("#colorLiteral(red: 0.2") })
  }

  /// An SF Symbol Wobble has no drawing of is the placeholder in the tint, and says so; one it
  /// draws says nothing.
  @Test func anUndrawnSymbolIsThePlaceholderWithAWarning() throws {
    let file = try LanguageTests.opened(
      """
      let heart = UIImageView(image: UIImage(systemName: "heart.fill"))
      heart.tintColor = .red
      host.addSubview(heart)
      host.addSubview(UIImageView(image: UIImage(systemName: "checkmark")))
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers[0].content == .icon(.placeholder, color: Color(red: 1, green: 0, blue: 0)))
    #expect(file.warnings.filter { $0.contains("is an SF Symbol Wobble has no drawing of") }.count == 1)
    #expect(file.warnings.contains { $0.hasPrefix("L.swift:4:32: UIImage(systemName: \"heart.fill\")") })
  }
}

/// `withRenderingMode(.alwaysTemplate)`: an image view draws the image "ignoring its color
/// information", each pixel in the view's tint at its own alpha; `.alwaysOriginal` keeps the
/// colours. A snapshot of such a view (`layer.render(in:)`) is in the tint too: a shine effect
/// in the wild makes its white glare that way from a pink view.
@Suite struct TemplateImageTests {
  static let snapshot = """
    func snapshot(of view: UIView) -> UIImage {
      UIGraphicsImageRenderer(size: view.bounds.size).image { context in view.layer.render(in: context.cgContext) }
    }
    let pink = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    pink.backgroundColor = UIColor(red: 1, green: 0.2, blue: 0.4, alpha: 1)
    """

  @Test func aTemplateImageIsDrawnInTheViewsTint() throws {
    let pixel = try RenderedPixels.hosted(
      Self.snapshot + "\n" + """
        let glare = UIImageView(image: snapshot(of: pink).withRenderingMode(.alwaysTemplate))
        glare.tintColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        host.addSubview(glare)
        let kept = UIImageView(image: snapshot(of: pink).withRenderingMode(.alwaysOriginal))
        kept.frame.origin.x = 20
        host.addSubview(kept)
        """, path: "/x/T.swift", at: 0)
    #expect(pixel(10, 10) == [0, 128, 0])
    #expect(pixel(30, 10) == [255, 51, 102])
  }

  @Test func aSnapshotOfATemplateImageViewIsInItsTint() throws {
    let pixel = try RenderedPixels.hosted(
      Self.snapshot + "\n" + """
        host.backgroundColor = .black
        let glare = UIImageView(image: snapshot(of: pink).withRenderingMode(.alwaysTemplate))
        glare.tintColor = .white
        let shine = CALayer()
        shine.contents = snapshot(of: glare).cgImage
        shine.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        host.layer.addSublayer(shine)
        """, path: "/x/T.swift", at: 0)
    #expect(pixel(20, 20) == [255, 255, 255])
    #expect(pixel(5, 5) == [0, 0, 0])
  }

  /// Without a tint anywhere above it, a template image takes UIKit's default, system blue.
  @Test func aTemplateImageWithoutATintIsSystemBlue() throws {
    let pixel = try RenderedPixels.hosted(
      Self.snapshot + "\nhost.addSubview(UIImageView(image: snapshot(of: pink).withRenderingMode(.alwaysTemplate)))",
      path: "/x/T.swift", at: 0)
    #expect(pixel(10, 10) == [0, 122, 255])
  }
}

/// A `UIImageView` subclass's convenience `init()` calling `self.init(image:)` (a spinner
/// image that rotates) shows the image at its size, as the inherited initialiser does.
@Suite struct ImageViewSubclassTests {
  @Test func selfInitImageShowsTheImageAtItsSize() throws {
    let tree = try LanguageTests.tree(
      """
      class Spinner: UIImageView {
        convenience init() {
          self.init(image: UIImage(systemName: "checkmark")!)
          backgroundColor = UIColor.clear
        }
      }
      host.addSubview(Spinner())
      """)
    #expect(tree.sublayers[0].content == .icon(.checkmark, color: Color(red: 0, green: 122.0 / 255, blue: 1)))
    #expect(tree.sublayers[0].bounds.width == 44)
    // Its frame at the origin, as UIImageView(image:) leaves it: centre at half the size.
    #expect(tree.sublayers[0].position == Point(22, 22))
  }

  /// A function drawing a 10-point square of one colour as an image, for telling frames apart.
  static let swatch = """
    func swatch(_ color: UIColor) -> UIImage {
      UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
        color.setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      }
    }
    """

  /// `animationImages` play in turn, each an equal share of `animationDuration`, from the first
  /// at `startAnimating()`, for `animationRepeatCount` passes; the still `image` shows before
  /// and after. Without a duration each image lasts 1/30 s; a count of 0 plays for ever.
  @Test func animationImagesPlayInTurnForTheirPassesThenTheImageShows() throws {
    let file = try LanguageTests.opened(
      """
      \(Self.swatch)
      let frames = [swatch(.red), swatch(.green), swatch(.blue)]
      let still = swatch(.black)
      let book = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      book.image = still
      book.animationImages = frames
      book.animationDuration = 0.3
      book.animationRepeatCount = 2
      host.addSubview(book)
      let loop = UIImageView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
      loop.animationImages = frames
      host.addSubview(loop)
      loop.startAnimating()
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        book.startAnimating()
        book.layer.borderWidth = book.isAnimating ? 1 : 0
      }
      """)
    func content(_ i: Int, _ t: Double) -> LayerContent { file.scene.presentation(ParameterValues(), t).sublayers[i].content }
    let (red, green, blue, black) = (content(0, 1.05), content(0, 1.15), content(0, 1.25), content(0, 0.5))
    #expect(Set([red, green, blue, black]).count == 4)
    // Two passes of 0.3 s from 1 s, the first image again at 1.35, the still image after 1.6.
    #expect(content(0, 1.35) == red && content(0, 1.55) == blue)
    #expect(content(0, 1.7) == black && content(0, 3) == black)
    #expect(file.scene.presentation(ParameterValues(), 1.1).sublayers[0].borderWidth == 1)
    // 1/30 s per image, for ever.
    #expect(content(1, 0.01) == red && content(1, 0.045) == green && content(1, 0.08) == blue)
    #expect(content(1, 10.01) == red)
  }

  /// `UIImage.animatedImage(with:duration:)` shown by an image view plays at once, for ever,
  /// one pass each `duration`; its `images` and `duration` read back; a still image stops it.
  @Test func anAnimatedImagePlaysInAnImageViewUntilAStillReplacesIt() throws {
    let file = try LanguageTests.opened(
      """
      \(Self.swatch)
      let gif = UIImage.animatedImage(with: [swatch(.red), swatch(.green)], duration: 1)!
      let view = UIImageView(image: gif)
      view.layer.borderWidth = CGFloat(gif.images!.count) + CGFloat(gif.duration)
      host.addSubview(view)
      DispatchQueue.main.asyncAfter(deadline: .now() + 3.2) { view.image = swatch(.blue) }
      """)
    func content(_ t: Double) -> LayerContent { file.scene.presentation(ParameterValues(), t).sublayers[0].content }
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers[0].borderWidth == 3)
    #expect(content(0.25) != content(0.75) && content(0.25) == content(2.25) && content(0.75) == content(1.75))
    #expect(content(3.5) != content(0.25) && content(3.5) != content(0.75) && content(3.5) == content(5))
  }

  /// A flip-book's numbers out of range are refused with their place and what they take.
  @Test func aFlipBooksBadNumbersAreRefusedWithTheirPlace() {
    for (line, want) in [
      ("view.animationDuration = -1", "want seconds, 0 or more"),
      ("view.animationRepeatCount = 1.5", "want a whole number, 0 or more"),
      ("view.animationImages = [1, 2]", "an array of UIImages"),
    ] {
      #expect {
        _ = try LanguageTests.opened(
          """
          let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          \(line)
          """)
      } throws: { "\($0)".contains("L.swift:5:") && "\($0)".contains(want) }
    }
  }

  /// A symbol configuration is kept and changes nothing drawn (said); a symbol effect, whose
  /// motion Apple does not publish, is refused at its place.
  @Test func aSymbolConfigurationIsKeptAndASymbolEffectRefused() throws {
    let file = try LanguageTests.opened(
      """
      let sun = UIImageView(image: UIImage(systemName: "checkmark"))
      sun.image = sun.image?.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 30, weight: .bold))
      sun.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .large)
      host.addSubview(sun)
      """)
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers[0].content == .icon(.checkmark, color: ViewObject.systemBlue))
    #expect(file.warnings.contains { $0.hasPrefix("L.swift:5:52: UIImage.SymbolConfiguration changes nothing Wobble draws") })
    #expect {
      _ = try LanguageTests.opened(
        """
        let sun = UIImageView(image: UIImage(systemName: "checkmark"))
        sun.addSymbolEffect(.bounce, options: .repeating)
        """)
    } throws: { "\($0)".hasPrefix("L.swift:5:1: UIImageView.addSymbolEffect(_:options:): symbol effects are not simulated") }
  }
}
