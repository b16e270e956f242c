import SwiftSyntax

extension Value {
  /// This value given to a place whose written type is a labelled tuple (`let cubeSize:
  /// (width: Double, height: Double)` set to `(w, h)`): the tuple with the type's labels, as
  /// Swift converts an unlabelled tuple to a labelled tuple type, so `cubeSize.width` reads
  /// its first element. Any other value, or a tuple that has labels already, is as it is.
  func labelled(as type: TypeSyntax?) -> Value {
    guard case .tuple(let items, let labels) = self, labels.isEmpty,
      let tuple = type?.as(TupleTypeSyntax.self), tuple.elements.count == items.count
    else { return self }
    let written = tuple.elements.map { element in
      element.firstName.map { $0.tokenKind == .wildcard ? "" : $0.text } ?? ""
    }
    guard written.contains(where: { !$0.isEmpty }) else { return self }
    return .tuple(items, labels: written)
  }
}
