import Testing

@testable import SwiftRun

/// The Swift names Xcode 15 generates for an asset catalog's colours and images.
@Suite struct AssetSymbolsTests {
  /// Names from the generated code seen in public projects and Xcode's notes: lower camel
  /// case, words split at separators, a colour's trailing "Color" dropped (`AccentColor` →
  /// `accent`); a name that starts with a digit gets no symbol here.
  @Test func namesAreLowerCamelCaseWithAColoursTrailingColorDropped() {
    #expect(AssetSymbols.symbol(for: "BrandBlue", kind: .color) == "brandBlue")
    #expect(AssetSymbols.symbol(for: "AccentColor", kind: .color) == "accent")
    #expect(AssetSymbols.symbol(for: "textColorPrimary", kind: .color) == "textColorPrimary")
    #expect(AssetSymbols.symbol(for: "some_blue", kind: .color) == "someBlue")
    #expect(AssetSymbols.symbol(for: "brand light-blue", kind: .color) == "brandLightBlue")
    #expect(AssetSymbols.symbol(for: "URLIcon", kind: .image) == "urlIcon")
    #expect(AssetSymbols.symbol(for: "AccentColor", kind: .image) == "accentColor")
    #expect(AssetSymbols.symbol(for: "Color", kind: .color) == "color")
    #expect(AssetSymbols.symbol(for: "1up", kind: .image) == nil)
  }

  /// Two assets whose names give one symbol get neither, as Xcode generates neither.
  @Test func aSymbolTwoAssetsWouldShareIsLeftOut() {
    let table = AssetSymbols.table(["Brand Blue", "brand_blue", "Red"], kind: .color)
    #expect(table == ["red": "Red"])
  }
}
