/// Whether the app delivered what was bought (`deliveryStatus` of a v2 `ConsumptionRequest`).
public enum DeliveryStatus: String, Sendable, CaseIterable, Codable {
  case delivered = "DELIVERED"
  case undeliveredQualityIssue = "UNDELIVERED_QUALITY_ISSUE"
  case undeliveredWrongItem = "UNDELIVERED_WRONG_ITEM"
  case undeliveredServerOutage = "UNDELIVERED_SERVER_OUTAGE"
  case undeliveredOther = "UNDELIVERED_OTHER"
}
