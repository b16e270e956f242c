import Animation
import Geometry
import InterfaceBuilder
import SwiftSyntax
import Typesetting

/// Views a storyboard or nib opened with the files makes (`open ViewController.swift
/// Main.storyboard`, or the app's folder): a controller whose scene it has is made as UIKit
/// makes it from a storyboard — `init(coder:)`, `awakeFromNib()`, its root view and subviews
/// unarchived with their saved frames, colours, texts and fonts, its outlets connected — then
/// loaded and shown as any controller.
///
/// Views keep the frames Interface Builder saved for the document's device; its constraints
/// are not solved again (one warning says how many), but those that place a view saved
/// without a frame or a label (sized to its text) and those an outlet names
/// (a login form slid in by a constraint's `constant`), which are solved as constraints made
/// in code. What Wobble does not draw (a switch, a table) is a placeholder box, said once; a
/// custom class no file opened declares is refused at its line, as is anything the document
/// says that Wobble cannot carry out faithfully.
final class StoryboardLoad {
  let document: InterfaceDocument
  /// What each element with an `id` became.
  var made: [String: Value] = [:]
  /// Elements with outlets of their own (the controller's, a custom view's), and what they became.
  var owners: [(InterfaceElement, Value)] = []
  /// Instances of the file's classes, in the order made: each is sent `awakeFromNib()`.
  var awakening: [Instance] = []
  /// The element a custom class's `super.init(coder:)` unarchives.
  var decoding: InterfaceElement?
  var constraintCount = 0
  /// Elements that hold constraints, and the views they became.
  var constraintOwners: [(InterfaceElement, ViewObject)] = []
  /// Ids of views saved without a frame: only their constraints place them.
  var frameless: Set<String> = []
  /// Elements with `<userDefinedRuntimeAttributes>` and what they became: UIKit sets the
  /// attributes once the whole document is unarchived (every view is in its superview), before
  /// it connects outlets and sends `awakeFromNib()`.
  var attributed: [(InterfaceElement, Value)] = []

  init(_ document: InterfaceDocument) { self.document = document }
}

extension Interpreter {
  /// The document and element of a storyboard scene or nib object of `type`'s class.
  func archived(_ type: TypeDeclaration) -> (InterfaceDocument, InterfaceElement)? {
    for document in interfaces {
      if let element = document.object(ofClass: type.name), element.child(key: "view") != nil || element.name == "view" {
        return (document, element)
      }
    }
    // A controller's own nib (`BallVC.xib`, loaded by `init(nibName:bundle:)` or by name): its
    // File's Owner is the controller, its `view` outlet the root view.
    for document in interfaces {
      if let owner = filesOwner(of: type, in: document) { return (document, owner) }
    }
    return nil
  }

  /// A nib's File's Owner of `type`'s class whose `view` outlet names the root view.
  private func filesOwner(of type: TypeDeclaration, in document: InterfaceDocument) -> InterfaceElement? {
    guard let owner = document.object(ofClass: type.name), owner["placeholderIdentifier"] == "IBFilesOwner",
      Self.ownersView(owner, in: document) != nil
    else { return nil }
    return owner
  }

  /// The view a nib's File's Owner's `view` outlet connects.
  static func ownersView(_ owner: InterfaceElement, in document: InterfaceDocument) -> InterfaceElement? {
    let outlet = owner.child("connections")?.children.first { $0.name == "outlet" && $0["property"] == "view" }
    return outlet?["destination"].flatMap { document.byID[$0] }
  }

  /// Makes the controller of `type` from its storyboard scene, its view loaded from it.
  func makeArchivedController(_ type: TypeDeclaration, _ document: InterfaceDocument, _ scene: InterfaceElement)
    throws(RunError) -> Value
  {
    guard let root = scene.child(key: "view") ?? Self.ownersView(scene, in: document) else {
      throw RunError(file: document.file, line: scene.line, column: 0, message: "\(type.name)'s scene has no view")
    }
    // The screen is the device the scene was laid out for, from the controller's first line on.
    if screenOverride == nil, document.device != nil, let rect = root.child(key: "frame", "rect"),
      let width = rect.number("width"),
      let height = rect.number("height"), width > 0, height > 0
    {
      screenSize = (width, height)
    }
    let made = try instantiate(type, labels: ["coder"], values: [.nil], at: type.syntax)
    guard case .instance(let controller) = made else { return made }
    try callIfDeclared(controller, "awakeFromNib", [])
    try loadArchivedView(of: controller, type, document, scene, root: root)
    return made
  }

  /// The nib UIKit loads for a controller of `type` made in code without a nib name (`init()`,
  /// `init(nibName: nil, bundle: nil)`): the one named as the class without "Controller"
  /// (`BallView.xib` for `BallViewController`), else the one named as the class, whose File's
  /// Owner is of the class (Apple's `UIViewController.nibName` documentation).
  func ownNib(of type: TypeDeclaration) -> (InterfaceDocument, InterfaceElement)? {
    var names = [type.name]
    if type.name.hasSuffix("Controller") { names.insert(String(type.name.dropLast("Controller".count)), at: 0) }
    for name in names {
      for document in interfaces where document.file == name + ".xib" {
        if let owner = filesOwner(of: type, in: document) { return (document, owner) }
      }
    }
    return nil
  }

