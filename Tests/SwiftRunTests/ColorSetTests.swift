import Foundation
import Geometry
import Testing

@testable import SwiftRun

/// A colour set's `Contents.json` read as `UIColor(named:)` gives it in the light appearance.
@Suite struct ColorSetTests {
  static func color(_ json: String) -> Color? {
    try? ColorSet.color(contents: Data(json.utf8)).get()
  }

  static func variant(_ space: String, _ components: String, appearance: String? = nil, idiom: String = "universal") -> String {
    let appearances = appearance.map { #","appearances":[{"appearance":"luminosity","value":"\#($0)"}]"# } ?? ""
    return #"{"idiom":"\#(idiom)"\#(appearances),"color":{"color-space":"\#(space)","components":{\#(components)}}}"#
  }

  /// Xcode writes components as fractions, 8-bit integers or 8-bit hexadecimal, as its colour
  /// panel's input method was; JSON numbers are fractions.
  @Test func componentsAreReadInEachOfXcodesForms() {
    #expect(ColorSet.component("0.165") == 0.165)
    #expect(ColorSet.component("42") == 42.0 / 255)
    #expect(ColorSet.component("0x2A") == 42.0 / 255)
    #expect(ColorSet.component("0xff") == 1)
    #expect(ColorSet.component(NSNumber(value: 0.5)) == 0.5)
    #expect(ColorSet.component("0x1FF") == nil)
    #expect(ColorSet.component("300") == nil)
    #expect(ColorSet.component("red") == nil)
  }

  /// The light variant wins over the one for any appearance, which wins over the dark; a
  /// Mac-only variant is not an iPhone's. Alpha is a fraction even beside 8-bit components.
  @Test func theLightAppearanceIsChosenThenAnyNeverDark() {
    let any = Self.variant("srgb", #""red":"0.1","green":"0.2","blue":"0.3","alpha":"1.000""#)
    let light = Self.variant("srgb", #""red":"0x40","green":"0x80","blue":"0xC0","alpha":"1""#, appearance: "light")
    let dark = Self.variant("srgb", #""red":"1.000","green":"1.000","blue":"1.000","alpha":"1.000""#, appearance: "dark")
    let mac = Self.variant("srgb", #""red":"0.9","green":"0.9","blue":"0.9","alpha":"1""#, idiom: "mac")
    #expect(
      Self.color(#"{"colors":[\#(dark),\#(any),\#(light)]}"#) == Color(red: 64.0 / 255, green: 128.0 / 255, blue: 192.0 / 255))
    #expect(Self.color(#"{"colors":[\#(dark),\#(mac),\#(any)]}"#) == Color(red: 0.1, green: 0.2, blue: 0.3))
  }

  /// Grey spaces take `white`; a system colour is UIKit's (systemBlue is 0, 122, 255); linear
  /// sRGB 0.5 is encoded to 0.7354 (IEC 61966-2-1: 1.055 · 0.5^(1/2.4) − 0.055).
  @Test func greyLinearAndSystemColoursAreConverted() {
    let grey = Self.color(#"{"colors":[\#(Self.variant("gray-gamma-22", #""white":"0.5","alpha":"0.25""#))]}"#)
    #expect(grey == Color(white: 0.5, alpha: 0.25))
    let system = Self.color(#"{"colors":[{"idiom":"universal","color":{"platform":"ios","reference":"systemBlueColor"}}]}"#)
    #expect(system == Color(red: 0, green: 122.0 / 255, blue: 1))
    let linear = Self.color(
      #"{"colors":[\#(Self.variant("extended-linear-srgb", #""red":"0.5","green":"0","blue":"1.000","alpha":"1""#))]}"#)
    #expect(abs((linear?.red ?? 0) - 0.735357) < 1e-5)
    #expect(linear?.green == 0 && abs((linear?.blue ?? 0) - 1) < 1e-12)
  }

  /// What cannot be read says why: no list, an unknown space, a missing component.
  @Test func anUnreadableSetSaysWhy() {
    func reason(_ json: String) -> String? {
      if case .failure(let failure) = ColorSet.color(contents: Data(json.utf8)) { return failure.description }
      return nil
    }
    #expect(reason("{}") == "its Contents.json has no list of colours")
    #expect(
      reason(#"{"colors":[\#(Self.variant("cmyk", #""red":"1""#))]}"#) == "its colour space cmyk is not one Wobble converts")
    #expect(
      reason(#"{"colors":[\#(Self.variant("srgb", #""red":"1","green":"1""#))]}"#)
        == "its srgb colour has no readable blue component")
  }
}
