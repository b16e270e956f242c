import Console
import Foundation
import Scenes
import Preview
import Export
import TestSupport
import Testing

/// `export swift` type-checks against a stub of UIKit and QuartzCore written from Apple's
/// documented signatures (Tests/ConsoleTests/UIKitStub), and `import swift` brings the session
/// back.
@Suite struct SwiftExportTests {
  /// Tuned states worth exporting: each scene's defaults and the variants that change the code.
  static let variants: [String: [String]] = [
    "blob": ["scene blob", "set blob.skew.amplitude 0.25"],
    "blob on the view": ["scene blob", "set blob.transform.target view", "set blob.icon none", "set blob.rate 0.1"],
    "blob with an inserted curve": ["scene blob", "insert 3", "move blob.path.3.to 2,2", "delete 7"],
    "balloon": ["scene balloon"],
    "balloon with a curve": ["scene balloon", "set balloon.timing cubic-bezier(0.3, 0, 0.2, 1)", "set balloon.line.join bevel"],
    "balloon snappy": ["scene balloon", "set balloon.timing snappy"],
    "balloon overdamped by bounce": ["scene balloon", "set balloon.timing spring(duration: 0.4, bounce: -0.3, velocity: 1)"],
    "balloon uikit": ["scene balloon", "set balloon.timing uikit-spring(duration: 0.6, damping: 0.7, velocity: 1)"],
    "balloon overdamped": ["scene balloon", "set balloon.timing spring(mass: 2, stiffness: 50, damping: 40, overdamping: true)"],
    "ring": ["scene ring"],
    "ring at 120 Hz": ["scene ring", "set display.fps 120"],
    "ring stopped": [
      "scene ring", "stop at 2", "set ring.rotation.direction counterclockwise", "set ring.fade.timing ease-out",
      "set ring.line.cap round",
    ],
  ]

