import Foundation
import Testing

@testable import JWS

/// The chain cache of `JWSVerifier` never weakens a check: after a good JWS has put its chain in
/// the cache, every bad JWS is still rejected with the reason a verifier without a cache gives.
struct JWSVerifierCacheTests {
  typealias F = TokenForge

  /// A verifier of its own, so that no other test touches its cache.
  let verifier = JWSVerifier(pinnedRoot: F.identity.root)
  /// A verifier that validates every chain in full.
  let uncached = JWSVerifier(pinnedRoot: F.identity.root, chainCacheCapacity: 0)
  let chain = [F.identity.leaf, F.identity.intermediate, F.identity.root]

  /// A token with `chain` (DER bytes, in order) in x5c, `payload`, signed by `key`.
  func token(ders: [[UInt8]], payload: String = F.payload, key: P256PrivateKey = F.identity.leafKey) -> String {
    let x5c = ders.map { "\"\(Data($0).base64EncodedString())\"" }.joined(separator: ",")
    return F.token(header: "{\"alg\":\"ES256\",\"x5c\":[\(x5c)]}", payload: payload, key: key)
  }

  /// A token signed with `key` whose x5c is `certificates` and whose payload has `signedDate`.
  func token(_ certificates: [Certificate], key: P256PrivateKey, signedDate: Int64) -> String {
    F.token(header: F.header(chain: certificates), payload: "{\"signedDate\":\(signedDate)}", key: key)
  }

  /// Verifies a good token, so that its chain is cached.
  func warmUp() {
    #expect(verifier.verify(F.token()).isSuccess)
    #expect(verifier.chainCache.count == 1)
  }

