import Scenes

/// Text that explains a parameter.
enum Help {
  static func describe(_ spec: ParameterSpec, current: ParameterValue) -> [String] {
    var lines = [
      "\(spec.name): \(spec.summary)",
      "  accepts:  \(spec.kind.allowedValues)",
      "  default:  \(spec.format(spec.defaultValue))",
      "  current:  \(spec.format(current))",
    ]
    if !spec.becomes.isEmpty { lines.append("  becomes:  \(spec.becomes)") }
    return lines
  }
}
