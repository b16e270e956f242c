import Animation
import Foundation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Files opened together as one program, as Xcode builds them: a playground with its
/// `Sources/`, one of its pages, an app's folder of view files, or files named one by one.
@Suite struct MultipleFilesTests {
  /// A fresh folder holding `files` (relative path → text), removed after `body`.
  static func folder(_ files: [String: String], _ body: (URL) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-multi-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try body(root)
  }

  static let dot = """
    import UIKit
    public class Dot: UIView {
      public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .red
        layer.cornerRadius = 12
      }
      public required init?(coder: NSCoder) { fatalError() }
    }
    """

  static let page = """
    import UIKit
    import PlaygroundSupport
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
    let dot = Dot(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
    host.addSubview(dot)
    PlaygroundPage.current.liveView = host
    """

  @Test func aPlaygroundOpensWithItsSourcesAndEachNumberIsPlacedInItsOwnFile() throws {
    try Self.folder(["Demo.playground/Contents.swift": Self.page, "Demo.playground/Sources/Dot.swift": Self.dot]) { root in
      let file = try OpenedFile.open(root.appendingPathComponent("Demo.playground").path)
      let tree = file.scene.presentation(ParameterValues(), 0)
      #expect(tree.bounds.width == 100 && tree.sublayers[0].cornerRadius == 12)
      #expect(tree.sublayers[0].backgroundColor == Color(red: 1, green: 0, blue: 0))
      // The corner radius is Dot.swift's line 5; the page's numbers keep their own lines.
      let radius = try #require(file.source.literals.first { $0.value == 12 })
      #expect(radius.file == "Dot.swift" && radius.line == 6 && radius.position == "@Dot.swift:6:26")
      let width = try #require(file.source.literals.first { $0.value == 100 })
      #expect(width.file == nil && width.line == 3)
      #expect(file.scene.parameter(named: "@Dot.swift:6:26")?.name == radius.name)
    }
  }

