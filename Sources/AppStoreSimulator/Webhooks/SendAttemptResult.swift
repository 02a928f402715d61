/// How one attempt to deliver a notification ended, in the App Store's own words
/// (`sendAttemptResult` in Get Notification History and Get Test Notification Status).
public enum SendAttemptResult: String, Sendable, Equatable, CaseIterable {
  /// The server answered 200–206.
  case success = "SUCCESS"
  /// The attempt's deadline passed (connecting, sending or waiting for the answer).
  case timedOut = "TIMED_OUT"
  /// The TLS handshake failed or the server's certificate was not trusted for its host.
  case tlsIssue = "TLS_ISSUE"
  /// Redirects went on past the limit (a loop, or too long a chain).
  case circularRedirect = "CIRCULAR_REDIRECT"
  /// The server accepted the connection and closed it without a byte of answer.
  case noResponse = "NO_RESPONSE"
  /// The host could not be resolved or reached, or the connection failed.
  case socketIssue = "SOCKET_ISSUE"
  /// The answer's character set could not be read (never produced here: the body is not read).
  case unsupportedCharset = "UNSUPPORTED_CHARSET"
  /// The answer was not HTTP, or its headers were over the size limit.
  case invalidResponse = "INVALID_RESPONSE"
  /// The server closed the connection in the middle of its answer.
  case prematureClose = "PREMATURE_CLOSE"
  /// The server answered with a status outside 200–206.
  case unsuccessfulHTTPResponseCode = "UNSUCCESSFUL_HTTP_RESPONSE_CODE"
  /// Anything else.
  case other = "OTHER"
}
