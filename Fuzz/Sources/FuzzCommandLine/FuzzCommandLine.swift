import FuzzDriver
import Console

/// The command-line parser and dispatcher: each line of the input runs on one workbench, as
/// typed at the prompt. Commands that write files or wait are skipped (their parsing is the
/// same code, reached by the other lines). A crash, a hang or a refused line that changed the
/// session is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  var bench = Workbench()
  for line in text.split(separator: "\n", maxSplits: 64, omittingEmptySubsequences: false) {
    let first = line.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
    if let command = try? CommandTable.resolve(first), ["export", "save", "import", "load", "replay"].contains(command.name) {
      continue
    }
    let before = bench.document
    if case .failure = bench.execute(String(line)), bench.document != before {
      fatalError("a refused line changed the session: \(line.debugDescription)")
    }
  }
  return 0
}

@_cdecl("FuzzCommandLine_main")
public func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  FuzzDriver.run(argc, argv) { data, size in fuzzCommandLine(data, size) }
}
