import Foundation
import Geometry
import InterfaceBuilder
import Testing

@Suite struct InterfaceDocumentTests {
  static func document(_ body: String, type: String = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", extra: String = "")
    throws -> InterfaceDocument
  {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="\(type)" version="3.0" initialViewController="A-1"\(extra)>
          <device id="retina4_7" orientation="portrait"/>
      \(body)
      </document>
      """
    return try InterfaceDocument(data: Data(text.utf8), file: "Main.storyboard")
  }

  @Test func elementsKeepTheirAttributesChildrenAndLines() throws {
    let doc = try Self.document(
      """
      <scenes><scene sceneID="s"><objects>
      <viewController id="A-1" customClass="ViewController">
          <view key="view" id="v-1"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
      </viewController>
      </objects></scene></scenes>
      """)
    let controller = try #require(doc.object(ofClass: "ViewController"))
    #expect(controller.name == "viewController")
    #expect(controller.line == 5)
    #expect(doc.initialController?["id"] == "A-1")
    #expect(doc.byID["v-1"]?.child(key: "frame", "rect")?.number("height") == 667)
    #expect(doc.device == "retina4_7")
    #expect(doc.isStoryboard)
  }

  @Test func aMacDocumentIsRefusedSayingSo() {
    #expect {
      _ = try Self.document("<objects/>", type: "com.apple.InterfaceBuilder3.Cocoa.XIB")
    } throws: { "\($0)".contains("Main.storyboard:2: an Interface Builder document for the Mac") }
  }

  @Test func textThatIsNotXMLIsRefusedWithItsLine() {
    #expect {
      _ = try InterfaceDocument(data: Data("<document>\n<a>\n</b>".utf8), file: "X.xib")
    } throws: { "\($0)".hasPrefix("X.xib:3: not an XML document") }
  }

  @Test func otherXMLIsRefused() {
    #expect {
      _ = try InterfaceDocument(data: Data("<plist><dict/></plist>".utf8), file: "Info.xib")
    } throws: { "\($0)".contains("not an Interface Builder document") }
  }

  @Test func nestingDeeperThanTheLimitIsRefusedBeforeItIsBuilt() {
    let depth = InterfaceDocument.depthLimit + 5
    let body = String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth)
    #expect {
      _ = try Self.document(body)
    } throws: { "\($0)".contains("nest deeper than \(InterfaceDocument.depthLimit)") }
  }
}