  /// Loads `controller`'s view from its nib, as UIKit does the first time a controller made in
  /// code reads its view (then `viewDidLoad()`, by `load`).
  func loadOwnNib(of controller: Instance, _ document: InterfaceDocument, _ owner: InterfaceElement) throws(RunError) {
    guard let root = Self.ownersView(owner, in: document) else { return }
    try loadArchivedView(of: controller, controller.type, document, owner, root: root)
  }

  /// The views of `scene` (a storyboard scene or a nib's File's Owner) made for `controller`:
  /// its outlets checked and connected, its constraints activated, its view its root.
  private func loadArchivedView(
    of controller: Instance, _ type: TypeDeclaration, _ document: InterfaceDocument, _ scene: InterfaceElement,
    root: InterfaceElement
  ) throws(RunError) {
    let made = Value.instance(controller)
    // The controller's outlets are known before its views: a broken one is what stops the app.
    for outlet in scene.child("connections")?.children ?? [] where outlet.name == "outlet" {
      try checkOutlet(outlet, of: controller, in: document)
    }
    let load = StoryboardLoad(document)
    let view = try unarchive(root, load)
    guard let rootView = view.asView else { return }
    controller.view = rootView
    let frame = rootView.layer.model.frame
    controller.liveViewSize = (frame.width, frame.height)
    load.owners.insert((scene, made), at: 0)
    // An action's destination: the scene's controller.
    if let id = scene["id"] { load.made[id] = made }
    load.frameless.remove(root["id"] ?? "")
    let solved = activateArchivedConstraints(load, scene: scene, root: rootView)
    try connect(load)
    // Xcode 7's documents name no device: their frames are for its square any-size canvas
    // (600 × 600), or for the fixed screen a document without size classes was drawn at.
    let anySize = frame.width == 600 && frame.height == 600
    let device =
      document.device.map { "its device (\($0))" }
      ?? (anySize ? "Xcode 7's any-size canvas, no device's" : "the screen it was drawn at (it names no device)")
    warn(
      "storyboard frames",
      "\(type.name)'s views are laid out as Interface Builder saved them for \(device), "
        + "\(Int(frame.width)) × \(Int(frame.height)) points"
        + (load.constraintCount > solved
          ? "; its \(load.constraintCount - solved) constraints are not solved again"
            + (solved > 0
              ? " (the \(solved) that outlets name or that place a label, a view sized by its content or a view saved without a frame are)"
              : "")
          : ""),
      in: document, at: scene)
  }

  /// The numbers Interface Builder saves for a control (its attribute, the property it sets),
  /// bounds first.
  static let archivedControlNumbers: [(String, String)] = [
    ("minValue", "minimumValue"), ("maxValue", "maximumValue"), ("minimumValue", "minimumValue"),
    ("maximumValue", "maximumValue"), ("stepValue", "stepValue"), ("value", "value"), ("progress", "progress"),
    ("selectedSegmentIndex", "selectedSegmentIndex"), ("numberOfPages", "numberOfPages"), ("currentPage", "currentPage"),
  ]

  /// The view `element` describes, with its subviews, as `init(coder:)` makes it.
  func unarchive(_ element: InterfaceElement, _ load: StoryboardLoad) throws(RunError) -> Value {
    let value: Value
    if let custom = element["customClass"], Library.types[custom] == nil {
      guard let type = types[custom], isViewClass(type) else {
        let module = element["customModule"].map { " (module \($0))" } ?? ""
        throw RunError(
          file: load.document.file, line: element.line, column: 0,
          message: "its \(element.name) is of class \(custom)\(module), which no file opened declares as a view "
            + "(open that class's file with these)")
      }
      let made = try withDecoding(element, load) { () throws(RunError) in
        try instantiate(type, labels: ["coder"], values: [.nil], at: type.syntax)
      }
      guard case .instance(let instance) = made, let view = instance.view else { return made }
      if element.name == "tableViewCell" { view.cell?.style = Self.cellStyle(element) }
      // A class without `init?(coder:)` of its own inherits UIView's, which unarchives it all.
      if !instance.decoded { try decode(element, into: view, load) }
      load.awakening.append(instance)
      value = made
    } else {
      let view = try makeView(for: element, load)
      try decode(element, into: view, load)
      value = .view(view)
    }
    if let id = element["id"] { load.made[id] = value }
    if element.child("connections") != nil, case .instance = value { load.owners.append((element, value)) }
    if element.child("userDefinedRuntimeAttributes") != nil { load.attributed.append((element, value)) }
    return value
  }

  /// Runs `make` with `element` waiting for the `super.init(coder:)` of the instance it makes.
  private func withDecoding(_ element: InterfaceElement, _ load: StoryboardLoad, _ make: () throws(RunError) -> Value)
    throws(RunError) -> Value
  {
    let (outerLoad, outerElement) = (storyboardLoad, load.decoding)
    (storyboardLoad, load.decoding) = (load, element)
    defer { (storyboardLoad, load.decoding) = (outerLoad, outerElement) }
    return try make()
  }

  /// `super.init(coder:)` of a view the storyboard makes: its saved frame, look and subviews.
  func decodeArchive(into instance: Instance) throws(RunError) {
    guard let load = storyboardLoad, let element = load.decoding, let view = instance.view, !instance.decoded else {
      return
    }
    load.decoding = nil
    instance.decoded = true
    try decode(element, into: view, load)
  }

