/// What a price change does to the subscribers already renewing to the product.
public enum ExistingSubscribers: String, Sendable, CaseIterable {
  /// They keep paying what they paid (App Store Connect's "preserve current price").
  case preserve
  /// An increase waits for their consent (PRICE_INCREASE/PENDING); without it they lapse.
  case askConsent = "ask"
  /// An increase is only notified (PRICE_INCREASE/ACCEPTED) and charged at the next renewal.
  case notify
}
