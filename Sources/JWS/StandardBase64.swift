import FoundationEssentials

/// Standard base64 with `=` padding (RFC 4648 §4), the encoding of `x5c` certificates (RFC 7515 §4.1.6).
enum StandardBase64 {
  /// `bytes` in the standard alphabet with padding.
  static func encode(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }

  /// The bytes encoded by `text`, or nil unless it is strict padded standard base64: only
  /// `A–Z a–z 0–9 + /`, a length that is a multiple of 4, at most two `=` and only at the end,
  /// no whitespace or line breaks, and zero unused bits.
  static func decode(_ text: some StringProtocol) -> [UInt8]? {
    let characters = Array(text.utf8)
    guard characters.count % 4 == 0 else { return nil }
    var unpadded = characters[...]
    for _ in 0..<2 where unpadded.last == UInt8(ascii: "=") { unpadded.removeLast() }
    return Base64Decoder.decode(unpadded, alphabet: .standard)
  }
}