  /// Every scene has its own writer: none falls back to another scene's view.
  @Test func everySceneHasASwiftWriterOfItsOwn() throws {
    var classes: Set<String> = []
    for scene in Scene.all {
      let source = try #require(
        SwiftExport.source(scene: scene, values: ParameterValues(), session: Data("{}".utf8)), "\(scene.name)")
      let line = try #require(source.split(separator: "\n").first { $0.hasPrefix("final class ") }, "\(scene.name)")
      classes.insert(String(line))
    }
    #expect(classes.count == Scene.all.count)
  }

  static func source(_ lines: [String]) -> String {
    var bench = Workbench()
    for line in lines { #expect(bench.execute(line).value != nil, "\(line)") }
    guard case .success(let result) = bench.execute("export swift") else { return "" }
    return result.lines.joined(separator: "\n") + "\n"
  }

  /// In Swift 5 and in Swift 6 language mode (strict concurrency: `UIView` is main-actor
  /// isolated), without errors or warnings.
  @Test(arguments: variants.keys.sorted(), ["5", "6"])
  func exportedSwiftTypeChecksAgainstTheUIKitStub(variant: String, swiftVersion: String) throws {
    let source = Self.source(Self.variants[variant]!)
    #expect(source.contains("import UIKit"))
    let result = try UIKitStub.typeCheck(source, swiftVersion: swiftVersion)
    #expect(result.status == 0, "\(variant), Swift \(swiftVersion):\n\(result.diagnostics)")
    #expect(!result.diagnostics.contains("warning:"), "\(variant), Swift \(swiftVersion):\n\(result.diagnostics)")
  }

  /// The stub's `UIView` is main-actor isolated: a nonisolated method calling a view's is
  /// refused. (Against the real UIKit, Swift 5 mode only warns; Swift 6 mode refuses.)
  @Test func swift6ModeRefusesANonisolatedCallIntoTheView() throws {
    let source = """
      import UIKit
      final class V: UIView { func step() {} }
      final class Proxy: NSObject {
        weak var view: V?
        @objc func tick() { view?.step() }
      }
      """
    let strict = try UIKitStub.typeCheck(source, swiftVersion: "6")
    #expect(strict.status != 0)
    #expect(strict.diagnostics.contains("main actor-isolated"), "\(strict.diagnostics)")
  }

  /// The check can fail: a wrong label, a wrong type, a missing `@objc` and a made-up constant,
  /// each put into an exported snippet, are refused.
  @Test(arguments: [
    ("controlPoint1:", "control1:"),
    ("circleShapeLayer.shadowOpacity = 0.35", "circleShapeLayer.shadowOpacity = CGFloat(0.35)"),
    ("transition.type = .fade", "transition.type = .crossFade"),
    ("rotation.repeatCount = .greatestFiniteMagnitude", "rotation.repeatCount = Double.greatestFiniteMagnitude"),
    ("@objc func tick", "func tick"),
    ("CASpringAnimation(keyPath: keyPath)", "CASpringAnimation(path: keyPath)"),
  ])
  func theStubRefusesWrongNamesAndTypes(original: String, broken: String) throws {
    let all = Self.variants.values.map { Self.source($0) }
    let source = try #require(all.first { $0.contains(original) }, "no snippet contains \(original)")
    let result = try UIKitStub.typeCheck(source.replacingOccurrences(of: original, with: broken))
    #expect(result.status != 0)
    #expect(result.diagnostics.contains("error:"))
  }

  /// The statements of the function `name` in `source` (from its line to the next line that
  /// closes a member at the class's indentation).
  static func body(of name: String, in source: String) -> [String] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.contains("func \(name)(") }) else { return [] }
    let end = lines[start...].firstIndex(where: { $0 == "  }" }) ?? lines.endIndex
    return lines[start..<end].map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// The article's lock is reset when the ring starts again (seed 004: `startAnimating` unfills
  /// the circle and puts the busy image back); `stopAnimation()` only acts on a turning ring.
  @Test func theRingCanBeStartedAgainAfterItFinished() {
    let source = Self.source(["scene ring"])
    let start = Self.body(of: "startAnimating", in: source)
    #expect(start.contains("isFinishing = false"))
    #expect(start.contains("circleShapeLayer.path = arc(Self.startStrokePercentage).cgPath"))
    #expect(start.contains("centerImageView.image = busyStateImage"))
    let guardLine = start.firstIndex(of: "guard !isAnimating else { return }")
    let firstAdd = start.firstIndex { $0.hasPrefix("circleShapeLayer.add(") }
    #expect(guardLine != nil && firstAdd != nil && guardLine! < firstAdd!)
    #expect(Self.body(of: "stopAnimation", in: source).contains("guard isAnimating, !isFinishing else { return }"))
    // The completion that ends a run clears isAnimating, so the next start is not ignored.
    #expect(Self.body(of: "stopAnimation", in: source).contains("self.isAnimating = false"))
  }

  /// The balloon's groups start from `dot.position`, which layout sets: started before the first
  /// layout, the dots would rise from y = 0.
  @Test func theBalloonLaysOutBeforeItsFirstGroup() {
    let start = Self.body(of: "startAnimating", in: Self.source(["scene balloon"]))
    let layout = start.firstIndex(of: "layoutIfNeeded()")
    let up = start.firstIndex(of: "addUp()")
    #expect(layout != nil && up != nil && layout! < up!, "\(start)")
  }

  /// `display.fps` reaches the device: the display link (blob) or every animation added
  /// (balloon's groups, ring's rotation, fill and fade) asks for the tuned rate.
  @Test(arguments: [("blob", 1), ("balloon", 1), ("ring", 3)])
  func theTunedDisplayRateIsCarriedIntoTheExport(scene: String, requests: Int) {
    for fps in [30, 120] {
      let source = Self.source(["scene \(scene)", "set display.fps \(fps)"])
      #expect(source.contains("static let framesPerSecond: Float = \(fps)\n"), "\(scene)")
      let asked =
        source.components(
          separatedBy:
            ".preferredFrameRateRange = CAFrameRateRange(minimum: Self.framesPerSecond, maximum: Self.framesPerSecond, preferred: Self.framesPerSecond)"
        ).count - 1
      #expect(asked == requests, "\(scene) at \(fps) Hz")
    }
  }

  /// Duration/bounce keeps its Core Animation spelling on iOS 17, with the same spring's
  /// mass, stiffness and damping before (k = (2π/0.5)², c = 4π·0.85/0.5 for snappy).
  @Test func aDurationBounceSpringIsExportedInItsCoreAnimationSpelling() {
    let source = Self.source(["scene balloon", "set balloon.timing snappy"])
    #expect(source.contains("animation = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.15)"))
    #expect(source.contains("animation.stiffness = \(Scenes.format(pow(2 * Double.pi / 0.5, 2), decimals: 6))"))
    #expect(source.contains("animation.damping = \(Scenes.format(4 * Double.pi * 0.85 / 0.5, decimals: 6))"))
    #expect(source.contains("// SwiftUI's .snappy: spring(duration: 0.5, bounce: 0.15)"))
    let uikit = Self.source(["scene balloon", "set balloon.timing uikit-spring(duration: 0.6, damping: 0.7, velocity: 1)"])
    #expect(
      uikit.contains(
        "// uikit-spring(duration: 0.6, damping: 0.7, velocity: 1), as Wobble reads UIKit (UIKit does not publish its conversion)"
      ))
  }

  @Test func numbersAreWrittenWithCappedDigits() {
    let source = Self.source(["scene blob", "set blob.skew.phase pi/3", "set blob.fill #336699"])
    #expect(source.contains("static let skewPhase: CGFloat = 1.047198\n"))
    #expect(source.contains("UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)"))
    #expect(source.contains("path.move(to: CGPoint(x: 13.71, y: -29.07))"))
  }

  @Test(arguments: variants.keys.sorted())
  func importSwiftRestoresTheSameFrames(variant: String) throws {
    var original = Workbench()
    for line in Self.variants[variant]! { _ = original.execute(line) }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString).swift").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    #expect(original.execute("export swift \(file)").value?.lines.first?.hasPrefix("wrote \(file)") == true)

    var restored = Workbench()
    let result = restored.execute("import swift \(file)")
    #expect(result.value?.lines.last?.hasPrefix("imported") == true, "\(result.failure?.description ?? "")")
    #expect(restored.scene.name == original.scene.name)
    #expect(restored.values == original.values)
    let period = original.scene.period(original.values)
    for t in [0, period / 3, period * 0.9] {
      let a = Preview.frame(original.scene, original.values, at: t, width: 160, height: 120)
      let b = Preview.frame(restored.scene, restored.values, at: t, width: 160, height: 120)
      #expect(a == b, "\(variant) at \(t)")
    }
  }

  @Test func importRefusesAFileWithoutASessionOrWithABrokenOneAndChangesNothing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var good = Workbench()
    _ = good.execute("set blob.rate 2")
    let exported = try #require(good.execute("export swift").value).lines.joined(separator: "\n")
    let cases: [(name: String, text: String, message: String)] = [
      ("plain.swift", "import UIKit\nfinal class V: UIView {}\n", "no Wobble session in this file"),
      (
        "nan.swift", exported.replacingOccurrences(of: "\"blob.rate\" : 2", with: "\"blob.rate\" : NaN"),
        "nan.swift: $: not valid JSON"
      ),
      (
        "range.swift", exported.replacingOccurrences(of: "\"blob.rate\" : 2", with: "\"blob.rate\" : 1000"),
        "$.parameters['blob.rate']: 1000 is out of range"
      ),
      ("code.swift", exported.replacingOccurrences(of: "//   \"scene\"", with: "let x = 1\n//   \"scene\""), "not a comment"),
    ]
    for c in cases {
      let path = folder.appendingPathComponent(c.name).path
      try Data(c.text.utf8).write(to: URL(fileURLWithPath: path))
      var bench = Workbench()
      _ = bench.execute("set blob.upscale 3")
      let before = bench.document
      let error = bench.execute("import swift \(path)").failure
      #expect(error?.description.contains(c.message) == true, "\(c.name): \(error?.description ?? "accepted")")
      #expect(bench.document == before, "\(c.name) changed the session")
    }
  }
}

