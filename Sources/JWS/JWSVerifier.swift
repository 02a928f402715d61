import FoundationEssentials

/// Verifies compact ES256 JWS signed with an `x5c` chain, as Apple's `SignedDataVerifier` does
/// offline, plus stricter checks.
///
/// In order: length at most `maximumLength` (before any parsing); exactly three non-empty strict
/// base64url segments; a header that is a JSON object without duplicate keys, with `alg` exactly
/// "ES256", no `crit`, `jku`, `x5u` or `jwk`, and `x5c` of exactly three strict standard base64
/// DER certificates; a payload that is a JSON object without duplicate keys whose `signedDate` is
/// integer milliseconds; path validation of x5c[0] ← x5c[1] ← the pinned root with OpenSSL's
/// `X509_V_FLAG_X509_STRICT` at `signedDate` (only the pinned root is trusted; a chain longer or
/// shorter than three is refused); a leaf on P-256 that is not a CA and whose key usage, if any,
/// allows digital signatures; x5c[2] byte-identical to the pinned root (Apple ignores x5c[2]; a
/// JWS naming another root is refused here); the Apple marker extensions on leaf and
/// intermediate; and a 64-byte R‖S signature that verifies with the leaf's key. Bundle id,
/// environment and product checks are the caller's.
///
/// Every check runs for every JWS except the time-independent part of the chain's validation:
/// a chain that passed is kept (see `VerifiedChainCache`) under the exact DER bytes of its three
/// certificates, with its leaf key and the period in which all three are valid. A later JWS with
/// byte-identical x5c is accepted by the cached chain only when its `signedDate` lies in that
/// period; otherwise (or for any other bytes) the chain is validated in full at its `signedDate`.
public final class JWSVerifier: Sendable {
  /// The default `maximumLength`: 64 KiB.
  public static let defaultMaximumLength = 64 * 1024
  /// The default `chainCacheCapacity`: 32 distinct chains, as Apple's verifiers keep.
  public static let defaultChainCacheCapacity = VerifiedChainCache.defaultCapacity

  /// The only certificate trusted as the chain's anchor.
  public let pinnedRoot: Certificate
  /// The longest JWS accepted, in bytes.
  public let maximumLength: Int
  private let trustStore: CertificateTrustStore
  /// The chains validated so far.
  let chainCache: VerifiedChainCache

  /// A verifier trusting `pinnedRoot` alone, keeping up to `chainCacheCapacity` validated chains
  /// (0: validate every chain in full).
  public init(
    pinnedRoot: Certificate, maximumLength: Int = defaultMaximumLength,
    chainCacheCapacity: Int = defaultChainCacheCapacity
  ) {
    self.pinnedRoot = pinnedRoot
    self.maximumLength = maximumLength
    trustStore = CertificateTrustStore(root: pinnedRoot)
    chainCache = VerifiedChainCache(capacity: chainCacheCapacity)
  }

  /// Checks `jws` and returns its verified contents, or the first reason it fails.
  public func verify(_ jws: String) -> Result<VerifiedJWS, JWSVerificationError> {
    Result { () throws(JWSVerificationError) in try verified(jws) }
  }

  private func verified(_ jws: String) throws(JWSVerificationError) -> VerifiedJWS {
    let length = jws.utf8.count
    guard length <= maximumLength else { throw .tooLarge(length: length, limit: maximumLength) }
    let parts = try CompactJWS.parse(jws)
    let header = try JWSHeader.parse(parts.header)
    let signedDate = try Self.signedDate(of: parts.payload)
    let chain = try validChain(header.certificateChain, at: signedDate)
    guard parts.signature.count == 64 else {
      throw .invalidSignature("\(parts.signature.count) bytes; ES256 needs exactly 64 (R‖S)")
    }
    guard chain.leafKey.verify(signature: parts.signature, message: parts.signingInput) else {
      throw .invalidSignature("does not verify with the leaf certificate's key")
    }
    return VerifiedJWS(
      header: parts.header, payload: parts.payload, signedDateMilliseconds: signedDate,
      certificates: chain.certificates)
  }

  /// The chain of `ders` (x5c), valid at `milliseconds`: the cached one when these exact
  /// certificates passed before and all three are valid then, else validated in full and cached.
  private func validChain(_ ders: [[UInt8]], at milliseconds: Int64) throws(JWSVerificationError) -> VerifiedChain {
    let seconds = milliseconds / 1000 - (milliseconds % 1000 < 0 ? 1 : 0)  // floor, as Apple's `// 1000`
    if let cached = chainCache.chain(for: ders), cached.isValid(at: seconds) { return cached }
    let (certificates, leafKey) = try verifiedChain(ders, at: seconds)
    let chain = VerifiedChain(certificates: certificates, leafKey: leafKey)
    chainCache.insert(chain)
    return chain
  }

  /// The payload's `signedDate`, after checking that the payload is a strict JSON object.
  static func signedDate(of payload: [UInt8]) throws(JWSVerificationError) -> Int64 {
    let value: JSONValue
    do throws(StrictJSONError) {
      value = try StrictJSONParser.parse(payload)
    } catch {
      throw .invalidPayload("not strict JSON: \(error)")
    }
    guard case .object(let fields) = value else { throw .invalidPayload("not a JSON object") }
    guard let date = fields["signedDate"] else { throw .invalidPayload("no \"signedDate\"") }
    guard let milliseconds = date.integer else {
      throw .invalidPayload("\"signedDate\" is not an integer number of milliseconds")
    }
    return milliseconds
  }

  /// Leaf, intermediate and pinned root, and the leaf's key, once x5c[0] ← x5c[1] validates to
  /// the pinned root at `seconds`, the leaf may sign, and both carry Apple's marker extensions.
  private func verifiedChain(_ ders: [[UInt8]], at seconds: Int64) throws(JWSVerificationError) -> (
    [Certificate], P256PublicKey
  ) {
    var chain: [Certificate] = []
    for (position, der) in ders.enumerated() {
      guard let certificate = try? Certificate(der: der) else {
        throw .invalidCertificateChain("x5c[\(position)] is not a DER certificate")
      }
      chain.append(certificate)
    }
    let (leaf, intermediate) = (chain[0], chain[1])
    if let reason = trustStore.failure(leaf: leaf, intermediate: intermediate, at: seconds) {
      throw .invalidCertificateChain(reason)
    }
    guard let leafKey = leaf.publicKey else { throw .invalidCertificateChain("the leaf key is not a P-256 key") }
    guard !leaf.isCA else { throw .invalidCertificateChain("the leaf is a CA certificate") }
    guard leaf.keyUsageAllowsDigitalSignature else {
      throw .invalidCertificateChain("the leaf's key usage does not allow digital signatures")
    }
    guard chain[2] == pinnedRoot else { throw .invalidCertificateChain("x5c[2] is not the pinned root certificate") }
    guard leaf.hasExtension(oid: AppleCertificateOID.receiptSigningLeaf) else {
      throw .missingAppleExtension("the leaf lacks \(AppleCertificateOID.receiptSigningLeaf)")
    }
    guard intermediate.hasExtension(oid: AppleCertificateOID.worldwideDeveloperRelationsIntermediate) else {
      throw .missingAppleExtension(
        "the intermediate lacks \(AppleCertificateOID.worldwideDeveloperRelationsIntermediate)")
    }
    return (chain, leafKey)
  }
}
