import Foundation
import Testing

@testable import JWS

/// J1–J3, J11, J18, J20–J22: the protected header — algorithm, forbidden parameters, strict JSON, x5c.
struct JWSHeaderRejectionTests {
  typealias F = TokenForge

  @Test func algNoneWithAnEmptySignatureIsRejected() {
    let unsigned =
      Base64URL.encode(Array(F.header(alg: "none").utf8)) + "." + Base64URL.encode(Array(F.payload.utf8)) + "."
    #expect(F.failure(unsigned) == .malformed("the signature segment is empty"))
    #expect(F.failure(F.token(header: F.header(alg: "none"))) == .unsupportedAlgorithm("none"))
  }

  /// J2: an HMAC keyed with the leaf's public key bytes, the classic key-confusion forgery.
  @Test func hs256KeyedWithTheLeafsPublicKeyIsRejected() throws {
    let header = Base64URL.encode(Array(F.header(alg: "HS256").utf8))
    let input = header + "." + Base64URL.encode(Array(F.payload.utf8))
    let key = F.identity.leaf.publicKey!.derRepresentation.map { String(format: "%02x", $0) }.joined()
    let mac = try ToolRunner.openssl(["dgst", "-sha256", "-mac", "HMAC", "-macopt", "hexkey:\(key)"], input: input)
    let hex = try #require(mac.stdout.split(separator: " ").last).trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(hex.count == 64)
    let forged = input + "." + Base64URL.encode(P256Order.hex(hex))
    #expect(F.failure(forged) == .unsupportedAlgorithm("HS256"))
  }

  @Test(arguments: ["ES384", "RS256", "es256", "ES256 ", "EdDSA", ""])
  func algOtherThanExactlyES256IsRejected(alg: String) {
    #expect(F.failure(F.token(header: F.header(alg: alg))) == .unsupportedAlgorithm(alg))
  }

  @Test func missingOrNonStringAlgIsMalformed() {
    let x5c = F.header().replacingOccurrences(of: "\"alg\":\"ES256\",", with: "")
    #expect(F.failure(F.token(header: x5c)) == .malformed("the header has no \"alg\""))
    let numeric = F.header().replacingOccurrences(of: "\"ES256\"", with: "256")
    #expect(F.failure(F.token(header: numeric)) == .malformed("the header's \"alg\" is not a string"))
  }

  @Test(arguments: ["crit", "jku", "x5u", "jwk"])
  func forbiddenHeaderParameterIsRejected(name: String) {
    let header = F.header(extra: ",\"\(name)\":[\"x\"]")
    #expect(F.failure(F.token(header: header)) == .forbiddenHeader(name))
  }

  @Test func unknownHarmlessParametersAreAllowed() {
    #expect(F.failure(F.token(header: F.header(extra: ",\"typ\":\"JWT\",\"kid\":\"Apple_Xcode_Key\""))) == nil)
  }

  @Test func duplicateAlgIsRejected() {
    let header = F.header().replacingOccurrences(
      of: "{\"alg\":\"ES256\",", with: "{\"alg\":\"ES256\",\"alg\":\"none\",")
    #expect(
      F.failure(F.token(header: header))
        == .malformed("the header is not strict JSON: duplicate key \"alg\" at byte 15"))
  }

  @Test func duplicateKeySpelledWithAnEscapeIsRejected() {
    let header = F.header(extra: ",\"\\u0061lg\":\"ES256\"")
    guard case .malformed(let reason) = F.failure(F.token(header: header)) else {
      Issue.record("expected a malformed header")
      return
    }
    #expect(reason.hasPrefix("the header is not strict JSON: duplicate key \"alg\""))
  }

  @Test(arguments: ["[]", "\"x\"", "1", "null", "{\"alg\":\"ES256\"", "\u{FEFF}{\"alg\":\"ES256\"}"])
  func headerThatIsNotAStrictJSONObjectIsMalformed(header: String) {
    guard case .malformed(let reason) = F.failure(F.token(header: header)) else {
      Issue.record("expected a malformed header for \(header.debugDescription)")
      return
    }
    #expect(reason.hasPrefix("the header is not"))
  }

  @Test func headerWithInvalidUTF8IsMalformed() {
    var bytes = Array(F.header().utf8)
    bytes[2] = 0xFF  // inside the key "alg"
    let failure = F.failure(F.token(headerBytes: bytes, payloadBytes: Array(F.payload.utf8)))
    #expect(failure == .malformed("the header is not strict JSON: not valid UTF-8 at byte 2"))
  }

  @Test func x5cMissingIsRejected() {
    #expect(F.failure(F.token(header: "{\"alg\":\"ES256\"}")) == .invalidCertificateChain("the header has no \"x5c\""))
    #expect(
      F.failure(F.token(header: "{\"alg\":\"ES256\",\"x5c\":\"MII\"}"))
        == .invalidCertificateChain("\"x5c\" is not an array"))
  }

  @Test(arguments: [0, 1, 2, 4, 5])
  func x5cWithOtherThanThreeEntriesIsRejected(count: Int) {
    let pool = [F.identity.leaf, F.identity.intermediate, F.identity.root, F.identity.root, F.identity.root]
    let header = F.header(chain: Array(pool.prefix(count)))
    #expect(
      F.failure(F.token(header: header))
        == .invalidCertificateChain("\"x5c\" has \(count) entries; exactly 3 are required"))
  }

  /// A leaf (and its key) whose standard base64 has padding and a '+' or '/', so that every
  /// alternative encoding below really differs from the strict one.
  static let leafWithTellingBase64: (Certificate, P256PrivateKey) = {
    while true {
      let key = P256PrivateKey()
      let leaf = TokenForge.leaf(key: key, issuer: TokenForge.trustedIntermediate)
      let text = Data(leaf.der).base64EncodedString()
      if text.hasSuffix("=") && (text.contains("+") || text.contains("/")) { return (leaf, key) }
    }
  }()

  /// J18: the leaf entry in other encodings, or not a string at all.
  @Test(arguments: ["base64url alphabet", "line breaks", "PEM armour", "missing padding", "extra padding", "number"])
  func x5cEntryThatIsNotStrictStandardBase64IsRejected(form: String) throws {
    let (leaf, key) = Self.leafWithTellingBase64
    let standard = Data(leaf.der).base64EncodedString()
    let entry: String
    switch form {
    case "base64url alphabet":
      entry = "\"" + standard.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_") + "\""
    case "line breaks":
      entry = "\"" + standard.prefix(64) + "\\n" + standard.dropFirst(64) + "\""
    case "PEM armour": entry = "\"" + leaf.pem.replacingOccurrences(of: "\n", with: "\\n") + "\""
    case "missing padding": entry = "\"" + standard.replacingOccurrences(of: "=", with: "") + "\""
    case "extra padding": entry = "\"" + standard + "====\""
    default: entry = "12345"
    }
    let valid = F.header(chain: [leaf, F.identity.intermediate, F.identity.root])
    #expect(F.failure(F.token(header: valid, key: key)) == nil)
    let header = valid.replacingOccurrences(of: "\"" + standard + "\"", with: entry)
    #expect(header != valid)
    #expect(
      F.failure(F.token(header: header, key: key)) == .invalidCertificateChain("x5c[0] is not a standard base64 string")
    )
  }

  @Test func x5cEntryThatIsBase64ButNotACertificateIsRejected() {
    let standard = Data(F.identity.intermediate.der).base64EncodedString()
    let header = F.header().replacingOccurrences(of: standard, with: "AAAA")
    #expect(F.failure(F.token(header: header)) == .invalidCertificateChain("x5c[1] is not a DER certificate"))
  }
}
