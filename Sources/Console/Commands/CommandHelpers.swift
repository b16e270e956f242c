import Foundation
import Scenes

// What several commands share: reading typed numbers and times, and formatting them back.

/// A curve number typed by the user: a whole number from 1 to the path's curve count.
func curveNumber(_ n: Int, in path: PathParameters, _ bench: Workbench, usage: String) throws(CommandError) -> Int {
  let count = bench.values.integer(path.count)
  guard (1...count).contains(n) else {
    throw CommandError("'\(n)' is not a curve: the path has curves 1 to \(count) (`points` lists them); usage: \(usage)")
  }
  return n
}

/// The current scene's editable path, or why there is none.
func editablePath(_ bench: Workbench) throws(CommandError) -> PathParameters {
  guard let path = bench.scene.path else {
    throw CommandError("scene \(bench.scene.name) has no editable path (blob and balloon do)")
  }
  return path
}

/// Why a property's value at a time cannot be shown (`values`, `plot`).
func notFinite(_ property: String, at time: String) -> CommandError {
  CommandError(
    "\(property) at \(time) s is not a finite number: the scene's values overflow there; check the parameters changed from their defaults (`diff`)"
  )
}

/// A time typed by the user, in seconds (units allowed: `120ms`).
func seconds(from text: String, usage: String) throws(CommandError) -> Double {
  switch Quantity.parse(text, unit: "s") {
  case .success(let t) where abs(t) <= 1e6: return t
  default: throw CommandError("'\(text)' is not a time in seconds; usage: \(usage)")
  }
}

/// A time for messages: up to 6 significant digits (`%.6g`), so sums like 0.6 + 1 + 0.3 read
/// 1.9, not 1.9000000000000001.
func seconds(_ v: Double) -> String { String(format: "%.6g", v) }

/// `v` with 12 significant digits (`%.12g`).
func significant(_ v: Double) -> String { String(format: "%.12g", v) }

extension String {
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}

/// `n` and the noun, singular for 1: "1 changed parameter", "3 changed parameters".
func counted(_ n: Int, _ noun: String, plural: String? = nil) -> String {
  "\(n) " + (n == 1 ? noun : plural ?? noun + "s")
}
