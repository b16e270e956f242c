import Foundation
import PNGCodec
import Raster

/// Images in iTerm2's inline image protocol (OSC 1337 `File=`; also WezTerm, Warp, VS Code with
/// images on): the frame as a PNG, base64, sized in character cells so that a Retina screen's
/// points and pixels agree, its aspect kept.
public enum InlineImages {
  public static func bytes(for image: Pixmap, cell: (width: Int, height: Int)) throws(PNGError) -> [UInt8] {
    let png = try PNGEncoder.data(image)
    let columns = (image.width + cell.width - 1) / max(1, cell.width)
    let rows = (image.height + cell.height - 1) / max(1, cell.height)
    let head = "\u{1b}]1337;File=inline=1;size=\(png.count);width=\(columns);height=\(rows);preserveAspectRatio=1:"
    return Array(head.utf8) + Array(Data(png).base64EncodedString().utf8) + [0x07]
  }
}
