import Animation
import Files
import Foundation
import Geometry
import JPEGCodec
import PNGCodec
import SwiftSyntax

/// An app's images and named colours as UIKit finds them in its bundle.
///
/// Images, for `UIImage(named:)`: the image sets of the asset catalogs
/// (`*.xcassets/…/<name>.imageset`, their 2× image first, then 3×, then 1×, PNG or JPEG) and the
/// loose files in the folders opened and a playground's `Resources/`: PNG by its name with or
/// without the extension (`ball`, `ball@2x.png`), JPEG only with it (`photo.jpg`), as
/// `UIImage(named:)` assumes `.png` alone. Each is read and decoded once, when first named
/// (PNG through libpng, JPEG through libjpeg, told apart by their first bytes); its size in
/// points is its pixels over its scale, as UIKit sizes it.
///
/// Colours, for `UIColor(named:)`: the colour sets (`<name>.colorset`), each read when the
/// catalog is scanned (`ColorSet`). Both kinds are also found by the Swift names Xcode 15
/// generates for them (`UIColor.brandBlue` for `BrandBlue`; `AssetSymbols`).
final class AssetCatalog: @unchecked Sendable {
  struct Entry: Sendable {
    let path: String
    let scale: Double
    /// Whether it is an asset catalog's image set (not a loose file).
    var inCatalog = false
  }

  /// Why an image file could not be read or decoded.
  struct Failure: Error, CustomStringConvertible, Sendable {
    let description: String
  }

  /// An image decoded: its pixels and its scale (pixels per point).
  struct Decoded: Sendable {
    let bitmap: Bitmap
    let scale: Double
  }

  /// At most this many bytes per image file.
  static let byteLimit = 16 << 20
  /// At most this many files and folders looked at in a folder's asset catalogs.
  static let scanLimit = 4000

  let entries: [String: Entry]
  /// The colour sets by name: the colour UIKit gives in the light appearance, or why there is none.
  let colors: [String: Result<Color, Failure>]
  /// Asset names by the symbol Xcode generates for them (`brandBlue` → `BrandBlue`).
  let colorSymbols: [String: String]
  let imageSymbols: [String: String]
  private var decoded: [String: Result<Decoded, Failure>] = [:]
  private let lock = NSLock()

  init(entries: [String: Entry] = [:], colors: [String: Result<Color, Failure>] = [:]) {
    self.entries = entries
    self.colors = colors
    colorSymbols = AssetSymbols.table(colors.keys, kind: .color)
    // Loose files have no symbols: Xcode generates them for a catalog's image sets only.
    imageSymbols = AssetSymbols.table(entries.filter { $0.value.inCatalog }.keys, kind: .image)
  }

  static let empty = AssetCatalog()

  /// The images and colours in `folders` (each folder's own image files and its `*.xcassets`;
  /// the first folder to have a name wins).
  convenience init(folders: [URL]) {
    var found: [String: Entry] = [:]
    var colors: [String: Result<Color, Failure>] = [:]
    var seen: Set<String> = []
    for folder in folders where seen.insert(folder.standardizedFileURL.path).inserted {
      let scanned = Self.scan(folder)
      for (name, entry) in scanned.images where found[name] == nil { found[name] = entry }
      for (name, color) in scanned.colors where colors[name] == nil { colors[name] = color }
    }
    self.init(entries: found, colors: colors)
  }

  /// The image named `name` (`"ball"`, `"ball.png"`), decoded; nil when there is none.
  func image(named name: String) -> Result<Decoded, Failure>? {
    let key = entries[name] != nil ? name : Self.baseName(name)
    guard let entry = entries[key] else { return nil }
    lock.lock()
    defer { lock.unlock() }
    if let known = decoded[key] { return known }
    let result: Result<Decoded, Failure>
    do throws(RegularFile.Failure) {
      let data = try RegularFile.contents(atPath: entry.path, limit: Self.byteLimit)
      result = Self.decode([UInt8](data)).map { Decoded(bitmap: $0, scale: entry.scale) }
    } catch {
      result = .failure(Failure(description: "\(error)"))
    }
    decoded[key] = result
    return result
  }

  /// A PNG's or a JPEG's pixels, by what its first bytes say it is.
  static func decode(_ bytes: [UInt8]) -> Result<Bitmap, Failure> {
    if JPEGDecoder.isJPEG(bytes) {
      do throws(JPEGError) {
        return .success(try JPEGDecoder.bitmap(bytes))
      } catch {
        return .failure(Failure(description: "a JPEG libjpeg cannot decode: " + error.description))
      }
    }
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else {
      return .failure(Failure(description: "neither a PNG nor a JPEG, the images Wobble decodes"))
    }
    do throws(PNGError) {
      return .success(try PNGDecoder.bitmap(bytes))
    } catch {
      return .failure(Failure(description: error.description))
    }
  }

