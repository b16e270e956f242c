import InterfaceBuilder

extension Interpreter {
  /// Activates the storyboard constraints that place a view Interface Builder saved without a
  /// frame (its `<rect key="frame">` missing: only its constraints say where it is), those that
  /// place a label (sized to its text, which code may change and a stand-in font sets otherwise)
  /// and those an outlet names, so Auto Layout solves them as for constraints made in code; the others stay
  /// unsolved at the saved frames. Layout guides stand for the root view's edges inset as a device of the document's
  /// era insets them: the top guide 20 points down (the status bar), 44 on a screen 812 points
  /// tall or more, whose bottom guide is then 34 up, none on an iPhone in landscape, or at a
  /// navigation bar's bottom; a `safeArea` guide likewise. Inequalities
  /// are kept unsolved, as in code. Returns how many constraints were activated.
  func activateArchivedConstraints(_ load: StoryboardLoad, scene: InterfaceElement, root: ViewObject) -> Int {
    // Constraints an outlet names (`@IBOutlet var centerAlignUsername: NSLayoutConstraint!`):
    // made and solved, so that code changing their `constant` moves their views as UIKit does.
    var outletTargets: Set<String> = []
    for (element, _) in load.owners {
      for outlet in element.child("connections")?.children ?? [] where outlet.name == "outlet" {
        if let id = outlet["destination"], load.document.byID[id]?.name == "constraint" { outletTargets.insert(id) }
      }
    }
    let screen = (width: root.layer.model.bounds.width, height: root.layer.model.bounds.height)
    let tall = screen.height >= 812
    var (topInset, bottomInset) = (Self.statusBarHeight(screen: screen), tall ? 34.0 : 0.0)
    // Under a navigation bar (the scene is the root of the navigation controller the app shows
    // first) the top guide and the safe area start at the bar's bottom, where UIKit puts it.
    if let first = load.document.firstShown, first.controller["id"] == scene["id"], let bar = first.navigationBar,
      bar.count == 4
    {
      topInset = Self.navigationBarFrame(saved: Self.barFrame(bar), screen: screen).maxY
    }
    // Guide id → whether it is the top guide (else the bottom one).
    var guides: [String: Bool] = [:]
    for guide in scene.child("layoutGuides")?.children ?? [] where guide.name == "viewControllerLayoutGuide" {
      if let id = guide["id"] { guides[id] = guide["type"] == "top" }
    }
    func safeAreas(_ element: InterfaceElement) {
      for child in element.children {
        if child.name == "viewLayoutGuide", child["key"] == "safeArea", let id = child["id"] { safeAreaIds.insert(id) }
        safeAreas(child)
      }
    }
    var safeAreaIds: Set<String> = []
    if let view = scene.child(key: "view") { safeAreas(view) }
    func anchor(_ id: String?, _ attributeName: String?) -> LayoutAnchor? {
      guard let id, let attributeName, let attribute = LayoutAttribute(rawValue: attributeName) else { return nil }
      if let isTop = guides[id] {
        // The top guide's edges are the root's top moved down; the bottom guide's, its bottom moved up.
        guard attribute == .top || attribute == .bottom else { return nil }
        return LayoutAnchor(view: root, attribute: isTop ? .top : .bottom, inset: isTop ? topInset : bottomInset)
      }
      if safeAreaIds.contains(id) {
        let inset: Double =
          switch attribute {
          case .top: topInset
          case .bottom: bottomInset
          default: 0
          }
        return LayoutAnchor(view: root, attribute: attribute, inset: inset)
      }
      guard let view = load.made[id]?.asView else { return nil }
      return LayoutAnchor(view: view, attribute: attribute)
    }
    // Labels: Auto Layout sizes one to its text where its constraints leave the size open — to
    // the text code gives it later (a title typed in letter by letter, centred), and to the
    // text as the stand-in font sets it, wider or narrower than Apple's font that Interface
    // Builder measured (an emoji saved 36 points wide is not cut to "…"). The constraints of a
    // label they place on both axes are solved, its size left open to the text's; one they
    // leave loose keeps its saved frame. So does a view of the file's class that declares its
    // `intrinsicContentSize` (a pill button sized to its title, saved "misplaced" by Interface
    // Builder, which cannot run the code that sizes it).
    func sizesItself(_ id: String) -> Bool {
      if ["label", "stackView"].contains(load.document.byID[id]?.name) { return true }
      guard case .instance(let instance)? = load.made[id], instance.view != nil else { return false }
      return instance.chain.contains { $0.property("intrinsicContentSize", static: false) != nil }
    }
    var axes: [String: Set<Bool>] = [:]
    for (owner, _) in load.constraintOwners {
      for element in owner.child("constraints")?.children ?? [] where element.name == "constraint" {
        guard element["relation"] == nil, let firstId = element["firstItem"] ?? owner["id"],
          let first = anchor(firstId, element["firstAttribute"]), first.attribute != .width, first.attribute != .height,
          let secondId = element["secondItem"], anchor(secondId, element["secondAttribute"]) != nil
        else { continue }
        for id in [firstId, secondId] where sizesItself(id) {
          axes[id, default: []].insert(first.attribute.isHorizontal)
        }
      }
    }
    let sizedToContent = Set(axes.filter { $0.value.count == 2 }.keys)
    // The arranged views of a stack sized by its content: their own width and height
    // constraints (a button's aspect ratio) size the stack, and are solved with it.
    var arrangedInSized: Set<String> = []
    for id in sizedToContent where load.document.byID[id]?.name == "stackView" {
      for child in load.document.byID[id]?.child("subviews")?.children ?? [] {
        child["id"].map { _ = arrangedInSized.insert($0) }
      }
    }
    // Views a constraint places from a label sized to its text (a button 30 points below a
    // title), and views placed from those in turn, follow it as the text grows, as Auto Layout
    // moves them: their constraints are solved too, their saved sizes kept.
    var following: Set<String> = []
    if !sizedToContent.isEmpty {
      var changed = true
      while changed {
        changed = false
        for (owner, _) in load.constraintOwners {
          for element in owner.child("constraints")?.children ?? [] where element.name == "constraint" {
            let ids = [element["firstItem"] ?? owner["id"], element["secondItem"]].compactMap { $0 }
            guard ids.count == 2, ids.contains(where: { sizedToContent.contains($0) || following.contains($0) }) else {
              continue
            }
            for id in ids where !sizedToContent.contains(id) && !following.contains(id) {
              guard let view = load.made[id]?.asView, view !== root else { continue }
              following.insert(id)
              changed = true
            }
          }
        }
      }
    }
    guard !load.frameless.isEmpty || !outletTargets.isEmpty || !sizedToContent.isEmpty else { return 0 }
    var activated = 0
    for (owner, ownerView) in load.constraintOwners {
      for element in owner.child("constraints")?.children ?? [] where element.name == "constraint" {
        let firstId = element["firstItem"] ?? owner["id"]
        let isOutlet = outletTargets.contains(element["id"] ?? "")
        let placed = [firstId, element["secondItem"]].compactMap { $0 }
        let sizesArranged =
          ["width", "height"].contains(element["firstAttribute"] ?? "") && placed.allSatisfy(arrangedInSized.contains)
        guard
          isOutlet || sizesArranged
            || placed.contains(where: { load.frameless.contains($0) || sizedToContent.contains($0) || following.contains($0) })
        else { continue }
        guard var first = anchor(firstId, element["firstAttribute"]) else { continue }
        if element["firstItem"] == nil, first.view !== ownerView {
          first = LayoutAnchor(view: ownerView, attribute: first.attribute)
        }
        let second = anchor(element["secondItem"], element["secondAttribute"])
        if element["secondItem"] != nil, second == nil { continue }
        let multiplier = Self.archivedMultiplier(element["multiplier"])
        guard multiplier != 0, multiplier.isFinite else { continue }
        let constraint = ConstraintObject(
          first: first, second: second, multiplier: second == nil ? 1 : multiplier,
          constant: element.number("constant") ?? 0, isEquality: element["relation"] == nil)
        constraint.identifier = element["identifier"]
        // Interface Builder saves a constraint under the view that holds it (its `constraints`).
        constraint.holder = ownerView
        for id in placed
        where load.frameless.contains(id) || sizedToContent.contains(id) || following.contains(id) || isOutlet
          || sizesArranged
        {
          guard let view = load.made[id]?.asView, view !== root else { continue }
          view.usesConstraints = true
          if !load.frameless.contains(id), !sizedToContent.contains(id), !sizesArranged { view.keepsArchivedSize = true }
        }
        constraint.isActive = true
        constraints.append(constraint)
        if let id = element["id"] { load.made[id] = .constraint(constraint) }
        if isOutlet { warnOfUnsolvedDependents(constraint, owner: owner, load) }
        activated += 1
      }
    }
    if activated > 0 { layoutIsStale = true }
    return activated
  }

