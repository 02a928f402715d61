/// A price increase of one subscription's renewing product in one storefront, as App Store
/// Connect applies it to existing subscribers.
struct PriceIncrease: Equatable {
  /// Where the customer stands.
  enum State: Int {
    /// Waiting for the customer's consent (`priceIncreaseStatus` 0); without it the
    /// subscription expires at the end of the period.
    case pending = 0
    /// Consented to, or notified where no consent is needed (`priceIncreaseStatus` 1); the
    /// next renewal charges the new price.
    case agreed = 1
    /// Charged at least once; the price stays for later renewals and nothing is pending.
    case applied = 2
  }

  /// The product the new price is for (a plan change leaves it behind).
  var productID: String
  /// The storefront whose currency the price is in (a storefront change leaves it behind).
  var storefront: String
  /// The new renewal price, in milliunits.
  var milliunits: Int64
  var state: State

  /// Whether the increase applies to a renewal of `productID` in `storefront`.
  func applies(to productID: String, in storefront: String) -> Bool {
    self.productID == productID && self.storefront == storefront
  }

  /// The renewal info's `priceIncreaseStatus`: 0 or 1 while an increase is open, nil otherwise.
  var payloadStatus: Int? { state == .applied ? nil : state.rawValue }
}
