import Animation
import Geometry
import Typesetting
import SwiftSyntax

extension Value {
  /// A layer drawing text (a `CATextLayer`, or a label's or button's layer).
  var asTextLayer: LayerObject? {
    guard case .layer(let l) = self, case .text = l.model.content else { return nil }
    return l
  }
}

extension Library {
  /// `CATextLayer`: a string set in its font at `fontSize` (`Typesetting`).
  static let caTextLayer = SimulatedType("CATextLayer", superclass: "CALayer") { t in
    t.call("CATextLayer", "") { a throws(RunError) in try a.run.newLayer("CATextLayer", at: a.call) }
    t.options("CATextLayerAlignmentMode", "CATextLayerTruncationMode")
    t.constants(prefixed: "kCAAlignment", "kCATruncation")
    let text = t.members { $0.asTextLayer }
    for name in ["string", "fontSize", "foregroundColor", "alignmentMode", "isWrapped", "font", "truncationMode"] {
      text.property(
        name, takes: TextStyle.takes[name]!, sample: TextStyle.samples[name],
        get: { l, _ in l.textStyle.map { $0.value(of: name) } }
      ) { l, new throws(RunError) in
        guard var style = l.textStyle else { return }
        try style.set(name, new)
        l.model.content = .text(style)
      }
    }
  }
}

extension LayerObject {
  /// The text a text layer (or a label's layer) draws.
  var textStyle: TextStyle? { model.textStyle }
}

extension TextStyle {
  /// What each text property takes, for messages.
  static let takes = [
    "string": "a string", "fontSize": "a number", "foregroundColor": "a colour",
    "alignmentMode": ".left, .center, .right, .natural or .justified", "isWrapped": "true or false",
    "font": "a UIFont or a font's name", "uiFont": "a UIFont", "truncationMode": ".none, .start, .middle or .end",
  ]
  /// A value of each that is not the default, for the read-back test.
  static let samples: [String: @Sendable () -> Value] = [
    "string": { .string("Hi") }, "fontSize": { .number(24) }, "foregroundColor": { .color(.black) },
    "alignmentMode": { .string("center") }, "isWrapped": { .bool(true) },
    "font": { .font(FontRequest(weight: 700, size: 36)) }, "uiFont": { .font(FontRequest(weight: 700, size: 20)) },
    "truncationMode": { .string("end") },
  ]

  /// A text property as code reads it (a text layer's `font` at its `fontSize`; a label's whole
  /// `UIFont`, `uiFont` here).
  func value(of name: String) -> Value {
    if let own = layerOwn, ["fontSize", "font", "foregroundColor"].contains(name) {
      var plain = self
      (plain.font, plain.color, plain.layerOwn) = (own.font, own.color, nil)
      return plain.value(of: name)
    }
    return switch name {
    case "string": .string(string)
    case "fontSize": .number(fontSize)
    case "font", "uiFont": .font(font)
    case "truncationMode": .string(["none": "none", "head": "start", "middle": "middle", "tail": "end"][truncation.rawValue]!)
    case "foregroundColor": .color(color)
    case "alignmentMode": .string(alignment.rawValue)
    default: .bool(isWrapped)
    }
  }

  /// Sets a text property of a `CATextLayer` (or, by their names there, a `UILabel`'s):
  /// `string`, `fontSize`, `font`, `foregroundColor`, `alignmentMode`, `isWrapped`, and the
  /// label's `numberOfLines`.
  mutating func set(_ name: String, _ new: Assignment) throws(RunError) {
    // Set aside while an attributed string is shown, in use again after it.
    if let own = layerOwn, ["fontSize", "font", "foregroundColor"].contains(name) {
      var plain = self
      (plain.font, plain.color, plain.layerOwn) = (own.font, own.color, nil)
      try plain.set(name, new)
      layerOwn = LayerOwn(font: plain.font, color: plain.color)
      return
    }
    if name == "string", let own = layerOwn, AttributedText(new.value) == nil {
      (font, color, kern, layerOwn) = (own.font, own.color, 0, nil)
    }
    switch (name, new.value) {
    case ("string", .string(let text)): (string, spans) = (text, [])
    case ("string", .nil): (string, spans) = ("", [])
    // An attributed string: its text and the attributes it gives (colour, font, kern,
    // paragraph style) over Core Text's defaults — the layer's own font, size and colour are
    // not used (`attributesOwnTheText`). The system font stands in for Helvetica.
    case ("string", .record) where AttributedText(new.value) != nil:
      if layerOwn == nil { layerOwn = LayerOwn(font: font, color: color) }
      (font, color, kern, spans) = (FontRequest(size: 12), .black, 0, [])
      take(attributed: AttributedText(new.value)!)
    case ("kern", .number(let k)): kern = k
    case ("string", .number(let x)): (string, spans) = (Interpreter.text(of: x), [])
    case ("fontSize", .number(let size)): fontSize = max(0, size)
    // A text layer's `font` gives the face; its size stays `fontSize`'s, as Apple documents.
    case ("font", .font(let f)):
      font = FontRequest(name: f.name, design: f.design, weight: f.weight, italic: f.italic, size: fontSize)
    case ("font", .string(let name)): font = FontRequest(name: name, size: fontSize)
    // A label's `font`: face and size.
    case ("uiFont", .font(let f)): font = f
    case ("foregroundColor", .color(let c)): color = c
    case ("alignmentMode", .string(let mode)):
      guard let a = TextStyle.Alignment(rawValue: mode) else { throw new.wrong(want: Self.takes[name]!) }
      alignment = a
    case ("isWrapped", .bool(let b)): isWrapped = b
    case ("numberOfLines", .number(let n)):
      isWrapped = n != 1
      maximumLines = max(0, Int(n))
    case ("truncationMode", .string(let mode)):
      let modes: [String: Truncation] = ["none": .none, "start": .head, "middle": .middle, "end": .tail]
      guard let t = modes[mode] else { throw new.wrong(want: ".none, .start, .middle or .end") }
      truncation = t
    default: throw new.wrong(want: Self.takes[name] ?? "a number")
    }
  }
}
