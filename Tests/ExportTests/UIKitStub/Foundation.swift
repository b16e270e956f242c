// The parts of Foundation the exported snippets touch, with Apple's documented names and
// types. The math functions come from Glibc here as they come from Darwin on iOS.
@_exported import Glibc
@_exported import ObjectiveC

public typealias TimeInterval = Double

open class NSCoder: NSObject {}

open class RunLoop: NSObject {
  open class var main: RunLoop { RunLoop() }
  open class var current: RunLoop { RunLoop() }
  public struct Mode: Hashable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Mode("kCFRunLoopDefaultMode")
    public static let common = Mode("kCFRunLoopCommonModes")
  }
}