  /// The storyboard's other constraints stay unsolved: one that places another view from the
  /// view an outlet's constraint moves, along the same axis, would have it follow in UIKit and
  /// does not here. Said once.
  private func warnOfUnsolvedDependents(_ constraint: ConstraintObject, owner: InterfaceElement, _ load: StoryboardLoad) {
    let moved = [constraint.first.view] + (constraint.second.map { [$0.view] } ?? [])
    let horizontal = constraint.first.attribute.isHorizontal
    for (other, _) in load.constraintOwners {
      for element in other.child("constraints")?.children ?? [] where element.name == "constraint" {
        guard case .constraint? = load.made[element["id"] ?? ""] else {
          let items = [element["firstItem"] ?? other["id"], element["secondItem"]].compactMap { $0 }
          let attribute = LayoutAttribute(rawValue: element["firstAttribute"] ?? "")
          guard attribute?.isHorizontal == horizontal, element["secondItem"] != nil,
            items.contains(where: { id in moved.contains { load.made[id]?.asView === $0 } })
          else { continue }
          warn(
            "storyboard dependents",
            "this constraint places a view from one that an outlet's constraint moves; Wobble solves only the "
              + "constraints outlets name, so this view does not follow it as in UIKit", in: load.document, at: element)
          return
        }
      }
    }
  }

  /// A constraint's `multiplier` as Interface Builder writes it: `0.5`, or a ratio `16:9`.
  static func archivedMultiplier(_ text: String?) -> Double {
    guard let text else { return 1 }
    let parts = text.split(separator: ":")
    if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return a / b }
    return Double(text) ?? 1
  }
}
