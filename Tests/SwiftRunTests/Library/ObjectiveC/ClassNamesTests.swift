import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `NSClassFromString(_:)` as demo lists keep their screens by name: the app's module, a dot
/// and the class, cast to `UIViewController.Type` and made with `init()`; names no class has,
/// and a Swift class named without its module, are nil, as on iOS.
@Suite struct ClassNamesTests {
  @Test func aControllerFoundByItsRuntimeNameIsMadeAndShown() throws {
    let tree = try LanguageTests.tree(
      """
      class Red: UIViewController {
        override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .red }
      }
      class Dot: UIView {}
      let module = Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as! String
      var found: [Bool] = []
      if let cls = NSClassFromString(module + ".Red") as? UIViewController.Type {
        let screen = cls.init()
        screen.view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        host.addSubview(screen.view)
      }
      found.append(NSClassFromString(module + ".Nope") == nil)
      found.append(NSClassFromString("Red") == nil)
      found.append(NSClassFromString(module + ".Dot") as? UIViewController.Type == nil)
      found.append(NSClassFromString("UIView") != nil)
      found.append(NSStringFromClass(Red.self) == module + ".Red")
      host.alpha = found == [true, true, true, true, true] ? 0.5 : 1
      """)
    #expect(tree.sublayers.first?.backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(tree.opacity == 0.5)
  }
}
