import Catalog

/// A subscription's 12-month commitment while it is billed monthly: which payment it is on, when
/// the commitment ends, whether it renews for another twelve, and its whole price.
struct SubscriptionCommitment: Equatable {
  /// The payment the current period is, 1 to 12.
  var period: Int
  /// The end of the commitment (later after a late billing recovery).
  var expiresMilliseconds: Int64
  /// Whether the commitment renews for another twelve payments (`commitmentAutoRenewStatus`); a
  /// cancellation turns this off, not auto-renew: the payments go on to the twelfth.
  var autoRenew: Bool
  /// The whole commitment's price in milliunits.
  var priceMilliunits: Int64

  /// Whether the current period is the commitment's last payment.
  var isLastPayment: Bool { period >= CommitmentPlan.payments }

  /// Whether the next renewal is a monthly payment (of this commitment, or of the next one).
  var nextPaymentIsMonthly: Bool { !isLastPayment || autoRenew }

  /// The current payment's place in the commitment, as its transaction signs it.
  var transactionPeriod: CommitmentPeriod {
    CommitmentPeriod(number: period, expiresMilliseconds: expiresMilliseconds, priceMilliunits: priceMilliunits)
  }
}
