/// The version of the wire's JSON form: every value type of this module encodes as one JSON
/// object (`Codable`); a store and an app that speak different versions refuse each other.
public enum StoreWireVersion {
  /// The version this build speaks (2 added the update feed's long poll, `WireCall.awaitUpdate`;
  /// 3 the store's prices and what is on sale, `WireCall.saleList`, and offer codes,
  /// `WireCall.redeemOfferCode`).
  public static let current = 3
}
