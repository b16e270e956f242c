import Animation
import Scenes
import Testing

@testable import SwiftRun

/// The names `values` and `plot` find layers by: the binding or property that first held each.
@Suite struct LayerNamesTests {
  @Test func aViewFirstHeldByAPropertyAssignedInAMethodIsNamedAfterIt() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Controller: UIViewController {
        var shape: UIView!
        var badge: UIView?
        override func loadView() {
          let view = UIView()
          self.shape = UIView()
          shape.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
          view.addSubview(shape)
          badge = UIView(frame: CGRect(x: 40, y: 10, width: 5, height: 5))
          view.addSubview(badge!)
          self.view = view
        }
      }
      PlaygroundPage.current.liveView = Controller()
      """
    let file = try OpenedFile.open(text: code, path: "/x/N.swift")
    let names = file.scene.presentation(ParameterValues(), 0).sublayers.map(\.name)
    #expect(names == ["shape", "badge"])
  }

  /// A `lazy` property names the view its closure makes, over the closure's local name.
  @Test func aLazyPropertyNamesTheViewItsClosureMakes() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Controller: UIViewController {
        lazy var imageView: UIImageView = {
          let view = UIImageView()
          view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
          return view
        }()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(imageView)
        }
      }
      PlaygroundPage.current.liveView = Controller()
      """
    let file = try OpenedFile.open(text: code, path: "/x/N.swift")
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers.map(\.name) == ["imageView"])
  }

  /// A stored property or a variable set from a closure called in place names what the
  /// closure makes, over the closure's local name (two properties made alike were `view` and
  /// `view#2`).
  @Test func aPropertyMadeByAClosureCalledInPlaceIsNamedAfterTheProperty() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Controller: UIViewController {
        let topView: UIView = {
          let view = UIView()
          view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
          return view
        }()
        let bottomView: UIView = {
          let view = UIView()
          view.frame = CGRect(x: 0, y: 30, width: 20, height: 20)
          return view
        }()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(topView)
          view.addSubview(bottomView)
          let badge: UIView = {
            let made = UIView(frame: CGRect(x: 40, y: 0, width: 5, height: 5))
            return made
          }()
          view.addSubview(badge)
        }
      }
      PlaygroundPage.current.liveView = Controller()
      """
    let file = try OpenedFile.open(text: code, path: "/x/N.swift")
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers.map(\.name) == ["topView", "bottomView", "badge"])
  }

  /// A controller's root is `view` to its code; a subview made by a local `let view` is `view`
  /// to the reader as well, so the root takes the controller's name and the local keeps its own
  /// (it was `view#2`).
  @Test func aLocalNamedViewKeepsItsNameOverTheControllersRoot() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Demo: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          self.view.addSubview(view)
        }
      }
      PlaygroundPage.current.liveView = Demo()
      """
    let tree = try OpenedFile.open(text: code, path: "/x/N.swift").scene.presentation(ParameterValues(), 0)
    #expect(tree.name == "Demo" && tree.sublayers.map(\.name) == ["view"])
  }

  /// A view a property of its own holds keeps that property's name when an array property holds
  /// it too (a clock's `secondView` in `arrayAllPointers`); the array names the rest by index.
  @Test func aViewsOwnPropertyNameWinsOverAnArrayIndex() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Clock: UIView {
        var hand: UIView!
        var parts: [UIView] = []
        override init(frame: CGRect) {
          super.init(frame: frame)
          hand = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 40))
          parts.append(hand)
          parts.append(UIView(frame: CGRect(x: 10, y: 0, width: 4, height: 20)))
          parts.forEach(addSubview)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      PlaygroundPage.current.liveView = Clock(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      """
    let tree = try OpenedFile.open(text: code, path: "/x/N.swift").scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers.map(\.name) == ["hand", "parts[1]"])
  }
}
