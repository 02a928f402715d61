import Foundation

@testable import JWS

/// J11–J16, J18, J24: the x5c chain — its length, its anchor, Apple's OIDs, the X.509 profile,
/// validity at signedDate, the encoding of its entries, and a token that claims to need none.
extension BadJWS {
  static let chain: [BadJWS] = length + anchor + profile + entries + xcode

  /// A token of `payload` whose header carries `chain`, signed by `key`.
  private static func signed(_ payload: PayloadFields, _ chain: [Certificate], _ key: P256PrivateKey) -> String {
    F.token(header: F.header(chain: chain), payload: payload.json, key: key)
  }

  /// A token of `payload` signed by a new leaf made by `make` under the trusted intermediate.
  private static func newLeaf(
    _ payload: PayloadFields, _ make: (P256PrivateKey) -> Certificate
  ) -> String {
    let key = P256PrivateKey()
    return signed(payload, [make(key), F.identity.intermediate, F.identity.root], key)
  }

  /// A token of `payload` signed by a new leaf under a new intermediate with `extensions`.
  private static func newIntermediate(_ payload: PayloadFields, _ extensions: [CertificateExtension]) -> String {
    let intermediateKey = P256PrivateKey()
    let intermediate = F.intermediate(key: intermediateKey, extensions: extensions)
    let key = P256PrivateKey()
    return signed(
      payload, [F.leaf(key: key, issuer: (intermediate, intermediateKey)), intermediate, F.identity.root], key)
  }

  static let length: [BadJWS] = {
    let title = "x5c missing / empty / 2 entries / 4 entries"
    let trusted = [F.identity.leaf, F.identity.intermediate, F.identity.root]
    return [
      BadJWS("J11", title, "missing", .invalidCertificateChain) {
        F.token(header: "{\"alg\":\"ES256\"}", payload: $0.json)
      },
      BadJWS("J11", title, "empty", .invalidCertificateChain) { signed($0, [], F.identity.leafKey) },
      BadJWS("J11", title, "2 entries", .invalidCertificateChain) {
        signed($0, Array(trusted.prefix(2)), F.identity.leafKey)
      },
      BadJWS("J11", title, "4 entries", .invalidCertificateChain) {
        signed($0, trusted + [F.identity.root], F.identity.leafKey)
      },
    ]
  }()

  static let anchor: [BadJWS] = [
    BadJWS(
      "J12", "x5c chains to a self-made root with the same subject DN as the pinned root", "the attacker's own root",
      .invalidCertificateChain
    ) { signed($0, [F.attacker.leaf, F.attacker.intermediate, F.attacker.root], F.attacker.leafKey) },
    BadJWS(
      "J12", "x5c chains to a self-made root with the same subject DN as the pinned root",
      "the pinned root named in x5c[2]", .invalidCertificateChain
    ) { signed($0, [F.attacker.leaf, F.attacker.intermediate, F.identity.root], F.attacker.leafKey) },
    BadJWS(
      "J13", "x5c[2] = the real pinned root, but x5c[1] signed by an attacker key",
      "intermediate signed by the attacker",
      .invalidCertificateChain
    ) { payload in
      let intermediateKey = P256PrivateKey()
      let intermediate = F.intermediate(key: intermediateKey, issuerKey: F.attacker.rootKey!)
      let key = P256PrivateKey()
      return signed(
        payload, [F.leaf(key: key, issuer: (intermediate, intermediateKey)), intermediate, F.identity.root], key)
    },
  ]

