import Foundation
import Testing

@testable import JWS

/// ES256 keys: signing, verifying the 64-byte R‖S form only, and PKCS#8 PEM in and out.
struct P256KeyTests {
  let key = P256PrivateKey()
  let message = Array("header.payload".utf8)

  @Test func signatureVerifiesWithTheKeysPublicKey() {
    let signature = key.sign(message)
    #expect(signature.count == 64)
    #expect(key.publicKey.verify(signature: signature, message: message))
  }

  @Test func signaturesAreRandomizedAndAllVerify() {
    let first = key.sign(message)
    let second = key.sign(message)
    #expect(first != second)
    #expect(key.publicKey.verify(signature: second, message: message))
  }

  @Test func tamperedMessageIsRejected() {
    let signature = key.sign(message)
    var tampered = message
    tampered[0] ^= 0x01
    #expect(!key.publicKey.verify(signature: signature, message: tampered))
  }

  @Test(arguments: [0, 31, 32, 63])
  func signatureWithAFlippedBitIsRejected(byte: Int) {
    var signature = key.sign(message)
    signature[byte] ^= 0x80
    #expect(!key.publicKey.verify(signature: signature, message: message))
  }

  @Test func anotherKeysSignatureIsRejected() {
    #expect(!P256PrivateKey().publicKey.verify(signature: key.sign(message), message: message))
  }

  @Test func onlySixtyFourByteSignaturesAreAccepted() {
    let signature = key.sign(message)
    #expect(!key.publicKey.verify(signature: Array(signature.prefix(63)), message: message))
    #expect(!key.publicKey.verify(signature: signature + [0], message: message))
    #expect(!key.publicKey.verify(signature: [0] + signature, message: message))
    #expect(!key.publicKey.verify(signature: [], message: message))
    let der = key.signDER(message)
    #expect(!key.publicKey.verify(signature: der, message: message), "DER signatures are not ES256")
  }

  @Test func zeroAndOutOfRangeComponentsAreRejected() {
    let signature = key.sign(message)
    let r = Array(signature.prefix(32))
    let s = Array(signature.suffix(32))
    let zero = [UInt8](repeating: 0, count: 32)
    #expect(!key.publicKey.verify(signature: zero + zero, message: message))
    #expect(!key.publicKey.verify(signature: zero + s, message: message))
    #expect(!key.publicKey.verify(signature: r + zero, message: message))
    #expect(!key.publicKey.verify(signature: P256Order.n + s, message: message))
    #expect(!key.publicKey.verify(signature: r + P256Order.n, message: message))
  }

  @Test func highSTwinOfAValidSignatureIsAcceptedAsApplesVerifiersDo() {
    let signature = key.sign(message)
    let twin = Array(signature.prefix(32)) + P256Order.complement(Array(signature.suffix(32)))
    #expect(twin != signature)
    #expect(key.publicKey.verify(signature: twin, message: message))
  }

  @Test func pkcs8PEMRoundTripKeepsTheKey() throws {
    let pem = key.pkcs8PEM
    #expect(pem.hasPrefix("-----BEGIN PRIVATE KEY-----\n"))
    #expect(pem.hasSuffix("-----END PRIVATE KEY-----\n"))
    let imported = try P256PrivateKey(pkcs8PEM: pem)
    #expect(imported.publicKey == key.publicKey)
    #expect(key.publicKey.verify(signature: imported.sign(message), message: message))
  }

  /// Our own PKCS#8 form is read from its numbers (no OpenSSL decoder); that gives the same key.
  @Test func theUsualPKCS8FormIsReadStraightFromItsNumbers() throws {
    let der = try #require(PEMBlock.single(in: key.pkcs8PEM)).der
    let fast = try #require(P256PrivateKey.keyPair(pkcs8: der))
    let imported = P256PrivateKey(owning: fast)
    #expect(imported.publicKey == key.publicKey)
    #expect(key.publicKey.verify(signature: imported.sign(message), message: message))
  }

  /// A key file whose public point is not its private key's is refused, not used.
  @Test func aPKCS8KeyWhosePointIsAnotherKeysIsRefused() throws {
    var der = try #require(PEMBlock.single(in: key.pkcs8PEM)).der
    let other = try #require(PEMBlock.single(in: P256PrivateKey().pkcs8PEM)).der
    der.replaceSubrange(73..<138, with: other[73..<138])
    let pem = PEMBlock.encode(der, label: "PRIVATE KEY")
    #expect(throws: CryptoError.invalidKey("not a valid P-256 key")) { try P256PrivateKey(pkcs8PEM: pem) }
  }

