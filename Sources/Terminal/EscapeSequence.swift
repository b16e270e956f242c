/// Where the escape sequences in a byte stream to or from a terminal end (ECMA-48): the one
/// scanner behind wrapping image sequences for tmux and telling a terminal's replies from
/// typed keys.
enum EscapeSequence {
  /// Whether `introducer` (the byte after ESC) begins a string sequence — DCS `P`, APC `_`,
  /// OSC `]` — which runs to ST (`ESC \`) or BEL.
  static func isString(_ introducer: UInt8) -> Bool {
    introducer == UInt8(ascii: "P") || introducer == UInt8(ascii: "_") || introducer == UInt8(ascii: "]")
  }

  /// `bytes` as a terminal reads them, in order: each escape sequence whole (`isSequence`),
  /// each run of other bytes between them.
  static func pieces(of bytes: [UInt8], _ visit: (_ piece: ArraySlice<UInt8>, _ isSequence: Bool) -> Void) {
    var i = 0
    while i < bytes.count {
      if bytes[i] == 0x1b {
        let j = end(in: bytes, from: i)
        visit(bytes[i..<j], true)
        i = j
      } else {
        let j = bytes[i...].firstIndex(of: 0x1b) ?? bytes.count
        visit(bytes[i..<j], false)
        i = j
      }
    }
  }

  /// The index just past the sequence whose ESC is at `start`: a string sequence through its
  /// ST or BEL, a CSI (`ESC [`) through its final byte (0x40–0x7E), any other escape its two
  /// bytes; `bytes.count` for one cut short.
  static func end(in bytes: [UInt8], from start: Int) -> Int {
    var j = start + 1
    guard j < bytes.count else { return bytes.count }
    let introducer = bytes[j]
    j += 1
    if introducer == UInt8(ascii: "[") {
      while j < bytes.count, !(0x40...0x7e).contains(bytes[j]) { j += 1 }
      return min(j + 1, bytes.count)
    }
    guard isString(introducer) else { return j }
    while j < bytes.count {
      if bytes[j] == 0x07 { return j + 1 }
      if bytes[j] == 0x1b, j + 1 < bytes.count, bytes[j + 1] == 0x5c { return j + 2 }
      j += 1
    }
    return bytes.count
  }
}
