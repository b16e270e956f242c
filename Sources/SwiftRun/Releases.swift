import SwiftSyntax

/// Swift's `deinit`: an instance of a class the file declares with a `deinit` (a plain class: no
/// view, layer or SDK object behind it) is held only by what holds it in the run — variables,
/// properties, closures, timers, animation completions — so it goes when the last of them lets
/// it go, as ARC frees it, and its `deinit` bodies (its class's, then each superclass's) run
/// after the statement that let it go. Helper libraries rely on this: a token whose `deinit`
/// starts the animations it describes runs them when a call's result is thrown away.
///
/// Wobble's environments hold what a closure could see, not only what it names, so an
/// instance may outlive its Swift counterpart (its `deinit` then runs later or never); it is
/// never released sooner, as everything Wobble keeps for UIKit (targets, delegates, timers)
/// holds it strongly.
final class Releases {
  /// Stand-ins of instances let go, in order: each has the properties its instance had.
  var pending: [Instance] = []
  /// A `deinit` is running: releases it causes wait for the loop that runs it.
  var running = false
}

/// An instance of such a class, held without keeping it (for naming layers).
struct WeakInstance {
  weak var instance: Instance?
}

extension TypeDeclaration {
  /// Its `deinit`, if its declaration has one.
  var deinitializer: DeinitializerDeclSyntax? {
    members.lazy.compactMap { $0.as(DeinitializerDeclSyntax.self) }.first
  }
}

extension Interpreter {
  /// Tracks `instance`, newly made: held by the run for layout and naming, unless it is a plain
  /// class with a `deinit`, which is held only by what holds it.
  func track(_ instance: Instance) {
    guard instance.type.kind == .class, instance.view == nil, instance.layer == nil, instance.backing == nil,
      !instance.isController, instance.chain.contains(where: { $0.deinitializer != nil })
    else {
      instances.append(instance)
      return
    }
    instance.releases = releases
    releasable.append(WeakInstance(instance: instance))
  }

  /// The instances made so far that are still held, in order.
  var liveInstances: [Instance] { instances + releasable.compactMap(\.instance) }

  /// Runs the `deinit` of every instance let go since the last call, and of those they let go.
  func runReleases() throws(RunError) {
    guard !releases.running else { return }
    releases.running = true
    defer { releases.running = false }
    while !releases.pending.isEmpty {
      let gone = releases.pending.removeFirst()
      releasable.removeAll { $0.instance == nil }
      for type in gone.chain {
        guard let body = type.deinitializer?.body else { continue }
        try withSelf(.instance(gone)) { () throws(RunError) in
          let frame = enterFrame()
          scopes.append([:])
          defer { leave(frame) }
          _ = try execute(body.statements)
        }
      }
    }
  }
}
