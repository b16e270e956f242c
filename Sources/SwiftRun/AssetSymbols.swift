/// The Swift names Xcode 15 and later generate for an asset catalog's colours and images
/// (`GeneratedAssetSymbols.swift`: static members of `ColorResource` and `ImageResource`, and
/// with the Swift asset symbol extensions on, of `UIColor` and `UIImage`), so that code
/// written `UIColor.brandBlue`, `.brandBlue` or `UIColor(resource: .brandBlue)` finds the
/// colour set `BrandBlue`.
///
/// The rule, from Xcode's release notes and the names it is seen to generate: the asset's name
/// in lower camel case — words split at every character that is not a letter or a digit, the
/// first word's leading capitals lowered (`URLIcon` → `urlIcon`), each later word capitalised
/// (`brand_light-blue` → `brandLightBlue`) — and for a colour a trailing `Color` dropped
/// (`AccentColor` → `accent`). Unverified details (names starting with a digit, namespaced
/// groups) are left out: such an asset has no symbol here, and code naming one is refused as
/// an unknown member rather than shown with a guessed colour.
enum AssetSymbols {
  enum Kind { case color, image }

  /// Asset names by their generated symbol. A symbol two assets would share is left out, as
  /// Xcode generates neither. (One UIKit already declares, `red`, is never reached: UIKit's own
  /// member is found first, as Xcode leaves such a symbol out with a warning.)
  static func table(_ names: some Sequence<String>, kind: Kind) -> [String: String] {
    var table: [String: String] = [:]
    var shared: Set<String> = []
    for name in names {
      guard let symbol = symbol(for: name, kind: kind) else { continue }
      if table[symbol] != nil { shared.insert(symbol) }
      table[symbol] = name
    }
    for symbol in shared { table[symbol] = nil }
    return table
  }

  /// The symbol for the asset `name`, or nil when the rule above does not give one for sure.
  static func symbol(for name: String, kind: Kind) -> String? {
    let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    guard let first = words.first, let head = first.first, head.isLetter else { return nil }
    var symbol = lowered(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if kind == .color, symbol.hasSuffix("Color"), symbol.count > 5 { symbol.removeLast(5) }
    return symbol
  }

  /// `BrandBlue` → `brandBlue`, `URLIcon` → `urlIcon`, `ABC` → `abc`.
  private static func lowered(_ word: String) -> String {
    let characters = Array(word)
    var capitals = 0
    while capitals < characters.count, characters[capitals].isUppercase { capitals += 1 }
    // Of a run of capitals followed by a lower-case letter, the last starts the next word.
    if capitals > 1, capitals < characters.count, characters[capitals].isLowercase { capitals -= 1 }
    let lowered = max(capitals, 1)
    return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
  }
}
