import Geometry

extension Library {
  /// `UIScreen.main`: the screen of the device the code imagines, a 2× iPhone (Wobble draws at
  /// the preview's own resolution, so a scale read from it changes nothing drawn).
  static let uiScreen = SimulatedType("UIScreen") { t in
    t.staticMember("main") { _ in .type("UIScreen.main") }
    // Swift 2's `UIScreen.mainScreen()`, a class method Swift 3 made the property `main`.
    t.call("UIScreen.mainScreen", "") { a in
      a.run.warn("Swift 2 mainScreen", "UIScreen.mainScreen() is Swift 2's UIScreen.main", at: a.call)
      return .type("UIScreen.main")
    }
  }

  /// The pixels per point of that screen: `UIScreen.main.scale`, a trait collection's
  /// `displayScale`, and the scale images are made at (`UIGraphicsImageRenderer`).
  static let screenScale = 2.0

  static let uiScreenMain = SimulatedType("UIScreen.main") { t in
    t.staticMember("scale") { _ in .number(screenScale) }
    t.staticMember("nativeScale") { _ in .number(screenScale) }
    t.staticMember("bounds") { run in .rect(Rect(x: 0, y: 0, width: run.screenSize.width, height: run.screenSize.height)) }
  }

  /// `UITraitCollection.current`: the light appearance on a 2× compact-width screen.
  static let uiTraitCollection = SimulatedType("UITraitCollection") { t in
    t.staticMember("current") { _ in .lightTraits }
    t.options("UIUserInterfaceStyle", "UIUserInterfaceSizeClass")
  }

  /// `UIEdgeInsets`, a labelled tuple (`insets.left`).
  static let uiEdgeInsets = SimulatedType("UIEdgeInsets") { t in
    t.staticMember("zero") { _ in .edgeInsets(0, 0, 0, 0) }
    t.call("UIEdgeInsets", "top:left:bottom:right") { a throws(RunError) in
      .edgeInsets(try a.number(0), try a.number(1), try a.number(2), try a.number(3))
    }
    // Leading and trailing for a left-to-right layout, the only one Wobble lays out.
    t.call("NSDirectionalEdgeInsets", "top:leading:bottom:trailing") { a throws(RunError) in
      .directionalInsets(try a.number(0), try a.number(1), try a.number(2), try a.number(3))
    }
    // The C spellings Swift 4.2 replaced, each said once with today's.
    t.call("UIEdgeInsetsMake", "_:_:_:_") { a throws(RunError) in
      a.run.warn("UIEdgeInsetsMake", "UIEdgeInsetsMake is Swift 4's UIEdgeInsets(top:left:bottom:right:)", at: a.call)
      return .edgeInsets(try a.number(0), try a.number(1), try a.number(2), try a.number(3))
    }
    t.call("UIEdgeInsetsInsetRect", "_:_") { a throws(RunError) in
      a.run.warn("UIEdgeInsetsInsetRect", "UIEdgeInsetsInsetRect(r, insets) is Swift 4's r.inset(by: insets)", at: a.call)
      let r = try a.rect(0), e = try a.edgeInsets(1)
      return .rect(
        Rect(x: r.minX + e.left, y: r.minY + e.top, width: r.width - e.left - e.right, height: r.height - e.top - e.bottom))
    }
  }
}
