// swift-tools-version:6.0
// libFuzzer targets for Wobble's parsers. Built by `Scripts/fuzz <target> [seconds]` with
// `-sanitize=fuzzer,address -parse-as-library` (libFuzzer supplies `main`), so they live in a
// package of their own and never enter the normal build.
import PackageDescription

let package = Package(
  name: "WobbleFuzz",
  dependencies: [.package(name: "Wobble", path: "..")],
  targets: [
    .target(name: "FuzzDriver"),
    .executableTarget(name: "FuzzCommandLine", dependencies: ["FuzzDriver", .product(name: "WobbleCore", package: "Wobble")]),
    .executableTarget(name: "FuzzSessionDocument", dependencies: ["FuzzDriver", .product(name: "WobbleCore", package: "Wobble")]),
    .executableTarget(name: "FuzzSwiftImport", dependencies: ["FuzzDriver", .product(name: "WobbleCore", package: "Wobble")]),
    .executableTarget(name: "FuzzValues", dependencies: ["FuzzDriver", .product(name: "WobbleCore", package: "Wobble")]),
    .executableTarget(name: "FuzzOpenedFile", dependencies: ["FuzzDriver", .product(name: "WobbleCore", package: "Wobble")]),
  ],
  swiftLanguageModes: [.v6]
)
