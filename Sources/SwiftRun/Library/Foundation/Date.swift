import Foundation

extension Library {
  /// Seconds from 1 January 1970 to 1 January 2001, UTC: `timeIntervalSince1970` minus
  /// `timeIntervalSinceReferenceDate` of any date (Foundation's documented reference date).
  static let secondsFrom1970To2001 = 978_307_200.0

  /// `Date` (and `NSDate`): an instant, in seconds since Foundation's reference date. The
  /// preview's clock is simulated with its time: `Date()` at t seconds of the preview is t
  /// seconds after 1 January 2001 00:00:00 UTC, the same in every run — a wall clock shows
  /// 12:00:00 when the preview starts — as are `CFAbsoluteTimeGetCurrent()` and
  /// `NSDate.timeIntervalSinceReferenceDate`.
  ///
  /// Each further read of the clock at one simulated instant is a microsecond later
  /// (`Interpreter.wallClock()`): a running device's clock never reads the same instant twice,
  /// so code that floors the time left to a goal set a moment before (`Date(timeIntervalSinceNow:
  /// 3600)`, then `Int(goal - Date())`) shows 59:59 as a device does, not 60:00.
  static let date: SimulatedType = SimulatedType("Date") { t in
    t.alias("NSDate")
    // `NSDate()` (Swift 2, and Objective-C's name) makes the same instants.
    for name in ["Date", "NSDate"] {
      t.call(name, "") { a in makeDate(a.run.wallClock()) }
      t.call(name, "timeIntervalSinceNow") { a throws(RunError) in makeDate(a.run.wallClock() + (try a.number(0))) }
      t.call(name, "timeIntervalSinceReferenceDate") { a throws(RunError) in makeDate(try a.number(0)) }
      t.call(name, "timeIntervalSince1970") { a throws(RunError) in makeDate(try a.number(0) - secondsFrom1970To2001) }
    }
    t.call("CFAbsoluteTimeGetCurrent", "") { a in .number(a.run.wallClock()) }
    t.staticMember("timeIntervalSinceReferenceDate") { run in .number(run.wallClock()) }
    t.staticMember("now") { run in makeDate(run.wallClock()) }
    let instant = t.members(seconds(of:))
    instant.property("timeIntervalSinceReferenceDate", takes: "a number", get: { s, _ in .number(s) })
    instant.property("timeIntervalSince1970", takes: "a number", get: { s, _ in .number(s + secondsFrom1970To2001) })
    instant.property("timeIntervalSinceNow", takes: "a number", get: { s, run in .number(s - run.wallClock()) })
    instant.method("timeIntervalSince", "_") { s, a throws(RunError) in
      .number(s - (try dateSeconds(a, 0)))
    }
    instant.method("addingTimeInterval", "_") { s, a throws(RunError) in makeDate(s + (try a.number(0))) }
  }

  /// `Calendar.current` (and `NSCalendar.current`, `Calendar(identifier: .gregorian)`): the
  /// Gregorian calendar in UTC, whatever
  /// the machine's time zone, so that a clock's hands are the same everywhere; its
  /// `dateComponents(_:from:)` and `component(_:from:)` are Foundation's.
  static let calendar: SimulatedType = SimulatedType("Calendar") { t in
    t.alias("NSCalendar")
    t.options("Calendar.Component", "NSCalendar.Unit", "NSCalendarUnit")
    t.staticMember("current") { _ in .record(Record(type: calendar, fields: [:])) }
    t.staticMember("autoupdatingCurrent") { _ in .record(Record(type: calendar, fields: [:])) }
    // Swift 2's `NSCalendar.currentCalendar()`, a class method Swift 3 made the property `current`.
    t.call("NSCalendar.currentCalendar", "") { a in
      a.run.warn("Swift 2 currentCalendar", "NSCalendar.currentCalendar() is Swift 2's Calendar.current", at: a.call)
      return .record(Record(type: calendar, fields: [:]))
    }
    // `Calendar(identifier: .gregorian)`: the same calendar. Another calendar (`.chinese`)
    // counts the time of day as the Gregorian one does, in the same time zone: its hours,
    // minutes and seconds are read; its days, months and years are refused by name.
    t.call("Calendar", "identifier") { a throws(RunError) in
      guard case .string(let name) = try a.value(0) else {
        throw a.wrong(0, got: try a.value(0), want: "a Calendar.Identifier (.gregorian, …)")
      }
      let gregorian = name == "gregorian" || name == "iso8601"
      return .record(Record(type: calendar, fields: gregorian ? [:] : ["identifier": .string(name)]))
    }
    t.options("Calendar.Identifier")
    let anyCalendar = t.members { value -> Record? in
      if case .record(let r) = value, r.type === calendar { r } else { nil }
    }
    anyCalendar.method("dateComponents", "_:from") { r, a throws(RunError) in
      let wanted = try a.value(0).optionNames
      let all = try Self.components(of: try dateSeconds(a, 1), in: r, wanted: wanted, a)
      return .record(Record(type: dateComponents, fields: all.filter { wanted.contains($0.key) }))
    }
    anyCalendar.method("component", "_:from") { r, a throws(RunError) in
      guard case .string(let name) = try a.value(0),
        let value = try Self.components(of: try dateSeconds(a, 1), in: r, wanted: [name], a)[name]
      else {
        throw a.wrong(0, got: try a.value(0), want: "a Calendar.Component (.hour, .minute, .second, …)")
      }
      return value
    }
  }

