import Animation
import Crypto
import Foundation
import InterfaceBuilder
import Geometry
import Scenes
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftDiagnostics
import SwiftSource
import SwiftSyntax

/// A Swift file opened in Wobble: a `Scene` whose parameters are the file's numeric literals
/// (named as `SourceFile` names them, the literal's value the default), whose layer tree is
/// what the file's code builds with those values, and whose Swift export is the same file
/// with only the changed literals replaced.
public struct OpenedFile: Sendable {
  public let path: String
  public let source: SourceFile
  public let scene: Scene
  /// The live view's size in points, for the preview's view size.
  public let size: (width: Double, height: Double)
  /// What shows where the view draws nothing (`view.backdrop`): black under a playground page's
  /// live view and under a view controller, as an iOS window with no background shows (the
  /// playgrounds that draw white on a view without a background colour count on it, and the
  /// controllers that clear their view to show it); white under a view class Wobble shows
  /// alone, as the screen of the app around it mostly is.
  public let window: Color
  /// What the file does that Wobble skips because it draws nothing (`print`, gestures).
  public let warnings: [String]
  /// The program's last run, what it keeps and how many runs started from 0.
  let runs: Program.LastRun

  /// Reads, parses and runs `path` once with its own numbers; a file outside the subset is
  /// refused with the first construct Wobble cannot run, by line and column. `path` may be a
  /// playground, a page of one or a folder (`SourceFolder`): its files open together.
  /// `view` names a view class of the file to make and show instead of what the file's own
  /// code shows (`open File.swift --view Name`). `isInterrupted` is asked while the file's code
  /// runs, then and for every later frame (`RunInterruption`): true fails the open, or the frame.
  public static func open(
    _ path: String, view: String? = nil, isInterrupted: @escaping @Sendable () -> Bool = RunInterruption.isRequested
  ) throws(RunError) -> OpenedFile {
    try open(paths: [path], view: view, isInterrupted: isInterrupted)
  }

  /// Several paths opened together as one program (`open A.swift B.swift`).
  /// `digest`, when given, is the SHA-256 the files' joined text must have (a journal's
  /// `open --sha256`): files with other content are refused before any of their code runs.
  public static func open(
    paths: [String], view: String? = nil, digest: String? = nil,
    isInterrupted: @escaping @Sendable () -> Bool = RunInterruption.isRequested
  ) throws(RunError) -> OpenedFile {
    try DeepStackThread.once { () throws(RunError) in
      let found = try SourceFolder.files(for: paths)
      // The session records where the files are: absolute, so they open from any folder.
      let absolute = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
      let set = SourceSet(found.files, mainIsLast: found.mainIsLast)
      if let digest, sha256(set.text) != digest {
        throw RunError(
          message: "\(paths.joined(separator: " ")) is not what this line opened: its SHA-256 differs (it changed since, or "
            + "another file has its name); open it without --sha256 to take it as it is")
      }
      return try open(
        set, path: absolute[0], others: Array(absolute.dropFirst()), view: view, interfaces: found.interfaces,
        assets: AssetCatalog(folders: SourceFolder.imageFolders(for: found.files.map(\.path)) + found.resourceFolders),
        isInterrupted: isInterrupted)
    }
  }

  public static func open(
    text: String, path: String, view: String? = nil,
    isInterrupted: @escaping @Sendable () -> Bool = RunInterruption.isRequested
  ) throws(RunError) -> OpenedFile {
    try NestingCheck.check(text, file: (path as NSString).lastPathComponent)
    return try DeepStackThread.once { () throws(RunError) in
      try open(SourceSet([(path, text)]), path: path, others: [], view: view, isInterrupted: isInterrupted)
    }
  }

