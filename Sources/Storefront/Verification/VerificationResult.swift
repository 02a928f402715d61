/// The outcome of checking a signed value, as StoreKit 2's `VerificationResult`: verified, or
/// unverified with the precise reason (and the decoded value when it could be decoded at all).
///
/// `Equatable` where `Value` is (a requirement on the type itself costs a search of every protocol
/// conformance in the program the first time each kind of result is made: see `Localized`).
public enum VerificationResult<Value: Sendable>: Sendable {
  case verified(Value)
  case unverified(Value?, VerificationFailure)

  /// The value, only when verified.
  public var verifiedValue: Value? {
    if case .verified(let value) = self { return value }
    return nil
  }

  /// The value whether it verified or not (nil only when it could not be read at all); for
  /// display and bookkeeping, never for unlocking.
  public var anyValue: Value? {
    switch self {
    case .verified(let value): value
    case .unverified(let value, _): value
    }
  }
}

extension VerificationResult: Equatable where Value: Equatable {}

/// Why a signed value was not trusted.
public struct VerificationFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// StoreKit's categories of verification error.
  public enum Kind: String, Sendable, Equatable {
    case invalidEncoding
    case invalidCertificateChain
    case invalidSignature
    case missingRequiredProperties
    case wrongApp
    /// Signed at a date the store has not reached: a clock or a forger at work.
    case signedInTheFuture
    /// Signed by the store's key but unknown to the store now (another ledger's, before a reset):
    /// the store does not vouch for it.
    case unknownToStore
  }

  public var kind: Kind
  /// One line saying exactly what was wrong.
  public var reason: String

  /// A failure of `kind` because of `reason`.
  public init(_ kind: Kind, _ reason: String) {
    self.kind = kind
    self.reason = reason
  }

  public var description: String { "\(kind.rawValue): \(reason)" }
}
