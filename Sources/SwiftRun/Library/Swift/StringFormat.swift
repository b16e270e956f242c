import Foundation
import SwiftSyntax

extension Interpreter {
  /// `String(format:)` as Foundation formats it, for the conversions numbers and strings use:
  /// `d i u x X o` (whole numbers), `f F e E g G` (reals), `@` (a string or a number's text)
  /// and `%%`, each with its flags, width, precision and length modifier. Each conversion is
  /// formatted alone with a value of the kind it takes, so a format never reads what it was
  /// not given; `%s`, `%c`, `%p`, `%n`, `*` widths and positional arguments are refused.
  func formatted(_ format: String, _ values: [Value], at node: some SyntaxProtocol) throws(RunError) -> String {
    var out = ""
    var next = 0
    let chars = Array(format)
    var i = 0
    while i < chars.count {
      guard chars[i] == "%" else {
        out.append(chars[i])
        i += 1
        continue
      }
      var spec = "%"
      i += 1
      while i < chars.count, "-+ 0#".contains(chars[i]) || chars[i].isNumber || chars[i] == "." {
        spec.append(chars[i])
        i += 1
      }
      while i < chars.count, "lhqzjt".contains(chars[i]) { i += 1 }  // lengths: the kind decides
      guard i < chars.count else { throw error("the format ends inside a conversion", at: node) }
      let conversion = chars[i]
      i += 1
      if conversion == "%" {
        out.append("%")
        continue
      }
      guard next < values.count else { throw error("the format has more conversions than values", at: node) }
      let value = values[next]
      next += 1
      switch conversion {
      case "d", "i", "u", "x", "X", "o":
        guard case .number(let x) = value, x == x.rounded(), abs(x) < 9.2e18 else {
          throw error("%\(conversion) takes a whole number, not \(value.kind)", at: node)
        }
        out += String(format: spec + "ll" + String(conversion), Int64(x))
      case "f", "F", "e", "E", "g", "G":
        guard case .number(let x) = value else { throw error("%\(conversion) takes a number, not \(value.kind)", at: node) }
        out += String(format: spec + String(conversion), x)
      case "@":
        switch value {
        case .string(let text): out += text
        case .number(let x): out += x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(x)
        default: throw error("%@ takes a string or a number, not \(value.kind)", at: node)
        }
      default:
        throw error("%\(conversion) is not simulated by Wobble (use %d, %f, %@)", at: node)
      }
    }
    guard next == values.count else { throw error("the format has fewer conversions than values", at: node) }
    return out
  }
}
