import FoundationEssentials

/// Base64url without padding (RFC 7515 §2), the encoding of the three parts of a compact JWS.
public enum Base64URL {
  /// `bytes` in the base64url alphabet, without `=` padding.
  public static func encode(_ bytes: some Sequence<UInt8>) -> String {
    String(decoding: encodedBytes(Array(bytes)), as: UTF8.self)
  }

  /// The base64url text of `bytes` as ASCII bytes, without padding.
  static func encodedBytes(_ bytes: [UInt8]) -> [UInt8] {
    let alphabet: StaticString = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    let table = alphabet.utf8Start
    var output = [UInt8]()
    output.reserveCapacity((bytes.count * 4 + 2) / 3)
    var index = 0
    let count = bytes.count
    while index + 3 <= count {
      let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
      output.append(table[Int(value >> 18 & 63)])
      output.append(table[Int(value >> 12 & 63)])
      output.append(table[Int(value >> 6 & 63)])
      output.append(table[Int(value & 63)])
      index += 3
    }
    if count - index == 1 {
      let value = UInt32(bytes[index]) << 16
      output.append(table[Int(value >> 18 & 63)])
      output.append(table[Int(value >> 12 & 63)])
    } else if count - index == 2 {
      let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8
      output.append(table[Int(value >> 18 & 63)])
      output.append(table[Int(value >> 12 & 63)])
      output.append(table[Int(value >> 6 & 63)])
    }
    return output
  }

  /// The bytes encoded by `text`, or nil unless it is strict base64url: only `A–Z a–z 0–9 - _`,
  /// no padding, no whitespace, and the unused low bits of the last character zero (so that
  /// every byte string has exactly one encoding).
  public static func decode(_ text: some StringProtocol) -> [UInt8]? {
    Base64Decoder.decode(Array(text.utf8), alphabet: .url)
  }

  /// The bytes encoded by the UTF-8 `characters`, as strictly as `decode(_:)` reads a text.
  public static func decode(utf8 characters: some Collection<UInt8>) -> [UInt8]? {
    Base64Decoder.decode(characters, alphabet: .url)
  }
}
