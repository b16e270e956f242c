import Animation
import Geometry
import SwiftSyntax

/// A `UICollectionView` with a flow layout: its data source and delegate (instances of the
/// file's classes), its layout's numbers, and the cells it made. Items are made as UIKit makes
/// them, when the collection view is laid out (again after `reloadData()`): each section's
/// count, each item's size (`collectionView(_:layout:sizeForItemAt:)`, else `itemSize`), its
/// cell (`cellForItemAt`, made with `init(frame:)` at the item's frame), then `willDisplay`;
/// only items inside the bounds are made.
///
/// The flow layout fills a line with items while they fit at the minimum spacing; the space
/// left over widens the spacing so the items span the line (Apple, *Collection View
/// Programming Guide*: "the layout object increases the interitem spacing until the items
/// fit evenly within the line boundaries"), and items of different heights are centred on
/// their line. Not published, taken here as UIKit is seen to do [R]: when every item has one
/// size, every line keeps the first line's columns (the last line's items stand in the first
/// columns); with sizes that differ, the last line is left-aligned at the minimum spacing
/// (steipete, rdar://20825965); an item alone on a line before the last is centred.
final class CollectionState {
  var dataSource: Instance?
  var delegate: Instance?
  /// Reuse identifiers and the cell class registered for each.
  var registered: [String: String] = [:]
  /// The `UICollectionViewFlowLayout` record it lays out by.
  var layout: Record
  var needsLoad = true
  /// The items made at the last load: their index paths and cells.
  var items: [(section: Int, item: Int, cell: ViewObject)] = []

  init(layout: Record) { self.layout = layout }
}

extension ViewObject {
  /// Makes this view a `UICollectionViewCell`: a clear view holding its content view.
  func becomeCollectionCell() {
    let content = ViewObject(name: "contentView")
    layer.sublayers.append(content.layer)
    collectionContent = content
  }
}

extension Interpreter {
  /// Loads the items of every collection view that needs it, as the layout pass does.
  func loadCollections() throws(RunError) {
    for view in collections where view.collection?.needsLoad == true { try load(collection: view) }
  }

  /// The collection view's items now, loaded first when they are due.
  func loadedItems(_ view: ViewObject) -> [(section: Int, item: Int, cell: ViewObject)] {
    if view.collection?.needsLoad == true, view.collection?.dataSource != nil { try? load(collection: view) }
    return view.collection?.items ?? []
  }

  /// A number of the flow layout for `section`: the delegate's answer to `method`, else the
  /// layout's `field`.
  private func flowNumber(
    _ state: CollectionState, _ method: String, _ field: String, _ view: Value, section: Int, default value: Double
  ) throws(RunError) -> Double {
    if let delegate = state.delegate,
      let answer = try call(
        delegate, "collectionView", labels: ["_", "layout", method], [view, .record(state.layout), .number(Double(section))])
    {
      guard let n = answer.asNumber, n.isFinite, n >= 0 else {
        throw error("collectionView(_:layout:\(method):) gave \(answer.kind): want 0 points or more", at: delegate.type.syntax)
      }
      return n
    }
    return state.layout.fields[field]?.asNumber ?? value
  }

