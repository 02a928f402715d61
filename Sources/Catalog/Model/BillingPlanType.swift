/// How a subscription is billed (`billingPlanType`): the whole period up front, or monthly within
/// a 12-month commitment (see `CommitmentPlan`).
public enum BillingPlanType: String, Sendable, Hashable, Codable, CaseIterable {
  case billedUpFront = "BILLED_UPFRONT"
  case monthly = "MONTHLY"
}
