/// Animations that start when earlier ones stop, as code that adds the next animation in
/// `animationDidStop(_:finished:)` chains them (the balloon's up/down loop in seed 003).
///
/// Each step adds its animations when the previous step's *watched* animation stops; with
/// `repeats`, the steps cycle forever. A step's animations begin at the stop time (plus their
/// own `beginTime`); animations removed on completion leave when they end, others stay until a
/// later step adds one under the same key — or, added without a key (`forKey: nil`), forever,
/// stacked under the later ones.
public struct Choreography: Sendable {
  public struct Addition: Sendable {
    public var layer: String
    /// nil: added with `forKey: nil`, so it replaces nothing.
    public var key: String?
    public var animation: Animation

    public init(layer: String, key: String?, animation: Animation) {
      self.layer = layer
      self.key = key
      self.animation = animation
    }
  }

  public struct Step: Sendable {
    public var additions: [Addition]
    /// Index into `additions` of the animation whose stop starts the next step.
    public var watched: Int

    public init(_ additions: [Addition], watched: Int = 0) {
      self.additions = additions
      self.watched = watched
    }
  }

  public var steps: [Step]
  public var repeats: Bool
  /// When the first step's animations are added, in the root's time.
  public var start: Double
  /// Whether `attach` drops unkeyed animations nothing can show any more: one stays until a
  /// later one that hides it (same layer, same key paths, filled forwards, not additive) has
  /// begun for every replicated instance of its layer; dropping it then changes nothing on
  /// screen and keeps a long-running chain from piling up. Off only to check exactly that.
  public var dropsHiddenAnimations = true

  public init(steps: [Step], repeats: Bool, start: Double = 0) {
    self.steps = steps
    self.repeats = repeats
    self.start = start
  }

  /// The most steps ever simulated for one instant; beyond it the chain stops advancing.
  public static let maximumSteps = 1_000_000

  /// When each step started, up to the one running at `time`.
  public func stepStarts(upTo time: Double) -> [(index: Int, start: Double)] {
    var result: [(Int, Double)] = []
    var begin = start
    var i = 0
    while !steps.isEmpty && begin <= time && result.count < Self.maximumSteps {
      let step = steps[i % steps.count]
      result.append((i % steps.count, begin))
      guard step.watched < step.additions.count else { break }
      var watched = step.additions[step.watched].animation
      watched.timing.beginTime += begin
      guard let end = watched.endTime, end > begin else { break }
      i += 1
      if !repeats && i >= steps.count { break }
      begin = end
    }
    return result
  }

  /// `root` with the animations attached that the chain has attached by `time`.
  public func attach(to root: Layer, at time: Double) -> Layer {
    var lags: [String: Double] = [:]
    func lag(_ layer: String) -> Double {
      if let known = lags[layer] { return known }
      let found = dropsHiddenAnimations ? Self.lag(of: layer, in: root) ?? .infinity : .infinity
      lags[layer] = found
      return found
    }
    var attached: [(layer: String, key: String?, animation: Animation)] = []
    for (index, begin) in stepStarts(upTo: time) {
      // Animations that ended before this step began and are removed on completion are gone.
      attached.removeAll { entry in
        entry.animation.isRemovedOnCompletion && (entry.animation.endTime.map { $0 <= begin } ?? false)
      }
      for addition in steps[index].additions {
        var a = addition.animation
        a.timing.beginTime += begin
        if let key = addition.key { attached.removeAll { $0.layer == addition.layer && $0.key == key } }
        if addition.key == nil, begin <= time - lag(addition.layer), let paths = Self.hiddenPaths(a) {
          // Every instance sees this one begun: unkeyed ones it hides are gone from view.
          attached.removeAll { $0.layer == addition.layer && $0.key == nil && Self.paths($0.animation).isSubset(of: paths) }
        }
        attached.append((addition.layer, addition.key, a))
      }
    }
    var out = root
    for entry in attached {
      out.modify(named: entry.layer) { $0.add(entry.animation, forKey: entry.key) }
    }
    return out
  }

  /// How far behind `root`'s time the last replicated instance of the layer called `name` runs:
  /// the sum over its replicator ancestors of `instanceDelay · (instanceCount − 1)` (delays
  /// below 0 put instances ahead, which never delays a begin). Nil when the layer is missing
  /// or a layer on the way maps time otherwise (`beginTime`, `speed`, `timeOffset`).
  static func lag(of name: String, in root: Layer) -> Double? {
    if root.timing != LayerTiming() { return nil }
    if root.name == name { return 0 }
    for sublayer in root.sublayers {
      guard let below = lag(of: name, in: sublayer) else { continue }
      guard let r = root.replicator else { return below }
      return below + max(0, r.instanceDelay) * Double(max(0, r.instanceCount - 1))
    }
    return nil
  }

  /// The key paths `animation` sets from its begin on, for good — nil when it may let an
  /// earlier one show through (additive, removed on completion, or not filled forwards).
  static func hiddenPaths(_ animation: Animation) -> Set<LayerProperty>? {
    guard !animation.isRemovedOnCompletion, animation.timing.fillMode.fillsForwards || animation.timing.repeatsForever
    else { return nil }
    func covered(_ a: Animation) -> Set<LayerProperty>? {
      if case .group(let children) = a.kind {
        var all = Set<LayerProperty>()
        for child in children {
          // A child that starts late or stops early leaves its path to what is underneath.
          guard child.timing.beginTime <= 0 || child.timing.fillMode.fillsBackwards,
            child.timing.fillMode.fillsForwards || child.timing.repeatsForever,
            let paths = covered(child)
          else { return nil }
          all.formUnion(paths)
        }
        return all
      }
      return a.isAdditive ? nil : [a.keyPath]
    }
    return covered(animation)
  }

  /// Every key path `animation` touches.
  static func paths(_ animation: Animation) -> Set<LayerProperty> {
    if case .group(let children) = animation.kind { return children.reduce(into: []) { $0.formUnion(paths($1)) } }
    return [animation.keyPath]
  }
}
