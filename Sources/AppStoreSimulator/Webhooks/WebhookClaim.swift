/// Who holds the right to deliver to a webhook endpoint.
public enum WebhookClaim: Sendable, Equatable {
  /// The caller holds it until the lease runs out.
  case claimed
  /// Another deliverer (by name) holds it until `until` (real epoch milliseconds).
  case heldBy(owner: String, until: Int64)
}