  @Test func aSecondJWSWithTheSameChainUsesTheCachedChain() throws {
    let first = try verifier.verify(F.token()).get()
    let second = try verifier.verify(F.token(payload: #"{"signedDate":1700000000001}"#)).get()
    #expect(zip(first.certificates, second.certificates).allSatisfy { $0 === $1 }, "not parsed again")
    let third = try uncached.verify(F.token()).get()
    #expect(!zip(first.certificates, third.certificates).contains { $0 === $1 })
    #expect(uncached.chainCache.count == 0)
  }

  @Test func aCachedChainStillRejectsABadSignature() throws {
    warmUp()
    let token = F.token()
    var signature = try #require(Base64URL.decode(F.segments(token)[2]))
    signature[10] ^= 0x01
    #expect(
      F.failure(F.replacingSignature(of: token, with: signature), verifier: verifier)
        == .invalidSignature("does not verify with the leaf certificate's key"))
    #expect(
      F.failure(F.token(key: F.attacker.leafKey), verifier: verifier)
        == .invalidSignature("does not verify with the leaf certificate's key"))
    let parts = F.segments(token)
    let modified = F.payload.replacingOccurrences(of: "com.example.app", with: "com.example.other")
    #expect(
      F.failure(parts[0] + "." + Base64URL.encode(Array(modified.utf8)) + "." + parts[2], verifier: verifier)
        == .invalidSignature("does not verify with the leaf certificate's key"))
    #expect(
      F.failure(F.replacingSignature(of: token, with: Array(signature.prefix(63))), verifier: verifier)
        == .invalidSignature("63 bytes; ES256 needs exactly 64 (R‖S)"))
    #expect(verifier.verify(token).isSuccess)
  }

  /// J16 after the cache: the validity of all three certificates is checked at every signedDate,
  /// with OpenSSL's boundaries (valid from notBefore, expired from notAfter on).
  @Test func aCachedChainIsStillCheckedAtEachSignedDate() {
    let key = P256PrivateKey()
    let notAfter: Int64 = 1_600_000_000
    let leaf = F.leaf(
      key: key, issuer: F.trustedIntermediate, notAfter: Date(timeIntervalSince1970: TimeInterval(notAfter)))
    let certificates = [leaf, F.identity.intermediate, F.identity.root]
    let notBefore = Int64(CertificateChainFactory.defaultNotBefore.timeIntervalSince1970)
    let rootNotAfter = Int64(CertificateChainFactory.defaultNotAfter.timeIntervalSince1970)
    #expect(verifier.verify(token(certificates, key: key, signedDate: 1_500_000_000_000)).isSuccess)
    let cases: [(Int64, JWSVerificationError?)] = [
      (notAfter * 1000 - 1, nil),
      (notAfter * 1000, .invalidCertificateChain("leaf: certificate has expired")),
      (1_700_000_000_000, .invalidCertificateChain("leaf: certificate has expired")),
      (notBefore * 1000, nil),
      (notBefore * 1000 - 1, .invalidCertificateChain("root: certificate is not yet valid")),
      (-1, .invalidCertificateChain("root: certificate is not yet valid")),
      (1_500_000_000_000, nil),
    ]
    for (signedDate, expected) in cases {
      let jws = token(certificates, key: key, signedDate: signedDate)
      #expect(F.failure(jws, verifier: verifier) == expected, "signedDate \(signedDate)")
      #expect(F.failure(jws, verifier: uncached) == expected, "signedDate \(signedDate), no cache")
    }
    let identity = [F.identity.leaf, F.identity.intermediate, F.identity.root]
    for signedDate in [rootNotAfter * 1000 - 1, rootNotAfter * 1000, 1_700_000_000_000] {
      let jws = token(identity, key: F.identity.leafKey, signedDate: signedDate)
      #expect(F.failure(jws, verifier: verifier) == F.failure(jws, verifier: uncached), "signedDate \(signedDate)")
    }
    #expect(
      F.failure(token(identity, key: F.identity.leafKey, signedDate: rootNotAfter * 1000), verifier: verifier)
        == .invalidCertificateChain("root: certificate has expired"))
  }

  @Test func aDifferentChainIsValidatedInFull() {
    warmUp()
    let attacker = F.attacker
    #expect(
      F.failure(
        token(ders: [attacker.leaf, attacker.intermediate, attacker.root].map(\.der), key: attacker.leafKey),
        verifier: verifier) == .invalidCertificateChain("intermediate: unable to get local issuer certificate"))
    #expect(
      F.failure(token(ders: [F.identity.leaf, F.identity.intermediate, attacker.root].map(\.der)), verifier: verifier)
        == .invalidCertificateChain("x5c[2] is not the pinned root certificate"))
    #expect(
      F.failure(
        token(ders: [attacker.leaf, F.identity.intermediate, F.identity.root].map(\.der), key: attacker.leafKey),
        verifier: verifier) == .invalidCertificateChain("leaf: unable to get local issuer certificate"))
    let key = P256PrivateKey()
    let extensions = F.removing(AppleCertificateOID.receiptSigningLeaf, from: CertificateChainFactory.leafExtensions)
    let unmarked = F.leaf(key: key, issuer: F.trustedIntermediate, extensions: extensions)
    #expect(
      F.failure(
        token(ders: [unmarked.der, F.identity.intermediate.der, F.identity.root.der], key: key),
        verifier: verifier) == .missingAppleExtension("the leaf lacks 1.2.840.113635.100.6.11.1"))
    #expect(verifier.chainCache.count == 1, "no rejected chain was cached")
  }

  /// A certificate with any byte changed is a different key: validated in full, and rejected.
  @Test(arguments: [
    (0, "leaf: certificate signature failure"), (1, "intermediate: certificate signature failure"),
    (2, "x5c[2] is not the pinned root certificate"),
  ])
  func aTamperedCertificateNeverHitsTheCache(position: Int, reason: String) {
    warmUp()
    var ders = chain.map(\.der)
    ders[position][ders[position].count - 1] ^= 0x01  // the last byte of the signature value
    #expect(F.failure(token(ders: ders), verifier: verifier) == .invalidCertificateChain(reason))
    #expect(F.failure(token(ders: ders), verifier: uncached) == .invalidCertificateChain(reason))
    #expect(verifier.chainCache.count == 1)
    #expect(verifier.verify(F.token()).isSuccess)
  }

  /// Header and payload are parsed strictly for every JWS, whatever the cache holds.
  @Test func strictParsingStillAppliesWithACachedChain() {
    warmUp()
    let x5c = chain.map { "\"\(Data($0.der).base64EncodedString())\"" }.joined(separator: ",")
    let cases: [(String, String, JWSVerificationError)] = [
      (F.header(alg: "ES384"), F.payload, .unsupportedAlgorithm("ES384")),
      (
        "{\"alg\":\"ES256\",\"alg\":\"ES256\",\"x5c\":[\(x5c)]}", F.payload,
        .malformed("the header is not strict JSON: duplicate key \"alg\" at byte 15")
      ),
      (F.header(extra: ",\"jku\":\"https://example.com\""), F.payload, .forbiddenHeader("jku")),
      (
        F.header(), #"{"signedDate":"1700000000000"}"#,
        .invalidPayload("\"signedDate\" is not an integer number of milliseconds")
      ),
      (
        F.header(), #"{"signedDate":1700000000000,"signedDate":1}"#,
        .invalidPayload("not strict JSON: duplicate key \"signedDate\" at byte 28")
      ),
      (F.header(), #"{"transactionId":"1"}"#, .invalidPayload("no \"signedDate\"")),
    ]
    for (header, payload, expected) in cases {
      let jws = F.token(header: header, payload: payload)
      #expect(F.failure(jws, verifier: verifier) == expected)
      #expect(F.failure(jws, verifier: uncached) == expected)
    }
  }

  @Test func aChainThatFailsIsNotCached() {
    let tooLate: Int64 = 4_102_444_800_000
    #expect(
      F.failure(token(chain, key: F.identity.leafKey, signedDate: tooLate), verifier: verifier)
        == .invalidCertificateChain("root: certificate has expired"))
    #expect(verifier.chainCache.count == 0)
  }

  @Test func theCacheKeepsAtMostItsCapacityMostRecentlyUsedFirst() throws {
    let small = JWSVerifier(pinnedRoot: F.identity.root, chainCacheCapacity: 2)
    let keys = (0..<4).map { _ in P256PrivateKey() }
    let leaves = keys.map { F.leaf(key: $0, issuer: F.trustedIntermediate) }
    let tokens = zip(leaves, keys).map { leaf, key in
      token([leaf, F.identity.intermediate, F.identity.root], key: key, signedDate: F.signedDate)
    }
    for token in tokens { #expect(small.verify(token).isSuccess) }
    #expect(small.chainCache.count == 2)
    let kept = try small.verify(tokens[2]).get().certificates[0]
    #expect(small.verify(tokens[0]).isSuccess, "an evicted chain is validated again")
    #expect(try small.verify(tokens[2]).get().certificates[0] === kept, "recently used, so still cached")
    #expect(small.chainCache.count == 2)
  }

  @Test func concurrentVerificationsGiveTheSameAnswers() {
    let small = JWSVerifier(pinnedRoot: F.identity.root, chainCacheCapacity: 1)
    let key = P256PrivateKey()
    let other = [F.leaf(key: key, issuer: F.trustedIntermediate), F.identity.intermediate, F.identity.root]
    let good = [F.token(), token(other, key: key, signedDate: F.signedDate)]
    let bad: [(String, JWSVerificationError)] = [
      (F.token(key: key), .invalidSignature("does not verify with the leaf certificate's key")),
      (
        token(chain, key: F.identity.leafKey, signedDate: 4_102_444_800_000),
        .invalidCertificateChain("root: certificate has expired")
      ),
      (
        token(ders: [F.attacker.leaf, F.attacker.intermediate, F.attacker.root].map(\.der), key: F.attacker.leafKey),
        .invalidCertificateChain("intermediate: unable to get local issuer certificate")
      ),
    ]
    let mismatches = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 200) { index in
      let wrong: Bool
      if index % 2 == 0 {
        wrong = !small.verify(good[index / 2 % 2]).isSuccess
      } else {
        let (jws, expected) = bad[index / 2 % 3]
        wrong = F.failure(jws, verifier: small) != expected
      }
      if wrong { mismatches.withLock { $0 += 1 } }
    }
    #expect(mismatches.withLock { $0 } == 0)
    #expect(small.chainCache.count == 1)
  }
}
