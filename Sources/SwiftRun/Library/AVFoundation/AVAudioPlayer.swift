/// `AVAudioPlayer`: a sound, which a preview does not play. The player is made from any file
/// or data (Swift 1.2's `init(contentsOfURL:error:)` too), its settings read back what was set,
/// and `play()` and its kin do nothing but say so once: the animation around them runs as on iOS.
extension Library {
  static let avAudioPlayer: SimulatedType = SimulatedType("AVAudioPlayer") { t in
    t.call("AVAudioPlayer", "contentsOf", "contentsOf:fileTypeHint", "data", "data:fileTypeHint", "contentsOfURL:error") { a in
      .record(Record(type: avAudioPlayer, fields: ["volume": .number(1), "numberOfLoops": .number(0), "rate": .number(1)]))
    }
    let player = t.members { value -> Record? in
      if case .record(let r) = value, r.type === avAudioPlayer { r } else { nil }
    }
    // `numberOfLoops` -1 loops until stopped.
    let loops = Measure(range: -1...1e9, unit: "", whole: true)
    for (name, measure) in [("volume", Measure.fraction), ("numberOfLoops", loops), ("rate", Measure.rate)] {
      player.property(name, .number, measure, get: { $0.fields[name]?.asNumber }) { r, x, _ in r.fields[name] = .number(x) }
    }
    player.property("currentTime", .number, .seconds, get: { $0.fields["currentTime"]?.asNumber ?? 0 }) { r, x, _ in
      r.fields["currentTime"] = .number(x)
    }
    player.property("enableRate", .bool, get: { if case .bool(let b)? = $0.fields["enableRate"] { b } else { false } }) {
      r, b, _ in
      r.fields["enableRate"] = .bool(b)
    }
    player.property("isPlaying", takes: "nothing: it is read only", get: { _, _ in .bool(false) })
    player.property("duration", takes: "nothing: it is read only", get: { _, _ in .number(0) })
    let silent: @Sendable (Record, Arguments) throws(RunError) -> Value = { _, a in
      a.run.warn("AVAudioPlayer", "AVAudioPlayer is skipped: a preview plays no sound", at: a.call)
      return .bool(true)
    }
    player.method("play", "", "atTime", body: silent)
    player.method("prepareToPlay", "", body: silent)
    player.method("pause", "") { r, a throws(RunError) in
      _ = try silent(r, a); return .void
    }
    player.method("stop", "") { r, a throws(RunError) in
      _ = try silent(r, a); return .void
    }
    player.method("setVolume", "_:fadeDuration") { r, a throws(RunError) in
      r.fields["volume"] = .number(try a.number(0))
      return .void
    }
  }
}
