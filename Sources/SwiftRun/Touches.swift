import SwiftSyntax

/// Taps a person asks for (`set tap.Start 1.5`): touches never reach a preview, so a control
/// whose action starts the motion (a Start button, a storyboard action, a tap recognizer) is
/// tapped at the time its `tap.…` setting says, as a person's finger would, and its targets run
/// then.
extension Interpreter {
  /// The control events one tap sends a button, as UIKit sends them on a touch lifted inside.
  static let tapEvents: Set<String> = ["touchDown", "touchUpInside", "primaryActionTriggered", "allTouchEvents", "allEvents"]

  /// The key of the setting that taps a control: `tap.` and the control's title (`tap.Start`),
  /// else its name (the property or outlet holding it), made of letters, digits and `_`; a
  /// number after a name already taken.
  static let tapPrefix = "tap."

  /// The controls made so far whose targets a tap reaches, each with its setting's key and
  /// what the tap runs (`ViewController.startAnimate`), in the order the views were made.
  /// Those made after a tap (a pushed controller's buttons, its table's rows) are keyed under
  /// the tap's own key (`tap.Shake.Animate`), so that a key names one control whatever else
  /// is tapped.
  func tappableControls(prefix: String = tapPrefix, excluding known: Set<ObjectIdentifier> = [])
    -> [(key: String, view: ViewObject, runs: [String])]
  {
    var found: [(key: String, view: ViewObject, runs: [String])] = []
    var used = literalNames
    for view in views where !known.contains(ObjectIdentifier(view)) {
      var reached = tapTargets(of: view).map { "\($0.target.className).\($0.action)" }
      // A table's row whose delegate answers a selection (`tableView(_:didSelectRowAt:)`).
      let row = selectableRow(view)
      if let row { reached.append("\(row.delegate.className).tableView(_:didSelectRowAt:)") }
      // A collection view's item whose delegate answers `collectionView(_:didSelectItemAt:)`.
      let item = selectableItem(view)
      if let item { reached.append("\(item.delegate.className).collectionView(_:didSelectItemAt:)") }
      guard !reached.isEmpty else { continue }
      let base =
        Self.settingName(view.layer.textStyle?.string ?? "")
        ?? Self.settingName(view.cell?.textLabel?.layer.textStyle?.string ?? "")
        ?? row.map { "row\($0.section > 0 ? "\($0.section)_" : "")\($0.row)" }
        ?? item.map { "item\($0.section > 0 ? "\($0.section)_" : "")\($0.item)" }
        ?? Self.settingName(view.layer.model.name) ?? "control"
      var key = prefix + base
      var n = 2
      while used.contains(key) {
        key = prefix + base + String(n)
        n += 1
      }
      used.insert(key)
      found.append((key, view, reached))
    }
    return found
  }

  /// Bar button items given a navigation item, with a target and an action: each becomes a
  /// control a tap reaches (`tap.<title>`, else its system item's name), though the bar does
  /// not draw it; the action gets that control as its sender.
  func makeTappable(barButtons value: Value) {
    let items: [Value] = if case .array(let list) = value { list } else { [value] }
    for item in items {
      guard case .record(let r) = item, r.type === Library.uiBarButtonItem, case .instance(let target)? = r.fields["target"],
        case .string(let action)? = r.fields["action"]
      else { continue }
      let name = r.fields["title"]?.asString ?? r.fields["barButtonSystemItem"]?.asString ?? r.fields["systemItem"]?.asString
      let control = ViewObject(name: name ?? "barButton")
      control.targets.append((target, action, ["primaryActionTriggered"]))
      views.append(control)
    }
  }

  /// Whether a tap on `view` reaches its recognizers: `isUserInteractionEnabled` as set, else
  /// UIKit's default (false for labels and image views, true for the rest).
  func takesTouches(_ view: ViewObject) -> Bool {
    if case .bool(let set)? = kept(.view(view), "isUserInteractionEnabled") { return set }
    return view.takesTouchesByDefault
  }

