/// How a notification's `{"signedPayload": ...}` body reaches a developer's server; tests
/// inject their own.
public protocol WebhookTransport {
  /// POSTs `body` (JSON) to the transport's URL and returns what came back.
  func post(_ body: [UInt8]) -> WebhookResponse
}

/// What one delivery attempt got back.
public enum WebhookResponse: Sendable, Equatable {
  /// The server answered with an HTTP status.
  case status(Int)
  /// No HTTP answer: the connection failed or timed out.
  case failure(String)

  /// Whether the server accepted the notification (any 2xx status, as App Store servers count it).
  public var isSuccess: Bool {
    if case .status(let code) = self { return (200...299).contains(code) }
    return false
  }
}