  /// A new view of the UIKit class an element's tag names (`label`: `UILabel`).
  private func makeView(for element: InterfaceElement, _ load: StoryboardLoad) throws(RunError) -> ViewObject {
    let view = ViewObject(name: element["userLabel"] ?? "")
    views.append(view)
    try countLayer(in: load.document, at: element)
    if firstView == nil { firstView = view }
    switch element.name {
    case "view", "containerView": break
    case "stackView": makeStack(view, element)
    case "scrollView": view.isScrollView = true
    case "label": view.becomeLabel()
    case "button": view.becomeButton(custom: element["buttonType"] == "custom" || element["buttonType"] == nil)
    case "imageView": view.isImageView = true
    case "textField": view.becomeTextField()
    case "visualEffectView":
      // Its `<view key="contentView">`'s subviews are the effect view's own (`decode`), as
      // `contentView` is the view itself in code.
      view.isVisualEffectView = true
      if let blur = element.child("blurEffect"), let style = blur["style"], let said = Library.showBlur(style, on: view) {
        warn(Library.blurWarning, said, in: load.document, at: blur)
      } else if let effect = element.children.first(where: { $0.name.hasSuffix("Effect") }) {
        warn(
          "storyboard " + effect.name, "a visual effect view's \(effect.name) is not drawn", in: load.document, at: effect)
      }
    case "tableView": makeTable(view, element, load)
    case "tableViewCell": view.becomeTableCell(style: Self.cellStyle(element))
    case "activityIndicatorView":
      // Interface Builder saves the style as its case name (`style="large"`, `whiteLarge`).
      let style = element["style"].flatMap { Self.indicatorStyles.contains($0) ? $0 : nil } ?? "medium"
      makeIndicator(view, style: style, at: load.document, element: element)
      if element["hidesWhenStopped"] == "NO" { view.activity?.hidesWhenStopped = false }
      if element["animating"] == "YES" {
        view.activity?.animating = true
        view.activity?.startTime = now
      }
      view.layer.model.isHidden = view.activity?.animating == false && view.activity?.hidesWhenStopped == true
      view.showSpinner()
    default:
      let control = "UI" + element.name.prefix(1).uppercased() + element.name.dropFirst()
      view.placeholderClass = control
      view.layer.model.content = .icon(.placeholder, color: Color(white: 0.6))
      // What the control holds, which code reads back (`styleSwitch.isOn` picks a branch): as
      // saved, bounds before the value they hold.
      if element.name == "switch" { keep(.bool(element.flag("on") ?? false), .view(view), "isOn") }
      for (attribute, name) in Self.archivedControlNumbers {
        if let x = element.number(attribute), x.isFinite { Library.setControlNumber(view, name, x, self) }
      }
      if let segments = element.child("segments") {
        view.segmentTitles = segments.children.filter { $0.name == "segment" }.map { $0["title"] ?? "" }
      }
      for name in Library.controlTintNames[control] ?? [] {
        if let saved = element.child(key: name, "color") { view.controlTints[name] = try load.document.runColor(saved) }
      }
      view.showControlLook(self)
      warn("storyboard " + control, Library.controlWarning(control), in: load.document, at: element)
    }
    return view
  }

