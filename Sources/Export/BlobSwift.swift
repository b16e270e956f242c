import Geometry
import Scenes

/// The blob (seeds 000–002) as a `UIView` driven by a `CADisplayLink` through a weak proxy:
/// the PaintCode path with the tuned points, the fill, the play image, and the block with the
/// tuned coefficients on the chosen transform target.
enum BlobSwift {
  static func source(_ v: ParameterValues) -> String {
    typealias L = SwiftLiteral
    let path = L.bezierPathStatements(BlobScene.path, v, closed: true)
    let onView = v.choice(BlobScene.target) == "view"
    let apply =
      onView
      ? """
          // Seed 002: scale, then skew, on the view's own transform.
          layer.transform = CATransform3DConcat(scale, skew)
      """
      : """
          // Seed 001: skew, then scale, on the sublayers (the play image deforms with the blob).
          layer.sublayerTransform = CATransform3DConcat(skew, scale)
      """
    let hasIcon = v.choice(BlobScene.icon) == "play"
    let side = L.number(v.number(BlobScene.iconSize))
    let icon =
      hasIcon
      ? """

          playImageView.frame = CGRect(x: 0, y: 0, width: \(side), height: \(side))
          playImageView.tintColor = \(L.color(v.color(BlobScene.iconColor)))
          playImageView.contentMode = .scaleAspectFit
          playImageView.transform = CGAffineTransform(scaleX: \(L.number(v.number(BlobScene.iconScale))), y: \(L.number(v.number(BlobScene.iconScale))))
          addSubview(playImageView)
      """
      : ""
    return """
      import UIKit

      /// The Headspace "imperfect dot": a blob that turns and breathes, driven by a display link.
      final class BlobView: UIView {
        // The display-link block's coefficients (k = t · rate, t in seconds).
        static let rate: CGFloat = \(L.number(v.number(BlobScene.rate)))
        static let upscale: CGFloat = \(L.number(v.number(BlobScene.upscale)))
        static let scaleAmplitude = CGPoint(x: \(L.number(v.number(BlobScene.scaleAmplitudeX))), y: \(L.number(v.number(BlobScene.scaleAmplitudeY))))
        static let skewAmplitude: CGFloat = \(L.number(v.number(BlobScene.skewAmplitude)))
        static let skewPhase: CGFloat = \(L.number(v.number(BlobScene.skewPhase)))
        \(L.frameRateDeclaration(v))

        private let blob = CAShapeLayer()
        private let playImageView = UIImageView(image: UIImage(systemName: "play.fill"))
        /// Seconds of animation so far: the sum of the display link's frame durations.
        private var totalTime: CFTimeInterval = 0

        override init(frame: CGRect) {
          super.init(frame: frame)
          backgroundColor = \(L.color(v.color(ViewSettings.background))).withAlphaComponent(\(L.number(v.number(ViewSettings.backgroundAlpha))))
          let path = Self.blobShape()
          blob.path = path.cgPath
          blob.frame = path.bounds
          blob.anchorPoint = .zero
          blob.fillColor = \(L.color(v.color(BlobScene.fill))).cgColor
          layer.addSublayer(blob)\(icon)

          let link = CADisplayLink(target: DisplayLinkProxy(self), selector: #selector(DisplayLinkProxy.tick(_:)))
          \(L.frameRate(on: "link", indent: 4))
          link.add(to: .main, forMode: .common)
        }

        required init?(coder: NSCoder) {
          fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
          super.layoutSubviews()
          blob.position = CGPoint(x: bounds.midX, y: bounds.midY)
          playImageView.center = blob.position
        }

        /// The PaintCode path, in points around the blob's centre.
        static func blobShape() -> UIBezierPath {
      \(path)
          return path
        }

        fileprivate func step(_ link: CADisplayLink) {
          totalTime += link.duration
          let k = CGFloat(totalTime) * Self.rate
          let rotation = CATransform3DMakeRotation(acos(cos(k)), 0, 0, 1)
          let scale = CATransform3DMakeScale(
            Self.upscale + abs(sin(k) * Self.scaleAmplitude.x),
            Self.upscale + abs(cos(k) * Self.scaleAmplitude.y), 1)
          let skew = CATransform3DMakeAffineTransform(
            CGAffineTransform(a: 1, b: 0, c: cos(k + Self.skewPhase) * Self.skewAmplitude, d: 1, tx: 0, ty: 0))
          CATransaction.begin()
          CATransaction.setDisableActions(true)
          blob.transform = rotation
      \(apply)
          CATransaction.commit()
        }
      }

      /// The display link retains its target; this proxy holds the view weakly, so the view can
      /// go away, and invalidates the link on the first tick after it has. The link runs on the
      /// main run loop, so the proxy is main-actor isolated like the view (Swift 6 mode).
      @MainActor private final class DisplayLinkProxy: NSObject {
        weak var view: BlobView?

        init(_ view: BlobView) {
          self.view = view
        }

        @objc func tick(_ link: CADisplayLink) {
          guard let view else { return link.invalidate() }
          view.step(link)
        }
      }

      """
  }
}
