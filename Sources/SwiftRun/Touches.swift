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
      // A control no longer in the shown tree (a stack of buttons built again, the old one
      // removed) cannot be touched.
      if shownRoot != nil, !view.standsForBarButton, windowDepth(of: view.layer) == nil { continue }
      // A segmented control's segments are tapped one by one (`tap.Red`).
      if view.placeholderClass == "UISegmentedControl" {
        for segment in segmentsToTap(of: view) where !known.contains(ObjectIdentifier(segment)) {
          let base = Self.settingName(view.segmentTitles[segment.segmentIndex]) ?? "segment\(segment.segmentIndex)"
          let key = Self.settingKey(prefix + base, avoiding: &used)
          found.append((key, segment, tapTargets(of: segment).map { "\($0.target.className).\($0.action)" }))
        }
        continue
      }
      var reached = tapTargets(of: view).map { "\($0.target.className).\($0.action)" }
      if let responder = touchResponder(of: view) { reached.append("\(responder.className).touchesBegan") }
      if let segue = view.segue { reached.append("segue to " + (destination(of: segue)?.type.name ?? "a scene")) }
      // A table's row or a collection view's item whose delegate answers a selection.
      let chosen = selection(of: view)
      if let chosen { reached.append("\(chosen.delegate.className).\(chosen.method)") }
      guard !reached.isEmpty else { continue }
      let base =
        Self.settingName(view.layer.textStyle?.string ?? "")
        ?? Self.settingName(view.cell?.textLabel?.layer.textStyle?.string ?? "")
        ?? chosen.map { "\($0.what)\($0.section > 0 ? "\($0.section)_" : "")\($0.index)" }
        ?? Self.settingName(view.layer.model.name) ?? "control"
      let key = Self.settingKey(prefix + base, avoiding: &used)
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
      control.standsForBarButton = true
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
      if selection(of: control.view) != nil { continue }
      let animating = tapTargets(of: control.view).lazy.compactMap { target in
        self.animatingMethods(of: target.target, actions: true).first { $0.name.text == target.action }.map {
          (target.target, $0)
        }
      }
      let title = control.view.layer.textStyle?.string ?? ""
      let described =
        !control.view.isButton
        ? "the control \(control.key.dropFirst(4))"
        : title.isEmpty ? "a button without a title" : "the button \"\(title)\""
      let shown =
        control.view.segmentOwner.map { "the segment \"\($0.segmentTitles[control.view.segmentIndex])\"" } ?? described
      guard let (target, method) = animating.first else {
        // An action that shows a controller that animates once shown.
        if let (target, method, type) = tapTargets(of: control.view).lazy.compactMap({ target in
          target.target.chain.flatMap(\.functions).first(where: { $0.name.text == target.action }).flatMap { method in
            self.animatingControllerShown(by: method, of: target.target).map { (target.target, method, $0) }
          }
        }).first {
          warn(
            "tap " + control.key,
            "\(shown) runs \(target.className).\(method.name.text) when tapped, which shows \(type.name), and it "
              + "animates: touches do not reach a preview, so nothing shows until `set \(control.key) 1` taps it at 1 s",
            at: method.name)
          continue
        }
        // A view's (or its controller's) touch handlers that animate.
        if let responder = touchResponder(of: control.view),
          let handler = responder.chain.flatMap(\.functions).first(where: {
            Self.touchHandlers.contains($0.name.text) && bodyAnimates($0)
          })
        {
          warn(
            "tap " + control.key,
            "\(shown) runs \(responder.className).\(handler.name.text) when touched, which animates: touches do not "
              + "reach a preview, so nothing it starts shows until `set \(control.key) 1` taps it at 1 s (the finger "
              + "lands on its centre and lifts at once)", at: handler.name)
          continue
        }
        // A segue to a controller that animates as it appears.
        if let segue = control.view.segue, let (type, _) = destination(of: segue), destinationAnimates(segue) {
          warn(
            "tap " + control.key,
            "\(shown) shows \(type.name) by a segue when tapped, and it animates: touches do not reach a preview, "
              + "so nothing shows until `set \(control.key) 1` taps it at 1 s", in: segue.document, at: segue.element)
        }
        continue
      }
      // Said at the action's declaration: the place to read what the tap starts.
      warn(
        "tap " + control.key,
        "\(shown) runs \(target.className).\(method.name.text) when tapped, which animates: touches do not reach a "
          + "preview, so nothing it starts shows until `set \(control.key) 1` taps it at 1 s", at: method.name)
    }
  }

  /// A selection a tap on a row's or an item's cell runs: its table or collection view, its
  /// index path, the delegate that answers it, and that method's name and label.
  struct Selection {
    let container: ViewObject
    let section: Int
    let index: Int
    let delegate: Instance
    /// `tableView` or `collectionView`, and `didSelectRowAt` or `didSelectItemAt`.
    let name: String
    let label: String
    var what: String { name == "tableView" ? "row" : "item" }
    var method: String { "\(name)(_:\(label):)" }
  }

  /// The selection a tap on `view` runs, when it is a row's or an item's cell whose container's
  /// delegate answers one; nil else.
  func selection(of view: ViewObject) -> Selection? {
    let places: [(ViewObject, ItemSource?, [(section: Int, index: Int, cell: ViewObject)], String, String)] =
      if view.cell != nil {
        tables.map { ($0, $0.table, $0.table?.rows.map { ($0.section, $0.row, $0.cell) } ?? [], "tableView", "didSelectRowAt") }
      } else if view.collectionContent != nil {
        collections.map {
          (
            $0, $0.collection, $0.collection?.items.map { ($0.section, $0.item, $0.cell) } ?? [], "collectionView",
            "didSelectItemAt"
          )
        }
      } else { [] }
    for (container, state, cells, name, label) in places {
      guard let delegate = state?.delegate, delegate.method(name, labels: ["_", label]) != nil,
        let found = cells.first(where: { $0.cell === view })
      else { continue }
      return Selection(
        container: container, section: found.section, index: found.index, delegate: delegate, name: name, label: label)
    }
    return nil
  }

  /// Says, once, which untapped rows of a table (items of a collection view) run a selection
  /// that animates, with their settings. (Every data source method is called `tableView` or
  /// `collectionView`: the selection's own body decides whether it animates.)
  func sayTappableRows(_ controls: [(key: String, view: ViewObject, runs: [String])]) {
    var byDelegate: [(chosen: Selection, method: FunctionDeclSyntax, keys: [String])] = []
    for control in controls where (touches[control.key] ?? -1) < 0 {
      guard let chosen = selection(of: control.view),
        let method = chosen.delegate.method(chosen.name, labels: ["_", chosen.label]), let body = method.body
      else { continue }
      let animating = Self.animationNames.union(animatingMethods(of: chosen.delegate, actions: true).map(\.name.text))
        .subtracting([chosen.name])
      guard !Self.identifiers(in: body).isDisjoint(with: animating) else { continue }
      if let i = byDelegate.firstIndex(where: { $0.method.id == method.id }) {
        byDelegate[i].keys.append(control.key)
      } else {
        byDelegate.append((chosen, method, [control.key]))
      }
    }
    for (chosen, method, keys) in byDelegate {
      warn(
        "tap \(chosen.what)s " + keys[0],
        "a tap on \(chosen.what == "row" ? "a row" : "an item") (\(keys.joined(separator: ", "))) runs "
          + "\(chosen.delegate.className).\(chosen.method), which animates: touches do not reach a preview, so nothing it "
          + "starts shows until `set \(keys[0]) 1` taps the first at 1 s", at: method.name)
    }
  }

  /// What a tap on `view` runs: its targets for a tap's events, then its tap recognizers'
  /// actions (when the view takes touches).
  func tapTargets(of view: ViewObject) -> [(target: Instance, action: String, recognizer: Record?)] {
    // A segment's tap changes its control's selection: the control's value listeners run.
    if let owner = view.segmentOwner {
      return owner.targets.filter { !$0.events.isDisjoint(with: Self.valueEvents) }.map {
        (target: $0.target, action: $0.action, recognizer: Record?.none)
      }
    }
    // A tap flips a switch, which then sends its value listeners `.valueChanged`.
    let events = view.placeholderClass == "UISwitch" ? Self.tapEvents.union(Self.valueEvents) : Self.tapEvents
    var found = view.targets.filter { !$0.events.isDisjoint(with: events) }.map {
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

  /// The touch handlers a tap can run: UIKit calls them with the set of touches and the event.
  static let touchHandlers = ["touchesBegan", "touchesEnded"]

  /// The instance whose `touchesBegan(_:with:)` and `touchesEnded(_:with:)` a tap on `view`
  /// runs: the view's own class's, else — for a controller's root view — the controller's, as
  /// UIKit passes a touch the view does not handle up the responder chain to its controller.
  /// Nil when neither declares them, or the view takes no touches.
  func touchResponder(of view: ViewObject) -> Instance? {
    guard takesTouches(view) else { return nil }
    func handles(_ instance: Instance) -> Bool {
      instance.chain.contains { type in
        type.functions.contains {
          Self.touchHandlers.contains($0.name.text) && $0.signature.parameterClause.parameters.count == 2
        }
      }
    }
    let owners = instances.filter { $0.view === view }
    return owners.first { !$0.isController && handles($0) } ?? owners.first { $0.isController && handles($0) }
  }

  /// A tap's touches on `view`, delivered to `responder`: `touchesBegan(_:with:)` then
  /// `touchesEnded(_:with:)`, in the same instant (a tap's finger is down for no time Wobble
  /// could know), each given the one touch and a stand-in event. Whether a control's own
  /// tracking still runs after: when `touchesEnded` is not overridden, or calls `super`'s.
  func deliverTouches(to responder: Instance, on view: Value) throws(RunError) -> Bool {
    let touches = Value.array([Library.touch(on: view)])
    var controlTracks = true
    for name in Self.touchHandlers {
      guard let method = responder.method(name, labels: ["_", "with"]) else { continue }
      if name == "touchesEnded", let body = method.body {
        // `super.touchesEnded(…)` in its code (not in a comment or a string).
        let tokens = Array(body.tokens(viewMode: .sourceAccurate))
        controlTracks = tokens.indices.dropLast(2).contains { i in
          tokens[i].tokenKind == .keyword(.super) && tokens[i + 2].text == "touchesEnded"
        }
      }
      _ = try invoke(
        method.signature.parameterClause.parameters, method.body, values: [touches, .skipped("UIEvent")],
        on: .instance(responder), at: method)
    }
    return controlTracks
  }

  /// A tap on `view` (a segment selects itself; a switch flips first, as a finger flips it, and
  /// its `.valueChanged` listeners run with the tap's): its class's (or controller's) touch
  /// handlers run, then its targets for a
  /// tap's events (unless an overridden `touchesEnded` keeps a control's own tracking from
  /// sending them), then its tap recognizers' actions, each given its recognizer, recognised
  /// (`state` `.ended`, `view` the view).
  func tap(_ view: ViewObject) throws(RunError) {
    if let owner = view.segmentOwner {
      try tapSegment(view.segmentIndex, of: owner)
      return
    }
    if view.placeholderClass == "UISwitch" {
      keep(.bool(!Library.isOn(view, self)), .view(view), "isOn")
      view.showControlLook(self)
    }
    let control = instance(owning: view).map(Value.instance) ?? .view(view)
    var controlTracks = true
    if let responder = touchResponder(of: view) { controlTracks = try deliverTouches(to: responder, on: control) }
    if let chosen = selection(of: view) {
      let container = self.view(backedBy: chosen.container.layer) ?? .view(chosen.container)
      _ = try call(
        chosen.delegate, chosen.name, labels: ["_", chosen.label],
        [container, Library.indexPath(row: chosen.index, section: chosen.section)])
    }
    for (target, action, recognizer) in tapTargets(of: view) {
      guard let recognizer else {
        guard controlTracks else { continue }
        try call(action, on: target, giving: control, at: target.type.syntax)
        continue
      }
      (recognizer.fields["view"], recognizer.fields["state"]) = (control, .string("ended"))
      try call(action, on: target, giving: .record(recognizer), at: target.type.syntax)
    }
    // A control's segue fires after its actions, as UIKit sends them first.
    if let segue = view.segue { try perform(segue, sender: control) }
  }

  /// Calls `action` on `target`, with `argument` when the method takes one (and a stand-in
  /// `UIEvent` when it takes two); a method it does not have is refused at `node` (on iOS: "unrecognized selector sent to instance").
  func call(_ action: String, on target: Instance, giving argument: Value, at node: some SyntaxProtocol)
    throws(RunError)
  {
    if let function = target.anyMethod(action, parameters: 0) {
      _ = try invoke(
        function.signature.parameterClause.parameters, function.body, values: [], on: .instance(target), at: function)
    } else if let function = target.anyMethod(action, parameters: 1) {
      _ = try invoke(
        function.signature.parameterClause.parameters, function.body, values: [argument], on: .instance(target), at: function)
    } else if let function = target.anyMethod(action, parameters: 2) {
      // `onTouchDown(_ sender:, with event: UIEvent)`: the event is a stand-in (no touches
      // reach a preview; its properties and methods change nothing).
      _ = try invoke(
        function.signature.parameterClause.parameters, function.body, values: [argument, .skipped("UIEvent")],
        on: .instance(target), at: function)
    } else {
      throw error(
        "\(target.className) has no method \(action) for the action (on iOS: unrecognized selector sent to instance)",
        at: node)
    }
  }

  /// The stand-ins a tap on each segment of `control` reaches, made once per segment; none when
  /// nothing listens for its value.
  func segmentsToTap(of control: ViewObject) -> [ViewObject] {
    guard control.targets.contains(where: { !$0.events.isDisjoint(with: Self.valueEvents) }) else { return [] }
    while control.segmentStandIns.count < control.segmentTitles.count {
      let segment = ViewObject(name: "segment")
      (segment.segmentOwner, segment.segmentIndex) = (control, control.segmentStandIns.count)
      control.segmentStandIns.append(segment)
    }
    return Array(control.segmentStandIns.prefix(control.segmentTitles.count))
  }

  /// A tap on segment `index` of `control`: selected, and its value listeners told when the
  /// selection changed, as UIKit sends `.valueChanged`.
  func tapSegment(_ index: Int, of control: ViewObject) throws(RunError) {
    let before = Library.controlNumber(control, "selectedSegmentIndex", self)
    Library.setControlNumber(control, "selectedSegmentIndex", Double(index), self)
    guard before != Double(index) else { return }
    try sendActions(of: control, for: Self.valueEvents)
  }

  /// Runs the targets of `view` registered for any of `events`, in the order they were added:
  /// each action method called on its target, with the control when it takes an argument. A
  /// missing method is refused at `node` (the code's `sendActions(for:)`), else — for events
  /// a person's finger sends — at its target's class.
  func sendActions(of view: ViewObject, for events: Set<String>, at node: Syntax? = nil) throws(RunError) {
    for (target, action, wanted) in view.targets where !wanted.isDisjoint(with: events) {
      try call(
        action, on: target, giving: instance(owning: view).map(Value.instance) ?? .view(view),
        at: node ?? Syntax(target.type.syntax))
    }
  }

  /// The events a control's value listeners hear (`addTarget(_:action:for: .valueChanged)`).
  static let valueEvents: Set<String> = ["valueChanged", "allEvents"]

  /// The events a finger's landing and lifting send, each with those that include it.
  static let touchDownEvents: Set<String> = ["touchDown", "allTouchEvents", "allEvents"]
  static let touchUpEvents: Set<String> = ["touchUpInside", "allTouchEvents", "allEvents"]

  /// `key`, or `key` with 2, 3… after it, whichever `used` has not; taken into `used`.
  static func settingKey(_ key: String, avoiding used: inout Set<String>) -> String {
    var found = key
    var n = 2
    while used.contains(found) {
      found = key + String(n)
      n += 1
    }
    used.insert(found)
    return found
  }
}
