/// How previews reach the screen.
public enum GraphicsMode: String, Sendable, CaseIterable {
  /// Sixel images through libsixel.
  case sixel
  /// The kitty graphics protocol (kitty, Ghostty, WezTerm, Konsole): 24-bit RGB, no palette.
  case kitty
  /// iTerm2's inline images (OSC 1337): PNG.
  case iterm
  /// Unicode upper half blocks in 24-bit colour, two image rows per text row.
  case blocks
  /// No image: text only.
  case none

  /// The mode to use for `report`, and why, unless the person chose one (`requestedBy` says
  /// where: `--graphics`, or the startup file's `graphics` line).
  public static func choose(
    for report: TerminalReport, requested: GraphicsMode?, requestedBy: String = "with --graphics"
  ) -> (GraphicsMode, String) {
    if let requested { return (requested, "chosen \(requestedBy) \(requested.rawValue)") }
    if !report.isInteractive { return (.blocks, "standard input or output is not a terminal") }
    if report.term == "dumb" { return (.none, "TERM is dumb") }
    if report.kittyGraphics { return (.kitty, "the terminal answered kitty's graphics query") }
    if let hint = report.kittyHint, !report.insideTmux { return (.kitty, hint) }
    if let hint = report.itermHint, !report.insideTmux { return (.iterm, hint) }
    if report.insideTmux, let hint = report.kittyHint ?? report.itermHint {
      // The outer terminal draws images that tmux passes through, wrapped.
      guard report.tmuxPassthrough else {
        return (.blocks, "inside tmux, whose allow-passthrough is off: `set -g allow-passthrough on` lets images through")
      }
      return (report.kittyHint != nil ? .kitty : .iterm, "inside tmux with allow-passthrough on; outside, \(hint)")
    }
    if report.supportsSixel { return (.sixel, "the terminal's DA1 reply lists 4 (sixel)") }
    if report.insideTmux { return (.blocks, "inside tmux, which (as of 3.3) does not pass sixel through") }
    if report.deviceAttributes == nil { return (.blocks, "the terminal did not answer DA1") }
    return (.blocks, "the terminal's DA1 reply does not list 4 (sixel)")
  }
}