  static let jpegExtensions = [".jpg", ".jpeg"]

  static func isJPEGName(_ file: String) -> Bool { jpegExtensions.contains { file.lowercased().hasSuffix($0) } }

  /// `ball@2x.png` → `ball`, with the scale its name says.
  static func baseName(_ file: String) -> String { split(file).name }

  private static func split(_ file: String) -> (name: String, scale: Double) {
    var name = file
    if name.lowercased().hasSuffix(".png") { name.removeLast(4) }
    for (suffix, scale) in [("@3x", 3.0), ("@2x", 2.0)] where name.hasSuffix(suffix) {
      return (String(name.dropLast(suffix.count)), scale)
    }
    return (name, 1)
  }

  /// A folder's loose image files, and the image and colour sets of its asset catalogs.
  static func scan(_ folder: URL) -> (images: [String: Entry], colors: [String: Result<Color, Failure>]) {
    let manager = FileManager.default
    let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    var found: [String: Entry] = [:]
    // Loose files: the 2× one first, as a 2× screen loads it. A JPEG only by its whole name.
    for file in names.filter(isJPEGName).sorted() where found[file] == nil {
      found[file] = Entry(path: folder.appendingPathComponent(file).path, scale: 1)
    }
    for file in names.filter({ $0.lowercased().hasSuffix(".png") }).sorted() {
      let (name, scale) = split(file)
      let entry = Entry(path: folder.appendingPathComponent(file).path, scale: scale)
      if let known = found[name], preference(known.scale) <= preference(scale) { continue }
      found[name] = entry
    }
    var budget = scanLimit
    var colors: [String: Result<Color, Failure>] = [:]
    for catalog in names where catalog.hasSuffix(".xcassets") {
      assetSets(in: folder.appendingPathComponent(catalog), depth: 0, budget: &budget, images: &found, colors: &colors)
    }
    return (found, colors)
  }

  /// 2× first, then 3×, then 1×.
  private static func preference(_ scale: Double) -> Int { scale == 2 ? 0 : scale == 3 ? 1 : 2 }

  private static func assetSets(
    in folder: URL, depth: Int, budget: inout Int, images: inout [String: Entry],
    colors: inout [String: Result<Color, Failure>]
  ) {
    guard depth < 8, budget > 0 else { return }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    budget -= names.count
    for name in names.sorted() {
      let url = folder.appendingPathComponent(name)
      if name.hasSuffix(".imageset") {
        let setName = String(name.dropLast(".imageset".count))
        if images[setName] == nil, let entry = imageSet(url) { images[setName] = entry }
      } else if name.hasSuffix(".colorset") {
        let setName = String(name.dropLast(".colorset".count))
        if colors[setName] == nil { colors[setName] = colorSet(url) }
      } else if !name.contains(".") {
        assetSets(in: url, depth: depth + 1, budget: &budget, images: &images, colors: &colors)
      }
    }
  }

  private static func colorSet(_ folder: URL) -> Result<Color, Failure> {
    do throws(RegularFile.Failure) {
      let data = try RegularFile.contents(atPath: folder.appendingPathComponent("Contents.json").path, limit: 1 << 20)
      return ColorSet.color(contents: data)
    } catch {
      return .failure(Failure(description: "its Contents.json could not be read (\(error))"))
    }
  }

  /// An image set's PNG or JPEG for a 2× screen, as its `Contents.json` lists them.
  private static func imageSet(_ folder: URL) -> Entry? {
    struct Contents: Decodable {
      struct Image: Decodable {
        let filename: String?
        let scale: String?
      }
      let images: [Image]?
    }
    guard
      let data = try? RegularFile.contents(atPath: folder.appendingPathComponent("Contents.json").path, limit: 1 << 20),
      let contents = try? JSONDecoder().decode(Contents.self, from: data)
    else { return nil }
    let images = (contents.images ?? []).compactMap { image -> Entry? in
      guard let file = image.filename, file.lowercased().hasSuffix(".png") || isJPEGName(file), !file.contains("/")
      else { return nil }
      let scale = Double(image.scale?.dropLast() ?? "1") ?? 1
      return Entry(path: folder.appendingPathComponent(file).path, scale: scale, inCatalog: true)
    }
    if let best = images.min(by: { preference($0.scale) < preference($1.scale) }) { return best }
    // A set of another kind (a PDF, an SVG, a HEIC): found, and said as not decoded when named.
    return (contents.images ?? []).lazy.compactMap(\.filename).first { !$0.contains("/") }.map {
      Entry(path: folder.appendingPathComponent($0).path, scale: 1, inCatalog: true)
    }
  }
}

