/// One product the store sells, of any of the four types.
public struct Product: Sendable, Equatable {
  /// The product identifier, e.g. `com.iaptutorial.coins`.
  public var id: String
  /// The kind of product.
  public var type: ProductType
  /// The internal name App Store Connect shows developers.
  public var referenceName: String
  /// Whether Family Sharing applies (non-consumables and subscriptions only).
  public var familyShareable: Bool
  /// Price per storefront id.
  public var prices: [String: Price]
  /// Display name and description per language.
  public var localizations: Localized<ProductLocalization>
  /// Coins credited per unit bought (consumables only).
  public var coinsPerUnit: Int64?
  /// Entitlements a purchase unlocks (non-consumables, non-renewing and auto-renewable subscriptions).
  ///
  /// For an auto-renewable subscription this includes its group's entitlements.
  public var entitlements: [String]
  /// How long access lasts after a purchase (non-renewing subscriptions only).
  public var duration: Period?
  /// Group, level, period and offers (auto-renewable subscriptions only).
  public var subscription: SubscriptionTerms?

  /// Creates a product.
  public init(
    id: String, type: ProductType, referenceName: String, familyShareable: Bool = false,
    prices: [String: Price], localizations: Localized<ProductLocalization>, coinsPerUnit: Int64? = nil,
    entitlements: [String] = [], duration: Period? = nil, subscription: SubscriptionTerms? = nil
  ) {
    self.id = id
    self.type = type
    self.referenceName = referenceName
    self.familyShareable = familyShareable
    self.prices = prices
    self.localizations = localizations
    self.coinsPerUnit = coinsPerUnit
    self.entitlements = entitlements
    self.duration = duration
    self.subscription = subscription
  }
}

/// A product's name and description in one language.
public struct ProductLocalization: Sendable, Equatable {
  /// The name customers see, at most 35 characters.
  public var displayName: String
  /// The description customers see, at most 55 characters.
  public var description: String

  /// Creates a localization.
  public init(displayName: String, description: String) {
    self.displayName = displayName
    self.description = description
  }
}