  /// Sets what `element` says of a view: frame, colours, flags, text, image, subviews.
  private func decode(_ element: InterfaceElement, into view: ViewObject, _ load: StoryboardLoad) throws(RunError) {
    let document = load.document
    func color(_ key: String) throws(RunError) -> Color? {
      try element.child(key: key, "color").map { found throws(RunError) in try document.runColor(found) }
    }
    if let rect = element.child(key: "frame", "rect") {
      view.layer.model.setFrame(
        Rect(
          x: rect.number("x") ?? 0, y: rect.number("y") ?? 0, width: rect.number("width") ?? 0,
          height: rect.number("height") ?? 0))
    }
    if let background = try color("backgroundColor") { view.layer.model.backgroundColor = background }
    if let alpha = element.number("alpha") { view.layer.model.opacity = alpha }
    if let mode = element["contentMode"], let gravity = Library.contentModes[mode] {
      view.layer.model.contentsGravity = gravity
    }
    if let hidden = element.flag("hidden") { view.layer.model.isHidden = hidden }
    if let clips = element.flag("clipsSubviews") { view.layer.model.masksToBounds = clips }
    if let opaque = element.flag("opaque") { keep(.bool(opaque), .view(view), "isOpaque") }
    // `tag="1"`: read back by `view.tag` and `viewWithTag(_:)` (a recognizer's `sender.view?.tag`).
    if let tag = element.number("tag") { keep(.number(tag), self.view(backedBy: view.layer) ?? .view(view), "tag") }
    if let tint = try color("tintColor") { view.setTint(tint) }
    load.constraintCount += element.child("constraints")?.children.count ?? 0
    if element.child("constraints") != nil { load.constraintOwners.append((element, view)) }
    if element.child(key: "frame", "rect") == nil, element.child(key: "frameInset", "frame") == nil, let id = element["id"] {
      load.frameless.insert(id)
    }
    // A button of the file's subclass was made by its class (as `UIButton(frame:)`, custom);
    // its kind is the saved `buttonType` (`roundedRect`: `.system`, its title in the tint).
    if element.name == "button", view.isButton {
      view.becomeButton(custom: element["buttonType"] == "custom" || element["buttonType"] == nil)
    }
    if view.isLabel || view.isButton || view.textField != nil { try decodeText(element, into: view, load) }
    // A button's `.normal` image (`<state key="normal" image="heart" catalog="system"/>`).
    if view.isButton, let normal = element.children.first(where: { $0.name == "state" && $0["key"] == "normal" }),
      let name = normal["image"]
    {
      let image = storyboardImage(name, symbol: normal["catalog"] == "system", in: document, at: normal)
      try setButtonImage(view, image, in: document, at: normal)
    }
    if view.isImageView, let name = element["image"] ?? element.child(key: "image", "imageReference")?["image"] {
      let symbol = element.child(key: "image", "imageReference")?["catalog"] == "system"
      view.show(storyboardImage(name, symbol: symbol, in: document, at: element))
    }
    var subviews = element.child("subviews")?.children ?? []
    if view.isVisualEffectView, let content = element.child(key: "contentView", "view") {
      if let id = content["id"] { load.made[id] = .view(view) }
      subviews += content.child("subviews")?.children ?? []
    }
    // A cell's subviews are its content view's (`<tableViewCellContentView key="contentView">`).
    var container = view
    if let cell = view.cell, let content = element.child(key: "contentView", "tableViewCellContentView") {
      if let id = content["id"] { load.made[id] = .view(cell.contentView) }
      container = cell.contentView
      subviews += content.child("subviews")?.children ?? []
    }
    for sub in subviews {
      let made = try unarchive(sub, load)
      guard let subview = made.asView else { continue }
      if case .instance(let instance) = made {
        try callIfDeclared(
          instance, "willMove", [self.view(backedBy: container.layer) ?? .view(container)], label: "toSuperview")
      }
      container.layer.sublayers.append(subview.layer)
      // Every subview of a storyboard stack view is one of its arranged views.
      container.stack?.arranged.append(subview)
      treeChanged = true
      if let inset = sub.child(key: "frameInset", "frame") {
        subview.layer.model.setFrame(Self.frame(inset, in: container.layer.model.bounds))
      }
      try inheritTint(subview, from: container)
      if case .instance(let instance) = made { try callIfDeclared(instance, "didMoveToSuperview", []) }
    }
    // A styled cell's labels and image view are the ones UIKit lays out by its style.
    if let cell = view.cell {
      if let id = element["textLabel"], let label = load.made[id]?.asView { cell.textLabel = label }
      if let id = element["detailTextLabel"], let label = load.made[id]?.asView { cell.detailTextLabel = label }
      if let id = element["imageView"], let image = load.made[id]?.asView { cell.imageView = image }
    }
  }

  /// A storyboard stack view, live as one made in code: its subviews keep the frames it gave
  /// them when saved until a layout pass arranges them again (a constraint an outlet names
  /// changed, an arranged view hidden). One whose alignment or distribution Wobble does not
  /// arrange by (baselines, `fillProportionally`, `equalCentering`) keeps its saved frames.
  private func makeStack(_ view: ViewObject, _ element: InterfaceElement) {
    let alignments = ["top", "leading", "center", "bottom", "trailing"]
    let alignment = element["alignment"] ?? "fill"
    let distribution = element["distribution"] ?? "fill"
    guard alignment == "fill" || alignments.contains(alignment), ["fill", "fillEqually", "equalSpacing"].contains(distribution),
      element["layoutMarginsRelativeArrangement"] == nil
    else { return }
    var stack = StackArrangement()
    stack.vertical = element["axis"] == "vertical"
    stack.spacing = element.number("spacing").flatMap { $0.isFinite ? $0 : nil } ?? 0
    (stack.alignment, stack.distribution) = (alignment, distribution)
    view.stack = stack
    stacks.append(view)
  }

  /// Interface Builder's names of `UITableViewCell.CellStyle` (`style="IBUITableViewCellStyleSubtitle"`);
  /// a custom cell saves none.
  static func cellStyle(_ element: InterfaceElement) -> String {
    switch element["style"] {
    case "IBUITableViewCellStyleSubtitle": "subtitle"
    case "IBUITableViewCellStyleValue1": "value1"
    case "IBUITableViewCellStyleValue2": "value2"
    default: "default"
    }
  }

  /// A storyboard table view: a plain table (a grouped one said) with the row height and
  /// separators Interface Builder saved, and its prototype cells by reuse identifier, which
  /// `dequeueReusableCell(withIdentifier:)` unarchives as UIKit does.
  private func makeTable(_ view: ViewObject, _ element: InterfaceElement, _ load: StoryboardLoad) {
    let table = becomeTable(view, style: element["style"] ?? "plain")
    if table.style != "plain" {
      warn("table style", Self.tableStyleWarning(table.style), in: load.document, at: element)
    }
    if let height = element.number("rowHeight"), height.isFinite, height >= 0 || height == -1 { table.rowHeight = height }
    switch element["separatorStyle"] {
    case "none": table.separatorStyle = "none"
    case "singleLineEtched": table.separatorStyle = "singleLineEtched"
    default: break
    }
    for cell in element.child("prototypes")?.children ?? [] where cell.name == "tableViewCell" {
      if let identifier = cell["reuseIdentifier"] { table.prototypes[identifier] = (load.document, cell) }
    }
  }

  /// A cell made from a storyboard prototype, as UIKit instantiates one: its own small nib,
  /// unarchived, its outlets connected and `awakeFromNib()` sent.
  func unarchivePrototype(_ document: InterfaceDocument, _ element: InterfaceElement) throws(RunError) -> Value {
    let load = StoryboardLoad(document)
    let made = try unarchive(element, load)
    try connect(load)
    return made
  }

