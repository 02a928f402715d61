/// The version of the wire's JSON form: every value type of this module encodes as one JSON
/// object (`Codable`); a store and an app that speak different versions refuse each other.
public enum StoreWireVersion {
  /// The version this build speaks.
  public static let current = 1
}
