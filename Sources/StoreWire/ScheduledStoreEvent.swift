/// What the store does to a subscription at its next scheduled moment.
public enum ScheduledStoreEvent: String, Sendable, Equatable, Codable {
  /// It charges for the next period.
  case renewal
  /// It ends the grace period of a renewal whose payment failed; billing retry goes on without access.
  case gracePeriodEnd
  /// It ends billing retry after its 60 days: the subscription expires unless a payment went through.
  case billingRetryEnd
  /// It ends a subscription that will not renew.
  case expiry
}
