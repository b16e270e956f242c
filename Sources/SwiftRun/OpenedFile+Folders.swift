import Files
import Foundation
import InterfaceBuilder
import SwiftParser
import SwiftSource
import SwiftSyntax

/// What a path given to `open` stands for, as Xcode builds it: a `.swift` file alone, or with
/// its playground's `Sources/` when it is a playground's `Contents.swift` (of the playground or
/// of one of its pages); a `.xcplaygroundpage` (its `Contents.swift` and the playground's
/// `Sources/`); a `.playground` (its `Contents.swift`, else its first page's, with `Sources/`,
/// else Xcode 6's one code section, `section-1.swift`);
/// an app's folder (its `.swift` files, in its subfolders too, as Xcode's groups keep them:
/// `Views/`, `Designable/`; tests, dependencies and bundles left out); a repository's folder
/// (the one app folder or playground in it). Support files come first, the main file last.
enum SourceFolder {
  /// At most this many files, and 4 MB in all.
  static let fileLimit = 64
  static let byteLimit = 4 << 20

  struct Found {
    var files: [(path: String, text: String)]
    /// Whether the last file is the main one (a playground page's).
    var mainIsLast: Bool
    /// The storyboards and nibs among the paths, or in a folder opened (and its `Base.lproj`).
    var interfaces: [InterfaceDocument] = []
    /// An app's folders and their group folders, whose images Xcode copies into the bundle
    /// (`images/heart@2x.png`, `Support Files/Assets.xcassets`).
    var resourceFolders: [URL] = []
  }

  /// Where the app's images are for `files` (`AssetCatalog`): each file's folder, a playground's
  /// and a page's `Resources/` (an app's group folders are `Found.resourceFolders`).
  static func imageFolders(for files: [String]) -> [URL] {
    var folders: [URL] = []
    func add(_ url: URL) { if !folders.contains(url) { folders.append(url) } }
    for file in files {
      let folder = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL
      add(folder)
      add(folder.appendingPathComponent("Resources"))
      if folder.pathExtension == "xcplaygroundpage" {
        add(folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources"))
      }
      if folder.lastPathComponent == "Sources", folder.deletingLastPathComponent().pathExtension == "playground" {
        add(folder.deletingLastPathComponent().appendingPathComponent("Resources"))
      }
    }
    return folders
  }

  static let interfaceExtensions: Set<String> = ["storyboard", "xib"]

  static func files(for path: String) throws(RunError) -> Found {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw RunError(message: "cannot read \(path): no such file or folder")
    }
    let url = URL(fileURLWithPath: path).standardizedFileURL
    if !isFolder.boolValue {
      if interfaceExtensions.contains(url.pathExtension) {
        return Found(files: [], mainIsLast: false, interfaces: try interfaces(at: [url.path]))
      }
      // Nothing of a file that is not Swift is run, so no refusal quotes a line of it
      // (a session's journal could name any file: `open /etc/passwd`).
      guard url.pathExtension == "swift" else {
        throw RunError(
          message: "cannot open \(path): not a .swift file (open takes Swift files, playgrounds, folders of Swift "
            + "files, and storyboards and nibs with them)")
      }
      return Found(files: try read(supportFiles(beside: url) + [url.path]), mainIsLast: true)
    }
    switch url.pathExtension {
    case "xcplaygroundpage":
      let contents = url.appendingPathComponent("Contents.swift")
      let playground = url.deletingLastPathComponent().deletingLastPathComponent()
      return Found(
        files: try read(swiftFiles(below: playground.appendingPathComponent("Sources")) + [contents.path]), mainIsLast: true)
    case "playground":
      var contents = url.appendingPathComponent("Contents.swift")
      if !manager.fileExists(atPath: contents.path) {
        if let page = firstPage(of: url) {
          contents = page.appendingPathComponent("Contents.swift")
        } else {
          // Xcode 6's playgrounds kept their code in `section-1.swift`, between sections of
          // documentation.
          let sections = codeSections(of: url)
          guard !sections.isEmpty else {
            throw RunError(message: "\(path): a playground with no Contents.swift, no page and no code section")
          }
          guard sections.count == 1 else {
            throw RunError(
              message: "\(path): an Xcode 6 playground of \(sections.count) code sections, run as one program there: "
                + "Wobble opens one section at a time (`open \(path)/\(sections[0].lastPathComponent)`)")
          }
          contents = sections[0]
        }
      }
      return Found(files: try read(swiftFiles(below: url.appendingPathComponent("Sources")) + [contents.path]), mainIsLast: true)
    default:
      if isAppFolder(url) { return try target(of: [url]) }
      // A repository's folder: the one playground or app folder inside is what it holds; an
      // app beside folders of library code (a `Lib/` in its project, a package's
      // `Sources/<Target>/`) is built with them.
      let inside = openableFolders(in: url)
      let targets = packageTargets(in: url)
      if inside.count == 1, targets.isEmpty { return try files(for: inside[0].path) }
      if let app = try appWithLibraries(inside + targets) { return try target(of: app) }
      if let (playground, libraries) = try playgroundWithLibraries(inside + targets) {
        // The playground's own files last (its page the main one), the libraries' before them.
        var found = try files(for: playground.path)
        let support = try read(libraries.flatMap { swiftFiles(below: $0) })
        found.files = support.filter { file in !found.files.contains { $0.path == file.path } } + found.files
        found.interfaces += try interfaces(at: libraries.flatMap { interfaceFiles(below: $0) })
        return found
      }
      // A library's folder whose code sits in group folders (`Core/`, `Modes/`): one target.
      if inside.count > 1, targets.isEmpty, !isProject(url), !inside.contains(where: { $0.pathExtension == "playground" }) {
        var apps = 0
        for folder in inside where try isApp(folder) { apps += 1 }
        if apps == 0 { return try target(of: [url]) }
      }
      let named = (inside + targets).map { $0.path.dropFirst(url.path.count + 1) }
      guard !named.isEmpty else { throw RunError(message: "\(path): a folder with no .swift file") }
      throw RunError(
        message: "\(path) holds more than one app or playground, or no app among its folders of code; "
          + "open one of the folders in it: " + named.joined(separator: ", "))
    }
  }

