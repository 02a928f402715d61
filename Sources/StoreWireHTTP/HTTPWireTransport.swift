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
    guard let handle = curl.easyInit() else { throw .unavailable("libcurl could not start a transfer") }
    defer { curl.easyCleanup(handle) }
    var headers: OpaquePointer?
    for line in ["Content-Type: application/json", "Expect:", "Authorization: Bearer \(token)"] {
      headers = curl.slistAppend(headers, line)
    }
    defer { curl.slistFreeAll(headers) }
    let answer = Answer(limit: Self.answerLimit)
    let context = Unmanaged.passRetained(answer)
    defer { context.release() }
    let url = base.absoluteString.hasSuffix("/") ? String(base.absoluteString.dropLast()) : base.absoluteString
    var errorBuffer = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    let code = errorBuffer.withUnsafeMutableBufferPointer { errors -> CURLcode in
      let options = CurlOptions(curl: curl, handle: handle)
      options.set(CURLOPT_URL, url + "/storefront/v1/wire")
      options.set(CURLOPT_PROTOCOLS_STR, "http,https")
      options.set(CURLOPT_NOSIGNAL, 1)
      options.set(CURLOPT_POST, 1)
      options.set(CURLOPT_POSTFIELDSIZE_LARGE, offset: curl_off_t(body.count))
      body.withUnsafeBytes { options.set(CURLOPT_COPYPOSTFIELDS, pointer: $0.baseAddress) }
      options.set(CURLOPT_HTTPHEADER, pointer: UnsafeRawPointer(headers))
      options.set(CURLOPT_USERAGENT, "storefront (app)")
      options.set(CURLOPT_TIMEOUT_MS, timeoutMilliseconds)
      options.set(CURLOPT_CONNECTTIMEOUT_MS, min(timeoutMilliseconds, 10_000))
      options.set(CURLOPT_WRITEFUNCTION, callback: Answer.write)
      options.set(CURLOPT_WRITEDATA, pointer: context.toOpaque())
      options.set(CURLOPT_ERRORBUFFER, pointer: errors.baseAddress)
      if let failure = options.failure { return failure }
      return curl.easyPerform(handle)
    }
    guard code == CURLE_OK else {
      let detail = String(decoding: errorBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if answer.capped { throw .unavailable("the store at \(url) answered with more than 64 MiB") }
      throw .unavailable("the store at \(url) cannot be reached: \(detail.isEmpty ? curl.describe(code) : detail)")
    }
    var status = 0
    _ = ccurl_getinfo_long(curl.easyGetinfo, handle, CURLINFO_RESPONSE_CODE, &status)
    switch status {
    case 200: return answer.bytes
    case 401: throw .invalidRequest("the store at \(url) does not know this account token")
    default: throw .unavailable("the store at \(url) answered HTTP \(status) (is it storefront serve?)")
    }
  }

  /// The body of the answer, collected up to a limit.
  final class Answer {
    let limit: Int
    var bytes: [UInt8] = []
    var capped = false

    init(limit: Int) { self.limit = limit }

    static let write: curl_write_callback = { data, size, count, context in
      guard let context, let data else { return 0 }
      let answer = Unmanaged<Answer>.fromOpaque(context).takeUnretainedValue()
      let length = size * count
      guard answer.bytes.count + length <= answer.limit else {
        answer.capped = true
        return 0
      }
      data.withMemoryRebound(to: UInt8.self, capacity: length) {
        answer.bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
      }
      return length
    }
  }
}
