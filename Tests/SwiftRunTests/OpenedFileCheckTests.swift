import Foundation
import Testing

@testable import SwiftRun

/// The fuzz corpus of `open` (`Fuzz/Corpus/FuzzOpenedFile`: 24 of the mutations a
/// coverage-guided run kept; the run starts from the examples too) replayed on every test run:
/// each text opens or is refused and keeps `OpenedFileCheck`'s promises. `Scripts/fuzz FuzzOpenedFile` searches for
/// more; what it finds that breaks a promise belongs here.
@Suite struct OpenedFileCheckTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/FuzzOpenedFile")

  static var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()
  }

  @Test func theCorpusIsThere() {
    #expect(Self.files.count >= 24)
  }

  @Test(arguments: files)
  func everyTextOfTheCorpusOpensOrIsRefusedAndKeepsItsPromises(file: String) throws {
    let data = try Data(contentsOf: Self.corpus.appendingPathComponent(file))
    #expect(OpenedFileCheck.problem(with: String(decoding: data, as: UTF8.self)) == nil)
  }
}
