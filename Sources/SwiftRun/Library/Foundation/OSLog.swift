/// Apple's unified logging (the `os` module): `OSLog(subsystem:category:)`, `OSLog.default`,
/// `os_log(…)`, and iOS 14's `Logger` with its levels (one simulated type: both only take
/// messages). Logs draw nothing: the objects are made and every message is skipped, with one
/// warning, as `print` is.
extension Library {
  static let osLog: SimulatedType = SimulatedType("OSLog") { t in
    for name in ["Logger", "OSLog"] {
      t.call(name, "", "subsystem:category") { _ in .record(Record(type: osLog, fields: [:])) }
    }
    for name in ["OSLog.default", "OSLog.disabled"] {
      t.call(name, "") { _ in .record(Record(type: osLog, fields: [:])) }
    }
    t.callWithAnyLabels("os_log") { a in
      a.run.warn("os_log", "os_log(…) is skipped: it draws nothing", at: a.call)
      return .void
    }
    let logger = t.members { value -> Record? in
      if case .record(let r) = value, r.type === osLog { r } else { nil }
    }
    for level in ["log", "trace", "debug", "info", "notice", "warning", "error", "critical", "fault"] {
      logger.method(level, []) { _, a in
        a.run.warn("Logger.\(level)", "Logger.\(level)(…) is skipped: it draws nothing", at: a.call)
        return .void
      }
    }
  }
}
