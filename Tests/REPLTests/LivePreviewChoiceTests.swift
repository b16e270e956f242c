import Terminal
import Testing

@testable import REPL

@Suite struct LivePreviewChoiceTests {
  @Test func autoPlaysLiveInEveryPixelProtocolOutsideTmux() {
    for mode in [GraphicsMode.sixel, .kitty, .iterm] {
      #expect(Repl.playsLive(choice: "auto", mode: mode, insideTmux: false), "\(mode)")
      #expect(!Repl.playsLive(choice: "auto", mode: mode, insideTmux: true), "\(mode) in tmux")
    }
  }

  @Test func autoKeepsTheStripForTextBlocks() {
    #expect(!Repl.playsLive(choice: "auto", mode: .blocks, insideTmux: false))
  }

  @Test func liveIsObeyedWhereFramesShowAndStripAlways() {
    #expect(Repl.playsLive(choice: "live", mode: .blocks, insideTmux: true))
    #expect(!Repl.playsLive(choice: "live", mode: .none, insideTmux: false))
    #expect(!Repl.playsLive(choice: "strip", mode: .kitty, insideTmux: false))
  }
}
