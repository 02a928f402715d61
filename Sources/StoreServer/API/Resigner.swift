import JWS

/// Signs the store's JWS again with `signedDate` set to the response's moment, as Apple signs
/// every object in an API response when it answers.
struct Resigner {
  /// The store's signer.
  var signer: JWSSigner
  /// Simulated now, epoch milliseconds.
  var now: Int64

  /// `jws` with the same payload but `signedDate` now, signed again; `jws` itself when its
  /// payload cannot be read (it is the store's own, so that does not happen).
  func resign(_ jws: String) -> String {
    guard case .object(var members)? = UnverifiedJWT.payload(of: jws) else { return jws }
    members["signedDate"] = .int(now)
    return signer.sign(payload: JSONValue.object(members).jsonBytes)
  }
}