  /// A storyboard table view's `dataSource` and `delegate` outlets, set as code sets them.
  private func connectTables(_ load: StoryboardLoad) {
    for (id, made) in load.made {
      guard let table = made.asView?.table, let element = load.document.byID[id] else { continue }
      for outlet in element.child("connections")?.children ?? [] where outlet.name == "outlet" {
        guard let destination = outlet["destination"], case .instance(let owner)? = load.made[destination] else {
          continue
        }
        switch outlet["property"] {
        case "dataSource": table.dataSource = owner
        case "delegate": table.delegate = owner
        default: continue
        }
        table.needsLoad = true
      }
    }
  }

  /// Xcode 8's `<frame key="frameInset" minX= minY= width= height= maxX= maxY=/>`, which it
  /// wrote for views placed by their autoresizing masks instead of `<rect key="frame">`: the
  /// frame in `bounds`, its superview's. `minX`/`minY` are the distances from the left and top
  /// edges, `maxX`/`maxY` from the right and bottom (Wobble's reading of the format, which
  /// Apple does not document): a missing width is what the two distances leave, a missing
  /// origin 0 or what the far distance and the size leave.
  /// Counts a layer a document makes, refused past `layerLimit` at the element's line.
  func countLayer(in document: InterfaceDocument, at element: InterfaceElement) throws(RunError) {
    layers += 1
    if layers > Interpreter.layerLimit {
      throw RunError(file: document.file, line: element.line, column: 0, message: "more than \(Interpreter.layerLimit) layers")
    }
  }

  /// The image a storyboard names: the app's own (asset catalog or file beside the files
  /// opened), else a placeholder, said; an SF Symbol (`catalog="system"`) as Wobble draws it.
  func storyboardImage(
    _ name: String, symbol: Bool, in document: InterfaceDocument, at element: InterfaceElement
  ) -> ImageObject {
    var unreadable = false
    let found =
      symbol
      ? nil
      : namedImage(
        name,
        warnAt: { kind, message in
          unreadable = true
          warn(kind, message, in: document, at: element)
        })
    let image = found ?? ImageObject(name: name, symbol: symbol)
    if found == nil, !unreadable, image.icon == .placeholder {
      warn(
        "storyboard image " + name,
        "image \"\(name)\" is in no asset catalog or image file beside the files opened: drawn as a grey placeholder",
        in: document, at: element)
    }
    return image
  }

