import Foundation

extension Library {
  /// `DateFormatter` (and `NSDateFormatter`) with a `dateFormat` pattern (Unicode TR35, `"HH:mm:ss"`),
  /// formatted by Foundation's own formatter in the Gregorian calendar, in UTC — the zone of the
  /// simulated clock (`Date`) — and the `en_US_POSIX` locale, so a clock's text is the same on
  /// every machine. Its other settings (`dateStyle`, `locale`, `timeZone`) are refused by name.
  static let dateFormatter: SimulatedType = SimulatedType("DateFormatter") { t in
    t.alias("NSDateFormatter")
    t.call("DateFormatter", "") { _ in .record(Record(type: dateFormatter, fields: ["dateFormat": .string("")])) }
    let formatter = t.members { value -> Record? in
      if case .record(let r) = value, r.type === dateFormatter { r } else { nil }
    }
    formatter.property(
      "dateFormat", takes: "a string", sample: { .string("HH:mm") }, get: { r, _ in r.fields["dateFormat"] ?? .string("") }
    ) { r, new throws(RunError) in
      guard case .string(let pattern) = new.value else { throw new.wrong(want: "a string") }
      r.fields["dateFormat"] = .string(pattern)
    }
    formatter.method("string", "from") { r, a throws(RunError) in
      let seconds = try dateSeconds(a, 0)
      guard case .string(let pattern)? = r.fields["dateFormat"], !pattern.isEmpty else {
        throw a.error("the formatter has no dateFormat: its dateStyle and timeStyle are not simulated by Wobble yet")
      }
      return .string(formatted(seconds, pattern))
    }
  }

  /// `seconds` after the reference date written by `pattern`, by Foundation in UTC and `en_US_POSIX`.
  static func formatted(_ seconds: Double, _ pattern: String) -> String {
    let formatter = Foundation.DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = Foundation.Calendar(identifier: .gregorian)
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = pattern
    return formatter.string(from: Foundation.Date(timeIntervalSinceReferenceDate: seconds))
  }
}