  /// Opens the joined files of `set`; `path` (and `others`) are what the person opened.
  static func open(
    _ set: SourceSet, path: String, others: [String], view: String?, interfaces: [InterfaceDocument] = [],
    assets: AssetCatalog = .empty, isInterrupted: @escaping @Sendable () -> Bool
  ) throws(RunError) -> OpenedFile {
    // A folder of one Swift file (an app's folder with its storyboard): places name the file,
    // which has the lines; a playground keeps its own name, as Xcode shows it.
    let opened = (path as NSString).lastPathComponent
    let kind = (opened as NSString).pathExtension
    let file =
      set.members.count == 1 && !["swift", "playground", "xcplaygroundpage"].contains(kind)
      ? set.members[0].name : opened
    let source = set.source
    let text = set.text
    if let macOS = Self.macOSImport(in: set) { throw macOS }
    try NestingCheck.checkOperators(in: set)
    let program = Program(
      text: text, file: file, literals: source.literals, view: view, files: set.members.count > 1 ? set : nil,
      interfaces: interfaces, assets: assets, isInterrupted: isInterrupted)
    // The file's own numbers, keyed as the strip's runs key them (the seed always there), so
    // the trees `span(of:)` records for the first strip are the strip's.
    let defaults = Dictionary(uniqueKeysWithValues: source.literals.map { ($0.name, $0.value) } + [(Program.seedKey, 0)])
    let first: Program.Outcome
    do throws(RunError) {
      first = try program.run(values: defaults, until: 0, framesPerSecond: 60)
    } catch {
      // A refusal of its own (an Xcode 7 colour literal named in its Swift 3 spelling) says
      // more than the parser; one of the parser's placeholders for what is missing says less.
      if let refusal = program.syntaxRefusal(),
        program.syntaxError?.foreign == true || error.message.contains("(Missing") || error.message.contains("(Unexpected")
      {
        throw refusal
      }
      throw Self.namingForeignModules(error, in: text, opening: set)
    }
    // Text Swift would not compile is refused even when the parser's recovery let it run.
    if let refusal = program.syntaxRefusal() { throw refusal }
    if let stopped = first.stopped { throw Self.namingForeignModules(stopped.error, in: text, opening: set) }
    let specs = source.literals.map { literal -> ParameterSpec in
      // The first 70 characters of the line past its indentation (not the whole line trimmed:
      // a 100 KB line per literal made opening quadratic).
      var line = set.lineText(of: literal).drop(while: { $0 == " " || $0 == "\t" }).prefix(70)
      while line.last?.isWhitespace == true { line.removeLast() }
      let measure = literal.isFactor || literal.isConverted ? Measure.any : Self.measure(of: literal.name)
      // A literal written outside the range it feeds is still the file's own number.
      let range = min(measure.range.lowerBound, literal.value)...max(measure.range.upperBound, literal.value)
      let place = literal.file ?? set.members[set.members.count - 1].name
      let summary = "\(place):\(literal.line):\(literal.column) \(literal.position): \(line)"
      // Where Swift wants an integer, only whole numbers are taken: the file must still compile.
      var spec: ParameterSpec
      if literal.isInteger && (literal.isWhole || measure.whole) {
        let whole = Int(range.lowerBound.rounded(.up))...Int(range.upperBound.rounded(.down))
        spec = ParameterSpec.integer(literal.name, Int(literal.value), range: whole, unit: measure.unit, summary)
      } else {
        spec = ParameterSpec.number(literal.name, literal.value, range: range, unit: measure.unit, summary)
      }
      spec.operandOf = literal.expression.map { ParameterSpec.Operand(expression: $0.text, place: $0.literal) }
      return spec
    }
    // Code that draws random numbers draws them from a seed the person can change
    // (`sweep preview.seed 1..12` shows twelve draws); the same seed gives the same frames.
    var seeded = specs
    let seedSpec = ParameterSpec.number(
      "preview.seed", 0, range: 0...1_000_000,
      "the seed of the file's random draws (arc4random, random(in:), shuffled(), GameplayKit): the same seed "
        + "draws the same numbers, frame after frame")
    let (period, ends) = try spanAndEnd(of: program, values: defaults, first: first, settings: ParameterValues())
    let drawsRandom =
      first.drewRandom || (try? program.run(values: defaults, until: period, framesPerSecond: 60).drewRandom) == true
    if drawsRandom { seeded.append(seedSpec) }
    // A control whose action a tap runs can be tapped at a time (`set tap.Start 1.5`): touches
    // never reach a preview, and the motion such an action starts would never show.
    // Read before the taps are explored, which run the file with other numbers.
    let sliders = program.last.slidable(for: defaults)
    let tapping = try Self.tappable(program, defaults: defaults)
    let tapSpecs = tapping.controls.map { control in
      ParameterSpec.number(
        control.key, -1, range: -1...60, unit: "s",
        "when a tap on this control lands, in seconds (below 0: never, as at launch): it runs "
          + control.runs.joined(separator: ", "))
    }
    seeded += tapSpecs
    // A slider whose targets listen can be dragged to a value (`set slide.slider 0.75`),
    // from 1 s to 2 s; its value at launch drags nothing.
    let slideSpecs = sliders.map { slider in
      ParameterSpec.number(
        slider.key, slider.value, range: slider.range,
        "the value a finger drags this slider to, from 1 s to 2 s (its value at launch: no drag): it runs "
          + slider.runs.joined(separator: ", "))
    }
    seeded += slideSpecs
    // The span follows the numbers in force (`set fill.duration 4` lengthens it): worked out
    // again when they change, the last answer kept.
    let spans = SpanCache()
    let name = (file as NSString).deletingPathExtension
    // The canvas the scene opens at, in points: its first frame's size, 16 at the least.
    let screen = (width: max(16, first.tree.bounds.width), height: max(16, first.tree.bounds.height))
    // The numbers for the values asked last, made once: a live frame asks for them 60 times a
    // second, and a file of 130,000 numbers made them anew each time (a core busy while idle);
    // the same dictionary each time also compares equal to the runs' keys without a walk.
    let numbersCache = NumbersCache(defaults: defaults) { values in
      var numbers = Dictionary(uniqueKeysWithValues: specs.map { ($0.name, values.number($0)) })
      numbers[Program.seedKey] = drawsRandom ? values.number(seedSpec) : 0
      // An app's screen is the canvas the person sizes (`set view.width 1024`, an iPad's):
      // its window and `UIScreen.main.bounds` follow; a playground's live view keeps its size.
      if first.onBlackWindow,
        values.changedNames.contains(ViewSettings.width.name) || values.changedNames.contains(ViewSettings.height.name)
      {
        let chosen = (width: values.number(ViewSettings.width), height: values.number(ViewSettings.height))
        if chosen != screen { (numbers[Program.screenWidthKey], numbers[Program.screenHeightKey]) = chosen }
      }
      // A tap only when one is asked for: the file's own numbers stay its defaults.
      for spec in tapSpecs where values.number(spec) >= 0 { numbers[Program.runKey(of: spec.name)] = values.number(spec) }
      for spec in slideSpecs where values[spec] != spec.defaultValue {
        numbers[Program.runKey(of: spec.name)] = values.number(spec)
      }
      return numbers
    }
    @Sendable func tuned(_ values: ParameterValues) -> [String: Double] { numbersCache.numbers(for: values).numbers }
    @Sendable func areDefaults(_ values: ParameterValues) -> Bool { numbersCache.numbers(for: values).areDefaults }
    // One file comes back as itself; several each as itself.
    var single: (@Sendable (ParameterValues) -> String)? = { values in source.rewritten(tuned(values)) }
    var several: (@Sendable (ParameterValues) -> [(path: String, text: String)])?
    if set.members.count > 1 {
      single = nil
      several = { values in set.rewritten(tuned(values)) }
    }
    let scene = Scene(
      name: name, summary: "\(file), opened (\(source.literals.count) numbers to tune)", parameters: seeded,
      presentation: { values, t in
        let numbers = tuned(values)
        // The file ran once at open; a run with other numbers cannot fail differently in this
        // subset except by a step budget, which then shows the tree as built so far.
        let fps = values.number(ViewSettings.framesPerSecond)
        let tree = (try? program.run(values: numbers, until: t, framesPerSecond: fps))?.tree ?? first.tree
        return tree.presentation(at: t)
      },
      presentations: { values, times, deliver in
        let numbers = tuned(values)
        let fps = values.number(ViewSettings.framesPerSecond)
        // The run returns once every tree is delivered: `deliver` does not outlive this call.
        withoutActuallyEscaping(deliver) { deliver in
          program.run(values: numbers, until: times, framesPerSecond: fps) { i, outcome in
            deliver(i, ((try? outcome.get())?.tree ?? first.tree).presentation(at: times[i]))
          }
        }
      },
      period: { values in
        if areDefaults(values) { return period }
        let numbers = tuned(values)
        // A run that fails with other numbers (a step budget) keeps the file's own span; one
        // stopped by Ctrl-C is not remembered.
        return spans.span(for: numbers) { () throws(RunError) in
          do throws(RunError) {
            return try spanAndEnd(of: program, values: numbers, first: nil, settings: values, lookahead: ends).span
          } catch  where error.isInterruption {
            throw error
          } catch {
            return period
          }
        } ?? period
      },
      source: single, sources: several, endsAtPeriod: { _ in ends },
      aliases: Dictionary(
        source.literals.flatMap { literal in
          [(literal.position, literal.name)] + (literal.formerName.map { [($0, literal.name)] } ?? [])
        }, uniquingKeysWith: { first, _ in first }),
      file: (path, sha256(text), view), otherFiles: others,
      hostSettings: [
        ViewSettings.width.name: .number(screen.width),
        ViewSettings.height.name: .number(screen.height),
        ViewSettings.backdrop.name: .color(first.onBlackWindow ? .black : .white),
      ],
      fileDigests: Dictionary(
        set.members.map { (URL(fileURLWithPath: $0.path).standardizedFileURL.path, sha256($0.text)) },
        uniquingKeysWith: { first, _ in first }),
      stopped: { values in
        program.last.stopped(for: tuned(values))
      },
      laterWarnings: { [setupWarnings = Set(first.warnings)] values in
        program.last.warnings(for: tuned(values)).filter { !setupWarnings.contains($0) }
      },
      failure: { values in
        if areDefaults(values) { return nil }
        let numbers = tuned(values)
        do throws(RunError) {
          _ = try program.run(values: numbers, until: 0, framesPerSecond: values.number(ViewSettings.framesPerSecond))
          return nil
        } catch  where error.isInterruption {
          return error.description
        } catch {
          return "the file's code fails with it: \(error)"
        }
      })
    // A view that draws nothing at any time of the strip (no colour, no content: a storyboard
    // gave it its look) is said, not shown as a blank picture without a word.
    var warnings = first.warnings
    if let note = tapping.note { warnings.append("\(file): \(note)") }
    if let old = program.swift2FunctionType {
      let location = program.converter.location(for: old)
      let (name, line) = program.files?.place(line: location.line) ?? (program.file, location.line)
      warnings.append(
        "\(name):\(line):\(location.column): a function type without parentheses around its parameter (`A -> B`) is Swift 2's `(A) -> B`"
      )
    }
    // Once, at open (not per frame): text Wobble's pixel font cannot draw.
    if let glyphs = Interpreter.missingGlyphsWarning(file: file, in: first.tree) { warnings.append(glyphs) }
    // Where a byte offset of the text lies: its file, line and column.
    func place(_ offset: Int) -> String {
      let before = Array(text.utf8.prefix(offset))
      let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
      let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
      let (name, local) = set.members.count > 1 ? set.place(line: line) : (file, line)
      return "\(name):\(local):\(column)"
    }
    // Xcode 7's colour literals run in Swift 3's spelling (`Xcode7Literals`), said once.
    if let offset = program.parseable.firstColourLiteral {
      warnings.append(
        "\(place(offset)): [#Color(colorLiteralRed:…)#] is Xcode 7's colour literal, Swift 3's "
          + "#colorLiteral(red:green:blue:alpha:)")
    }
    // Swift 2's `var` parameters run as ordinary ones the body may change (`Swift2VarParameters`).
    if let offset = program.parseable.firstVarParameter {
      warnings.append(
        "\(place(offset)): a var parameter is Swift 2's (Swift 3 removed them): read as a parameter "
          + "the function may change, the caller's value kept")
    }
    let samples = (0...4).map { min(period, 60) * Double($0) / 4 }
    // The trees recorded for the first strip when there are (code that runs later draws in
    // them), else the tree as the setup left it, with its animations.
    let recorded = program.last.recorded(for: defaults)
    let trees =
      recorded.isEmpty
      ? samples.map { first.tree.presentation(at: $0) } : recorded.map { $0.outcome.tree.presentation(at: $0.time) }
    if let layer = trees.lazy.compactMap({ Self.layer(in: $0, where: \.hasFewerLocationsThanColors) }).first,
      case .gradient(let g) = layer.content
    {
      warnings.append(
        "\(file): gradient layer \(layer.name) has \(g.locations?.count ?? 0) locations for \(g.colors.count) colours: what "
          + "Core Animation draws then is not documented; Wobble spreads the colours evenly")
    }
    if let layer = trees.lazy.compactMap({ Self.layer(in: $0, where: \.hasDecreasingLocations) }).first,
      case .gradient(let g) = layer.content
    {
      let shown = g.stops.map { String(format: "%g", $0) }.joined(separator: ", ")
      warnings.append(
        "\(file): gradient layer \(layer.name)'s locations [\(shown)] go down, where Apple requires them to increase: "
          + "what Core Animation draws then is not documented; Wobble runs through the stops in order up to the highest, "
          + "the last colour beyond it")
    }
    let lists = trees.map { $0.displayList() }
    let backdrop: Color = first.onBlackWindow ? .black : .white
    if lists.allSatisfy({ $0.allSatisfy(\.drawsNothing) }) {
      warnings.append(
        "\(file): nothing is drawn: the view shown has no background colour, content or visible sublayers "
          + "(in an app a storyboard or the code around it may give it its look)")
    } else if let colour = Self.onlyColour(of: lists),
      Self.sameRGB(colour, backdrop)
        // On its own background: only when something draws on it (a view whose one fill is its
        // background, scaled and faded by its animation, is itself what shows).
        || (Self.underlay(of: first.tree, in: lists).map({ Self.sameRGB($0, colour) }) == true
          && lists.contains { $0.filter { !$0.drawsNothing }.count > 1 })
    {
      // A white spinner made for a coloured button, shown alone on white, is as blank as a
      // view that draws nothing, and as misleading without a word.
      let name =
        Self.sameRGB(colour, .white)
        ? "white"
        : Self.sameRGB(colour, .black)
          ? "black"
          : Self.rgb(colour)
      let hint =
        Self.sameRGB(colour, backdrop)
        ? ": `set view.backdrop \(Self.sameRGB(colour, .white) ? "black" : "white")` shows it on another"
        : ""
      warnings.append(
        "\(file): nothing shows: all the view draws is \(name), on \(name) (in an app a storyboard or the code "
          + "around it may give it another background\(hint))")
    } else if let colour = Self.onlyColour(of: lists), Self.contrast(colour, backdrop) < 1.15 {
      // A near-white spinner drawn for a photo cell is as good as blank on white.
      let other = backdrop == .white ? "black" : "white"
      warnings.append(
        "\(file): hardly anything shows: all the view draws is \(Self.rgb(colour)), on \(backdrop == .white ? "white" : "black") "
          + "(contrast \(String(format: "%.2f", Self.contrast(colour, backdrop))):1; `set view.backdrop \(other)` shows it on \(other))"
      )
    }
    // A draw check above ran with `try?`: a Ctrl-C during it must still fail the open.
    if isInterrupted() { throw RunError.interrupted }
    return OpenedFile(
      path: path, source: source, scene: scene, size: (first.tree.bounds.width, first.tree.bounds.height),
      window: first.onBlackWindow ? .black : .white, warnings: warnings, runs: program.last)
  }
}

