import Foundation

/// Base64url without padding (RFC 7515 §2), the encoding of the three parts of a compact JWS.
public enum Base64URL {
  /// `bytes` in the base64url alphabet, without `=` padding.
  public static func encode(_ bytes: some Sequence<UInt8>) -> String {
    var text = Data(bytes).base64EncodedString()
    while text.last == "=" { text.removeLast() }
    return String(
      text.map { character -> Character in
        switch character {
        case "+": "-"
        case "/": "_"
        default: character
        }
      })
  }

  /// The bytes encoded by `text`, or nil unless it is strict base64url: only `A–Z a–z 0–9 - _`,
  /// no padding, no whitespace, and the unused low bits of the last character zero (so that
  /// every byte string has exactly one encoding).
  public static func decode(_ text: some StringProtocol) -> [UInt8]? {
    Base64Decoder.decode(Array(text.utf8), alphabet: .url)
  }
}
