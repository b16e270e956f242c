import Animation
import Geometry
import SwiftSyntax

/// A `UIImageView`'s flip-book: its `animationImages` and how it plays them (Apple's
/// `UIImageView` reference).
struct FlipBook {
  var images: [ImageObject] = []
  /// `animationDuration`: seconds for one pass through the images; 0, the default, is 1/30 s
  /// per image.
  var duration = 0.0
  /// `animationRepeatCount`: passes; 0, the default, repeats for ever.
  var repeatCount = 0.0
  /// When `startAnimating()` last started it, in seconds of the run; nil when stopped.
  var startedAt: Double?

  /// Seconds for one pass.
  var cycle: Double { duration > 0 ? duration : Double(images.count) / 30 }

  /// Whether it is playing at `now` (a finite run has ended after its passes).
  func isAnimating(at now: Double) -> Bool {
    guard let startedAt else { return false }
    return repeatCount <= 0 || now < startedAt + cycle * repeatCount
  }

  /// The keys its animation of `contents`, and an animated image's, go under on the view's layer.
  static let animationKey = "UIImageView.animationImages"
  static let animatedImageKey = "UIImageView.image.images"
}

extension Library {
  /// Shows `images` in turn on `view`'s layer from now, each an equal share of `cycle` seconds,
  /// for `passes` passes (0: for ever): discrete key frames of `contents` under `key`.
  static func play(
    _ images: [ImageObject], cycle: Double, passes: Double, in view: ViewObject, key: String, _ run: Interpreter,
    at node: some SyntaxProtocol
  ) {
    let frames = images.map { AnimatableValue.content($0.content(tint: view.shownTint)) }
    var animation = Animation(
      .contents, .keyframe(Keyframes(values: frames, keyTimes: nil, timingFunctions: nil, calculationMode: .discrete)))
    animation.timing.duration = cycle
    animation.timing.repeatCount = passes > 0 ? Float(passes) : .infinity
    run.commit(&animation, on: view.layer, at: node)
    run.removeAnimations(from: view.layer, key: key)
    view.layer.model.add(animation, forKey: key)
    run.noteInTransaction(animation.timing)
  }

  /// An animated image shown by an image view plays at once, for ever; a still one stops it. A
  /// duration of 0, which Apple does not describe, is taken as the image view's own default,
  /// 1/30 s per image.
  static func playFrames(of image: ImageObject, in view: ViewObject, _ run: Interpreter, at node: some SyntaxProtocol) {
    guard !image.frames.isEmpty else { return run.removeAnimations(from: view.layer, key: FlipBook.animatedImageKey) }
    let book = FlipBook(images: image.frames, duration: image.framesDuration)
    play(book.images, cycle: book.cycle, passes: 0, in: view, key: FlipBook.animatedImageKey, run, at: node)
  }
}

extension Library {
  /// `UIImageView`: its image filling its bounds, in its tint; its `animationImages` shown in
  /// turn, each for an equal share of `animationDuration`, from `startAnimating()` until
  /// `stopAnimating()` or the last of `animationRepeatCount` passes, the `image` before and
  /// after — discrete key frames of the layer's `contents`, as UIKit plays them.
  static let uiImageView = SimulatedType("UIImageView", superclass: "UIView") { t in
    t.call("UIImageView", "frame", "", "image") { a throws(RunError) in
      let view = try a.newView()
      view.isImageView = true
      if a.signature == "image" {
        let given = try a.value(0)
        guard let image = given.asImage else { throw a.wrong(0, got: given, want: "a UIImage") }
        view.show(image)
        // A view made with an image takes the image's size, its frame at the origin.
        view.layer.model.setFrame(Rect(x: 0, y: 0, width: image.width, height: image.height))
        playFrames(of: image, in: view, a.run, at: a.call)
      }
      return .view(view)
    }
    t.ignore("highlightedAnimationImages", "isHighlighted", "highlightedImage", "preferredSymbolConfiguration")
    let view = t.members { $0.asView.flatMap { $0.isImageView ? $0 : nil } }
    // iOS 17's symbol effects: how `.bounce`, `.pulse` or `.variableColor` move a symbol's
    // layers Apple does not publish, so Wobble refuses them rather than guess.
    view.method("addSymbolEffect", "_", "_:options", "_:options:animated", "_:options:completion") { _, a throws(RunError) in
      throw a.error(
        "symbol effects are not simulated: Apple does not publish how .bounce, .pulse or .variableColor "
          + "move a symbol, and Wobble has none of the symbols' layers to move")
    }
    view.method("removeSymbolEffect", "ofType", "ofType:options", "ofType:options:animated") { _, _ in .void }
    view.method("removeAllSymbolEffects", "", "options", "options:animated") { _, _ in .void }
    view.property(
      "image", takes: "a UIImage", sample: { .image(ImageObject(name: "checkmark", symbol: true)) },
      get: { v, _ in v.image.map(Value.image) ?? .nil }
    ) { v, new throws(RunError) in
      switch new.value {
      case .image(let image):
        v.show(image)
        playFrames(of: image, in: v, new.run, at: new.node)
      case .nil:
        v.image = nil
        v.layer.model.content = .none
        new.run.removeAnimations(from: v.layer, key: FlipBook.animatedImageKey)
      default: throw new.wrong(want: "a UIImage")
      }
    }
    view.property(
      "animationImages", takes: "an array of UIImages",
      sample: { .array([.image(ImageObject(name: "checkmark", symbol: true))]) },
      get: { v, _ in v.flipBook.map { .array($0.images.map(Value.image)) } ?? .nil }
    ) { v, new throws(RunError) in
      switch new.value {
      case .nil: v.flipBook?.images = []
      case .array(let items):
        var images: [ImageObject] = []
        for item in items {
          guard let image = item.asImage else { throw new.wrong(want: "an array of UIImages") }
          images.append(image)
        }
        v.flipBook = v.flipBook ?? FlipBook()
        v.flipBook?.images = images
      default: throw new.wrong(want: "an array of UIImages")
      }
    }
    view.property("animationDuration", .number, .seconds, get: { $0.flipBook?.duration ?? 0 }) { v, x, new throws(RunError) in
      guard x >= 0, x.isFinite else { throw new.error("want seconds, 0 or more") }
      v.flipBook = v.flipBook ?? FlipBook()
      v.flipBook?.duration = x
    }
    view.property(
      "animationRepeatCount", .number, .wholeCount, sample: { .number(2) }, get: { $0.flipBook?.repeatCount ?? 0 }
    ) { v, n, new throws(RunError) in
      guard n >= 0, n.isFinite, n == n.rounded() else { throw new.error("want a whole number, 0 or more (0: for ever)") }
      v.flipBook = v.flipBook ?? FlipBook()
      v.flipBook?.repeatCount = n
    }
    view.property("isAnimating", takes: "true or false", get: { v, run in .bool(v.flipBook?.isAnimating(at: run.now) ?? false) })
    // "This method always starts the animation from the first image in the list."
    view.method("startAnimating", "") { v, a in
      guard var book = v.flipBook, !book.images.isEmpty else { return .void }
      play(book.images, cycle: book.cycle, passes: book.repeatCount, in: v, key: FlipBook.animationKey, a.run, at: a.call)
      book.startedAt = a.run.now
      v.flipBook = book
      return .void
    }
    view.method("stopAnimating", "") { v, a in
      a.run.removeAnimations(from: v.layer, key: FlipBook.animationKey)
      v.flipBook?.startedAt = nil
      return .void
    }
  }
}
