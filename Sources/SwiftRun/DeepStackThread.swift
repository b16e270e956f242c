import Foundation

/// One thread with a 64 MB stack that runs the jobs given to it, one at a time, while the
/// caller waits: the interpreter's deep recursion needs the stack, and keeping the thread
/// keeps its stack's pages mapped from one run to the next. The thread is started on the
/// first job and ends when this object goes away.
final class DeepStackThread: @unchecked Sendable {
  /// What the thread and its owner share; the thread holds only this, not its owner.
  private final class Mailbox: @unchecked Sendable {
    let condition = NSCondition()
    var job: (() -> Void)?
    var closed = false
  }

  private let mailbox = Mailbox()
  private let callers = NSLock()
  private var started = false

  deinit {
    mailbox.condition.lock()
    mailbox.closed = true
    mailbox.condition.signal()
    mailbox.condition.unlock()
  }

  /// Runs `body` once on a thread of its own with the same stack, while the caller waits, and
  /// returns or throws what it does: parsing, folding and naming a file recurse as deep as it
  /// nests, and the caller (the main thread: 8 MB; a test's or worker's: as little as 512 KB)
  /// may not have the stack for what `NestingCheck` lets through.
  static func once<T>(_ body: @escaping () throws(RunError) -> T) throws(RunError) -> T {
    try DeepStackThread().perform { Result { () throws(RunError) in try body() } }.get()
  }

  /// Runs `body` on the thread and returns its result; callers from several threads take
  /// turns.
  func perform<T>(_ body: @escaping () -> T) -> T {
    callers.lock()
    defer { callers.unlock() }
    if !started {
      started = true
      let mailbox = self.mailbox
      let thread = Thread {
        mailbox.condition.lock()
        while true {
          while mailbox.job == nil && !mailbox.closed { mailbox.condition.wait() }
          guard let job = mailbox.job else { break }
          mailbox.condition.unlock()
          job()
          mailbox.condition.lock()
          mailbox.job = nil
          mailbox.condition.broadcast()
        }
        mailbox.condition.unlock()
      }
      thread.stackSize = 64 << 20
      thread.start()
    }
    var result: T?
    mailbox.condition.lock()
    mailbox.job = { result = body() }
    mailbox.condition.broadcast()
    while mailbox.job != nil { mailbox.condition.wait() }
    mailbox.condition.unlock()
    return result!
  }
}
