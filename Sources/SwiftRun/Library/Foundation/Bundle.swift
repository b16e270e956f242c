/// `Bundle.main` (Swift 2's `NSBundle.mainBundle()`): the app's resources. Wobble opens source
/// files, not a built app, so a resource asked for by name is taken as there — its path or URL
/// is a stand-in inside `Bundle.main`, said once — and what reads it (a sound player) either
/// skips it or says it cannot.
extension Library {
  static let bundle: SimulatedType = SimulatedType("Bundle") { t in
    t.alias("NSBundle")
    t.staticMember("main") { _ in .record(Record(type: bundle, fields: [:])) }
    // The bundle of a class (a framework's, for a pod): here the same stand-in as the app's.
    t.call("Bundle", "for") { _ in .record(Record(type: bundle, fields: [:])) }
    t.call("NSBundle.mainBundle", "") { a in
      a.run.warn("NSBundle.mainBundle", "NSBundle.mainBundle() is Swift 2's Bundle.main", at: a.call)
      return .record(Record(type: bundle, fields: [:]))
    }
    let main = t.members { value -> Record? in
      if case .record(let r) = value, r.type === bundle { r } else { nil }
    }
    /// The stand-in path of resource `name` of type `type` (`squish`, `caf`), said once.
    @Sendable func resource(_ a: Arguments, _ spelled: String) throws(RunError) -> String {
      let name = try a.string(0)
      let type = try a.value(1).asString ?? ""
      let file = type.isEmpty ? name : name + "." + (type.hasPrefix(".") ? String(type.dropFirst()) : type)
      a.run.warn(
        "Bundle resource",
        "\(spelled) names the app's resource \(file), taken as there: Wobble opens source files, not a built app's bundle",
        at: a.call)
      return "/Bundle.main/" + file
    }
    main.method("path", "forResource:ofType") { _, a throws(RunError) in
      .string(try resource(a, "Bundle.main.path(forResource:ofType:)"))
    }
    main.method("pathForResource", "_:ofType") { _, a throws(RunError) in
      a.run.warn("pathForResource", "pathForResource(_:ofType:) is Swift 2's path(forResource:ofType:)", at: a.call)
      return .string(try resource(a, "Bundle.main.path(forResource:ofType:)"))
    }
    main.method("url", "forResource:withExtension") { _, a throws(RunError) in
      .record(fileURL(try resource(a, "Bundle.main.url(forResource:withExtension:)")))
    }
    main.method("URLForResource", "_:withExtension") { _, a throws(RunError) in
      a.run.warn("URLForResource", "URLForResource(_:withExtension:) is Swift 2's url(forResource:withExtension:)", at: a.call)
      return .record(fileURL(try resource(a, "Bundle.main.url(forResource:withExtension:)")))
    }
  }
}
