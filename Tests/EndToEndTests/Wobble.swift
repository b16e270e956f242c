import Foundation

/// The `wobble` binary built beside this test bundle (or `$WOBBLE_BINARY`).
enum WobbleBinary {
  static var path: String {
    if let env = ProcessInfo.processInfo.environment["WOBBLE_BINARY"] { return env }
    let me = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
    var dir = me.deletingLastPathComponent()
    // swift-testing may run from inside `X.xctest/Contents/MacOS` on Darwin; walk up to the
    // build folder that holds the binary.
    for _ in 0..<4 {
      let candidate = dir.appendingPathComponent("wobble").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return me.deletingLastPathComponent().appendingPathComponent("wobble").path
  }

  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs wobble with `arguments`, feeding `input` on standard input (a pipe: script mode).
  static func run(
    _ arguments: [String], input: String, environment: [String: String] = [:], directory: String? = nil
  ) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    for (k, v) in environment { env[k] = v }
    process.environment = env
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }
}
