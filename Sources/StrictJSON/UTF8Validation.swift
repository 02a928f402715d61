/// Strict UTF-8 validation that reports where the first bad byte is.
public enum UTF8Validation {
  /// The offset of the first byte that does not start a well-formed UTF-8 sequence, or nil.
  ///
  /// Rejects overlong forms, surrogates (U+D800–U+DFFF) and values above U+10FFFF.
  public static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      // ASCII runs eight bytes at a time.
      if index + 8 <= count {
        let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
        if word & 0x8080_8080_8080_8080 == 0 {
          index += 8
          continue
        }
      }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: length = 3; lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: length = 3; upper = 0x9F
      case 0xF0: length = 4; lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4: length = 4; upper = 0x8F
      default: return index
      }
      guard index + length <= count else { return index }
      let second = bytes[index + 1]
      guard second >= lower && second <= upper else { return index }
      var next = index + 2
      while next < index + length {
        guard bytes[next] & 0xC0 == 0x80 else { return index }
        next += 1
      }
      index += length
    }
    return nil
  }
}
