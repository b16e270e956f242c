import Animation
import Geometry
import SwiftSyntax

extension Library {
  /// `UITableView` in its plain style: a white scroll view whose rows its data source gives
  /// and whose delegate is told as they show (`TableView.swift`); a grouped style is said and
  /// drawn as plain. Scrolling, editing and selection change nothing drawn and are kept.
  static let uiTableView = SimulatedType("UITableView", superclass: "UIScrollView") { t in
    t.call("UITableView", "", "frame", "frame:style") { a throws(RunError) in
      let view = try a.newView()
      let style = a.signature == "frame:style" ? try a.string(1) : "plain"
      if a.run.becomeTable(view, style: style).style != "plain" {
        a.run.warn("table style", Interpreter.tableStyleWarning(style), at: a.call)
      }
      return .view(view)
    }
    t.staticMember("automaticDimension") { _ in .number(-1) }
    t.options("UITableView.Style", "UITableViewCell.SeparatorStyle", "UITableView.RowAnimation", "UITableView.ScrollPosition")
    t.ignore(
      "estimatedRowHeight", "allowsSelection", "allowsMultipleSelection", "separatorInset", "sectionHeaderHeight",
      "sectionFooterHeight", "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight",
      "cellLayoutMarginsFollowReadableWidth",
      "tableHeaderView", "sectionHeaderTopPadding", "isEditing", "remembersLastFocusedIndexPath", "dragInteractionEnabled",
      "prefetchDataSource", "sectionIndexColor", "backgroundView")
    let table = t.members { $0.asView.flatMap { $0.table == nil ? nil : $0 } }
    table.itemSourceMembers(
      { $0.table },
      changes: [
        ("insertRows", ["at:with"]), ("deleteRows", ["at:with"]), ("reloadRows", ["at:with"]), ("insertSections", ["_:with"]),
        ("deleteSections", ["_:with"]), ("reloadSections", ["_:with"]),
      ], animations: "rows",
      said: [
        ("selectRow", "at:animated:scrollPosition", "the selected row's highlight is not drawn"),
        ("scrollToRow", "at:at:animated", "the table is shown unscrolled"),
      ])
    table.property("rowHeight", .number, get: { $0.table?.rowHeight }) { v, x, new throws(RunError) in
      guard x.isFinite, x >= 0 || x == -1 else { throw new.error("want a height of 0 points or more, or automaticDimension") }
      v.table?.rowHeight = x
      v.table?.needsLoad = true
    }
    table.property(
      "separatorStyle", .option(["none", "singleLine", "singleLineEtched"]),
      get: { $0.table?.separatorStyle }
    ) { v, style, _ in
      v.table?.separatorStyle = style
      v.table?.needsLoad = true
    }
    table.property("separatorColor", .color, get: { $0.table?.separatorColor }) { v, color, _ in
      if let color { v.table?.separatorColor = color }
      v.table?.needsLoad = true
    }
    table.property("tableFooterView", takes: "a view", sample: { .nil }, get: { v, _ in v.table?.footer ?? .nil }) { v, new in
      if case .nil = new.value { v.table?.footer = nil } else { v.table?.footer = new.value }
      v.table?.needsLoad = true
    }
    table.method("register", "_:forCellReuseIdentifier") { v, a throws(RunError) in
      guard case .type(let name) = try a.value(0) else {
        throw a.error(0, "registering a nib is not simulated by Wobble yet: register the cell's class (`Cell.self`)")
      }
      v.table?.registered[try a.string(1)] = name
      return .void
    }
    table.method("dequeueReusableCell", "withIdentifier:for", "withIdentifier") { v, a throws(RunError) in
      guard let state = v.table else { return .nil }
      let identifier = try a.string(0)
      if let cell = try a.run.dequeueCell(state, identifier: identifier, at: a.call) { return cell }
      // Without a registered class, `dequeueReusableCell(withIdentifier:)` finds no cell to
      // reuse at first (nil); the `for:` form raises in UIKit.
      if a.signature == "withIdentifier" { return .nil }
      throw a.error(
        0, "no cell class is registered for \"\(identifier)\": UIKit raises here (register(_:forCellReuseIdentifier:))")
    }
    for name in ["beginUpdates", "endUpdates"] { table.method(name, "") { _, _ in .void } }
    table.method("deselectRow", "at:animated") { _, _ in .void }
    table.method("cellForRow", "at") { v, a throws(RunError) in
      guard case .record(let path) = try a.value(0), let row = path.fields["row"]?.asNumber,
        let section = path.fields["section"]?.asNumber
      else { throw a.wrong(0, got: try a.value(0), want: "an IndexPath") }
      guard let found = a.run.loadedRows(v).first(where: { Double($0.row) == row && Double($0.section) == section }) else {
        return .nil
      }
      return a.run.view(backedBy: found.cell.layer) ?? .view(found.cell)
    }
    table.property(
      "visibleCells", takes: "",
      get: { v, run in
        .array(run.loadedRows(v).map { run.view(backedBy: $0.cell.layer) ?? .view($0.cell) })
      })
    table.property(
      "indexPathsForVisibleRows", takes: "",
      get: { v, run in
        .array(run.loadedRows(v).map { Library.indexPath(row: $0.row, section: $0.section) })
      })
  }
}
