import Animation
import Files
import Foundation
import Geometry
import JPEGCodec
import PNGCodec

/// An app's images as `UIImage(named:)` finds them in its bundle: the image sets of the asset
/// catalogs (`*.xcassets/…/<name>.imageset`, their 2× image first, then 3×, then 1×, PNG or
/// JPEG) and the loose files in the folders opened and a playground's `Resources/`: PNG by its
/// name with or without the extension (`ball`, `ball@2x.png`), JPEG only with it (`photo.jpg`),
/// as `UIImage(named:)` assumes `.png` alone. Each is read and decoded once, when first named
/// (PNG through libpng, JPEG through libjpeg, told apart by their first bytes); its size in
/// points is its pixels over its scale, as UIKit sizes it.
final class ImageCatalog: @unchecked Sendable {
  struct Entry: Sendable {
    let path: String
    let scale: Double
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
  private var decoded: [String: Result<Decoded, Failure>] = [:]
  private let lock = NSLock()

  init(entries: [String: Entry] = [:]) { self.entries = entries }

  static let empty = ImageCatalog()

  /// The images in `folders` (each folder's own PNG files and its `*.xcassets`).
  convenience init(folders: [URL]) {
    var found: [String: Entry] = [:]
    for folder in folders {
      for (name, entry) in Self.scan(folder) where found[name] == nil { found[name] = entry }
    }
    self.init(entries: found)
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

  /// A folder's loose PNG files and the image sets of its asset catalogs.
  static func scan(_ folder: URL) -> [String: Entry] {
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
    for catalog in names where catalog.hasSuffix(".xcassets") {
      imageSets(in: folder.appendingPathComponent(catalog), depth: 0, budget: &budget, into: &found)
    }
    return found
  }

  /// 2× first, then 3×, then 1×.
  private static func preference(_ scale: Double) -> Int { scale == 2 ? 0 : scale == 3 ? 1 : 2 }

  private static func imageSets(in folder: URL, depth: Int, budget: inout Int, into found: inout [String: Entry]) {
    guard depth < 8, budget > 0 else { return }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    budget -= names.count
    for name in names.sorted() {
      let url = folder.appendingPathComponent(name)
      if name.hasSuffix(".imageset") {
        let setName = String(name.dropLast(".imageset".count))
        if found[setName] == nil, let entry = imageSet(url) { found[setName] = entry }
      } else if !name.contains(".") {
        imageSets(in: url, depth: depth + 1, budget: &budget, into: &found)
      }
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
      return Entry(path: folder.appendingPathComponent(file).path, scale: scale)
    }
    if let best = images.min(by: { preference($0.scale) < preference($1.scale) }) { return best }
    // A set of another kind (a PDF, an SVG, a HEIC): found, and said as not decoded when named.
    return (contents.images ?? []).lazy.compactMap(\.filename).first { !$0.contains("/") }.map {
      Entry(path: folder.appendingPathComponent($0).path, scale: 1)
    }
  }
}

extension Interpreter {
  /// The app's image named `name` as a `UIImage`, `at` the place that names it; nil when the
  /// folders opened have none (the caller draws a placeholder and says so) or when its file
  /// cannot be read (said here, through `place`, and not again by the caller).
  func namedImage(_ name: String, warnAt place: (String, String) -> Void) -> ImageObject? {
    switch images.image(named: name) {
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