extension OpenedFile {
  /// Apple's frameworks and Swift's own modules: what a file may import that is not a library
  /// of its own (`import Chameleon`, `import Lottie`).
  static let appleModules: Set<String> = [
    "UIKit", "Foundation", "QuartzCore", "CoreGraphics", "CoreText", "CoreImage", "CoreFoundation", "PlaygroundSupport",
    "XCPlayground", "GameplayKit", "SpriteKit", "SceneKit", "GLKit", "Metal", "MetalKit", "AVKit", "AVFoundation",
    "SwiftUI", "Combine", "Dispatch", "Darwin", "Glibc", "os", "ObjectiveC", "Swift", "MapKit", "CoreLocation",
    "CoreMotion", "WebKit", "CoreData", "Photos", "PhotosUI", "ImageIO", "MobileCoreServices",
    "UniformTypeIdentifiers", "Accelerate", "simd", "CoreHaptics", "AudioToolbox", "SafariServices", "UserNotifications",
    // Not Apple's, and simulated all the same (`Library/SnapKit`).
    "SnapKit",
  ]

  /// The module an `import` line names (`import class UIKit.UIView` imports UIKit; a comment
  /// after it is not a module), nil for any other line.
  static func importedModule(_ line: Substring) -> String? {
    let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
    let words = code.split(whereSeparator: \.isWhitespace).filter { !$0.hasPrefix("@") }
    guard words.count >= 2, words[0] == "import" else { return nil }
    return String(words[words.count - 1].split(separator: ".")[0])
  }