  /// A repository's folder holding one playground (or one app folder) opens it; one holding
  /// several says which it holds.
  @Test func aFolderHoldingOnePlaygroundOpensIt() throws {
    try Self.folder(["repo/Demo.playground/Contents.swift": Self.page, "repo/Demo.playground/Sources/Dot.swift": Self.dot]) {
      root in
      let file = try OpenedFile.open(root.appendingPathComponent("repo").path)
      #expect(file.scene.presentation(ParameterValues(), 0).sublayers[0].cornerRadius == 12)
    }
    try Self.folder(["repo/A.playground/Contents.swift": Self.page, "repo/B.playground/Contents.swift": Self.page]) { root in
      #expect(throws: RunError.self) { try OpenedFile.open(root.appendingPathComponent("repo").path) }
      do {
        _ = try OpenedFile.open(root.appendingPathComponent("repo").path)
      } catch {
        #expect(
          "\(error)".hasSuffix(
            "holds more than one app or playground, or no app among its folders of code; open one of the folders in it: "
              + "A.playground, B.playground"))
      }
    }
  }

  @Test func aPageOrItsContentsFileBringsThePlaygroundsSources() throws {
    let files = [
      "Demo.playground/Pages/Intro.xcplaygroundpage/Contents.swift": Self.page,
      "Demo.playground/Sources/Dot.swift": Self.dot,
    ]
    try Self.folder(files) { root in
      let page = root.appendingPathComponent("Demo.playground/Pages/Intro.xcplaygroundpage")
      for path in [
        page.path, page.appendingPathComponent("Contents.swift").path, root.appendingPathComponent("Demo.playground").path,
      ] {
        let file = try OpenedFile.open(path)
        #expect(file.scene.presentation(ParameterValues(), 0).sublayers[0].cornerRadius == 12, "\(path)")
      }
    }
  }

  @Test func aRefusalInASupportFileNamesThatFileAndItsLine() throws {
    let broken = Self.dot.replacingOccurrences(of: "layer.cornerRadius = 12", with: "layer.cornerRadius = frobnicate()")
    // A support file before it (by name), so its lines are not the program's.
    let files = [
      "Demo.playground/Contents.swift": Self.page, "Demo.playground/Sources/Dot.swift": broken,
      "Demo.playground/Sources/Colors.swift": "import UIKit\n\npublic let accent = UIColor.red\n",
    ]
    try Self.folder(files) { root in
      let path = root.appendingPathComponent("Demo.playground").path
      let refused = #expect(throws: RunError.self) { _ = try OpenedFile.open(path) }
      #expect(refused?.file == "Dot.swift" && refused?.line == 6)
    }
  }

  @Test func aFolderOfAppFilesShowsItsViewClassWithTheOtherFilesDeclarations() throws {
    let files = [
      "App/Colors.swift":
        "import UIKit\nextension UIColor {\n  static let brand = UIColor(red: 0, green: 0, blue: 1, alpha: 1)\n}\n",
      "App/Badge.swift":
        "import UIKit\nclass Badge: UIView {\n  override func layoutSubviews() { backgroundColor = .brand }\n}\n",
    ]
    try Self.folder(files) { root in
      let file = try OpenedFile.open(root.appendingPathComponent("App").path)
      let tree = file.scene.presentation(ParameterValues(), 0)
      #expect(tree.backgroundColor == Color(red: 0, green: 0, blue: 1))
      // No file has top-level code: every number names its file.
      #expect(file.source.literals.allSatisfy { $0.file != nil })
    }
  }

  /// Xcode compiles every file of a target whatever group folder holds it: an app's folder
  /// opens with the Swift files of its subfolders (`Designable/`, `Views/`), not its tests' nor
  /// its dependencies'; a repository's folder holding the app
  /// folder (with no Swift file of its own at the top, only `Info.plist`) opens it.
  @Test func anAppFolderOpensWithTheFilesOfItsSubfoldersButNotItsTests() throws {
    let files = [
      "repo/App.xcodeproj/project.pbxproj": "",
      "repo/App/Info.plist": "",
      "repo/App/Designable/Colors.swift":
        "import UIKit\nextension UIColor {\n  static let brand = UIColor(red: 0, green: 0, blue: 1, alpha: 1)\n}\n",
      "repo/App/Views/Badge.swift":
        "import UIKit\nclass Badge: UIView {\n  override func layoutSubviews() { backgroundColor = .brand }\n}\n",
      "repo/App/AppTests/BadgeTests.swift": "import XCTest\nfunc unreadable( {\n",
      "repo/App/Pods/Other/Other.swift": "import XCTest\nfunc unreadable( {\n",
    ]
    try Self.folder(files) { root in
      for path in ["repo", "repo/App"] {
        let file = try OpenedFile.open(root.appendingPathComponent(path).path)
        #expect(file.scene.presentation(ParameterValues(), 0).backgroundColor == Color(red: 0, green: 0, blue: 1))
      }
      let found = try SourceFolder.files(for: root.appendingPathComponent("repo/App").path)
      #expect(found.files.map { ($0.path as NSString).lastPathComponent } == ["Colors.swift", "Badge.swift"])
    }
  }

  static let controller = """
    import UIKit
    import Kit
    class ViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(Dot(frame: CGRect(x: 10, y: 10, width: 30, height: 30)))
      }
    }
    """

  /// A repository whose app is built with library code beside it, as its Xcode project builds
  /// them together: a Swift package's `Sources/<Target>/` (its files in group folders), or a
  /// `Lib/` folder of views beside the app's controllers, each maybe a level down in its
  /// project's folder, or Xcode's group folders beside the app's target folder. The library's
  /// module is no missing library. Two apps side by side still ask which.
  @Test func anAppOpensWithTheLibraryFoldersBesideIt() throws {
    let layouts: [[String: String]] = [
      [
        "repo/Package.swift": "// swift-tools-version: 5.10\nimport PackageDescription\n",
        "repo/Sources/Kit/Views/Dot.swift": Self.dot,
        "repo/Sources/Kit/Core/Colors.swift": "import UIKit\nlet accent = UIColor.red\n",
        "repo/App/ViewController.swift": Self.controller,
      ],
      ["repo/Lib/Dot.swift": Self.dot, "repo/App/ViewController.swift": Self.controller],
      // Xcode's group folders beside the target's own (its app delegate and storyboard folder):
      // the controllers in `Controller/`, the views in `View/`.
      [
        "repo/View/Dot.swift": Self.dot, "repo/Controller/ViewController.swift": Self.controller,
        "repo/App/AppDelegate.swift":
          "import UIKit\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n  var window: UIWindow?\n}\n",
      ],
      // Each in its project's folder, a level further down (`Lib/Lib/`, `Demo/App/`).
      ["repo/Lib/Lib/Dot.swift": Self.dot, "repo/Demo/App/ViewController.swift": Self.controller],
      // The app's target folder beside its project holding its code only in group folders
      // (`Application/`, `View Controllers/`), both projects in a folder of their own: the
      // target folder is found by its project, however deep its groups go.
      [
        "repo/Framework/Lib/Lib/Dot.swift": Self.dot, "repo/Framework/Lib/Lib.xcodeproj/project.pbxproj": "",
        "repo/Framework/Demo/Demo/View Controllers/ViewController.swift": Self.controller,
        "repo/Framework/Demo/Demo.xcodeproj/project.pbxproj": "",
      ],
    ]
    for layout in layouts {
      try Self.folder(layout) { root in
        let file = try OpenedFile.open(root.appendingPathComponent("repo").path)
        #expect(file.scene.presentation(ParameterValues(), 0).sublayers.first?.cornerRadius == 12, "\(layout.keys.sorted())")
      }
    }
    let twoApps = ["repo/A/ViewController.swift": Self.controller, "repo/B/ViewController.swift": Self.controller]
    try Self.folder(twoApps) { root in
      let refused = #expect(throws: RunError.self) { _ = try OpenedFile.open(root.appendingPathComponent("repo").path) }
      #expect(refused?.message.hasSuffix("open one of the folders in it: A, B") == true)
    }
  }

  /// A repository whose playground imports the framework its workspace builds from a folder
  /// beside it (`Playground/Demo.playground` and `Sources/`): the playground opens with the
  /// library's files, its page the main file.
  @Test func aPlaygroundOpensWithTheLibraryFolderBesideIt() throws {
    let page = Self.page.replacingOccurrences(of: "import PlaygroundSupport", with: "import PlaygroundSupport\nimport Dot")
    let files = ["repo/Playground/Demo.playground/Contents.swift": page, "repo/Sources/Dot.swift": Self.dot]
    try Self.folder(files) { root in
      let file = try OpenedFile.open(root.appendingPathComponent("repo").path)
      #expect(file.scene.presentation(ParameterValues(), 0).sublayers[0].cornerRadius == 12)
    }
  }

  /// A library's folder whose files sit in group folders only (`Core/`, `Views/`), opened alone:
  /// one target, its view shown.
  @Test func aLibraryFolderOfGroupFoldersOpensAsOne() throws {
    let files = [
      "Kit/Views/Dot.swift": Self.dot,
      "Kit/Core/Colors.swift": "import UIKit\nextension UIColor { static let brand = UIColor.red }\n",
    ]
    try Self.folder(files) { root in
      let file = try OpenedFile.open(root.appendingPathComponent("Kit").path)
      #expect(file.scene.presentation(ParameterValues(), 0).cornerRadius == 12)
    }
  }

  /// A playground importing a library's module (`import Spinner`) opened with that library's
  /// file: the library is there, and a refusal does not call it one Wobble does not have.
  @Test func aLibraryOpenedWithThePageIsNotNamedAsMissing() throws {
    let page = "import UIKit\nimport PlaygroundSupport\nimport Dot\nlet v = Dot()\nv.wobbleAbout()\n"
    try Self.folder(["a/Page.swift": page, "a/Dot.swift": Self.dot]) { root in
      let paths = [root.appendingPathComponent("a/Dot.swift").path, root.appendingPathComponent("a/Page.swift").path]
      let refused = #expect(throws: RunError.self) { _ = try OpenedFile.open(paths: paths) }
      #expect(refused?.message.contains("wobbleAbout") == true)
      #expect(refused?.message.contains("a library Wobble does not have") == false, "\(String(describing: refused))")
    }
  }

  @Test func filesNamedTogetherOpenAsOneAndEachIsWrittenBackOnItsOwn() throws {
    try Self.folder(["a/Page.swift": Self.page, "b/Dot.swift": Self.dot]) { root in
      let paths = [root.appendingPathComponent("b/Dot.swift").path, root.appendingPathComponent("a/Page.swift").path]
      let file = try OpenedFile.open(paths: paths)
      #expect(file.scene.otherFiles == [paths[1]])
      let sources = try #require(file.scene.sources)
      #expect(file.scene.source == nil)
      let radius = try #require(file.source.literals.first { $0.value == 12 })
      let spec = try #require(file.scene.parameter(named: radius.name))
      var values = ParameterValues()
      values[spec] = .number(20)
      let written = sources(values)
      // The page (with the top-level code) is the main file and comes last.
      #expect(written.map { ($0.path as NSString).lastPathComponent } == ["Dot.swift", "Page.swift"])
      #expect(written[0].text == Self.dot.replacingOccurrences(of: "cornerRadius = 12", with: "cornerRadius = 20"))
      #expect(written[1].text == Self.page)
      #expect(file.scene.presentation(values, 0).sublayers[0].cornerRadius == 20)
    }
  }
}
