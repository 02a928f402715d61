package import CCurl

/// One HTTP POST through libcurl: what is sent, how long it may take, and how much of the answer
/// is read. The options every POST shares are set by `CurlLibrary.perform(_:)`; `configure` adds
/// the caller's own (redirects, TLS, certificate authorities).
package struct CurlPost {
  /// The absolute URL posted to.
  package var url: String
  /// The request body.
  package var body: [UInt8]
  /// Header lines beside `Expect:` (no 100-continue round trip; the bodies are small).
  package var headers: [String]
  /// The `User-Agent` sent.
  package var userAgent: String
  /// The overall deadline: name lookup, connecting, sending and the whole answer.
  package var timeoutMilliseconds: Int
  /// What the answer may be and whether its body is kept.
  package var transfer: CurlTransfer
  /// More options, set after the shared ones.
  package var configure: (CurlOptions) -> Void

  /// A POST of `body` to `url`.
  package init(
    url: String, body: [UInt8], headers: [String], userAgent: String, timeoutMilliseconds: Int,
    transfer: CurlTransfer, configure: @escaping (CurlOptions) -> Void = { _ in }
  ) {
    self.url = url
    self.body = body
    self.headers = headers
    self.userAgent = userAgent
    self.timeoutMilliseconds = timeoutMilliseconds
    self.transfer = transfer
    self.configure = configure
  }
}

/// How one POST ended: libcurl's result, the answer's HTTP status (0 when there was none) and
/// libcurl's own words for a failure.
package struct CurlPostOutcome {
  package var code: CURLcode
  package var status: Int
  package var detail: String
}

extension CurlLibrary {
  /// Performs `post` on a handle of its own (so calls on several threads do not meet), or nil
  /// when libcurl cannot start a transfer.
  package func perform(_ post: CurlPost) -> CurlPostOutcome? {
    guard let handle = easyInit() else { return nil }
    defer { easyCleanup(handle) }
    var headers: OpaquePointer?
    for line in ["Expect:"] + post.headers { headers = slistAppend(headers, line) }
    defer { slistFreeAll(headers) }
    let context = Unmanaged.passRetained(post.transfer)
    defer { context.release() }
    var errorBuffer = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    let code = errorBuffer.withUnsafeMutableBufferPointer { errors -> CURLcode in
      let options = CurlOptions(curl: self, handle: handle)
      options.set(CURLOPT_URL, post.url)
      options.set(CURLOPT_PROTOCOLS_STR, "http,https")
      options.set(CURLOPT_NOSIGNAL, 1)
      options.set(CURLOPT_POST, 1)
      options.set(CURLOPT_POSTFIELDSIZE_LARGE, offset: curl_off_t(post.body.count))
      post.body.withUnsafeBytes { options.set(CURLOPT_COPYPOSTFIELDS, pointer: $0.baseAddress) }
      options.set(CURLOPT_HTTPHEADER, pointer: UnsafeRawPointer(headers))
      options.set(CURLOPT_USERAGENT, post.userAgent)
      options.set(CURLOPT_TIMEOUT_MS, post.timeoutMilliseconds)
      options.set(CURLOPT_CONNECTTIMEOUT_MS, min(post.timeoutMilliseconds, 10_000))
      options.set(CURLOPT_HEADERFUNCTION, callback: CurlTransfer.header)
      options.set(CURLOPT_HEADERDATA, pointer: context.toOpaque())
      options.set(CURLOPT_WRITEFUNCTION, callback: CurlTransfer.write)
      options.set(CURLOPT_WRITEDATA, pointer: context.toOpaque())
      options.set(CURLOPT_ERRORBUFFER, pointer: errors.baseAddress)
      post.configure(options)
      if let failure = options.failure { return failure }
      return easyPerform(handle)
    }
    var status = 0
    _ = ccurl_getinfo_long(easyGetinfo, handle, CURLINFO_RESPONSE_CODE, &status)
    let detail = String(decoding: errorBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return CurlPostOutcome(code: code, status: status, detail: detail.isEmpty ? describe(code) : detail)
  }
}
