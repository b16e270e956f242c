import Scenes

/// Text that explains a parameter.
enum Help {
  static func describe(_ spec: ParameterSpec, current: ParameterValue) -> [String] {
    var lines = [
      "\(spec.name): \(spec.summary)",
      "  type:     \(typeName(spec.kind))",
      "  accepts:  \(spec.kind.allowedValues)",
      "  default:  \(spec.format(spec.defaultValue))",
      "  current:  \(spec.format(current))",
    ]
    if !spec.becomes.isEmpty { lines.append("  becomes:  \(spec.becomes)") }
    if case .timing(.spring(let s, _)) = current {
      lines.append("  same as:")
      lines += SpringSpelling.equivalents(s).map { "    " + $0 }
    }
    return lines
  }

  static func typeName(_ kind: ParameterKind) -> String {
    switch kind {
    case .number(_, let unit): unit.isEmpty ? "number" : "number, in \(unit)"
    case .integer: "whole number"
    case .choice: "choice"
    case .color: "colour"
    case .point(_, let unit): "point, in \(unit)"
    case .timing: "timing function or spring"
    }
  }
}