  /// `DateComponents`: the fields asked for (`comps.hour!`); the others are nil.
  static let dateComponents: SimulatedType = SimulatedType("DateComponents") { t in
    let fields = t.members { value -> Record? in
      if case .record(let r) = value, r.type === dateComponents { r } else { nil }
    }
    for name in componentNames {
      fields.property(name, takes: "a number", get: { r, _ in r.fields[name] ?? .nil })
    }
  }

  /// The `Date` `seconds` after the reference date.
  static func makeDate(_ seconds: Double) -> Value { .record(Record(type: date, fields: ["t": .number(seconds)])) }

  private static let componentNames = ["era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday"]
  /// The components of `seconds` the calendar `r` reads alike with the Gregorian one.
  private static func components(of seconds: Double, in r: Record, wanted: [String], _ a: Arguments) throws(RunError) -> [String:
    Value]
  {
    if case .string(let name)? = r.fields["identifier"], let other = wanted.first(where: { !timeOfDay.contains($0) }) {
      throw a.error(
        0,
        "the \(name) calendar's .\(other) is not simulated by Wobble (only the Gregorian calendar's dates are; "
          + "every calendar's hours, minutes and seconds are)")
    }
    return try Self.components(of: seconds)
  }

  /// The components every calendar counts alike in one time zone.
  private static let timeOfDay: Set<String> = ["hour", "minute", "second", "nanosecond"]

  /// A `Date`'s seconds since the reference date; nil for any other value.
  @Sendable private static func seconds(of value: Value) -> Double? {
    guard case .record(let r) = value, r.type === date, case .number(let s)? = r.fields["t"] else { return nil }
    return s
  }

  /// The date argument `i` in seconds since the reference date (finite and within ±30,000 years,
  /// what Foundation's calendar reads).
  static func dateSeconds(_ a: Arguments, _ i: Int) throws(RunError) -> Double {
    let value = try a.value(i)
    guard let s = seconds(of: value), s.isFinite, abs(s) < 1e12 else { throw a.wrong(i, got: value, want: "a Date") }
    return s
  }

  /// Every component of the instant in the Gregorian calendar in UTC, by Foundation.
  private static func components(of seconds: Double) throws(RunError) -> [String: Value] {
    var gregorian = Foundation.Calendar(identifier: .gregorian)
    gregorian.timeZone = TimeZone(identifier: "UTC")!
    let c = gregorian.dateComponents(
      [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond, .weekday],
      from: Foundation.Date(timeIntervalSinceReferenceDate: seconds))
    let values: [String: Int?] = [
      "era": c.era, "year": c.year, "month": c.month, "day": c.day, "hour": c.hour, "minute": c.minute,
      "second": c.second, "nanosecond": c.nanosecond, "weekday": c.weekday,
    ]
    return values.compactMapValues { $0.map { .number(Double($0)) } }
  }
}

extension Interpreter {
  /// The wall clock's time (seconds since the reference date): `now`, a microsecond later at
  /// each further read at the same `now` (at most a millisecond in all: a turn that reads it
  /// more than a thousand times reads the last microsecond again).
  func wallClock() -> Double {
    if wallClockReads.at != now { wallClockReads = (now, 0) }
    defer { wallClockReads.count = min(wallClockReads.count + 1, 1000) }
    return now + Double(wallClockReads.count) * 1e-6
  }
}
