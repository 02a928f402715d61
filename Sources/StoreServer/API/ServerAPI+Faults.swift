import AppStoreSimulator
import Foundation

extension ServerAPI {
  /// The answer an API fault switched on (`storefront store api-fault …`) gives `request` in
  /// place of the real one, or nil to answer normally; `slow` waits before answering either way.
  /// Checked after the token, so a bad token still gets its 401.
  func faultAnswer(_ request: HTTPRequest, store: AppStore) -> HTTPResponse? {
    let faults: Set<APIFault>
    do { faults = try store.apiFaults() } catch { return APIError.generalInternal.response }
    if faults.isEmpty { return nil }
    if faults.contains(.slow) { usleep(useconds_t(APIFault.slowResponseMilliseconds * 1000)) }
    if faults.contains(.unreleased) { return Self.unauthorized }
    if faults.contains(.rateLimit) {
      let resume = Int64(Date().timeIntervalSince1970 * 1000) + APIFault.retryAfterMilliseconds
      var response = APIError.rateLimitExceeded.response
      response.headers.append(HTTPResponse.Header(name: "Retry-After", value: String(resume)))
      return response
    }
    if faults.contains(.serverError) { return APIError.generalInternal.response }
    if faults.contains(.unknownTransaction), Self.namesTransaction(request.path) {
      return APIError.transactionNotFound.response
    }
    return nil
  }

  /// Whether `path` names a transaction (info, history, statuses, refunds, consumption, finish,
  /// app account token, single extension), the requests `unknown-transaction` answers with 404.
  static func namesTransaction(_ path: String) -> Bool {
    let parts = path.split(separator: "/")
    guard parts.count >= 4, let last = parts.last else { return false }
    return parts.contains { $0.allSatisfy(\.isNumber) } && !parts.contains("mass") && !parts.contains("test")
      && last != "mass"
  }
}
