import Geometry
import SwiftSyntax

extension Interpreter {
  /// `setImage(_:for: .normal)`: the button's `imageView` (made once, a subview filling the
  /// button and following its size) shows the image centred at its own size, in the button's
  /// tint for a template image; nil takes it away. UIKit puts the image before a title, the
  /// pair centred; Wobble draws a title's button's image centred under the title, said.
  func setButtonImage(_ button: ViewObject, _ given: Value, at node: some SyntaxProtocol) throws(RunError) {
    switch given {
    case .nil:
      button.buttonImage?.layer.remove()
      button.buttonImage = nil
      textChangedSize(of: button)
    case .image(let image):
      let imageView = button.buttonImage ?? ViewObject(name: "imageView")
      if button.buttonImage == nil {
        views.append(imageView)
        try countLayer(at: node)
        imageView.isImageView = true
        imageView.autoresizing = [.flexibleWidth, .flexibleHeight]
        imageView.layer.model.contentsGravity = .center
        button.buttonImage = imageView
        button.layer.sublayers.append(imageView.layer)
        try inheritTint(imageView, from: button)
        treeChanged = true
      }
      let bounds = button.layer.model.bounds
      imageView.layer.model.setFrame(Rect(x: 0, y: 0, width: bounds.width, height: bounds.height))
      imageView.show(image)
      textChangedSize(of: button)
      if case .text(let title) = button.layer.model.content, !title.string.isEmpty {
        warn(
          "button image and title",
          "a button's image is drawn centred under its title: UIKit puts it before the title, the pair centred",
          at: node)
      }
    case let other:
      throw error("setImage(_:for:) takes a UIImage or nil, not \(other.kind)", at: node)
    }
  }
}
