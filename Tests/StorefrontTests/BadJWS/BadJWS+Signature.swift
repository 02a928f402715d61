@testable import JWS

/// J6–J9: a signature that does not cover what is there, or is not a valid R‖S pair.
extension BadJWS {
  static let signature: [BadJWS] = modified + malformedSignatures

  /// The honest token of `payload` with its payload segment replaced by `forged`'s.
  private static func payloadSwapped(_ payload: PayloadFields, for forged: String) -> String {
    let parts = F.segments(F.token(payload: payload.json))
    return parts[0] + "." + F.segment(forged) + "." + parts[2]
  }

  static let modified: [BadJWS] = {
    let title = "payload byte changed (e.g. productId, quantity, bundleId), signature kept"
    return [
      BadJWS("J6", title, "productId", .invalidSignature) { payload in
        let other = payload["type"] == "\"Consumable\"" ? ScriptedApp.premium : ScriptedApp.coins
        return payloadSwapped(payload, for: payload.with("productId", "\"\(other)\""))
      },
      BadJWS("J6", title, "quantity", .invalidSignature) { payloadSwapped($0, for: $0.with("quantity", "9")) },
      BadJWS("J6", title, "bundleId", .invalidSignature) {
        payloadSwapped($0, for: $0.with("bundleId", "\"com.example.other\""))
      },
      BadJWS("J7", "header changed (add kid), signature kept", "kid added", .invalidSignature) {
        let parts = F.segments(F.token(payload: $0.json))
        return F.segment(F.header(extra: ",\"kid\":\"added\"")) + "." + parts[1] + "." + parts[2]
      },
    ]
  }()

  static let malformedSignatures: [BadJWS] = {
    let length = "signature DER-encoded (70–72 bytes) or 63 / 65 bytes"
    let range = "r = 0, s = 0 / r = n / s = n"
    let zero = [UInt8](repeating: 0, count: 32)
    func resigned(_ variant: String, _ title: String, _ id: String, _ change: @escaping @Sendable ([UInt8]) -> [UInt8])
      -> BadJWS
    {
      BadJWS(id, title, variant, .invalidSignature) {
        let token = F.token(payload: $0.json)
        return F.replacingSignature(of: token, with: change(F.signature(of: token)))
      }
    }
    return [
      BadJWS("J8", length, "DER-encoded", .invalidSignature) {
        let parts = F.segments(F.token(payload: $0.json))
        let der = F.identity.leafKey.signDER(Array((parts[0] + "." + parts[1]).utf8))
        return parts[0] + "." + parts[1] + "." + Base64URL.encode(der)
      },
      resigned("63 bytes", length, "J8") { Array($0.prefix(63)) },
      resigned("65 bytes", length, "J8") { $0 + [0] },
      resigned("r = s = 0", range, "J9") { _ in zero + zero },
      resigned("r = n", range, "J9") { P256Order.n + $0.suffix(32) },
      resigned("s = n", range, "J9") { $0.prefix(32) + P256Order.n },
    ]
  }()
}
