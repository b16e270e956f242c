import Foundation
import Geometry
import InterfaceBuilder
import Testing

@Suite struct InterfaceColorTests {
  static func color(_ attributes: String, resources: String = "") throws -> Color {
    let doc = try InterfaceDocumentTests.document(
      "<objects><color key=\"backgroundColor\" id=\"c\" \(attributes)/></objects><resources>\(resources)</resources>")
    return try doc.color(try #require(doc.byID["c"]))
  }

  static func near(_ a: Color, _ b: Color) -> Bool {
    [a.red - b.red, a.green - b.green, a.blue - b.blue, a.alpha - b.alpha].allSatisfy { abs($0) < 1e-9 }
  }

  static func bytes(_ c: Color) -> [Double] { [c.red, c.green, c.blue].map { ($0 * 255).rounded() } }

  @Test func sRGBComponentsAreTakenAsTheyAre() throws {
    let c = try Self.color(#"red="1" green="0.5" blue="0.25" alpha="0.75" colorSpace="custom" customColorSpace="sRGB""#)
    #expect(c == Color(red: 1, green: 0.5, blue: 0.25, alpha: 0.75))
  }

  /// keyboardfuel.com (2018): Generic RGB (84, 124, 224) is the colour sRGB calls (102, 146, 230).
  @Test func genericRGBIsConvertedToTheSRGBColourItLooksLike() throws {
    let c = try Self.color(#"red="0.32941" green="0.48627" blue="0.87843" alpha="1" colorSpace="calibratedRGB""#)
    for (got, want) in zip(Self.bytes(c), [102.0, 146, 230]) { #expect(abs(got - want) <= 4) }
  }

  /// A developer's measurement (Xcode 8): Interface Builder's Dark Gray, 85 in Generic Gray, reads 104 on iOS.
  @Test func genericGrayIsConvertedByItsGamma() throws {
    let c = try Self.color(#"white="0.33333" alpha="1" colorSpace="calibratedWhite""#)
    #expect(abs(Self.bytes(c)[0] - 104) <= 1)
    #expect(c.red == c.green && c.green == c.blue)
  }

  @Test func blackAndWhiteStayThemselvesInEveryGraySpace() throws {
    for space in [#"colorSpace="calibratedWhite""#, #"colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#] {
      #expect(Self.near(try Self.color(#"white="1" alpha="1" "# + space), Color(white: 1)))
      #expect(Self.near(try Self.color(#"white="0" alpha="0" "# + space), Color(white: 0, alpha: 0)))
    }
  }

  /// Display P3's pure red lies outside sRGB: a sRGB screen shows it as sRGB's red.
  @Test func displayP3RedIsClippedToSRGBRed() throws {
    let c = try Self.color(#"red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="displayP3""#)
    #expect(Self.bytes(c) == [255, 0, 0])
  }

  @Test func aSystemColourTakesTheValueTheDocumentKeeps() throws {
    let c = try Self.color(
      #"systemColor="systemBackgroundColor""#,
      resources:
        #"<systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>"#
    )
    #expect(Self.near(c, Color(white: 1)))
  }

  /// Xcode 11 (toolsVersion 15702) kept no resource and wrote the iOS 12 colour beside the name.
  @Test func aSystemColourWithoutAResourceTakesThePreIOS13ColourWrittenBesideIt() throws {
    let white = try Self.color(#"systemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor""#)
    #expect(white == Color(white: 1))
    let grouped = try Self.color(
      #"systemColor="systemGroupedBackgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor""#)
    #expect(Self.bytes(grouped) == [239, 239, 244])
  }

  /// Xcode 11 (toolsVersion 15505) also wrote the light appearance's components on the element.
  @Test func aSystemColourWithoutAResourceTakesTheComponentsWrittenOnIt() throws {
    let pink = try Self.color(
      #"systemColor="systemPinkColor" red="1" green="0.1764705882" blue="0.33333333329999998" alpha="1" colorSpace="custom" customColorSpace="sRGB""#
    )
    #expect(Self.bytes(pink) == [255, 45, 85])
  }

  @Test func aSystemColourWithNeitherResourceNorOlderNameIsRefused() {
    #expect {
      _ = try Self.color(#"systemColor="systemBackgroundColor""#)
    } throws: { "\($0)".contains("system colour systemBackgroundColor has no value in the document's <resources>") }
  }

  @Test func aNamedColourWithoutItsValueIsRefusedWithItsLine() {
    #expect {
      _ = try Self.color(#"name="Brand""#)
    } throws: { "\($0)".hasPrefix("Main.storyboard:4: colour Brand is an asset catalog's") }
  }

  @Test func anUnknownColourSpaceIsRefused() {
    #expect {
      _ = try Self.color(#"red="1" green="0" blue="0" colorSpace="custom" customColorSpace="adobeRGB1998""#)
    } throws: { "\($0)".contains("colour space adobeRGB1998 is not one Wobble converts") }
  }
}
