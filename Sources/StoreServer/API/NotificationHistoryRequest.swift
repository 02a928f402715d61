import JWS

/// The body of Get Notification History (`NotificationHistoryRequest`), checked as Apple does
/// (server-api.md §8): dates required, at most one of transaction id and type, a subtype only
/// with a type.
struct NotificationHistoryRequest {
  /// Apple's notification types.
  static let types: Set<String> = [
    "CONSUMPTION_REQUEST", "DID_CHANGE_RENEWAL_PREF", "DID_CHANGE_RENEWAL_STATUS", "DID_FAIL_TO_RENEW", "DID_RENEW",
    "EXPIRED", "EXTERNAL_PURCHASE_TOKEN", "GRACE_PERIOD_EXPIRED", "METADATA_UPDATE", "MIGRATION", "OFFER_REDEEMED",
    "ONE_TIME_CHARGE", "PRICE_CHANGE", "PRICE_INCREASE", "REFUND", "REFUND_DECLINED", "REFUND_REVERSED",
    "RENEWAL_EXTENDED", "RENEWAL_EXTENSION", "RESCIND_CONSENT", "REVOKE", "SUBSCRIBED", "TEST",
  ]
  /// Apple's notification subtypes.
  static let subtypes: Set<String> = [
    "ACCEPTED", "ACTIVE_TOKEN_REMOVAL", "AUTO_RENEW_DISABLED", "AUTO_RENEW_ENABLED", "BILLING_RECOVERY",
    "BILLING_RETRY", "CREATED", "DOWNGRADE", "FAILURE", "GRACE_PERIOD", "INITIAL_BUY", "PENDING", "PRICE_INCREASE",
    "PRODUCT_NOT_FOR_SALE", "RESUBSCRIBE", "SUMMARY", "UNREPORTED", "UPGRADE", "VOLUNTARY",
  ]

  var startDate: Int64
  var endDate: Int64
  var type: String?
  var subtype: String?
  var transactionID: String?
  var onlyFailures = false
  /// The canonical text of the body, for the pagination token's fingerprint.
  var canonical: [String]

  /// Reads `body`, or throws Apple's error for what is wrong with it.
  init(_ body: [UInt8]) throws(APIError) {
    guard let value = try? StrictJSONParser.parse(body), let members = value.objectMembers else {
      throw .generalBadRequest
    }
    guard let start = members["startDate"]?.integer, start >= 0 else { throw .invalidStartDate }
    guard let end = members["endDate"]?.integer, end >= 0 else { throw .invalidEndDate }
    startDate = start
    endDate = end
    for key in ["notificationType", "notificationSubtype", "transactionId", "originalTransactionId"] {
      if let member = members[key], member != .null, member.stringValue == nil {
        throw key.hasPrefix("notification") ? .invalidNotificationType : .invalidTransactionID
      }
    }
    type = members["notificationType"]?.stringValue
    subtype = members["notificationSubtype"]?.stringValue
    transactionID = members["transactionId"]?.stringValue ?? members["originalTransactionId"]?.stringValue
    if let flag = members["onlyFailures"], flag != .null {
      guard let value = flag.boolValue else { throw .generalBadRequest }
      onlyFailures = value
    }
    if let type, !Self.types.contains(type) { throw .invalidNotificationType }
    if let subtype, type == nil || !Self.subtypes.contains(subtype) { throw .invalidNotificationType }
    if type != nil && transactionID != nil { throw .multipleFilters }
    canonical = [
      String(startDate), String(endDate), type ?? "", subtype ?? "", transactionID ?? "", String(onlyFailures),
    ]
  }
}
