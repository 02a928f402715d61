import Foundation

@testable import JWS

/// Signs transaction payloads as a store would, and forges them with one thing wrong: any
/// header, any key, certificate chains made for the occasion (the approach of the JWS tests'
/// `TokenForge`, for whole transactions).
enum TransactionForge {
  /// The scripted store's identity: its root is the one the app pins.
  static let identity = CertificateChainFactory.makeIdentity(commonNamePrefix: "Storefront Tests")
  /// An attacker's identity with the same certificate names, so the same subject DNs.
  static let attacker = CertificateChainFactory.makeIdentity(commonNamePrefix: "Storefront Tests")

  /// A header JSON text: `alg`, then `x5c` of `chain` in standard base64, then `extra` members.
  static func header(alg: String = "ES256", chain: [Certificate]? = nil, extra: String = "") -> String {
    let certificates = chain ?? [identity.leaf, identity.intermediate, identity.root]
    let x5c = certificates.map { "\"\(Data($0.der).base64EncodedString())\"" }.joined(separator: ",")
    return "{\"alg\":\"\(alg)\",\"x5c\":[\(x5c)]\(extra)}"
  }

  /// `b64url(header).b64url(payload).b64url(R‖S signature by key)`.
  static func token(header: String = header(), payload: String, key: P256PrivateKey = identity.leafKey) -> String {
    token(headerBytes: Array(header.utf8), payloadBytes: Array(payload.utf8), key: key)
  }

  /// Like `token(header:payload:key:)` for arbitrary bytes.
  static func token(headerBytes: [UInt8], payloadBytes: [UInt8], key: P256PrivateKey = identity.leafKey) -> String {
    let input = Base64URL.encode(headerBytes) + "." + Base64URL.encode(payloadBytes)
    return input + "." + Base64URL.encode(key.sign(Array(input.utf8)))
  }

  /// `text` as one base64url segment.
  static func segment(_ text: String) -> String { Base64URL.encode(Array(text.utf8)) }

  /// The token's segments.
  static func segments(_ token: String) -> [String] {
    token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  /// `token` with its signature replaced by `signature`.
  static func replacingSignature(of token: String, with signature: [UInt8]) -> String {
    let parts = segments(token)
    return parts[0] + "." + parts[1] + "." + Base64URL.encode(signature)
  }

  /// The decoded signature of `token`.
  static func signature(of token: String) -> [UInt8] { Base64URL.decode(segments(token)[2])! }

  /// A leaf for `key` issued by `issuer` (the trusted intermediate by default).
  static func leaf(
    key: P256PrivateKey, issuer: (Certificate, P256PrivateKey)? = nil,
    extensions: [CertificateExtension] = CertificateChainFactory.leafExtensions,
    notBefore: Date = CertificateChainFactory.defaultNotBefore, notAfter: Date = CertificateChainFactory.defaultNotAfter
  ) -> Certificate {
    CertificateBuilder(
      commonName: "Storefront Tests Signing", organization: "Storefront Tests", notBefore: notBefore,
      notAfter: notAfter, extensions: extensions
    ).build(subjectKey: key, issuer: issuer ?? (identity.intermediate, identity.intermediateKey!))
  }

  /// An intermediate for `key` with the trusted one's names, signed by `issuerKey` (the root's by default).
  static func intermediate(
    key: P256PrivateKey, extensions: [CertificateExtension] = CertificateChainFactory.intermediateExtensions,
    issuerKey: P256PrivateKey = identity.rootKey!
  ) -> Certificate {
    CertificateBuilder(
      commonName: "Storefront Tests Intermediate CA", organization: "Storefront Tests",
      notBefore: CertificateChainFactory.defaultNotBefore, notAfter: CertificateChainFactory.defaultNotAfter,
      extensions: extensions
    ).build(subjectKey: key, issuer: (identity.root, issuerKey))
  }

  /// `extensions` without Apple's marker `oid`.
  static func removing(_ oid: String, from extensions: [CertificateExtension]) -> [CertificateExtension] {
    extensions.filter {
      if case .marker(let marker, _) = $0 { return marker != oid }
      return true
    }
  }

  /// HMAC-SHA256 (RFC 2104) of `message` under `key`.
  static func hmacSHA256(key: [UInt8], message: [UInt8]) -> [UInt8] {
    var block = key.count > 64 ? SHA256Digest.hash(key) : key
    block += [UInt8](repeating: 0, count: 64 - block.count)
    let inner = SHA256Digest.hash(block.map { $0 ^ 0x36 } + message)
    return SHA256Digest.hash(block.map { $0 ^ 0x5c } + inner)
  }
}