  /// The Swift files and the storyboards and nibs of `folders` (an app's, and the libraries it
  /// is built with), the file with top-level code, if one has it, last as the main file.
  static func target(of folders: [URL]) throws(RunError) -> Found {
    var files = try read(folders.flatMap { swiftFiles(below: $0) })
    let documents = try interfaces(at: folders.flatMap { interfaceFiles(below: $0) })
    let resources = folders.flatMap { foldersBelow($0) }
    if let main = files.lastIndex(where: { hasTopLevelCode($0.text) }) {
      files.append(files.remove(at: main))
      return Found(files: files, mainIsLast: true, interfaces: documents, resourceFolders: resources)
    }
    return Found(files: files, mainIsLast: false, interfaces: documents, resourceFolders: resources)
  }

  /// At most this many group folders are looked in for an app's images.
  static let resourceFolderLimit = 256

  /// `folder` and its group folders, as `filesBelow` walks them (no tests, dependencies,
  /// bundles or other localizations): where Xcode's groups keep an app's images and asset
  /// catalogs, all copied into one bundle.
  static func foldersBelow(_ folder: URL) -> [URL] {
    var found: [URL] = []
    func visit(_ url: URL, depth: Int) {
      guard found.count < resourceFolderLimit else { return }
      found.append(url)
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
      for name in names where !name.hasPrefix(".") {
        let item = url.appendingPathComponent(name)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: item.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
        if !leavesOut(name, localization: "Base.lproj"), depth < folderDepthLimit { visit(item, depth: depth + 1) }
      }
    }
    visit(folder.standardizedFileURL, depth: 0)
    return found
  }

  /// Whether a folder of this name is left out of an app's files: tests, dependencies, a
  /// playground or a bundle Xcode builds on its own, an asset catalog (read as one), a
  /// localization other than `localization`.
  static func leavesOut(_ name: String, localization: String?) -> Bool {
    let ext = (name as NSString).pathExtension
    return name.hasSuffix("Tests") || ["Pods", "Carthage", "DerivedData", "build"].contains(name)
      || ["playground", "xcodeproj", "xcworkspace", "xcassets", "bundle", "framework", "appex"].contains(ext)
      || (ext == "lproj" && name != localization)
  }

