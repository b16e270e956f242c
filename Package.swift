// swift-tools-version:6.0
// Wobble: a terminal workbench for tuning Core Animation effects.
// Layers (data flows down this list, never back up):
//   Geometry → Animation → Scenes ─┐
//   Geometry → Raster ─────────────┴→ Preview → Export → Console → REPL → wobble
//   Files (atomic writes, reading only regular files) under SwiftRun, Export and Console.
//   C is imported only by thin wrappers: Export (libpng, giflib), Terminal (libsixel, signals)
//   and LineEditor (libedit).
import PackageDescription

let package = Package(
  name: "Wobble",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "wobble", targets: ["wobble"]),
    .executable(name: "wobble-bench", targets: ["wobble-bench"]),
    // For the fuzz targets in Fuzz/, a package of its own (they are built with -sanitize=fuzzer).
    .library(name: "WobbleCore", targets: ["Console", "Export", "Scenes", "SwiftRun"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // Reading Swift files (issue 9): the parser only, no macros.
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    // SHA-256 of an opened file, recorded in its session.
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
  ],
  targets: [
    // MARK: Model and math (stdlib only, but for text)
    .target(name: "Geometry"),
    // Text set in real fonts: faces found on the machine, shaped, as outlines and colour
    // bitmaps (the only code that touches FreeType and HarfBuzz; the engine sets text with it).
    .target(name: "Typesetting", dependencies: ["Geometry", "CFreeType", "CHarfBuzz"]),
    .target(name: "Animation", dependencies: ["Geometry", "Typesetting"]),
    .target(name: "Raster", dependencies: ["Geometry"]),
    // Storyboards and nibs read as element trees (Foundation's XMLParser: libxml2 on Linux).
    .target(name: "InterfaceBuilder", dependencies: ["Geometry"]),
    .target(name: "Scenes", dependencies: ["Geometry", "Animation"]),
    // Turning a scene and values into pictures: frames, strips, plots, curves.
    .target(name: "Preview", dependencies: ["Geometry", "Animation", "Raster", "Scenes"]),
    // Swift source files read with swift-syntax: their literals, named from context, and the
    // same file written back with only changed literals replaced.
    .target(
      name: "SwiftSource",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    // An opened Swift file run over the engine: its literals are a scene's parameters.
    .target(
      name: "SwiftRun",
      dependencies: [
        "SwiftSource", "InterfaceBuilder", "Scenes", "Animation", "Geometry", "Typesetting", "Files", "PNGCodec", "JPEGCodec",
        "Preview", "Raster",
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"), .product(name: "SwiftIfConfig", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
      ],
      // The interpreter is one class whose state every step reads and writes: dynamic
      // exclusivity checks were 7 % of an opened file's set → strip (perf, release).
      swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
    // Writing files whole or not at all.
    .target(name: "Files"),
    // Every writer: Swift, SwiftUI, CSS, SVG text and PNG, GIF, frame images.
    // PNG through libpng, to files and to memory (the one wrapper of CPNGShim).
    .target(name: "PNGCodec", dependencies: ["CPNGShim", "Raster", "Geometry"]),
    // JPEG through libjpeg, decoding only: an app's photos (the one wrapper of CJPEGShim).
    .target(name: "JPEGCodec", dependencies: ["CJPEGShim", "Geometry"]),
    .target(name: "Export", dependencies: ["Geometry", "Animation", "Scenes", "Raster", "Preview", "Files", "PNGCodec", "CGif"]),
    .target(
      name: "Console", dependencies: ["Geometry", "Animation", "Scenes", "Preview", "Files", "Export", "SwiftRun", "SwiftSource"]),

    // MARK: C wrappers (the only targets that touch C)
    // On macOS: libsixel, giflib and libpng from Homebrew, libedit from the SDK. giflib has no
    // pkg-config file; Scripts/install-dependencies writes one (.build/pkgconfig/libgif.pc) and
    // the scripts put it on PKG_CONFIG_PATH.
    .systemLibrary(
      name: "CSixel", pkgConfig: "libsixel",
      providers: [.apt(["libsixel-dev"]), .brew(["libsixel"])]),
    .systemLibrary(
      name: "CLibEdit", pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]),
    .systemLibrary(
      name: "CGif", pkgConfig: "libgif",
      providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
    .systemLibrary(
      name: "CPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .systemLibrary(
      name: "CJPEG", pkgConfig: "libjpeg",
      providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
    // Text: FreeType reads fonts (outlines, colour emoji bitmaps), HarfBuzz shapes.
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
    // zlib ships with macOS; on Debian libpng-dev pulls zlib1g-dev in.
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .target(name: "DeflateCodec", dependencies: ["CZlib"]),
    .target(name: "CEditShim", dependencies: ["CLibEdit"]),
    .target(name: "CPNGShim", dependencies: ["CPNG"]),
    .target(name: "CJPEGShim", dependencies: ["CJPEG"]),
    .target(name: "CSignalShim"),
    .target(name: "Terminal", dependencies: ["CSixel", "CSignalShim", "Geometry", "Raster", "PNGCodec", "DeflateCodec"]),
    .target(name: "LineEditor", dependencies: ["CEditShim", "CLibEdit"]),

    // MARK: The front end: the read–run–show loop, image exports, recovery
    .target(
      name: "REPL",
      dependencies: ["Console", "Export", "Files", "Terminal", "LineEditor", "Scenes", "Raster", "Preview", "SwiftRun"]),

    // MARK: Executables
    .executableTarget(
      name: "wobble",
      dependencies: [
        "REPL", "Console", "Export", "Terminal", "Scenes",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(
      name: "wobble-bench",
      dependencies: [
        "Geometry", "Animation", "Scenes", "Raster", "Preview", "Export", "Files", "Terminal", "Console", "REPL",
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),

    // MARK: Tests
    .target(name: "TestSupport", dependencies: ["Geometry", "CFreeType"], path: "Tests/TestSupport"),
    .testTarget(name: "LineEditorTests", dependencies: ["LineEditor"]),
    .testTarget(name: "SwiftSourceTests", dependencies: ["SwiftSource"]),
    .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "Geometry"]),
    .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "Raster", "Geometry"]),
    .testTarget(name: "JPEGCodecTests", dependencies: ["JPEGCodec", "Geometry"]),
    .testTarget(
      name: "SwiftRunTests",
      dependencies: [
        "SwiftRun", "SwiftSource", "Scenes", "Animation", "Geometry", "Preview", "Raster", "TestSupport", "Typesetting",
        "PNGCodec",
      ]),
    .testTarget(name: "GeometryTests", dependencies: ["Geometry", "TestSupport"]),
    .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "Geometry", "TestSupport"]),
    .testTarget(name: "AnimationTests", dependencies: ["Animation", "Geometry", "TestSupport"]),
    .testTarget(name: "RasterTests", dependencies: ["Raster", "Preview", "Animation", "Geometry", "TestSupport"]),
    .testTarget(name: "ScenesTests", dependencies: ["Scenes", "Animation", "Raster", "Preview", "Geometry"]),
    .testTarget(name: "PreviewTests", dependencies: ["Preview", "Raster", "Geometry", "Animation"]),
    .testTarget(
      name: "TerminalTests", dependencies: ["Terminal", "Raster", "Preview", "Scenes", "Geometry", "DeflateCodec"]),
    // The UIKit stub is type-checked against by the Swift export tests (read by path).
    .testTarget(
      name: "ExportTests",
      dependencies: ["Export", "Files", "Console", "CGif", "CPNG", "Raster", "Preview", "Scenes", "TestSupport"],
      exclude: ["UIKitStub"]),
    // Snapshots are read from the source tree by path, so RECORD_SNAPSHOTS=1 can rewrite them.
    .testTarget(
      name: "ConsoleTests",
      dependencies: ["Console", "Scenes", "Animation", "Raster", "Preview", "Geometry", "TestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "REPLTests", dependencies: ["REPL", "Console", "Terminal", "Scenes", "TestSupport"]),
    // Runs the built `wobble` binary: scripts on standard input, and the prompt inside tmux.
    .testTarget(name: "EndToEndTests", dependencies: ["wobble", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
