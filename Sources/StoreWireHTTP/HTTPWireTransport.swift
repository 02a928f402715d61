internal import CCurl
internal import Curl
public import FoundationEssentials
public import StoreWire

/// Carries wire calls to a store served by `storefront serve` (`POST /storefront/v1/wire`), as the
/// account whose wire token it holds, over libcurl (loaded on the first call).
public final class HTTPWireTransport: WireTransport {
  /// The served store, e.g. `http://127.0.0.1:8080`.
  public let base: URL
  private let token: String
  /// How long one call may take in all.
  private let timeoutMilliseconds: Int
  /// The largest answer read (a history of many transactions fits).
  static let answerLimit = 64 << 20
  /// The most header bytes one answer may have.
  static let headerLimit = 32 * 1024

  /// A transport to the store at `base` (http or https, no path) presenting `token`.
  public init(base: URL, token: String, timeoutMilliseconds: Int = 30_000) {
    self.base = base
    self.token = token
    self.timeoutMilliseconds = timeoutMilliseconds
  }

  public func exchange(_ body: [UInt8]) throws(StoreWireError) -> [UInt8] {
    let curl: CurlLibrary
    switch CurlLibrary.shared {
    case .success(let library): curl = library
    case .failure(let error): throw .unavailable(error.message)
    }
    let url = base.absoluteString.hasSuffix("/") ? String(base.absoluteString.dropLast()) : base.absoluteString
    let transfer = CurlTransfer(headerLimit: Self.headerLimit, bodyLimit: Self.answerLimit, keepsBody: true)
    let post = CurlPost(
      url: url + "/storefront/v1/wire", body: body,
      headers: ["Content-Type: application/json", "Authorization: Bearer \(token)"], userAgent: "storefront (app)",
      timeoutMilliseconds: timeoutMilliseconds, transfer: transfer)
    guard let outcome = curl.perform(post) else { throw .unavailable("libcurl could not start a transfer") }
    guard outcome.code == CURLE_OK else {
      if transfer.bodyCapped { throw .unavailable("the store at \(url) answered with more than 64 MiB") }
      if transfer.headersCapped { throw .unavailable("the store at \(url) answered with headers over 32 KiB") }
      throw .unavailable("the store at \(url) cannot be reached: \(outcome.detail)")
    }
    switch outcome.status {
    case 200: return transfer.body
    case 401: throw .invalidRequest("the store at \(url) does not know this account token")
    default: throw .unavailable("the store at \(url) answered HTTP \(outcome.status) (is it storefront serve?)")
    }
  }
}
