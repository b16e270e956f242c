import Animation
import Geometry
import InterfaceBuilder
import SwiftSyntax

/// A `UITableView`'s rows: where it asks for them (its data source and delegate, instances of
/// the file's classes), the cells it made, and how it draws between them. Rows are made as
/// UIKit makes them, when the table is laid out (after `viewDidLoad`, and again after
/// `reloadData()`): the number of sections and rows, each visible row's height
/// (`tableView(_:heightForRowAt:)`, else `rowHeight`), its cell (`cellForRowAt`), then
/// `willDisplay`. Only rows inside the table's bounds are made, as only those are on screen.
final class TableState {
  var dataSource: Instance?
  var delegate: Instance?
  /// Reuse identifiers and the cell class registered for each (`.type` of the file's class or
  /// `UITableViewCell`).
  var registered: [String: String] = [:]
  /// A storyboard table's prototype cells by reuse identifier, unarchived on each dequeue.
  var prototypes: [String: (InterfaceDocument, InterfaceElement)] = [:]
  /// Points; UIKit's `automaticDimension` is −1.
  var rowHeight = -1.0
  var style = "plain"
  /// `separatorStyle`: separators are drawn unless it is `.none`.
  var separatorStyle = "singleLine"
  var separators: Bool { separatorStyle != "none" }
  /// `UIColor.separator` over white, as UIKit draws a hairline of it: rgb(198, 198, 200).
  var separatorColor = Color(red: 198 / 255, green: 198 / 255, blue: 200 / 255)
  /// `tableFooterView` (`UIView()` is the habit that ends a plain table's separators below
  /// its last row); the view itself is not drawn.
  var footer: Value?
  var hasFooter: Bool { footer != nil }
  var needsLoad = true
  /// The rows made at the last load: their index paths and cells.
  var rows: [(section: Int, row: Int, cell: ViewObject)] = []
  /// The separators drawn at the last load (layers of the table's own).
  var drawnSeparators: [LayerObject] = []
}

/// A `UITableViewCell`'s parts: its style, its content view, the labels and image view UIKit
/// makes on first use, and its accessory.
final class CellState {
  var style: String
  let contentView: ViewObject
  var textLabel: ViewObject?
  var detailTextLabel: ViewObject?
  var imageView: ViewObject?
  var accessory = "none"
  var accessoryLayer: LayerObject?
  /// The cell itself.
  weak var owner: ViewObject?
  init(style: String, contentView: ViewObject) {
    self.style = style
    self.contentView = contentView
  }
}

extension ViewObject {
  /// Makes this view a `UITableViewCell` of `style`: a white view holding its content view.
  func becomeTableCell(style: String) {
    let content = ViewObject(name: "contentView")
    layer.sublayers.append(content.layer)
    cell = CellState(style: style, contentView: content)
    cell?.owner = self
    layer.model.backgroundColor = .white
  }
}

extension Interpreter {
  /// Makes `view` a table of `style` (`UITableView(frame:style:)`, a storyboard's table view):
  /// a white scroll view whose rows its data source gives, laid out with the others. A style
  /// other than plain is kept and drawn plain; the caller says so at its place.
  @discardableResult
  func becomeTable(_ view: ViewObject, style: String) -> TableState {
    let table = TableState()
    table.style = style
    view.isScrollView = true
    view.table = table
    view.layer.model.backgroundColor = .white
    tables.append(view)
    return table
  }

  static func tableStyleWarning(_ style: String) -> String {
    "a UITableView of style .\(style) is drawn as a plain one: Wobble draws plain tables only"
  }

  /// Loads the rows of every table that needs it and is on screen (in a superview), as the
  /// layout pass of UIKit's turn does.
  func loadTables() throws(RunError) {
    for table in tables where table.table?.needsLoad == true {
      try load(table)
    }
  }

