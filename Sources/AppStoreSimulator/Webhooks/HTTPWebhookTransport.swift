import Dispatch
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Delivers webhook bodies over HTTP or HTTPS with `URLSession`, one request at a time.
public struct HTTPWebhookTransport: WebhookTransport {
  /// The developer's endpoint.
  public let url: URL
  /// How long one request may take before it counts as failed.
  public let timeout: TimeInterval

  /// A transport to `url`, or nil when `url` is not an absolute http(s) URL with a host.
  public init?(url text: String, timeout: TimeInterval = 10) {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = url.host, !host.isEmpty
    else { return nil }
    self.url = url
    self.timeout = timeout
  }

  public func post(_ body: [UInt8]) -> WebhookResponse {
    var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
    request.httpMethod = "POST"
    request.httpBody = Data(body)
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue("storefront (simulated App Store)", forHTTPHeaderField: "User-Agent")
    let outcome = ResponseBox()
    let finished = DispatchSemaphore(value: 0)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    let session = URLSession(configuration: configuration)
    let task = session.dataTask(with: request) { _, response, error in
      if let response = response as? HTTPURLResponse {
        outcome.value = .status(response.statusCode)
      } else {
        outcome.value = .failure(error?.localizedDescription ?? "no HTTP response")
      }
      finished.signal()
    }
    task.resume()
    finished.wait()
    session.finishTasksAndInvalidate()
    return outcome.value
  }
}

/// The response handed from URLSession's callback queue to the waiting caller (the semaphore
/// orders the write before the read).
private final class ResponseBox: @unchecked Sendable {
  var value: WebhookResponse = .failure("no HTTP response")
}
