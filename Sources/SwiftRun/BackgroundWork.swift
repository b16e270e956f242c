import Foundation
import SwiftSyntax

/// A block sent to a background queue (`DispatchQueue.global().async`), run so that it may
/// pause: `Thread.sleep`, `usleep` and `sleep` there hand the run loop back and the block goes
/// on when the simulated clock reaches the end of the pause — a wave redrawn every 0.08 s by a
/// loop on another thread, a fake download's progress stepped every 0.05 s.
///
/// The block runs on a thread of its own (its Swift stack is where it stopped) but never at the
/// same time as the interpreter's: the two take turns, as coroutines do, so the interpreter's
/// state is only ever touched by one of them. While the block waits, the interpreter's
/// execution stacks (its scopes above the top level, frames, `self`s) are put aside and the
/// caller's put back; a resume swaps them again. The top level's variables are shared, as
/// they are between threads in Swift.
final class BackgroundWork: @unchecked Sendable {
  /// Whose turn it is: the block's thread, or the interpreter's caller (the run loop).
  private enum Turn { case block, caller }

  private let condition = NSCondition()
  private var turn = Turn.caller
  /// How the block ended: nil while it runs or waits.
  private(set) var ended: Result<Void, RunError>?
  /// Set when the run is dropped while the block waits: its pause throws, so it unwinds.
  private(set) var cancelled = false
  /// The block's execution stacks while it waits, and the caller's while it runs.
  var blockState: Interpreter.ExecutionState?
  var callerState: Interpreter.ExecutionState?

  /// Starts `body` on a new thread with a 64 MB stack (the interpreter recurses as deep as the
  /// code nests) and waits until it pauses or ends.
  func start(_ body: @escaping @Sendable () -> Result<Void, RunError>) {
    let thread = Thread { [self] in
      waitFor(.block)
      let result = body()
      condition.lock()
      ended = result
      turn = .caller
      condition.broadcast()
      condition.unlock()
    }
    thread.stackSize = 64 << 20
    thread.start()
    handOver(to: .block, waitingFor: .caller)
  }

  /// Called on the block's thread at a pause: gives the turn back and waits for the resume.
  /// Throws `RunError.interrupted` when the run was dropped meanwhile.
  func pause() throws(RunError) {
    handOver(to: .caller, waitingFor: .block)
    if cancelled { throw RunError.interrupted }
  }

  /// Lets the waiting block go on until its next pause or its end.
  func resume() {
    handOver(to: .block, waitingFor: .caller)
  }

  /// Makes the waiting block's pause throw and waits until it has unwound.
  func cancel() {
    cancelled = true
    handOver(to: .block, waitingFor: .caller)
  }

  private func handOver(to other: Turn, waitingFor mine: Turn) {
    condition.lock()
    turn = other
    condition.broadcast()
    while turn != mine { condition.wait() }
    condition.unlock()
  }

  private func waitFor(_ mine: Turn) {
    condition.lock()
    while turn != mine { condition.wait() }
    condition.unlock()
  }
}

extension Interpreter {
  /// What one line of execution has of the interpreter: the scopes above the top level and the
  /// stacks that calls push and pop.
  struct ExecutionState {
    var scopes: ArraySlice<Bindings>
    var frameBase: Int
    var liveFrames: [Int]
    var selves: [Value]
    var depth: Int
    var argumentStack: [Value]
    var constructing: [(type: String, result: Value?, depth: Int)]
    var deferred: [CodeBlockSyntax]
    var onBackgroundQueue: Bool
    var background: BackgroundWork?
  }

  /// The execution stacks now.
  var executionState: ExecutionState {
    ExecutionState(
      scopes: scopes[1...], frameBase: frameBase, liveFrames: liveFrames, selves: selves, depth: depth,
      argumentStack: argumentStack, constructing: constructing, deferred: deferred,
      onBackgroundQueue: onBackgroundQueue, background: background)
  }

  /// Puts `state`'s stacks in place, keeping the shared top level.
  func install(_ state: ExecutionState) {
    scopes.replaceSubrange(1..., with: state.scopes)
    frameBase = state.frameBase
    liveFrames = state.liveFrames
    selves = state.selves
    depth = state.depth
    argumentStack = state.argumentStack
    constructing = state.constructing
    deferred = state.deferred
    onBackgroundQueue = state.onBackgroundQueue
    background = state.background
  }

  /// Runs a background queue's block until it pauses or ends; a paused one goes on from the
  /// event its pause scheduled (`resumeBackground`). What it throws stops the run, as a main
  /// queue block's would.
  func runInBackground(_ closure: ClosureObject) throws(RunError) {
    let work = BackgroundWork()
    let unchecked = Unchecked((self, closure))
    work.callerState = executionState
    onBackgroundQueue = true
    background = work
    work.start {
      let (run, closure) = unchecked.value
      return Result { () throws(RunError) in _ = try run.call(closure, [], at: closure.syntax) }
    }
    try settle(work)
  }

  /// Lets a paused block go on from where it paused.
  func resumeBackground(_ work: BackgroundWork) throws(RunError) {
    guard let blockState = work.blockState else { return }
    work.callerState = executionState
    install(blockState)
    work.resume()
    try settle(work)
  }

  /// After the block's turn: the caller's stacks back, and the block's end (its error) taken.
  private func settle(_ work: BackgroundWork) throws(RunError) {
    if let callerState = work.callerState { install(callerState) }
    if let ended = work.ended {
      waitingBackground.removeAll { $0 === work }
      try ended.get()
    } else if !waitingBackground.contains(where: { $0 === work }) {
      waitingBackground.append(work)
    }
  }

  /// A pause of `seconds` in a background block: the block's stacks are put aside, its
  /// resume scheduled, and the turn given back until then.
  func pauseBackground(_ work: BackgroundWork, seconds: Double) throws(RunError) {
    work.blockState = executionState
    schedule.add(at: now + seconds, .resumeBackground(work))
    try work.pause()
  }

  /// Ends the blocks still paused when this run is dropped (new numbers, Ctrl-C): each unwinds
  /// on its own stacks, so their threads end.
  func endBackgroundWork() {
    for work in waitingBackground {
      if let blockState = work.blockState { install(blockState) }
      work.cancel()
    }
    waitingBackground.removeAll()
  }
}

/// The interpreter and block handed to a background block's thread, which uses them only in
/// its turns.
private struct Unchecked<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
