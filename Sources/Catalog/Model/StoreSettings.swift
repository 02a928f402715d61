/// How the simulated store behaves: environment, defaults, clock and test switches
/// (the counterparts of Xcode's StoreKit testing settings).
public struct StoreSettings: Sendable, Equatable {
  /// Which intro-offer eligibility rule the store applies within a subscription group.
  public enum IntroOfferEligibility: String, Sendable, Hashable, CaseIterable {
    /// Ineligible once any introductory offer of the group was redeemed (Apple's documented rule).
    case oncePerGroup
    /// Ineligible once the customer ever subscribed to the group (the stricter reading).
    case neverSubscribedToGroup
  }

  /// The environment transactions are signed for.
  public var environment: StoreEnvironment
  /// The storefront id used when none is chosen.
  public var defaultStorefront: String
  /// The language used when none is chosen, and the one every text must exist in.
  public var defaultLanguage: LanguageTag
  /// The simulated clock's rate.
  public var timeRate: TimeRate
  /// Whether purchases wait for a parent's approval.
  public var askToBuy: Bool
  /// Whether purchases are interrupted until the issue is resolved.
  public var interruptedPurchases: Bool
  /// Whether renewals fail and enter billing retry.
  public var billingRetryOnRenewal: Bool
  /// Length of the billing grace period in days (0 = off; 3, 16 or 28 otherwise).
  public var gracePeriodDays: Int
  /// The intro-offer eligibility rule.
  public var introOfferEligibility: IntroOfferEligibility
  /// Errors injected into store APIs.
  public var failures: FailureInjection
  /// The devices the app's device switcher suggests besides the installs it finds (the shipped
  /// catalog's "iPhone" and "iPad"), each a name `DeviceNameRule` allows.
  public var devices: [String]

  /// Creates settings; defaults match a fresh Xcode StoreKit configuration.
  public init(
    environment: StoreEnvironment = .sandbox, defaultStorefront: String, defaultLanguage: LanguageTag,
    timeRate: TimeRate = .realTime, askToBuy: Bool = false, interruptedPurchases: Bool = false,
    billingRetryOnRenewal: Bool = false, gracePeriodDays: Int = 0,
    introOfferEligibility: IntroOfferEligibility = .oncePerGroup, failures: FailureInjection = FailureInjection(),
    devices: [String] = []
  ) {
    self.environment = environment
    self.defaultStorefront = defaultStorefront
    self.defaultLanguage = defaultLanguage
    self.timeRate = timeRate
    self.askToBuy = askToBuy
    self.interruptedPurchases = interruptedPurchases
    self.billingRetryOnRenewal = billingRetryOnRenewal
    self.gracePeriodDays = gracePeriodDays
    self.introOfferEligibility = introOfferEligibility
    self.failures = failures
    self.devices = devices
  }

  /// The grace period lengths App Store Connect offers.
  public static let allowedGracePeriodDays: [Int64] = [0, 3, 16, 28]
}
