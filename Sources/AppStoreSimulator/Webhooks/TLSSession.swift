internal import CTLS

/// A TLS client session over a connected socket: the system's trusted roots, the server's
/// certificate checked against `host`.
final class TLSSession {
  private let context: OpaquePointer
  private let ssl: OpaquePointer

  /// Shakes hands with the server on `socket`, or throws why it could not.
  init(socket: Int32, host: String) throws(HTTPTransportError) {
    guard let context = SSL_CTX_new(TLS_client_method()) else {
      throw HTTPTransportError(message: "TLS is not available: \(Self.errorText())")
    }
    SSL_CTX_set_default_verify_paths(context)
    SSL_CTX_set_verify(context, SSL_VERIFY_PEER, nil)
    guard let ssl = SSL_new(context) else {
      SSL_CTX_free(context)
      throw HTTPTransportError(message: "TLS is not available: \(Self.errorText())")
    }
    self.context = context
    self.ssl = ssl
    SSL_set_fd(ssl, socket)
    _ = ctls_set_server_name(ssl, host)
    SSL_set1_host(ssl, host)
    if SSL_connect(ssl) != 1 {
      let verify = SSL_get_verify_result(ssl)
      let reason =
        verify != X509_V_OK
        ? "certificate not trusted: \(String(cString: X509_verify_cert_error_string(verify)))" : Self.errorText()
      throw HTTPTransportError(message: "TLS handshake with \(host) failed: \(reason)")
    }
  }

  deinit {
    SSL_free(ssl)
    SSL_CTX_free(context)
  }

  /// Writes `buffer`; the count written, or ≤ 0 on failure.
  func write(_ buffer: UnsafeRawBufferPointer) -> Int {
    Int(SSL_write(ssl, buffer.baseAddress, Int32(clamping: buffer.count)))
  }

  /// Reads into `buffer`; the count read, 0 at the end, < 0 on failure.
  func read(_ buffer: UnsafeMutableRawBufferPointer) -> Int {
    Int(SSL_read(ssl, buffer.baseAddress, Int32(clamping: buffer.count)))
  }

  /// Says goodbye (best effort).
  func shutdown() { SSL_shutdown(ssl) }

  /// OpenSSL's last error in words.
  private static func errorText() -> String {
    let code = ERR_get_error()
    guard code != 0 else { return "connection closed" }
    var buffer = [CChar](repeating: 0, count: 256)
    ERR_error_string_n(code, &buffer, buffer.count)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
