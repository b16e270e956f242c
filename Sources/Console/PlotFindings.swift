import Preview
import Scenes

/// What a value-over-time plot shows in words: range, overshoot past the final value, and
/// when the value settles (stays within 1 % of the plotted range of its final value).
struct PlotFindings {
  var times: [Double]
  var values: [Double]

  func lines(name: String) -> [String] {
    guard let last = values.last, let lo = values.min(), let hi = values.max(), let first = values.first else { return [] }
    var out = ["\(name): from \(significant(first)) to \(significant(last)), range \(significant(lo))…\(significant(hi))"]
    let range = hi - lo
    guard range > 0 else { return out + ["constant"] }
    // Overshoot: the furthest the value goes past its final value, on the far side from the
    // start — meaningful only when the value ends somewhere else than it began.
    let direction: Double = last >= first ? 1 : -1
    if abs(last - first) < range * 0.01 {
      out.append("ends where it began (a cycle): no overshoot to measure")
    } else if let i = values.indices.max(by: { (values[$0] - last) * direction < (values[$1] - last) * direction }),
      (values[i] - last) * direction > range * 1e-3
    {
      let amount = abs(values[i] - last) / max(abs(last - first), 1e-12) * 100
      out.append("overshoot: \(significant(values[i])) at \(seconds(times[i])) s (\(seconds(amount)) % of the change)")
    }
    let band = range * 0.01
    var settleIndex = 0
    for i in values.indices.reversed() where abs(values[i] - last) > band {
      settleIndex = i + 1
      break
    }
    if settleIndex >= values.count - 1 {
      out.append("still moving at the end of the span: does not settle within it")
    } else {
      out.append("settles within 1 % of the range by \(seconds(times[settleIndex])) s")
    }
    // A step of more than a quarter of the range between two samples is a jump (an animation
    // starting from another value), not motion: say it, and leave it out of the speed.
    for j in Preview.jumps(values).prefix(3) {
      out.append("jumps from \(significant(values[j])) to \(significant(values[j + 1])) at \(seconds(times[j + 1])) s")
    }
    let nearJump = Preview.jumpNeighbourhoods(values)
    let rates = Preview.rates(times: times, values: values)
    if let i = rates.indices.filter({ !nearJump.contains($0) }).max(by: { abs(rates[$0]) < abs(rates[$1]) }) {
      out.append("fastest: \(significant(rates[i])) per second at \(seconds(times[i])) s (the blue line: the rate of change)")
    }
    return out
  }
}
