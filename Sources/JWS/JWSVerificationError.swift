/// Why `JWSVerifier` rejected a JWS, one case per kind of failure.
public enum JWSVerificationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The JWS is longer than the verifier's limit; nothing was parsed.
  case tooLarge(length: Int, limit: Int)
  /// Not three non-empty base64url segments, or a header that is not a strict JSON object.
  case malformed(String)
  /// The header's `alg` is not exactly "ES256"; the value found.
  case unsupportedAlgorithm(String)
  /// The header carries a parameter this verifier refuses (`crit`, `jku`, `x5u`, `jwk`); its name.
  case forbiddenHeader(String)
  /// `x5c` is missing or malformed, or the chain does not verify to the pinned root at `signedDate`.
  case invalidCertificateChain(String)
  /// The chain verifies but lacks one of Apple's marker extensions.
  case missingAppleExtension(String)
  /// The signature is not 64 bytes, or does not verify with the leaf's key.
  case invalidSignature(String)
  /// The payload is not a strict JSON object, or its `signedDate` is missing or not integer milliseconds.
  case invalidPayload(String)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .tooLarge(let length, let limit): "JWS is \(length) bytes; the limit is \(limit)"
    case .malformed(let reason): "malformed JWS: \(reason)"
    case .unsupportedAlgorithm(let algorithm): "unsupported algorithm \"\(algorithm)\"; only ES256 is accepted"
    case .forbiddenHeader(let name): "forbidden header parameter \"\(name)\""
    case .invalidCertificateChain(let reason): "invalid certificate chain: \(reason)"
    case .missingAppleExtension(let reason): "missing Apple certificate extension: \(reason)"
    case .invalidSignature(let reason): "invalid signature: \(reason)"
    case .invalidPayload(let reason): "invalid payload: \(reason)"
    }
  }
}
