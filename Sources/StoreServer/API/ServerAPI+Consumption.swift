import AppStoreSimulator
import Foundation
import JWS

extension ServerAPI {
  /// Send Consumption Information: `PUT /inApps/v2/transactions/consumption/{transactionId}` (the
  /// v2 `ConsumptionRequest`) or `/inApps/v1/…` (the deprecated `ConsumptionRequestV1`); 202
  /// without a body. A refund request waiting for the answer is decided by it.
  func sendConsumption(_ text: String, version: String, body: [UInt8], store: AppStore) throws -> HTTPResponse {
    let id = try Self.transactionID(text)
    guard let parsed = try? StrictJSONParser.parse(body), let members = parsed.objectMembers else {
      throw APIError.generalBadRequest
    }
    let info = try version == "v1" ? ConsumptionFields.v1(members) : ConsumptionFields.v2(members)
    try Self.answering { () throws(StoreAPIError) in
      _ = try store.sendConsumption(transactionID: id, info)
    }
    return HTTPResponse(status: 202)
  }
}

/// Reads the two versions of Send Consumption Information's body into the store's answer.
enum ConsumptionFields {
  /// The v2 `ConsumptionRequest`: `customerConsented`, `sampleContentProvided`, `deliveryStatus`
  /// (required), `consumptionPercentage`, `refundPreference`.
  static func v2(_ members: [String: JSONValue]) throws(APIError) -> ConsumptionInfo {
    guard let consented = members["customerConsented"]?.boolValue else {
      throw APIError(code: APIErrorCode.invalidCustomerConsented)
    }
    guard let sample = members["sampleContentProvided"]?.boolValue else { throw invalidSampleContentProvided }
    guard let delivery = members["deliveryStatus"]?.stringValue else {
      throw APIError(code: APIErrorCode.invalidDeliveryStatus)
    }
    var percentage: Int?
    if let value = members["consumptionPercentage"], value != .null {
      guard let number = value.integer, let small = Int(exactly: number) else { throw APIError.generalBadRequest }
      percentage = small
    }
    var preference: String?
    if let value = members["refundPreference"], value != .null {
      guard let text = value.stringValue else { throw APIError(code: APIErrorCode.invalidRefundPreference) }
      preference = text
    }
    return try ServerAPI.answering { () throws(StoreAPIError) in
      try ConsumptionInfo(
        customerConsented: consented, sampleContentProvided: sample, deliveryStatus: delivery,
        consumptionPercentage: percentage, refundPreference: preference)
    }
  }

  /// The deprecated `ConsumptionRequestV1`: every field required and checked against its range
  /// (Apple's `4000032`–`4000042`); its delivery status and refund preference become the v2
  /// values the store decides by (V1 has no consumption percentage).
  static func v1(_ members: [String: JSONValue]) throws(APIError) -> ConsumptionInfo {
    guard let consented = members["customerConsented"]?.boolValue else {
      throw APIError(code: APIErrorCode.invalidCustomerConsented)
    }
    guard let sample = members["sampleContentProvided"]?.boolValue else { throw invalidSampleContentProvided }
    for (name, range, code) in v1Ranges {
      guard let value = members[name]?.integer, range.contains(value) else {
        throw APIError(code: code, message: v1Message(name))
      }
    }
    guard let token = members["appAccountToken"]?.stringValue, token.isEmpty || UUID(uuidString: token) != nil else {
      throw APIError(code: 4_000_033, message: v1Message("appAccountToken"))
    }
    var preference: String?
    if let value = members["refundPreference"], value != .null {
      guard let number = value.integer, (0...3).contains(number) else {
        throw APIError(code: APIErrorCode.invalidRefundPreference)
      }
      preference = [1: RefundPreference.grantFull.rawValue, 2: RefundPreference.decline.rawValue][number]
    }
    let delivery = v1DeliveryStatuses[Int(members["deliveryStatus"]?.integer ?? 0)]
    return try ServerAPI.answering { () throws(StoreAPIError) in
      try ConsumptionInfo(
        customerConsented: consented, sampleContentProvided: sample, deliveryStatus: delivery.rawValue,
        refundPreference: preference)
    }
  }

  /// 400 `4000041`: `sampleContentProvided` missing or not a boolean.
  static let invalidSampleContentProvided = APIError(
    code: 4_000_041, message: "Invalid request. The sample content provided field is invalid.")

  /// V1's integer fields: name, allowed values, Apple's error code for a bad one.
  static let v1Ranges: [(String, ClosedRange<Int64>, Int)] = [
    ("accountTenure", 0...7, 4_000_032), ("consumptionStatus", 0...3, 4_000_034),
    ("deliveryStatus", 0...5, 4_000_036), ("lifetimeDollarsPurchased", 0...7, 4_000_037),
    ("lifetimeDollarsRefunded", 0...7, 4_000_038), ("platform", 0...2, 4_000_039), ("playTime", 0...7, 4_000_040),
    ("userStatus", 0...4, 4_000_042),
  ]

  /// V1's `deliveryStatus` values 0–5 as v2's: 4 (in-game currency change) has no v2 value of its
  /// own and counts as `UNDELIVERED_OTHER`.
  static let v1DeliveryStatuses: [DeliveryStatus] = [
    .delivered, .undeliveredQualityIssue, .undeliveredWrongItem, .undeliveredServerOutage, .undeliveredOther,
    .undeliveredOther,
  ]

  /// Apple's message for a bad V1 field `name`, e.g. "Invalid request. The play time field is invalid."
  static func v1Message(_ name: String) -> String {
    var words = ""
    for character in name {
      if character.isUppercase { words += " " }
      words += character.lowercased()
    }
    return "Invalid request. The \(words) field is invalid."
  }
}
