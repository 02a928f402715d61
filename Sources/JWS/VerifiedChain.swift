import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// A certificate chain that passed every time-independent check of `JWSVerifier`, with the
/// period in which all three certificates are valid, so that later JWS with the same chain need
/// only compare their `signedDate` with that period.
struct VerifiedChain: Sendable {
  /// Leaf, intermediate and pinned root, whose DER bytes are exactly the x5c entries.
  let certificates: [Certificate]
  /// The leaf's P-256 key, which signs the JWS.
  let leafKey: P256PublicKey
  /// The latest `notBefore` of the three certificates, in seconds since 1970.
  let validFrom: Int64
  /// The earliest `notAfter` of the three certificates, in seconds since 1970.
  let validUntil: Int64

  /// The chain of `certificates` (leaf first) with `leafKey`. When a validity time cannot be
  /// read the period is empty, so that every JWS with this chain is validated in full.
  init(certificates: [Certificate], leafKey: P256PublicKey) {
    var from = Int64.min
    var until = Int64.max
    for certificate in certificates {
      guard let period = certificate.validitySeconds else {
        (from, until) = (.max, .min)
        break
      }
      from = max(from, period.notBefore)
      until = min(until, period.notAfter)
    }
    self.certificates = certificates
    self.leafKey = leafKey
    validFrom = from
    validUntil = until
  }

  /// Whether every certificate is valid at `seconds`, by OpenSSL's rule: `notBefore <= t < notAfter`
  /// (`X509_cmp_time` counts a certificate as expired from its `notAfter` second on).
  func isValid(at seconds: Int64) -> Bool { validFrom <= seconds && seconds < validUntil }

  /// Whether `ders` are exactly the DER bytes of this chain's certificates.
  func matches(_ ders: [[UInt8]]) -> Bool {
    guard ders.count == certificates.count else { return false }
    for (der, certificate) in zip(ders, certificates) where !Self.equal(der, certificate.der) { return false }
    return true
  }

  /// Byte equality through `memcmp`.
  private static func equal(_ left: [UInt8], _ right: [UInt8]) -> Bool {
    guard left.count == right.count else { return false }
    guard !left.isEmpty else { return true }
    return left.withUnsafeBytes { a in
      right.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
    }
  }
}
