import Animation
import Geometry
import Scenes

/// The typing balloon (seed 003) as a `UIView`: the PaintCode balloon stroked and rescaled to
/// the view, a `CAReplicatorLayer` of dots, and the up and down groups of `CASpringAnimation`s
/// (or `CABasicAnimation`s with a timing function) chained by their delegates.
enum BalloonSwift {
  /// The statements that make `animation`, a `CASpringAnimation` on `keyPath`, indented four
  /// spaces. Duration/bounce and the SwiftUI presets keep their spelling on iOS 17
  /// (`CASpringAnimation(perceptualDuration:bounce:)`) with mass, stiffness and damping before;
  /// the other vocabularies are written as the mass, stiffness and damping they become, with
  /// a comment naming the spring as it was typed.
  static func springStatements(_ s: Spring, _ spelling: SpringSpelling) -> String {
    typealias L = SwiftLiteral
    let n = { (x: Double) in L.number(x) }
    let perceptual: (duration: Double, bounce: Double)?
    switch spelling {
    case .durationBounce(let d, let b): perceptual = (d, b)
    case .preset(let p, let d, let extra): perceptual = (d, p.baseBounce + extra)
    case .coreAnimation, .responseDampingFraction, .uikit: perceptual = nil
    }
    let typed: String =
      switch spelling {
      case .coreAnimation: ""
      case .preset(let p, let d, let extra):
        "\n    // SwiftUI's .\(p.rawValue): \(Timing.spring(s, .durationBounce(duration: d, bounce: p.baseBounce + extra)))"
      case .uikit: "\n    // \(Timing.spring(s, spelling)), as Wobble reads UIKit (UIKit does not publish its conversion)"
      default: "\n    // \(Timing.spring(s, spelling))"
      }
    let properties = """
          animation.mass = \(n(s.mass))
          animation.stiffness = \(n(s.stiffness))
          animation.damping = \(n(s.damping))
      """
    if let perceptual {
      let before17 =
        perceptual.bounce < 0
        ? "\n      // Before iOS 17 there is no allowsOverdamping: this overdamped spring moves critically damped." : ""
      return """
            let animation: CASpringAnimation\(typed)
            if #available(iOS 17.0, *) {
              animation = CASpringAnimation(perceptualDuration: \(n(perceptual.duration)), bounce: \(n(perceptual.bounce)))
            } else {
              animation = CASpringAnimation()\(before17)
        \(properties.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
            }
            animation.keyPath = keyPath
            animation.initialVelocity = \(n(s.initialVelocity))
        """
    }
    // allowsOverdamping only changes a spring whose damping ratio is above 1.
    let overdamping =
      s.allowsOverdamping && s.dampingRatio > 1
      ? "\n    if #available(iOS 17.0, *) { animation.allowsOverdamping = true }" : ""
    return """
          let animation = CASpringAnimation(keyPath: keyPath)\(typed)
          \(L.springComment(s))
      \(properties)
          animation.initialVelocity = \(n(s.initialVelocity))\(overdamping)
      """
  }