  /// A PKCS#8 key without its public point (another valid form) is read by OpenSSL's decoder.
  @Test func aPKCS8KeyWithoutItsPublicPointIsStillRead() throws {
    let der = try #require(PEMBlock.single(in: key.pkcs8PEM)).der
    // ECPrivateKey without [1] publicKey: the lengths shrink by the 70 bytes dropped.
    let short: [UInt8] = [0x30, 0x41] + der[3..<27] + [0x04, 0x27, 0x30, 0x25] + der[31..<68]
    #expect(P256PrivateKey.keyPair(pkcs8: short) == nil)
    let imported = try P256PrivateKey(pkcs8PEM: PEMBlock.encode(short, label: "PRIVATE KEY"))
    #expect(imported.publicKey == key.publicKey)
  }

  @Test func opensslReadsTheExportedKeyAsP256() throws {
    let output = try ToolRunner.openssl(["pkey", "-noout", "-text"], input: key.pkcs8PEM)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("ASN1 OID: prime256v1"))
  }

  @Test func importAcceptsAKeyMadeByOpenSSL() throws {
    let generated = try ToolRunner.openssl(["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256"])
    #expect(generated.status == 0)
    let imported = try P256PrivateKey(pkcs8PEM: generated.stdout)
    #expect(imported.publicKey.verify(signature: imported.sign(message), message: message))
  }

  @Test func importRejectsWhatIsNotAnUnencryptedPKCS8P256Key() throws {
    let p384 = try ToolRunner.openssl(["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-384"]).stdout
    let sec1 = try ToolRunner.openssl(["ec", "-outform", "PEM"], input: key.pkcs8PEM).stdout
    let encrypted = try ToolRunner.openssl(
      ["pkcs8", "-topk8", "-v2", "aes-256-cbc", "-passout", "pass:secret"], input: key.pkcs8PEM
    ).stdout
    #expect(sec1.hasPrefix("-----BEGIN EC PRIVATE KEY-----"))
    #expect(encrypted.hasPrefix("-----BEGIN ENCRYPTED PRIVATE KEY-----"))
    let rejected: [(String, String)] = [
      ("", "not exactly one unencrypted PEM block"),
      ("garbage", "not exactly one unencrypted PEM block"),
      (key.pkcs8PEM + key.pkcs8PEM, "not exactly one unencrypted PEM block"),
      (p384, "not a valid P-256 key"),
      (sec1, "PEM label is \"EC PRIVATE KEY\"; expected \"PRIVATE KEY\" (PKCS#8)"),
      (encrypted, "PEM label is \"ENCRYPTED PRIVATE KEY\"; expected \"PRIVATE KEY\" (PKCS#8)"),
      (TokenForge.identity.root.pem, "PEM label is \"CERTIFICATE\"; expected \"PRIVATE KEY\" (PKCS#8)"),
      ("-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n", "not a PKCS#8 private key"),
    ]
    for (text, reason) in rejected {
      #expect(throws: CryptoError.invalidKey(reason)) { try P256PrivateKey(pkcs8PEM: text) }
    }
  }

  @Test func publicKeyImportRejectsGarbageAndOtherCurves() throws {
    #expect(try P256PublicKey(derRepresentation: key.publicKey.derRepresentation) == key.publicKey)
    #expect(throws: CryptoError.invalidKey("not a DER SubjectPublicKeyInfo")) {
      try P256PublicKey(derRepresentation: [0x30, 0x00])
    }
    #expect(throws: CryptoError.invalidKey("not a DER SubjectPublicKeyInfo")) {
      try P256PublicKey(derRepresentation: key.publicKey.derRepresentation + [0])
    }
    let p384 = try ToolRunner.openssl(["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-384"]).stdout
    let pem = try ToolRunner.openssl(["pkey", "-pubout"], input: p384).stdout
    let body = pem.split(separator: "\n").filter { !$0.hasPrefix("-----") }.joined()
    let spki = try #require(Data(base64Encoded: body))
    #expect(throws: CryptoError.invalidKey("not a P-256 key")) { try P256PublicKey(derRepresentation: [UInt8](spki)) }
  }
}
