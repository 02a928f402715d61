import Foundation

@testable import JWS

/// J1–J5, J19–J22, J25: the compact form, the header and the JSON, all refused as encoding.
extension BadJWS {
  typealias F = TransactionForge

  static let format: [BadJWS] =
    algorithm + segments + base64URL + json + oversized

  static let algorithm: [BadJWS] =
    [
      BadJWS("J1", "alg \"none\", empty signature segment", "alg none, h.p.", .invalidEncoding) {
        F.segment(F.header(alg: "none")) + "." + F.segment($0.json) + "."
      },
      BadJWS("J1", "alg \"none\", empty signature segment", "alg none, signed", .invalidEncoding) {
        F.token(header: F.header(alg: "none"), payload: $0.json)
      },
      BadJWS(
        "J2", "alg \"HS256\" with an HMAC over header.payload keyed by the leaf's public key bytes", "HS256",
        .invalidEncoding
      ) {
        let input = F.segment(F.header(alg: "HS256")) + "." + F.segment($0.json)
        let key = F.identity.leaf.publicKey!.derRepresentation
        return input + "." + Base64URL.encode(F.hmacSHA256(key: key, message: Array(input.utf8)))
      },
    ]
    + ["ES384", "RS256", "es256"].map { alg in
      BadJWS("J3", "alg \"ES384\" / \"RS256\" / \"es256\"", alg, .invalidEncoding) {
        F.token(header: F.header(alg: alg), payload: $0.json)
      }
    }

  static let segments: [BadJWS] = [
    BadJWS("J4", "signature segment removed (h.p), or h.p.", "h.p", .invalidEncoding) {
      F.segments(F.token(payload: $0.json)).prefix(2).joined(separator: ".")
    },
    BadJWS("J4", "signature segment removed (h.p), or h.p.", "h.p.", .invalidEncoding) {
      F.segments(F.token(payload: $0.json)).prefix(2).joined(separator: ".") + "."
    },
    BadJWS("J5", "4 or 5 segments, empty segments ..", "4 segments", .invalidEncoding) {
      F.token(payload: $0.json) + ".AAAA"
    },
    BadJWS("J5", "4 or 5 segments, empty segments ..", "5 segments", .invalidEncoding) {
      F.token(payload: $0.json) + ".AAAA.AAAA"
    },
    BadJWS("J5", "4 or 5 segments, empty segments ..", "empty payload h..s", .invalidEncoding) {
      let parts = F.segments(F.token(payload: $0.json))
      return parts[0] + ".." + parts[2]
    },
    BadJWS("J5", "4 or 5 segments, empty segments ..", "..", .invalidEncoding) { _ in ".." },
  ]

  /// J19: the honest token's segments damaged by `damage`.
  private static func damaged(_ variant: String, _ damage: @escaping @Sendable ([String]) -> String) -> BadJWS {
    BadJWS("J19", "base64url segment with = padding, + / /, newline, trailing space", variant, .invalidEncoding) {
      damage(F.segments(F.token(payload: $0.json)))
    }
  }

  static let base64URL: [BadJWS] = [
    damaged("'=' padding") { $0[0] + "." + $0[1] + "=." + $0[2] },
    damaged("'+' in the signature") { $0[0] + "." + $0[1] + ".+" + $0[2].dropFirst() },
    damaged("'/' in the header") { "/" + $0[0].dropFirst() + "." + $0[1] + "." + $0[2] },
    damaged("newline") { $0[0] + "." + $0[1].prefix(8) + "\n" + $0[1].dropFirst(8) + "." + $0[2] },
    damaged("trailing space") { $0.joined(separator: ".") + " " },
  ]

  static let json: [BadJWS] = {
    let notObject = "header or payload JSON not an object ([], \"x\"), invalid UTF-8, BOM"
    let duplicate = "duplicate keys: {\"alg\":\"ES256\",\"alg\":\"none\"}; duplicate transactionId in the payload"
    return [
      BadJWS("J20", notObject, "header []", .invalidEncoding) { F.token(header: "[]", payload: $0.json) },
      BadJWS("J20", notObject, "payload \"x\"", .invalidEncoding) { _ in F.token(payload: "\"x\"") },
      BadJWS("J20", notObject, "payload with invalid UTF-8", .invalidEncoding) {
        let bytes = Array($0.with("storefront", "\"US@\"").utf8)
        return F.token(
          headerBytes: Array(F.header().utf8),
          payloadBytes: bytes.flatMap { $0 == UInt8(ascii: "@") ? [0xC3, 0x28] : [$0] })
      },
      BadJWS("J20", notObject, "payload with a BOM", .invalidEncoding) {
        F.token(headerBytes: Array(F.header().utf8), payloadBytes: [0xEF, 0xBB, 0xBF] + Array($0.json.utf8))
      },
      BadJWS("J21", duplicate, "duplicate alg", .invalidEncoding) {
        let header = F.header().replacingOccurrences(
          of: "{\"alg\":\"ES256\",", with: "{\"alg\":\"ES256\",\"alg\":\"none\",")
        return F.token(header: header, payload: $0.json)
      },
      BadJWS("J21", duplicate, "duplicate transactionId", .invalidEncoding) {
        F.token(payload: String($0.json.dropLast()) + ",\"transactionId\":\"1\"}")
      },
    ]
      + ["crit", "jku", "x5u", "jwk"].map { name in
        BadJWS("J22", "unknown crit; presence of jku / x5u / jwk", name, .invalidEncoding) {
          F.token(header: F.header(extra: ",\"\(name)\":[\"https://example.com/x\"]"), payload: $0.json)
        }
      }
  }()

  static let oversized: [BadJWS] = {
    let title = "oversized input (1 MiB JWS, 10k-element x5c, 100k nested [)"
    return [
      BadJWS("J25", title, "1 MiB JWS", .invalidEncoding) {
        F.token(payload: $0.with("padding", "\"" + String(repeating: "A", count: 1 << 20) + "\""))
      },
      BadJWS("J25", title, "10k-element x5c", .invalidEncoding) {
        F.token(header: F.header(chain: Array(repeating: F.identity.leaf, count: 10_000)), payload: $0.json)
      },
      BadJWS("J25", title, "100k nested [", .invalidEncoding) {
        F.token(payload: $0.with("nested", String(repeating: "[", count: 100_000)))
      },
      BadJWS("J25", title, "40k nested [ within the size cap", .invalidEncoding) {
        F.token(payload: $0.with("nested", String(repeating: "[", count: 40_000)))
      },
    ]
  }()
}
