import CCrypto

/// An OpenSSL `X509_STORE` holding one pinned root, and path validation against it.
///
/// Only the pinned root is trusted; `X509_V_FLAG_PARTIAL_CHAIN` is never set, so an intermediate
/// cannot act as an anchor. The store is not changed after `init`; OpenSSL allows concurrent
/// verifications against one store, hence `@unchecked Sendable`.
final class CertificateTrustStore: @unchecked Sendable {
  private let store: OpaquePointer
  /// The pinned root.
  let root: Certificate

  /// A store trusting `root` alone.
  init(root: Certificate) {
    guard let store = X509_STORE_new() else { OpenSSLError.fatal("X509_STORE_new") }
    guard X509_STORE_add_cert(store, root.pointer) == 1 else {
      X509_STORE_free(store)
      OpenSSLError.fatal("X509_STORE_add_cert")
    }
    self.store = store
    self.root = root
  }

  deinit { X509_STORE_free(store) }

  /// Validates `leaf` ← `intermediate` ← pinned root at `time` (seconds since 1970) with
  /// `X509_V_FLAG_X509_STRICT`; returns nil when the chain is valid and exactly three
  /// certificates long, else the reason.
  func failure(leaf: Certificate, intermediate: Certificate, at time: Int64) -> String? {
    guard let context = X509_STORE_CTX_new() else { OpenSSLError.fatal("X509_STORE_CTX_new") }
    defer { X509_STORE_CTX_free(context) }
    guard let untrusted = ccrypto_certificate_stack_new() else { OpenSSLError.fatal("sk_X509_new_null") }
    defer { ccrypto_certificate_stack_free(untrusted) }
    guard ccrypto_certificate_stack_push(untrusted, intermediate.pointer) > 0 else {
      OpenSSLError.fatal("sk_X509_push")
    }
    guard X509_STORE_CTX_init(context, store, leaf.pointer, untrusted) == 1 else {
      OpenSSLError.fatal("X509_STORE_CTX_init")
    }
    let parameters = X509_STORE_CTX_get0_param(context)
    X509_VERIFY_PARAM_set_flags(parameters, UInt(X509_V_FLAG_X509_STRICT))
    X509_VERIFY_PARAM_set_time(parameters, time_t(time))
    guard X509_verify_cert(context) == 1 else {
      ERR_clear_error()
      let code = X509_STORE_CTX_get_error(context)
      let depth = X509_STORE_CTX_get_error_depth(context)
      let positions = ["leaf", "intermediate", "root"]
      let which = positions.indices.contains(Int(depth)) ? positions[Int(depth)] : "certificate at depth \(depth)"
      return "\(which): \(String(cString: X509_verify_cert_error_string(Int(code))))"
    }
    let length = ccrypto_certificate_stack_count(X509_STORE_CTX_get0_chain(context))
    guard length == 3 else { return "the verified chain has \(length) certificates; exactly 3 are required" }
    return nil
  }
}
