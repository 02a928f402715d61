import CCrypto

/// Reads and clears libcrypto's per-thread error queue.
enum OpenSSLError {
  /// The reasons queued since the last call, joined by "; " (or "no OpenSSL error"); empties the queue.
  static func drain() -> String {
    var reasons: [String] = []
    while true {
      let code = ERR_get_error()
      if code == 0 { break }
      var buffer = [CChar](repeating: 0, count: 256)
      ERR_error_string_n(code, &buffer, buffer.count)
      reasons.append(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    return reasons.isEmpty ? "no OpenSSL error" : reasons.joined(separator: "; ")
  }

  /// Stops the process: libcrypto failed where only running out of memory can make it fail.
  static func fatal(_ what: String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("\(what) failed: \(drain())", file: file, line: line)
  }
}
