import Scenes
import Terminal
var v = ParameterValues()
let scene = Scene.named(CommandLine.arguments[1])!
v[ViewSettings.span] = .number(Double(CommandLine.arguments[2])!)
for arg in CommandLine.arguments.dropFirst(3) {
  let parts = arg.split(separator: "=", maxSplits: 1).map(String.init)
  let spec = scene.parameter(named: parts[0])!
  v[spec] = try! spec.parse(parts[1])
}
let strip = Preview.strip(scene, v, maximumWidth: 900)
try PNGWriter.write(strip, to: "/tmp/scene.png")
