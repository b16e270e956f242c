import Foundation
import InterfaceBuilder
import Testing

/// A storyboard's size-class variations, as the device Interface Builder saved it for shows
/// them (Apple's size classes for full-screen apps: an iPhone is compact wide, regular high in
/// portrait and compact high in landscape, the 414-point Plus regular wide there).
@Suite struct InterfaceDocumentVariationsTests {
  /// A vertical stack that turns horizontal in compact height and regular width, and a
  /// constraint uninstalled by default and installed in compact height.
  static func document(device: String, orientation: String) throws -> InterfaceDocument {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="A-1">
          <device id="\(device)" orientation="\(orientation)"/>
          <scenes><scene sceneID="s"><objects>
          <viewController id="A-1" customClass="ViewController">
              <view key="view" id="v-1">
                  <subviews>
                      <stackView axis="vertical" spacing="4" id="st-1">
                          <variation key="heightClass=compact-widthClass=regular" axis="horizontal"/>
                          <variation key="heightClass=compact" spacing="9"/>
                      </stackView>
                  </subviews>
                  <constraints>
                      <constraint firstAttribute="height" constant="40" id="c-1"/>
                      <constraint firstAttribute="width" constant="50" id="c-2"/>
                  </constraints>
                  <variation key="default">
                      <mask key="constraints"><exclude reference="c-1"/></mask>
                  </variation>
                  <variation key="heightClass=compact">
                      <mask key="constraints"><include reference="c-1"/></mask>
                  </variation>
              </view>
          </viewController>
          </objects></scene></scenes>
      </document>
      """
    return try InterfaceDocument(data: Data(text.utf8), file: "Main.storyboard")
  }

  @Test func aPlusInLandscapeTakesTheCompactHeightRegularWidthVariations() throws {
    let doc = try Self.document(device: "retina5_5", orientation: "landscape")
    // The more specific variation's axis, the height-only one's spacing; the constraint installed.
    #expect(doc.byID["st-1"]?["axis"] == "horizontal")
    #expect(doc.byID["st-1"]?["spacing"] == "9")
    #expect(doc.byID["c-1"] != nil && doc.byID["c-2"] != nil)
    #expect(doc.byID["st-1"]?.child("variation") == nil)
  }

  @Test func aSmallIPhoneInLandscapeIsCompactBothWays() throws {
    let doc = try Self.document(device: "retina4_7", orientation: "landscape")
    #expect(doc.byID["st-1"]?["axis"] == "vertical")
    #expect(doc.byID["st-1"]?["spacing"] == "9")
    #expect(doc.byID["c-1"] != nil)
  }

  @Test func portraitKeepsTheBaseValuesAndLeavesOutWhatIsNotInstalled() throws {
    let doc = try Self.document(device: "retina5_5", orientation: "portrait")
    #expect(doc.byID["st-1"]?["axis"] == "vertical" && doc.byID["st-1"]?["spacing"] == "4")
    #expect(doc.byID["c-1"] == nil && doc.byID["c-2"] != nil)
  }
}
