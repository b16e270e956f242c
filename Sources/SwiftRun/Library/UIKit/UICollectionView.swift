import Animation
import Geometry
import SwiftSyntax

extension Library {
  /// `UICollectionView(frame:collectionViewLayout:)` with a `UICollectionViewFlowLayout`: a
  /// scroll view whose items its data source gives, laid out in lines (`CollectionView.swift`).
  /// White, as UIKit gives a collection view `systemBackground` since iOS 13 [R]. Scrolling,
  /// selection and prefetching change nothing drawn and are kept.
  static let uiCollectionView = SimulatedType("UICollectionView", superclass: "UIScrollView") { t in
    t.call("UICollectionView", "frame:collectionViewLayout", "collectionViewLayout") { a throws(RunError) in
      let layout = try a.value(a.signature == "collectionViewLayout" ? 0 : 1)
      guard case .record(let flow) = layout, flow.type === uiCollectionViewFlowLayout else {
        throw a.wrong(
          a.signature == "collectionViewLayout" ? 0 : 1, got: layout,
          want: "a UICollectionViewFlowLayout (other layouts are not simulated by Wobble yet)")
      }
      let view = try a.newView()
      view.isScrollView = true
      view.collection = CollectionState(layout: flow)
      view.layer.model.backgroundColor = .white
      a.run.collections.append(view)
      return .view(view)
    }
    t.options("UICollectionView.ScrollPosition", "UICollectionView.ScrollDirection")
    t.ignore(
      "allowsSelection", "allowsMultipleSelection", "isPrefetchingEnabled", "prefetchDataSource", "dragInteractionEnabled",
      "remembersLastFocusedIndexPath", "backgroundView", "contentInsetAdjustmentBehavior")
    let grid = t.members { $0.asView.flatMap { $0.collection == nil ? nil : $0 } }
    grid.itemSourceMembers(
      { $0.collection },
      changes: [
        ("insertItems", ["at"]), ("deleteItems", ["at"]), ("reloadItems", ["at"]), ("insertSections", ["_"]),
        ("deleteSections", ["_"]), ("reloadSections", ["_"]),
      ], animations: "items",
      said: [
        ("selectItem", "at:animated:scrollPosition", "the selected item's highlight is not drawn"),
        ("scrollToItem", "at:at:animated", "the collection view is shown unscrolled"),
      ])
    grid.property(
      "collectionViewLayout", takes: "a UICollectionViewFlowLayout", sample: { .record(flowLayout()) },
      get: { v, _ in v.collection.map { .record($0.layout) } }
    ) { v, new throws(RunError) in
      guard case .record(let flow) = new.value, flow.type === uiCollectionViewFlowLayout else {
        throw new.wrong(want: "a UICollectionViewFlowLayout")
      }
      v.collection?.layout = flow
      v.collection?.needsLoad = true
    }
    grid.method("register", "_:forCellWithReuseIdentifier") { v, a throws(RunError) in
      guard case .type(let name) = try a.value(0) else {
        throw a.error(0, "registering a nib is not simulated by Wobble yet: register the cell's class (`Cell.self`)")
      }
      v.collection?.registered[try a.string(1)] = name
      return .void
    }
    grid.method("dequeueReusableCell", "withReuseIdentifier:for") { v, a throws(RunError) in
      guard let state = v.collection else { return .nil }
      return try a.run.dequeueCollectionCell(state, identifier: try a.string(0), at: a.call)
    }
    grid.method("deselectItem", "at:animated") { _, _ in .void }
    grid.method("cellForItem", "at") { v, a throws(RunError) in
      guard case .record(let path) = try a.value(0), let item = path.fields["row"]?.asNumber,
        let section = path.fields["section"]?.asNumber
      else { throw a.wrong(0, got: try a.value(0), want: "an IndexPath") }
      guard let found = a.run.loadedItems(v).first(where: { Double($0.item) == item && Double($0.section) == section }) else {
        return .nil
      }
      return a.run.view(backedBy: found.cell.layer) ?? .view(found.cell)
    }
    grid.property(
      "visibleCells", takes: "",
      get: { v, run in .array(run.loadedItems(v).map { run.view(backedBy: $0.cell.layer) ?? .view($0.cell) }) })
    grid.property(
      "indexPathsForVisibleItems", takes: "",
      get: { v, run in .array(run.loadedItems(v).map { Library.indexPath(row: $0.item, section: $0.section) }) })
  }

