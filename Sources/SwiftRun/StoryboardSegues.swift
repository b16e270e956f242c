import InterfaceBuilder
import SwiftSyntax

/// A storyboard segue a control triggers (a `<segue>` in its connections, Interface Builder's
/// control-drag from a button to another scene): a tap on the control makes the destination
/// scene's controller, hands the segue to the source's `prepare(for:sender:)`, and shows the
/// destination as the segue's kind says.
struct StoryboardSegue {
  let document: InterfaceDocument
  /// The `<segue>` element: its `destination` scene's id, `kind` and `identifier`.
  let element: InterfaceElement
  /// The controller of the scene the control is in.
  let source: Instance

  /// The kinds UIKit shows a destination for. `show` (Xcode 6's adaptive segue) and Xcode 5's
  /// `push` push onto the source's navigation controller, else present modally; `showDetail`
  /// does the same on an iPhone outside a split view; `presentation`, Xcode 5's `modal` and
  /// `popoverPresentation` (a sheet on an iPhone) present.
  static let pushing: Set<String> = ["show", "push", "showDetail"]
  static let followed = pushing.union(["presentation", "modal", "popoverPresentation"])
}

extension Interpreter {
  /// Keeps, on each control `load` made, the segue its connections start: its tap performs it.
  /// Only a scene's controls: a nib without a controller owner has no source to segue from.
  func connectSegues(_ load: StoryboardLoad) {
    guard case .instance(let source)? = load.owners.first?.1, source.isController else { return }
    for (id, made) in load.made {
      guard let view = made.asView, let element = load.document.byID[id],
        let segue = element.child("connections")?.children.first(where: { $0.name == "segue" })
      else { continue }
      view.segue = StoryboardSegue(document: load.document, element: segue, source: source)
    }
  }

  /// The class and scene of the controller `segue` leads to: nil when its destination is not a
  /// scene of a class the files declare (a navigation controller, a plain `UIViewController`).
  func destination(of segue: StoryboardSegue) -> (type: TypeDeclaration, scene: InterfaceElement)? {
    guard let id = segue.element["destination"], let scene = segue.document.byID[id], let name = scene["customClass"],
      let type = types[name], isViewControllerClass(type)
    else { return nil }
    return (type, scene)
  }

  /// A tap on a control with a segue, as UIKit performs it: the destination made from its
  /// scene (with the scene's `modalPresentationStyle`), the source's `prepare(for:sender:)`
  /// (Swift 2's `prepareForSegue(_:sender:)`) given the segue and the control, then the
  /// destination pushed or presented. A segue Wobble does not follow (an unwind, an embed, a
  /// custom class, a scene it cannot make) is said at its storyboard line and shows nothing.
  func perform(_ segue: StoryboardSegue, sender: Value) throws(RunError) {
    let kind = segue.element["kind"] ?? "show"
    let id = segue.element["id"] ?? kind
    guard StoryboardSegue.followed.contains(kind), segue.element["customClass"] == nil else {
      warn(
        "segue \(id)", "the \(kind) segue is not performed by Wobble yet: the tap shows nothing new",
        in: segue.document, at: segue.element)
      return
    }
    guard let (type, scene) = destination(of: segue) else {
      let named = segue.element["destination"].flatMap { segue.document.byID[$0] }?.name ?? "scene"
      warn(
        "segue \(id)",
        "the segue leads to a \(named) whose controller class the files do not declare: Wobble does not follow it, "
          + "the tap shows nothing new", in: segue.document, at: segue.element)
      return
    }
    guard case .instance(let destination) = try makeArchivedController(type, segue.document, scene) else { return }
    if let style = scene["modalPresentationStyle"] { destination.presentationStyle = style }
    var fields: [String: Value] = ["source": .instance(segue.source), "destination": .instance(destination)]
    if let identifier = segue.element["identifier"] { fields["identifier"] = .string(identifier) }
    let record = Value.record(Record(type: Library.uiStoryboardSegue, fields: fields))
    if try call(segue.source, "prepare", labels: ["for", "sender"], [record, sender]) == nil {
      _ = try call(segue.source, "prepareForSegue", labels: ["_", "sender"], [record, sender])
    }
    let pushes = StoryboardSegue.pushing.contains(kind)
    let say = { (kind: String, message: String) in self.warn(kind, message, in: segue.document, at: segue.element) }
    let animated = segue.element["animates"] != "NO"
    // Its view loads as it is pushed or presented: in the navigation controller already, so
    // its `viewDidLoad()` finds `navigationController`.
    if pushes, let container = segue.source.navigation ?? segue.source.pushedOn, container.bar != nil {
      destination.pushedOn = container
      try load(destination)
      try push(destination, on: container, animated: animated, saying: say)
      return
    }
    try load(destination)
    // A transitioning delegate set in `prepare(for:sender:)` animates the presentation.
    if animated, try presentThroughAnimator(destination, from: segue.source, completion: nil, at: segue.source.type.syntax) {
      return
    }
    try present(destination, from: segue.source, animated: animated, saying: say)
  }

