import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Closures capture variables as Swift does: they read and change the variables themselves,
/// inside functions as at the top level, and keep them alive after the function returns.
@Suite struct ClosureCaptureTests {
  /// The width of the layer `body` sizes, run between a host and its live view.
  static func width(_ body: String, at t: Double = 0) throws -> Double {
    try LanguageTests.tree(
      """
      let bar = CALayer()
      host.layer.addSublayer(bar)
      \(body)
      """, at: t
    ).sublayers[0].bounds.width
  }

  @Test func aClosureInAFunctionChangesTheFunctionsVariable() throws {
    let width = try Self.width(
      """
      func sum() -> CGFloat {
        var total: CGFloat = 0
        [1, 2, 3].forEach { total += $0 }
        return total
      }
      bar.frame = CGRect(x: 0, y: 0, width: sum(), height: 1)
      """)
    #expect(width == 6)
  }

  /// A function declared in a function's body (Swift's local function) reads the enclosing
  /// function's parameters and locals, changes its variables, takes its own labels and
  /// defaults, and calls itself.
  @Test func aLocalFunctionCapturesTheEnclosingFunctionsParametersAndLocals() throws {
    let width = try Self.width(
      """
      func wave(direction: Bool, amplitude: CGFloat) -> CGFloat {
        var calls: CGFloat = 0
        let k: CGFloat = 2
        func f(_ x: CGFloat, plus extra: CGFloat = 1) -> CGFloat {
          calls += 1
          if direction { return x * amplitude * k + extra }
          return -x
        }
        func factorial(_ n: CGFloat) -> CGFloat { n <= 1 ? 1 : n * factorial(n - 1) }
        return f(3) + f(1, plus: 0) + calls + factorial(4)
      }
      bar.frame = CGRect(x: 0, y: 0, width: wave(direction: true, amplitude: 10), height: 1)
      """)
    // f(3) = 3·10·2 + 1 = 61, f(1, plus: 0) = 20, calls = 2, 4! = 24.
    #expect(width == 61 + 20 + 2 + 24)
  }

  /// Swift makes a block's local functions visible throughout the block: code above one calls
  /// it, and it reads what the enclosing function holds when it is called.
  @Test func aLocalFunctionIsCalledFromAboveItsDeclaration() throws {
    let width = try Self.width(
      """
      func sized(by base: CGFloat) -> CGFloat {
        let half = base / 2
        func setUp() -> CGFloat { twice(half) + 1 }
        let made = setUp()
        func twice(_ x: CGFloat) -> CGFloat { 2 * x + base }
        return made
      }
      bar.frame = CGRect(x: 0, y: 0, width: sized(by: 10), height: 1)
      """)
    // twice(5) = 2·5 + 10 = 20; setUp() = 21.
    #expect(width == 21)
  }

  @Test func appendsInAClosureAreKept() throws {
    let width = try Self.width(
      """
      func made() -> [CGFloat] {
        var xs: [CGFloat] = []
        (0..<4).forEach { xs.append(CGFloat($0)) }
        return xs
      }
      bar.frame = CGRect(x: 0, y: 0, width: CGFloat(made().count), height: 1)
      """)
    #expect(width == 4)
  }

  @Test func aClosureSeesAChangeMadeAfterItWasMade() throws {
    let width = try Self.width(
      """
      func doubled() -> CGFloat {
        var k: CGFloat = 1
        let twice = { k * 2 }
        k = 5
        return twice()
      }
      bar.frame = CGRect(x: 0, y: 0, width: doubled(), height: 1)
      """)
    #expect(width == 10)
  }

  @Test func anEscapingClosureKeepsItsVariableBetweenCalls() throws {
    // A repeating timer made in a function counts its fires in the function's variable:
    // at 0.35 s it has fired three times.
    let width = try Self.width(
      """
      func start() {
        var fires: CGFloat = 0
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
          fires += 1
          CATransaction.begin()
          CATransaction.setDisableActions(true)
          bar.frame = CGRect(x: 0, y: 0, width: fires, height: 1)
          CATransaction.commit()
        }
      }
      start()
      """, at: 0.35)
    #expect(width == 3)
  }

  /// A closure made by a closure (a completion handed on by a timer's block) changes the
  /// variable of the function both captured, after that function has returned: the timer sees
  /// the count its completions raise (held out 92's counter never got past 1).
  @Test func aClosureMadeInsideAnotherSharesTheFunctionsVariable() throws {
    let width = try Self.width(
      """
      func later(_ completion: @escaping () -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { completion() }
      }
      func start() {
        var count: CGFloat = 1
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
          CATransaction.begin()
          CATransaction.setDisableActions(true)
          bar.frame = CGRect(x: 0, y: 0, width: count, height: 1)
          CATransaction.commit()
          later { count += 1 }
        }
      }
      start()
      """, at: 0.35)
    // Fires at 0.1, 0.2, 0.3 read 1, 2, 3 (each completion 0.05 s after its fire).
    #expect(width == 3)
  }

  /// Two closures made in one function share its variable after it returns, and see what the
  /// function set after making them: one set at 0.1 s is read at 0.2 s.
  @Test func closuresMadeInOneFunctionShareItsVariableAfterItReturns() throws {
    func width(at t: Double) throws -> Double {
      try Self.width(
        """
        func put(_ width: CGFloat) {
          CATransaction.begin()
          CATransaction.setDisableActions(true)
          bar.frame = CGRect(x: 0, y: 0, width: width, height: 1)
          CATransaction.commit()
        }
        func start() {
          var size: CGFloat = 1
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { put(size) }
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { size = 30 }
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { put(size) }
          size = 7
        }
        start()
        """, at: t)
    }
    #expect(try width(at: 0.15) == 7)
    #expect(try width(at: 0.3) == 30)
  }

  /// Each round of a loop binds a variable of its own: closures made in different rounds keep
  /// different values, even now that captured variables are shared.
  @Test func eachLoopRoundsClosureKeepsItsOwnValue() throws {
    let width = try Self.width(
      """
      func widths() -> CGFloat {
        var blocks: [() -> CGFloat] = []
        for i in 1...3 {
          let w = CGFloat(i) * 10
          blocks.append { w + CGFloat(i) }
        }
        return blocks[0]() + blocks[2]()
      }
      bar.frame = CGRect(x: 0, y: 0, width: widths(), height: 1)
      """)
    #expect(width == 11 + 33)
  }
}
