/// What the developer would like Apple to decide (`refundPreference` of a v2 `ConsumptionRequest`).
public enum RefundPreference: String, Sendable, CaseIterable, Codable {
  case decline = "DECLINE"
  case grantFull = "GRANT_FULL"
  case grantProrated = "GRANT_PRORATED"
}
