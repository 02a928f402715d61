public import Catalog
public import FoundationEssentials
import FoundationInternationalization

/// A product as the app shows it, like StoreKit 2's `Product`: localized name and description,
/// the price as an exact `Decimal` and formatted as the storefront shows it, and for a subscription
/// its group, level, billing period and offers, spelled in the display language with the price's digits.
public struct StoreProduct: Sendable, Equatable {
  public var id: String
  public var type: ProductType
  public var displayName: String
  public var description: String
  /// The price in the storefront's currency.
  public var price: Decimal
  /// `price` formatted in the storefront's price locale, whatever the language ("2,99 €" in `DEU`).
  public var displayPrice: String
  /// ISO 4217.
  public var currency: String
  /// Coins a unit credits (consumables).
  public var coinsPerUnit: Int64?
  /// The subscription terms, for auto-renewable subscriptions.
  public var subscription: SubscriptionInfo?

  /// An auto-renewable subscription's terms, localized.
  public struct SubscriptionInfo: Sendable, Equatable {
    public var groupID: String
    /// 1 is the highest level of service.
    public var groupLevel: Int
    public var period: Period
    /// The billing period in words ("1 month", "1 Monat", "1か月").
    public var periodText: String
    public var introductoryOffer: Offer?
    public var promotionalOffers: [Offer]
    /// Offers for customers who left (StoreKit's `winBackOffers`).
    public var winBackOffers: [Offer] = []
  }

  /// A subscription offer, localized.
  public struct Offer: Sendable, Equatable {
    /// Promotional offers have ids; an introductory offer has none.
    public var id: String?
    public var paymentMode: SubscriptionOffer.PaymentMode
    public var period: Period
    /// How many periods the offer lasts.
    public var periodCount: Int
    /// The offer's price per period (0 for a free trial).
    public var price: Decimal
    public var displayPrice: String
    /// How long the offer lasts in words ("1 week", "3 months").
    public var durationText: String
  }
}

extension StoreProduct {
  /// `product` as sold in `storefront`, in `language`, at `storePrice` (the price the store charges
  /// today) or else the catalog's; nil when the storefront has no price for it.
  public init?(
    _ product: Product, storefront: StorefrontInfo, language: LanguageTag, defaultLanguage: LanguageTag,
    storePrice: Price? = nil
  ) {
    guard let price = storePrice ?? product.prices[storefront.id] else { return nil }
    let prices = PriceFormatter(storefront: storefront)
    let periods = PeriodFormatter(locale: StorefrontLocale(language: language, storefront: storefront))
    let text = ProductText(product: product, language: language, defaultLanguage: defaultLanguage)
    id = product.id
    type = product.type
    displayName = text.displayName
    description = text.description
    self.price = price.decimal
    displayPrice = prices.string(for: price)
    currency = storefront.currency
    coinsPerUnit = product.coinsPerUnit
    subscription = product.subscription.map { terms in
      func offer(_ offer: SubscriptionOffer) -> Offer? {
        guard
          let offerPrice = offer.prices[storefront.id] ?? (offer.paymentMode == .freeTrial ? Price(milliunits: 0) : nil)
        else { return nil }
        return Offer(
          id: offer.id, paymentMode: offer.paymentMode, period: offer.period, periodCount: offer.periods,
          price: offerPrice.decimal, displayPrice: prices.string(for: offerPrice),
          durationText: periods.string(for: offer))
      }
      return SubscriptionInfo(
        groupID: terms.groupID, groupLevel: terms.level, period: terms.period,
        periodText: periods.string(for: terms.period), introductoryOffer: terms.introductoryOffer.flatMap(offer),
        promotionalOffers: terms.promotionalOffers.compactMap(offer),
        winBackOffers: terms.winBackOffers.compactMap(offer))
    }
  }
}
