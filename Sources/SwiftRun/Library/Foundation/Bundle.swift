import Foundation
import SwiftSyntax

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
    main.method("object", "forInfoDictionaryKey") { _, a throws(RunError) in
      a.run.infoPlistValue(try a.string(0), at: a.call)
    }
    main.property(
      "infoDictionary", takes: "a dictionary",
      get: { _, run in
        .dictionary(Interpreter.infoPlistKeys.map { DictionaryEntry(key: .string($0), value: run.infoPlistValue($0, at: nil)) })
      })
    main.method("url", "forResource:withExtension") { _, a throws(RunError) in
      .record(fileURL(try resource(a, "Bundle.main.url(forResource:withExtension:)")))
    }
    main.method("URLForResource", "_:withExtension") { _, a throws(RunError) in
      a.run.warn("URLForResource", "URLForResource(_:withExtension:) is Swift 2's url(forResource:withExtension:)", at: a.call)
      return .record(fileURL(try resource(a, "Bundle.main.url(forResource:withExtension:)")))
    }
  }
}

extension Interpreter {
  /// The app's name as its `Info.plist` gives it (`CFBundleName`, `$(PRODUCT_NAME)`): the module
  /// its storyboard names, else the folder of its main file, else that file's name.
  var appName: String {
    if let module = interfaces.lazy.compactMap(\.module).first { return module }
    let path = files?.members.last?.path ?? file
    let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
    return folder.isEmpty || folder == "/" ? (file as NSString).deletingPathExtension : folder
  }

  /// The `Info.plist` keys Wobble answers, as Xcode's app template fills them.
  static let infoPlistKeys = [
    "CFBundleName", "CFBundleExecutable", "CFBundleDisplayName", "CFBundleShortVersionString", "CFBundleVersion",
  ]

  /// `Bundle.main.object(forInfoDictionaryKey:)`: the app's name for its name keys, Xcode's
  /// template versions (1.0, build 1) for the version keys, said once; nil for any other key,
  /// as for a key the plist lacks.
  func infoPlistValue(_ key: String, at node: (any SyntaxProtocol)?) -> Value {
    let value: String
    switch key {
    case "CFBundleName", "CFBundleExecutable", "CFBundleDisplayName": value = appName
    case "CFBundleShortVersionString": value = "1.0"
    case "CFBundleVersion": value = "1"
    default: return .nil
    }
    if let node {
      warn(
        "Info.plist",
        "the app's Info.plist is not read (Wobble opens source files, not a built app): \(key) is taken as "
          + "\"\(value)\"\(key.hasSuffix("Version") || key.hasSuffix("VersionString") ? ", Xcode's template value" : ", the app's module")",
        at: node)
    }
    return .string(value)
  }
}
