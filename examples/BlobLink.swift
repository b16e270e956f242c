import PlaygroundSupport
import UIKit

// The Headspace blob of the seed articles in today's Swift: a display link turns the blob and
// skews and scales its view every frame, as the article's Animator does. Actions are disabled
// in each tick, as they must be for a layer moved by hand sixty times a second.
// Open it in Wobble (`open examples/BlobLink.swift`) and tune the skew, the wobble or the pace.
final class BlobView: UIView {
  private let blob = CAShapeLayer()
  private var elapsed: CFTimeInterval = 0
  private lazy var link = CADisplayLink(target: self, selector: #selector(tick(_:)))

  /// How fast the wobble runs: radians of its phase per second.
  static let pace = 0.1
  static let upscale: CGFloat = 2.5
  static let wobble: CGFloat = 0.1
  static let skew: CGFloat = 0.1

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor.gray.withAlphaComponent(0.2)
    let shape = BlobView.shape()
    blob.path = shape.cgPath
    blob.frame = shape.bounds
    blob.anchorPoint = CGPoint(x: 0, y: 0)
    blob.fillColor = UIColor.orange.cgColor
    layer.addSublayer(blob)
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override func layoutSubviews() {
    super.layoutSubviews()
    blob.position = CGPoint(x: bounds.midX, y: bounds.midY)
  }

  func startAnimating() {
    link.add(to: .main, forMode: .common)
  }

  @objc private func tick(_ link: CADisplayLink) {
    elapsed += link.duration
    let phase = elapsed * BlobView.pace
    let rotation = CATransform3DMakeRotation(CGFloat(acos(cos(phase))), 0, 0, 1)
    let scale = CATransform3DMakeScale(
      BlobView.upscale + abs(sin(phase) * BlobView.wobble), BlobView.upscale + abs(cos(phase) * BlobView.wobble), 1)
    let skew = CGAffineTransform(a: 1, b: 0, c: cos(phase + .pi / 2) * BlobView.skew, d: 1, tx: 0, ty: 0)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.transform = CATransform3DConcat(scale, CATransform3DMakeAffineTransform(skew))
    blob.transform = rotation
    CATransaction.commit()
  }

  /// The article's PaintCode path, centred on (0, 0), 66 points across.
  static func shape() -> UIBezierPath {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 13.71, y: -29.07))
    path.addCurve(to: CGPoint(x: 27.92, y: -14), controlPoint1: CGPoint(x: 20.64, y: -25.95), controlPoint2: CGPoint(x: 24.57, y: -20.72))
    path.addCurve(to: CGPoint(x: 33, y: 0.5), controlPoint1: CGPoint(x: 30.08, y: -9.68), controlPoint2: CGPoint(x: 33, y: -4.64))
    path.addCurve(to: CGPoint(x: 20.82, y: 26), controlPoint1: CGPoint(x: 33, y: 10.93), controlPoint2: CGPoint(x: 27.47, y: 17.84))
    path.addCurve(to: CGPoint(x: 0, y: 33), controlPoint1: CGPoint(x: 16.02, y: 31.88), controlPoint2: CGPoint(x: 7.63, y: 33))
    path.addCurve(to: CGPoint(x: -16.72, y: 28.33), controlPoint1: CGPoint(x: -6.21, y: 33), controlPoint2: CGPoint(x: -11.89, y: 31.29))
    path.addCurve(to: CGPoint(x: -23.86, y: 22), controlPoint1: CGPoint(x: -19.59, y: 26.57), controlPoint2: CGPoint(x: -22.22, y: 24.28))
    path.addCurve(to: CGPoint(x: -28, y: 17), controlPoint1: CGPoint(x: -25.19, y: 20.16), controlPoint2: CGPoint(x: -26.74, y: 19.46))
    path.addCurve(to: CGPoint(x: -33, y: 0.5), controlPoint1: CGPoint(x: -30.24, y: 12.61), controlPoint2: CGPoint(x: -33, y: 5.74))
    path.addCurve(to: CGPoint(x: -23.86, y: -23), controlPoint1: CGPoint(x: -33, y: -9.63), controlPoint2: CGPoint(x: -31.23, y: -17.04))
    path.addCurve(to: CGPoint(x: -4.57, y: -33), controlPoint1: CGPoint(x: -18.17, y: -27.6), controlPoint2: CGPoint(x: -12.51, y: -33))
    path.addCurve(to: CGPoint(x: 13.71, y: -29.07), controlPoint1: CGPoint(x: 0.32, y: -33), controlPoint2: CGPoint(x: 9.53, y: -30.95))
    path.close()
    return path
  }
}

let blobView = BlobView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
blobView.startAnimating()
PlaygroundPage.current.liveView = blobView