  /// macOS code (`import Cocoa` or `import AppKit`, without UIKit) is refused at its import:
  /// `NSView`, `NSColor` and AppKit's layers, whose y axis points up, are not iOS's — run as
  /// UIKit its layers would stand upside down.
  static func macOSImport(in set: SourceSet) -> RunError? {
    var found: (file: String, line: Int, module: String)?
    for member in set.members {
      for (i, line) in member.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        guard let module = importedModule(line) else { continue }
        if module == "UIKit" || module == "SwiftUI" { return nil }
        if found == nil, module == "Cocoa" || module == "AppKit" { found = (member.name, i + 1, module) }
      }
    }
    guard let found else { return nil }
    return RunError(
      file: found.file, line: found.line, column: 1,
      message: "import \(found.module): this is macOS code (AppKit's NSView and NSColor, layers whose y axis points up); "
        + "Wobble runs iOS's UIKit and Core Animation")
  }

  /// A refusal of something the files do not declare and Wobble does not have, told that the
  /// file imports libraries that are neither Apple's nor opened (`UIColor.flatLimeColor()` of
  /// `import Chameleon`): where the missing name most likely comes from.
  static func namingForeignModules(_ error: RunError, in text: String, opening set: SourceSet? = nil) -> RunError {
    // A library opened with the file is not foreign: a pod's module is named after its file
    // (`import SpinnerView` in a playground opened with `SpinnerView.swift`), a package's
    // target after its folder (`Sources/LoadingViewKit/Core/LoadingView.swift`).
    let openedStems = Set(
      (set?.members ?? []).flatMap { member in
        [(member.name as NSString).deletingPathExtension] + (member.path as NSString).pathComponents.dropLast()
      })
    guard error.message.contains("not simulated by Wobble") || error.message.contains("is not declared in the files opened")
    else { return error }
    var foreign: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      guard let module = importedModule(line) else { continue }
      if !appleModules.contains(module), !openedStems.contains(module), !foreign.contains(module) { foreign.append(module) }
    }
    guard !foreign.isEmpty else { return error }
    var named = error
    named.message += " — the file imports \(foreign.joined(separator: ", ")), a library Wobble does not have"
    return named
  }

  /// The first layer of `tree` (itself, its sublayers and masks, depth first) whose gradient passes `test`.
  static func layer(in tree: Layer, where test: (Gradient) -> Bool) -> Layer? {
    if case .gradient(let g) = tree.content, test(g) { return tree }
    for child in (tree.mask.map { [$0] } ?? []) + tree.sublayers {
      if let found = layer(in: child, where: test) { return found }
    }
    return nil
  }

  /// `rgb(245, 245, 245)`: a colour's 8-bit sRGB components, for messages.
  static func rgb(_ c: Color) -> String {
    "rgb(\([c.red, c.green, c.blue].map { String(Int((min(max($0.isNaN ? 0 : $0, 0), 1) * 255).rounded())) }.joined(separator: ", ")))"
  }

  /// WCAG 2's contrast ratio of two opaque sRGB colours (1 for one colour, 21 for black on
  /// white): (L₁ + 0.05) / (L₂ + 0.05) of their relative luminances.
  /// Components outside 0…1 (extended sRGB, or hostile values) are taken at the nearest end.
  static func contrast(_ a: Color, _ b: Color) -> Double {
    func luminance(_ c: Color) -> Double {
      func linear(_ v: Double) -> Double {
        let v = min(max(v.isNaN ? 0 : v, 0), 1)
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }
    let (x, y) = (luminance(a), luminance(b))
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
  }

  /// The opaque colour under all else the view shown paints: its background colour, or the
  /// first thing its list paints when that is an opaque fill of its whole bounds (the black
  /// UIKit paints an opaque view's `draw(_:)` on, `Interpreter.paint`); nil when neither.
  static func underlay(of tree: Layer, in lists: [[DrawItem]]) -> Color? {
    if let background = tree.backgroundColor { return background.alpha == 1 ? background : nil }
    if tree.backgroundPattern != nil { return nil }
    guard let bottom = lists.first?.first(where: { !$0.drawsNothing }), case .fill = bottom.paint,
      bottom.color.alpha == 1, bottom.transform == .identity
    else { return nil }
    let covered = bottom.path.bounds
    let whole = tree.bounds
    guard abs(covered.origin.x) < 1e-6, abs(covered.origin.y) < 1e-6, abs(covered.width - whole.width) < 1e-6,
      abs(covered.height - whole.height) < 1e-6
    else { return nil }
    return bottom.color
  }

  /// Whether `a` and `b` are one colour in 8-bit sRGB, alpha aside.
  static func sameRGB(_ a: Color, _ b: Color) -> Bool {
    abs(a.red - b.red) < 0.5 / 255 && abs(a.green - b.green) < 0.5 / 255 && abs(a.blue - b.blue) < 0.5 / 255
  }

  /// The one colour (alpha aside: white at half opacity over white is white) every fill and
  /// stroke of `lists` paints in, when all that paints there is fills and strokes of it; nil
  /// when nothing paints, or a gradient, a bitmap or a second colour does.
  static func onlyColour(of lists: [[DrawItem]]) -> Color? {
    var found: Color?
    for item in lists.joined() where !item.drawsNothing {
      switch item.paint {
      case .fill, .stroke:
        if let f = found {
          guard Self.sameRGB(item.color, f) else { return nil }
        } else {
          found = Color(red: item.color.red, green: item.color.green, blue: item.color.blue)
        }
      default: return nil
      }
    }
    return found
  }

  /// How long the strip of `program` run with `values` lasts, in seconds: the animations'
  /// longest run, and for calls scheduled once (`asyncAfter`, a one-shot timer) the last of
  /// them and what it starts, followed up to 8 rounds of calls scheduling calls and 60 s; 5 s
  /// for motion driven again and again (a display link), unless the code stops it within
  /// `recurringLookahead` seconds (a display link removed at 12 s, a timer invalidated after
  /// ten ticks): then to that end and what it starts. `first` is the run to time 0 if made.
  ///
  /// The last run goes to the end through the times the strip will show with `settings`
  /// (`preview.frames`, `.start`, `.span`, `display.fps`), keeping the trees made there: the
  /// strip that follows takes them instead of running the code again from 0 (for a display
  /// link, half the cost of opening or of a `set`).
  static func span(
    of program: Program, values: [String: Double], first: Program.Outcome?, settings: ParameterValues
  ) throws(RunError) -> Double {
    try spanAndEnd(of: program, values: values, first: first, settings: settings).span
  }

  /// The time of the earlier round of a chain of calls that started with `picture`, shown at
  /// `time` at the start of a round, when some sample between the two showed another: the
  /// chain may have gone round once (`repeats` makes sure).
  static func comesBack(
    to picture: [DrawItem], at time: Double, after samples: [(time: Double, picture: [DrawItem], round: Bool)]
  ) -> Double? {
    for (i, earlier) in samples.enumerated() where earlier.round && earlier.time < time {
      guard earlier.picture == picture else { continue }
      if samples[(i + 1)...].contains(where: { $0.picture != picture }) { return earlier.time }
    }
    return nil
  }

  /// Whether the run shows at each of `samples`' times plus `period` what it showed at that
  /// time: the cycle a chain seemed to go round comes round again (a ping that swells and
  /// shrinks back before the app goes on to something else does not).
  static func repeats(
    _ program: Program, values: [String: Double], fps: Double,
    samples: [(time: Double, picture: [DrawItem], round: Bool)], by period: Double
  ) throws(RunError) -> Bool {
    for sample in samples {
      let time = sample.time + period
      let later = try program.run(values: values, until: time, framesPerSecond: fps)
      guard later.stopped == nil, later.tree.presentation(at: time).displayList() == sample.picture else {
        return false
      }
    }
    return true
  }

  /// How far ahead driven motion is followed to find where its code stops it, in seconds
  /// (three strips of driven motion: a wave that may stop but does not costs three times its
  /// strip to open).
  static let recurringLookahead = 15.0

  /// The span, and whether the motion comes to an end there (the strip's last frame is it).
  /// `lookahead` false skips following driven motion (other numbers of a file whose own
  /// numbers drive it without end: a `set` costs what it did).
  ///
  /// Code scheduled after the setup that stops (a refusal in a completion at 2.5 s) ends the
  /// span where it stopped: the motion before it is the code's own, and the scene says where
  /// and when (`LastRun.stopped(for:)`). A refusal in the setup itself is thrown.
  static func spanAndEnd(
    of program: Program, values: [String: Double], first: Program.Outcome?, settings: ParameterValues,
    lookahead: Bool = true
  ) throws(RunError) -> (span: Double, ends: Bool) {
    let fps = settings.number(ViewSettings.framesPerSecond)
    var first = first
    if first == nil { first = try program.run(values: values, until: 0, framesPerSecond: fps) }
    guard let first else { return (0.001, true) }
    var span = first.period
    var outcome = first
    var ends = !first.loops
    var stop: Double?
    // Driven motion whose code can stop it is followed until it does, or `recurringLookahead`.
    if lookahead, first.recurring, program.mayStopRecurring {
      var probe = first
      var t = 0.0
      while probe.recurring, t < recurringLookahead {
        t = min(t + 5, recurringLookahead)
        probe = try program.run(values: values, until: t, framesPerSecond: fps)
        if let stopped = probe.stopped {
          stop = stopped.time
          break
        }
      }
      if stop == nil, !probe.recurring {
        outcome = probe
        span = max(probe.period, probe.lastRecurringCall, probe.lastOneShot ?? 0)
        ends = !probe.loops
      }
    }
    // A chain of calls scheduled once (completions starting the next animation) is followed
    // round by round; one that comes back to a picture it showed at an earlier round, having
    // shown another in between, and goes on as it went from there, repeats: the span ends
    // with its first cycle.
    var samples: [(time: Double, picture: [DrawItem], round: Bool)] = [(0, first.tree.presentation(at: 0).displayList(), true)]
    var cycles = false
    for _ in 0..<8 {
      guard stop == nil, let next = outcome.lastOneShot, next <= 60 else { break }
      if let last = samples.last, next > last.time {
        let middle = (last.time + next) / 2
        let halfway = try program.run(values: values, until: middle, framesPerSecond: fps)
        if halfway.stopped == nil { samples.append((middle, halfway.tree.presentation(at: middle).displayList(), false)) }
      }
      outcome = try program.run(values: values, until: next, framesPerSecond: fps)
      if let stopped = outcome.stopped {
        stop = stopped.time
        break
      }
      let picture = outcome.tree.presentation(at: next).displayList()
      if outcome.lastOneShot != nil, let start = Self.comesBack(to: picture, at: next, after: samples),
        try Self.repeats(program, values: values, fps: fps, samples: samples.filter { $0.time > start }, by: next - start)
      {
        // What this round starts is the cycle's beginning again.
        (span, cycles) = (max(span, next), true)
        break
      }
      samples.append((next, picture, true))
      span = max(span, next, outcome.period)
      if outcome.lastOneShot == nil { span = max(span, outcome.period) }
    }
    if cycles {
      ends = false
    } else if stop == nil, outcome.lastOneShot != nil {
      span = max(span, 5)  // still more to come: as driven motion
    } else if stop == nil, samples.count > 1 {
      // The chain ran out: what it left decides whether the strip ends on a last state (a
      // spinner the last call removed) or goes round.
      ends = !outcome.loops
    }
    // What the code scheduled runs now too, so a stop in a later block ends the span there
    // instead of showing the tree as it was before.
    if stop == nil {
      let period = max(0.001, span)
      let strip = ViewSettings.stripTimes(settings, period: period, endsAtPeriod: ends)
      let times = (strip + [period]).sorted()
      var failure: RunError?
      program.last.record(strip, for: values, framesPerSecond: fps)
      program.run(values: values, until: times, framesPerSecond: fps) { _, outcome in
        switch outcome {
        case .success(let made): if stop == nil, let stopped = made.stopped { stop = stopped.time }
        case .failure(let error): if failure == nil { failure = error }
        }
      }
      if let failure { throw failure }
    }
    if let stop { return (max(0.001, stop), true) }
    return (max(0.001, span), ends)
  }

  /// The range and unit of what a literal feeds, from the last part of its name: a property's
  /// as the simulated SDK declares it (`duration` is seconds ≥ 0, `opacity` 0…1, `lineWidth`
  /// points ≥ 0), else an argument label's (`withDuration`, `startAngle` in radians); anything
  /// else takes any finite number.
  static func measure(of name: String) -> Measure {
    // The part after the last dot, without a `#2` or an index (slices: no copies per literal).
    var last = Substring(name)
    if let hash = last.firstIndex(of: "#") { last = last[..<hash] }
    if let dot = last.lastIndex(of: ".") { last = last[last.index(after: dot)...] }
    if let bracket = last.firstIndex(of: "[") { last = last[..<bracket] }
    let key = String(last)
    // `transform.scale.x`, `scaledBy.y`: a factor, whatever the coordinate's own measure.
    var owner = Substring(name)[..<last.startIndex].dropLast()
    if let dot = owner.lastIndex(of: ".") { owner = owner[owner.index(after: dot)...] }
    if ["scale", "scaled", "scaledBy"].contains(owner) { return .any }
    return Library.measures[key] ?? argumentMeasures[key] ?? .any
  }

  /// What the arguments of the SDK's initialisers and functions measure, by label.
  static let argumentMeasures: [String: Measure] = [
    "withDuration": .seconds, "delay": .seconds, "withTimeInterval": .seconds, "springDuration": .seconds,
    "red": .fraction, "green": .fraction, "blue": .fraction, "white": .fraction, "alpha": .fraction,
    "usingSpringWithDamping": .dampingRatio,
    "radius": .length, "inset": .length, "size": .length,
    "startAngle": .angle, "endAngle": .angle, "rotationAngle": .angle, "angle": .angle,
    "translationX": .offset, "equalToConstant": .offset,
  ]
}

