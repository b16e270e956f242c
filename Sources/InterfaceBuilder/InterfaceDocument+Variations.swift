/// The horizontal and vertical size classes UIKit gives a scene (`UITraitCollection`'s
/// `horizontalSizeClass`, `verticalSizeClass`): "compact" or "regular".
public struct SizeClasses: Equatable, Sendable {
  public var width: String
  public var height: String

  public init(width: String, height: String) { (self.width, self.height) = (width, height) }

  /// The classes of Interface Builder's device (`<device id="retina5_5" orientation="landscape">`),
  /// as Apple's Human Interface Guidelines list them for full-screen apps: every iPhone is
  /// compact wide and regular high in portrait and compact high in landscape, where the
  /// 414-point and wider ones (Plus, XR/11, Max, the 6.7-inch) are regular wide; an iPad is
  /// regular both ways. A device Wobble does not know is taken as a portrait iPhone's.
  public init(device: String?, orientation: String?) {
    let landscape = orientation == "landscape"
    let id = device ?? ""
    if id.hasPrefix("ipad") {
      self.init(width: "regular", height: "regular")
    } else if landscape {
      let wide = ["retina5_5", "retina6_1", "retina6_5", "retina6_7", "retina6_72", "iPhone_XR", "iPhone_XSMax"]
      self.init(width: wide.contains(id) ? "regular" : "compact", height: "compact")
    } else {
      self.init(width: "compact", height: "regular")
    }
  }

  /// Whether a variation's key (`heightClass=compact-widthClass=regular`, `widthClass=compact`)
  /// holds for these classes: each class it names is this one.
  func matches(_ key: String) -> Bool {
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2 else { return false }
      switch pair[0] {
      case "widthClass": if pair[1] != width { return false }
      case "heightClass": if pair[1] != height { return false }
      default: return false
      }
    }
    return true
  }
}

extension InterfaceElement {
  /// The tree as a scene with `classes` shows it: each element's `<variation>`s for those
  /// classes applied — their attributes over the element's (`axis="horizontal"`), their keyed
  /// children in place of the element's (`<fontDescription key="fontDescription" …>`), the more
  /// specific variation last — and the constraints and subviews not installed for them left out
  /// (`<variation key="default"><mask key="constraints"><exclude reference="…"/>`, included
  /// again by a matching variation's `<include>`). The variations themselves are dropped.
  public func resolvingVariations(for classes: SizeClasses) -> InterfaceElement {
    var excluded: Set<String> = []
    var included: Set<String> = []
    let applied = applyingVariations(classes, excluded: &excluded, included: &included)
    let uninstalled = excluded.subtracting(included)
    return uninstalled.isEmpty ? applied : applied.removing(uninstalled)
  }

  private func applyingVariations(
    _ classes: SizeClasses, excluded: inout Set<String>, included: inout Set<String>
  ) -> InterfaceElement {
    let variations = children.filter { $0.name == "variation" }
    var element = self
    element.children = []
    for child in children where child.name != "variation" {
      element.children.append(child.applyingVariations(classes, excluded: &excluded, included: &included))
    }
    guard !variations.isEmpty else { return element }
    var attributes = self.attributes
    let matching =
      variations
      .filter { ($0["key"] ?? "") != "default" && classes.matches($0["key"] ?? "") }
      .sorted { ($0["key"] ?? "").split(separator: "-").count < ($1["key"] ?? "").split(separator: "-").count }
    for variation in variations where variation["key"] == "default" {
      for mask in variation.children where mask.name == "mask" {
        for reference in mask.children where reference.name == "exclude" {
          reference["reference"].map { _ = excluded.insert($0) }
        }
      }
    }
    for variation in matching {
      for (name, value) in variation.attributes where name != "key" { attributes[name] = value }
      for child in variation.children {
        if child.name == "mask" {
          for reference in child.children {
            guard let id = reference["reference"] else { continue }
            if reference.name == "include" { included.insert(id) }
            if reference.name == "exclude" { excluded.insert(id) }
          }
        } else if let key = child["key"], let at = element.children.firstIndex(where: { $0["key"] == key }) {
          element.children[at] = child
        } else {
          element.children.append(child)
        }
      }
    }
    var resolved = InterfaceElement(name: name, attributes: attributes, children: element.children, line: line)
    resolved.text = text
    return resolved
  }

  /// The tree without the elements whose `id` is in `ids`.
  private func removing(_ ids: Set<String>) -> InterfaceElement {
    var element = self
    element.children = children.filter { !ids.contains($0["id"] ?? "") }.map { $0.removing(ids) }
    return element
  }
}
