/// What a table view and a collection view share: a data source and a delegate of the file's
/// classes, asked again at the next layout pass once anything changes.
protocol ItemSource: AnyObject {
  var dataSource: Instance? { get set }
  var delegate: Instance? { get set }
  var needsLoad: Bool { get set }
}

extension TableState: ItemSource {}
extension CollectionState: ItemSource {}

extension Members where R == ViewObject {
  /// `dataSource` and `delegate`; `reloadData()`; `performBatchUpdates(_:completion:)`; the
  /// changes `changes` names (rows or items loaded again as they end, UIKit's animations of
  /// them said as `animations`); and `said`, methods that show nothing here (a selection's
  /// highlight, a scroll), each said with its reason.
  func itemSourceMembers(
    _ state: @escaping @Sendable (ViewObject) -> (any ItemSource)?, changes: [(String, [String])], animations: String,
    said: [(name: String, signature: String, reason: String)]
  ) {
    for name in ["dataSource", "delegate"] {
      property(
        name, takes: "an object of the file's class", sample: { .nil },
        get: { v, _ in (name == "dataSource" ? state(v)?.dataSource : state(v)?.delegate).map(Value.instance) ?? .nil }
      ) { v, new throws(RunError) in
        let given: Instance?
        switch new.value {
        case .instance(let instance): given = instance
        case .nil: given = nil
        default: throw new.wrong(want: "an object of the file's class")
        }
        if name == "dataSource" { state(v)?.dataSource = given } else { state(v)?.delegate = given }
        state(v)?.needsLoad = true
      }
    }
    method("reloadData", "") { v, _ in
      state(v)?.needsLoad = true
      return .void
    }
    for (name, signatures) in changes {
      method(name, signatures) { v, a throws(RunError) in
        a.run.warn(
          animations, "\(name)(…) shows the \(animations) as they end: UIKit's animations of them are not drawn by Wobble yet",
          at: a.call)
        state(v)?.needsLoad = true
        return .void
      }
    }
    method("performBatchUpdates", "_:completion", "trailing") { v, a throws(RunError) in
      if case .closure(let updates) = try a.value(0) { _ = try a.run.call(updates, [], at: a.call) }
      state(v)?.needsLoad = true
      return .void
    }
    for (name, signature, reason) in said {
      method(name, signature) { _, a in
        a.run.warn(name, "\(name)(…) is not simulated by Wobble yet: \(reason)", at: a.call)
        return .void
      }
    }
  }
}
