import Foundation

/// The opened program's files, watched from the prompt so that a save from an editor beside
/// Wobble is reloaded within a moment. Polled, not notified: a `stat` of a few files every
/// quarter second costs nothing next to a frame, and works alike on Linux and macOS, for
/// editors that write in place and those that write a new file and rename it over the old.
/// A change is acted on once it has held still for one poll (an editor's write is over).
final class SourceWatcher: @unchecked Sendable {
  /// What `stat` says of a file: nil fields when it is missing.
  struct Fingerprint: Equatable {
    var modified: Date?
    var size: Int?
    var inode: Int?

    init(_ path: String) {
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      modified = attributes?[.modificationDate] as? Date
      size = (attributes?[.size] as? NSNumber)?.intValue
      inode = (attributes?[.systemFileNumber] as? NSNumber)?.intValue
    }
  }

  /// Milliseconds between polls.
  static let interval: Int32 = 250

  private var seen: [String: Fingerprint] = [:]
  /// A change seen at the last poll, waiting to hold still.
  private var moving: [String: Fingerprint]?
  private var lastPoll = ContinuousClock.now
  /// A change has held still and is not yet acted on.
  private(set) var pending = false

  var isWatching: Bool { !seen.isEmpty }

  /// Watches `paths` from now on; files already watched keep what was seen of them.
  func watch(_ paths: [String]) {
    guard Set(paths) != Set(seen.keys) else { return }
    seen = Dictionary(uniqueKeysWithValues: paths.map { ($0, seen[$0] ?? Fingerprint($0)) })
    moving = nil
    pending = false
  }

  /// From the prompt's idle handler: true when a change has held still for a poll, until it is
  /// acknowledged (the line being typed then ends, to be typed again after the reload).
  func poll() -> Bool {
    if pending { return true }
    guard ContinuousClock.now - lastPoll >= .milliseconds(Int(Self.interval) - 10) else { return false }
    lastPoll = ContinuousClock.now
    let now = Dictionary(uniqueKeysWithValues: seen.keys.map { ($0, Fingerprint($0)) })
    guard now != seen else {
      moving = nil
      return false
    }
    if now == moving {
      pending = true
      return true
    }
    moving = now
    return false
  }

  /// The files as they are now are taken as seen (after a reload, or a write of Wobble's own).
  func acknowledge() {
    seen = Dictionary(uniqueKeysWithValues: seen.keys.map { ($0, Fingerprint($0)) })
    moving = nil
    pending = false
  }
}
