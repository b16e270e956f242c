#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Console
import Files
import Foundation

/// Where Wobble keeps what outlives one run: `$XDG_STATE_HOME/wobble` (else
/// `~/.local/state/wobble`), holding the prompt's history and the recovery logs.
public enum StateFolder {
  public static var path: String? {
    if let state = getenv("XDG_STATE_HOME").map({ String(cString: $0) }), state.hasPrefix("/") {
      return state + "/wobble"
    }
    guard let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty else { return nil }
    return home + "/.local/state/wobble"
  }

  public static var historyPath: String? { path.map { $0 + "/history" } }
  public static var recoveryFolder: String? { path.map { $0 + "/recovery" } }
}

/// Crash recovery for one running Wobble: `recovery/<pid>.log` in the state folder. Its first
/// line is the whole session as one line of JSON (a session document); each accepted change
/// after it is appended as one more line, so recording a command costs one short write
/// whatever the journal's length. The whole file is written again (atomically) only when the
/// session is replaced: at start, after `load`, `import` or `replay`, and when the journal is
/// compacted.
///
/// `<pid>.lock` beside it is held with `flock` while the process runs, so a log whose lock
/// can be taken belongs to a Wobble that has ended without cleaning up — killed, crashed, its
/// terminal closed — and is offered at the next start (`--recover`) until the user recovers
/// or discards it. Two running sessions never share a log. Appends are not flushed to disk
/// one by one: a killed process loses nothing (the kernel holds the bytes); a power cut may
/// lose the last changes.
public final class RecoveryLog {
  public let path: String
  private let lockDescriptor: Int32
  private var lineage: UInt64 = 0
  private var recorded = 0

