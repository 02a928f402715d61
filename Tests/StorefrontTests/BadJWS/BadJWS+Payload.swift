import Storefront

/// J23, J24, J26, J29, J30: payloads signed by the trusted store that are not this app's, not a
/// transaction at all, or signed after the store's now.
extension BadJWS {
  static let payload: [BadJWS] = identity + types + products + future

  /// J29: signed later than the store's now (the app's policy: refused, beyond five minutes of skew).
  static let future: [BadJWS] = [
    BadJWS("J29", "signedDate far in the future (> now + skew)", "a day ahead", .signedInTheFuture) {
      F.token(payload: $0.with("signedDate", "\(ClientFixture.start + ClientFixture.day)"))
    },
    BadJWS("J29", "signedDate far in the future (> now + skew)", "skew + 1 ms", .signedInTheFuture) {
      F.token(payload: $0.with("signedDate", "\(ClientFixture.start + StoreClient.signedDateSkew + 1)"))
    },
  ]

  static let identity: [BadJWS] =
    [
      BadJWS(
        "J23", "bundleId of another app; environment \"Production\" vs configured \"Sandbox\"", "bundleId", .wrongApp
      ) {
        F.token(payload: $0.with("bundleId", "\"com.example.other\""))
      },
      BadJWS(
        "J23", "bundleId of another app; environment \"Production\" vs configured \"Sandbox\"", "environment", .wrongApp
      ) {
        F.token(payload: $0.with("environment", "\"Production\""))
      },
    ]
    + ["Xcode", "LocalTesting"].map { environment in
      BadJWS(
        "J24", "environment: \"Xcode\" / \"LocalTesting\" in the token", "\(environment), signed by the store",
        .wrongApp
      ) {
        F.token(payload: $0.with("environment", "\"\(environment)\""))
      }
    }

  static let types: [BadJWS] = {
    let title = "wrong types: \"quantity\":\"1\", 1.5, signedDate as a string, missing transactionId"
    return [
      BadJWS("J26", title, "quantity \"1\"", .missingRequiredProperties) {
        F.token(payload: $0.with("quantity", "\"1\""))
      },
      BadJWS("J26", title, "quantity 1.5", .missingRequiredProperties) { F.token(payload: $0.with("quantity", "1.5")) },
      BadJWS("J26", title, "signedDate as a string", .invalidEncoding) {
        F.token(payload: $0.with("signedDate", "\"\($0["signedDate"]!)\""))
      },
      BadJWS("J26", title, "missing transactionId", .missingRequiredProperties) {
        F.token(payload: $0.with("transactionId", nil))
      },
      BadJWS("J26", title, "transactionId as a number", .missingRequiredProperties) {
        F.token(payload: $0.with("transactionId", "2000000000000001"))
      },
    ]
  }()

  static let products: [BadJWS] = {
    let title = "productId not in the catalog / type mismatch (consumable id with type: \"Non-Consumable\")"
    return [
      BadJWS("J30", title, "productId not in the catalog", .wrongApp) {
        F.token(payload: $0.with("productId", "\"com.iaptutorial.gems\""))
      },
      BadJWS("J30", title, "type swapped (consumable id as Non-Consumable, premium as Consumable)", .wrongApp) {
        F.token(payload: $0.with("type", $0["type"] == "\"Consumable\"" ? "\"Non-Consumable\"" : "\"Consumable\""))
      },
      BadJWS("J30", title, "type Auto-Renewable Subscription, expiring in a year", .wrongApp) {
        var forged = $0
        forged["type"] = "\"Auto-Renewable Subscription\""
        forged["subscriptionGroupIdentifier"] = "\"pro\""
        forged["expiresDate"] = "\(ClientFixture.start + 365 * ClientFixture.day)"
        return F.token(payload: forged.json)
      },
    ]
  }()
}
