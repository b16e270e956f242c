import Foundation
import FuzzDriver
import SwiftRun

/// `open` of any text as a Swift file (`OpenedFileCheck`): a crash, a hang past libFuzzer's
/// timeout, a bomb past its memory limit or a broken promise of the check is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOpenedFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let problem = OpenedFileCheck.problem(with: text) { fatalError(problem) }
  return 0
}

@_cdecl("FuzzOpenedFile_main")
public func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  FuzzDriver.run(argc, argv) { data, size in fuzzOpenedFile(data, size) }
}
