import SwiftSyntax

extension Library {
  /// `UIControl`: a view that keeps a state — enabled, selected, highlighted — and sends
  /// actions to its targets (`addTarget(_:action:for:)`, `sendActions(for:)`, declared with
  /// UIView's members). A plain control, or a subclass the file declares, draws nothing of
  /// its own; its state is what UIKit keeps and its subclass reads (`state.contains(.highlighted)`),
  /// and an `override var isHighlighted { didSet … }` runs when it is set.
  static let uiControl = SimulatedType("UIControl", superclass: "UIView") { t in
    t.call("UIControl", "frame", "") { a throws(RunError) in
      let view = try a.newView()
      view.isControl = true
      return .view(view)
    }
    // Bits from UIKit's UIControl.h.
    t.optionSet(
      "UIControl.State",
      bits: [
        "normal": 0, "highlighted": 1 << 0, "disabled": 1 << 1, "selected": 1 << 2, "focused": 1 << 3,
        "application": 0x00FF_0000, "reserved": 0xFF00_0000,
      ])
    t.optionSet(
      "UIControl.Event",
      bits: [
        "touchDown": 1 << 0, "touchDownRepeat": 1 << 1, "touchDragInside": 1 << 2, "touchDragOutside": 1 << 3,
        "touchDragEnter": 1 << 4, "touchDragExit": 1 << 5, "touchUpInside": 1 << 6, "touchUpOutside": 1 << 7,
        "touchCancel": 1 << 8, "valueChanged": 1 << 12, "primaryActionTriggered": 1 << 13, "menuActionTriggered": 1 << 14,
        "editingDidBegin": 1 << 16, "editingChanged": 1 << 17, "editingDidEnd": 1 << 18, "editingDidEndOnExit": 1 << 19,
        "allTouchEvents": 0x0FFF, "allEditingEvents": 0x000F_0000, "applicationReserved": 0x0F00_0000,
        "systemReserved": 0xF000_0000, "allEvents": 0xFFFF_FFFF,
      ])
    for (name, setType) in [
      ("UIControl.State", "UIControl.State"), ("UIControlState", "UIControl.State"), ("UIControl.Event", "UIControl.Event"),
      ("UIControlEvents", "UIControl.Event"),
    ] {
      t.call(name, "rawValue") { a throws(RunError) in
        a.run.warnIfRenamedIn42(name, at: a.call)
        let raw = try a.number(0)
        guard raw >= 0, raw <= Double(UInt32.max), raw == raw.rounded(), let set = OptionSetValue(type: setType, raw: UInt64(raw))
        else { throw a.wrong(0, got: .number(raw), want: "a \(setType) rawValue made of its members' bits") }
        return .optionSet(set)
      }
    }
    declareControlState(t.members { $0.asView.flatMap { $0.isControl ? $0 : nil } })
  }

  /// `isEnabled`, `isSelected` and `isHighlighted` of a control (a button, a text field, a
  /// control drawn as a placeholder, a plain control or the file's subclass of one), kept as
  /// UIKit keeps them (enabled, not selected, not highlighted until set), and `state`, the set
  /// they make (`.normal` when none: `[]`). A button's, text field's or placeholder's look in
  /// those states (a dimmed title, a selected title) is not drawn, said once when one is set
  /// away from normal; a plain control and a subclass draw what their own code draws.
  static func declareControlState(_ control: Members<ViewObject>) {
    let states: [(property: String, member: String, initial: Bool)] = [
      ("isEnabled", "disabled", true), ("isSelected", "selected", false), ("isHighlighted", "highlighted", false),
    ]
    for (property, member, initial) in states {
      control.property(
        property, takes: "true or false", sample: { .bool(!initial) },
        get: { v, run in run.kept(.view(v), property) ?? .bool(initial) }
      ) { v, new throws(RunError) in
        guard case .bool(let on) = new.value else { throw new.wrong(want: "true or false") }
        new.run.keep(new.value, .view(v), property)
        if on != initial, v.drawsControlLook {
          new.run.warn("control \(member)", "a \(member) control is drawn as a normal one", at: new.node)
        }
      }
    }
    control.property(
      "state", takes: "a UIControl.State",
      get: { v, run in
        var names: Set<String> = []
        for (property, member, initial) in states {
          guard case .bool(let on)? = run.kept(.view(v), property), on != initial else { continue }
          names.insert(member)
        }
        return .optionSet(OptionSetValue(type: "UIControl.State", names: names))
      })
    // Touches do not reach a preview (`set tap.…` sends the actions a tap sends).
    control.property("isTracking", takes: "true or false", get: { _, _ in .bool(false) })
    control.property("isTouchInside", takes: "true or false", get: { _, _ in .bool(false) })
  }

  /// Whether `state` is `.normal`: spelled so, or the empty set it is (`UIControlState()`, `[]`).
  static func isNormalState(_ state: Value) -> Bool {
    OptionSetValue(type: "UIControl.State", state)?.names.isEmpty ?? false
  }
}

extension ViewObject {
  /// Whether UIKit draws this control's look (a button's title, a text field, a placeholder
  /// box), so that a state UIKit would draw differently is worth saying.
  var drawsControlLook: Bool { isButton || textField != nil || placeholderClass != nil }
}
