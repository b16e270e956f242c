import Animation
import Scenes

/// A layer named in a command: `name` or `name[k]` (the k-th sublayer, or replicator instance).
struct LayerAddress: CustomStringConvertible {
  var name: String
  var index: Int?

  var description: String { index.map { "\(name)[\($0)]" } ?? name }

  /// What `values` reads besides the key paths: the text a label or text layer draws (its
  /// `text`, a `CATextLayer`'s `string`), which changes only when code sets it.
  static let textProperties = ["text", "string"]

  /// Splits `dots[1].opacity` into the layer and a Core Animation key path.
  static func parse(_ text: String) throws(CommandError) -> (LayerAddress, ReadableKeyPath) {
    let (address, propertyText) = try split(text)
    return (address, try keyPath(propertyText))
  }

  /// The key path a property's name spells, or an error that suggests the nearest names.
  static func keyPath(_ propertyText: String) throws(CommandError) -> ReadableKeyPath {
    guard let property = ReadableKeyPath(rawValue: propertyText) else {
      let names = ReadableKeyPath.allCases.map(\.rawValue)
      let near = Suggestions.nearest(to: propertyText, in: names)
      let hint = near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"
      throw CommandError("no property '\(propertyText)'\(hint)")
    }
    return property
  }

  /// Splits `countingLabel.text` into the layer and the property's name, as written.
  static func split(_ text: String) throws(CommandError) -> (LayerAddress, String) {
    guard let dot = text.firstIndex(of: ".") else {
      throw CommandError("'\(text)' needs a layer and a property, such as dots[1].opacity")
    }
    let layerText = String(text[..<dot]), propertyText = String(text[text.index(after: dot)...])
    var address = LayerAddress(name: layerText, index: nil)
    if let open = layerText.firstIndex(of: "["), layerText.hasSuffix("]") {
      address.name = String(layerText[..<open])
      guard let k = Int(layerText[layerText.index(after: open)..<layerText.index(before: layerText.endIndex)]), k >= 0 else {
        throw CommandError("'\(layerText)': the index must be a whole number ≥ 0")
      }
      address.index = k
    }
    return (address, propertyText)
  }

  /// The layer named `name[k]` itself where one is (an opened file's array elements), else the
  /// k-th sublayer of `name`.
  func resolve(in tree: Layer) -> Layer? {
    if index != nil, let exact = tree.sublayer(named: description) { return exact }
    guard let layer = tree.sublayer(named: name) else { return nil }
    guard let index else { return layer }
    return index < layer.sublayers.count ? layer.sublayers[index] : nil
  }

  /// Every layer name in the tree, once each, in depth-first order.
  static func names(in tree: Layer) -> [String] {
    var seen: [String] = []
    func walk(_ l: Layer) {
      if !seen.contains(l.name) { seen.append(l.name) }
      l.sublayers.forEach(walk)
      l.mask.map(walk)
    }
    walk(tree)
    return seen
  }

  static func format(_ value: AnimatableValue) -> String {
    switch value {
    case .scalar(let v): significant(v)
    case .point(let p): "\(significant(p.x)), \(significant(p.y))"
    case .rect(let r): [r.minX, r.minY, r.width, r.height].map(significant).joined(separator: ", ")
    case .color(let c): [c.red, c.green, c.blue, c.alpha].map(significant).joined(separator: ", ")
    case .transform(let t):
      "[" + [t.m11, t.m12, t.m21, t.m22, t.m41, t.m42].map(significant).joined(separator: ", ") + "]"
    case .list(let items): "[" + items.map(format).joined(separator: "; ") + "]"
    case .content(let c): c == .none ? "no contents" : "an image"
    case .path(let p):
      "path of \(p.elements.count) elements, bounds \(significant(p.bounds.minX)), \(significant(p.bounds.minY)), "
        + "\(significant(p.bounds.width)) × \(significant(p.bounds.height))"
    }
  }
}
