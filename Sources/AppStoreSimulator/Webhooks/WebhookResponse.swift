/// What one delivery attempt got back.
public enum WebhookResponse: Sendable, Equatable {
  /// The server answered with an HTTP status.
  case status(Int)
  /// No HTTP answer: why (never `.success` nor `.unsuccessfulHTTPResponseCode`), and the
  /// problem in one line.
  case failure(SendAttemptResult, String)

  /// Whether the server accepted the notification: a status from 200 to 206, as the App Store
  /// counts it.
  public var isSuccess: Bool {
    if case .status(let code) = self { return (200...206).contains(code) }
    return false
  }

  /// The App Store's name for this outcome.
  public var result: SendAttemptResult {
    switch self {
    case .status: isSuccess ? .success : .unsuccessfulHTTPResponseCode
    case .failure(let result, _): result
    }
  }
}
