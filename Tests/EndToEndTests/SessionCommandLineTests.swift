import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct SessionCommandLineTests {
  func folder() -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-cli-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// After every accepted command the session is in the recovery file: a killed session
  /// comes back with `--recover`.
  @Test func recoverBringsBackAKilledSession() throws {
    let dir = folder()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: WobbleBinary.path)
    process.arguments = ["--graphics", "none"]
    process.environment = ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": dir]) { $1 }
    let stdin = Pipe(), stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.run()
    stdin.fileHandleForWriting.write(Data("set blob.rate 0.75\nscene ring\nstop at 2\n".utf8))
    // Wait for the third answer, then kill without letting the process end normally.
    var seen = Data()
    let deadline = Date().addingTimeInterval(10)
    while !String(decoding: seen, as: UTF8.self).contains("stop at 2 s") && Date() < deadline {
      seen += stdout.fileHandleForReading.availableData
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    let run = try WobbleBinary.run(
      ["--recover", "--graphics", "none"], input: "show ring.stop\n", environment: ["XDG_STATE_HOME": dir])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("* ring.stop = 2 s"), "\(run.stdout)")
  }

  @Test func replayFromTheShellRunsTheJournalHeadless() throws {
    let dir = folder()
    let file = dir + "/s.json"
    _ = try WobbleBinary.run(
      ["--graphics", "none"], input: "set blob.rate 0.5\nset blob.upscale 4\nsave \(file)\n",
      environment: ["XDG_STATE_HOME": dir])
    let run = try WobbleBinary.run(
      ["replay", file, "--graphics", "none", "--to", "2"], input: "", environment: ["XDG_STATE_HOME": dir])
    #expect(run.status == 0)
    #expect(
      run.stdout
        == "replay [1/2] scene blob\nscene blob: the Headspace imperfect dot (seeds 000, 001, 002)\nreplay [2/2] set blob.rate 0.5\nblob.rate = 0.5\n"
    )
    let opened = try WobbleBinary.run(
      [file, "--graphics", "none"], input: "show blob.upscale\n", environment: ["XDG_STATE_HOME": dir])
    #expect(opened.stdout.contains("* blob.upscale = 4"))
    let broken = try WobbleBinary.run([dir + "/missing.json"], input: "", environment: ["XDG_STATE_HOME": dir])
    #expect(broken.status != 0 && broken.stderr.contains("cannot read"))
  }

  /// Outside the repository a bare name goes to the data folder, never the working folder, and
  /// loads back from any other folder; `doctor` says where.
  @Test func bareNamesLiveInTheDataFolderWhereverWobbleRuns() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-data-\(UUID().uuidString)").path
    let (one, two, data) = (base + "/one", base + "/two", base + "/data")
    for d in [one, two] { try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true) }
    let env = ["XDG_DATA_HOME": data, "XDG_STATE_HOME": base + "/state"]
    let save = try WobbleBinary.run(
      ["--graphics", "none"], input: "set blob.rate 0.25\nsave tuned\n", environment: env, directory: one)
    #expect(save.status == 0, "\(save.stderr)")
    #expect(FileManager.default.fileExists(atPath: data + "/wobble/sessions/tuned.json"))
    #expect(!FileManager.default.fileExists(atPath: one + "/sessions"))
    let load = try WobbleBinary.run(
      ["--graphics", "none"], input: "load tuned\nshow blob.rate\n", environment: env, directory: two)
    #expect(load.status == 0, "\(load.stderr)")
    #expect(load.stdout.contains("* blob.rate = 0.25"), "\(load.stdout)")
    let doctor = try WobbleBinary.run(["--graphics", "none"], input: "doctor\n", environment: env, directory: two)
    #expect(doctor.stdout.contains("sessions:      \(data)/wobble/sessions"), "\(doctor.stdout)")
  }
}
