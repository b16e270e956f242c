import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `UIFont`: what it can know of a device's fonts.
@Suite struct UIFontTests {
  /// The font families a device has installed, and their order, are no document's: a font
  /// picked by its index in `familyNames` is refused at its place, saying why.
  @Test func theDevicesFamilyNamesAreRefusedSayingWhy() throws {
    let refused = #expect(throws: RunError.self) {
      try LanguageTests.tree("let family = UIFont.familyNames[4]\n")
    }
    #expect(
      refused?.description
        == "L.swift:4:21: UIFont.familyNames is the list of font families installed on the device, in an order Apple "
        + "does not document: Wobble cannot know it")
  }

  /// A font asked for by name gives that name back (`CTFontCreateWithName(font.fontName, …)`).
  @Test func aNamedFontsFontNameIsTheNameAskedFor() throws {
    let tree = try LanguageTests.tree(
      """
      let font = UIFont(name: "AvenirNext-Regular", size: 40)!
      let l = CATextLayer()
      l.string = font.fontName
      host.layer.addSublayer(l)
      """)
    guard case .text(let text) = tree.sublayers[0].content else {
      Issue.record("no text")
      return
    }
    #expect(text.string == "AvenirNext-Regular")
  }

  /// A named font's family is its name's words before the style, as Apple's names run them
  /// together (SwiftSpinner makes its subtitle's font from the title's `familyName`): the
  /// families as iOS lists them, checked against `UIFont.familyNames` values published for
  /// iOS (Helvetica Neue, Avenir Next, Gill Sans, Futura, American Typewriter).
  @Test func aNamedFontsFamilyIsItsNamesWordsBeforeTheStyle() throws {
    let cases = [
      ("HelveticaNeue", "Helvetica Neue"), ("AvenirNext-DemiBold", "Avenir Next"), ("GillSans-Bold", "Gill Sans"),
      ("Futura-Medium", "Futura"), ("AmericanTypewriter-Condensed", "American Typewriter"),
      ("Helvetica Neue Bold", "Helvetica Neue"),
    ]
    for (name, family) in cases {
      let tree = try LanguageTests.tree(
        """
        let font = UIFont(name: "\(name)", size: 40)!
        let l = CATextLayer()
        l.string = font.familyName
        host.layer.addSublayer(l)
        """)
      guard case .text(let text) = tree.sublayers[0].content else {
        Issue.record("no text")
        return
      }
      #expect(text.string == family, "\(name)")
    }
    // The system font's family is private: not simulated.
    #expect(throws: RunError.self) { try LanguageTests.tree("let f = UIFont.systemFont(ofSize: 12).familyName\n") }
  }

  /// `preferredFont(forTextStyle:)` at the default size category (Large) is the system font at
  /// the Human Interface Guidelines' size for the style: headline 17 semibold, title1 28,
  /// caption2 11 — also as an implicit member where a font is expected.
  @Test func aPreferredFontHasItsStylesDefaultSize() throws {
    let tree = try LanguageTests.tree(
      """
      let sizes = [UIFont.preferredFont(forTextStyle: .headline), .preferredFont(forTextStyle: .title1),
                   UIFont.preferredFont(forTextStyle: .caption2)].map { $0.pointSize }
      let dot = CALayer()
      dot.frame = CGRect(x: sizes[0], y: sizes[1], width: sizes[2], height: 1)
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 17, y: 28, width: 11, height: 1))
  }

  /// Swift 3's weights were CGFloat constants (`UIFontWeightBold`, 0.4 in UIFontDescriptor.h),
  /// and a weight can be made from its raw value: each is the case it names, said once.
  @Test func swift3sWeightConstantsAndRawWeightsAreTheirCases() throws {
    let file = try LanguageTests.opened(
      """
      let weights = [UIFont.systemFont(ofSize: 20, weight: UIFontWeightBold),
                     UIFont.systemFont(ofSize: 20, weight: UIFont.Weight(rawValue: 0.23)),
                     UIFont.systemFont(ofSize: 20, weight: UIFontWeightThin)]
      for (i, font) in weights.enumerated() {
        let l = UILabel(frame: CGRect(x: 0, y: CGFloat(i) * 30, width: 100, height: 30))
        l.font = font
        l.text = "W"
        host.addSubview(l)
      }
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    let weights = tree.sublayers.map { layer -> Int? in
      guard case .text(let style) = layer.content else { return nil }
      return style.font.weight
    }
    #expect(weights == [700, 500, 200])
    #expect(file.warnings.contains { $0.contains("UIFontWeightBold is Swift 3's UIFont.Weight.bold") })
  }

  @Test func aRawWeightUIKitDoesNotNameIsRefusedListingThoseItDoes() throws {
    let refused = #expect(throws: RunError.self) {
      try LanguageTests.tree("let f = UIFont.systemFont(ofSize: 20, weight: UIFont.Weight(rawValue: 0.1))")
    }
    #expect(refused?.description.hasPrefix("L.swift:4:") == true)
    #expect(refused?.description.contains("want a weight UIKit names: -0.8, -0.6, -0.4, 0.0, 0.23, 0.3, 0.4, 0.56, 0.62") == true)
  }

  /// `weight: .black` is the weight, not the colour of the same name (which `.black` means
  /// where a colour is taken): UIKit's black weight, 900.
  @Test func aWeightNamedLikeAColourIsTheWeight() throws {
    let tree = try LanguageTests.tree(
      """
      let l = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
      l.font = UIFont.systemFont(ofSize: 20, weight: .black)
      l.text = "W"
      host.addSubview(l)
      """)
    guard case .text(let style) = tree.sublayers[0].content else {
      Issue.record("no text")
      return
    }
    #expect(style.font.weight == 900)
  }
}
