/// The strict decoder behind `Base64URL` and `StandardBase64`: no padding, no whitespace, canonical.
enum Base64Decoder {
  /// The two alphabets of RFC 4648: §4 (`+ /`) and §5 (`- _`).
  enum Alphabet {
    case standard, url

    /// The value of `character`, or nil when it is not in this alphabet.
    func value(of character: UInt8) -> UInt32? {
      switch character {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(character - UInt8(ascii: "A"))
      case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(character - UInt8(ascii: "a") + 26)
      case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(character - UInt8(ascii: "0") + 52)
      case UInt8(ascii: "+") where self == .standard, UInt8(ascii: "-") where self == .url: 62
      case UInt8(ascii: "/") where self == .standard, UInt8(ascii: "_") where self == .url: 63
      default: nil
      }
    }
  }

  /// Decodes unpadded `characters`; nil on any character outside `alphabet`, a length of 4n+1,
  /// or non-zero unused bits in the last character.
  static func decode(_ characters: some Collection<UInt8>, alphabet: Alphabet) -> [UInt8]? {
    guard characters.count % 4 != 1 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(characters.count * 3 / 4)
    var accumulator: UInt32 = 0
    var bits = 0
    for character in characters {
      guard let value = alphabet.value(of: character) else { return nil }
      accumulator = (accumulator << 6) | value
      bits += 6
      if bits >= 8 {
        bits -= 8
        bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
        accumulator &= (1 << UInt32(bits)) - 1
      }
    }
    guard accumulator == 0 else { return nil }
    return bytes
  }
}