  /// `text` as a setting's name: its letters, digits and underscores, spaces as `_`; nil when
  /// nothing is left.
  static func settingName(_ text: String) -> String? {
    let kept = text.map { $0 == " " ? "_" : $0 }.filter { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
    let name = String(kept).trimmingCharacters(in: ["_"])
    return name.isEmpty ? nil : name
  }

  /// Schedules the taps `touches` asks for (seconds, keyed as `tappableControls()` keys them;
  /// below 0: never) on the controls the setup made.
  func scheduleTouches() {
    guard !touches.isEmpty else { return }
    for control in tappableAtSetup {
      guard let time = touches[control.key], time >= 0, time.isFinite else { continue }
      schedule.add(at: time, .touch(control.view, key: control.key))
    }
  }

  /// After a tap's turn (its layout done: a pushed table's rows loaded), keys the controls it
  /// made under its own key and schedules those `touches` asks for: at their times, when not
  /// before now; one asked for before its control exists is said, not tapped.
  func keyControlsMadeByTouch() {
    guard let parent = touchedKey else { return }
    touchedKey = nil
    let known = Set((tappableAtSetup + tappableLater).map { ObjectIdentifier($0.view) })
    let made = tappableControls(prefix: parent + ".", excluding: known)
    tappableLater += made
    for control in made {
      guard let time = touches[control.key], time >= 0, time.isFinite else { continue }
      guard time >= now else {
        warn(
          "tap early " + control.key,
          "\(control.key) asks for a tap at \(Self.text(of: time)) s, before \(parent) made its control "
            + "(at \(Self.text(of: now)) s): not tapped")
        continue
      }
      schedule.add(at: time, .touch(control.view, key: control.key))
    }
    sayTappable(made)
    sayTappableRows(made)
  }

  /// Says, once each, which untapped controls run an action that animates, and the setting
  /// that taps them: what such an action starts shows only after a touch.
  func sayTappable(_ controls: [(key: String, view: ViewObject, runs: [String])]) {
    for control in controls where (touches[control.key] ?? -1) < 0 {
      // Rows are said together below.
      if selectableRow(control.view) != nil { continue }
      let animating = tapTargets(of: control.view).lazy.compactMap { target in
        self.animatingMethods(of: target.target).first { $0.name.text == target.action }.map { (target.target, $0) }
      }
      guard let (target, method) = animating.first else { continue }
      let title = control.view.layer.textStyle?.string ?? ""
      let shown = control.view.isButton && !title.isEmpty ? "the button \"\(title)\"" : "the control \(control.key.dropFirst(4))"
      // Said at the action's declaration: the place to read what the tap starts.
      warn(
        "tap " + control.key,
        "\(shown) runs \(target.className).\(method.name.text) when tapped, which animates: touches do not reach a "
          + "preview, so nothing it starts shows until `set \(control.key) 1` taps it at 1 s", at: method.name)
    }
  }

  /// The table, row and delegate when `view` is a row's cell whose table's delegate answers a
  /// selection; nil else.
  func selectableRow(_ view: ViewObject) -> (table: ViewObject, section: Int, row: Int, delegate: Instance)? {
    guard view.cell != nil else { return nil }
    for table in tables {
      guard let state = table.table, let delegate = state.delegate,
        delegate.method("tableView", labels: ["_", "didSelectRowAt"]) != nil,
        let found = state.rows.first(where: { $0.cell === view })
      else { continue }
      return (table, found.section, found.row, delegate)
    }
    return nil
  }

  /// The collection view, index path and delegate when `view` is an item's cell whose
  /// collection view's delegate answers a selection; nil else.
  func selectableItem(_ view: ViewObject) -> (grid: ViewObject, section: Int, item: Int, delegate: Instance)? {
    guard view.collectionContent != nil else { return nil }
    for grid in collections {
      guard let state = grid.collection, let delegate = state.delegate,
        delegate.method("collectionView", labels: ["_", "didSelectItemAt"]) != nil,
        let found = state.items.first(where: { $0.cell === view })
      else { continue }
      return (grid, found.section, found.item, delegate)
    }
    return nil
  }

  /// Says, once, which untapped rows of a table (items of a collection view) run a selection
  /// that animates, with their settings. (Every data source method is called `tableView` or
  /// `collectionView`: the selection's own body decides whether it animates.)
  func sayTappableRows(_ controls: [(key: String, view: ViewObject, runs: [String])]) {
    var byDelegate: [(delegate: Instance, method: FunctionDeclSyntax, keys: [String], what: String)] = []
    for control in controls where (touches[control.key] ?? -1) < 0 {
      let selection: (delegate: Instance, name: String, label: String, what: String)? =
        selectableRow(control.view).map { ($0.delegate, "tableView", "didSelectRowAt", "row") }
        ?? selectableItem(control.view).map { ($0.delegate, "collectionView", "didSelectItemAt", "item") }
      guard let selection, let method = selection.delegate.method(selection.name, labels: ["_", selection.label]),
        let body = method.body
      else { continue }
      let animating = Self.animationNames.union(animatingMethods(of: selection.delegate).map(\.name.text))
        .subtracting([selection.name])
      guard !Self.identifiers(in: body).isDisjoint(with: animating) else { continue }
      if let i = byDelegate.firstIndex(where: { $0.method.id == method.id }) {
        byDelegate[i].keys.append(control.key)
      } else {
        byDelegate.append((selection.delegate, method, [control.key], selection.what))
      }
    }
    for (delegate, method, keys, what) in byDelegate {
      let name = what == "row" ? "tableView(_:didSelectRowAt:)" : "collectionView(_:didSelectItemAt:)"
      warn(
        "tap \(what)s " + keys[0],
        "a tap on \(what == "row" ? "a row" : "an item") (\(keys.joined(separator: ", "))) runs \(delegate.className).\(name), "
          + "which animates: touches do not reach a preview, so nothing it starts shows until `set \(keys[0]) 1` taps the "
          + "first at 1 s", at: method.name)
    }
  }

  /// What a tap on `view` runs: its targets for a tap's events, then its tap recognizers'
  /// actions (when the view takes touches).
  func tapTargets(of view: ViewObject) -> [(target: Instance, action: String, recognizer: Record?)] {
    var found = view.targets.filter { !$0.events.isDisjoint(with: Self.tapEvents) }.map {
      (target: $0.target, action: $0.action, recognizer: Record?.none)
    }
    guard takesTouches(view) else { return found }
    for recognizer in view.tapRecognizers {
      guard case .instance(let target)? = recognizer.fields["target"], case .string(let action)? = recognizer.fields["action"]
      else { continue }
      found.append((target, action, recognizer))
    }
    return found
  }

  /// A tap on `view`: its targets for a tap's events run, then its tap recognizers' actions,
  /// each given its recognizer, recognised (`state` `.ended`, `view` the view).
  func tap(_ view: ViewObject) throws(RunError) {
    let control = instance(owning: view).map(Value.instance) ?? .view(view)
    if let row = selectableRow(view) {
      let table = self.view(backedBy: row.table.layer) ?? .view(row.table)
      _ = try call(
        row.delegate, "tableView", labels: ["_", "didSelectRowAt"],
        [table, Library.indexPath(row: row.row, section: row.section)])
    }
    if let item = selectableItem(view) {
      let grid = self.view(backedBy: item.grid.layer) ?? .view(item.grid)
      _ = try call(
        item.delegate, "collectionView", labels: ["_", "didSelectItemAt"],
        [grid, Library.indexPath(row: item.item, section: item.section)])
    }
    for (target, action, recognizer) in tapTargets(of: view) {
      guard let recognizer else {
        try call(action, on: target, giving: control, at: target.type.syntax)
        continue
      }
      (recognizer.fields["view"], recognizer.fields["state"]) = (control, .string("ended"))
      try call(action, on: target, giving: .record(recognizer), at: target.type.syntax)
    }
  }

  /// Calls `action` on `target`, with `argument` when the method takes one; a method it does
  /// not have is refused at `node` (on iOS: "unrecognized selector sent to instance").
  private func call(_ action: String, on target: Instance, giving argument: Value, at node: some SyntaxProtocol)
    throws(RunError)
  {
    if let function = target.anyMethod(action, parameters: 0) {
      _ = try invoke(
        function.signature.parameterClause.parameters, function.body, values: [], on: .instance(target), at: function)
    } else if let function = target.anyMethod(action, parameters: 1) {
      _ = try invoke(
        function.signature.parameterClause.parameters, function.body, values: [argument], on: .instance(target), at: function)
    } else {
      throw error(
        "\(target.className) has no method \(action) for the action (on iOS: unrecognized selector sent to instance)",
        at: node)
    }
  }

  /// Runs the targets of `view` registered for any of `events`, in the order they were added:
  /// each action method called on its target, with the control when it takes an argument.
  func sendActions(of view: ViewObject, for events: Set<String>, at node: some SyntaxProtocol) throws(RunError) {
    for (target, action, wanted) in view.targets where !wanted.isDisjoint(with: events) {
      try call(action, on: target, giving: instance(owning: view).map(Value.instance) ?? .view(view), at: node)
    }
  }
}
