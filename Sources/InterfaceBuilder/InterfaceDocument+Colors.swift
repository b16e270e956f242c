import Geometry

extension InterfaceDocument {
  /// The colour a `<color>` element stands for, in sRGB (the space Wobble draws in).
  ///
  /// Components are read in the colour space the element names and converted as iOS shows
  /// them: `sRGB`, `extendedSRGB`, `deviceRGB`/`deviceWhite` as they are; `displayP3` through
  /// Display P3's primaries; `calibratedRGB`/`calibratedWhite` (Generic RGB and Gray, gamma
  /// 1.8, Interface Builder's default before Xcode 8) and `genericGamma22GrayColorSpace` by
  /// their tone curves (`Color(gamma:…)`, within 4/255). A system colour
  /// (`systemColor="systemBackgroundColor"`) or a named one (`name="Brand"`) takes the value
  /// the document's `<resources>` keeps for it, the light appearance's; Xcode 11 kept none
  /// and wrote the pre-iOS 13 colour beside it (`cocoaTouchSystemColor="whiteColor"`) or the
  /// components themselves (`systemColor="systemPinkColor" red="1" green="0.18" …`).
  public func color(_ element: InterfaceElement) throws(InterfaceError) -> Color {
    if let name = element["systemColor"] {
      if let value = resource("systemColor", name) { return try color(value) }
      // Xcode 11 wrote the pre-iOS 13 colour beside the name instead of a resource, or the
      // light appearance's components on the element itself.
      guard element["cocoaTouchSystemColor"] != nil || element["red"] != nil || element["white"] != nil else {
        throw InterfaceError(file: file, line: element.line, "system colour \(name) has no value in the document's <resources>")
      }
    }
    if let name = element["cocoaTouchSystemColor"] {
      guard let value = Self.cocoaTouchSystemColors[name] else {
        throw InterfaceError(file: file, line: element.line, "system colour \(name) is not one Wobble knows")
      }
      return value
    }
    if let name = element["name"], element["red"] == nil, element["white"] == nil {
      guard let value = resource("namedColor", name) else {
        throw InterfaceError(
          file: file, line: element.line,
          "colour \(name) is an asset catalog's, and the document's <resources> has no value for it")
      }
      return try color(value)
    }
    let alpha = element.number("alpha") ?? 1
    let space = element["colorSpace"] == "custom" ? element["customColorSpace"] ?? "" : element["colorSpace"] ?? ""
    if let white = element.number("white") {
      switch space {
      case "calibratedWhite": return Color(gamma: 1.8, red: white, green: white, blue: white, alpha: alpha)
      case "genericGamma22GrayColorSpace": return Color(gamma: 2.2, red: white, green: white, blue: white, alpha: alpha)
      case "deviceWhite", "extendedGray", "sRGB", "extendedSRGB": return Color(white: white, alpha: alpha)
      default: throw unknownSpace(space, element)
      }
    }
    guard let red = element.number("red"), let green = element.number("green"), let blue = element.number("blue") else {
      throw InterfaceError(file: file, line: element.line, "a <color> with neither red, green and blue nor white")
    }
    switch space {
    case "sRGB", "extendedSRGB", "deviceRGB": return Color(red: red, green: green, blue: blue, alpha: alpha)
    case "displayP3": return Color(displayP3Red: red, green: green, blue: blue, alpha: alpha)
    case "calibratedRGB": return Color(gamma: 1.8, red: red, green: green, blue: blue, alpha: alpha)
    default: throw unknownSpace(space, element)
    }
  }

  /// UIKit's colours before iOS 13 by the names Interface Builder writes: darkTextColor is
  /// black, lightTextColor white at 60 %, groupTableViewBackgroundColor 239, 239, 244.
  static let cocoaTouchSystemColors: [String: Color] = [
    "whiteColor": Color(white: 1), "blackColor": Color(white: 0), "clearColor": Color(white: 0, alpha: 0),
    "darkTextColor": Color(white: 0), "lightTextColor": Color(white: 1, alpha: 0.6),
    "groupTableViewBackgroundColor": Color(red: 239.0 / 255, green: 239.0 / 255, blue: 244.0 / 255),
    "tableCellGroupedBackgroundColor": Color(white: 1),
  ]

  private func unknownSpace(_ space: String, _ element: InterfaceElement) -> InterfaceError {
    InterfaceError(
      file: file, line: element.line,
      "colour space \(space.isEmpty ? "(none)" : space) is not one Wobble converts (sRGB, Display P3, Generic RGB and Gray, device)"
    )
  }

  /// `<resources><systemColor name="…"><color …/></systemColor></resources>`'s colour.
  private func resource(_ tag: String, _ name: String) -> InterfaceElement? {
    root.child("resources")?.children.first { $0.name == tag && $0["name"] == name }?.child("color")
  }
}
