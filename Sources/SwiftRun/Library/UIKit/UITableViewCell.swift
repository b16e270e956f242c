import Animation
import Geometry

extension Library {
  /// `UITableViewCell`: a white view with a content view, whose `textLabel`,
  /// `detailTextLabel` and `imageView` UIKit makes on first use and places by the cell's
  /// style; the disclosure indicator and checkmark accessories drawn as Wobble's glyphs.
  static let uiTableViewCell = SimulatedType("UITableViewCell", superclass: "UIView") { t in
    t.call("UITableViewCell", "", "style:reuseIdentifier", "frame") { a throws(RunError) in
      let style = a.signature == "style:reuseIdentifier" ? try a.string(0) : "default"
      return try a.run.makeCell(className: "UITableViewCell", style: style, identifier: "", at: a.call)
    }
    t.options("UITableViewCell.CellStyle", "UITableViewCell.AccessoryType", "UITableViewCell.SelectionStyle")
    t.ignore("selectionStyle", "separatorInset", "selectedBackgroundView", "focusStyle", "indentationLevel", "isSelected")
    let cell = t.members { $0.asView?.cell }
    cell.property("contentView", takes: "", get: { c, run in run.view(backedBy: c.contentView.layer) ?? .view(c.contentView) })
    for (name, path) in [("textLabel", \CellState.textLabel), ("detailTextLabel", \CellState.detailTextLabel)] {
      cell.property(
        name, takes: "",
        get: { c, _ in
          // UIKit makes the label on first use; a `.default` cell has no detail label.
          if name == "detailTextLabel", c.style == "default" { return .nil }
          if let made = c[keyPath: path] { return .view(made) }
          let label = ViewObject(name: name)
          label.becomeLabel()
          if name == "detailTextLabel", case .text(var style) = label.layer.model.content {
            // A subtitle's detail is 12-point black; a value1 cell's is 17-point secondary
            // grey (`secondaryLabel`, rgb(60, 60, 67) at 60 %), right-aligned.
            style.fontSize = c.style == "subtitle" ? 12 : 17
            style.color = c.style == "subtitle" ? .black : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
            if c.style == "value1" { style.alignment = .right }
            label.layer.model.content = .text(style)
          }
          c.contentView.layer.sublayers.append(label.layer)
          c[keyPath: path] = label
          return .view(label)
        })
    }
    cell.property(
      "imageView", takes: "",
      get: { c, _ in
        if let made = c.imageView { return .view(made) }
        let image = ViewObject(name: "imageView")
        image.isImageView = true
        c.contentView.layer.sublayers.insert(image.layer, at: 0)
        c.imageView = image
        return .view(image)
      })
    cell.property(
      "accessoryType", .option(["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"]),
      get: { $0.accessory }
    ) { c, accessory, new in
      c.accessory = accessory
      guard let view = c.owner else { return }
      if let old = c.accessoryLayer { old.remove() }
      c.accessoryLayer = nil
      guard accessory != "none" else { return }
      if accessory != "disclosureIndicator" && accessory != "checkmark" {
        new.run.warn(
          "cell accessory", "the .\(accessory) accessory is not drawn by Wobble yet: its room is left", at: new.node)
        return
      }
      let glyph = LayerObject(className: "CAShapeLayer", name: "accessory")
      // In the accessory's 38 × 44-point room at the cell's right edge.
      var path = BezierPath()
      if accessory == "disclosureIndicator" {
        path.move(to: Point(15, 15.5))
        path.line(to: Point(21, 22))
        path.line(to: Point(15, 28.5))
      } else {
        path.move(to: Point(11, 22))
        path.line(to: Point(16, 27))
        path.line(to: Point(26, 16))
      }
      var stroke = StrokeStyle()
      (stroke.width, stroke.cap, stroke.join) = (2, .round, .round)
      glyph.shape = ShapeStyle(
        path: path, fillColor: nil,
        strokeColor: accessory == "checkmark"
          ? Color(red: 0, green: 122 / 255, blue: 1) : Color(red: 196 / 255, green: 196 / 255, blue: 199 / 255),
        stroke: stroke)
      view.layer.sublayers.append(glyph)
      c.accessoryLayer = glyph
      new.run.warn(
        "cell accessory glyph", "a cell's accessory is drawn as Wobble's chevron or check: Apple's glyph is not published",
        at: new.node)
    }
  }
}
