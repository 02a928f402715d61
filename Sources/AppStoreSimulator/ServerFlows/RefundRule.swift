/// The store's documented, deterministic stand-in for Apple's refund decision (used while the
/// `refund-decision` switch is `rule`), and what a granted refund comes to.
///
/// With consumption information: `refundPreference` `GRANT_FULL` grants in full, `GRANT_PRORATED`
/// grants in part, `DECLINE` declines; without a preference, anything not `DELIVERED` is granted in
/// full, a `consumptionPercentage` under 50 % is granted in part, and the rest (delivered, half or
/// more used, or nothing said) is declined. Without consumption information by the end of the
/// 12-hour window the request is granted in full.
enum RefundRule {
  /// What the rule decides: nil to decline, else the refund's type.
  static func decide(_ info: ConsumptionInfo?) -> RevocationType? {
    guard let info else { return .refundFull }
    switch info.refundPreference {
    case .grantFull: return .refundFull
    case .grantProrated: return .refundProrated
    case .decline: return nil
    case nil:
      if info.deliveryStatus != .delivered { return .refundFull }
      if let used = info.consumptionPercentage, used < 50_000 { return .refundProrated }
      return nil
    }
  }

  /// The share refunded (milliunits of a percent): all for a full refund; for a prorated one the
  /// unused time left in a subscription's period, or the unconsumed share of a one-time purchase.
  static func percentage(
    _ type: RevocationType, info: ConsumptionInfo?, purchase: Int64, expires: Int64?, at now: Int64
  ) -> Int {
    guard type == .refundProrated else { return 100_000 }
    if let expires, expires > purchase {
      let left = max(0, min(expires - now, expires - purchase))
      return Int((Double(left) * 100_000 / Double(expires - purchase)).rounded())
    }
    return 100_000 - (info?.consumptionPercentage ?? 0)
  }
}
