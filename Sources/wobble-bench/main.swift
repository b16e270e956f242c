import Scenes
import Terminal
let v = ParameterValues()
let strip = Preview.strip(BlobScene.scene, v, maximumWidth: 800)
try PNGWriter.write(strip, to: "/tmp/strip.png")
let six = try SixelEncoder.encode(strip)
let back = try SixelDecoder.decode(six)
var maxErr = 0
for i in 0..<strip.pixels.count where i % 4 != 3 { maxErr = max(maxErr, abs(Int(strip.pixels[i]) - Int(back.pixels[i]))) }
print(strip.width, strip.height, six.count, maxErr, IndexedImage(strip).colorCount, IndexedImage(strip).isExact)