/// The literal numbers for the values last asked for, and whether they are the file's own.
final class NumbersCache: @unchecked Sendable {
  private let lock = NSLock()
  private let defaults: [String: Double]
  private let make: @Sendable (ParameterValues) -> [String: Double]
  private var last: (values: ParameterValues, numbers: [String: Double], areDefaults: Bool)?

  /// `make` works out the numbers for values; `defaults` are the file's own.
  init(defaults: [String: Double], make: @escaping @Sendable (ParameterValues) -> [String: Double]) {
    self.defaults = defaults
    self.make = make
  }

  func numbers(for values: ParameterValues) -> (numbers: [String: Double], areDefaults: Bool) {
    lock.lock()
    if let last, last.values == values {
      lock.unlock()
      return (last.numbers, last.areDefaults)
    }
    lock.unlock()
    let made = make(values)
    let areDefaults = made == defaults
    // The file's own numbers as the very dictionary the first run was keyed by.
    let numbers = areDefaults ? defaults : made
    lock.lock()
    last = (values, numbers, areDefaults)
    lock.unlock()
    return (numbers, areDefaults)
  }
}

/// The span last worked out for numbers other than the file's own.
final class SpanCache: @unchecked Sendable {
  private let lock = NSLock()
  private var last: (values: [String: Double], span: Double)?

  /// The span for `values`, worked out by `work` unless it was the last asked for; nil (and
  /// nothing kept) when `work` fails.
  func span(for values: [String: Double], _ work: () throws(RunError) -> Double) -> Double? {
    lock.lock()
    defer { lock.unlock() }
    if let last, last.values == values { return last.span }
    guard let span = try? work() else { return nil }
    last = (values, span)
    return span
  }
}

