public import Catalog
import FoundationEssentials
public import JWS

/// Verifies the store's JWS for one app: the chain to the pinned root, ES256, the Apple
/// extensions and validity at `signedDate` (all in `JWSVerifier`), then the bundle id and
/// environment, then the payload's shape and a quantity of 1 to 10, then (given the catalog)
/// that the transaction's product is one the app sells, of the type it sells it as.
public struct SignedDataVerifier: Sendable {
  let verifier: JWSVerifier
  /// The app's bundle id every payload must carry.
  public let bundleID: String
  /// The environment every payload must carry ("Sandbox", "Xcode", ...).
  public let environment: String
  /// The payload `type` of each product the app sells, by product id; nil accepts any product.
  public let productTypes: [String: ProductType]?
  /// The quantities one transaction may carry, as the App Store allows.
  static let quantities = 1...10

  /// A verifier pinned to `root` for the app `bundleID` in `environment`; with `catalog`, a
  /// transaction must also be for one of its products, of that product's type.
  public init(pinnedRoot root: Certificate, bundleID: String, environment: String, catalog: Catalog? = nil) {
    verifier = JWSVerifier(pinnedRoot: root)
    self.bundleID = bundleID
    self.environment = environment
    productTypes = catalog.map {
      Dictionary($0.products.map { ($0.id, $0.type) }) { first, _ in first }
    }
  }

  /// The transaction in `jws`, verified or not.
  public func transaction(_ jws: String) -> VerificationResult<Transaction> {
    let result = verify(jws, as: Transaction.self) { ($0.appBundleID, $0.environment) }
    guard case .verified(let transaction) = result else { return result }
    guard Self.quantities.contains(transaction.purchasedQuantity) else {
      return .unverified(
        transaction,
        VerificationFailure(.missingRequiredProperties, "quantity \(transaction.purchasedQuantity) is not 1 to 10"))
    }
    guard let productTypes else { return result }
    guard let type = productTypes[transaction.productID] else {
      return .unverified(
        transaction, VerificationFailure(.wrongApp, "product \"\(transaction.productID)\" is not in this app's catalog")
      )
    }
    guard type == transaction.productType else {
      let sold = type.transactionTypeName
      return .unverified(
        transaction,
        VerificationFailure(
          .wrongApp,
          "product \"\(transaction.productID)\" is sold as \"\(sold)\", not \"\(transaction.rawProductType)\""))
    }
    return result
  }

  /// The renewal info in `jws`, verified or not (renewal info carries no bundle id).
  public func renewalInfo(_ jws: String) -> VerificationResult<RenewalInfo> {
    verify(jws, as: RenewalInfo.self) { (bundleID, $0.environment) }
  }

  private func verify<Value: Decodable & Sendable & Equatable>(
    _ jws: String, as type: Value.Type, identity: (Value) -> (bundleID: String, environment: String)
  ) -> VerificationResult<Value> {
    let checked = verifier.verify(jws)
    let payload: [UInt8]
    switch checked {
    case .success(let verified): payload = verified.payload
    case .failure(let error):
      return .unverified(Self.decodeUnchecked(jws, as: type), Self.failure(error))
    }
    let value: Value
    do {
      value = try JSONDecoder().decode(type, from: Data(payload))
    } catch {
      return .unverified(nil, VerificationFailure(.missingRequiredProperties, "payload: \(Self.describe(error))"))
    }
    let (bundle, environment) = identity(value)
    guard bundle == bundleID else {
      return .unverified(
        value, VerificationFailure(.wrongApp, "bundle id \"\(bundle)\" is not this app's (\(bundleID))"))
    }
    guard environment == self.environment else {
      return .unverified(
        value, VerificationFailure(.wrongApp, "environment \"\(environment)\" is not \"\(self.environment)\""))
    }
    return .verified(value)
  }

  /// StoreKit's category for each of `JWSVerifier`'s rejections.
  static func failure(_ error: JWSVerificationError) -> VerificationFailure {
    switch error {
    case .tooLarge, .malformed, .forbiddenHeader, .unsupportedAlgorithm, .invalidPayload:
      VerificationFailure(.invalidEncoding, error.description)
    case .invalidCertificateChain, .missingAppleExtension:
      VerificationFailure(.invalidCertificateChain, error.description)
    case .invalidSignature: VerificationFailure(.invalidSignature, error.description)
    }
  }

  /// The payload of a JWS that failed verification, for display only (never for unlocking).
  static func decodeUnchecked<Value: Decodable>(_ jws: String, as type: Value.Type) -> Value? {
    let parts = jws.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, let bytes = Base64URL.decode(String(parts[1])) else { return nil }
    return try? JSONDecoder().decode(type, from: Data(bytes))
  }

  static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, _): "missing \"\(key.stringValue)\""
    case DecodingError.typeMismatch(_, let context), DecodingError.dataCorrupted(let context),
      DecodingError.valueNotFound(_, let context):
      "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
    default: "\(error)"
    }
  }
}
