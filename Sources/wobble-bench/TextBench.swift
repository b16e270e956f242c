import Console
import Foundation
import Preview

/// `wobble-bench text`: what text costs. The same playground drawn twice in the same run — once
/// with twelve labels and text layers (the system font at three weights, a monospaced clock, an
/// emoji), once with each replaced by a plain view of the same frame and colour — strip by
/// strip (12 frames, sized for a 100×45 xterm). Prints:
///   strip with text (12 labels, 12 frames WxH): median X ms (fastest x)
///   strip without text (12 plain views): median Y ms (fastest y)
///   text per frame: (X − Y) / 12 ms; ratio with/without: R (median of paired rounds)
enum TextBench {
  static let rounds = 60

  /// The playground: labels that bounce so every frame is drawn anew; `text` false puts a
  /// coloured view where each label was.
  static func playground(text: Bool) -> String {
    var lines = [
      "import PlaygroundSupport", "import UIKit",
      "let view = UIView(frame: CGRect(x: 0, y: 0, width: 480, height: 480))", "view.backgroundColor = .white",
    ]
    let words = ["Loading…", "12:45:07", "Wobble", "Play 🎸", "Syncing", "99 %", "Retry", "Done ✓", "Hello", "42", "Save", "Tune"]
    for (i, word) in words.enumerated() {
      let frame = "CGRect(x: \(20 + (i % 3) * 150), y: \(20 + (i / 3) * 110), width: 140, height: 44)"
      if text {
        let font =
          i % 4 == 1
          ? "UIFont.monospacedDigitSystemFont(ofSize: 22, weight: .regular)"
          : "UIFont.systemFont(ofSize: \(16 + i % 3 * 4), weight: .\(["regular", "semibold", "bold"][i % 3]))"
        lines += [
          "let label\(i) = UILabel(frame: \(frame))", "label\(i).text = \"\(word)\"", "label\(i).font = \(font)",
          "label\(i).textColor = UIColor(red: 0.\(i % 9), green: 0.3, blue: 0.6, alpha: 1)",
          "view.addSubview(label\(i))",
        ]
      } else {
        lines += [
          "let label\(i) = UIView(frame: \(frame))",
          "label\(i).backgroundColor = UIColor(red: 0.\(i % 9), green: 0.3, blue: 0.6, alpha: 1)",
          "view.addSubview(label\(i))",
        ]
      }
      lines += [
        "let bounce\(i) = CABasicAnimation(keyPath: \"position.y\")", "bounce\(i).byValue = \(10 + i)",
        "bounce\(i).duration = \(0.6 + Double(i) / 10)", "bounce\(i).autoreverses = true",
        "bounce\(i).repeatCount = .infinity", "label\(i).layer.add(bounce\(i), forKey: nil)",
      ]
    }
    lines.append("PlaygroundPage.current.liveView = view")
    return lines.joined(separator: "\n") + "\n"
  }

  static func run() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-bench-text-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var benches: [Workbench] = []
    for text in [true, false] {
      let file = folder.appendingPathComponent(text ? "Text.swift" : "Plain.swift")
      try playground(text: text).write(to: file, atomically: true, encoding: .utf8)
      var bench = Workbench()
      guard case .success = bench.execute("open \(file.path)") else { throw OpenBench.BenchError("cannot open \(file.path)") }
      benches.append(bench)
    }
    var with: [Double] = [], without: [Double] = []
    for i in 0..<rounds {
      // A changed span each round, so no strip is a cached one.
      let span = 2 + Double(i % 5) / 10
      with.append(
        OpenBench.milliseconds(OpenBench.clock.measure { _ = OpenBench.strip(&benches[0], "set preview.span \(span)") }))
      without.append(
        OpenBench.milliseconds(OpenBench.clock.measure { _ = OpenBench.strip(&benches[1], "set preview.span \(span)") }))
    }
    let (w, p) = (OpenBench.median(with), OpenBench.median(without))
    let size = "\(OpenBench.display.imageWidth)x\(OpenBench.display.imageHeight)"
    print(
      String(format: "strip with text (12 labels, 12 frames, at most %@): median %.3f ms (fastest %.3f)", size, w, with.min()!))
    print(String(format: "strip without text (12 plain views): median %.3f ms (fastest %.3f)", p, without.min()!))
    let paired = zip(with, without).map { $0 / $1 }
    print(
      String(
        format: "text per frame: %.3f ms; ratio with/without: %.2f (median of %d paired rounds)", (w - p) / 12,
        OpenBench.median(paired), paired.count))
  }
}