  /// The table's rows now, loaded first when they are due (`visibleCells` right after
  /// `reloadData()` answers the new rows, as UIKit updates them on demand). A data source that
  /// fails here fails again, said, at the layout pass.
  func loadedRows(_ view: ViewObject) -> [(section: Int, row: Int, cell: ViewObject)] {
    if view.table?.needsLoad == true, view.table?.dataSource != nil { try? load(view) }
    return view.table?.rows ?? []
  }

  /// Asks `view`'s data source for its rows and lays out the visible ones.
  private func load(_ view: ViewObject) throws(RunError) {
    guard let table = view.table else { return }
    for row in table.rows { row.cell.layer.remove() }
    for separator in table.drawnSeparators { separator.remove() }
    table.rows = []
    table.drawnSeparators = []
    guard let source = table.dataSource else {
      table.needsLoad = false
      return
    }
    let tableValue = self.view(backedBy: view.layer) ?? .view(view)
    let sections = try count(
      try call(source, "numberOfSections", labels: ["in"], [tableValue]), of: "numberOfSections(in:)", source)
    if source.method("tableView", labels: ["_", "titleForHeaderInSection"]) != nil
      || table.delegate?.method("tableView", labels: ["_", "viewForHeaderInSection"]) != nil
    {
      warn(
        "table headers", "section headers of a UITableView are not drawn by Wobble yet: its rows follow each other",
        at: source.type.syntax)
    }
    let width = view.layer.model.bounds.width
    let visible = view.layer.model.bounds.height
    // Rows start below the safe area's top, as a table adjusts its content inset by it (a
    // navigation bar's too, in a playground's live view).
    var y = safeAreaInsets(of: view, barsInPlayground: true).top
    let defaultHeight = 44.0
    sectionLoop: for section in 0..<sections {
      let rows = try count(
        try call(source, "tableView", labels: ["_", "numberOfRowsInSection"], [tableValue, .number(Double(section))]),
        of: "tableView(_:numberOfRowsInSection:)", source, absent: 0)
      for row in 0..<rows {
        guard y < visible else { break sectionLoop }
        let path = Library.indexPath(row: row, section: section)
        let asked = try table.delegate.flatMap { d throws(RunError) in
          try call(d, "tableView", labels: ["_", "heightForRowAt"], [tableValue, path])?.asNumber
        }
        let height = asked ?? (table.rowHeight >= 0 ? table.rowHeight : defaultHeight)
        guard height.isFinite, height >= 0 else {
          throw error(
            "tableView(_:heightForRowAt:) gave \(Self.text(of: height)) for row \(row) of section \(section): want 0 points "
              + "or more", at: source.type.syntax)
        }
        guard
          let made = try call(source, "tableView", labels: ["_", "cellForRowAt"], [tableValue, path]),
          let cell = made.asView
        else {
          throw error("tableView(_:cellForRowAt:) gave no cell for row \(row) of section \(section)", at: source.type.syntax)
        }
        view.layer.sublayers.append(cell.layer)
        cell.layer.model.setFrame(Rect(x: 0, y: y, width: width, height: height))
        try layOutCell(cell)
        table.rows.append((section, row, cell))
        if let delegate = table.delegate {
          _ = try call(delegate, "tableView", labels: ["_", "willDisplay", "forRowAt"], [tableValue, made, path])
        }
        // A row's separator is the cell's own (it fades and moves with the cell).
        if table.separators { _ = separator(in: cell, at: height, color: table.separatorColor) }
        y += height
      }
    }
    // A plain table draws separators on down its empty space unless a footer view ends it.
    if table.separators, table.style == "plain", !table.hasFooter, y > 0 {
      while y + defaultHeight <= visible {
        y += defaultHeight
        table.drawnSeparators.append(separator(in: view, at: y, color: table.separatorColor))
      }
    }
    table.needsLoad = false
    treeChanged = true
  }

