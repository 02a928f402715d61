import AppStoreSimulator
import Foundation
import JWS

/// Checks an App Store Server API request's `Authorization: Bearer <JWT>` as Apple does
/// (server-api.md §2.2–2.3): ES256 by a registered, unrevoked key named by `kid`, `typ` JWT,
/// `iss` that key's issuer, `aud` `appstoreconnect-v1`, `bid` the app's bundle id, `exp` in the
/// future and at most an hour ahead (of `iat` when given, else of now).
///
/// "Now" is real time, not the store's simulated clock: Apple's servers judge tokens by real
/// time and clients make `exp` from their own clock (Apple's Python client: now + 300 s), while
/// the simulated clock may run faster or be advanced by days.
struct JWTAuthenticator: Sendable {
  /// The audience every token must name.
  static let audience = "appstoreconnect-v1"
  /// The longest a token may be valid, in seconds.
  static let maximumLifetime: Int64 = 3600
  /// How far `iat` may lie ahead of our clock (a client's clock may run a little fast).
  static let clockSkew: Int64 = 60

  /// The bundle id every token must name as `bid`.
  var bundleID: String
  /// Real now, UNIX seconds.
  var now: @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970) }

  /// Whether `authorization` is a valid token, looking its key up with `key(kid)`.
  func accepts(_ authorization: String?, key: (String) -> APIKey?, publicKey: (APIKey) -> P256PublicKey?) -> Bool {
    guard let authorization, authorization.hasPrefix("Bearer ") else { return false }
    guard let token = UnverifiedJWT(String(authorization.dropFirst("Bearer ".count))) else { return false }
    guard token.header["alg"]?.stringValue == "ES256", token.header["typ"]?.stringValue == "JWT",
      let kid = token.header["kid"]?.stringValue, let registered = key(kid), registered.revokedAt == nil,
      let verifyingKey = publicKey(registered), token.isSigned(by: verifyingKey)
    else { return false }
    let claims = token.claims
    guard claims["iss"]?.stringValue == registered.issuerID, claims["aud"]?.stringValue == Self.audience,
      claims["bid"]?.stringValue == bundleID, let expiry = claims["exp"]?.integer
    else { return false }
    let now = now()
    guard expiry > now else { return false }
    if let issued = claims["iat"] {
      guard let issuedAt = issued.integer, issuedAt <= now + Self.clockSkew, expiry - issuedAt <= Self.maximumLifetime
      else { return false }
    }
    return expiry - now <= Self.maximumLifetime
  }
}
