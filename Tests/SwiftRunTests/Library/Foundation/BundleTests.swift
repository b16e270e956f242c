import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `Bundle.main`'s resources are taken as there, at a stand-in path said once: code that finds
/// its sound by name runs on to the animation after it.
@Suite struct BundleTests {
  @Test func aResourceIsTakenAsThereAtAStandInPathAndSaid() throws {
    let file = try LanguageTests.opened(
      """
      let path = Bundle.main.path(forResource: "squish", ofType: "caf")!
      let url = Bundle.main.url(forResource: "pop", withExtension: "wav")!
      let dot = CALayer()
      dot.frame = CGRect(x: 0, y: 0, width: CGFloat(path.count), height: url.lastPathComponent == "pop.wav" ? 10 : 1)
      host.layer.addSublayer(dot)
      """)
    let dot = file.scene.presentation(ParameterValues(), 0).sublayers[0]
    #expect(dot.bounds.width == Double("/Bundle.main/squish.caf".count) && dot.bounds.height == 10)
    #expect(
      file.warnings.contains {
        $0.hasPrefix("L.swift:4:") && $0.contains("names the app's resource squish.caf, taken as there")
      })
  }

  /// Swift 2's spellings (`NSBundle.mainBundle().pathForResource(_:ofType:)`, `NSURL(fileURLWithPath:)`)
  /// are read as Swift 3's, each said.
  @Test func swift2SpellingsAreReadAsSwift3s() throws {
    let file = try LanguageTests.opened(
      """
      let path = NSBundle.mainBundle().pathForResource("squish", ofType: "caf")
      let url = NSURL(fileURLWithPath: path!)
      let dot = CALayer()
      dot.opacity = url.pathExtension == "caf" ? 0.5 : 1
      host.layer.addSublayer(dot)
      """)
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers[0].opacity == 0.5)
    #expect(file.warnings.contains { $0.contains("NSBundle.mainBundle() is Swift 2's Bundle.main") })
    #expect(file.warnings.contains { $0.contains("pathForResource(_:ofType:) is Swift 2's path(forResource:ofType:)") })
  }

  /// The Info.plist is not read: its name keys give the app's module (a file opened alone is
  /// its own: `L`), its version keys Xcode's template values, any other key nil; said once.
  @Test func infoPlistKeysGiveTheAppsNameAndTemplateVersions() throws {
    let file = try LanguageTests.opened(
      """
      let name = Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as! String
      let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String
      let other = Bundle.main.object(forInfoDictionaryKey: "NSCameraUsageDescription")
      let dot = CALayer()
      dot.opacity = name == "L" && version == "1.0" && other == nil ? 0.5 : 1
      host.layer.addSublayer(dot)
      """)
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers[0].opacity == 0.5)
    #expect(file.warnings.contains { $0.hasPrefix("L.swift:4:") && $0.contains("CFBundleName is taken as \"L\"") })
  }
}