  /// Asks `view`'s data source for its items and lays out the visible ones by the flow layout.
  private func load(collection view: ViewObject) throws(RunError) {
    guard let state = view.collection else { return }
    for item in state.items { item.cell.layer.remove() }
    state.items = []
    guard let source = state.dataSource else {
      state.needsLoad = false
      return
    }
    let me = self.view(backedBy: view.layer) ?? .view(view)
    let horizontal = state.layout.fields["scrollDirection"]?.asString == "horizontal"
    let bounds = view.layer.model.bounds
    // Along the lines (`across`) and down them (`along`); a horizontal layout's lines are columns.
    let across = horizontal ? bounds.height : bounds.width
    let visible = horizontal ? bounds.width : bounds.height
    let safe = safeAreaInsets(of: view, barsInPlayground: true)
    var along = horizontal ? safe.left : safe.top
    let sections = try count(
      try call(source, "numberOfSections", labels: ["in"], [me]), of: "numberOfSections(in:)", source, absent: 1)
    sectionLoop: for section in 0..<sections {
      let n = try count(
        try call(source, "collectionView", labels: ["_", "numberOfItemsInSection"], [me, .number(Double(section))]),
        of: "collectionView(_:numberOfItemsInSection:)", source, absent: 0)
      var inset = (top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)
      let given =
        try state.delegate.flatMap { d throws(RunError) in
          try call(
            d, "collectionView", labels: ["_", "layout", "insetForSectionAt"],
            [me, .record(state.layout), .number(Double(section))])
        } ?? state.layout.fields["sectionInset"]
      if let given, let four = Library.insets(of: given) { inset = four }
      if horizontal { inset = (inset.left, inset.top, inset.right, inset.bottom) }
      let lineSpacing = try flowNumber(
        state, "minimumLineSpacingForSectionAt", "minimumLineSpacing", me, section: section, default: 10)
      let itemSpacing = try flowNumber(
        state, "minimumInteritemSpacingForSectionAt", "minimumInteritemSpacing", me, section: section, default: 10)
      // Sizes, as (across, along).
      var sizes: [(Double, Double)] = []
      for item in 0..<n {
        let path = Library.indexPath(row: item, section: section)
        let answer =
          try state.delegate.flatMap { d throws(RunError) in
            try call(d, "collectionView", labels: ["_", "layout", "sizeForItemAt"], [me, .record(state.layout), path])
          } ?? state.layout.fields["itemSize"]
        guard case .size(let w, let h)? = answer, w.isFinite, h.isFinite, w >= 0, h >= 0 else {
          throw error(
            "the size of item \(item) of section \(section) is \(answer?.kind ?? "missing"): want a CGSize of 0 points or more",
            at: (state.delegate ?? source).type.syntax)
        }
        sizes.append(horizontal ? (h, w) : (w, h))
      }
      along += inset.top
      let room = max(0, across - inset.left - inset.right)
      // Lines: items while they fit at the minimum spacing (a first item always fits).
      var lines: [[Int]] = []
      var used = 0.0
      for i in 0..<n {
        if let last = lines.last, !last.isEmpty, used + itemSpacing + sizes[i].0 <= room + 1e-9 {
          lines[lines.count - 1].append(i)
          used += itemSpacing + sizes[i].0
        } else {
          lines.append([i])
          used = sizes[i].0
        }
      }
      let uniform = sizes.allSatisfy { $0 == sizes.first! }
      let columns = lines.first?.count ?? 0
      for (li, line) in lines.enumerated() {
        guard along < visible else { break sectionLoop }
        let height = line.map { sizes[$0].1 }.max() ?? 0
        let widths = line.map { sizes[$0].0 }
        var xs: [Double] = []
        if uniform {
          let w = widths[0]
          let spacing = columns > 1 ? (room - Double(columns) * w) / Double(columns - 1) : 0
          xs = line.indices.map { j in columns == 1 ? inset.left + (room - w) / 2 : inset.left + Double(j) * (w + spacing) }
        } else if li == lines.count - 1 {
          var x = inset.left
          for w in widths {
            xs.append(x)
            x += w + itemSpacing
          }
        } else if line.count == 1 {
          xs = [inset.left + (room - widths[0]) / 2]
        } else {
          let spacing = (room - widths.reduce(0, +)) / Double(line.count - 1)
          var x = inset.left
          for w in widths {
            xs.append(x)
            x += w + spacing
          }
        }
        for (j, i) in line.enumerated() {
          let (w, h) = sizes[i]
          let y = along + (height - h) / 2
          let frame = horizontal ? Rect(x: y, y: xs[j], width: h, height: w) : Rect(x: xs[j], y: y, width: w, height: h)
          let path = Library.indexPath(row: i, section: section)
          guard let made = try call(source, "collectionView", labels: ["_", "cellForItemAt"], [me, path]), let cell = made.asView
          else {
            throw error(
              "collectionView(_:cellForItemAt:) gave no cell for item \(i) of section \(section)", at: source.type.syntax)
          }
          view.layer.sublayers.append(cell.layer)
          cell.layer.model.setFrame(frame)
          try layOutCollectionCell(cell)
          state.items.append((section, i, cell))
          if let delegate = state.delegate {
            _ = try call(delegate, "collectionView", labels: ["_", "willDisplay", "forItemAt"], [me, made, path])
          }
        }
        along += height + (li == lines.count - 1 ? 0 : lineSpacing)
      }
      along += inset.bottom
    }
    state.needsLoad = false
    treeChanged = true
  }

  /// A cell in its frame: its content view fills it, and the file's `layoutSubviews()` runs.
  func layOutCollectionCell(_ view: ViewObject) throws(RunError) {
    view.collectionContent?.layer.model.setFrame(view.layer.model.bounds)
    if let instance = instance(owning: view) { try layOut(instance) }
  }

  /// A new cell of the class registered for `identifier`: the file's subclass made with
  /// `init(frame:)`, or UIKit's own; refused, as UIKit raises, when none is.
  func dequeueCollectionCell(_ state: CollectionState, identifier: String, at node: some SyntaxProtocol) throws(RunError)
    -> Value
  {
    guard let className = state.registered[identifier] else {
      throw error(
        "no cell class is registered for \"\(identifier)\": UIKit raises here (register(_:forCellWithReuseIdentifier:))",
        at: node)
    }
    if let declared = types[className] {
      return try instantiate(declared, labels: ["frame"], values: [.rect(.zero)], at: node)
    }
    let view = ViewObject(name: "")
    views.append(view)
    try countLayer(at: node)
    view.becomeCollectionCell()
    return .view(view)
  }
}
