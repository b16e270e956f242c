import Testing

@testable import SwiftRun

/// `UUID` as real files use it (a key for a pending completion): RFC 4122's version-4 form,
/// 8-4-4-4-12 upper-case hexadecimal with the version digit 4 and the variant digit one of
/// 8, 9, A, B; a new one each call; `UUID(uuidString:)` reading one back and refusing other text.
@Suite struct UUIDTests {
  @Test func aNewIdentifierHasVersion4sFormAndReadsBack() throws {
    let held = try LanguageTests.checks(
      """
      let id = UUID().uuidString
      let chars = Array(id)
      let parts = id.split(separator: "-").map { $0.count }
      let checks: [Bool] = [
        parts == [8, 4, 4, 4, 12],
        chars[14] == "4",
        ["8", "9", "A", "B"].contains(chars[19]),
        id == id.uppercased(),
        UUID().uuidString != id,
        UUID(uuidString: id)?.uuidString == id,
        UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")?.uuidString == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        UUID(uuidString: "e621e1f8c36c495a93fc0c247a3e6e5f") == nil,
        UUID(uuidString: "g621e1f8-c36c-495a-93fc-0c247a3e6e5f") == nil,
      ]
      """)
    #expect(held.count == 9)
    for (i, holds) in held.enumerated() { #expect(holds, "check \(i)") }
  }
}
