import Testing

@testable import JWS

/// DER ⇄ 64-byte R‖S conversion, including R or S shorter than 32 bytes (leading zeros).
struct ECDSASignatureTests {
  /// A DER INTEGER holding `magnitude` (big-endian, no leading zeros), with a 0x00 sign byte if needed.
  func integer(_ magnitude: [UInt8]) -> [UInt8] {
    let content = magnitude.first.map { $0 >= 0x80 } == true ? [0] + magnitude : magnitude
    return [0x02, UInt8(content.count)] + content
  }

  func sequence(_ r: [UInt8], _ s: [UInt8]) -> [UInt8] {
    let body = integer(r) + integer(s)
    return [0x30, UInt8(body.count)] + body
  }

  @Test func shortRIsLeftPaddedToThirtyTwoBytes() {
    let r = [UInt8](repeating: 0x11, count: 31)
    let s = [UInt8](repeating: 0x92, count: 32)
    let raw = ECDSASignature.raw(fromDER: sequence(r, s))
    #expect(raw == [0] + r + s)
  }

  @Test func veryShortSIsLeftPaddedToThirtyTwoBytes() {
    let r = [UInt8](repeating: 0xA0, count: 32)
    let raw = ECDSASignature.raw(fromDER: sequence(r, [0x01]))
    #expect(raw == r + [UInt8](repeating: 0, count: 31) + [0x01])
  }

  @Test func highBitComponentsLoseTheirDERSignByte() {
    let r = [UInt8](repeating: 0xFF, count: 32)
    let s = [UInt8](repeating: 0x80, count: 32)
    let der = sequence(r, s)
    #expect(der.count == 72)
    #expect(ECDSASignature.raw(fromDER: der) == r + s)
  }

  @Test func rawToDERAndBackIsTheIdentityIncludingLeadingZeros() {
    let raw =
      [UInt8](repeating: 0, count: 2) + [UInt8](repeating: 0x7F, count: 30) + [0] + [UInt8](repeating: 0xC3, count: 31)
    let der = ECDSASignature.der(fromRaw: raw)
    #expect(der == sequence([UInt8](repeating: 0x7F, count: 30), [UInt8](repeating: 0xC3, count: 31)))
    #expect(der.flatMap(ECDSASignature.raw(fromDER:)) == raw)
  }

  @Test func malformedDERIsRejected() {
    let valid = sequence([0x01], [0x02])
    #expect(ECDSASignature.raw(fromDER: []) == nil)
    #expect(ECDSASignature.raw(fromDER: [0x30, 0x00]) == nil)
    #expect(ECDSASignature.raw(fromDER: Array(valid.dropLast())) == nil)
    #expect(ECDSASignature.raw(fromDER: valid + [0x00]) == nil, "trailing bytes")
    #expect(ECDSASignature.raw(fromDER: sequence([UInt8](repeating: 0x01, count: 33), [0x02])) == nil, "R too wide")
    #expect(ECDSASignature.der(fromRaw: [UInt8](repeating: 1, count: 63)) == nil)
    #expect(ECDSASignature.der(fromRaw: [UInt8](repeating: 1, count: 65)) == nil)
  }

  /// About one signature in 128 has R or S below 2^248; signing until one appears proves that
  /// real OpenSSL output with a short component is padded and still verifies.
  @Test func realSignatureWithAShortComponentIsPaddedAndVerifies() throws {
    let key = P256PrivateKey()
    var found = false
    for attempt in 0..<20_000 where !found {
      let message = Array("message \(attempt)".utf8)
      let der = key.signDER(message)
      let rLength = Int(der[3])
      let sLength = Int(der[4 + rLength + 1])
      guard rLength < 32 || sLength < 32 else { continue }
      found = true
      let raw = try #require(ECDSASignature.raw(fromDER: der))
      #expect(raw.count == 64)
      #expect(rLength < 32 ? raw[0] == 0 : raw[32] == 0)
      #expect(key.publicKey.verify(signature: raw, message: message))
    }
    #expect(found, "no signature with a short R or S in 20000 tries")
  }
}
