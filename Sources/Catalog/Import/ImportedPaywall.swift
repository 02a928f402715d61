/// The `default` paywall an import creates: every product, English copy, the file's policy links.
enum ImportedPaywall {
  /// Apple's standard end-user licence agreement, used when the file has no EULA URL.
  static let standardEULA = "https://www.apple.com/legal/internet-services/itunes/dev/stdeula/"
  /// A placeholder privacy policy, used (with a note) when the file has none.
  static let placeholderPrivacyURL = "https://example.com/privacy"

  static func make(
    products: [Product], groups: [SubscriptionGroup], language: LanguageTag, appName: String, policies: AppPolicies?,
    notes: inout [String]
  ) -> Paywall {
    // Subscriptions of one group only (offering two groups side by side breaks AR-19), then the rest.
    let firstGroup = groups.first?.subscriptionIDs ?? []
    let others = products.filter { $0.type != .autoRenewable }.sorted { rank($0.type) < rank($1.type) }.map(\.id)
    let plans = firstGroup + others
    if groups.count > 1 {
      notes.append("paywall \"default\" shows the first subscription group only; add paywalls for the others")
    }
    var terms = standardEULA
    if let eula = policies?.eula, URLRules.problem(in: eula) == nil { terms = eula }
    var privacy = placeholderPrivacyURL
    if let url = policies?.privacyURLs.first(where: { URLRules.problem(in: $0.url) == nil })?.url {
      privacy = url
    } else {
      notes.append("paywall \"default\": the file has no privacy policy URL; using \(placeholderPrivacyURL)")
    }
    if language.language != "en" {
      notes.append("paywall \"default\": the copy is English; translate it for \(language)")
    }
    var benefits: [String] = []
    for id in plans {
      guard let text = products.first(where: { $0.id == id })?.localizations[language]?.description,
        !benefits.contains(text)
      else { continue }
      benefits.append(text)
      if benefits.count == 3 { break }
    }
    let hasSubscriptions = !firstGroup.isEmpty
    let copy = PaywallCopy(
      title: appName, subtitle: nil, benefits: benefits,
      labels: PaywallLabels(
        subscribe: "Subscribe", startFreeTrial: "Start free trial", buy: "Buy", restore: "Restore Purchases",
        close: "Not now", termsOfUse: "Terms of Use", privacyPolicy: "Privacy Policy"),
      autoRenewDisclosure: hasSubscriptions
        ? "Payment is charged to your Apple Account at confirmation. The subscription renews automatically "
          + "unless cancelled at least 24 hours before the end of the current period. Manage or cancel it in "
          + "Account Settings."
        : nil)
    return Paywall(
      id: "default", plans: plans, highlightedPlan: nil, termsOfUseURL: terms, privacyPolicyURL: privacy,
      copy: Localized([(language, copy)]))
  }

  private static func rank(_ type: ProductType) -> Int {
    switch type {
    case .autoRenewable: 0
    case .nonConsumable: 1
    case .nonRenewing: 2
    case .consumable: 3
    }
  }
}
