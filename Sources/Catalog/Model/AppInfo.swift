/// The app selling the products: what signed transactions name in `bundleId` and `appAppleId`.
public struct AppInfo: Sendable, Equatable {
  /// The bundle identifier, e.g. `com.iaptutorial.storefront`.
  public var bundleID: String
  /// The app's name as people see it.
  public var name: String
  /// Apple's numeric app id (`appAppleId`); 0 when the app has none yet (not allowed in Production).
  public var appAppleID: Int64
  /// The build of the app (`CFBundleVersion`, e.g. "1" or "2.0.1"), which notifications name in
  /// `bundleVersion`.
  public var bundleVersion: String

  /// The build used when the catalog names none.
  public static let defaultBundleVersion = "1"

  /// Creates app info.
  public init(bundleID: String, name: String, appAppleID: Int64, bundleVersion: String = AppInfo.defaultBundleVersion) {
    self.bundleID = bundleID
    self.name = name
    self.appAppleID = appAppleID
    self.bundleVersion = bundleVersion
  }

  /// Why `version` is not a `CFBundleVersion` (one to three numbers of up to nine digits joined by
  /// periods), or nil when it is.
  public static func bundleVersionProblem(_ version: String) -> String? {
    let parts = version.split(separator: ".", omittingEmptySubsequences: false)
    let valid =
      (1...3).contains(parts.count)
      && parts.allSatisfy { part in (1...9).contains(part.count) && part.allSatisfy { ("0"..."9").contains($0) } }
    return valid ? nil : "\"\(version.prefix(40))\" is not a build number such as \"1\" or \"2.0.1\""
  }
}