  /// `UICollectionViewCell`: a clear view with a content view (made at the item's frame).
  static let uiCollectionViewCell = SimulatedType("UICollectionViewCell", superclass: "UIView") { t in
    t.call("UICollectionViewCell", "", "frame") { a throws(RunError) in
      let view = try a.newView()
      view.becomeCollectionCell()
      return .view(view)
    }
    t.ignore("isSelected", "isHighlighted", "selectedBackgroundView", "backgroundView")
    let cell = t.members { $0.asView?.collectionContent }
    cell.property("contentView", takes: "", get: { c, run in run.view(backedBy: c.layer) ?? .view(c) })
  }

  /// `UICollectionViewFlowLayout()`: UIKit's defaults — 50 × 50-point items, 10 points
  /// between lines and between items, no section inset, vertical. An estimated item size
  /// (self-sizing cells) and headers and footers are kept, not solved or drawn (said).
  static let uiCollectionViewFlowLayout: SimulatedType = SimulatedType("UICollectionViewFlowLayout") { t in
    t.call("UICollectionViewFlowLayout", "") { _ in .record(flowLayout()) }
    t.staticMember("automaticSize") { _ in .size(width: -1, height: -1) }
    let flow = t.members { value -> Record? in
      if case .record(let r) = value, r.type === uiCollectionViewFlowLayout { r } else { nil }
    }
    /// Collection views laid out by `r` load again at the next layout pass.
    @Sendable func changed(_ r: Record, _ run: Interpreter) {
      for view in run.collections where view.collection?.layout === r { view.collection?.needsLoad = true }
    }
    flow.property(
      "itemSize", takes: "a CGSize of 0 points or more", sample: { .size(width: 40, height: 40) },
      get: { r, _ in r.fields["itemSize"] }
    ) { r, new throws(RunError) in
      guard case .size(let w, let h) = new.value, w.isFinite, h.isFinite, w >= 0, h >= 0 else {
        throw new.wrong(want: "a CGSize of 0 points or more")
      }
      r.fields["itemSize"] = new.value
      changed(r, new.run)
    }
    for name in ["minimumLineSpacing", "minimumInteritemSpacing"] {
      flow.property(name, .number, get: { $0.fields[name]?.asNumber }) { r, x, new throws(RunError) in
        guard x.isFinite, x >= 0 else { throw new.error("want 0 points or more") }
        r.fields[name] = .number(x)
        changed(r, new.run)
      }
    }
    flow.property(
      "sectionInset", takes: "a UIEdgeInsets", sample: { .edgeInsets(0, 0, 0, 0) }, get: { r, _ in r.fields["sectionInset"] }
    ) { r, new throws(RunError) in
      guard Library.insets(of: new.value) != nil else { throw new.wrong(want: "a UIEdgeInsets") }
      r.fields["sectionInset"] = new.value
      changed(r, new.run)
    }
    flow.property(
      "scrollDirection", .option(["vertical", "horizontal"]), get: { $0.fields["scrollDirection"]?.asString }
    ) { r, direction, new in
      r.fields["scrollDirection"] = .string(direction)
      changed(r, new.run)
    }
    for name in ["estimatedItemSize", "headerReferenceSize", "footerReferenceSize"] {
      flow.property(
        name, takes: "a CGSize", sample: { .size(width: 0, height: 0) },
        get: { r, _ in r.fields[name] ?? .size(width: 0, height: 0) }
      ) { r, new in
        r.fields[name] = new.value
        if case .size(let w, let h) = new.value, w == 0, h == 0 { return }
        new.run.warn(
          "flow layout " + name,
          name == "estimatedItemSize"
            ? "self-sizing cells (estimatedItemSize) are not solved by Wobble yet: items take itemSize"
            : "section headers and footers of a collection view are not drawn by Wobble yet", at: new.node)
      }
    }
    flow.method("invalidateLayout", "") { r, a in
      changed(r, a.run)
      return .void
    }
    t.ignore("sectionInsetReference", "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds")
  }

  /// A `UIEdgeInsets` value's four numbers (top, left, bottom, right), in points.
  static func insets(of value: Value) -> (top: Double, left: Double, bottom: Double, right: Double)? {
    guard case .tuple(let fields, let labels) = value, labels == ["top", "left", "bottom", "right"],
      case .number(let top) = fields[0], case .number(let left) = fields[1], case .number(let bottom) = fields[2],
      case .number(let right) = fields[3]
    else { return nil }
    return (top, left, bottom, right)
  }

  /// A new flow layout's record, with UIKit's defaults.
  static func flowLayout() -> Record {
    Record(
      type: uiCollectionViewFlowLayout,
      fields: [
        "itemSize": .size(width: 50, height: 50), "minimumLineSpacing": .number(10), "minimumInteritemSpacing": .number(10),
        "sectionInset": .edgeInsets(0, 0, 0, 0), "scrollDirection": .string("vertical"),
      ])
  }
}
