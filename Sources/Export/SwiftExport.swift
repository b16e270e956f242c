import Foundation
import Scenes

/// `export swift`: the current effect as a UIKit/QuartzCore source file (Swift 5.9+, Swift 6
/// language mode too, iOS 13+) with the tuned values, whose header comment carries the whole
/// session so `import swift` brings it back.
public enum SwiftExport {
  static let sessionBegin = "// wobble-session begin"
  static let sessionEnd = "// wobble-session end"

  /// The UIKit view each scene exports as, by scene name.
  static let writers: [String: @Sendable (ParameterValues) -> String] = [
    BlobScene.scene.name: BlobSwift.source,
    BalloonScene.scene.name: BalloonSwift.source,
    RingScene.scene.name: RingSwift.source,
  ]

  /// The source file for `scene` with `values`; `session` is the session document's bytes.
  /// `nil` for a scene that has no Swift writer.
  public static func source(scene: Scene, values: ParameterValues, session: Data) -> String? {
    // An opened file comes back as itself, only its tuned numbers changed.
    if let own = scene.source { return own(values) }
    guard let writer = writers[scene.name] else { return nil }
    let body = writer(values)
    let json = String(decoding: session, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast(session.last == 0x0a ? 1 : 0)
    let header =
      [
        "// \(scene.summary.prefix(1).uppercased() + scene.summary.dropFirst()), tuned in Wobble.",
        "// Swift 5.9+ (Swift 6 language mode too), UIKit and QuartzCore, iOS 13+. `import swift <this",
        "// file>` in Wobble restores the session below.",
        "//",
        sessionBegin,
      ] + json.map { $0.isEmpty ? "//" : "// " + $0 } + [sessionEnd, ""]
    return header.joined(separator: "\n") + "\n" + body
  }

  /// The session document carried in an exported file's header.
  public static func session(in source: String, file: String) throws(ExportError) -> Data {
    // Any line end: "\r\n" is one Character in Swift, so splitting at "\n" alone would leave a
    // file saved with Windows line ends in one piece.
    let lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    guard let begin = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == sessionBegin }),
      let end = lines[begin...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == sessionEnd })
    else {
      throw ExportError(
        description:
          "\(file): no Wobble session in this file (a '\(sessionBegin)' … '\(sessionEnd)' comment block; `export swift` writes one)"
      )
    }
    var json = ""
    for (offset, line) in lines[(begin + 1)..<end].enumerated() {
      let text = line.drop(while: { $0 == " " || $0 == "\t" })
      guard text.hasPrefix("//") else {
        throw ExportError(description: "\(file):\(begin + offset + 2): the session block holds a line that is not a comment")
      }
      json += text.dropFirst(2).dropFirst(text.dropFirst(2).hasPrefix(" ") ? 1 : 0) + "\n"
    }
    return Data(json.utf8)
  }
}
