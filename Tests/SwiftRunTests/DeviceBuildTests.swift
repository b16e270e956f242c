import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `#if` as an iPhone app in Debug reads it: `DEBUG`, `os(iOS)`, `canImport(UIKit)` hold;
/// `targetEnvironment(simulator)`, `canImport(SwiftUI)`, `os(macOS)` and unset flags do not.
/// In statements, among a type's members and at the top level.
@Suite struct DeviceBuildTests {
  @Test func theDeviceBuildsClauseRunsInStatementsMembersAndAtTheTopLevel() throws {
    let tree = try LanguageTests.tree(
      """
      #if canImport(SwiftUI)
      let side: CGFloat = 1
      #elseif os(iOS) && !targetEnvironment(simulator)
      let side: CGFloat = 30
      #else
      let side: CGFloat = 2
      #endif
      final class Badge: UIView {
        #if DEBUG
        var tone: UIColor { .red }
        #else
        var tone: UIColor { .blue }
        #endif
      }
      let badge = Badge(frame: CGRect(x: 0, y: 0, width: side, height: side))
      #if os(macOS) || RELEASE_BUILD
      badge.alpha = 0.1
      #else
        #if canImport(UIKit)
        badge.backgroundColor = badge.tone
        #endif
      #endif
      host.addSubview(badge)
      """)
    let badge = try #require(tree.sublayers.first)
    #expect(badge.bounds.width == 30 && badge.opacity == 1)
    #expect(badge.backgroundColor == Color(red: 1, green: 0, blue: 0))
  }

  /// `dispatchPrecondition(condition: .onQueue(.main))`, a debug check, holds: every block of
  /// an opened file runs on the main queue.
  @Test func aMainQueuePreconditionHolds() throws {
    let tree = try LanguageTests.tree(
      """
      func paint() {
        dispatchPrecondition(condition: .onQueue(.main))
        host.backgroundColor = .red
      }
      paint()
      """)
    #expect(tree.backgroundColor == Color(red: 1, green: 0, blue: 0))
  }
}
