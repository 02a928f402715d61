import AppStoreSimulator

extension APIError {
  /// The API error a simulator refusal is answered with: Apple's code and message for a
  /// rejected request, 500 `5000000` for a failure of the store itself.
  init(_ error: StoreAPIError) {
    switch error {
    case .rejected(let code, _): self.init(code: code.rawValue, message: code.message)
    case .store: self = .generalInternal
    }
  }

  static let notificationURLNotFound = APIError(
    code: 4040007, message: "Server notification URL not found.")
  static let rateLimitExceeded = APIError(code: 4290000, message: "Rate limit exceeded.")
}

extension ServerAPI {
  /// The value of `call`, a simulator API call, with its refusal turned into Apple's error.
  static func answering<Value>(_ call: () throws(StoreAPIError) -> Value) throws(APIError) -> Value {
    do { return try call() } catch { throw APIError(error) }
  }
}

extension APIError {
  /// The error of simulator code `code`, with Apple's message.
  init(code: APIErrorCode) {
    self.init(code: code.rawValue, message: code.message)
  }
}
