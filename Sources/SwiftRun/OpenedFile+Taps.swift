/// The controls a person can tap, found at open: the setup's, then those a tap makes (a pushed
/// controller's buttons, its table's rows — a demo app's list leads to its demos), found by
/// running the file with that tap at 0 s, breadth first: each key names one control, under the
/// key of the tap that made it (`tap.Shake.Animate`).
extension OpenedFile {
  /// At most this many runs look for controls taps make: a list of 30 demos with a button each
  /// costs 30; past it, deeper controls get no setting and a note says so.
  static let tapExplorationRuns = 48

  /// The controls of the run with `defaults` and those their taps make, each with what a tap
  /// runs; `note` says when the exploration stopped short.
  static func tappable(_ program: Program, defaults: [String: Double]) throws(RunError)
    -> (controls: [(key: String, runs: [String])], note: String?)
  {
    var found = program.last.tappable(for: defaults)
    var frontier = found.map(\.key)
    var runs = 0
    while !frontier.isEmpty {
      guard runs < tapExplorationRuns else {
        let left = frontier.prefix(3).joined(separator: ", ") + (frontier.count > 3 ? ", …" : "")
        return (found, "controls made by taps on \(left) are not looked for (\(runs) runs spent): they get no tap setting")
      }
      let key = frontier.removeFirst()
      runs += 1
      // The tap, and the taps that made its control, all at 0 s, in order.
      var values = defaults
      for tap in Self.chain(of: key, among: Set(found.map(\.key))) { values[Program.runKey(of: tap)] = 0 }
      do throws(RunError) {
        _ = try program.run(values: values, until: 0, framesPerSecond: 60)
      } catch  where !error.isInterruption {
        // A tap whose action stops the run makes no control to list; its own setting says why.
        continue
      }
      let known = Set(found.map(\.key))
      let made = program.last.tappable(for: values).filter { $0.key.hasPrefix(key + ".") && !known.contains($0.key) }
      found += made
      frontier += made.map(\.key)
    }
    return (found, nil)
  }

  /// `key` and the keys it is made under that are taps themselves, outermost first
  /// (`tap.A.b.c` → `tap.A`, `tap.A.b`, `tap.A.b.c`).
  static func chain(of key: String, among keys: Set<String>) -> [String] {
    var chain = [key]
    var rest = Substring(key)
    while let dot = rest.lastIndex(of: "."), rest[..<dot] != "tap" {
      rest = rest[..<dot]
      if keys.contains(String(rest)) { chain.insert(String(rest), at: 0) }
    }
    return chain
  }
}
