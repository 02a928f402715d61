import Storefront
import Testing

/// One bad transaction JWS of reliability.md §11.3: its J number and title, the variant, how to
/// forge it from an honest payload, and the verification failure the app must report.
struct BadJWS: Sendable, CustomTestStringConvertible {
  /// "J1" to "J30".
  var id: String
  /// The case's title (its "Input" column) in reliability.md §11.3.
  var title: String
  /// Which of the case's inputs this is.
  var variant: String
  /// The failure the app reports.
  var kind: VerificationFailure.Kind
  /// The bad JWS made from an honest payload.
  var forge: @Sendable (PayloadFields) -> String

  init(
    _ id: String, _ title: String, _ variant: String, _ kind: VerificationFailure.Kind,
    forge: @escaping @Sendable (PayloadFields) -> String
  ) {
    self.id = id
    self.title = title
    self.variant = variant
    self.kind = kind
    self.forge = forge
  }

  var testDescription: String { "\(id) \(title): \(variant)" }

  /// Every case, in J order.
  static let all = (format + signature + chain + payload).sorted {
    (Int($0.id.dropFirst()) ?? 0) < (Int($1.id.dropFirst()) ?? 0)
  }
}