  static let profile: [BadJWS] = {
    let oids = "leaf lacks 1.2.840.113635.100.6.11.1 / intermediate lacks 1.2.840.113635.100.6.2.1"
    let strict = "intermediate with CA:FALSE, leaf with CA:TRUE, unknown critical extension"
    let validity = "leaf expired at signedDate, or notBefore after signedDate"
    let leafProfile = CertificateChainFactory.leafExtensions
    let intermediateProfile = CertificateChainFactory.intermediateExtensions
    return [
      BadJWS("J14", oids, "leaf without its OID", .invalidCertificateChain) { payload in
        newLeaf(payload) {
          F.leaf(key: $0, extensions: F.removing(AppleCertificateOID.receiptSigningLeaf, from: leafProfile))
        }
      },
      BadJWS("J14", oids, "intermediate without its OID", .invalidCertificateChain) {
        newIntermediate(
          $0, F.removing(AppleCertificateOID.worldwideDeveloperRelationsIntermediate, from: intermediateProfile))
      },
      BadJWS("J15", strict, "intermediate CA:FALSE", .invalidCertificateChain) {
        newIntermediate($0, [.basicConstraintsEndEntity] + intermediateProfile.dropFirst())
      },
      BadJWS("J15", strict, "leaf CA:TRUE", .invalidCertificateChain) { payload in
        newLeaf(payload) { F.leaf(key: $0, extensions: [.basicConstraintsCA] + leafProfile.dropFirst()) }
      },
      BadJWS("J15", strict, "unknown critical extension", .invalidCertificateChain) { payload in
        newLeaf(payload) {
          F.leaf(key: $0, extensions: leafProfile + [.marker(oid: "1.3.6.1.4.1.55555.1", critical: true)])
        }
      },
      BadJWS("J16", validity, "leaf expired before signedDate", .invalidCertificateChain) { payload in
        newLeaf(payload) { F.leaf(key: $0, notAfter: Date(timeIntervalSince1970: 1_700_000_000)) }
      },
      BadJWS("J16", validity, "leaf valid only after signedDate", .invalidCertificateChain) { payload in
        newLeaf(payload) { F.leaf(key: $0, notBefore: Date(timeIntervalSince1970: 1_900_000_000)) }
      },
    ]
  }()

  /// J18: the leaf entry of x5c encoded by `encode` instead of strict standard base64.
  private static func entry(_ variant: String, _ encode: @escaping @Sendable (String) -> String) -> BadJWS {
    let title = "x5c entry in the base64url alphabet / with whitespace / with PEM armor"
    return BadJWS("J18", title, variant, .invalidCertificateChain) {
      let (leaf, key) = leafWithTellingBase64()
      let standard = Data(leaf.der).base64EncodedString()
      let header = F.header(chain: [leaf, F.identity.intermediate, F.identity.root])
      return F.token(
        header: header.replacingOccurrences(of: standard, with: encode(standard)), payload: $0.json, key: key)
    }
  }

  static let entries: [BadJWS] = [
    entry("base64url alphabet") {
      $0.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
    },
    entry("whitespace") { $0.prefix(64) + "\\n" + $0.dropFirst(64) },
    entry("PEM armor") { "-----BEGIN CERTIFICATE-----\\n" + $0 + "\\n-----END CERTIFICATE-----" },
  ]

  /// A new leaf whose standard base64 holds a '+' or '/', so that base64url differs from it.
  private static func leafWithTellingBase64() -> (Certificate, P256PrivateKey) {
    while true {
      let key = P256PrivateKey()
      let leaf = F.leaf(key: key)
      let text = Data(leaf.der).base64EncodedString()
      if text.contains("+") || text.contains("/") { return (leaf, key) }
    }
  }

  static let xcode: [BadJWS] = ["Xcode", "LocalTesting"].map { environment in
    BadJWS(
      "J24", "environment: \"Xcode\" / \"LocalTesting\" in the token", "\(environment), signed by another root",
      .invalidCertificateChain
    ) {
      F.token(
        header: F.header(
          chain: [F.attacker.leaf, F.attacker.intermediate, F.attacker.root], extra: ",\"kid\":\"Apple_Xcode_Key\""),
        payload: $0.with("environment", "\"\(environment)\""), key: F.attacker.leafKey)
    }
  }
}
