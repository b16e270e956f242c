import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Unified logging (`OSLog`, `os_log`, `Logger`) draws nothing: its objects are made, its
/// messages skipped with one warning each, and the code around them runs on.
@Suite struct OSLogTests {
  @Test func logsAreMadeAndTheirMessagesSkippedWithOneWarning() throws {
    let file = try LanguageTests.opened(
      """
      class Spinner: UIView {
        var outLog = OSLog(subsystem: "Spinner", category: "view")
        let logger = Logger(subsystem: "Spinner", category: "view")
      }
      let spinner = Spinner(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      os_log("made %@", log: spinner.outLog, type: .debug, "spinner")
      os_log("again", log: OSLog.default)
      spinner.logger.info("shown")
      spinner.logger.error("and \\(2) more")
      spinner.backgroundColor = .red
      host.addSubview(spinner)
      """)
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers[0].backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(file.warnings.filter { $0.contains("os_log(…) is skipped: it draws nothing") }.count == 1)
    #expect(file.warnings.filter { $0.contains("is skipped: it draws nothing") }.count == 3, "\(file.warnings)")
  }
}