  /// A Swift package's targets beside an app (`Sources/<Target>/`, under a `Package.swift`):
  /// the folders of each that hold Swift files.
  static func packageTargets(in folder: URL) -> [URL] {
    let sources = folder.appendingPathComponent("Sources")
    guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else { return [] }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).sorted()
    return names.filter { !$0.hasPrefix(".") }.map { sources.appendingPathComponent($0) }.filter {
      !swiftFiles(below: $0).isEmpty
    }
  }

  /// Of a repository's code folders, the one app and the libraries beside it, when that is
  /// what they are: exactly one declares a view controller or an app delegate (or has its
  /// `Info.plist` or a storyboard), and every other declares neither and is no playground —
  /// as an Xcode project builds an app with its `Lib/` group or a local package. Nil otherwise
  /// (two apps, or a playground: the person says which).
  static func appWithLibraries(_ folders: [URL]) throws(RunError) -> [URL]? {
    guard folders.count > 1, !folders.contains(where: { $0.pathExtension == "playground" }) else { return nil }
    // The app's own target folder (its `Info.plist`, storyboard or app delegate) with the group
    // folders Xcode keeps beside it (`Controller/`, `View/`, `Model/`), whatever they declare.
    var targets: [URL] = []
    for folder in folders where try isAppTarget(folder) { targets.append(folder) }
    if targets.count == 1 { return targets + folders.filter { $0 != targets[0] } }
    guard targets.isEmpty else { return nil }
    var apps: [URL] = []
    for folder in folders where try isApp(folder) { apps.append(folder) }
    guard apps.count == 1 else { return nil }
    return apps + folders.filter { $0 != apps[0] }
  }

  /// Whether `folder` is an app's target folder as Xcode makes it: it holds the app's
  /// `Info.plist`, a storyboard or nib, or its app delegate.
  static func isAppTarget(_ folder: URL) throws(RunError) -> Bool {
    try holdsAppFiles(folder) { $0.hasSuffix("ApplicationDelegate") }
  }

  /// Of a repository's code folders, its one playground and the libraries beside it, when that
  /// is what they are: no other playground, and no folder that holds an app — as a workspace
  /// builds a framework for the playground that imports it (`Playground/Demo.playground` beside
  /// `Sources/`). Nil otherwise.
  static func playgroundWithLibraries(_ folders: [URL]) throws(RunError) -> (URL, [URL])? {
    let playgrounds = folders.filter { $0.pathExtension == "playground" }
    guard playgrounds.count == 1, folders.count > 1 else { return nil }
    let libraries = folders.filter { $0 != playgrounds[0] }
    for folder in libraries where try isApp(folder) { return nil }
    return (playgrounds[0], libraries)
  }

  /// Whether `folder` holds an app rather than a library: an `Info.plist`, a storyboard, or a
  /// class the files declare that is a view controller or an app delegate.
  static func isApp(_ folder: URL) throws(RunError) -> Bool {
    try holdsAppFiles(folder) {
      $0.hasSuffix("ViewController") || $0.hasSuffix("ApplicationDelegate")
    }
  }

  /// Whether `folder` holds an `Info.plist`, a storyboard or nib, or a top-level class of its
  /// Swift files inheriting a type whose name `inherits` takes.
  private static func holdsAppFiles(_ folder: URL, inherits: (String) -> Bool) throws(RunError) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    if names.contains("Info.plist") || !interfaceFiles(below: folder).isEmpty { return true }
    for file in try read(swiftFiles(below: folder)) {
      for item in Parser.parse(source: file.text).statements {
        guard let type = item.item.as(ClassDeclSyntax.self), let inherited = type.inheritanceClause?.inheritedTypes
        else { continue }
        if inherited.contains(where: { inherits($0.type.trimmedDescription) }) { return true }
      }
    }
    return false
  }

  /// Several paths opened together (`open A.swift B.swift`): each resolved, joined, the one
  /// with top-level code last.
  static func files(for paths: [String]) throws(RunError) -> Found {
    guard paths.count > 1 else {
      let found = try files(for: paths[0])
      guard !found.files.isEmpty else {
        throw RunError(
          message: "no .swift file in \(paths[0]): a storyboard opens with the code it shows (`open A.swift Main.storyboard`)")
      }
      return found
    }
    var all: [(path: String, text: String)] = []
    var documents: [InterfaceDocument] = []
    for path in paths {
      let found = try files(for: path)
      for file in found.files where !all.contains(where: { $0.path == file.path }) { all.append(file) }
      documents += found.interfaces
    }
    guard all.count <= fileLimit else { throw RunError(message: "more than \(fileLimit) files") }
    guard !all.isEmpty else {
      throw RunError(message: "no .swift file among \(paths.joined(separator: " ")): a storyboard opens with the code it shows")
    }
    if let main = all.lastIndex(where: { hasTopLevelCode($0.text) }) {
      all.append(all.remove(at: main))
      return Found(files: all, mainIsLast: true, interfaces: documents)
    }
    return Found(files: all, mainIsLast: false, interfaces: documents)
  }

  /// A playground's `Sources/` files for its `Contents.swift` (its own or a page's).
  static func supportFiles(beside file: URL) -> [String] {
    guard file.lastPathComponent == "Contents.swift" else { return [] }
    let folder = file.deletingLastPathComponent()
    if folder.pathExtension == "playground" { return swiftFiles(below: folder.appendingPathComponent("Sources")) }
    if folder.pathExtension == "xcplaygroundpage" {
      let playground = folder.deletingLastPathComponent().deletingLastPathComponent()
      if playground.pathExtension == "playground" { return swiftFiles(below: playground.appendingPathComponent("Sources")) }
    }
    return []
  }

  /// The storyboards and nibs of an app's folder, in its subfolders too: of localised copies,
  /// `Base.lproj`'s (the others hold only strings since Xcode 4.5's base internationalisation).
  static func interfaceFiles(below folder: URL) -> [String] {
    filesBelow(folder, enteringLocalization: "Base.lproj") { interfaceExtensions.contains(($0 as NSString).pathExtension) }
  }

  /// Whether `folder` is an app's folder of code (a target's, as Xcode makes it): it holds
  /// `.swift` files itself, or, holding no project, the files a target's folder has (its
  /// `Info.plist`, `Base.lproj`, an asset catalogue), or it sits beside the project that builds
  /// it with all its code in group folders (`Application/`, `View Controllers/`, `Views/`).
  static func isAppFolder(_ folder: URL) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    if names.contains(where: isCode) { return true }
    let project = isProject(folder)
    let target = names.contains { $0 == "Info.plist" || $0 == "Base.lproj" || $0.hasSuffix(".xcassets") }
    let besideProject = isProject(folder.deletingLastPathComponent())
    return !project && (target || besideProject) && !swiftFiles(below: folder).isEmpty
  }

  /// Whether `folder` holds an Xcode project, a workspace or a Swift package.
  static func isProject(_ folder: URL) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift" }
  }

  /// The `.swift` files of an app's folder and its subfolders, by path.
  static func swiftFiles(below folder: URL) -> [String] {
    filesBelow(folder, enteringLocalization: nil, isCode)
  }

  /// Whether a file of this name is code an app is built from: Swift, not a package's manifest.
  static func isCode(_ name: String) -> Bool { name.hasSuffix(".swift") && name != "Package.swift" }

  /// How deep `filesBelow` looks (Xcode's groups nest a few levels; a link to a folder above
  /// would nest forever).
  static let folderDepthLimit = 8

  /// The files of `folder` and its subfolders whose names `wanted` takes, sorted by path: not
  /// in a folder of tests, dependencies (`Pods`, `Carthage`), a playground or a bundle Xcode
  /// builds on its own; in a `.lproj` only when it is `localization`. Stops past `fileLimit` + 1
  /// files (the caller refuses more).
  static func filesBelow(_ folder: URL, enteringLocalization localization: String?, _ wanted: (String) -> Bool) -> [String] {
    var found: [String] = []
    func visit(_ url: URL, depth: Int) {
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
      for name in names where !name.hasPrefix(".") {
        guard found.count <= fileLimit else { return }
        let item = url.appendingPathComponent(name)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: item.path, isDirectory: &isFolder) else { continue }
        if !isFolder.boolValue {
          if wanted(name) { found.append(item.path) }
          continue
        }
        if !leavesOut(name, localization: localization), depth < folderDepthLimit { visit(item, depth: depth + 1) }
      }
    }
    visit(folder, depth: 0)
    return found
  }

  /// Reads and parses storyboards and nibs, within the same limits as Swift files.
  static func interfaces(at paths: [String]) throws(RunError) -> [InterfaceDocument] {
    guard paths.count <= fileLimit else { throw RunError(message: "more than \(fileLimit) storyboards and nibs") }
    var documents: [InterfaceDocument] = []
    for path in paths {
      let data = try contents(of: path)
      do throws(InterfaceError) {
        documents.append(try InterfaceDocument(data: data, file: (path as NSString).lastPathComponent))
      } catch {
        throw RunError(error)
      }
    }
    return documents
  }

  /// The folders in `folder` that open as code: playgrounds, and app folders other than tests
  /// (a target's folder beside its `.xcodeproj`), looked for `depth` levels down through
  /// folders that are neither (a library's project folder, a demo's: `Lib/Lib/`, `Demo/App/`).
  static func openableFolders(in folder: URL, depth: Int = 3) -> [URL] {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    return names.flatMap { name -> [URL] in
      let url = folder.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue,
        !name.hasPrefix("."), !name.hasSuffix("Tests"), name != "Pods"
      else { return [] }
      if url.pathExtension == "playground" { return [url] }
      guard url.pathExtension.isEmpty else { return [] }
      if isAppFolder(url) { return [url] }
      return depth > 1 ? openableFolders(in: url, depth: depth - 1) : []
    }
  }

  /// An Xcode 6 playground's code sections, in the order `contents.xcplayground` lists them
  /// (`<code source-file-name='section-1.swift'/>`), else its `section-N.swift` files by N.
  static func codeSections(of playground: URL) -> [URL] {
    var names: [String] = []
    if let data = try? RegularFile.contents(
      atPath: playground.appendingPathComponent("contents.xcplayground").path, limit: SourceFolder.byteLimit)
    {
      let xml = String(decoding: data, as: UTF8.self)
      var rest = xml[...]
      while let range = rest.range(of: #"<code\s+source-file-name\s*=\s*['"]([^'"]+)['"]"#, options: .regularExpression) {
        let tag = rest[range]
        if let open = tag.firstIndex(where: { $0 == "'" || $0 == "\"" }) {
          names.append(String(tag[tag.index(after: open)...].dropLast()))
        }
        rest = rest[range.upperBound...]
      }
    }
    if names.isEmpty {
      let all = (try? FileManager.default.contentsOfDirectory(atPath: playground.path)) ?? []
      names = all.filter { $0.hasPrefix("section-") && $0.hasSuffix(".swift") }
        .sorted { (Int($0.dropFirst(8).dropLast(6)) ?? .max) < (Int($1.dropFirst(8).dropLast(6)) ?? .max) }
    }
    return names.filter { !$0.contains("/") && $0.hasSuffix(".swift") }.map { playground.appendingPathComponent($0) }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// The playground's first page: as `contents.xcplayground` lists them, else by name.
  static func firstPage(of playground: URL) -> URL? {
    let pages = playground.appendingPathComponent("Pages")
    if let data = try? RegularFile.contents(
      atPath: playground.appendingPathComponent("contents.xcplayground").path, limit: SourceFolder.byteLimit)
    {
      let xml = String(decoding: data, as: UTF8.self)
      if let range = xml.range(of: #"<page\s+name\s*=\s*['"]([^'"]+)['"]"#, options: .regularExpression) {
        let tag = String(xml[range])
        if let open = tag.firstIndex(where: { $0 == "'" || $0 == "\"" }) {
          let name = tag[tag.index(after: open)...].dropLast()
          let page = pages.appendingPathComponent(name + ".xcplaygroundpage")
          if FileManager.default.fileExists(atPath: page.path) { return page }
        }
      }
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: pages.path)) ?? []
    return names.filter { $0.hasSuffix(".xcplaygroundpage") }.sorted().first.map { pages.appendingPathComponent($0) }
  }

  /// A regular file's bytes, at most `byteLimit` of them.
  static func contents(of path: String) throws(RunError) -> Data {
    do throws(RegularFile.Failure) {
      return try RegularFile.contents(atPath: path, limit: byteLimit)
    } catch {
      throw RunError(message: "cannot read \(path): \(error)")
    }
  }

  static func read(_ paths: [String]) throws(RunError) -> [(path: String, text: String)] {
    guard paths.count <= fileLimit else { throw RunError(message: "more than \(fileLimit) files") }
    var total = 0
    var files: [(path: String, text: String)] = []
    for path in paths {
      let data = try contents(of: path)
      total += data.count
      guard total <= byteLimit else { throw RunError(message: "the files opened together are larger than 4 MB") }
      let text = String(decoding: data, as: UTF8.self)
      // Before anything parses it: nesting that would take the parser exponential time.
      try NestingCheck.check(text, file: (path as NSString).lastPathComponent)
      files.append((path, text))
    }
    return files
  }

  /// Whether `text` has statements outside declarations (a playground page's, a script's).
  static func hasTopLevelCode(_ text: String) -> Bool {
    Parser.parse(source: text).statements.contains { item in
      if case .decl = item.item { return false }
      return true
    }
  }
}
