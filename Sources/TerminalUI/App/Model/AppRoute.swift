/// A screen of the app; `AppState.routes` stacks them and Esc goes back one.
public enum AppRoute: Sendable, Equatable {
  /// The paywall (home), with the status line and the key footer.
  case paywall
  /// The purchase sheet for a product, as on a phone.
  case purchaseSheet(productID: String)
  /// Coins, premium and the subscriptions.
  case account
  /// Every transaction.
  case history
  /// One transaction's decoded JWS header and payload.
  case transaction(UInt64)
  /// The simulated store's controls, like Xcode's transaction manager.
  case storeControls
  /// Every key, from `KeyBindings`.
  case help
  /// A list to pick a language, storefront or device from.
  case switcher(SwitcherKind)
  /// "Reinstall the app?" before the device's state is wiped.
  case confirmReinstall
  /// "Refund this transaction?" before the store refunds it.
  case confirmRefund(UInt64)
  /// The App Store's "Redeem code" sheet: an offer code is typed and redeemed.
  case redeemCode

  /// The route without its details, for the key table.
  public var kind: RouteKind {
    switch self {
    case .paywall: .paywall
    case .purchaseSheet: .purchaseSheet
    case .account: .account
    case .history: .history
    case .transaction: .transaction
    case .storeControls: .storeControls
    case .help: .help
    case .switcher: .switcher
    case .confirmReinstall: .confirmReinstall
    case .confirmRefund: .confirmRefund
    case .redeemCode: .redeemCode
    }
  }
}

/// A route without its details, plus `review` (the paywall under the review overlay), for the key table.
public enum RouteKind: String, Sendable, Equatable, CaseIterable {
  case paywall
  case review
  case purchaseSheet
  case account
  case history
  case transaction
  case storeControls
  case help
  case switcher
  case confirmReinstall
  case confirmRefund
  case redeemCode
}

/// What a switcher picks.
public enum SwitcherKind: String, Sendable, Equatable, CaseIterable {
  case language
  case storefront
  case device
}
