import FuzzDriver
import Scenes

/// The value parsers: numbers with units and arithmetic, timings, and every parameter kind. A
/// value that parses is finite and reads back as itself from its own text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzValues(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  for unit in ["", "s", "rad", "pt"] {
    if case .success(let v) = Quantity.parse(text, unit: unit), !v.isFinite { fatalError("non-finite \(v)") }
  }
  if let timing = try? Timing.parse(text) {
    for x in [0.0, 0.25, 0.5, 1, 3] where !timing.value(at: x).isFinite { fatalError("\(timing) at \(x)") }
    guard (try? Timing.parse(timing.description)) == timing else { fatalError("\(timing) does not read back") }
  }
  for spec in Scene.all.flatMap(\.parameters) {
    guard let value = try? spec.parse(text) else { continue }
    guard (try? spec.parse(spec.format(value))) == value else { fatalError("\(spec.name): \(value) does not read back") }
  }
  return 0
}

@_cdecl("FuzzValues_main")
public func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  FuzzDriver.run(argc, argv) { data, size in fuzzValues(data, size) }
}
