/// How a notification's `{"signedPayload": ...}` body reaches a developer's server; tests
/// inject their own.
public protocol WebhookTransport {
  /// The longest one `post` may take, in milliseconds, whatever the server does; a deliverer
  /// holds its lease on the URL for longer than this.
  var deadlineMilliseconds: Int64 { get }

  /// POSTs `body` (JSON) to the transport's URL and returns what came back, within the deadline.
  func post(_ body: [UInt8]) -> WebhookResponse
}

extension WebhookTransport {
  /// Ten seconds, for transports that do not say.
  public var deadlineMilliseconds: Int64 { 10_000 }
}
