/// Why a customer asked for a refund (`consumptionRequestReason` of `CONSUMPTION_REQUEST`).
public enum ConsumptionRequestReason: String, Sendable, CaseIterable {
  case unintendedPurchase = "UNINTENDED_PURCHASE"
  case fulfillmentIssue = "FULFILLMENT_ISSUE"
  case unsatisfiedWithPurchase = "UNSATISFIED_WITH_PURCHASE"
  case legal = "LEGAL"
  case other = "OTHER"
}
