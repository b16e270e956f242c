import Foundation
import Animation
import Scenes

/// Completion candidates for the text before the cursor, from the command table and the
/// scene's parameter declarations.
public enum Completer {
  /// - Returns: the word being completed and its candidates (full replacements). Dotted names
  ///   complete one segment at a time: `blob.sk` gives `blob.skew.`.
  ///   The word and candidates are as typed: a word begun with a quote gets candidates in
  ///   that quote, and elsewhere spaces, quotes and backslashes are escaped with a backslash.
  public static func complete(_ before: String, in bench: Workbench) -> (word: String, candidates: [String]) {
    // A name with control characters could not be typed back (commands refuse them), and
    // listing it would let a file name drive the terminal: such names are never offered.
    let (word, candidates) = unfiltered(before, in: bench)
    let safe = candidates.filter { !$0.unicodeScalars.contains(where: TerminalText.isControl) }
    let endsInSpace = before.last?.isSpace ?? false
    let typed =
      endsInSpace ? "" : ((try? CommandWord.all(of: Substring(before), lenient: true))?.last.map { String($0.typed) } ?? "")
    let written: [String]
    switch typed.first {
    case "\"":
      written = safe.map { "\"" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") }
    case "'":
      written = safe.filter { !$0.contains("'") }.map { "'" + $0 }
    default:
      written = safe.map { candidate in
        candidate.reduce(into: "") { out, c in
          if c == " " || c == "\"" || c == "'" || c == "\\" { out.append("\\") }
          out.append(c)
        }
      }
    }
    // Typed another way (a quote in the middle of the word): the words as read.
    guard written.allSatisfy({ $0.hasPrefix(typed) }) else { return (word, safe) }
    return (typed, written)
  }

  static func unfiltered(_ before: String, in bench: Workbench) -> (word: String, candidates: [String]) {
    let endsInSpace = before.last?.isSpace ?? false
    // Lenient: a quote still open is the word being typed.
    var words = ((try? CommandWord.all(of: Substring(before), lenient: true)) ?? []).map(\.value)
    let word = endsInSpace ? "" : (words.popLast() ?? "")
    if words.isEmpty {
      let names = CommandTable.all.flatMap { [$0.name] + $0.aliases }
      return (word, names.filter { $0.hasPrefix(word) }.sorted())
    }
    guard let command = try? CommandTable.resolve(words[0]) else { return (word, []) }
    if word.hasPrefix("--") {
      return (word, command.flags.map { "--" + $0.name }.filter { $0.hasPrefix(word) })
    }
    // Flags (and their values) do not count as positions.
    var i = 1
    while i < words.count {
      if let flag = command.flags.first(where: { "--" + $0.name == words[i] }) {
        words.removeSubrange(i..<min(words.count, i + (flag.value == nil ? 1 : 2)))
      } else {
        i += 1
      }
    }
    var position = words.count - 1
    if position >= command.arguments.count, command.arguments.last?.isVariadic == true {
      position = command.arguments.count - 1
    }
    guard position < command.arguments.count else { return (word, []) }
    let parameterNames = bench.parameters.map(\.name)
    let candidates: [String]
    switch command.arguments[position].kind {
    case .parameter, .parameterOrGroup:
      candidates = segments(of: parameterNames, after: word)
    case .pathPoint:
      let count = bench.scene.path.map { bench.values.integer($0.count) } ?? 0
      let numbered = (0...count).flatMap { n in n == 0 ? ["0"] : ["\(n)", "\(n).c1", "\(n).c2"] }
      candidates =
        word.first?.isNumber == true
        ? numbered.filter { $0.hasPrefix(word) } : segments(of: parameterNames, after: word)
    case .topic:
      candidates =
        (CommandTable.all.map(\.name).filter { $0.hasPrefix(word) }
        + segments(of: parameterNames, after: word)).sorted()
    case .scene:
      candidates = Scene.all.map(\.name).filter { $0.hasPrefix(word) }.sorted()
    case .timing:
      candidates = Timing.forms.filter { $0.hasPrefix(word) }.sorted()
    case .layerProperty:
      let tree = bench.scene.presentation(bench.values, 0)
      if let dot = word.firstIndex(of: ".") {
        let prefix = word[...dot]
        let layer = (try? LayerAddress.split(word))?.0.resolve(in: tree)
        let readable = ReadableKeyPath.allCases.filter { !$0.isEmitters || layer?.emitter != nil }
        let properties = readable.map(\.rawValue) + LayerAddress.textProperties
        candidates = properties.map { prefix + $0 }.filter { $0.hasPrefix(word) }.sorted()
      } else {
        candidates = LayerAddress.names(in: tree).map { $0 + "." }.filter { $0.hasPrefix(word) }.sorted()
      }
    case .keyword(let k):
      candidates = k.hasPrefix(word) ? [k] : []
    case .seconds, .real, .whole, .span, .typeName, .digest:
      candidates = []
    case .file:
      candidates = SessionFiles.candidates(for: word)
    case .path:
      candidates = FilePaths.candidates(for: word)
    case .mark:
      candidates = bench.marks.keys.filter { $0.hasPrefix(word) }.sorted()
    case .exportKind:
      candidates = CommandTable.exportKinds.filter { $0.hasPrefix(word) }
    case .value:
      guard position >= 1, let spec = bench.scene.parameter(named: words[position]) else { return (word, []) }
      switch spec.kind {
      case .choice(let options): candidates = options.filter { $0.hasPrefix(word) }
      case .color: candidates = NamedColors.names.filter { $0.hasPrefix(word) }
      default: candidates = []
      }
    }
    return (word, candidates)
  }

  /// The distinct next segments: each name that starts with `prefix`, cut after the first `.`
  /// following the prefix (a group) or whole (a leaf).
  static func segments(of names: [String], after prefix: String) -> [String] {
    var result = Set<String>()
    for name in names where name.hasPrefix(prefix) {
      let tail = name.dropFirst(prefix.count)
      if let dot = tail.firstIndex(of: ".") {
        result.insert(prefix + tail[...dot])
      } else {
        result.insert(name)
      }
    }
    return result.sorted()
  }
}

/// File-name completion for save, load and replay: session names in sessions/, then paths.
enum SessionFiles {
  static func candidates(for word: String) -> [String] {
    guard !word.contains("/") else { return FilePaths.candidates(for: word) }
    let names = SessionPaths.searchFolders.flatMap { (try? FileManager.default.contentsOfDirectory(atPath: $0)) ?? [] }
      .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
    return Set(names).filter { $0.hasPrefix(word) }.sorted()
  }
}

/// Paths in the file system (folders end in `/`), relative to the working folder unless the
/// word starts with `/`; hidden entries only when the word's last part starts with a dot.
enum FilePaths {
  static func candidates(for word: String) -> [String] {
    let fm = FileManager.default
    let slash = word.lastIndex(of: "/")
    let folder = slash.map { String(word[..<$0]) } ?? ""
    let prefix = slash.map { String(word[word.index(after: $0)...]) } ?? word
    let listed = slash == nil ? "." : (folder.isEmpty ? "/" : folder)
    let entries = (try? fm.contentsOfDirectory(atPath: listed)) ?? []
    return entries.filter { $0.hasPrefix(prefix) && (prefix.hasPrefix(".") || !$0.hasPrefix(".")) }.map { entry in
      var isDirectory: ObjCBool = false
      let full = slash == nil ? entry : folder + "/" + entry
      _ = fm.fileExists(atPath: slash == nil ? entry : full, isDirectory: &isDirectory)
      return isDirectory.boolValue ? full + "/" : full
    }.sorted()
  }
}
