import FoundationEssentials
import StoreWire
import StoreWireHTTP

/// A store served by `storefront serve` on this or another machine, as `--store URL` (else
/// `STOREFRONT_STORE`) names it, with the account's wire token from `STOREFRONT_STORE_TOKEN`.
struct RemoteStore {
  /// The served store's address, e.g. `http://127.0.0.1:8080`.
  var base: URL
  /// The account's wire token (`storefront store account-token` where the store is).
  var token: String

  /// The store `parsed` and `environment` choose; nil for the local ledger.
  static func chosen(_ parsed: ParsedArguments, environment: [String: String]) -> Result<RemoteStore?, UsageError> {
    guard let text = parsed.options["store"] ?? environment["STOREFRONT_STORE"].flatMap({ $0.isEmpty ? nil : $0 })
    else { return .success(nil) }
    let shown = "\"\(text)\""
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = url.host, !host.isEmpty, url.path.isEmpty || url.path == "/", url.query == nil, url.user == nil
    else {
      return .failure(UsageError("--store \(shown) is not the address of a served store, e.g. http://127.0.0.1:8080"))
    }
    guard let token = environment["STOREFRONT_STORE_TOKEN"], !token.isEmpty else {
      return .failure(
        UsageError(
          "--store \(shown) needs the account's token in STOREFRONT_STORE_TOKEN "
            + "(storefront store account-token, where the store is served)"))
    }
    return .success(RemoteStore(base: url, token: token))
  }

  /// The wire and store controls of this store.
  func wire() -> RemoteStoreWire {
    RemoteStoreWire(transport: HTTPWireTransport(base: base, token: token), account: StoreAccount.signedIn)
  }
}
