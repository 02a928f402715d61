/// The developer's answer to a `CONSUMPTION_REQUEST` (Send Consumption Information, the v2
/// `ConsumptionRequest` body), checked field by field as Apple checks it.
public struct ConsumptionInfo: Sendable, Equatable, Codable {
  /// Whether the customer consented to sharing the data; Apple accepts only true.
  public var customerConsented: Bool
  /// Whether the app offered a free sample or trial.
  public var sampleContentProvided: Bool
  public var deliveryStatus: DeliveryStatus
  /// How much was used, in milliunits of a percent (0–100000); absent for auto-renewables.
  public var consumptionPercentage: Int?
  public var refundPreference: RefundPreference?

  /// The answer from the body's raw values: 400 `4000035` unless `customerConsented` is true,
  /// `4000036` for an unknown delivery status, `4000044` for an unknown refund preference, and
  /// `4000000` for a percentage outside 0–100000 or a non-zero one with an undelivered status
  /// (Apple's codes for these two are unconfirmed).
  public init(
    customerConsented: Bool, sampleContentProvided: Bool, deliveryStatus: String, consumptionPercentage: Int? = nil,
    refundPreference: String? = nil
  ) throws(StoreAPIError) {
    guard customerConsented else { throw reject(.invalidCustomerConsented, "customerConsented must be true") }
    guard let status = DeliveryStatus(rawValue: deliveryStatus) else {
      throw reject(.invalidDeliveryStatus, "unknown deliveryStatus \"\(deliveryStatus.prefix(40))\"")
    }
    var preference: RefundPreference?
    if let refundPreference {
      guard let known = RefundPreference(rawValue: refundPreference) else {
        throw reject(.invalidRefundPreference, "unknown refundPreference \"\(refundPreference.prefix(40))\"")
      }
      preference = known
    }
    if let consumptionPercentage {
      guard (0...100_000).contains(consumptionPercentage) else {
        throw reject(.generalBadRequest, "consumptionPercentage must be 0 to 100000, not \(consumptionPercentage)")
      }
      guard status == .delivered || consumptionPercentage == 0 else {
        throw reject(.generalBadRequest, "consumptionPercentage must be 0 when deliveryStatus is \(deliveryStatus)")
      }
    }
    self.customerConsented = customerConsented
    self.sampleContentProvided = sampleContentProvided
    self.deliveryStatus = status
    self.consumptionPercentage = consumptionPercentage
    self.refundPreference = preference
  }
}
