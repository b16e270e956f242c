/// Active layout equalities solved together as one linear system, as Auto Layout's engine
/// solves its required constraints: each constrained view has four unknowns (its left and top
/// edges in the root's coordinates, its width and height, in points), each constraint one
/// equation `first − multiplier · second = constant` over them, and views no constraint moves
/// stand as constants at their frames. So a chain of equal widths between two edges (four bars
/// sharing 240 points with 4-point gaps) is solved at once, which no view's own constraints say.
///
/// Rows are reduced as they come (Gauss–Jordan, sparse): a row that reduces to `0 = d` with
/// |d| > 0.5 pt contradicts the ones before and is dropped, as UIKit breaks a constraint it
/// cannot satisfy. Unknowns no equation fixes keep their defaults (the frame's position; the
/// content's fitting size, else the frame's size); elimination prefers to solve for positions,
/// so a size stays free, and at its default, wherever the equations allow.
struct LinearLayout {
  /// Which of a view's four unknowns.
  enum Component: Int { case x, width, y, height }

  /// A linear expression: the sum of coefficient × unknown, plus a constant.
  struct Expression {
    var terms: [Int: Double] = [:]
    var constant = 0.0

    static func - (a: Expression, b: Expression) -> Expression {
      var r = a
      for (k, v) in b.terms { r.terms[k, default: 0] -= v }
      r.constant -= b.constant
      return r
    }

    static func * (m: Double, a: Expression) -> Expression {
      Expression(terms: a.terms.mapValues { m * $0 }, constant: m * a.constant)
    }
  }

  /// A reduced row: `terms = rhs`, solved for `pivot`.
  private struct Row {
    var terms: [Int: Double]
    var rhs: Double
    let pivot: Int
  }

  /// Unknowns to leave free where the equations allow: the sizes of views whose content gives
  /// them one (a stack view's arranged views, a label's text), which Auto Layout keeps by their
  /// hugging and compression resistance while a view with no content takes what they leave.
  var preferredFree: Set<Int> = []

  private var rows: [Row] = []
  /// The row solving for each pivot unknown.
  private var pivotRow: [Int: Int] = [:]
  /// Coefficients under this are taken as zero.
  private let epsilon = 1e-9

  /// The unknown numbered `view` (0, 1, …) and `component`.
  static func unknown(_ view: Int, _ component: Component) -> Int { view * 4 + component.rawValue }

  /// Adds `expression = 0`; false when it contradicts the equations before it (dropped).
  mutating func add(_ expression: Expression) -> Bool {
    var terms = expression.terms.filter { abs($0.value) > epsilon }
    var rhs = -expression.constant
    // Eliminate every unknown already solved for.
    // (A row holds its own pivot and unknowns no row solves for, so no new pivot comes in.)
    for (k, coefficient) in terms {
      guard let i = pivotRow[k] else { continue }
      for (j, v) in rows[i].terms { terms[j, default: 0] -= coefficient * v }
      rhs -= coefficient * rows[i].rhs
    }
    terms = terms.filter { abs($0.value) > epsilon }
    guard !terms.isEmpty else { return abs(rhs) <= 0.5 }
    // Solve for a position where one is left, the largest coefficient first; else a size, one
    // without content before one with.
    let isPosition = { (k: Int) in k % 2 == 0 }
    let preferredFree = self.preferredFree
    let pivot = terms.max { a, b in
      let (pa, pb) = (isPosition(a.key), isPosition(b.key))
      if pa != pb { return !pa }
      let (fa, fb) = (preferredFree.contains(a.key), preferredFree.contains(b.key))
      if fa != fb { return fa }
      return abs(a.value) != abs(b.value) ? abs(a.value) < abs(b.value) : a.key > b.key
    }!.key
    let scale = terms[pivot]!
    terms = terms.mapValues { $0 / scale }
    rhs /= scale
    // Take the new pivot out of the rows before (reduced form: a pivot is in its row alone).
    for i in rows.indices {
      guard let c = rows[i].terms[pivot], abs(c) > epsilon else { continue }
      for (j, v) in terms { rows[i].terms[j, default: 0] -= c * v }
      rows[i].terms[pivot] = nil
      rows[i].terms = rows[i].terms.filter { abs($0.value) > epsilon }
      rows[i].rhs -= c * rhs
    }
    pivotRow[pivot] = rows.count
    rows.append(Row(terms: terms, rhs: rhs, pivot: pivot))
    return true
  }

  /// Every unknown's value: solved where the equations fix it, `defaults` elsewhere.
  func solution(defaults: [Double]) -> [Double] {
    var values = defaults
    for row in rows {
      var v = row.rhs
      for (j, c) in row.terms where j != row.pivot && pivotRow[j] == nil { v -= c * defaults[j] }
      values[row.pivot] = v
    }
    return values
  }
}
