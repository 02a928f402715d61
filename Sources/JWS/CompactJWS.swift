/// The three decoded parts of a compact JWS, split and base64url-decoded strictly, not yet checked.
struct CompactJWS {
  /// The decoded protected header (JSON text, unchecked).
  var header: [UInt8]
  /// The decoded payload.
  var payload: [UInt8]
  /// The decoded signature.
  var signature: [UInt8]
  /// The ASCII bytes of `segment1.segment2`, which the signature covers.
  var signingInput: [UInt8]

  /// Splits `text` into exactly three non-empty segments of strict base64url (no padding, no
  /// whitespace, no `+` or `/`) and decodes them.
  static func parse(_ text: String) throws(JWSVerificationError) -> CompactJWS {
    var text = text
    let bytes = text.withUTF8 { Array($0) }
    let segments = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard segments.count == 3 else {
      throw .malformed("expected 3 segments separated by '.', found \(segments.count)")
    }
    let names = ["header", "payload", "signature"]
    var decoded: [[UInt8]] = []
    for (segment, name) in zip(segments, names) {
      guard !segment.isEmpty else { throw .malformed("the \(name) segment is empty") }
      guard let part = Base64Decoder.decode(segment, alphabet: .url) else {
        throw .malformed("the \(name) segment is not base64url without padding")
      }
      decoded.append(part)
    }
    let signingInput = Array(bytes[..<segments[1].endIndex])
    return CompactJWS(header: decoded[0], payload: decoded[1], signature: decoded[2], signingInput: signingInput)
  }
}
