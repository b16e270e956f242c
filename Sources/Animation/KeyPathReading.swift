import Geometry

/// The key paths `values` and `plot` can read from a presentation layer, as
/// `layer.presentation()?.value(forKeyPath:)` would answer: every animatable property Wobble
/// models, and `transform.*` / `sublayerTransform.*` read from the decomposition of the matrix
/// (`Transform3D.parts`), whether it was set directly or built by key-path animations.
///
/// Each property, matrix and part is declared once, in the tables below; the key paths are
/// their combinations.
public struct ReadableKeyPath: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init?(rawValue: String) {
    guard Self.readers[rawValue] != nil else { return nil }
    self.rawValue = rawValue
  }

  /// Every key path, in the order `help values` lists them.
  public static let allCases: [ReadableKeyPath] = names.map { ReadableKeyPath(known: $0) }

  /// The value on `layer`; nil where the question has no answer (a part of a singular matrix,
  /// an emitter's number of a layer that is no emitter), `unanswered` saying why.
  public func value(of layer: Layer) -> AnimatableValue? { Self.readers[rawValue]!(layer) }

  /// Whether only an emitter layer answers it (`birthRate`, `emitterPosition`, …).
  public var isEmitters: Bool { Self.emitterNumbers.contains { $0.0 == rawValue } }

  /// Why `value(of:)` had no answer.
  public var unanswered: String {
    isEmitters ? "only an emitter layer has one" : "the matrix cannot be taken apart (it is singular)"
  }

  private init(known rawValue: String) { self.rawValue = rawValue }

  typealias Reader = @Sendable (Layer) -> AnimatableValue?

  /// Properties read as they are: every animatable one but the matrices and their parts (read
  /// from the matrices below) and the path, then the parts of the anchor point.
  static let properties: [(String, Reader)] = {
    let matrixParts: Set<LayerProperty> = [
      .transform, .sublayerTransform, .scale, .scaleX, .scaleY, .rotationZ, .rotationX, .rotationY, .translation,
      .translationX, .translationY,
      .path,
    ]
    let animatable: [(String, Reader)] = LayerProperty.allCases.filter { !matrixParts.contains($0) }.map { property in
      let read: Reader = { layer in property.value(of: layer) }
      return (property.rawValue, read)
    }
    let x: Reader = { .scalar($0.anchorPoint.x) }, y: Reader = { .scalar($0.anchorPoint.y) }
    return animatable + [("anchorPoint.x", x), ("anchorPoint.y", y)]
  }()

  /// The matrices, each readable whole and by part.
  static let matrices: [(String, @Sendable (Layer) -> Transform3D)] = [
    ("transform", { $0.effectiveTransform }),
    ("sublayerTransform", { $0.sublayerTransform }),
  ]

  /// What `<matrix>.<part>` reads from the parts (`rotation` alone is about z, as Apple
  /// documents; `scale` is the average of the three scales).
  static let parts: [(String, KeyPath<TransformParts, Double> & Sendable)] = [
    ("scale", \.scale), ("scale.x", \.scaleX), ("scale.y", \.scaleY), ("scale.z", \.scaleZ),
    ("rotation", \.rotationZ), ("rotation.x", \.rotationX), ("rotation.y", \.rotationY), ("rotation.z", \.rotationZ),
    ("translation.x", \.translationX), ("translation.y", \.translationY), ("translation.z", \.translationZ),
  ]

  /// An emitter layer's own numbers (`CAEmitterLayer`'s `birthRate`, its multipliers and its
  /// place and size) as they stand at the time asked: nil for a layer that is no emitter.
  static let emitterNumbers: [(String, Reader)] = {
    func number(_ read: @escaping @Sendable (Emitter) -> Double) -> Reader { { $0.emitter.map { .scalar(read($0)) } } }
    return [
      ("birthRate", number(\.birthRate)), ("lifetime", number(\.lifetime)), ("velocity", number(\.velocity)),
      ("scale", number(\.scale)), ("spin", number(\.spin)),
      ("emitterPosition", { $0.emitter.map { .point($0.position) } }),
      ("emitterPosition.x", number(\.position.x)), ("emitterPosition.y", number(\.position.y)),
      ("emitterSize.width", number(\.width)), ("emitterSize.height", number(\.height)),
    ]
  }()

  static let table: [(String, Reader)] = {
    var table = properties + emitterNumbers
    for (name, matrix) in matrices {
      let whole: Reader = { layer in .transform(matrix(layer)) }
      table.append((name, whole))
      for (part, path) in parts {
        let reader: Reader = { layer -> AnimatableValue? in
          guard let parts = matrix(layer).parts else { return nil }
          return .scalar(parts[keyPath: path])
        }
        table.append((name + "." + part, reader))
      }
    }
    return table
  }()
  static let names = table.map(\.0)
  static let readers = Dictionary(table, uniquingKeysWith: { first, _ in first })
}
