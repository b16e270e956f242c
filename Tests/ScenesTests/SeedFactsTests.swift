import Foundation
import Geometry
import Testing

/// `SeedFacts` against the articles themselves, where they are beside the checkout.
@Suite(needsSeeds) struct SeedFactsTests {
  func points(_ prefix: String, from start: String, to end: String, pattern: String) throws -> [Point] {
    let text = try seedText(prefix)
    let a = try #require(text.range(of: start)).lowerBound, b = try #require(text.range(of: end)).lowerBound
    let regex = try NSRegularExpression(pattern: pattern)
    let slice = String(text[a..<b]) as NSString
    return regex.matches(in: slice as String, range: NSRange(location: 0, length: slice.length)).map {
      Point(Double(slice.substring(with: $0.range(at: 1)))!, Double(slice.substring(with: $0.range(at: 2)))!)
    }
  }

  @Test func theBlobsPointsAreSeed002s() throws {
    let read = try points(
      "002", from: "func createShape", to: "ovalPath.close()", pattern: #"CGPoint\(x: (-?[0-9.]+), y: (-?[0-9.]+)\)"#)
    #expect(read.count == 34)
    #expect(read == SeedFacts.blobPoints)
  }

  @Test func theBalloonsPointsAreSeed003s() throws {
    let read = try points(
      "003", from: "bezierPath.moveToPoint", to: "//Balloon configuration", pattern: #"CGPointMake\((-?[0-9.]+), (-?[0-9.]+)\)"#)
    #expect(read.count == 22)
    #expect(read == SeedFacts.balloonPoints)
  }

  @Test(arguments: [("001", SeedFacts.blobPhrases), ("003", SeedFacts.balloonPhrases), ("004", SeedFacts.ringPhrases)])
  func thePhrasesAreInTheirArticles(seed: String, phrases: [String]) throws {
    let text = try seedText(seed)
    for phrase in phrases { #expect(text.contains(phrase), "seed \(seed) says \(phrase)") }
  }
}
