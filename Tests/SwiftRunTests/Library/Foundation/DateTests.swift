import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// The preview's clock: `Date()` t seconds into the preview is t seconds after Foundation's
/// reference date (1 January 2001, 00:00:00 UTC, a Monday), and `Calendar.current` reads it
/// in UTC — so a clock face is the same on every machine and in every run.
@Suite struct DateTests {
  @Test func dateAndTheReferenceDateIntervalFollowThePreviewsTime() throws {
    let at = { (t: Double) throws -> Layer in
      try LanguageTests.tree(
        """
        let start = Date()
        let bar = CALayer()
        host.layer.addSublayer(bar)
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
          let now = Date()
          bar.frame = CGRect(
            x: now.timeIntervalSince(start) * 10, y: NSDate.timeIntervalSinceReferenceDate * 10,
            width: CFAbsoluteTimeGetCurrent(), height: now.timeIntervalSince1970 - 978_307_200)
        }
        """, at: t)
    }
    let bar = try at(2.25).sublayers[0]  // the tick at 2 s
    // Each read at one instant is a microsecond after the one before (at most a few here).
    let frame = bar.frame
    #expect(abs(frame.minX - 20) < 1e-4 && abs(frame.minY - 20) < 1e-4)
    #expect(abs(frame.width - 2) < 1e-5 && abs(frame.height - 2) < 1e-5)
  }

  /// The clock never reads the same instant twice, as a device's does not: a countdown to a
  /// goal an hour ahead, floored, shows 59:59 from its first read on (a device's few
  /// microseconds between the two reads), and two reads in one turn are a microsecond apart.
  @Test func theClockNeverReadsTheSameInstantTwice() throws {
    let tree = try LanguageTests.tree(
      """
      let goal = Date(timeIntervalSinceNow: 60 * 60)
      let left = goal.timeIntervalSince1970 - Date().timeIntervalSince1970
      let a = Date(), b = Date()
      let l = CATextLayer()
      l.string = String(format: "%02d:%02d", Int(left / 60), Int(left) % 60)
      l.opacity = Float(b.timeIntervalSince(a) * 1e6)
      host.layer.addSublayer(l)
      """)
    guard case .text(let text) = tree.sublayers[0].content else {
      Issue.record("no text")
      return
    }
    #expect(text.string == "59:59")
    #expect(abs(tree.sublayers[0].opacity - 1) < 1e-6)
  }

  /// Swift 2's spellings read the same clock: `NSDate()`, `NSCalendar.currentCalendar()`,
  /// `components(_:fromDate:)` with `NSCalendarUnit` cases, each said once.
  @Test func swift2sCalendarSpellingsReadTheSameClock() throws {
    let file = try LanguageTests.opened(
      """
      let bar = CALayer()
      host.layer.addSublayer(bar)
      Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in
        let components = NSCalendar.currentCalendar().components(
          [NSCalendarUnit.Second, NSCalendarUnit.Minute, NSCalendarUnit.Hour], fromDate: NSDate())
        bar.frame = CGRect(x: components.hour, y: components.minute, width: components.second, height: 1)
      }
      """)
    let bar = file.scene.presentation(ParameterValues(), 2.5).sublayers[0]
    // 2 s into the preview is 00:00:02 (UTC, 1 January 2001).
    #expect(bar.frame.minX == 0 && bar.frame.minY == 0 && bar.frame.width == 2)
    // Said when the timer ran them.
    let said = file.scene.laterWarnings?(ParameterValues()) ?? []
    for old in ["NSCalendar.currentCalendar()", "components(_:fromDate:)", ".Second"] {
      #expect(said.contains { $0.contains(old + " is Swift 2's") }, "no warning names \(old): \(said)")
    }
  }

  @Test func calendarComponentsAreReadInUTC() throws {
    let tree = try LanguageTests.tree(
      """
      // 1 h 2 min 5.5 s after the reference date.
      let date = Date(timeIntervalSinceReferenceDate: 3725.5)
      let c = Calendar.current.dateComponents([.hour, .minute, .second, .weekday, .year], from: date)
      let day = Calendar(identifier: .gregorian).component(.day, from: date)
      let bar = CALayer()
      bar.frame = CGRect(x: CGFloat(c.hour!), y: CGFloat(c.minute!), width: CGFloat(c.second!), height: CGFloat(c.weekday!))
      bar.cornerRadius = CGFloat(c.year! - 2000) + CGFloat(day)
      bar.opacity = c.month == nil ? 1 : 0
      host.layer.addSublayer(bar)
      """)
    let bar = tree.sublayers[0]
    #expect(bar.frame == Rect(x: 1, y: 2, width: 5, height: 2))  // Monday is weekday 2
    #expect(bar.cornerRadius == 2 && bar.opacity == 1)  // 2001, the 1st; month not asked for
  }

  /// Every calendar counts the time of day as the Gregorian one does (a clock written with
  /// `Calendar(identifier: .chinese)` reads its hours, minutes and seconds); another calendar's
  /// days, months and years are refused by name.
  @Test func anotherCalendarReadsTheTimeOfDayAndRefusesItsDates() throws {
    let tree = try LanguageTests.tree(
      """
      let date = Date(timeIntervalSinceReferenceDate: 3725.5)
      let c = Calendar(identifier: .chinese).dateComponents([.hour, .minute, .second], from: date)
      let bar = CALayer()
      bar.frame = CGRect(x: CGFloat(c.hour!), y: CGFloat(c.minute!), width: CGFloat(c.second!), height: 1)
      host.layer.addSublayer(bar)
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 1, y: 2, width: 5, height: 1))
    #expect(
      throws: RunError(
        description: "L.swift:4:49: Calendar.component(_:from:): argument 1: the hebrew calendar's .month is not "
          + "simulated by Wobble (only the Gregorian calendar's dates are; every calendar's hours, minutes and seconds are)")
    ) { try LanguageTests.tree("let m = Calendar(identifier: .hebrew).component(.month, from: Date())") }
  }
}
