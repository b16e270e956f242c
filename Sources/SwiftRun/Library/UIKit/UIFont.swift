import Animation
import Geometry
import Typesetting

extension Library {
  /// `UIFont`: the system font at a weight (Inter stands in for San Francisco), monospaced, or
  /// a family by name (drawn in the installed family that stands in for it, said once), at a
  /// size in points; `preferredFont(forTextStyle:)` at the default Dynamic Type sizes.
  /// Members whose value is what a device has installed, which no document lists: refused,
  /// saying why (a font picked by its index in `familyNames` is a font Wobble cannot name).
  static let knowableOnlyOnTheDevice: [String: String] = [
    "UIFont.familyNames": "the list of font families installed on the device, in an order Apple does not document"
  ]

  static let uiFont = SimulatedType("UIFont") { t in
    t.options("UIFont.Weight", "UIFont.TextStyle")
    // Swift 3's weights, CGFloat constants then (`UIFontWeightBold`), `UIFont.Weight.bold` since Swift 4.
    for (name, raw) in weightRawValues {
      let old = "UIFontWeight" + name.prefix(1).uppercased() + name.dropFirst()
      t.global(old) { run in
        run.warn(old, "\(old) is Swift 3's UIFont.Weight.\(name)")
        return .number(raw)
      }
    }
    t.call("UIFont.Weight", "rawValue") { a throws(RunError) in .number(try a.number(0)) }
    // UIKit's standard sizes in points (labels 17, buttons 18, the system's 14 and its small 12).
    for (name, size) in [("labelFontSize", 17.0), ("buttonFontSize", 18), ("systemFontSize", 14), ("smallSystemFontSize", 12)] {
      t.staticMember(name) { _ in .number(size) }
    }
    t.call("UIFont.systemFont", "ofSize", "ofSize:weight") { a throws(RunError) in
      .font(FontRequest(weight: try weight(a, 1), size: try a.number(0)))
    }
    t.call("UIFont.boldSystemFont", "ofSize") { a throws(RunError) in .font(FontRequest(weight: 700, size: try a.number(0))) }
    t.call("UIFont.italicSystemFont", "ofSize") { a throws(RunError) in
      .font(FontRequest(italic: true, size: try a.number(0)))
    }
    t.call("UIFont.monospacedSystemFont", "ofSize:weight") { a throws(RunError) in
      .font(FontRequest(design: .monospaced, weight: try weight(a, 1), size: try a.number(0)))
    }
    // Digits of one width: Inter's are nearly so; the tabular figures are not asked for.
    t.call("UIFont.monospacedDigitSystemFont", "ofSize:weight") { a throws(RunError) in
      .font(FontRequest(weight: try weight(a, 1), size: try a.number(0)))
    }
    // Swift 2's names, which Swift 3 gave an `ofSize:` label (SE-0005).
    for (old, modern, weight, italic) in [
      ("systemFontOfSize", "systemFont(ofSize:)", 400, false), ("boldSystemFontOfSize", "boldSystemFont(ofSize:)", 700, false),
      ("italicSystemFontOfSize", "italicSystemFont(ofSize:)", 400, true),
    ] {
      t.call("UIFont." + old, "_") { a throws(RunError) in
        a.run.warn("UIFont." + old, "UIFont.\(old)(_:) is Swift 2's UIFont.\(modern)", at: a.call)
        return .font(FontRequest(weight: weight, italic: italic, size: try a.number(0)))
      }
    }
    t.call("UIFont.preferredFont", "forTextStyle", "forTextStyle:compatibleWith") { a throws(RunError) in
      let style = try a.string(0)
      guard let (size, weight) = textStyles[style] else {
        throw a.error(0, "want one of " + textStyles.keys.sorted().map { "." + $0 }.joined(separator: ", "))
      }
      return .font(FontRequest(weight: weight, size: size))
    }
    // Failable in UIKit; here the family stands in (the file's `!` then has a font).
    t.call("UIFont", "name:size") { a throws(RunError) in
      let request = FontRequest(name: try a.string(0), size: try a.number(1))
      a.warnOfStandIn(request)
      return .font(request)
    }
    let font = t.members { if case .font(let f) = $0 { f } else { nil } }
    font.property("pointSize", .number, .length, get: { $0.size })
    font.property("lineHeight", .number, .length, get: { TextStyle.lineHeight(of: $0) })
    // The name the font was asked for by (`UIFont(name: "AvenirNext-Regular", size: 40)`); the
    // system font's is a private one Apple does not document (`.SFUI-Regular` on some versions):
    // not simulated.
    font.property("fontName", takes: "a string", get: { f, _ in f.name.map(Value.string) })
    // The family of a font asked for by name, as Apple's names are made: the family's words run
    // together before the style (`HelveticaNeue-Bold` is Helvetica Neue's, `AvenirNext-Regular`
    // Avenir Next's); a name with spaces is a full name, its family before the style word. The
    // system font's family is a private name (not simulated).
    font.property("familyName", takes: "a string", get: { f, _ in f.name.map { .string(Library.familyName(of: $0)) } })
    font.method("withSize", "_") { f, a throws(RunError) in
      var sized = f
      sized.size = try a.number(0)
      return .font(sized)
    }
  }

