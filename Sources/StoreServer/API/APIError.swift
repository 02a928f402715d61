import JWS

/// An App Store Server API error: Apple's numeric code, whose first three digits are the HTTP
/// status, and Apple's message.
public struct APIError: Error, Sendable, Equatable {
  /// Apple's code, e.g. 4040010.
  public var code: Int
  /// The message sent as `errorMessage`.
  public var message: String

  /// The HTTP status (the code's first three digits).
  public var status: Int { code / 10000 }

  /// The response: `{"errorCode":…,"errorMessage":…}` with `Content-Type: application/json`.
  public var response: HTTPResponse {
    .json(status, JSONValue.object(["errorCode": .int(Int64(code)), "errorMessage": .string(message)]).jsonBytes)
  }

  static let generalBadRequest = APIError(code: 4000000, message: "Invalid request.")
  static let invalidRevision = APIError(code: 4000005, message: "Invalid request revision.")
  static let invalidTransactionID = APIError(code: 4000006, message: "Invalid transaction id.")
  static let invalidOriginalTransactionID = APIError(code: 4000008, message: "Invalid original transaction id.")
  static let startDateTooFarInPast = APIError(
    code: 4000012, message: "Invalid request. The start date is earlier than the allowed start date.")
  static let startDateAfterEndDate = APIError(
    code: 4000013, message: "Invalid request. The end date precedes the start date or the dates are the same.")
  static let invalidPaginationToken = APIError(
    code: 4000014, message: "Invalid request. The pagination token is invalid.")
  static let invalidStartDate = APIError(
    code: 4000015, message: "Invalid request. The start date is not a timestamp value in milliseconds.")
  static let invalidEndDate = APIError(
    code: 4000016, message: "Invalid request. The end date is not a timestamp value in milliseconds.")
  static let invalidNotificationType = APIError(
    code: 4000018, message: "Invalid request. The notification type or subtype is invalid.")
  static let multipleFilters = APIError(
    code: 4000019, message: "Invalid request. Only one filter, transaction id or notification type, may be given.")
  static let invalidSort = APIError(code: 4000021, message: "Invalid request. The sort parameter is invalid.")
  static let invalidProductType = APIError(
    code: 4000022, message: "Invalid request. The product type parameter is invalid.")
  static let invalidProductID = APIError(
    code: 4000023, message: "Invalid request. The product id parameter is invalid.")
  static let invalidGroup = APIError(
    code: 4000024, message: "Invalid request. The subscription group identifier parameter is invalid.")
  static let invalidExcludeRevoked = APIError(
    code: 4000025, message: "Invalid request. The exclude revoked parameter is invalid.")
  static let invalidOwnership = APIError(
    code: 4000026, message: "Invalid request. The in-app ownership type parameter is invalid.")
  static let invalidRevoked = APIError(code: 4000030, message: "Invalid request. The revoked parameter is invalid.")
  static let invalidStatus = APIError(code: 4000031, message: "Invalid request. The status parameter is invalid.")
  static let invalidAppAccountTokenUUID = APIError(
    code: 4000183, message: "Invalid request. The app account token must be a UUID.")
  static let familyTransactionNotSupported = APIError(
    code: 4000185, message: "Invalid request. Family Sharing transactions aren't supported by this endpoint.")
  static let notOriginalTransactionID = APIError(
    code: 4000187, message: "Invalid request. The transaction ID provided is not an original transaction ID.")
  static let originalTransactionNotFound = APIError(code: 4040005, message: "Original transaction id not found.")
  static let transactionNotFound = APIError(code: 4040010, message: "Transaction id not found.")
  static let appTransactionNotFound = APIError(code: 4040019, message: "App transaction doesn't exist.")
  static let generalInternal = APIError(code: 5000000, message: "An unknown error occurred.")
}
