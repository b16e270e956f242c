import DeflateCodec
import Foundation
import Raster

/// Images in the kitty graphics protocol: the pixels as 24-bit RGB (`f=24`), deflated with
/// zlib (`o=z`: a 630×650 frame goes from 1.6 MB of base64 to about 21 KB, which kitty,
/// WezTerm and Ghostty inflate; sent plain if zlib fails), base64 in chunks of at most 4096
/// bytes (`m=1` on every chunk but the last), shown at the cursor without moving it (`C=1`),
/// answers suppressed (`q=2`) so nothing lands in the input line.
///
/// A preview in the scrollback has no id (each stays as drawn); playback gives every frame one
/// id, so a frame replaces the one before at the cursor (the old one deleted first).
public enum KittyGraphics {
  /// The id frames of a playback share.
  public static let playbackID = 7_031_001
  /// The id of the live preview's frames (apart from playback's, so one does not delete the
  /// other's last frame).
  public static let liveID = 7_031_002
  static let chunk = 4096

  public static func bytes(for image: Pixmap, id: Int?) -> [UInt8] {
    let count = image.width * image.height
    let rgb = [UInt8](unsafeUninitializedCapacity: 3 * count) { out, initialized in
      image.pixels.withUnsafeBufferPointer { px in
        for k in 0..<count {
          out[3 * k] = px[4 * k]
          out[3 * k + 1] = px[4 * k + 1]
          out[3 * k + 2] = px[4 * k + 2]
        }
      }
      initialized = 3 * count
    }
    let deflated = Deflate.compress(rgb)
    let payload = Array(Data(deflated ?? rgb).base64EncodedString().utf8)
    var out: [UInt8] = []
    if let id { out += Array("\u{1b}_Ga=d,d=I,i=\(id),q=2\u{1b}\\".utf8) }
    let control =
      "a=T,f=24,s=\(image.width),v=\(image.height)" + (deflated == nil ? "" : ",o=z") + ",C=1,q=2"
      + (id.map { ",i=\($0)" } ?? "")
    var start = 0
    repeat {
      let end = min(payload.count, start + chunk)
      let more = end < payload.count ? 1 : 0
      out += Array(("\u{1b}_G" + (start == 0 ? control + "," : "") + "m=\(more);").utf8)
      out += payload[start..<end]
      out += Array("\u{1b}\\".utf8)
      start = end
    } while start < payload.count
    return out
  }
}
