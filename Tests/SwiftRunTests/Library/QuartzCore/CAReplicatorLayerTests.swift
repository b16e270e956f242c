import Animation
import Scenes
import Testing

@testable import SwiftRun

/// `CAReplicatorLayer`'s own properties as the file sets and reads them.
@Suite struct CAReplicatorLayerTests {
  /// Wobble draws the copies flattened, in order: `preservesDepth = false` (the default, often
  /// written out) is that, said nothing of; `true` is kept, read back, and said.
  @Test func preservesDepthIsKeptAndSaidWhenItAsksForDepth() throws {
    func opened(_ on: Bool) throws -> OpenedFile {
      try LanguageTests.opened(
        """
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        replicator.instanceCount = 3
        replicator.preservesDepth = \(on)
        replicator.borderWidth = replicator.preservesDepth ? 2 : 1
        host.layer.addSublayer(replicator)
        """)
    }
    let flat = try opened(false)
    #expect(flat.scene.presentation(ParameterValues(), 0).sublayers[0].borderWidth == 1)
    #expect(!flat.warnings.contains { $0.contains("preservesDepth") })
    let deep = try opened(true)
    #expect(deep.scene.presentation(ParameterValues(), 0).sublayers[0].borderWidth == 2)
    #expect(deep.warnings.contains { $0.contains("L.swift:7:") && $0.contains("preservesDepth is not simulated") })
  }
}
