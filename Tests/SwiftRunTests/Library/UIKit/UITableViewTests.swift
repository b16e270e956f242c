import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `UITableView` as demo apps use it: rows asked of the data source when the table is laid
/// out, only the visible ones made, each cell told `willDisplay`, separators as UIKit draws a
/// plain table's, a row's tap answered by `didSelectRowAt`. Positions worked out by hand from
/// the row heights.
@Suite struct UITableViewTests {
  static let list = """
    final class List: NSObject, UITableViewDataSource, UITableViewDelegate {
      let names = (0..<100).map { "Row \\($0)" }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
      }
    }
    let list = List()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = list
    table.delegate = list
    host.addSubview(table)

    """

  @Test func onlyTheVisibleRowsAreMadeStackedByTheirHeight() throws {
    let tree = try LanguageTests.tree(Self.list + "table.rowHeight = 60")
    let table = tree.sublayers[0]
    // 60-point rows in a 200-point table: rows at 0, 60, 120 and 180 are on screen.
    let cells = table.sublayers.filter { $0.name.hasPrefix("cell") }
    #expect(cells.map(\.frame.minY) == [0, 60, 120, 180])
    #expect(cells.allSatisfy { $0.frame.width == 200 && $0.frame.height == 60 })
    // Each cell's label reads its row; its separator lies along its bottom, 16 points in.
    let label = try #require(cells[2].sublayers[0].sublayers.first)
    if case .text(let style) = label.content { #expect(style.string == "Row 2") } else { Issue.record("no text") }
    let separator = try #require(cells[0].sublayers.last)
    #expect(separator.frame == Rect(x: 16, y: 59.5, width: 184, height: 0.5))
  }

  /// `UITableView(frame:style:)` takes its frame as `init(frame:)` does (exampleForAnimation's
  /// list was drawn 0 × 0, blank, when only `init(frame:)` read it).
  @Test func aTableMadeWithAStyleKeepsItsFrameAndRows() throws {
    let styled = Self.list.replacingOccurrences(
      of: "UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))",
      with: "UITableView(frame: CGRect(x: 0, y: 10, width: 200, height: 200), style: .plain)")
    let table = try LanguageTests.tree(styled).sublayers[0]
    #expect(table.frame == Rect(x: 0, y: 10, width: 200, height: 200))
    #expect(table.sublayers.filter { $0.name.hasPrefix("cell") }.map(\.frame.minY) == [0, 44, 88, 132, 176])
  }

  /// A plain table draws separators on below its last row unless a footer view ends it.
  @Test func emptySpaceBelowThePlainTablesRowsHasSeparatorsUntilAFooterEndsIt() throws {
    let short = Self.list.replacingOccurrences(of: "(0..<100)", with: "(0..<2)")
    let open = try LanguageTests.tree(short)
    // Two 44-point rows, then lines at 132 and 176 (each 44 further), inside 200 points.
    #expect(open.sublayers[0].sublayers.filter { $0.name.hasPrefix("separator") }.map(\.frame.minY) == [131.5, 175.5])
    let ended = try LanguageTests.tree(short + "table.tableFooterView = UIView()")
    #expect(ended.sublayers[0].sublayers.filter { $0.name.hasPrefix("separator") }.isEmpty)
  }

  /// A `UITableViewController` subclass is its table's data source and delegate; its custom
  /// cells are made with `init(style:reuseIdentifier:)`; `willDisplay` animates each row in
  /// with a delay by its row, as row-by-row entrance animations are written.
  @Test func aTableControllersCellsAnimateInFromWillDisplay() throws {
    let file = try OpenedFile.open(
      text: """
          import UIKit
          import PlaygroundSupport
          final class Cell: UITableViewCell {
          let dot = UIView()
          override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(dot)
          }
          required init?(coder: NSCoder) { fatalError() }
          override func layoutSubviews() {
            super.layoutSubviews()
            dot.frame = CGRect(x: contentView.bounds.width - 20, y: 0, width: 10, height: 10)
          }
        }
        final class Menu: UITableViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(Cell.self, forCellReuseIdentifier: "c")
            tableView.rowHeight = 50
          }
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
          }
          override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            cell.alpha = 0
            UIView.animate(withDuration: 1, delay: Double(indexPath.row), options: .curveLinear, animations: { cell.alpha = 1 })
          }
        }
        PlaygroundPage.current.liveView = Menu()
        """, path: "/x/Menu.swift")
    func rows(_ t: Double) -> [Layer] {
      file.scene.presentation(ParameterValues(), t).sublayers.filter { $0.name.hasPrefix("Cell") }
    }
    #expect(rows(0).map(\.frame.minY) == [0, 50, 100])
    // Row k fades in from k to k + 1 seconds, linearly.
    #expect(rows(0.5).map(\.opacity) == [0.5, 0, 0])
    #expect(rows(1.5).map(\.opacity) == [1, 0.5, 0])
    // The cell's own layout ran in its content view's width (375): the dot at 355.
    #expect(rows(0)[0].sublayers[0].sublayers.first?.frame.minX == 355)
  }

  /// `visibleCells` right after `reloadData()` answers the rows at once, as UIKit updates them
  /// on demand: the common "slide the rows up one by one" extension moves each made row.
  @Test func visibleCellsAfterReloadDataAreTheNewRowsAtOnce() throws {
    let tree = try LanguageTests.tree(
      Self.list.replacingOccurrences(of: "(0..<100)", with: "(0..<3)") + """
        extension UITableView {
          func animateTableView() {
            var delay: Double = 0
            self.reloadData()
            let cells = self.visibleCells
            for cell in cells {
              cell.transform = CGAffineTransform(translationX: 0, y: self.bounds.height)
              UIView.animate(withDuration: 1, delay: delay, options: .curveLinear, animations: { cell.transform = .identity })
              delay += 1
            }
          }
        }
        table.animateTableView()
        """, at: 0.5)
    let rows = tree.sublayers[0].sublayers.filter { $0.name.hasPrefix("cell") }
    // Row 0 halfway up from 200 points below; rows 1 and 2 still waiting, held at 200.
    #expect(rows.map(\.transform.m42) == [100, 200, 200])
  }

  /// A row is tapped by its `tap.…` setting, named after its text: the delegate's
  /// `didSelectRowAt` runs then, given the row's index path.
  @Test func aRowsTapSettingRunsDidSelectRowAt() throws {
    let file = try LanguageTests.opened(
      Self.list.replacingOccurrences(of: "(0..<100)", with: "(0..<3)") + """
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.addSubview(box)
        extension List {
          func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
              box.frame.origin.x = CGFloat(100 * indexPath.row)
            })
          }
        }
        """)
    #expect(file.warnings.contains { $0.contains("a tap on a row (tap.Row_0, tap.Row_1, tap.Row_2) runs List.tableView") })
    let spec = try #require(file.scene.parameters.first { $0.name == "tap.Row_2" })
    var tapped = ParameterValues()
    tapped[spec] = .number(1)
    func boxX(_ t: Double) -> Double { file.scene.presentation(tapped, t).sublayers[1].frame.minX }
    #expect(boxX(0.5) == 0 && abs(boxX(1.5) - 100) < 1e-9 && boxX(2.5) == 200)
  }

  /// A data source's count that is no whole number from 0, or a negative row height, is refused
  /// with the method that gave it (the run would otherwise trap or never end).
  @Test func aBadCountOrHeightIsRefusedWithItsMethod() throws {
    let rows = Self.list.replacingOccurrences(of: "names.count }", with: "-2 }")
    #expect(throws: RunError(description: "L.swift:4:1: tableView(_:numberOfRowsInSection:) gave -2: want a whole number from 0"))
    {
      _ = try LanguageTests.tree(rows)
    }
    let heights =
      Self.list + """
        extension List {
          func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { -10 }
        }
        """
    #expect(
      throws: RunError(
        description: "L.swift:4:1: tableView(_:heightForRowAt:) gave -10 for row 0 of section 0: want 0 points or more")
    ) {
      _ = try LanguageTests.tree(heights)
    }
  }

  /// `dequeueReusableCell(withIdentifier:)` finds no cell before one is registered: the code's
  /// own `?? UITableViewCell(style: .subtitle, …)` makes it, its detail label below the title.
  @Test func anUnregisteredIdentifierDequeuesNilAndTheCodeMakesTheCell() throws {
    let tree = try LanguageTests.tree(
      """
      final class Source: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "x")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "x")
          cell.textLabel?.text = "Title"
          cell.detailTextLabel?.text = "Detail"
          return cell
        }
      }
      let source = Source()
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
      table.dataSource = source
      host.addSubview(table)
      """)
    let content = try #require(tree.sublayers[0].sublayers.first?.sublayers.first)
    // A 44-point row: the title's 20 points end 2 above the middle, the detail starts 1 below.
    #expect(
      content.sublayers.map(\.frame) == [Rect(x: 16, y: 2, width: 268, height: 20), Rect(x: 16, y: 23, width: 268, height: 16)])
  }
}
