/// The outcome of one attempt to send a notification (`sendAttemptResult`).
public enum SendAttemptResult: String, Sendable, CaseIterable {
  case success = "SUCCESS"
  case timedOut = "TIMED_OUT"
  case tlsIssue = "TLS_ISSUE"
  case circularRedirect = "CIRCULAR_REDIRECT"
  case noResponse = "NO_RESPONSE"
  case socketIssue = "SOCKET_ISSUE"
  case unsupportedCharset = "UNSUPPORTED_CHARSET"
  case invalidResponse = "INVALID_RESPONSE"
  case prematureClose = "PREMATURE_CLOSE"
  case unsuccessfulHTTPResponseCode = "UNSUCCESSFUL_HTTP_RESPONSE_CODE"
  case other = "OTHER"

  /// What a recorded webhook response comes to: any 2xx is a success, another status an
  /// unsuccessful code, a failure without a status `OTHER` (until attempts record their cause).
  init(_ response: WebhookResponse) {
    switch response {
    case .status: self = response.isSuccess ? .success : .unsuccessfulHTTPResponseCode
    case .failure: self = .other
    }
  }
}