  static func source(_ v: ParameterValues) -> String {
    typealias L = SwiftLiteral
    let path = L.bezierPathStatements(BalloonScene.path, v, closed: false)
    let animation: String
    switch v.timing(BalloonScene.timing) {
    case .spring(let s, let spelling):
      animation = springStatements(s, spelling)
    case .function(let f):
      animation = """
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = \(L.timingFunction(f))
        """
    }
    let join: String =
      switch LineJoin(rawValue: v.choice(BalloonScene.lineJoin)) ?? .round {
      case .miter: ".miter"
      case .round: ".round"
      case .bevel: ".bevel"
      }
    let n = L.number
    return """
      import UIKit

      /// The typing indicator: a speech balloon with three dots that rise, fade and come back.
      final class TypingBalloonView: UIView {
        private let balloon = CAShapeLayer()
        private let replicator = CAReplicatorLayer()
        private let dot = CALayer()
        \(L.frameRateDeclaration(v))

        override init(frame: CGRect) {
          super.init(frame: frame)
          backgroundColor = \(L.color(v.color(ViewSettings.background))).withAlphaComponent(\(n(v.number(ViewSettings.backgroundAlpha), 6)))
          balloon.lineWidth = \(n(v.number(BalloonScene.lineWidth), 6))
          balloon.lineJoin = \(join)
          balloon.strokeColor = \(L.color(v.color(BalloonScene.lineColor))).cgColor
          balloon.fillColor = \(L.color(v.color(BalloonScene.fill))).cgColor
          layer.addSublayer(balloon)
          dot.backgroundColor = \(L.color(v.color(BalloonScene.dotColor))).cgColor
          replicator.instanceCount = \(v.integer(BalloonScene.dotCount))
          replicator.instanceDelay = \(n(v.number(BalloonScene.delay), 6))
          replicator.addSublayer(dot)
          layer.addSublayer(replicator)
        }

        required init?(coder: NSCoder) {
          fatalError("init(coder:) has not been implemented")
        }

        /// Diameter of a dot, in points.
        private var dotSize: CGFloat { bounds.height * \(n(v.number(BalloonScene.dotSizeFraction), 6)) }

        override func layoutSubviews() {
          super.layoutSubviews()
          balloon.frame = bounds
          balloon.path = Self.rescaled(Self.balloonShape(), toFit: bounds).cgPath
          let spacing = dotSize * \(n(v.number(BalloonScene.spacing), 6))
          replicator.frame = bounds
          replicator.instanceTransform = CATransform3DMakeTranslation(spacing, 0, 0)
          dot.bounds = CGRect(x: 0, y: 0, width: dotSize, height: dotSize)
          dot.position = CGPoint(x: bounds.midX - spacing, y: bounds.midY + dotSize * \(n(v.number(BalloonScene.offsetY), 6)))
          dot.cornerRadius = dotSize / 2
        }

        /// Starts the loop: up, then down when up stops, then up again, until the view goes.
        /// Lays the view out first: each group starts from the dot's laid-out position.
        func startAnimating() {
          layoutIfNeeded()
          dot.removeAllAnimations()
          addUp()
        }

        private func addUp() {
          let y = dot.position.y, duration: CFTimeInterval = \(n(v.number(BalloonScene.upDuration), 6))
          let group = Self.group([
            Self.animation("position.y", from: y, to: y - dotSize * \(n(v.number(BalloonScene.upRise), 6)), duration: duration),
            Self.animation("opacity", from: 1, to: \(n(v.number(BalloonScene.upOpacity), 6)), duration: duration),
            Self.animation("transform.scale", from: 1, to: \(n(v.number(BalloonScene.upScale), 6)), duration: duration),
          ], duration: duration)
          group.delegate = AnimationEnd { [weak self] in self?.addDown() }
          dot.add(group, forKey: nil)  // unkeyed, as the article adds them: each group stacks over the last
        }

        private func addDown() {
          let y = dot.position.y
          let group = Self.group([
            Self.animation("position.y", from: y + \(n(v.number(BalloonScene.downDrop), 6)), to: y, duration: \(n(v.number(BalloonScene.downMoveDuration), 6))),
            Self.animation("opacity", from: 0, to: 1, duration: \(n(v.number(BalloonScene.downFadeDuration), 6))),
            Self.animation("transform.scale", from: \(n(v.number(BalloonScene.downScaleFrom), 6)), to: 1, duration: \(n(v.number(BalloonScene.downScaleDuration), 6))),
          ], duration: \(n(v.number(BalloonScene.downDuration), 6)))
          group.delegate = AnimationEnd { [weak self] in self?.addUp() }
          dot.add(group, forKey: nil)
        }

        private static func animation(_ keyPath: String, from: CGFloat, to: CGFloat, duration: CFTimeInterval) -> CABasicAnimation {
      \(animation)
          animation.fromValue = from
          animation.toValue = to
          animation.duration = duration
          animation.isRemovedOnCompletion = false
          animation.fillMode = .forwards
          return animation
        }

        private static func group(_ animations: [CAAnimation], duration: CFTimeInterval) -> CAAnimationGroup {
          let group = CAAnimationGroup()
          group.animations = animations
          group.duration = duration
          group.isRemovedOnCompletion = false
          group.fillMode = .forwards
          \(L.frameRate(on: "group", isAnimation: true, indent: 4))
          return group
        }

        /// The PaintCode balloon, before rescaling.
        static func balloonShape() -> UIBezierPath {
      \(path)
          return path
        }

        /// Scales the path's bounding box (control points included) uniformly to fit `frame`,
        /// centred.
        static func rescaled(_ path: UIBezierPath, toFit frame: CGRect) -> UIBezierPath {
          let box = path.cgPath.boundingBox
          guard box.width > 0, box.height > 0 else { return path }
          let scale = min(frame.width / box.width, frame.height / box.height)
          let dx = (frame.width - box.width * scale) / 2, dy = (frame.height - box.height * scale) / 2
          path.apply(CGAffineTransform(translationX: -box.minX, y: -box.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(translationX: frame.minX + dx, y: frame.minY + dy)))
          return path
        }
      }

      /// Runs `action` when an animation finishes (a `CAAnimation` retains its delegate).
      private final class AnimationEnd: NSObject, CAAnimationDelegate {
        private let action: () -> Void

        init(_ action: @escaping () -> Void) {
          self.action = action
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
          if flag { action() }
        }
      }

      """
  }
}
