import FuzzDriver
import Console
import Foundation

/// The session decoder (load, open, replay, --recover all read through it): anything is
/// either loaded or refused with a path and a reason; a loaded session saves and loads again
/// to the same state.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSessionDocument(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Data(bytes: data, count: size)
  guard let loaded = try? SessionDocument.decode(bytes, file: "fuzz.json") else { return 0 }
  let saved = Workbench(loaded: loaded, file: nil).document
  guard let again = try? SessionDocument.decode(saved, file: "again.json") else {
    fatalError("a loaded session saved a file that does not load")
  }
  if again.values != loaded.values || again.journal.map(\.command) != loaded.journal.map(\.command) {
    fatalError("a loaded session changed on a save and load")
  }
  return 0
}

@_cdecl("FuzzSessionDocument_main")
public func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  FuzzDriver.run(argc, argv) { data, size in fuzzSessionDocument(data, size) }
}
