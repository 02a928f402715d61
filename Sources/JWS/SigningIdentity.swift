/// A certificate chain (root, intermediate, leaf) and the leaf's private key, which signs JWS.
public struct SigningIdentity: Sendable {
  /// The self-signed root certificate authority; verifiers pin it.
  public let root: Certificate
  /// The intermediate certificate authority, issued by the root.
  public let intermediate: Certificate
  /// The signing certificate, issued by the intermediate.
  public let leaf: Certificate
  /// The private key of `leaf`.
  public let leafKey: P256PrivateKey
  /// The root's private key: present right after creation, nil once loaded from disk.
  public let rootKey: P256PrivateKey?
  /// The intermediate's private key: present right after creation, nil once loaded from disk.
  public let intermediateKey: P256PrivateKey?

  /// An identity from its parts; throws unless `leafKey` belongs to `leaf`, `leaf` was issued by
  /// `intermediate` and `intermediate` by `root` (and the CA keys, when given, belong to theirs).
  public init(
    root: Certificate, intermediate: Certificate, leaf: Certificate, leafKey: P256PrivateKey,
    rootKey: P256PrivateKey? = nil, intermediateKey: P256PrivateKey? = nil
  ) throws(CryptoError) {
    guard leaf.publicKey == leafKey.publicKey else {
      throw .mismatchedIdentity("the leaf key does not belong to the leaf certificate")
    }
    guard leaf.isIssued(by: intermediate) else {
      throw .mismatchedIdentity("the leaf certificate was not issued by the intermediate")
    }
    guard intermediate.isIssued(by: root) else {
      throw .mismatchedIdentity("the intermediate certificate was not issued by the root")
    }
    guard rootKey.map({ $0.publicKey == root.publicKey }) ?? true,
      intermediateKey.map({ $0.publicKey == intermediate.publicKey }) ?? true
    else { throw .mismatchedIdentity("a CA key does not belong to its certificate") }
    self.root = root
    self.intermediate = intermediate
    self.leaf = leaf
    self.leafKey = leafKey
    self.rootKey = rootKey
    self.intermediateKey = intermediateKey
  }
}