  /// A count the data source answered (`absent`, UIKit's default, when it declares no such
  /// method): a whole number from 0, else refused with the method's name.
  func count(_ answer: Value?, of method: String, _ source: Instance, absent: Int = 1) throws(RunError) -> Int {
    guard let answer else { return absent }
    guard case .number(let n) = answer, n >= 0, n == n.rounded(), n <= 1e9 else {
      let given = answer.asNumber.map { Self.text(of: $0) } ?? answer.kind
      throw error("\(method) gave \(given): want a whole number from 0", at: source.type.syntax)
    }
    return Int(n)
  }

  /// A hairline across `view` (a cell, or the table below its rows) at `y`, 16 points in from
  /// the left as UIKit insets it.
  private func separator(in view: ViewObject, at y: Double, color: Color) -> LayerObject {
    let line = LayerObject(className: "CALayer", name: "separator")
    line.model.setFrame(Rect(x: 16, y: y - 0.5, width: max(0, view.layer.model.bounds.width - 16), height: 0.5))
    line.model.backgroundColor = color
    view.layer.sublayers.append(line)
    return line
  }

  /// Lays out a cell in its frame: its content view fills it (less the accessory's room), its
  /// labels and image view sit as UIKit's default styles place them, and the file's
  /// `layoutSubviews()` runs.
  func layOutCell(_ view: ViewObject) throws(RunError) {
    guard let cell = view.cell else { return }
    let bounds = view.layer.model.bounds
    let accessoryRoom = cell.accessory == "none" ? 0.0 : 38.0
    cell.contentView.layer.model.setFrame(Rect(x: 0, y: 0, width: bounds.width - accessoryRoom, height: bounds.height))
    let content = cell.contentView.layer.model.bounds
    var x = 16.0
    if let image = cell.imageView, let size = image.image.map({ ($0.width, $0.height) }) {
      image.layer.model.setFrame(
        Rect(x: 16, y: (content.height - size.1) / 2, width: size.0, height: size.1))
      x += size.0 + 16
    }
    let textWidth = max(0, content.width - x - 16)
    switch cell.style {
    case "subtitle":
      cell.textLabel?.layer.model.setFrame(Rect(x: x, y: content.height / 2 - 20, width: textWidth, height: 20))
      cell.detailTextLabel?.layer.model.setFrame(Rect(x: x, y: content.height / 2 + 1, width: textWidth, height: 16))
    case "value1":
      cell.textLabel?.layer.model.setFrame(Rect(x: x, y: 0, width: textWidth, height: content.height))
      cell.detailTextLabel?.layer.model.setFrame(Rect(x: x, y: 0, width: textWidth, height: content.height))
    default:
      cell.textLabel?.layer.model.setFrame(Rect(x: x, y: 0, width: textWidth, height: content.height))
    }
    // The accessory's glyph is drawn in a 38 × 44 room, centred on the row.
    if let accessory = cell.accessoryLayer {
      accessory.model.setFrame(Rect(x: bounds.width - 38, y: (bounds.height - 44) / 2, width: 38, height: 44))
    }
    if let instance = instance(owning: view) { try layOut(instance) }
  }

  /// A new cell of the class registered for `identifier` (the file's subclass, made with
  /// `init(style: .default, reuseIdentifier:)`, or UIKit's own); nil when none is registered.
  func dequeueCell(_ table: TableState, identifier: String, at node: some SyntaxProtocol) throws(RunError) -> Value? {
    guard let className = table.registered[identifier] else {
      guard let (document, element) = table.prototypes[identifier] else { return nil }
      return try unarchivePrototype(document, element)
    }
    return try makeCell(className: className, style: "default", identifier: identifier, at: node)
  }

  func makeCell(className: String, style: String, identifier: String, at node: some SyntaxProtocol) throws(RunError) -> Value {
    if let declared = types[className] {
      return try instantiate(
        declared, labels: ["style", "reuseIdentifier"], values: [.string(style), .string(identifier)], at: node)
    }
    let view = ViewObject(name: "")
    views.append(view)
    try countLayer(at: node)
    view.becomeTableCell(style: style)
    return .view(view)
  }
}
