import AppStoreSimulator
import JWS

extension ServerAPI {
  /// Extend a Subscription Renewal Date: `PUT /inApps/v1/subscriptions/extend/{originalTransactionId}`.
  func extendRenewal(_ text: String, body: [UInt8], store: AppStore) throws -> HTTPResponse {
    let id = try Self.transactionID(text, error: .invalidOriginalTransactionID)
    let fields = try ExtensionFields(body)
    let extended = try Self.answering { () throws(StoreAPIError) in
      try store.extendRenewal(
        originalTransactionID: id, days: fields.days, reason: fields.reason, requestIdentifier: fields.requestIdentifier
      )
    }
    var members: [String: JSONValue] = [
      "originalTransactionId": .string(String(extended.originalTransactionID)),
      "success": .bool(extended.success), "effectiveDate": .int(extended.effectiveDate),
    ]
    if let line = extended.webOrderLineItemID { members["webOrderLineItemId"] = .string(String(line)) }
    return Self.ok(members)
  }

  /// Extend Subscription Renewal Dates for All Active Subscribers:
  /// `POST /inApps/v1/subscriptions/extend/mass`; the job runs later on the store's clock.
  func massExtend(body: [UInt8], store: AppStore) throws -> HTTPResponse {
    let fields = try ExtensionFields(body)
    guard let productID = fields.object["productId"]?.stringValue, !productID.isEmpty else {
      throw APIError(code: APIErrorCode.invalidProductID)
    }
    var storefronts: [String]?
    if let list = fields.object["storefrontCountryCodes"], list != .null {
      guard case .array(let items) = list else { throw APIError(code: APIErrorCode.invalidStorefrontCountryCode) }
      storefronts = try items.map { item throws(APIError) in
        guard let code = item.stringValue else { throw APIError(code: APIErrorCode.invalidStorefrontCountryCode) }
        return code
      }
    }
    try Self.answering { () throws(StoreAPIError) in
      try store.massExtend(
        productID: productID, days: fields.days, reason: fields.reason, requestIdentifier: fields.requestIdentifier,
        storefronts: storefronts)
    }
    return Self.ok(["requestIdentifier": .string(fields.requestIdentifier)])
  }

  /// Get Status of Subscription Renewal Date Extensions:
  /// `GET /inApps/v1/subscriptions/extend/mass/{productId}/{requestIdentifier}`; a product that
  /// is no auto-renewable subscription gets 400 `4000023` (`InvalidProductIdError`), and a request
  /// identifier no request can have (`RequestIdentifier`) 400 `4000011` (`InvalidRequestIdentifierError`,
  /// which Apple's documentation names for this endpoint).
  func massExtensionStatus(productID: String, requestIdentifier: String, store: AppStore) throws -> HTTPResponse {
    guard catalog.product(productID)?.type == .autoRenewable else {
      throw APIError(code: APIErrorCode.invalidProductID)
    }
    guard RequestIdentifier.isValid(requestIdentifier) else {
      throw APIError(code: APIErrorCode.invalidRequestIdentifier)
    }
    let status = try Self.answering { () throws(StoreAPIError) in
      try store.massExtensionStatus(productID: productID, requestIdentifier: requestIdentifier)
    }
    var members: [String: JSONValue] = [
      "requestIdentifier": .string(status.requestIdentifier), "complete": .bool(status.complete),
      "succeededCount": .int(status.succeededCount), "failedCount": .int(status.failedCount),
    ]
    if let date = status.completeDate { members["completeDate"] = .int(date) }
    return Self.ok(members)
  }
}

/// The fields both extension requests share, read from a JSON body; a field that is missing or
/// of the wrong type gets the error Apple gives a bad value of it.
struct ExtensionFields {
  /// The body's members.
  let object: [String: JSONValue]
  /// `extendByDays`.
  let days: Int
  /// `extendReasonCode`.
  let reason: Int
  /// `requestIdentifier`.
  let requestIdentifier: String

  /// The fields of `body`; 400 `4000000` when it is not a JSON object.
  init(_ body: [UInt8]) throws(APIError) {
    guard let parsed = try? StrictJSONParser.parse(body), let members = parsed.objectMembers else {
      throw APIError.generalBadRequest
    }
    object = members
    guard let days = members["extendByDays"]?.integer, let small = Int(exactly: days) else {
      throw APIError(code: APIErrorCode.invalidExtendByDays)
    }
    guard let reason = members["extendReasonCode"]?.integer, let code = Int(exactly: reason) else {
      throw APIError(code: APIErrorCode.invalidExtendReasonCode)
    }
    guard let identifier = members["requestIdentifier"]?.stringValue else {
      throw APIError(code: APIErrorCode.invalidRequestIdentifier)
    }
    self.days = small
    self.reason = code
    requestIdentifier = identifier
  }
}