/// Builds the stub modules once and type-checks sources against them with `swiftc`.
enum UIKitStub {
  static let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("UIKitStub")
  /// Objective-C interop lets `@objc` and `#selector` type-check on Linux; nothing is linked.
  static let flags = ["-Xfrontend", "-enable-objc-interop"]

  struct Result {
    var status: Int32
    var diagnostics: String
  }

  /// The folder holding the compiled stub modules (built on first use).
  static let modules: Swift.Result<URL, StubError> = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-stub-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for module in ["ObjectiveC", "Foundation", "CoreGraphics", "QuartzCore", "UIKit"] {
        let r = try swiftc(
          ["-emit-module"] + flags + includePaths(folder) + [
            "-module-name", module, sourceFolder.appendingPathComponent("\(module).swift").path,
            "-o", folder.appendingPathComponent("\(module).swiftmodule").path,
          ])
        guard r.status == 0 else { return .failure(StubError(message: "stub \(module) failed:\n\(r.diagnostics)")) }
      }
      return .success(folder)
    } catch {
      return .failure(StubError(message: "\(error)"))
    }
  }()

  struct StubError: Error { var message: String }

  static func includePaths(_ modules: URL) -> [String] {
    ["-I", modules.path, "-I", sourceFolder.appendingPathComponent("ObjectiveC").path]
  }

  static func typeCheck(_ source: String, swiftVersion: String = "5") throws -> Result {
    let folder = try modules.get()
    let file = folder.appendingPathComponent("snippet-\(UUID().uuidString).swift")
    try Data(source.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    return try swiftc(["-typecheck", "-swift-version", swiftVersion] + flags + includePaths(folder) + [file.path])
  }

  static func swiftc(_ arguments: [String]) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, diagnostics: String(decoding: data, as: UTF8.self))
  }
}
