/// A named paywall: the plans it offers, its copy, its links and how it presents them.
public struct Paywall: Sendable, Equatable {
  /// The paywall's name, e.g. `default`.
  public var id: String
  /// Product ids of the plans, in the order they are shown.
  public var plans: [String]
  /// The plan drawn as the recommended one, if any.
  public var highlightedPlan: String?
  /// The Terms of Use (EULA) link.
  public var termsOfUseURL: String?
  /// The Privacy Policy link.
  public var privacyPolicyURL: String?
  /// The copy per language.
  public var copy: Localized<PaywallCopy>
  /// How the paywall presents prices, trials and controls; honest unless configured otherwise.
  public var presentation: PaywallPresentation

  /// Creates a paywall.
  public init(
    id: String, plans: [String], highlightedPlan: String? = nil, termsOfUseURL: String?, privacyPolicyURL: String?,
    copy: Localized<PaywallCopy>, presentation: PaywallPresentation = PaywallPresentation()
  ) {
    self.id = id
    self.plans = plans
    self.highlightedPlan = highlightedPlan
    self.termsOfUseURL = termsOfUseURL
    self.privacyPolicyURL = privacyPolicyURL
    self.copy = copy
    self.presentation = presentation
  }
}

/// A paywall's words in one language.
public struct PaywallCopy: Sendable, Equatable {
  /// The headline.
  public var title: String
  /// The line under the headline.
  public var subtitle: String?
  /// What the customer gets, one line each.
  public var benefits: [String]
  /// Button and link labels.
  public var labels: PaywallLabels
  /// The auto-renewal terms shown near the plans (App Review expects them whenever an
  /// auto-renewable plan is shown; `storefront lint` checks that, the reader does not).
  public var autoRenewDisclosure: String?

  /// Creates copy.
  public init(
    title: String, subtitle: String? = nil, benefits: [String], labels: PaywallLabels,
    autoRenewDisclosure: String? = nil
  ) {
    self.title = title
    self.subtitle = subtitle
    self.benefits = benefits
    self.labels = labels
    self.autoRenewDisclosure = autoRenewDisclosure
  }
}

/// The call-to-action and link labels of a paywall in one language.
public struct PaywallLabels: Sendable, Equatable {
  /// Call to action for a subscription without an offer, e.g. "Subscribe" (required when the
  /// paywall shows an auto-renewable subscription).
  public var subscribe: String?
  /// Call to action for a customer eligible for a free trial, e.g. "Start free trial".
  public var startFreeTrial: String?
  /// Call to action for a one-time purchase, e.g. "Buy" (required when the paywall shows a
  /// product that is not an auto-renewable subscription).
  public var buy: String?
  /// The restore button, e.g. "Restore purchases".
  public var restore: String
  /// The close control, e.g. "Not now".
  public var close: String
  /// The Terms of Use link text.
  public var termsOfUse: String
  /// The Privacy Policy link text.
  public var privacyPolicy: String

  /// Creates labels.
  public init(
    subscribe: String?, startFreeTrial: String? = nil, buy: String?, restore: String, close: String,
    termsOfUse: String, privacyPolicy: String
  ) {
    self.subscribe = subscribe
    self.startFreeTrial = startFreeTrial
    self.buy = buy
    self.restore = restore
    self.close = close
    self.termsOfUse = termsOfUse
    self.privacyPolicy = privacyPolicy
  }
}

/// Presentation switches of a paywall. The defaults are honest; the `deceptive` demo paywall
/// flips some of them to break App Review rules on purpose.
public struct PaywallPresentation: Sendable, Equatable {
  /// Which pricing element is drawn most prominently.
  public enum Emphasis: String, Sendable, Hashable, CaseIterable {
    /// The billed price (what App Review expects).
    case billedPrice
    /// The per-month or per-week equivalent (breaks AR-04).
    case derivedPrice
  }

  /// Rounding of per-period equivalents.
  public enum Rounding: String, Sendable, Hashable, CaseIterable {
    /// Rounded down, never overstating the saving (AR-05).
    case down
    /// Rounded up (breaks AR-05).
    case up
  }

  /// When trial wording is shown.
  public enum TrialVisibility: String, Sendable, Hashable, CaseIterable {
    /// Only to customers eligible for the introductory offer (AR-13).
    case eligibleOnly
    /// To everyone, eligible or not (breaks AR-13).
    case always
  }

  /// Which pricing element is most prominent.
  public var emphasis: Emphasis
  /// How per-period equivalents are rounded.
  public var derivedPriceRounding: Rounding
  /// When trial wording appears.
  public var trialVisibility: TrialVisibility
  /// Whether a switch turns the free trial on and off (breaks AR-14).
  public var trialToggle: Bool
  /// Whether the restore button is shown (hiding it breaks AR-16).
  public var showsRestoreButton: Bool
  /// Savings percentages to claim per product id instead of the computed ones (breaks AR-23 when false).
  public var claimedSavings: [String: Int]
  /// Seconds before the close control appears (breaks AR-30 when above 0).
  public var closeButtonDelaySeconds: Int
  /// Extra links shown under the plans, e.g. to a web checkout (breaks AR-27 outside the USA).
  public var extraLinks: [PaywallLink]

  /// Creates presentation switches; the defaults are honest.
  public init(
    emphasis: Emphasis = .billedPrice, derivedPriceRounding: Rounding = .down,
    trialVisibility: TrialVisibility = .eligibleOnly, trialToggle: Bool = false, showsRestoreButton: Bool = true,
    claimedSavings: [String: Int] = [:], closeButtonDelaySeconds: Int = 0, extraLinks: [PaywallLink] = []
  ) {
    self.emphasis = emphasis
    self.derivedPriceRounding = derivedPriceRounding
    self.trialVisibility = trialVisibility
    self.trialToggle = trialToggle
    self.showsRestoreButton = showsRestoreButton
    self.claimedSavings = claimedSavings
    self.closeButtonDelaySeconds = closeButtonDelaySeconds
    self.extraLinks = extraLinks
  }
}

/// An extra link on a paywall.
public struct PaywallLink: Sendable, Equatable {
  /// The link text per language.
  public var labels: Localized<String>
  /// The http(s) URL.
  public var url: String

  /// Creates a link.
  public init(labels: Localized<String>, url: String) {
    self.labels = labels
    self.url = url
  }
}
