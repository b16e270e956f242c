import FuzzDriver
import Console
import Export
import Foundation

/// `import swift`: the session block is found in any text or refused, and what it holds goes
/// through the session decoder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let session = try? SwiftExport.session(in: text, file: "Fuzz.swift") else { return 0 }
  _ = try? SessionDocument.decode(session, file: "Fuzz.swift")
  return 0
}

@_cdecl("FuzzSwiftImport_main")
public func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  FuzzDriver.run(argc, argv) { data, size in fuzzSwiftImport(data, size) }
}