  /// The family a font name belongs to: the words of the part before `-`, run together in a
  /// PostScript name, split where a capital follows a small letter (`HelveticaNeue` → `Helvetica
  /// Neue`); a full name (with spaces) is its own family but for a last style word.
  static func familyName(of name: String) -> String {
    if name.contains(" ") {
      let styles: Set<String> = ["Regular", "Bold", "Italic", "Light", "Medium", "Thin", "Heavy", "Black", "Oblique"]
      var words = name.split(separator: " ").map(String.init)
      while words.count > 1, let last = words.last, styles.contains(last) { words.removeLast() }
      return words.joined(separator: " ")
    }
    let family = name.split(separator: "-", maxSplits: 1).first.map(String.init) ?? name
    var out = ""
    var previous: Character?
    for c in family {
      if let p = previous, p.isLowercase, c.isUppercase { out.append(" ") }
      out.append(c)
      previous = c
    }
    return out
  }

  /// UIKit's weights (`UIFont.Weight`) as CSS weights, by name.
  static let weights: [String: Int] = [
    "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700,
    "heavy": 800, "black": 900,
  ]

  /// The default Dynamic Type (Large) size and weight of each text style, as Apple's Human
  /// Interface Guidelines list them.
  static let textStyles: [String: (size: Double, weight: Int)] = [
    "largeTitle": (34, 400), "title1": (28, 400), "title2": (22, 400), "title3": (20, 400), "headline": (17, 600),
    "body": (17, 400), "callout": (16, 400), "subheadline": (15, 400), "footnote": (13, 400), "caption1": (12, 400),
    "caption2": (11, 400),
  ]

  /// `UIFont.Weight`'s raw values by case, from UIKit's UIFontDescriptor.h (what Swift 3's
  /// `UIFontWeightThin` constants and `UIFont.Weight(rawValue:)` hold).
  static let weightRawValues: [String: Double] = [
    "ultraLight": -0.8, "thin": -0.6, "light": -0.4, "regular": 0, "medium": 0.23, "semibold": 0.3, "bold": 0.4,
    "heavy": 0.56, "black": 0.62,
  ]

  private static func weight(_ a: Arguments, _ i: Int) throws(RunError) -> Int {
    guard a.count > i else { return 400 }
    // A raw weight (Swift 3's `UIFontWeightThin`, `UIFont.Weight(rawValue: 0.4)`): the case it is.
    if case .number(let raw) = try a.value(i) {
      guard let name = weightRawValues.first(where: { abs($0.value - raw) < 1e-9 })?.key else {
        throw a.error(
          i,
          "want a weight UIKit names: "
            + weightRawValues.sorted { $0.value < $1.value }.map { "\($0.value)" }.joined(separator: ", "))
      }
      return weights[name]!
    }
    let name = try a.string(i)
    guard let w = weights[name] else {
      throw a.error(i, "want one of " + weights.sorted { $0.value < $1.value }.map { "." + $0.key }.joined(separator: ", "))
    }
    return w
  }
}

extension Arguments {
  /// One warning per file naming the installed font a family asked for by name is drawn in.
  func warnOfStandIn(_ request: FontRequest) {
    guard let name = request.name, let substitute = FontCatalog.shared?.resolve(request)?.substitute else { return }
    run.warn("UIFont(name:)", "\(name) is not on this machine: drawn in \(substitute), its stand-in", at: call)
  }
}
