import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// A collection view with a flow layout lays its items out in lines: as many as fit at the
/// minimum spacing, the leftover width spread between them (Apple, *Collection View
/// Programming Guide*), items of one size in columns, a line of mixed sizes justified but the
/// last, items of different heights centred on their line. The expected frames are worked out
/// here by hand from those rules.
@Suite struct UICollectionViewTests {
  /// A host view 375 wide holding a collection view of `count` items, sized by `sizes` (else
  /// the layout's `itemSize`), under `layout` lines of setup.
  static func cells(_ layout: String, count: Int, sizes: String? = nil) throws -> [Rect] {
    let sizing =
      sizes.map {
        """
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
          let sizes: [CGSize] = \($0)
          return sizes[indexPath.item]
        }
        """
      } ?? ""
    let tree = try LanguageTests.tree(
      """
      final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { \(count) }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
          let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
          cell.backgroundColor = .red
          return cell
        }
        \(sizing)
      }
      let source = Source()
      let layout = UICollectionViewFlowLayout()
      \(layout)
      let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
      grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
      grid.dataSource = source
      grid.delegate = source
      host.addSubview(grid)
      """)
    return tree.sublayers[0].sublayers.map(\.frame)
  }

  /// 100-point items with 20-point insets: 335 points of room fit 3 at the 10-point minimum
  /// (320), the other 15 widen both gaps to 17.5; lines 10 apart; the last line's one item
  /// stands in the first column.
  @Test func itemsOfOneSizeStandInColumnsSpreadAcrossTheLine() throws {
    let frames = try Self.cells(
      """
      layout.itemSize = CGSize(width: 100, height: 100)
      layout.sectionInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
      """, count: 7)
    let expected = (0..<7).map { i in
      Rect(x: 20 + Double(i % 3) * 117.5, y: 20 + Double(i / 3) * 110, width: 100, height: 100)
    }
    #expect(frames == expected)
  }

  /// Widths 100, 150, 80 fill the first line (330 of 375 at the minimum spacing; 200 more
  /// would not fit), their gaps widened to 22.5; 200 and 60 make the last line, left-aligned
  /// 10 apart. Heights 40 and 60 share a line 60 high, the shorter centred.
  @Test func mixedSizesJustifyEveryLineButTheLastAndCentreOnTheirLine() throws {
    let frames = try Self.cells(
      "", count: 5,
      sizes:
        "[CGSize(width: 100, height: 40), CGSize(width: 150, height: 60), CGSize(width: 80, height: 40), CGSize(width: 200, height: 30), CGSize(width: 60, height: 30)]"
    )
    #expect(
      frames == [
        Rect(x: 0, y: 10, width: 100, height: 40), Rect(x: 122.5, y: 0, width: 150, height: 60),
        Rect(x: 295, y: 10, width: 80, height: 40), Rect(x: 0, y: 70, width: 200, height: 30),
        Rect(x: 210, y: 70, width: 60, height: 30),
      ])
  }

  /// UIKit's defaults: 50-point items, 10 apart at least: 6 fit in 375 (350), 5 gaps of 15.
  @Test func aNewFlowLayoutTakesUIKitsDefaults() throws {
    let frames = try Self.cells("", count: 7)
    #expect(frames.prefix(6).map(\.minX) == [0, 65, 130, 195, 260, 325])
    #expect(frames[6] == Rect(x: 0, y: 60, width: 50, height: 50))
  }

  /// A horizontal layout's lines are columns: items go down the first column, then the next.
  @Test func aHorizontalLayoutFillsColumns() throws {
    let frames = try Self.cells(
      """
      layout.scrollDirection = .horizontal
      layout.itemSize = CGSize(width: 100, height: 290)
      """, count: 3)
    #expect(
      frames == [
        Rect(x: 0, y: 0, width: 100, height: 290), Rect(x: 0, y: 310, width: 100, height: 290),
        Rect(x: 110, y: 0, width: 100, height: 290),
      ])
  }

  /// Items inserted later load again at the next layout, as they end; UIKit's animation of
  /// them is said (the same members serve a table's rows).
  @Test func insertedItemsShowAsTheyEndAndTheirAnimationIsSaid() throws {
    let file = try LanguageTests.opened(
      """
      final class Source: NSObject, UICollectionViewDataSource {
        var count = 1
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
          collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
      }
      let source = Source()
      let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
      grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
      grid.dataSource = source
      host.addSubview(grid)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        source.count = 3
        grid.insertItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
      }
      """)
    #expect(file.scene.presentation(ParameterValues(), 0.5).sublayers[0].sublayers.count == 1)
    #expect(file.scene.presentation(ParameterValues(), 1.5).sublayers[0].sublayers.count == 3)
    #expect(
      (file.scene.laterWarnings?(ParameterValues()) ?? []).contains {
        $0.contains("insertItems(…) shows the items as they end: UIKit's animations of them are not drawn")
      })
  }

  /// A `UICollectionViewController` made with `init(collectionViewLayout:)` is its items' data
  /// source and delegate; a cell class's `init(frame:)` and `layoutSubviews()` run; an item's
  /// `tap.item<n>` setting runs `didSelectItemAt` with its index path.
  @Test func aControllersItemIsTappedByItsSetting() throws {
    let file = try OpenedFile.open(
      text: """
        import UIKit
        import PlaygroundSupport
        class Cell: UICollectionViewCell {
          override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .blue
          }
          required init?(coder: NSCoder) { fatalError() }
        }
        class Grid: UICollectionViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(Cell.self, forCellWithReuseIdentifier: "cell")
          }
          override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
          override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
          }
          override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            let cell = collectionView.cellForItem(at: indexPath)!
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { cell.alpha = 0 })
          }
        }
        PlaygroundPage.current.liveView = Grid(collectionViewLayout: UICollectionViewFlowLayout())
        """, path: "/x/Grid.swift")
    #expect(file.scene.parameters.map(\.name).filter { $0.hasPrefix("tap.") } == ["tap.item0", "tap.item1", "tap.item2"])
    #expect(
      file.warnings.contains {
        $0.hasPrefix("Grid.swift:19:")
          && $0.contains("a tap on an item (tap.item0, tap.item1, tap.item2) runs Grid.collectionView(_:didSelectItemAt:)")
      })
    var values = ParameterValues()
    values[try #require(file.scene.parameters.first { $0.name == "tap.item1" })] = .number(0.5)
    let cells = file.scene.presentation(values, 1).sublayers
    #expect(cells.count == 3 && cells[0].sublayers.first?.backgroundColor == Color(red: 0, green: 0, blue: 1))
    #expect(cells.map(\.opacity) == [1, 0.5, 1])
  }
}
