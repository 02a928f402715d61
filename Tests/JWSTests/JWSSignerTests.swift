import Foundation
import Testing

@testable import JWS

/// The signer's output: the exact compact form, and that the verifier accepts it.
struct JWSSignerTests {
  typealias F = TokenForge

  let signer = JWSSigner(identity: TokenForge.identity)

  @Test func signedPayloadVerifiesAndComesBackByteForByte() throws {
    let payload = Array(#"{ "signedDate" : 1700000000000, "note": "caf\u00e9 ☕", "n": 1.50 }"#.utf8)
    let verified = try F.verifier.verify(signer.sign(payload: payload)).get()
    #expect(verified.payload == payload, "the payload is signed as given, never re-serialized")
    #expect(verified.signedDateMilliseconds == 1_700_000_000_000)
    #expect(verified.signedDate == Date(timeIntervalSince1970: 1_700_000_000))
    #expect(verified.certificates == [F.identity.leaf, F.identity.intermediate, F.identity.root])
  }

  @Test func headerIsExactlyAlgAndX5cInStandardBase64() throws {
    let token = signer.sign(payload: Array(F.payload.utf8))
    let header = try #require(Base64URL.decode(F.segments(token)[0]))
    let x5c = [F.identity.leaf, F.identity.intermediate, F.identity.root].map {
      "\"" + Data($0.der).base64EncodedString() + "\""
    }
    #expect(String(decoding: header, as: UTF8.self) == "{\"alg\":\"ES256\",\"x5c\":[\(x5c.joined(separator: ","))]}")
    #expect(x5c.contains { $0.contains("=") || $0.contains("+") || $0.contains("/") }, "standard, not base64url")
  }

  @Test func segmentsAreUnpaddedBase64URLAndTheSignatureIsSixtyFourBytes() throws {
    let token = signer.sign(payload: Array(F.payload.utf8))
    let parts = F.segments(token)
    #expect(parts.count == 3)
    #expect(!token.contains("=") && !token.contains("+") && !token.contains("/"))
    #expect(Base64URL.decode(parts[1]) == Array(F.payload.utf8))
    let signature = try #require(Base64URL.decode(parts[2]))
    #expect(signature.count == 64)
    #expect(F.identity.leafKey.publicKey.verify(signature: signature, message: Array((parts[0] + "." + parts[1]).utf8)))
  }

  @Test func verifiedPayloadDecodesIntoATypedModel() throws {
    struct Transaction: Decodable, Equatable {
      var bundleId: String
      var transactionId: String
      var signedDate: Int64
    }
    let verified = try F.verifier.verify(signer.sign(payload: Array(F.payload.utf8))).get()
    let transaction = try verified.decodePayload(as: Transaction.self)
    #expect(
      transaction
        == Transaction(bundleId: "com.example.app", transactionId: "2000000000000001", signedDate: 1_700_000_000_000))
  }

  @Test func signatureCoversTheRealTimeOfTheStoreClock() throws {
    for milliseconds: Int64 in [946_684_800_000, 1_700_000_000_123, 4_102_444_798_000] {
      let payload = "{\"signedDate\":\(milliseconds)}"
      let verified = try F.verifier.verify(signer.sign(payload: Array(payload.utf8))).get()
      #expect(verified.signedDateMilliseconds == milliseconds)
    }
  }
}
