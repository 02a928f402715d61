/// Why a key, a certificate or a set of them could not be read or used.
public enum CryptoError: Error, Equatable, CustomStringConvertible {
  /// The bytes or text are not a key of the expected kind.
  case invalidKey(String)
  /// The bytes or text are not a certificate.
  case invalidCertificate(String)
  /// The certificates and key do not belong together.
  case mismatchedIdentity(String)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .invalidKey(let reason): "invalid key: \(reason)"
    case .invalidCertificate(let reason): "invalid certificate: \(reason)"
    case .mismatchedIdentity(let reason): "mismatched signing identity: \(reason)"
    }
  }
}
