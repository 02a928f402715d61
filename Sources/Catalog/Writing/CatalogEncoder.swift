public import StrictJSON
/// Turns a `Catalog` back into `catalog.json` form, in the documented key order.
///
/// Defaults are written only where they carry meaning, so that decoding the output gives
/// the same catalog back (tested as a round trip on the shipped catalog).
public enum CatalogEncoder {
  /// The catalog as JSON text.
  public static func text(of catalog: Catalog) -> String {
    JSONWriter.write(node(of: catalog))
  }

  /// The catalog as a JSON node.
  public static func node(of catalog: Catalog) -> JSONValue {
    let encoder = Encoding(catalog: catalog)
    return .object([
      ("formatVersion", .integer(catalog.formatVersion)),
      (
        "app",
        .object(
          [
            ("bundleId", .string(catalog.app.bundleID)), ("name", .string(catalog.app.name)),
            ("appAppleId", .integer(catalog.app.appAppleID)),
          ]
            + (catalog.app.bundleVersion == AppInfo.defaultBundleVersion
              ? [] : [("bundleVersion", JSONValue.string(catalog.app.bundleVersion))]))
      ),
      ("languages", .strings(catalog.languages.map(\.identifier))),
      ("settings", encoder.settings()),
      ("storefronts", JSONValue.array((catalog.storefronts.map(encoder.storefront)))),
      (
        "entitlements",
        .object(
          catalog.entitlements.map { ($0.id, .object([("names", encoder.localized($0.names, JSONValue.string))])) })
      ),
      ("products", JSONValue.array((catalog.products.filter { $0.type != .autoRenewable }.map(encoder.product)))),
      ("subscriptionGroups", JSONValue.array((catalog.subscriptionGroups.map(encoder.group)))),
      ("paywalls", JSONValue.array((catalog.paywalls.map(encoder.paywall)))),
    ])
  }
}

/// The encoding of each section, with the catalog at hand for ordering and currencies.
private struct Encoding {
  let catalog: Catalog

  func settings() -> JSONValue {
    let settings = catalog.settings
    let failures = FailureInjection.API.allCases.compactMap { api in
      settings.failures[api].map { (api.rawValue, JSONValue.string($0.rawValue)) }
    }
    var members: [(String, JSONValue)] = [
      ("environment", .string(settings.environment.rawValue)),
      ("defaultStorefront", .string(settings.defaultStorefront)),
      ("defaultLanguage", .string(settings.defaultLanguage.identifier)),
      ("timeRate", .string(settings.timeRate.name)),
      ("askToBuy", .bool(settings.askToBuy)),
      ("interruptedPurchases", .bool(settings.interruptedPurchases)),
      ("billingRetryOnRenewal", .bool(settings.billingRetryOnRenewal)),
      ("gracePeriodDays", .integer(settings.gracePeriodDays)),
      ("introOfferEligibility", .string(settings.introOfferEligibility.rawValue)),
      ("failures", .object(failures)),
    ]
    if !settings.devices.isEmpty { members.append(("devices", .array(settings.devices.map(JSONValue.string)))) }
    return .object(members)
  }

  func storefront(_ storefront: StorefrontInfo) -> JSONValue {
    .object([
      ("id", .string(storefront.id)), ("appleId", .string(storefront.appleID)),
      ("currency", .string(storefront.currency)), ("locale", .string(storefront.priceLocale.identifier)),
    ])
  }

  func localized<Value>(_ table: Localized<Value>, _ body: (Value) -> JSONValue) -> JSONValue {
    .object(table.entries.map { ($0.language.identifier, body($0.value)) })
  }

  func prices(_ prices: [String: Price]) -> JSONValue {
    .object(
      catalog.storefronts.compactMap { storefront in
        prices[storefront.id].map { (storefront.id, JSONValue.string($0.text(minorDigits: storefront.minorDigits))) }
      })
  }

  func productLocalizations(_ table: Localized<ProductLocalization>) -> JSONValue {
    localized(table) { .object([("displayName", .string($0.displayName)), ("description", .string($0.description))]) }
  }

  func product(_ product: Product) -> JSONValue {
    let typeName = CatalogDecoder.productTypeChoices.first { $0.1 == product.type }?.0 ?? product.type.rawValue
    return .object([
      ("id", .string(product.id)),
      ("type", .string(typeName)),
      ("referenceName", .string(product.referenceName)),
      ("familyShareable", product.familyShareable ? .bool(true) : nil),
      ("coins", product.coinsPerUnit.map { .integer($0) }),
      ("duration", product.duration.map { .string($0.description) }),
      ("entitlements", product.type == .consumable ? nil : .strings(product.entitlements)),
      ("prices", prices(product.prices)),
      ("localizations", productLocalizations(product.localizations)),
    ])
  }

  func group(_ group: SubscriptionGroup) -> JSONValue {
    let subscriptions = group.subscriptionIDs.compactMap { catalog.product($0) }.map { subscription($0, in: group) }
    return .object([
      ("id", .string(group.id)),
      ("referenceName", .string(group.referenceName)),
      ("names", localized(group.names, JSONValue.string)),
      ("entitlements", .strings(group.entitlements)),
      ("subscriptions", JSONValue.array((subscriptions))),
    ])
  }