  /// Whether the controller a segue shows animates as it appears: a method of its class (its
  /// `viewDidAppear(_:)`, what that calls) adds an animation, animates views, starts a timer
  /// or a display link. What a tap on the control shows then moves.
  func destinationAnimates(_ segue: StoryboardSegue) -> Bool {
    guard let (type, _) = destination(of: segue) else { return false }
    return controllerAnimates(type) || givesTransitionAnimator(segue.source.type) || givesTransitionAnimator(type)
  }

  /// Whether a class (or a superclass the files declare) gives presentations an animator: it
  /// declares `animationController(forPresented:presenting:source:)`, so a controller it is the
  /// transitioning delegate of appears animated (`CustomTransition`).
  func givesTransitionAnimator(_ type: TypeDeclaration) -> Bool {
    chain(of: type).contains { $0.method("animationController", labels: ["forPresented", "presenting", "source"]) != nil }
  }

  /// Whether a controller of class `type` animates once shown: a method of its class or a
  /// superclass the files declare adds an animation, animates views, starts a timer or a
  /// display link (or calls a method of the files that does).
  func controllerAnimates(_ type: TypeDeclaration) -> Bool {
    chain(of: type).contains { $0.functions.contains(where: bodyAnimates) }
  }

  /// Whether `function`'s body names an animation, a timer, a display link or a method of the
  /// files that animates (`animationNames`, `animatingDeclaredMethods()`).
  func bodyAnimates(_ function: FunctionDeclSyntax) -> Bool {
    guard let body = function.body else { return false }
    return !Self.identifiers(in: body).isDisjoint(with: Self.animationNames.union(animatingDeclaredMethods()))
  }

  /// The UIKit calls that show a controller given as their first argument.
  static let showingCalls: Set<String> = [
    "present", "presentViewController", "pushViewController", "show", "showDetailViewController",
  ]

  /// The controller class `method` of `target` shows that animates once shown, when it shows
  /// one: the first argument of its `present(_:animated:)` (`pushViewController`, `show`) is a
  /// controller made there (`Loading()`), a property of `target` holding one, or a local
  /// constant made or cast in the method (`let vc = … as! Loading`). Nil otherwise.
  func animatingControllerShown(by method: FunctionDeclSyntax, of target: Instance) -> TypeDeclaration? {
    guard let body = method.body else { return nil }
    /// The declared controller class an expression names, makes or casts to.
    func controllerType(_ expr: ExprSyntax) -> TypeDeclaration? {
      if let call = expr.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        return types[callee.baseName.text]
      }
      if let cast = expr.as(AsExprSyntax.self) { return types[cast.type.trimmedDescription] }
      if let forced = expr.as(ForceUnwrapExprSyntax.self) { return controllerType(forced.expression) }
      if let optional = expr.as(OptionalChainingExprSyntax.self) { return controllerType(optional.expression) }
      let name: String? =
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
          reference.baseName.text
        } else if let member = expr.as(MemberAccessExprSyntax.self),
          member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
          member.declName.baseName.text
        } else { nil }
      guard let name else { return nil }
      // A local constant of the method, else the target's property.
      for item in body.statements {
        guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
        for binding in variable.bindings where binding.pattern.trimmedDescription == name {
          if let annotated = binding.typeAnnotation.flatMap({ types[$0.type.trimmedDescription] }) { return annotated }
          if let value = binding.initializer?.value { return controllerType(value) }
        }
      }
      if case .instance(let held)? = target.properties[name] { return held.chain.first }
      return nil
    }
    final class Calls: SyntaxVisitor {
      var found: [FunctionCallExprSyntax] = []
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        let called =
          callee.as(DeclReferenceExprSyntax.self)?.baseName.text
          ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if let called, Interpreter.showingCalls.contains(called) { found.append(node) }
        return .visitChildren
      }
    }
    let calls = Calls(viewMode: .sourceAccurate)
    calls.walk(body)
    for call in calls.found {
      guard let first = call.arguments.first?.expression, let type = controllerType(first), isViewControllerClass(type),
        controllerAnimates(type) || givesTransitionAnimator(type) || givesTransitionAnimator(target.type)
      else { continue }
      return type
    }
    return nil
  }
}
