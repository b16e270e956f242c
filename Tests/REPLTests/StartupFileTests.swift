import Console
import Foundation
import REPL
import TestSupport
import Testing

/// `wobblerc`: where it is, what a line means, and what a bad line does.
@Suite struct StartupFileTests {
  func file(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("wobblerc-\(UUID().uuidString)").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func itLivesInTheConfigurationFolder() {
    #expect(StartupFile.defaultPath(environment: ["XDG_CONFIG_HOME": "/c", "HOME": "/h"]) == "/c/wobble/wobblerc")
    #expect(StartupFile.defaultPath(environment: ["XDG_CONFIG_HOME": "c", "HOME": "/h"]) == "/h/.config/wobble/wobblerc")
    #expect(StartupFile.defaultPath(environment: [:]) == nil)
  }

  @Test func commandsRunInOrderAndABadOneIsNamedAndSkipped() throws {
    let path = try file("# defaults\n\nscene ring\nset nothing 1\n  set preview.frames 4\ngraphics blocks\n")
    let rc = try #require(try StartupFile.read(path)?.get())
    #expect(rc.graphics == .blocks)
    #expect(rc.commands.map(\.line) == [3, 4, 5])
    var bench = Workbench()
    let warnings = rc.apply(to: &bench)
    #expect(warnings.count == 1 && warnings[0].hasPrefix("\(path):4: no parameter 'nothing'"))
    #expect(bench.scene.name == "ring")
    #expect(bench.execute("show preview.frames").value?.lines == ["* preview.frames = 4"])
  }

  @Test func aGraphicsLineWithoutAModeIsRefusedWhole() throws {
    let path = try file("set preview.frames 4\ngraphics vt100\n")
    #expect(StartupFile.read(path)?.failure?.description == "\(path):2: graphics takes one of sixel, kitty, iterm, blocks, none")
    #expect(StartupFile.read(path + "-absent") == nil)
  }
}
