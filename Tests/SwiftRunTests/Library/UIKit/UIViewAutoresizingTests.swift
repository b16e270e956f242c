import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `autoresizingMask`: when a view's bounds change, its subviews' flexible margins and sizes
/// share the difference "proportionally among the flexible portions" (UIKit's documentation of
/// `autoresizingMask`); with `autoresizesSubviews` off they stay.
@Suite struct UIViewAutoresizingTests {
  /// A 100 × 100 host, a subview at (20, 30, 40, 10) with `mask`, the host then 200 × 160.
  static func resized(_ mask: String, extra: String = "") throws -> Rect {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let sub = UIView(frame: CGRect(x: 20, y: 30, width: 40, height: 10))
      sub.backgroundColor = .red
      sub.autoresizingMask = \(mask)
      host.addSubview(sub)
      \(extra)
      host.frame = CGRect(x: 0, y: 0, width: 200, height: 160)
      PlaygroundPage.current.liveView = host
      """
    let tree = try OpenedFile.open(text: code, path: "/x/R.swift").scene.presentation(ParameterValues(), 0)
    return tree.sublayers[0].frame
  }

  // Widths: margins 20 and 40 around 40, the host 100 wider. Heights: margins 30 and 60 around
  // 10, the host 60 taller. Each expected frame shares those by hand.
  @Test(arguments: [
    // No mask: the frame stays.
    ("[]", Rect(x: 20, y: 30, width: 40, height: 10)),
    // Only the width is flexible: it takes all 100.
    ("[.flexibleWidth]", Rect(x: 20, y: 30, width: 140, height: 10)),
    // Both side margins: 20 : 40 takes 33.3… : 66.6…; the top margin alone takes all 60.
    ("[.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]", Rect(x: 20 + 100.0 / 3, y: 90, width: 40, height: 10)),
    // All three across (20 : 40 : 40 of 100 takes 20, 40, 40); height and bottom (10 : 60 of 70).
    (
      "[.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleHeight, .flexibleBottomMargin]",
      Rect(x: 40, y: 30, width: 80, height: 10 + 60.0 / 7)
    ),
    // Swift 2's spelling.
    ("[.FlexibleWidth, .FlexibleHeight]", Rect(x: 20, y: 30, width: 140, height: 70)),
  ])
  func flexiblePartsShareTheChangeInProportionToTheirSizes(mask: String, expected: Rect) throws {
    let frame = try Self.resized(mask)
    #expect(abs(frame.minX - expected.minX) < 1e-9 && abs(frame.minY - expected.minY) < 1e-9)
    #expect(abs(frame.width - expected.width) < 1e-9 && abs(frame.height - expected.height) < 1e-9)
  }

  @Test func aHostThatDoesNotAutoresizeSubviewsLeavesThem() throws {
    let frame = try Self.resized("[.flexibleWidth, .flexibleHeight]", extra: "host.autoresizesSubviews = false")
    #expect(frame == Rect(x: 20, y: 30, width: 40, height: 10))
  }

  @Test func anUnknownOptionIsRefusedWithItsPlace() {
    #expect {
      try Self.resized("[.flexibleSize]")
    } throws: { error in
      "\(error)".hasPrefix("R.swift:6:") && "\(error)".contains("no autoresizing option .flexibleSize")
    }
  }

  /// A view Auto Layout sizes (a stack's arranged view here) takes its autoresizing subviews
  /// with it: a slider made 0 × 0 from its holder's bounds before layout, flexible in width and
  /// height, ends the holder's whole size, as UIKit resizes subviews on every bounds change.
  @Test func aViewSizedByLayoutResizesItsSubviews() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let holder = UIView()
      let sub = UIView(frame: holder.bounds)
      sub.backgroundColor = .red
      sub.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      holder.addSubview(sub)
      let stack = UIStackView(arrangedSubviews: [holder])
      stack.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
        stack.trailingAnchor.constraint(equalTo: host.trailingAnchor, constant: -10),
        stack.topAnchor.constraint(equalTo: host.topAnchor, constant: 20),
        stack.bottomAnchor.constraint(equalTo: host.bottomAnchor, constant: -20),
      ])
      PlaygroundPage.current.liveView = host
      """
    let tree = try OpenedFile.open(text: code, path: "/x/R.swift").scene.presentation(ParameterValues(), 0)
    let holder = try #require(tree.sublayers.first?.sublayers.first)
    #expect(holder.frame.width == 80 && holder.frame.height == 60)
    #expect(holder.sublayers.first?.frame == Rect(x: 0, y: 0, width: 80, height: 60))
  }
}
