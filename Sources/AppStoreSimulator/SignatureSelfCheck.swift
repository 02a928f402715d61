import FoundationEssentials
import JWS

/// What the store checks of each signature before it charges for it: that a verifier would take
/// it. The chain's parts were checked to belong together when the identity was loaded
/// (`SigningIdentityStore.load`), so what is left is that the signing moment lies where all three
/// certificates are valid (as verifiers see it: `signedDate` rounded down to the second) and
/// that the signature verifies with the leaf's key. No certificate store is built for it.
struct SignatureSelfCheck {
  /// The first second at which all three certificates are valid.
  let validFrom: Int64
  /// The first second at which one of them has expired.
  let validUntil: Int64
  let leafKey: P256PublicKey?

  init(identity: SigningIdentity) {
    let certificates = [identity.leaf, identity.intermediate, identity.root]
    validFrom = certificates.map { Int64($0.notBefore.timeIntervalSince1970) }.max() ?? 0
    validUntil = certificates.map { Int64($0.notAfter.timeIntervalSince1970) }.min() ?? 0
    leafKey = identity.leaf.publicKey
  }

  /// Why `jws`, signed at `signedDate` (epoch milliseconds), would not verify; nil when it would.
  func problem(_ jws: String, signedDate: Int64) -> String? {
    let second = signedDate >= 0 ? signedDate / 1000 : (signedDate - 999) / 1000
    guard second >= validFrom else { return "signed before the signing certificates are valid" }
    guard second < validUntil else { return "signed after the signing certificates have expired" }
    guard let dot = jws.lastIndex(of: "."), let signature = Base64URL.decode(String(jws[jws.index(after: dot)...])),
      let leafKey, leafKey.verify(signature: signature, message: Array(jws[..<dot].utf8))
    else { return "the signature does not verify with the signing certificate's key" }
    return nil
  }
}