/// The SHA-256 of `text`'s UTF-8 bytes, as lowercase hex.
public func sha256(_ text: String) -> String {
  SHA256.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
}

/// The parsed, operator-folded file and how its literals map to positions.
struct Program: @unchecked Sendable {
  let tree: SourceFileSyntax
  let file: String
  let converter: SourceLocationConverter
  /// Each literal's name by the UTF-8 offset where it starts.
  let names: [Int: String]
  /// The same names as a set: what a tap setting's name must not take.
  let literalNames: Set<String>
  let defaults: [Int: Double]
  /// The names the file's scopes may hold.
  let bound: BoundNames
  /// The view class to show, when the user chose one.
  let view: String?
  /// Whether the file mentions `CATransition` at all.
  let makesTransitions: Bool
  /// The text as parsed, older spellings rewritten (`ParseableText`), and where they were.
  let parseable: ParseableText
  /// Whether the code its display links and repeating timers call can stop them
  /// (`RecurringStops`): without that, motion they drive has no end.
  let mayStopRecurring: Bool
  /// The code compiled by the runs so far, shared by the next.
  let code: CompiledCache

  /// The files joined into `text`, when there are several.
  let files: SourceSet?
  /// Storyboards and nibs opened with them.
  let interfaces: [InterfaceDocument]
  /// The app's images beside them.
  let assets: AssetCatalog
  /// Whether the person asked to stop (Ctrl-C), asked while the code runs.
  let isInterrupted: @Sendable () -> Bool

  init(
    text: String, file: String, literals: [SourceLiteral], view: String? = nil, files: SourceSet? = nil,
    interfaces: [InterfaceDocument] = [], assets: AssetCatalog = .empty,
    isInterrupted: @escaping @Sendable () -> Bool = { false }
  ) {
    self.files = files
    self.interfaces = interfaces
    self.assets = assets
    self.isInterrupted = isInterrupted
    self.view = view
    makesTransitions = text.contains("CATransition")
    parseable = ParseableText(text)
    let parsed = Parser.parse(source: parseable.text)
    let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
    tree = folded.as(SourceFileSyntax.self) ?? parsed
    syntaxError = parsed.hasError ? Self.firstSyntaxError(in: parsed) : nil
    mayStopRecurring = RecurringStops.mayStop(tree)
    self.file = file
    converter = SourceLocationConverter(fileName: file, tree: tree)
    bound = BoundNames(tree)
    names = Dictionary(uniqueKeysWithValues: literals.map { ($0.bytes.lowerBound, $0.name) })
    literalNames = Set(literals.map(\.name))
    defaults = Dictionary(uniqueKeysWithValues: literals.map { ($0.bytes.lowerBound, $0.value) })
    code = CompiledCache(literalOffsets: literals.map(\.bytes.lowerBound))
  }

  /// The first thing swift-syntax's parser says is wrong with the text, when it is not Swift
  /// (a half-typed line saved from an editor): the file is refused with it, where Swift's
  /// compiler would stop, instead of reaching the interpreter as a missing expression.
  let syntaxError: (position: AbsolutePosition, message: String, foreign: Bool)?

