import CCrypto

/// Calls an OpenSSL `i2d_*` style encoder that allocates its output, and frees that output.
enum OpenSSLBytes {
  /// The bytes `encode` wrote into a buffer it allocated, or nil when it returned a length < 1.
  static func take(_ encode: (inout UnsafeMutablePointer<UInt8>?) -> Int32) -> [UInt8]? {
    var output: UnsafeMutablePointer<UInt8>?
    let length = encode(&output)
    defer { ccrypto_free(output) }
    guard length > 0, let output else { return nil }
    return Array(UnsafeBufferPointer(start: output, count: Int(length)))
  }
}
