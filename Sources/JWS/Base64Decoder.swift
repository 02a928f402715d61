/// The strict decoder behind `Base64URL` and `StandardBase64`: no padding, no whitespace, canonical.
enum Base64Decoder {
  /// The two alphabets of RFC 4648: §4 (`+ /`) and §5 (`- _`).
  enum Alphabet {
    case standard, url

    /// The value of each byte (0–63), or `invalid` for a byte outside this alphabet.
    var table: [UInt8] { self == .standard ? Base64Decoder.standardTable : Base64Decoder.urlTable }
  }

  /// The table value of a byte outside the alphabet.
  static let invalid: UInt8 = 0xFF
  static let standardTable = makeTable(UInt8(ascii: "+"), UInt8(ascii: "/"))
  static let urlTable = makeTable(UInt8(ascii: "-"), UInt8(ascii: "_"))

  /// Decodes unpadded `characters`; nil on any character outside `alphabet`, a length of 4n+1,
  /// or non-zero unused bits in the last character.
  static func decode(_ characters: some Collection<UInt8>, alphabet: Alphabet) -> [UInt8]? {
    let table = alphabet.table
    if let result = characters.withContiguousStorageIfAvailable({ decode($0, table: table) }) { return result }
    return Array(characters).withUnsafeBufferPointer { decode($0, table: table) }
  }

  /// Decodes `input` with `table`, four characters (three bytes) at a time.
  private static func decode(_ input: UnsafeBufferPointer<UInt8>, table: [UInt8]) -> [UInt8]? {
    let count = input.count
    guard count % 4 != 1 else { return nil }
    let outputCount = count / 4 * 3 + max(count % 4 - 1, 0)
    return table.withUnsafeBufferPointer { table -> [UInt8]? in
      var valid = true
      let bytes = [UInt8](unsafeUninitializedCapacity: outputCount) { output, initialized in
        var index = 0
        var written = 0
        var bad: UInt8 = 0
        while index + 4 <= count {
          let a = table[Int(input[index])]
          let b = table[Int(input[index + 1])]
          let c = table[Int(input[index + 2])]
          let d = table[Int(input[index + 3])]
          bad |= (a | b | c | d) & 0xC0
          let value = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
          output[written] = UInt8(truncatingIfNeeded: value >> 16)
          output[written + 1] = UInt8(truncatingIfNeeded: value >> 8)
          output[written + 2] = UInt8(truncatingIfNeeded: value)
          index += 4
          written += 3
        }
        var value: UInt32 = 0
        let rest = count - index
        for offset in 0..<rest {
          let digit = table[Int(input[index + offset])]
          bad |= digit & 0xC0
          value = value << 6 | UInt32(digit & 0x3F)
        }
        if rest == 2 {
          output[written] = UInt8(truncatingIfNeeded: value >> 4)
          valid = value & 0x0F == 0
        } else if rest == 3 {
          output[written] = UInt8(truncatingIfNeeded: value >> 10)
          output[written + 1] = UInt8(truncatingIfNeeded: value >> 2)
          valid = value & 0x03 == 0
        }
        valid = valid && bad == 0
        initialized = outputCount
      }
      return valid ? bytes : nil
    }
  }

  /// A 256-entry table of the alphabet `A–Z a–z 0–9` followed by `c62` and `c63`.
  private static func makeTable(_ c62: UInt8, _ c63: UInt8) -> [UInt8] {
    var table = [UInt8](repeating: invalid, count: 256)
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8) + [c62, c63]
    for (value, character) in letters.enumerated() { table[Int(character)] = UInt8(value) }
    return table
  }
}