  /// The first error of a text that is not Swift. A character Swift does not compile in code (a
  /// control character, a byte that was not UTF-8 and became U+FFFD) is named here: swift-syntax's
  /// diagnostics stop the process on some of them ("A Fix-It must have at least one change",
  /// found by `FuzzOpenedFile`); for the rest, swift-syntax's first diagnostic.
  static func firstSyntaxError(in parsed: SourceFileSyntax) -> (position: AbsolutePosition, message: String, foreign: Bool)? {
    for token in parsed.tokens(viewMode: .sourceAccurate) {
      // The token's text and the unexpected text in its trivia (comments may hold anything).
      var pieces: [(text: String, at: AbsolutePosition)] = []
      var offset = token.position
      for piece in token.leadingTrivia.pieces {
        if case .unexpectedText(let text) = piece { pieces.append((text, offset)) }
        offset = offset.advanced(by: piece.sourceLength.utf8Length)
      }
      pieces.append((token.text, token.positionAfterSkippingLeadingTrivia))
      offset = token.endPositionBeforeTrailingTrivia
      for piece in token.trailingTrivia.pieces {
        if case .unexpectedText(let text) = piece { pieces.append((text, offset)) }
        offset = offset.advanced(by: piece.sourceLength.utf8Length)
      }
      for (text, at) in pieces {
        guard let bad = text.unicodeScalars.firstIndex(where: isForeign) else { continue }
        let scalar = text.unicodeScalars[bad]
        let before = text.unicodeScalars[..<bad].reduce(0) { $0 + String($1).utf8.count }
        let name =
          scalar == "\u{FFFD}"
          ? "a byte that is not UTF-8" : "the control character \\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        return (at.advanced(by: before), "\(name) stands outside a comment, where Swift does not compile it", true)
      }
    }
    let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: parsed)
    let first = diagnostics.first { d in
      // Only the missing parentheses are Swift 2's spelling; anything else wrong there is an error.
      !((d.message.hasPrefix("expected '('") || d.message.hasPrefix("expected ')'")) && isSwift2FunctionType(d.node))
        // Swift 2's C-style loop, when its three clauses read as Swift.
        && !CStyleForLoop.holds(d.node)
        // Xcode 7's `[#Image(imageLiteral: "a")#]`, read as Swift 3's literal.
        && !Xcode7Literals.isInBracketed(d.node)
    }
    guard let first else { return nil }
    return (first.position, first.message, false)
  }

  /// Whether `node` lies in a function type written as Swift 2 allowed, its one parameter type
  /// without parentheses (`AnyObject? -> Void`; SE-0066 made them required): the parser recovers
  /// it as the type with the parentheses, which is what it means, so it is read and said, not
  /// refused.
  static func isSwift2FunctionType(_ node: Syntax) -> Bool {
    var current: Syntax? = node
    while let n = current {
      if let function = n.as(FunctionTypeSyntax.self) {
        return function.leftParen.presence == .missing && function.rightParen.presence == .missing
          && function.parameters.count == 1
      }
      current = n.parent
    }
    return false
  }

  /// Where the text writes a Swift 2 function type (`AnyObject? -> Void`), for one warning.
  var swift2FunctionType: AbsolutePosition? {
    tree.tokens(viewMode: .sourceAccurate).lazy.compactMap { token -> AbsolutePosition? in
      guard token.tokenKind == .arrow, let function = token.parent?.parent?.as(FunctionTypeSyntax.self),
        function.leftParen.presence == .missing
      else { return nil }
      return function.positionAfterSkippingLeadingTrivia
    }.first
  }

  /// C0 controls but the tab, DEL, and the replacement character invalid UTF-8 decodes to.
  static func isForeign(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value == 0x7F
      || scalar == "\u{FFFD}"
  }

  /// The syntax error as a refusal at its place (in its own file when several are open).
  func syntaxRefusal() -> RunError? {
    guard let syntaxError else { return nil }
    let location = converter.location(for: syntaxError.position)
    let (name, line) = files?.place(line: location.line) ?? (file, location.line)
    return RunError(file: name, line: line, column: location.column, message: "syntax error: \(syntaxError.message)")
  }

  /// The key of `preview.seed` among the numbers a run takes (no literal's name starts with `#`).
  static let seedKey = "#seed"
  /// The keys of an app's screen size, in points, when the person gives one (`view.width`,
  /// `view.height`): absent, the simulated iPhone's (or a storyboard device's).
  static let screenWidthKey = "#screen.width"
  static let screenHeightKey = "#screen.height"

  /// The key under which a tap or slide setting `name` (`tap.Start`, `slide.slider`) travels
  /// among the numbers a run takes: behind `#`, so no literal's name can be it.
  static func runKey(of name: String) -> String { "#" + name }

  /// The setting's name a run key carries when it is one of `prefix` (`tap.`, `slide.`).
  static func setting(ofRunKey key: String, prefix: String) -> String? {
    key.hasPrefix(runKey(of: prefix)) ? String(key.dropFirst()) : nil
  }

  struct Outcome {
    var tree: Layer
    /// Whether the code drew random numbers (so far).
    var drewRandom = false
    /// One per kind of code skipped because it draws nothing, in source order.
    var warnings: [String]
    /// The longest of the animations' single runs (begin + duration, twice when
    /// autoreversing), for the strip's span; at least 5 s while code runs again and again
    /// (a display link, a repeating timer).
    var period: Double
    /// When only calls that run once are still to come (`asyncAfter`, a one-shot timer, a
    /// delegate's callback), the time of the last: the span reaches it and what it starts.
    var lastOneShot: Double?
    /// Where the code scheduled after the setup stopped, and when: the tree is as it was then.
    var stopped: (error: RunError, time: Double)?
    /// Whether the motion goes round: an animation repeats, code runs again and again, or
    /// particles flow. Otherwise it comes to an end, which the strip's last frame shows.
    var loops = true
    /// Whether the view sits on an iOS window's black (`Interpreter.onBlackWindow`).
    var onBlackWindow = false
    /// Whether a display link or a repeating timer is still to call the code.
    var recurring = false
    /// When one last called it, in seconds of the run.
    var lastRecurringCall = 0.0
  }

  /// The last run, to go on from when the next frame is later with the same numbers (the
  /// strip, playback and plots ask for times in order): simulated time only moves forward.
  final class LastRun: @unchecked Sendable {
    let lock = NSLock()
    var key: (values: [String: Double], fps: Double)?
    /// The run to go on from; a run dropped ends its paused background blocks (their threads).
    var interpreter: Interpreter? {
      didSet { if let oldValue, oldValue !== interpreter { oldValue.endBackgroundWork() } }
    }
    /// Where that run's scheduled code stopped, if it did: it goes no further.
    var stop: (error: RunError, time: Double)? { didSet { remember() } }
    /// Whether it stopped in the setup, before anything was shown.
    var setupFailed = false { didSet { remember() } }
    /// The last stop seen and the numbers it was seen with: a later run with the same numbers
    /// from the start (a strip's frames before the stop) stops there too, so it is still said.
    private(set) var knownStop: (values: [String: Double], error: RunError, time: Double, inSetup: Bool)?

    private func remember() {
      guard let key, let stop else { return }
      knownStop = (key.values, stop.error, stop.time, setupFailed)
    }
    /// Outcomes kept at the times a strip will ask (`record(_:for:)`), for the numbers in
    /// `key`: a strip asking them again takes them instead of running from 0.
    var kept: [Double: Outcome] = [:]
    var keptKey: (values: [String: Double], fps: Double)?
    var wanted: Set<Double> = []
    /// How many runs started from 0 so far (each a new interpreter).
    var runsFromStart = 0
    let worker = DeepStackThread()

    deinit { interpreter?.endBackgroundWork() }

    /// Keeps the outcomes of the runs with `values` at `fps` at `times` from now on.
    func record(_ times: [Double], for values: [String: Double], framesPerSecond fps: Double) {
      lock.lock()
      defer { lock.unlock() }
      if keptKey?.values != values || keptKey?.fps != fps { (kept, keptKey) = ([:], (values, fps)) }
      wanted = Set(times)
    }

    /// The outcomes kept for `values`, in order of time.
    func recorded(for values: [String: Double]) -> [(time: Double, outcome: Outcome)] {
      lock.lock()
      defer { lock.unlock() }
      guard keptKey?.values == values else { return [] }
      return kept.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The warnings the last run with `values` gave so far: its setup's and those of the code
    /// it scheduled, up to the latest time it reached.
    func warnings(for values: [String: Double]) -> [String] {
      lock.lock()
      defer { lock.unlock() }
      guard let key, key.values == values, let interpreter else { return [] }
      return interpreter.warnings.values.sorted()
    }

    /// The controls a tap reaches in the last run with `values`, by their settings' keys
    /// (`tap.Start`), and what a tap runs: the setup's, then those the run's taps made.
    func tappable(for values: [String: Double]) -> [(key: String, runs: [String])] {
      lock.lock()
      defer { lock.unlock() }
      guard let key, key.values == values, let interpreter else { return [] }
      return (interpreter.tappableAtSetup + interpreter.tappableLater).map { ($0.key, $0.runs) }
    }

    /// The sliders a drag reaches in the last run with `values` (`slide.slider`).
    func slidable(for values: [String: Double]) -> [Interpreter.Slidable] {
      lock.lock()
      defer { lock.unlock() }
      guard let key, key.values == values, let interpreter else { return [] }
      return interpreter.slidableAtSetup
    }

    /// Where the last run with `values` stopped, said for the person: place, reason, time.
    func stopped(for values: [String: Double]) -> String? {
      lock.lock()
      defer { lock.unlock() }
      guard let stop = knownStop, stop.values == values else { return nil }
      if stop.inSetup { return "\(stop.error) (the code stops in its setup with these numbers: the frames show the file's own)" }
      return "\(stop.error) (at \(String(format: "%.3g", stop.time)) s; the frames after show the picture as it was then)"
    }
  }
  let last = LastRun()

  /// `run(values:until:framesPerSecond:)` for several times in increasing order, as one job on
  /// the program's thread (a strip's frames: one handoff instead of one per frame); `each`
  /// gets each outcome there as soon as it is made.
  func run(
    values: [String: Double], until times: [Double], framesPerSecond: Double,
    each: @escaping (Int, Result<Outcome, RunError>) -> Void
  ) {
    last.worker.perform {
      for (i, t) in times.enumerated() {
        each(i, Result { () throws(RunError) in try self.runHere(values: values, until: t, framesPerSecond: framesPerSecond) })
      }
    }
  }

  /// Runs the setup code with `values` (by literal name) for the literals they name, then
  /// what it scheduled up to `time` seconds, display links ticking at `framesPerSecond`. On
  /// the program's own thread, which has a 64 MB stack: a tree-walking interpreter nests
  /// deeply, and the caller's thread (a test's, a worker's) may have as little as 512 KB. The
  /// thread lives as long as the program: one per run cost 0.3–0.8 ms each (a fresh stack
  /// faulted in page by page), a dozen times a strip.
  func run(values: [String: Double], until time: Double, framesPerSecond: Double) throws(RunError) -> Outcome {
    let result = last.worker.perform { () -> Result<Outcome, RunError> in
      Result { () throws(RunError) in try self.runHere(values: values, until: time, framesPerSecond: framesPerSecond) }
    }
    return try result.get()
  }

  func runHere(values: [String: Double], until time: Double, framesPerSecond: Double) throws(RunError) -> Outcome {
    last.lock.lock()
    defer { last.lock.unlock() }
    let keeps = last.keptKey?.values == values && last.keptKey?.fps == framesPerSecond
    if keeps, let known = last.kept[time] { return known }
    let outcome = try runUnkept(values: values, until: time, framesPerSecond: framesPerSecond)
    if keeps, last.wanted.contains(time) { last.kept[time] = outcome }
    return outcome
  }

  private func runUnkept(values: [String: Double], until time: Double, framesPerSecond: Double) throws(RunError)
    -> Outcome
  {
    let interpreter: Interpreter
    if let previous = last.interpreter, let key = last.key, key.values == values, key.fps == framesPerSecond,
      previous.now <= time
    {
      interpreter = previous
    } else {
      var literals = defaults
      for (offset, name) in names { if let v = values[name] { literals[offset] = v } }
      interpreter = Interpreter(
        file: file, converter: converter, literals: literals, bound: bound, code: code, files: files,
        interfaces: interfaces, assets: assets)
      last.runsFromStart += 1
      interpreter.framesPerSecond = framesPerSecond
      interpreter.isInterrupted = isInterrupted
      interpreter.chosenView = view
      for (key, x) in values {
        if let tap = Program.setting(ofRunKey: key, prefix: Interpreter.tapPrefix) { interpreter.touches[tap] = x }
        if let slide = Program.setting(ofRunKey: key, prefix: Interpreter.slidePrefix) { interpreter.slides[slide] = x }
      }
      interpreter.literalNames = literalNames
      if let width = values[Program.screenWidthKey], let height = values[Program.screenHeightKey] {
        interpreter.screenOverride = (width, height)
        interpreter.screenSize = (width, height)
      }
      let seed = values[Program.seedKey] ?? 0
      interpreter.randomState = Interpreter.firstRandomState &+ UInt64(bitPattern: Int64(seed.rounded())) &* 0x632B_E59B_D9B4_E019
      interpreter.rand48 = Rand48()
      interpreter.keepsPictures = makesTransitions
      (last.interpreter, last.key, last.stop, last.setupFailed) = (nil, nil, nil, false)
      do throws(RunError) {
        try interpreter.run(tree)
      } catch  where !error.isInterruption {
        // Said by `stopped(for:)`: the frames with these numbers are the file's own.
        (last.key, last.stop, last.setupFailed) = ((values, framesPerSecond), (error, 0), true)
        throw error
      }
      last.key = (values, framesPerSecond)
      last.interpreter = interpreter
    }
    // A refusal in code scheduled after the setup (a timer, a tick, a completion) stops the
    // run there: it is kept and said (`LastRun.stopped(for:)`), and every later frame shows the
    // tree as it was when the code stopped, never a picture from earlier.
    // Ctrl-C is not the file's doing: the half-run interpreter goes, nothing is kept.
    if last.stop == nil {
      do throws(RunError) {
        try interpreter.advance(to: time)
      } catch  where error.isInterruption {
        (last.interpreter, last.key) = (nil, nil)
        throw error
      } catch {
        last.stop = (error, interpreter.now)
      }
    }
    if last.stop == nil {
      do throws(RunError) {
        try interpreter.drawAnimatedProperties(at: time)
      } catch  where error.isInterruption {
        (last.interpreter, last.key) = (nil, nil)
        throw error
      } catch {
        last.stop = (error, time)
      }
    }
    guard let root = interpreter.shownRoot else {
      if let undeclared = interpreter.undeclaredSuperclass() { throw undeclared }
      if let uncalled = interpreter.uncalledExtensionMethods() { throw uncalled }
      throw RunError(file: file, message: "no view to show: set PlaygroundPage.current.liveView, or make a UIView")
    }
    var tree = root.tree()
    tree.placeFrameAtOrigin()
    // Windows shown over the app's, in screen coordinates, the higher level on top.
    let overlays = interpreter.overlayWindows.enumerated().sorted {
      ($0.element.window?.level ?? 0, $0.offset) < ($1.element.window?.level ?? 0, $1.offset)
    }
    tree.sublayers += overlays.map { $0.element.layer.tree() }
    if tree.drawnLayerCount(upTo: Interpreter.drawnLayerLimit) > Interpreter.drawnLayerLimit {
      throw RunError(
        file: file,
        message: "the view draws more than \(Interpreter.drawnLayerLimit) layers: replicators inside replicators "
          + "multiply their instance counts")
    }
    // Motion driven by code that runs again and again (display links, repeating timers) has no
    // length of its own: show 5 s of it unless the animations run longer (`preview.span` sets
    // any other). Calls that run once are followed to their end by `open`.
    let pending = interpreter.schedule.events
    let recurring = pending.contains { event in
      switch event.action {
      case .displayLink(let link, _, _): link.inRunLoop && !link.invalidated
      case .timer(let timer): timer.repeats && !timer.invalidated
      case .dynamics, .resumeBackground, .redisplay: true
      default: false
      }
    }
    return Outcome(
      tree: tree, drewRandom: interpreter.drewRandom, warnings: interpreter.warnings.values.sorted(),
      period: max(Self.period(tree), interpreter.customAnimationPeriod, recurring ? 5 : 0),
      lastOneShot: recurring ? nil : pending.map(\.time).max(), stopped: last.stop,
      loops: recurring || interpreter.customAnimationsRepeat || Self.loops(tree),
      onBlackWindow: interpreter.onBlackWindow, recurring: recurring, lastRecurringCall: interpreter.lastRecurringCall)
  }

  /// Whether an animation of `layer`'s tree repeats or particles flow in it.
  static func loops(_ layer: Layer) -> Bool {
    if layer.animations.contains(where: { $0.animation.timing.repeatCount > 1 || $0.animation.timing.repeatDuration > 0 }) {
      return true
    }
    if let emitter = layer.emitter, emitter.emits { return true }
    if case .spinner(let spinner) = layer.content, spinner.startTime != nil { return true }
    return layer.sublayers.contains(where: loops) || layer.mask.map(loops) == true
  }

  /// How long an animation with `timing` is worth showing from time 0, in seconds of its
  /// parent: to the end of its first cycle (`speed` 0.5 makes a 0.25-s cycle last 0.5 s); for
  /// one begun before 0 (a bare `beginTime` on the media clock, a day back) and still running,
  /// one cycle from 0, or to its end when that comes first; 0 for one over before 0.
  static func period(of timing: MediaTiming) -> Double {
    let cycle = timing.cycleDuration / (timing.speed == 0 ? 1 : abs(timing.speed))
    guard timing.beginTime < 0 else { return timing.beginTime + cycle }
    let end = timing.endTime ?? .infinity
    guard end > 0 else { return 0 }
    return min(cycle, end)
  }

  static func period(_ layer: Layer) -> Double {
    let own = layer.animations.map { Self.period(of: $0.animation.timing) }.max() ?? 0
    // A transition (`CATransition`, `UIView.transition`) runs from its begin time to its end.
    let transition = layer.transition.map { $0.timing.timing.beginTime + $0.timing.timing.effectiveDuration } ?? 0
    // Particles move without end, as display links do: 5 s of them (or their birth rate's
    // animations, if longer).
    let emitting: Double =
      if let emitter = layer.emitter, emitter.emits {
        max(5, emitter.rateAnimations.map { $0.animation.timing.beginTime + $0.animation.timing.effectiveDuration }.max() ?? 0)
      } else { 0 }
    // A turning activity indicator: one turn from when it started.
    let spinning: Double =
      if case .spinner(let spinner) = layer.content, let start = spinner.startTime { start + spinner.period } else { 0 }
    return max(
      own, transition, emitting, spinning, layer.sublayers.map(period).max() ?? 0, layer.mask.map(period) ?? 0)
  }
}
