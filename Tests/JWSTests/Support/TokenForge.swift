import Foundation

@testable import JWS

/// Builds JWS, honest and forged, for the verifier tests: one shared identity, arbitrary headers
/// and payloads signed with any key, and certificate chains with one thing wrong.
enum TokenForge {
  /// The identity every test trusts (its root is pinned by `verifier`).
  static let identity = CertificateChainFactory.makeIdentity(commonNamePrefix: "JWS Tests")
  /// A verifier pinning `identity.root`.
  static let verifier = JWSVerifier(pinnedRoot: identity.root)
  /// An attacker's identity with the same names as `identity` (so the same subject DNs).
  static let attacker = CertificateChainFactory.makeIdentity(commonNamePrefix: "JWS Tests")
  /// 2023-11-14T22:13:20Z in milliseconds.
  static let signedDate: Int64 = 1_700_000_000_000
  /// A small transaction-like payload with `signedDate`.
  static let payload =
    #"{"bundleId":"com.example.app","environment":"Sandbox","signedDate":1700000000000,"transactionId":"2000000000000001"}"#

  /// A header JSON text: `alg`, then `x5c` of `chain` in standard base64, then `extra` members.
  static func header(alg: String = "ES256", chain: [Certificate]? = nil, extra: String = "") -> String {
    let certificates = chain ?? [identity.leaf, identity.intermediate, identity.root]
    let x5c = certificates.map { "\"\(Data($0.der).base64EncodedString())\"" }.joined(separator: ",")
    return "{\"alg\":\"\(alg)\",\"x5c\":[\(x5c)]\(extra)}"
  }

  /// `b64url(header).b64url(payload).b64url(signature by key)`, the signature over the first two segments.
  static func token(header: String = header(), payload: String = payload, key: P256PrivateKey = identity.leafKey)
    -> String
  {
    token(headerBytes: Array(header.utf8), payloadBytes: Array(payload.utf8), key: key)
  }

  /// Like `token(header:payload:key:)` for arbitrary bytes.
  static func token(
    headerBytes: [UInt8] = Array(header().utf8), payloadBytes: [UInt8], key: P256PrivateKey = identity.leafKey
  ) -> String {
    let input = Base64URL.encode(headerBytes) + "." + Base64URL.encode(payloadBytes)
    return input + "." + Base64URL.encode(key.sign(Array(input.utf8)))
  }

  /// The token's three segments.
  static func segments(_ token: String) -> [String] { token.split(separator: ".").map(String.init) }

  /// `token` with its signature segment replaced by `signature`, base64url-encoded.
  static func replacingSignature(of token: String, with signature: [UInt8]) -> String {
    let parts = segments(token)
    return parts[0] + "." + parts[1] + "." + Base64URL.encode(signature)
  }

  /// A leaf for `key` issued by `issuer`, with `extensions` (the factory's leaf profile by default).
  static func leaf(
    key: P256PrivateKey, issuer: (Certificate, P256PrivateKey),
    extensions: [CertificateExtension] = CertificateChainFactory.leafExtensions,
    notBefore: Date = CertificateChainFactory.defaultNotBefore, notAfter: Date = CertificateChainFactory.defaultNotAfter
  ) -> Certificate {
    CertificateBuilder(
      commonName: "JWS Tests Signing", organization: "JWS Tests", notBefore: notBefore, notAfter: notAfter,
      extensions: extensions
    ).build(subjectKey: key, issuer: issuer)
  }

  /// An intermediate for `key` issued by the trusted root, with `extensions`.
  static func intermediate(key: P256PrivateKey, extensions: [CertificateExtension]) -> Certificate {
    CertificateBuilder(
      commonName: "JWS Tests Intermediate CA", organization: "JWS Tests",
      notBefore: CertificateChainFactory.defaultNotBefore, notAfter: CertificateChainFactory.defaultNotAfter,
      extensions: extensions
    ).build(subjectKey: key, issuer: (identity.root, identity.rootKey!))
  }

  /// The trusted intermediate and its key, to issue test leaves.
  static var trustedIntermediate: (Certificate, P256PrivateKey) { (identity.intermediate, identity.intermediateKey!) }

  /// `extensions` without the ones whose case matches `unwanted`.
  static func removing(_ unwanted: String, from extensions: [CertificateExtension]) -> [CertificateExtension] {
    extensions.filter {
      if case .marker(let oid, _) = $0 { return oid != unwanted }
      return true
    }
  }

  /// The error of a failed verification, nil on success.
  static func failure(_ token: String, verifier: JWSVerifier = verifier) -> JWSVerificationError? {
    if case .failure(let error) = verifier.verify(token) { return error }
    return nil
  }
}
