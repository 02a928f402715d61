public import Catalog
public import FoundationEssentials

/// One plan as the paywall shows it: localized strings and exact values, no layout.
public struct PlanCard: Sendable, Equatable {
  /// The product id.
  public var planID: String
  /// The product type.
  public var type: ProductType
  /// The store product's display name in the paywall's language.
  public var title: String
  /// Exactly `StoreProduct.displayPrice`.
  public var billedPrice: String
  /// The billed price as an exact amount.
  public var price: Decimal
  /// The billing period ("/year", "every 3 months") or, non-renewing, the access length ("3 months of access").
  public var periodText: String?
  /// The billing period (auto-renewable) or access length (non-renewing).
  public var period: Period?
  /// The period spelled in full in the paywall's language: "1 year", "3 months".
  public var periodLength: String? = nil
  /// The per-month or per-week equivalent, when one is shown.
  public var derived: DerivedPrice?
  /// The savings badge, computed or claimed.
  public var savings: SavingsBadge?
  /// The intro offer's terms, only when shown to this customer: "1 week free, then $59.99/year".
  public var trialTerms: String?
  /// `.currentPlan`, `.upgrade`, `.downgrade` or `.crossgrade` in the active subscription's group.
  public var relation: ElementMeaning?
  /// The relation's label: "Current plan", "Upgrade", …
  public var relationText: String?
  /// Beside the relation of a plan the subscription changes to at its next renewal: "starts at the
  /// next renewal" (its own text, so that where the row is short it is cut, not the relation).
  public var relationNote: String? = nil
  /// Whether this is the paywall's highlighted plan.
  public var isHighlighted: Bool
  /// "Best value" on the highlighted plan.
  public var highlightText: String?
  /// The button label: subscribe, start free trial or buy, from the paywall copy.
  public var callToAction: String
  /// The button label without trial wording (for when a trial switch turns the trial off).
  public var plainCallToAction: String
  /// Whether buying the plan changes the active subscription only at its next renewal (a downgrade, or a
  /// crossgrade of another duration), so it is paid for then.
  public var changesAtRenewal: Bool = false
  /// Whether the customer already owns this non-consumable (its label is the relation text, "Purchased").
  public var isOwned: Bool = false
  /// False for the current plan, a non-consumable already owned, and when payments are disabled.
  public var isPurchasable: Bool
  /// A consumable's quantity: "10 coins".
  public var quantityText: String?
  /// Coins a unit credits (consumables).
  public var coins: Int64?
  /// Benefit lines of this plan alone (may be empty; the shared ones are the model's `benefits`).
  public var benefits: [String]
  /// Paying monthly with a 12-month commitment, where the storefront sells it.
  public var commitment: CommitmentOption? = nil
  /// Whether the intro offer's wording is shown (`trialTerms != nil`).
  public var showsIntroOffer: Bool { trialTerms != nil }
}
