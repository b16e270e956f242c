import Animation
import Foundation
import FuzzDriver
import Scenes
import SwiftRun

/// `open` of any text as a Swift file: it opens or is refused, never crashes (libFuzzer's
/// timeout and memory limit catch a hang or a bomb); an opened file draws at a few times with
/// its own numbers and with each of its first numbers at the ends of its range, and written
/// back with its own numbers it is the same text, byte for byte.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOpenedFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let opened = try? OpenedFile.open(text: text, path: "/fuzz/Fuzz.swift") else { return 0 }
  let scene = opened.scene
  var values = ParameterValues()
  for t in [0.0, 0.5, 2.0] { _ = scene.presentation(values, t).displayList() }
  if let source = scene.source, source(values) != text { fatalError("the file written back with its own numbers differs") }
  for spec in scene.parameters.prefix(6) {
    guard case .number(let range, _) = spec.kind else { continue }
    for end in [range.lowerBound, range.upperBound] {
      values[spec] = .number(end)
      // A value the code fails with is refused by `set`; one it takes must draw.
      if scene.failure?(values) != nil { continue }
      _ = scene.presentation(values, 1).displayList()
    }
    values[spec] = spec.defaultValue
  }
  return 0
}

@_cdecl("FuzzOpenedFile_main")
public func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  FuzzDriver.run(argc, argv) { data, size in fuzzOpenedFile(data, size) }
}
