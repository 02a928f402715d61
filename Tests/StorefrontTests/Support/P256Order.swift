/// The order n of the P-256 group and 256-bit big-endian arithmetic on it, for signature edge cases.
enum P256Order {
  /// n, big-endian.
  static let n: [UInt8] = hex("FFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551")

  /// `n - value` for a 32-byte big-endian `value` < n.
  static func complement(_ value: [UInt8]) -> [UInt8] {
    var result = [UInt8](repeating: 0, count: 32)
    var borrow = 0
    for index in stride(from: 31, through: 0, by: -1) {
      var digit = Int(n[index]) - Int(value[index]) - borrow
      borrow = digit < 0 ? 1 : 0
      if digit < 0 { digit += 256 }
      result[index] = UInt8(digit)
    }
    return result
  }

  /// The bytes of a hex string.
  static func hex(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(index, offsetBy: 2)
      bytes.append(UInt8(text[index..<next], radix: 16)!)
      index = next
    }
    return bytes
  }
}
