import Animation
import Geometry
import Scenes

/// The progress ring (seed 004) as a `UIView`: the turning half-stroke arc (a cumulative
/// `transform.rotation` `CABasicAnimation`), and `stopAnimation()`, locked against a second call,
/// that runs `strokeEnd` to 1 in a `CATransaction` whose completion removes the rotation and
/// cross-fades the centre image with a fade `CATransition`.
enum RingSwift {
  /// SF Symbols for Wobble's icons.
  static func symbol(_ name: String) -> String {
    switch Icon(rawValue: name) ?? .busy {
    case .play: "play.fill"
    case .busy: "ellipsis"
    case .checkmark: "checkmark"
    case .disc: "circle.fill"
    case .ring: "circle"
    case .placeholder: "photo"
    }
  }

  static func source(_ v: ParameterValues) -> String {
    typealias L = SwiftLiteral
    let n = { (x: Double) in L.number(x) }
    let cap: String =
      switch LineCap(rawValue: v.choice(RingScene.lineCap)) ?? .butt {
      case .butt: ".butt"
      case .round: ".round"
      case .square: ".square"
      }
    let fadeTiming: String =
      switch v.timing(RingScene.fadeTiming) {
      case .function(let f): L.timingFunction(f)
      // A transition takes a timing function only; a spring fade is shown by Wobble as linear.
      case .spring: L.timingFunction(.linear)
      }
    let clockwise = v.choice(RingScene.direction) == "clockwise"
    let stop = v.number(RingScene.stop)
    let usage =
      stop >= 0
      ? "/// In the tuned session `stopAnimation()` is called \(n(stop)) s after `startAnimating()`."
      : "/// Call `startAnimating()` once the view is on screen and `stopAnimation()` when the work is done."
    let offset = v.point(RingScene.shadowOffset)
    return """
      import UIKit

      /// A progress ring that turns while busy and fills and shows a checkmark when stopped.
      \(usage)
      final class ProgressRingView: UIView {
        static let padding: CGFloat = \(n(v.number(RingScene.padding)))
        static let startAngle: CGFloat = \(n(v.number(RingScene.startAngle)))
        /// Fraction of the circle the turning arc covers.
        static let startStrokePercentage: CGFloat = \(n(v.number(RingScene.startStroke)))
        static let clockwise = \(clockwise)
        static let rotationDuration: CFTimeInterval = \(n(v.number(RingScene.rotationDuration)))
        static let numberOfRotations: CGFloat = \(n(v.number(RingScene.turns)))
        static let fillCircleAnimationDuration: CFTimeInterval = \(n(v.number(RingScene.fillDuration)))
        static let checkmarkFadeInAnimationDuration: CFTimeInterval = \(n(v.number(RingScene.fadeDuration)))
        \(L.frameRateDeclaration(v))

        private let circleShapeLayer = CAShapeLayer()
        private let busyStateImage = UIImage(systemName: "\(symbol(v.choice(RingScene.busyImage)))")
        private let completeStateImage = UIImage(systemName: "\(symbol(v.choice(RingScene.doneImage)))")
        private lazy var centerImageView = UIImageView(image: busyStateImage)
        /// From `startAnimating()` until the finish's fade is added; a second start is ignored.
        private var isAnimating = false
        /// The lock: set by the first `stopAnimation()`, so later calls are ignored while the ring
        /// finishes, and reset by the next `startAnimating()`.
        private var isFinishing = false

        override init(frame: CGRect) {
          super.init(frame: frame)
          backgroundColor = \(L.color(v.color(ViewSettings.background))).withAlphaComponent(\(n(v.number(ViewSettings.backgroundAlpha))))
          circleShapeLayer.lineWidth = \(n(v.number(RingScene.lineWidth)))
          circleShapeLayer.strokeColor = \(L.color(v.color(RingScene.lineColor))).cgColor
          circleShapeLayer.fillColor = \(L.color(v.color(RingScene.fill))).cgColor
          circleShapeLayer.lineCap = \(cap)
          circleShapeLayer.shadowColor = \(L.color(v.color(RingScene.shadowColor))).cgColor
          circleShapeLayer.shadowOpacity = \(n(v.number(RingScene.shadowOpacity)))
          circleShapeLayer.shadowRadius = \(n(v.number(RingScene.shadowRadius)))
          circleShapeLayer.shadowOffset = CGSize(width: \(n(offset.x)), height: \(n(offset.y)))
          layer.addSublayer(circleShapeLayer)
          centerImageView.tintColor = \(L.color(v.color(RingScene.imageColor)))
          centerImageView.contentMode = .scaleToFill
          addSubview(centerImageView)
        }

        required init?(coder: NSCoder) {
          fatalError("init(coder:) has not been implemented")
        }

        private var radius: CGFloat { max(0, (bounds.height - 2 * Self.padding) / 2) }

        /// The arc covering `fraction` of the circle from the start angle.
        private func arc(_ fraction: CGFloat) -> UIBezierPath {
          let sweep = 2 * CGFloat.pi * fraction
          return UIBezierPath(
            arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius, startAngle: Self.startAngle,
            endAngle: Self.clockwise ? Self.startAngle + sweep : Self.startAngle - sweep, clockwise: Self.clockwise)
        }

        override func layoutSubviews() {
          super.layoutSubviews()
          circleShapeLayer.frame = bounds
          circleShapeLayer.path = arc(isFinishing ? 1 : Self.startStrokePercentage).cgPath
          let side = 2 * radius * \(n(v.number(RingScene.imageSize)))
          centerImageView.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        }

        /// Starts turning the half-stroke arc; after a finished `stopAnimation()`, starts again
        /// from the busy state.
        func startAnimating() {
          guard !isAnimating else { return }
          isAnimating = true
          isFinishing = false
          circleShapeLayer.removeAllAnimations()
          circleShapeLayer.path = arc(Self.startStrokePercentage).cgPath
          centerImageView.layer.removeAllAnimations()
          centerImageView.image = busyStateImage
          let rotation = CABasicAnimation(keyPath: "transform.rotation")
          let turn = 2 * CGFloat.pi * Self.numberOfRotations * CGFloat(Self.rotationDuration)
          rotation.toValue = Self.clockwise ? turn : -turn
          rotation.duration = Self.rotationDuration
          rotation.isCumulative = true
          rotation.repeatCount = .greatestFiniteMagnitude
          \(L.frameRate(on: "rotation", isAnimation: true, indent: 4))
          circleShapeLayer.add(rotation, forKey: "rotationAnimation")
        }

        /// Fills the circle, then shows the done image; ignored unless the ring is turning.
        func stopAnimation() {
          guard isAnimating, !isFinishing else { return }
          isFinishing = true
          circleShapeLayer.path = arc(1).cgPath
          CATransaction.begin()
          CATransaction.setCompletionBlock { [weak self] in
            guard let self else { return }
            self.circleShapeLayer.removeAnimation(forKey: "rotationAnimation")
            let transition = CATransition()
            transition.type = .fade
            transition.duration = Self.checkmarkFadeInAnimationDuration
            transition.timingFunction = \(fadeTiming)
            \(L.frameRate(on: "transition", isAnimation: true, indent: 6))
            self.centerImageView.layer.add(transition, forKey: "fade")
            self.centerImageView.image = self.completeStateImage
            self.isAnimating = false
          }
          let endStroke = CABasicAnimation(keyPath: "strokeEnd")
          endStroke.fromValue = Self.startStrokePercentage
          endStroke.toValue = 1
          endStroke.duration = Self.fillCircleAnimationDuration
          \(L.frameRate(on: "endStroke", isAnimation: true, indent: 4))
          circleShapeLayer.add(endStroke, forKey: "endStrokeAnimation")
          CATransaction.commit()
        }
      }

      """
  }
}
