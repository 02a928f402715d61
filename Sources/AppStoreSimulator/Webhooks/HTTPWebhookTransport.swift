internal import Curl
internal import CCurl
public import FoundationEssentials

/// Delivers webhook bodies with one HTTP POST per attempt through libcurl: HTTP/1.1, or HTTP/2
/// when an https server offers it; certificates checked by the library against the system's
/// trusted roots and the host name; proxies from the environment (`http_proxy`, `https_proxy`,
/// `no_proxy`, as libcurl reads them).
///
/// Every attempt has an overall deadline (`timeout`, 30 s by default) covering the name lookup,
/// connecting, TLS, sending and the whole answer, so a server that answers a byte at a time
/// cannot hold the deliverer. Headers are capped at `headerLimit` bytes per answer and the body
/// (which is not needed) is read up to `bodyLimit` bytes. Redirects are followed up to
/// `redirectLimit` hops, to http and https only, still as POSTs; past the limit the attempt ends
/// as `CIRCULAR_REDIRECT`.
///
/// libcurl is loaded on the first attempt (see `CurlLibrary`), so merely linking this type costs
/// the interactive app nothing at start.
public struct HTTPWebhookTransport: WebhookTransport {
  /// The developer's endpoint, as given.
  public let url: URL
  /// The endpoint as the ledger keys it.
  public let endpoint: WebhookEndpoint
  /// The overall deadline of one attempt, in seconds.
  public let timeout: TimeInterval
  /// A PEM file of certificate authorities to trust instead of the system's, or nil for the
  /// system's. Tests name their server's CA here; `SSL_CERT_FILE` in the environment sets it too.
  public let certificateAuthorities: String?

  /// The default overall deadline of one attempt, in seconds (well inside the 60 s lease).
  public static let defaultTimeout: TimeInterval = 30
  /// The most header bytes one answer may have.
  public static let headerLimit = 32 * 1024
  /// The most body bytes read from one answer; the status is what counts.
  public static let bodyLimit = 64 * 1024
  /// The most redirects followed in one attempt.
  public static let redirectLimit = 5

  /// A transport to `url`, or nil when `url` is not an absolute http(s) URL with a host.
  public init?(
    url text: String, timeout: TimeInterval = defaultTimeout,
    certificateAuthorities: String? = ProcessInfo.processInfo.environment["SSL_CERT_FILE"]
  ) {
    guard let url = URL(string: text), let endpoint = WebhookEndpoint(text) else { return nil }
    self.url = url
    self.endpoint = endpoint
    self.timeout = timeout
    self.certificateAuthorities = certificateAuthorities.flatMap { $0.isEmpty ? nil : $0 }
  }

  public var deadlineMilliseconds: Int64 { Int64((timeout * 1000).rounded(.up)) }

  public func post(_ body: [UInt8]) -> WebhookResponse {
    let curl: CurlLibrary
    switch CurlLibrary.shared {
    case .success(let library): curl = library
    case .failure(let error): return .failure(.other, error.message)
    }
    let transfer = CurlTransfer(headerLimit: Self.headerLimit, bodyLimit: Self.bodyLimit, keepsBody: false)
    let post = CurlPost(
      url: url.absoluteString, body: body, headers: ["Content-Type: application/json"],
      userAgent: "storefront (simulated App Store)", timeoutMilliseconds: Int(deadlineMilliseconds), transfer: transfer
    ) { [certificateAuthorities] options in
      options.set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
      options.set(CURLOPT_FOLLOWLOCATION, 1)
      options.set(CURLOPT_MAXREDIRS, Self.redirectLimit)
      options.set(CURLOPT_POSTREDIR, Int(ccurl_redirect_post_all))
      options.set(CURLOPT_HTTP_VERSION, CURL_HTTP_VERSION_2TLS)
      options.set(CURLOPT_SSL_VERIFYPEER, 1)
      options.set(CURLOPT_SSL_VERIFYHOST, 2)
      if let certificateAuthorities { options.set(CURLOPT_CAINFO, certificateAuthorities) }
    }
    guard let outcome = curl.perform(post) else { return .failure(.other, "libcurl could not start a transfer") }
    let code = outcome.code
    if code == CURLE_OK || (code == CURLE_WRITE_ERROR && transfer.bodyCapped) { return .status(outcome.status) }
    if transfer.headersCapped {
      return .failure(.invalidResponse, "the answer's headers are over \(Self.headerLimit / 1024) KiB")
    }
    if code == CURLE_OUT_OF_MEMORY {
      // What libcurl 7.88 says when one header line passes its own limit (100 KiB).
      return .failure(.invalidResponse, "a header line of the answer is over libcurl's limit")
    }
    return .failure(CurlFailure.result(for: code), outcome.detail)
  }
}

extension HTTPWebhookTransport {
  /// Why webhooks cannot be delivered on this machine (libcurl cannot be loaded), or nil.
  public static var libraryProblem: String? {
    if case .failure(let error) = CurlLibrary.shared { return error.message }
    return nil
  }
}