extension Interpreter {
  /// The app's image named `name` as a `UIImage`, `at` the place that names it; nil when the
  /// folders opened have none (the caller draws a placeholder and says so) or when its file
  /// cannot be read (said here, through `place`, and not again by the caller).
  func namedImage(_ name: String, warnAt place: (String, String) -> Void) -> ImageObject? {
    switch assets.image(named: name) {
    case .success(let decoded)?:
      let (w, h) = (Double(decoded.bitmap.width) / decoded.scale, Double(decoded.bitmap.height) / decoded.scale)
      let rect = Rect(x: 0, y: 0, width: w, height: h)
      let drawing = Drawing(operations: [
        Drawing.Operation(
          path: BezierPath(roundedRect: rect, cornerRadius: 0), transform: .identity,
          paint: .bitmap(decoded.bitmap, rect: rect))
      ])
      return ImageObject(drawing: drawing, width: w, height: h, scale: decoded.scale)
    case .failure(let error)?:
      place(
        "image " + name,
        "image \"\(name)\" is in the app's images, but its file could not be read or decoded (\(error)): "
          + "drawn as a grey placeholder")
      return nil
    case nil:
      return nil
    }
  }
}

extension Interpreter {
  /// `UIColor(named:)`: the app's colour set `name`, or nil, said at `node` (UIKit's nil when
  /// the bundle has none; here also when its `Contents.json` cannot be read).
  func namedColor(_ name: String, at node: some SyntaxProtocol) -> Value {
    switch assets.colors[name] {
    case .success(let color)?: return .color(color)
    case .failure(let failure)?:
      warn(
        "UIColor(named:) " + name, "UIColor(named: \"\(name)\") is nil: its colour set cannot be read (\(failure))",
        at: node)
    case nil:
      let reason =
        assets.colors.isEmpty
        ? "no asset catalog with colour sets is beside the files opened"
        : "no colour set of that name is in the app's asset catalogs"
      warn("UIColor(named:) " + name, "UIColor(named: \"\(name)\") is nil: \(reason)", at: node)
    }
    return .nil
  }

  /// The colour or image an Xcode-generated asset symbol names (`UIColor.brandBlue`,
  /// `ImageResource.logo`; `AssetSymbols`), read as a member of `typeName`; nil when the type
  /// takes no asset symbols or no asset of the app has that symbol.
  func assetSymbol(_ typeName: String, _ member: String, at node: some SyntaxProtocol) -> Value? {
    switch typeName {
    case "UIColor", "ColorResource":
      guard let name = assets.colorSymbols[member] else { return nil }
      return namedColor(name, at: node)
    case "UIImage", "ImageResource":
      guard let name = assets.imageSymbols[member] else { return nil }
      let found = namedImage(name, warnAt: { kind, message in warn(kind, message, at: node) })
      return .image(found ?? ImageObject(name: name, symbol: false))
    default:
      return nil
    }
  }

  /// The type whose static members an implicit member is read from where an SDK argument or
  /// property takes `takes` and the code around it does not say (`.tintColor`, `.brandBlue`).
  static func implicitType(taking takes: String) -> String? {
    switch takes {
    case "a colour": "UIColor"
    case "a UIImage": "UIImage"
    default: nil
    }
  }

  /// `type.member` of the SDK: its own static, else an asset symbol of the app.
  func sdkStatic(_ type: String, _ member: String, at node: some SyntaxProtocol) -> Value? {
    Library.staticMember(type, member).map { $0(self) } ?? assetSymbol(type, member, at: node)
  }
}

extension Arguments {
  /// `UIColor(resource:)`, `UIImage(resource:)`: the asset that argument 0's generated symbol
  /// names (`.brandBlue`), or the colour or image it already is (`made`); refused, naming the
  /// symbol, when no `set` of the app's asset catalogs has it.
  func assetResource(of type: String, made: (Value) -> Bool, resource: String, set: String) throws(RunError) -> Value {
    let given = try value(0)
    if made(given) { return given }
    guard case .string(let member) = given else { throw wrong(0, got: given, want: resource) }
    guard let asset = run.assetSymbol(type, member, at: call) else {
      throw error(0, "no \(set) of the app's asset catalogs has the generated symbol .\(member)")
    }
    return asset
  }
}