  func subscription(_ product: Product, in group: SubscriptionGroup) -> JSONValue {
    let terms = product.subscription!
    let extra = product.entitlements.filter { !group.entitlements.contains($0) }
    return .object([
      ("id", .string(product.id)),
      ("referenceName", .string(product.referenceName)),
      ("level", .integer(terms.level)),
      ("period", .string(terms.period.description)),
      ("familyShareable", product.familyShareable ? .bool(true) : nil),
      ("entitlements", extra.isEmpty ? nil : .strings(extra)),
      ("prices", prices(product.prices)),
      ("localizations", productLocalizations(product.localizations)),
      ("introductoryOffer", terms.introductoryOffer.map(offer)),
      (
        "promotionalOffers",
        terms.promotionalOffers.isEmpty ? nil : JSONValue.array((terms.promotionalOffers.map(offer)))
      ),
      ("offerCodes", terms.offerCodes.isEmpty ? nil : JSONValue.array((terms.offerCodes.map(offer)))),
      ("winBackOffers", terms.winBackOffers.isEmpty ? nil : JSONValue.array((terms.winBackOffers.map(offer)))),
      ("monthlyCommitment", terms.commitmentPlan.map { .object([("prices", prices($0.monthlyPrices))]) }),
    ])
  }

  func offer(_ offer: SubscriptionOffer) -> JSONValue {
    .object([
      ("id", offer.id.map { .string($0) }),
      ("referenceName", offer.referenceName.map { .string($0) }),
      ("paymentMode", .string(offer.paymentMode.rawValue)),
      ("period", .string(offer.period.description)),
      ("periods", offer.periods == 1 ? nil : .integer(offer.periods)),
      ("prices", offer.paymentMode == .freeTrial ? nil : prices(offer.prices)),
      ("eligibility", offer.eligibility.isEmpty ? nil : .strings(offer.eligibility.map(\.rawValue))),
      ("stackable", offer.isStackable ? .bool(true) : nil),
      ("paidMonths", offer.winBack.flatMap { $0.paidMonths == 1 ? nil : .integer($0.paidMonths) }),
      (
        "monthsSinceLastSubscribed",
        offer.winBack.flatMap {
          $0.monthsSinceLastSubscribed == WinBackRules.standard.monthsSinceLastSubscribed
            ? nil
            : .object([
              ("minimum", .integer($0.monthsSinceLastSubscribed.lowerBound)),
              ("maximum", .integer($0.monthsSinceLastSubscribed.upperBound)),
            ])
        }
      ),
      ("waitMonths", offer.winBack?.waitMonths.map { .integer($0) }),
    ])
  }

  func paywall(_ paywall: Paywall) -> JSONValue {
    .object([
      ("id", .string(paywall.id)),
      ("plans", .strings(paywall.plans)),
      ("highlightedPlan", paywall.highlightedPlan.map { .string($0) }),
      ("termsOfUseURL", paywall.termsOfUseURL.map { .string($0) }),
      ("privacyPolicyURL", paywall.privacyPolicyURL.map { .string($0) }),
      ("localizations", localized(paywall.copy, copy)),
      ("presentation", paywall.presentation == PaywallPresentation() ? nil : presentation(paywall)),
    ])
  }

  func copy(_ copy: PaywallCopy) -> JSONValue {
    let labels = copy.labels
    return .object([
      ("title", .string(copy.title)),
      ("subtitle", copy.subtitle.map { .string($0) }),
      ("benefits", .strings(copy.benefits)),
      (
        "labels",
        .object([
          ("subscribe", labels.subscribe.map { .string($0) }),
          ("startFreeTrial", labels.startFreeTrial.map { .string($0) }), ("buy", labels.buy.map { .string($0) }),
          ("restore", .string(labels.restore)), ("close", .string(labels.close)),
          ("termsOfUse", .string(labels.termsOfUse)), ("privacyPolicy", .string(labels.privacyPolicy)),
        ])
      ),
      ("autoRenewDisclosure", copy.autoRenewDisclosure.map { .string($0) }),
    ])
  }

  func presentation(_ paywall: Paywall) -> JSONValue {
    let presentation = paywall.presentation
    let claims = paywall.plans.compactMap { plan in
      presentation.claimedSavings[plan].map { (plan, JSONValue.integer($0)) }
    }
    return .object([
      ("emphasis", .string(presentation.emphasis.rawValue)),
      ("derivedPriceRounding", .string(presentation.derivedPriceRounding.rawValue)),
      ("trialVisibility", .string(presentation.trialVisibility.rawValue)),
      ("trialToggle", .bool(presentation.trialToggle)),
      ("showRestoreButton", .bool(presentation.showsRestoreButton)),
      ("claimedSavings", claims.isEmpty ? nil : .object(claims)),
      ("closeButtonDelaySeconds", .integer(presentation.closeButtonDelaySeconds)),
      (
        "extraLinks",
        presentation.extraLinks.isEmpty
          ? nil
          : JSONValue.array(
            presentation.extraLinks.map { link in
              JSONValue.object([("labels", localized(link.labels, JSONValue.string)), ("url", .string(link.url))])
            })
      ),
    ])
  }
}
