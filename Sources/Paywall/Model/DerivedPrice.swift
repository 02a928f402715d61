public import Catalog
public import FoundationEssentials

/// A per-unit equivalent of a billed price, such as "≈ $4.99/month" for a yearly plan.
public struct DerivedPrice: Sendable, Equatable {
  /// The rounded amount per `unit`, in the storefront's currency.
  public var value: Decimal
  /// The amount with its unit, localized: "≈ 4,99 €/Monat".
  public var text: String
  /// The unit the amount is per (`.month` or `.week`).
  public var unit: Period.Unit

  /// A derived price.
  public init(value: Decimal, text: String, unit: Period.Unit) {
    self.value = value
    self.text = text
    self.unit = unit
  }
}
