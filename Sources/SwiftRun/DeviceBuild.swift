import SwiftIfConfig
import SwiftSyntax

/// The build an opened file is compiled for, as `#if` reads it: an iPhone app (arm64, on a
/// device, not the simulator) in Xcode's Debug configuration (`DEBUG` set), Swift 6. Modules
/// Wobble simulates can be imported; SwiftUI and AppKit cannot (a `#if canImport(SwiftUI)`
/// branch is left out, as its code would be refused). Anything else `#if` asks is false, as
/// Swift treats an unset condition.
struct DeviceBuild: BuildConfiguration {
  static let importable: Set<String> = [
    "UIKit", "Foundation", "QuartzCore", "CoreGraphics", "PlaygroundSupport", "GameplayKit", "Swift", "Darwin",
    "CoreFoundation", "Dispatch", "ObjectiveC", "SnapKit",
  ]

  func isCustomConditionSet(name: String) -> Bool { name == "DEBUG" }
  func hasFeature(name: String) -> Bool { false }
  func hasAttribute(name: String) -> Bool { false }
  func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
    importPath.count == 1 && Self.importable.contains(importPath[0].1)
  }
  func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
  func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
  func isActiveTargetEnvironment(name: String) -> Bool { false }
  func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
  func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
  func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
  var targetPointerBitWidth: Int { 64 }
  var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
  var endianness: Endianness { .little }
  var languageVersion: VersionTuple { VersionTuple(6, 0) }
  var compilerVersion: VersionTuple { VersionTuple(6, 1) }

  /// The clause of `#if … #elseif … #else … #endif` the device build compiles, if any.
  static func active(_ decl: IfConfigDeclSyntax) -> IfConfigClauseSyntax? { decl.activeClause(in: DeviceBuild()).clause }

  /// Members of a type's block with each `#if` replaced by its active clause's members
  /// (nested `#if`s too), in source order.
  static func members(_ list: MemberBlockItemListSyntax) -> [DeclSyntax] {
    list.flatMap { item -> [DeclSyntax] in
      guard let config = item.decl.as(IfConfigDeclSyntax.self) else { return [item.decl] }
      guard case .decls(let inner)? = active(config)?.elements else { return [] }
      return members(inner)
    }
  }

  /// Statements with each `#if` of statements replaced by its active clause's, in order.
  static func statements(_ list: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
    list.flatMap { item -> [CodeBlockItemSyntax] in
      guard case .decl(let decl) = item.item, let config = decl.as(IfConfigDeclSyntax.self) else { return [item] }
      guard case .statements(let inner)? = active(config)?.elements else { return [] }
      return statements(inner)
    }
  }
}
