/// `URL` (Swift 2's `NSURL`) for a file: made from a path, read back as its path and name.
/// Nothing is fetched or read through one here; a web address is kept as written.
extension Library {
  static let url: SimulatedType = SimulatedType("URL") { t in
    t.alias("NSURL")
    for name in ["URL", "NSURL"] {
      t.call(name, "fileURLWithPath") { a throws(RunError) in .record(fileURL(try a.string(0))) }
      // `URL(string:)` is optional on iOS: nil only for text that is no URL, which Wobble does not check.
      t.call(name, "string") { a throws(RunError) in
        .record(Record(type: url, fields: ["path": .string(try a.string(0)), "absoluteString": .string(try a.string(0))]))
      }
    }
    let address = t.members { value -> Record? in
      if case .record(let r) = value, r.type === url { r } else { nil }
    }
    address.property("path", takes: "a path", get: { r, _ in r.fields["path"] })
    address.property("absoluteString", takes: "a URL string", get: { r, _ in r.fields["absoluteString"] })
    address.property(
      "lastPathComponent", takes: "a file name",
      get: { r, _ in
        .string(String((r.fields["path"]?.asString ?? "").split(separator: "/").last ?? ""))
      })
    address.property(
      "pathExtension", takes: "an extension",
      get: { r, _ in
        let name = (r.fields["path"]?.asString ?? "").split(separator: "/").last ?? ""
        return .string(name.contains(".") ? String(name.split(separator: ".").last ?? "") : "")
      })
  }

  /// A file URL of `path` (`file:///Bundle.main/squish.caf`).
  static func fileURL(_ path: String) -> Record {
    Record(type: url, fields: ["path": .string(path), "absoluteString": .string("file://" + path)])
  }
}