  static func frame(_ inset: InterfaceElement, in bounds: Rect) -> Rect {
    func axis(_ min: String, _ max: String, _ size: String, _ extent: Double) -> (Double, Double) {
      let (low, high) = (inset.number(min), inset.number(max))
      let length = inset.number(size) ?? extent - (low ?? 0) - (high ?? 0)
      let origin = low ?? high.map { extent - $0 - length } ?? 0
      return (origin, length)
    }
    let (x, width) = axis("minX", "maxX", "width", bounds.width)
    let (y, height) = axis("minY", "maxY", "height", bounds.height)
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// A label's, button's or text field's text, font, colour and alignment.
  private func decodeText(_ element: InterfaceElement, into view: ViewObject, _ load: StoryboardLoad) throws(RunError) {
    guard case .text(var style) = view.layer.model.content else { return }
    let document = load.document
    func color(_ found: InterfaceElement?) throws(RunError) -> Color? {
      try found.map { found throws(RunError) in try document.runColor(found) }
    }
    var text = element.string("text")
    // A button's saved attributed title: its configuration's (iOS 15), else its normal state's.
    var attributedTitle: InterfaceElement?
    if view.isButton {
      let normal = element.children.first { $0.name == "state" && $0["key"] == "normal" }
      text = normal?["title"]
      attributedTitle = normal?.child(key: "attributedTitle", "attributedString")
      if let normal, let background = normal["backgroundImage"] {
        warn(
          "storyboard button image",
          "the button's background image \"\(background)\" is not drawn: Wobble draws a button's title and image",
          in: document, at: normal)
      }
      if let title = try color(normal?.child(key: "titleColor", "color")) {
        style.color = title
        view.titleFollowsTint = false
      }
      if let configuration = element.child(key: "configuration", "buttonConfiguration") {
        text = configuration["title"]
        attributedTitle = configuration.child(key: "attributedTitle", "attributedString") ?? attributedTitle
        warn(
          "storyboard button configuration",
          "a button's configuration (iOS 15's UIButton.Configuration, style \(configuration["style"] ?? "plain")) is "
            + "drawn as its title alone", in: document, at: configuration)
      }
    }
    var attributed: AttributedText?
    if let saved = element.child(key: "attributedText", "attributedString") {
      attributed = try attributedText(saved, in: document)
      text = nil
    }
    if let text {
      if view.textField != nil {
        view.textField?.text = text
      } else {
        style.string = text
      }
    }
    if let placeholder = element["placeholder"], view.textField != nil { view.textField?.placeholder = placeholder }
    if let border = element["borderStyle"], view.textField != nil { view.setBorderStyle(border) }
    if let textColor = try color(element.child(key: "textColor", "color")) {
      style.color = textColor
      view.textField?.textColor = textColor
    }
    if let font = element.child(key: "fontDescription", "fontDescription") {
      style.font = try Self.font(font, document)
      warnIfStandIn(style.font, in: document, at: font)
    }
    if let alignment = element["textAlignment"] {
      style.alignment = TextStyle.Alignment(rawValue: alignment == "natural" ? "natural" : alignment) ?? .natural
    }
    if let lines = element.number("numberOfLines"), view.isLabel {
      style.maximumLines = Int(lines)
      style.isWrapped = lines != 1
    }
    if let mode = element["lineBreakMode"] {
      let truncations: [String: TextStyle.Truncation] = [
        "tailTruncation": .tail, "headTruncation": .head, "middleTruncation": .middle,
      ]
      style.truncation = truncations[mode] ?? .none
    }
    if element.flag("adjustsFontSizeToFit") == true { style.minimumScale = element.number("minimumScaleFactor") ?? 0 }
    if let attributed {
      if view.textField != nil {
        view.textField?.text = attributed.string
        warn(
          "storyboard attributed field", "a text field's attributed text is drawn in the field's own font and colour",
          in: document, at: element)
      } else {
        style.take(attributed: attributed)
      }
    }
    view.layer.model.content = .text(style)
    if let attributedTitle { view.showAttributedTitle(try self.attributedText(attributedTitle, in: document)) }
    // A text field shows its text or placeholder in the style just set.
    if let field = view.textField { view.textField = field }
  }

  /// Says once per face that a named font the document asks for is drawn in its stand-in.
  func warnIfStandIn(_ font: FontRequest, in document: InterfaceDocument, at element: InterfaceElement) {
    guard let name = font.name, let substitute = FontCatalog.shared?.resolve(font)?.substitute else { return }
    warn(
      "storyboard font " + name, "\(name) is not on this machine: drawn in \(substitute), its stand-in", in: document,
      at: element)
  }

  /// `<fontDescription type="boldSystem" pointSize="17"/>`, `weight="medium"`, or a named face
  /// (`name="Avenir-Heavy"`, drawn in its stand-in when not installed).
  static func font(_ element: InterfaceElement, _ document: InterfaceDocument) throws(RunError) -> FontRequest {
    let size = element.number("pointSize") ?? 17
    if let name = element["name"] { return FontRequest(name: name, size: size) }
    if let style = element["style"] {
      // `UICTFontTextStyleBody`: a Dynamic Type style at its Large size.
      let key = String(style.dropFirst("UICTFontTextStyle".count))
      let lowered = key.prefix(1).lowercased() + key.dropFirst()
      guard let (size, weight) = Library.textStyles[lowered] else {
        throw RunError(
          file: document.file, line: element.line, column: 0, message: "font text style \(style) is not one Wobble knows")
      }
      return FontRequest(weight: weight, size: size)
    }
    switch element["type"] {
    case "boldSystem": return FontRequest(weight: 700, size: size)
    case "italicSystem": return FontRequest(italic: true, size: size)
    default: return FontRequest(weight: element["weight"].flatMap { Library.weights[$0] } ?? 400, size: size)
    }
  }

  /// `<userDefinedRuntimeAttributes>`: key paths set after unarchiving by key-value coding —
  /// the layer's (`layer.cornerRadius`), the view's (`clipsToBounds`), or a property of the
  /// file's class (an `@IBInspectable`).
  private func decodeRuntimeAttributes(_ element: InterfaceElement, into view: ViewObject, _ load: StoryboardLoad)
    throws(RunError)
  {
    for attribute in element.child("userDefinedRuntimeAttributes")?.children ?? [] {
      let keyPath = attribute["keyPath"] ?? ""
      if declaresInspectable(element, keyPath) { continue }
      // A property an extension of the view's UIKit class declares (`extension UIView {
      // @IBInspectable var borderWidth … }`).
      if let extended = extensionDeclaring(keyPath, on: view) {
        try setMember(.view(view), keyPath, to: try runtimeValue(attribute, load), at: Syntax(extended.syntax))
        continue
      }
      try setByKeyValueCoding(attribute, keyPath, on: view, load)
    }
  }

  /// A runtime attribute's key path set as UIKit sets it, by key-value coding from the view:
  /// a property the simulated class has is set (`layer.shadowRadius`, `alpha`); a key a layer
  /// lacks is kept by the layer's own key-value coding and changes nothing; a key a view lacks
  /// makes UIKit log "Failed to set (key) user defined inspected property" and carry on, as
  /// loading carries on here, said. A colour for a `CGColor` key is refused: Interface Builder
  /// stores a `UIColor` there, which Core Animation does not draw as that colour.
  private func setByKeyValueCoding(
    _ attribute: InterfaceElement, _ keyPath: String, on view: ViewObject, _ load: StoryboardLoad
  ) throws(RunError) {
    let refuse = { (why: String) in
      RunError(file: load.document.file, line: attribute.line, column: 0, message: "runtime attribute \(keyPath): " + why)
    }
    let place = Syntax(DeclReferenceExprSyntax(baseName: .identifier("storyboard")))
    var target = Value.view(view)
    let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    for (i, key) in keys.enumerated() {
      let (typeName, isLayer): (String, Bool) =
        switch target {
        case .view(let v): (v.type.name, false)
        case .layer(let l): (l.className, true)
        default: ("", false)
        }
      let type = Library.types[typeName]
      let property = type?.properties[key]
      let known = property != nil || type?.ignoredProperties.contains(key) == true
      guard known else {
        let object = typeName.isEmpty ? "the value of \(keys[..<i].joined(separator: "."))" : typeName
        if isLayer {
          warn(
            "runtime attribute \(keyPath)",
            "runtime attribute \(keyPath): \(object) has no property \(key) Wobble knows; a layer keeps any key it "
              + "is given by key-value coding, so on iOS too it changes nothing drawn", in: load.document, at: attribute)
        } else {
          warn(
            "runtime attribute \(keyPath)",
            "runtime attribute \(keyPath): \(object) has no property \(key) Wobble knows; where UIKit's class has "
              + "none either, iOS logs \"Failed to set (\(keyPath)) user defined inspected property\" and carries on, "
              + "as Wobble does, setting nothing", in: load.document, at: attribute)
        }
        return
      }
      if i < keys.count - 1 {
        guard let next = try relocating(refuse, at: place, { () throws(RunError) in try memberIfAny(target, key, at: place) })
        else {
          throw refuse("\(typeName).\(key) is nil here")
        }
        target = next
        continue
      }
      var value = try runtimeValue(attribute, load)
      // Key-value coding unboxes the NSNumber it is given to the property's scalar: a number
      // for a Bool (`masksToBounds` given 1), a boolean for a number.
      switch (value, property?.takes) {
      case (.number(let n), Kind<Bool>.bool.takes): value = .bool(n != 0)
      case (.bool(let b), Kind<Double>.number.takes): value = .number(b ? 1 : 0)
      default: break
      }
      if case .layer = target, case .color = value, ["borderColor", "shadowColor", "backgroundColor"].contains(key) {
        throw refuse(
          "Interface Builder stores a UIColor where Core Animation takes a CGColor, which iOS does not draw as "
            + "that colour; set it in code (or through an @IBInspectable property that converts it)")
      }
      try relocating(refuse, at: place, { () throws(RunError) in try setMember(target, key, to: value, at: place) })
    }
  }

  /// Runs `body`, whose code has no place in a Swift file (`node` is detached), giving an
  /// error it throws, and a warning it gives, the place `refuse` names (the storyboard's line).
  private func relocating<T>(
    _ refuse: (String) -> RunError, at node: Syntax, _ body: () throws(RunError) -> T
  ) throws(RunError) -> T {
    let before = Set(warnings.keys)
    defer {
      let (name, line, column) = place(of: node)
      let detached = "\(name):\(line):\(column): "
      let storyboard = refuse("")
      for (kind, message) in warnings where !before.contains(kind) && message.hasPrefix(detached) {
        warnings[kind] = "\(storyboard.file):\(storyboard.line): " + message.dropFirst(detached.count)
      }
    }
    do {
      return try body()
    } catch {
      throw refuse(error.message)
    }
  }

  /// The files' extension of `view`'s UIKit class or one of its superclasses that declares
  /// the instance property `name`, if any.
  private func extensionDeclaring(_ name: String, on view: ViewObject) -> TypeDeclaration? {
    var typeName: String? = view.type.name
    while let current = typeName {
      if let extended = types[current], extended.kind == .builtin, extended.property(name, static: false) != nil {
        return extended
      }
      typeName = Library.types[current]?.superclass
    }
    return nil
  }

  /// Whether `keyPath` names a property the element's own class (one a file declares) has.
  private func declaresInspectable(_ element: InterfaceElement, _ keyPath: String) -> Bool {
    guard let custom = element["customClass"], Library.types[custom] == nil, let type = types[custom] else {
      return false
    }
    return chain(of: type).contains { $0.property(keyPath, static: false) != nil }
  }

  /// Sets every element's runtime attributes in document order, as UIKit applies a nib's
  /// key-value pairs: after the whole object graph is unarchived and before outlets are
  /// connected and `awakeFromNib()` is sent (UIKit's `-[UINib instantiateWithOwner:options:]`).
  private func applyRuntimeAttributes(_ load: StoryboardLoad) throws(RunError) {
    for (element, value) in load.attributed.sorted(by: { $0.0.line < $1.0.line }) {
      if case .instance(let instance) = value { try setInspectables(element, of: instance, load) }
      if let view = value.asView { try decodeRuntimeAttributes(element, into: view, load) }
    }
  }

  /// Sets the runtime attributes naming the instance's own properties, by key-value coding:
  /// their observers run.
  private func setInspectables(_ element: InterfaceElement, of instance: Instance, _ load: StoryboardLoad)
    throws(RunError)
  {
    for attribute in element.child("userDefinedRuntimeAttributes")?.children ?? [] {
      guard let keyPath = attribute["keyPath"], declaresInspectable(element, keyPath) else { continue }
      let value = try runtimeValue(attribute, load)
      try setMember(.instance(instance), keyPath, to: value, at: Syntax(instance.type.syntax))
    }
  }

  /// The value a `<userDefinedRuntimeAttribute>` holds, by its `type`.
  private func runtimeValue(_ attribute: InterfaceElement, _ load: StoryboardLoad) throws(RunError) -> Value {
    let given = attribute.child(key: "value")
    switch attribute["type"] {
    case "number": if let n = given?.number("value") { return .number(n) }
    case "boolean": return .bool(attribute.flag("value") ?? given?.flag("value") ?? false)
    case "string": return .string(attribute["value"] ?? "")
    case "image":
      // An image by its name in the asset catalog, as `UIImage(named:)` finds it.
      if let name = attribute["value"] {
        return .image(storyboardImage(name, symbol: false, in: load.document, at: attribute))
      }
    case "nil": return .nil
    case "color":
      if let given { return .color(try load.document.runColor(given)) }
    case "point":
      if let given, let x = given.number("x"), let y = given.number("y") { return .point(Point(x: x, y: y)) }
    case "size":
      if let given, let width = given.number("width"), let height = given.number("height") {
        return .size(width: width, height: height)
      }
    case "rect":
      if let given, let x = given.number("x"), let y = given.number("y"), let width = given.number("width"),
        let height = given.number("height")
      {
        return .rect(Rect(x: x, y: y, width: width, height: height))
      }
    default: break
    }
    throw RunError(
      file: load.document.file, line: attribute.line, column: 0,
      message: "runtime attribute \(attribute["keyPath"] ?? "") of type \(attribute["type"] ?? "none") is not one "
        + "Wobble reads (number, boolean, string, image, colour, point, size, rect or nil)")
  }

  /// Sets every outlet the document connects, then sends `awakeFromNib()` to the file's
  /// instances it made, as UIKit does once a nib's objects are all connected.
  private func connect(_ load: StoryboardLoad) throws(RunError) {
    try applyRuntimeAttributes(load)
    for (element, owner) in load.owners {
      guard case .instance(let instance) = owner else { continue }
      for outlet in element.child("connections")?.children ?? [] where outlet.name == "outlet" {
        guard let property = outlet["property"], let destination = outlet["destination"] else { continue }
        // A nib's File's Owner's `view` is the controller's own, set as its root view already.
        if property == "view", instance.isController { continue }
        // UIKit sets an outlet by key-value coding: a name the class does not have stops the
        // app as the storyboard loads ("not key value coding-compliant for the key …").
        try checkOutlet(outlet, of: instance, in: load.document)
        if let value = load.made[destination] {
          // A view Interface Builder gave no label is named after its outlet (`testLabel`),
          // as one a property holds in code is: `values testLabel.opacity …` finds it.
          adopt(value, as: property)
          // Key-value coding sets it through its setter: its observers run (`didSet { button.
          // delegate = self }`).
          try store(value, as: property, in: instance, at: nil)
        } else if let target = load.document.byID[destination] {
          unconnectedOutlets[property] = (load.document.file, target.name, outlet.line)
        }
      }
    }
    connectActions(load)
    connectSegues(load)
    connectTables(load)
    for instance in load.awakening { try callIfDeclared(instance, "awakeFromNib", []) }
  }

  /// The document's action connections (`<action selector="startAnimate:" destination=…
  /// eventType="touchUpInside">`): each becomes one of its control's targets, as
  /// `addTarget(_:action:for:)` makes one, so `sendActions(for:)` and a `tap.…` setting run it.
  private func connectActions(_ load: StoryboardLoad) {
    // Only what this load made: a prototype cell's small nib connects its own actions.
    for (id, made) in load.made {
      guard let view = made.asView, let element = load.document.byID[id] else { continue }
      let actions = element.child("connections")?.children.filter { $0.name == "action" } ?? []
      for action in actions {
        guard let selector = action["selector"], let destination = action["destination"],
          case .instance(let target)? = load.made[destination]
        else { continue }
        view.targets.append((target, Self.actionName(selector, of: target), [action["eventType"] ?? "touchUpInside"]))
      }
    }
  }

  /// The name of the method an action's selector runs on `target`: the method `actionMethod`
  /// finds, else the selector's first part (refused, if missing, when the action runs).
  static func actionName(_ selector: String, of target: Instance) -> String {
    actionMethod(selector, of: target)?.name.text ?? String(selector.prefix { $0 != ":" })
  }

  /// The method an action's Objective-C selector names on `target`: `startAnimate:` is
  /// `startAnimate(_:)`, `changedValueWithSender:` Swift 3's `changedValue(sender:)`.
  static func actionMethod(_ selector: String, of target: Instance) -> FunctionDeclSyntax? {
    let base = selector.split(separator: ":").first.map(String.init) ?? selector
    let count = selector.filter { $0 == ":" }.count
    if let method = target.anyMethod(base, parameters: count) ?? target.anyMethod(base, parameters: 0) { return method }
    // `changedValueWithSender:`: the first label folded into the name after "With".
    guard let with = base.range(of: "With", options: .backwards) else { return nil }
    return target.anyMethod(String(base[..<with.lowerBound]), parameters: count)
  }

  /// UIKit sets an outlet by key-value coding: a name the class does not declare stops the
  /// app as the storyboard loads ("not key value coding-compliant for the key …").
  private func checkOutlet(_ outlet: InterfaceElement, of instance: Instance, in document: InterfaceDocument)
    throws(RunError)
  {
    guard let property = outlet["property"], instance.property(property) == nil,
      !(property == "view" && instance.isController)
    else { return }
    throw RunError(
      file: document.file, line: outlet.line, column: 0,
      message: "outlet \(property) connects to a property \(instance.type.name) does not declare: UIKit stops the "
        + "app here (the class is not key value coding-compliant for the key \(property))")
  }

  func warn(_ kind: String, _ message: String, in document: InterfaceDocument, at element: InterfaceElement) {
    guard warnings[kind] == nil else { return }
    warnings[kind] = "\(document.file):\(element.line): \(message)"
  }
}
