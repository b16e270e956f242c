import Geometry
import InterfaceBuilder
import SwiftSyntax

extension Interpreter {
  /// `setImage(_:for: .normal)`: the button's `imageView` (made once, a subview of the
  /// image's own size centred in the button, its margins following the button's size) shows
  /// the image, in the button's tint for a template image; nil takes it away. UIKit puts the image before a title, the
  /// pair centred; Wobble draws a title's button's image centred under the title, said.
  func setButtonImage(_ button: ViewObject, _ given: Value, at node: some SyntaxProtocol) throws(RunError) {
    switch given {
    case .nil:
      button.buttonImage?.layer.remove()
      button.buttonImage = nil
      textChangedSize(of: button)
    case .image(let image):
      try show(image, in: button) { () throws(RunError) in try countLayer(at: node) }
      if Self.hasTitle(button) { warn("button image and title", Self.imageUnderTitle, at: node) }
    case let other:
      throw error("setImage(_:for:) takes a UIImage or nil, not \(other.kind)", at: node)
    }
  }

  /// A storyboard button's `<state key="normal" image="…">`, as `setImage(_:for:)` shows it.
  func setButtonImage(
    _ button: ViewObject, _ image: ImageObject, in document: InterfaceDocument, at element: InterfaceElement
  ) throws(RunError) {
    try show(image, in: button) { () throws(RunError) in try countLayer(in: document, at: element) }
    if Self.hasTitle(button) { warn("button image and title", Self.imageUnderTitle, in: document, at: element) }
  }

  private static let imageUnderTitle =
    "a button's image is drawn centred under its title: UIKit puts it before the title, the pair centred"

  private static func hasTitle(_ button: ViewObject) -> Bool {
    if case .text(let title) = button.layer.model.content { !title.string.isEmpty } else { false }
  }

  /// Shows `image` in `button`'s image view, made (and counted by `count`) on first use.
  private func show(
    _ image: ImageObject, in button: ViewObject, count: () throws(RunError) -> Void
  ) throws(RunError) {
    let imageView = button.buttonImage ?? ViewObject(name: "imageView")
    if button.buttonImage == nil {
      try count()
      views.append(imageView)
      imageView.isImageView = true
      imageView.autoresizing = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
      button.buttonImage = imageView
      button.layer.sublayers.append(imageView.layer)
      try inheritTint(imageView, from: button)
      treeChanged = true
    }
    let bounds = button.layer.model.bounds
    imageView.layer.model.setFrame(
      Rect(
        x: (bounds.width - image.width) / 2, y: (bounds.height - image.height) / 2, width: image.width,
        height: image.height))
    imageView.show(image)
    textChangedSize(of: button)
  }
}
