import SwiftParser
import Testing

@testable import SwiftRun

/// The names a file's scopes may hold: every binding construct counts, a name only read does
/// not, and a local still shadows `self`'s member of the same name.
@Suite struct BoundNamesTests {
  @Test func everyBindingConstructBindsItsNames() {
    let bound = BoundNames(
      Parser.parse(
        source: """
          let a = 1, b = 2
          var (c, d) = (3, 4)
          for (i, e) in [5].enumerated() where i > 0 { _ = e }
          if let f = Optional(1) { _ = f }
          guard case let .some(g) = Optional(2) else { fatalError() }
          func h(_ x: Int, label y: Int) {}
          let k = { (m: Int, n) in m + n }
          let p = [1].map { q in q }
          let r = { [weak s = layer] in s }
          switch 1 { case let t: _ = t }
          var u: Int = 0 { didSet(w) { _ = w } }
          enum E { case v(value: Int) }
          if case let .v(caught) = E.v(value: 1) { _ = caught }
          let z = reading + alsoReading.member
          """))
    for name in [
      "a", "b", "c", "d", "i", "e", "f", "g", "x", "y", "k", "m", "n", "p", "q", "r", "s", "t", "u", "w", "value", "caught",
    ] {
      #expect(bound.mayBind(name), "\(name)")
    }
    for name in ["reading", "alsoReading", "member", "layer", "h", "E"] { #expect(!bound.mayBind(name), "\(name)") }
    #expect(bound.mayBind("$0") && bound.mayBind("newValue") && bound.mayBind("oldValue"))
  }

  @Test func aTypesPropertiesAreNotBoundButLocalsInsideThemAre() {
    let bound = BoundNames(
      Parser.parse(
        source: """
          final class Blob: UIView {
            private var elapsed: CFTimeInterval = 0
            static let pace = 0.1
            lazy var dots: [CALayer] = (0..<3).map { index in CALayer() }
            var doubled: Double { let twice = elapsed * 2; return twice }
          }
          extension Blob { static var shared = 1 }
          var topLevel = 2
          """))
    for name in ["elapsed", "pace", "dots", "doubled", "shared"] { #expect(!bound.mayBind(name), "\(name)") }
    for name in ["index", "twice", "topLevel"] { #expect(bound.mayBind(name), "\(name)") }
  }

  @Test func aLocalShadowsAMemberOfSelfAndAnUnboundNameIsTheMember() throws {
    let tree = try LanguageTests.tree(
      """
      final class Box {
        let layer = CALayer()
        var width: CGFloat = 30
        var height: CGFloat = 12
        init() {
          let width: CGFloat = 50
          layer.frame = CGRect(x: 0, y: 0, width: width, height: height)
        }
      }
      host.layer.addSublayer(Box().layer)
      """)
    #expect(tree.sublayers[0].bounds.width == 50 && tree.sublayers[0].bounds.height == 12)
  }
}
