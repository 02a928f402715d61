import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

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
    let dots = dotOffsets(bytes)
    guard dots.count == 2 else {
      throw .malformed("expected 3 segments separated by '.', found \(dots.count + 1)")
    }
    let segments = [bytes[..<dots[0]], bytes[(dots[0] + 1)..<dots[1]], bytes[(dots[1] + 1)...]]
    let names = ["header", "payload", "signature"]
    var decoded: [[UInt8]] = []
    for (segment, name) in zip(segments, names) {
      guard !segment.isEmpty else { throw .malformed("the \(name) segment is empty") }
      guard let part = Base64Decoder.decode(segment, alphabet: .url) else {
        throw .malformed("the \(name) segment is not base64url without padding")
      }
      decoded.append(part)
    }
    let signingInput = Array(bytes[..<dots[1]])
    return CompactJWS(header: decoded[0], payload: decoded[1], signature: decoded[2], signingInput: signingInput)
  }

  /// The offsets of every `.` in `bytes`, found with `memchr`.
  private static func dotOffsets(_ bytes: [UInt8]) -> [Int] {
    bytes.withUnsafeBufferPointer { buffer -> [Int] in
      guard let base = buffer.baseAddress else { return [] }
      var offsets: [Int] = []
      var offset = 0
      while offset < buffer.count,
        let found = memchr(base + offset, Int32(UInt8(ascii: ".")), buffer.count - offset)
      {
        let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        offsets.append(position)
        offset = position + 1
      }
      return offsets
    }
  }
}
