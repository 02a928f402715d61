/// The app selling the products: what signed transactions name in `bundleId` and `appAppleId`.
public struct AppInfo: Sendable, Equatable {
  /// The bundle identifier, e.g. `com.iaptutorial.storefront`.
  public var bundleID: String
  /// The app's name as people see it.
  public var name: String
  /// Apple's numeric app id (`appAppleId`); 0 when the app has none yet (not allowed in Production).
  public var appAppleID: Int64

  /// Creates app info.
  public init(bundleID: String, name: String, appAppleID: Int64) {
    self.bundleID = bundleID
    self.name = name
    self.appAppleID = appAppleID
  }
}
