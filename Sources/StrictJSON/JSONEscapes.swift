/// Decoding of JSON string escapes whose syntax the parser has already checked.
enum JSONEscapes {
  /// The text of string content `bytes` (between the quotes), with escapes decoded.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count else {
        output.append(byte)
        index += 1
        continue
      }
      let escape = bytes[index + 1]
      index += 2
      switch escape {
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "u"):
        var value = hex4(bytes, at: index)
        index += 4
        if value >= 0xD800, value <= 0xDBFF, index + 6 <= bytes.count {
          let low = hex4(bytes, at: index + 2)
          value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
          index += 6
        }
        for unit in UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}")! { output.append(unit) }
      default: output.append(escape)  // " \ /
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The value of four hex digits at `offset`.
  static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
    var value: UInt32 = 0
    for position in offset..<min(offset + 4, bytes.count) {
      let byte = bytes[position]
      let digit: UInt32 =
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        default: UInt32(byte &- UInt8(ascii: "A") &+ 10) & 0xF
        }
      value = value << 4 | digit
    }
    return value
  }
}
