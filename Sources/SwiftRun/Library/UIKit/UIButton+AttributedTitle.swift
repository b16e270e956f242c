import Animation

extension ViewObject {
  /// Shows `text` as the button's `.normal` attributed title, which UIKit prefers to the plain
  /// one: its own fonts, colours and paragraph alignment drawn, the plain title's font and
  /// colour where it says none. Nil puts the plain title back, with what was set on it since.
  func showAttributedTitle(_ text: AttributedText?) {
    guard case .text(let shown) = layer.model.content else { return }
    guard let text else {
      guard let plain = plainTitle else { return }
      (attributedTitle, plainTitle) = (nil, nil)
      layer.model.content = .text(plain)
      redrawTint()
      return
    }
    let plain = plainTitle ?? shown
    var style = plain
    style.take(attributed: text)
    (attributedTitle, plainTitle) = (text, plain)
    layer.model.content = .text(style)
  }
}
