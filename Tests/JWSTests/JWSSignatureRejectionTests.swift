import Testing

@testable import JWS

/// J6–J10: the signature — length, value, and what it covers.
struct JWSSignatureRejectionTests {
  typealias F = TokenForge

  @Test func payloadModifiedAfterSigningIsRejected() {
    let parts = F.segments(F.token())
    let modified = F.payload.replacingOccurrences(of: "2000000000000001", with: "2000000000000002")
    let forged = parts[0] + "." + Base64URL.encode(Array(modified.utf8)) + "." + parts[2]
    #expect(F.failure(forged) == .invalidSignature("does not verify with the leaf certificate's key"))
  }

  @Test func headerModifiedAfterSigningIsRejected() {
    let parts = F.segments(F.token())
    let header = Base64URL.encode(Array(F.header(extra: ",\"kid\":\"added\"").utf8))
    #expect(
      F.failure(header + "." + parts[1] + "." + parts[2])
        == .invalidSignature("does not verify with the leaf certificate's key"))
  }

  @Test(arguments: [0, 31, 32, 63])
  func signatureWithAFlippedBitIsRejected(byte: Int) throws {
    let token = F.token()
    var signature = try #require(Base64URL.decode(F.segments(token)[2]))
    signature[byte] ^= 0x01
    #expect(
      F.failure(F.replacingSignature(of: token, with: signature))
        == .invalidSignature("does not verify with the leaf certificate's key"))
  }

  @Test(arguments: [63, 65])
  func signatureOfTheWrongLengthIsRejected(length: Int) throws {
    let token = F.token()
    let signature = try #require(Base64URL.decode(F.segments(token)[2]))
    let resized = length < 64 ? Array(signature.prefix(length)) : signature + [0]
    #expect(
      F.failure(F.replacingSignature(of: token, with: resized))
        == .invalidSignature("\(length) bytes; ES256 needs exactly 64 (R‖S)"))
  }

  @Test func derEncodedSignatureIsRejected() {
    let token = F.token()
    let parts = F.segments(token)
    let der = F.identity.leafKey.signDER(Array((parts[0] + "." + parts[1]).utf8))
    #expect(
      F.failure(F.replacingSignature(of: token, with: der))
        == .invalidSignature("\(der.count) bytes; ES256 needs exactly 64 (R‖S)"))
  }

  /// J9: the "psychic signature" r = s = 0, and components equal to the group order.
  @Test func zeroAndGroupOrderComponentsAreRejected() throws {
    let token = F.token()
    let signature = try #require(Base64URL.decode(F.segments(token)[2]))
    let zero = [UInt8](repeating: 0, count: 32)
    for forged in [zero + zero, P256Order.n + Array(signature.suffix(32)), Array(signature.prefix(32)) + P256Order.n] {
      #expect(
        F.failure(F.replacingSignature(of: token, with: forged))
          == .invalidSignature("does not verify with the leaf certificate's key"))
    }
  }

  /// J10: ECDSA is malleable; the high-S twin verifies (as with Apple), so callers key by transactionId.
  @Test func highSTwinVerifies() throws {
    let token = F.token()
    let signature = try #require(Base64URL.decode(F.segments(token)[2]))
    let twin = Array(signature.prefix(32)) + P256Order.complement(Array(signature.suffix(32)))
    #expect(F.failure(F.replacingSignature(of: token, with: twin)) == nil)
  }

  @Test func signatureByAnotherKeyOverTheSameChainIsRejected() {
    #expect(
      F.failure(F.token(key: P256PrivateKey())) == .invalidSignature("does not verify with the leaf certificate's key"))
    #expect(
      F.failure(F.token(key: F.identity.intermediateKey!))
        == .invalidSignature("does not verify with the leaf certificate's key"))
  }
}
