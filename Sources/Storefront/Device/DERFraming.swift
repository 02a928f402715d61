/// A cheap check of DER framing (no OpenSSL): whether bytes are exactly one element.
enum DERFraming {
  /// Whether `bytes` are one DER element with tag `tag` whose length covers exactly the rest.
  static func isOneElement(_ bytes: [UInt8], tag: UInt8) -> Bool {
    guard bytes.count >= 2, bytes[0] == tag else { return false }
    let first = Int(bytes[1])
    var length = first
    var header = 2
    if first & 0x80 != 0 {
      let count = first & 0x7F
      guard (1...4).contains(count), bytes.count >= 2 + count, bytes[2] != 0 else { return false }
      length = bytes[2..<(2 + count)].reduce(0) { $0 << 8 | Int($1) }
      guard length >= 0x80 else { return false }
      header += count
    }
    return bytes.count == header + length
  }
}