  /// Opens this process's log in `folder` (created 0700), or nil when the folder cannot be made.
  public init?(folder: String) {
    try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return nil }
    path = "\(folder)/\(getpid()).log"
    lockDescriptor = open(Self.lockPath(of: path), O_RDWR | O_CREAT, 0o600)
    guard lockDescriptor >= 0 else { return nil }
    _ = flock(lockDescriptor, LOCK_EX | LOCK_NB)
    TemporaryFiles.removeStale(in: folder)
  }

  deinit { close(lockDescriptor) }

  /// Brings the log up to `bench`: appends the journal entries it lacks, or writes the whole
  /// state again when the session was replaced. Returns what went wrong, if anything.
  public func update(to bench: Workbench) -> String? {
    if bench.lineage != lineage || bench.journal.count < recorded {
      do throws(AtomicFile.Failure) {
        try AtomicFile.write(to: path) { emit in
          SessionDocument.encode(
            scene: bench.scene, values: bench.values, marks: bench.marks, journal: bench.journal, compact: true, emit)
        }
      } catch {
        return error.description
      }
      lineage = bench.lineage
      recorded = bench.journal.count
      return nil
    }
    guard bench.journal.count > recorded else { return nil }
    var data = Data()
    for entry in bench.journal[recorded...] { data.append(SessionDocument.encodeLine(entry)) }
    let fd = open(path, O_WRONLY | O_APPEND)
    guard fd >= 0 else { return "cannot append to \(path): \(String(cString: strerror(errno)))" }
    defer { close(fd) }
    guard data.withUnsafeBytes({ FileDescriptor.writeAll($0, to: fd) }) else {
      return "cannot append to \(path): \(String(cString: strerror(errno)))"
    }
    recorded = bench.journal.count
    return nil
  }

  /// Removes the log and its lock: the session ended normally.
  public func remove() { Self.remove(path) }

  /// Removes the log at `path` and its lock (an orphan recovered or discarded).
  public static func remove(_ path: String) {
    unlink(path)
    if path.hasSuffix(".log") { unlink(lockPath(of: path)) }
  }

  /// `<pid>.lock` beside `<pid>.log`.
  static func lockPath(of log: String) -> String { String(log.dropLast(4)) + ".lock" }

  // MARK: Logs left behind

  /// A log whose Wobble is no longer running.
  public struct Orphan: Sendable {
    public var path: String
    public var modified: Date
    /// "scene blob, 12 changes", or why the log cannot be read.
    public var summary: String
  }

  /// The logs in `folder` that no running Wobble holds, newest first (and a `recovery.json`
  /// beside the folder, which Wobble wrote before it kept logs).
  public static func orphans(in folder: String) -> [Orphan] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var found: [Orphan] = []
    for name in names where name.hasSuffix(".log") {
      let log = "\(folder)/\(name)"
      let lock = lockPath(of: log)
      let fd = open(lock, O_RDWR)
      if fd >= 0 {
        defer { close(fd) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { continue }  // its Wobble is running
        flock(fd, LOCK_UN)
      }
      found.append(orphan(at: log))
    }
    let legacy = URL(fileURLWithPath: folder).deletingLastPathComponent().appendingPathComponent("recovery.json").path
    if FileManager.default.fileExists(atPath: legacy) { found.append(orphan(at: legacy)) }
    return found.sorted { $0.modified > $1.modified }
  }

  static func orphan(at path: String) -> Orphan {
    let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? nil
    let summary: String
    let peeked = path.hasSuffix(".log") ? peek(path) : read(path).map({ ($0.0.scene.name, $0.0.journal.count) })
    switch peeked {
    case .success(let (scene, entries)):
      summary = "scene \(scene), \(entries) journal \(entries == 1 ? "entry" : "entries")"
    case .failure(let why): summary = "unreadable: \(why)"
    }
    return Orphan(path: path, modified: modified ?? .distantPast, summary: summary)
  }

  /// A log's scene and journal length, read from its bytes without decoding the session or
  /// opening its files (a log of an opened Swift file would run it again: an orphaned log
  /// cost seconds and hundreds of megabytes at every start). The first line is Wobble's own
  /// compact document, keys sorted: the top-level `"scene"` is the last one on it (marks'
  /// come before it, and no JSON string holds an unescaped quote); each journal entry there
  /// starts `{"command":`, and each later line is one more entry.
  static func peek(_ path: String) -> Result<(String, Int), Failure> {
    let data: Data
    do throws(RegularFile.Failure) {
      data = try RegularFile.contents(atPath: path, limit: maximumBytes)
    } catch {
      return .failure(Failure("cannot read \(path): \(error)"))
    }
    let bytes = [UInt8](data)
    let end = bytes.firstIndex(of: 0x0a) ?? bytes.count
    let first = bytes[..<end]
    let sceneKey = Array(#""scene":""#.utf8)
    guard let at = lastRange(of: sceneKey, in: first) else { return .failure(Failure("\(path): no session on its first line")) }
    let name = first[at.upperBound...].prefix { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    var entries = count(of: Array(#"{"command":"#.utf8), in: first)
    var lineStart = end + 1
    while lineStart < bytes.count {
      let lineEnd = bytes[lineStart...].firstIndex(of: 0x0a) ?? bytes.count
      if lineEnd > lineStart { entries += 1 }
      lineStart = lineEnd + 1
    }
    return .success((String(decoding: name.prefix(100), as: UTF8.self), entries))
  }

  private static func lastRange(of needle: [UInt8], in hay: ArraySlice<UInt8>) -> Range<Int>? {
    var i = hay.endIndex - needle.count
    while i >= hay.startIndex {
      if hay[i] == needle[0], hay[i..<i + needle.count].elementsEqual(needle) { return i..<i + needle.count }
      i -= 1
    }
    return nil
  }

  private static func count(of needle: [UInt8], in hay: ArraySlice<UInt8>) -> Int {
    var n = 0
    var i = hay.startIndex
    while i <= hay.endIndex - needle.count {
      if hay[i] == needle[0], hay[i..<i + needle.count].elementsEqual(needle) {
        n += 1
        i += needle.count
      } else {
        i += 1
      }
    }
    return n
  }

  /// The session a log (or a legacy `recovery.json`) holds: its first line loaded as `load`
  /// would, then each later line run again with its own time. A last line cut short by the
  /// kill is dropped with a warning.
  public static func read(_ path: String) -> Result<(Workbench, [String]), Failure> {
    let data: Data
    do throws(RegularFile.Failure) {
      data = try RegularFile.contents(atPath: path, limit: maximumBytes)
    } catch {
      return .failure(Failure("cannot read \(path): \(error)"))
    }
    if path.hasSuffix(".json") {
      do throws(SessionDocument.LoadError) {
        let loaded = try SessionDocument.decode(data, file: path)
        return .success((Workbench(loaded: loaded, file: nil), loaded.warnings))
      } catch {
        return .failure(Failure(error.description))
      }
    }
    let lines = data.split(separator: 0x0a, omittingEmptySubsequences: false)
    guard let first = lines.first, !first.isEmpty else { return .failure(Failure("\(path) is empty")) }
    var bench: Workbench
    var warnings: [String] = []
    do throws(SessionDocument.LoadError) {
      let loaded = try SessionDocument.decode(Data(first), file: path)
      bench = Workbench(loaded: loaded, file: nil)
      warnings = loaded.warnings
    } catch {
      return .failure(Failure(error.description))
    }
    let clock = bench.clock
    let complete = data.last == 0x0a
    for (i, line) in lines.enumerated().dropFirst() where !line.isEmpty {
      let entry: JournalEntry
      do throws(SessionDocument.LoadError) {
        entry = try SessionDocument.decodeLine(Data(line), file: path, line: i + 1)
      } catch {
        warnings.append(i == lines.count - 1 && !complete ? "\(path): the last change was cut short; dropped" : error.description)
        continue
      }
      let time = entry.time
      bench.clock = { time }
      if case .failure(let error) = bench.execute(entry.command) {
        warnings.append("\(path): line \(i + 1): \(error)")
      }
    }
    bench.clock = clock
    return .success((bench, warnings))
  }

  /// Why a log could not be read.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
  }

  /// A log is read whole; the session file's own limit leaves room for its 100 000 entries.
  static let maximumBytes = 64 << 20
}
