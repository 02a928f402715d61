import StoreWire
import Catalog
import SQLite

extension AppStore {
  /// The subscription of `account`'s own in `group`, if it ever had one (not one the family shares
  /// with it).
  func subscription(account: String, group: String) throws(SQLiteError) -> SubscriptionRow? {
    try database.first(
      """
      SELECT \(SubscriptionRow.columns) FROM subscription
      WHERE account_id = ? AND group_id = ? AND shared_from_original_id IS NULL
      """, account, group
    ) { (row) throws(SQLiteError) in try SubscriptionRow(row: row) }
  }

  func subscription(originalID: Int64) throws(SQLiteError) -> SubscriptionRow? {
    try database.first(
      "SELECT \(SubscriptionRow.columns) FROM subscription WHERE original_transaction_id = ?", originalID
    ) { (row) throws(SQLiteError) in try SubscriptionRow(row: row) }
  }

  /// Whether `account` may still get an introductory offer in `group`, by the catalog's rule.
  func isEligibleForIntroOffer(account: String, group: String) throws(SQLiteError) -> Bool {
    switch catalog.settings.introOfferEligibility {
    case .oncePerGroup:
      return try database.scalarInt(
        "SELECT count(*) FROM intro_offer_used WHERE account_id = ? AND group_id = ?", account, group) == 0
    case .neverSubscribedToGroup:
      return try subscription(account: account, group: group) == nil
    }
  }

  /// Whether `account` is eligible for the introductory offer of subscription group `group`.
  public func isEligibleForIntroOffer(group: String, account: String = AppStore.defaultAccount) throws(StoreError)
    -> Bool
  {
    do { return try isEligibleForIntroOffer(account: account, group: group) } catch { throw StoreError.from(error) }
  }

  /// Subscribes, resubscribes or changes plan within the group.
  func subscribe(_ request: PurchaseRequest, product: Product, storefront: StorefrontInfo, device: Int64, at now: Int64)
    throws -> StorePurchaseResult
  {
    let terms = product.subscription!
    let existing = try subscription(account: request.account, group: terms.groupID)
    let inForce = existing?.isInForce ?? false
    if request.billingPlan == .monthly {
      guard let plan = terms.commitmentPlan else { return .failed(.productUnavailable) }
      guard let monthly = plan.monthlyPrice(in: storefront.id) else { return .failed(.notAvailableInStorefront) }
      guard !inForce else {
        throw StoreError.invalidRequest(
          "the account already subscribes in \(terms.groupID); the monthly plan with a 12-month commitment is "
            + "bought once that subscription ends")
      }
      return try beginCommitment(
        request, product: product, monthly: monthly, storefront: storefront, device: device,
        after: existing, at: now)
    }
    if let existing, inForce {
      return try changePlan(
        existing, to: product, storefront: storefront, device: device, deviceName: request.device,
        appAccountToken: request.appAccountToken?.uuidString.lowercased(), at: now)
    }
    var offer: AppliedOffer?
    if let offerID = request.offerID {
      if let promotional = terms.promotionalOffers.first(where: { $0.id == offerID }) {
        offer = applied(promotional, kind: .promotional, storefront: storefront)
      } else if terms.winBackOffers.contains(where: { $0.id == offerID }) {
        guard let winBack = try winBackOffer(for: product, lapsed: existing, offerID: offerID, at: now) else {
          return .failed(.ineligibleForOffer)
        }
        offer = applied(winBack, kind: .winBack, storefront: storefront)
      } else {
        return .failed(.invalidOfferIdentifier)
      }
    } else if let intro = terms.introductoryOffer,
      try isEligibleForIntroOffer(account: request.account, group: terms.groupID)
    {
      offer = applied(intro, kind: .introductory, storefront: storefront)
    } else if let winBack = try winBackOffer(for: product, lapsed: existing, offerID: nil, at: now) {
      // A churned customer's purchase gets the best win-back offer it is eligible for, as
      // StoreKit adds it when the app names none (iOS 18).
      offer = applied(winBack, kind: .winBack, storefront: storefront)
    }
    return try begin(
      request, product: product, storefront: storefront, device: device, after: existing, offer: offer, at: now)
  }

  /// Starts (or restarts, after `existing` ended) a subscription to `product` now, with `offer`
  /// applied to its first period and `nextOffer` waiting for the renewal after the offer, and
  /// sends SUBSCRIBED (INITIAL_BUY or RESUBSCRIBE).
  func begin(
    _ request: PurchaseRequest, product: Product, storefront: StorefrontInfo, device: Int64,
    after existing: SubscriptionRow?, offer: AppliedOffer?, nextOffer: (OfferType, String)? = nil, at now: Int64
  ) throws -> StorePurchaseResult {
    let terms = product.subscription!
    let id = try nextValue("transaction")
    let originalID = existing?.originalTransactionID ?? id
    let originalPurchase = try existing.flatMap { try transactionRow($0.originalTransactionID)?.purchaseMilliseconds }
    let expires: Int64
    if let offer {
      let count = offer.paymentMode == .payAsYouGo ? 1 : offer.periods
      expires = periods.end(of: offer.period, count: count, from: now)
    } else {
      expires = periods.end(of: terms.period, from: now)
    }
    let row = TransactionRow(
      transactionID: id, originalTransactionID: originalID, webOrderLineItemID: try nextValue("webOrderLineItem"),
      accountID: request.account, deviceID: device, productID: product.id, productType: .autoRenewable,
      groupID: terms.groupID, purchaseMilliseconds: now, originalPurchaseMilliseconds: originalPurchase ?? now,
      expiresMilliseconds: expires, quantity: 1,
      priceMilliunits: try offer?.price.milliunits ?? requiredSalePrice(of: product, in: storefront).milliunits,
      currency: storefront.currency, storefront: storefront.id, storefrontID: storefront.appleID, offer: offer,
      reason: .purchase, appAccountToken: request.appAccountToken?.uuidString.lowercased())
    let transaction = try recordSigned(row, device: request.device, at: now)
    var subscription = SubscriptionRow(
      originalTransactionID: originalID, accountID: request.account, groupID: terms.groupID, productID: product.id,
      expires: expires, start: try recentStart(resubscribing: existing, at: now), latestTransactionID: id)
    if let offer, offer.paymentMode == .payAsYouGo {
      subscription.offerPeriodsLeft = offer.periods - 1
    }
    subscription.offerType = offer?.type
    subscription.offerID = offer?.id
    subscription.nextOfferType = nextOffer?.0
    subscription.nextOfferID = nextOffer?.1
    try subscription.save(in: database)
    if offer?.type == .introductory {
      try database.run(
        "INSERT OR IGNORE INTO intro_offer_used(account_id, group_id) VALUES (?, ?)", request.account, terms.groupID)
    }
    // Apple sends OFFER_REDEEMED only to an active subscriber (since 2024-01-23); a first
    // subscription or a return after expiry, with an offer or without, is SUBSCRIBED.
    let subtype: NotificationSubtype = existing == nil ? .initialBuy : .resubscribe
    try notify(.subscribed, subtype: subtype, transactionID: transaction.id, subscription: subscription, at: now)
    return .purchased(transaction)
  }

  /// How many days of lapse `recentSubscriptionStartDate` looks past: Apple's series of
  /// purchases "ignores all lapses of paid service shorter than 60 days".
  static let recentStartLapseDays: Int64 = 60

  /// The `recentSubscriptionStartDate` of a subscription that starts (again) at `now`: the
  /// previous series' start when its paid service ended (its period's end, or its revocation)
  /// less than 60 days before by the store's pace, else `now`.
  func recentStart(resubscribing previous: SubscriptionRow?, at now: Int64) throws(SQLiteError) -> Int64 {
    guard let previous else { return now }
    var ended = min(previous.expiresMilliseconds, now)
    if previous.status == .revoked,
      let revoked = try transactionRow(previous.latestTransactionID)?.revocationMilliseconds
    {
      ended = min(ended, revoked)
    }
    let lapse = periods.pace.milliseconds(ofDays: Self.recentStartLapseDays)
    return now - ended < lapse ? previous.recentStartMilliseconds : now
  }

  /// The offer as applied in `storefront` (a free trial costs nothing).
  func applied(_ offer: SubscriptionOffer, kind: OfferType, storefront: StorefrontInfo) -> AppliedOffer {
    AppliedOffer(
      type: kind, id: offer.id, paymentMode: offer.paymentMode, period: offer.period, periods: offer.periods,
      price: offer.paymentMode == .freeTrial
        ? Price(milliunits: 0) : offer.prices[storefront.id] ?? Price(milliunits: 0))
  }

  /// Moves an active subscription to another product of its group: an upgrade, or a
  /// crossgrade of the same duration, takes effect now; a downgrade, or a crossgrade of another
  /// duration, at the next renewal. An immediate change keeps the current app account token
  /// unless the purchase brings one.
  /// An upgrade made by redeeming an offer code (`offer`) starts now with the offer and sends
  /// OFFER_REDEEMED/UPGRADE.
  func changePlan(
    _ existing: SubscriptionRow, to product: Product, storefront: StorefrontInfo, device: Int64, deviceName: String,
    appAccountToken: String?, offer: AppliedOffer? = nil, at now: Int64
  ) throws -> StorePurchaseResult {
    let current = catalog.product(existing.productID)
    let currentTerms = current?.subscription
    let newTerms = product.subscription!
    let currentTransaction = try recordedTransaction(
      existing.latestTransactionID, namedBy: "subscription \(existing.originalTransactionID)")
    let isUpgrade = newTerms.level < (currentTerms?.level ?? .max)
    let sameLevel = newTerms.level == currentTerms?.level
    let sameDuration = newTerms.period.approximateDays == currentTerms?.period.approximateDays
    var subscription = existing
    guard isUpgrade || (sameLevel && sameDuration) else {
      subscription.autoRenewProductID = product.id
      try subscription.save(in: database)
      try notify(
        .didChangeRenewalPref, subtype: sameLevel ? nil : .downgrade, transactionID: currentTransaction.id,
        subscription: subscription, at: now)
      return .planChangeScheduled(current: currentTransaction, nextProductID: product.id)
    }
    var token = appAccountToken
    if var old = try transactionRow(existing.latestTransactionID) {
      old.isUpgraded = true
      try update(old, at: now)
      token = token ?? old.appAccountToken
    }
    let id = try nextValue("transaction")
    let length = offer.map { $0.paymentMode == .payAsYouGo ? newTerms.period : $0.period } ?? newTerms.period
    let expires = periods.end(of: length, from: now)
    let row = TransactionRow(
      transactionID: id, originalTransactionID: existing.originalTransactionID,
      webOrderLineItemID: try nextValue("webOrderLineItem"), accountID: existing.accountID, deviceID: device,
      productID: product.id, productType: .autoRenewable, groupID: newTerms.groupID, purchaseMilliseconds: now,
      originalPurchaseMilliseconds: try transactionRow(existing.originalTransactionID)?.purchaseMilliseconds ?? now,
      expiresMilliseconds: expires, quantity: 1,
      priceMilliunits: try offer?.price.milliunits ?? requiredSalePrice(of: product, in: storefront).milliunits,
      currency: storefront.currency, storefront: storefront.id, storefrontID: storefront.appleID, offer: offer,
      reason: .purchase, appAccountToken: token)
    let transaction = try recordSigned(row, device: deviceName, at: now)
    subscription.productID = product.id
    subscription.autoRenewProductID = product.id
    subscription.status = .active
    subscription.expiresMilliseconds = expires
    subscription.graceExpiresMilliseconds = nil
    subscription.retryUntilMilliseconds = nil
    subscription.offerPeriodsLeft = offer.map { $0.paymentMode == .payAsYouGo ? $0.periods - 1 : 0 } ?? 0
    subscription.offerType = offer?.type
    subscription.offerID = offer?.id
    subscription.nextOfferType = nil
    subscription.nextOfferID = nil
    subscription.latestTransactionID = id
    try subscription.save(in: database)
    try notify(
      offer == nil ? .didChangeRenewalPref : .offerRedeemed, subtype: .upgrade, transactionID: transaction.id,
      subscription: subscription, at: now)
    return .purchased(transaction)
  }

  /// Starts a subscription to `product` billed monthly with a 12-month commitment, at `monthly`
  /// a month (no offers: they are per billing plan, and the catalog has none for this one), and
  /// sends SUBSCRIBED (INITIAL_BUY or RESUBSCRIBE).
  func beginCommitment(
    _ request: PurchaseRequest, product: Product, monthly: Price, storefront: StorefrontInfo, device: Int64,
    after existing: SubscriptionRow?, at now: Int64
  ) throws -> StorePurchaseResult {
    let terms = product.subscription!
    let id = try nextValue("transaction")
    let originalID = existing?.originalTransactionID ?? id
    let originalPurchase = try existing.flatMap { try transactionRow($0.originalTransactionID)?.purchaseMilliseconds }
    let commitment = newCommitment(from: now, monthly: monthly)
    let expires = periods.end(of: Period(1, .month), from: now)
    var row = TransactionRow(
      transactionID: id, originalTransactionID: originalID, webOrderLineItemID: try nextValue("webOrderLineItem"),
      accountID: request.account, deviceID: device, productID: product.id, productType: .autoRenewable,
      groupID: terms.groupID, purchaseMilliseconds: now, originalPurchaseMilliseconds: originalPurchase ?? now,
      expiresMilliseconds: expires, quantity: 1, priceMilliunits: monthly.milliunits, currency: storefront.currency,
      storefront: storefront.id, storefrontID: storefront.appleID, offer: nil, reason: .purchase,
      appAccountToken: request.appAccountToken?.uuidString.lowercased())
    row.commitment = commitment.transactionPeriod
    let transaction = try recordSigned(row, device: request.device, at: now)
    var subscription = SubscriptionRow(
      originalTransactionID: originalID, accountID: request.account, groupID: terms.groupID, productID: product.id,
      expires: expires, start: try recentStart(resubscribing: existing, at: now), latestTransactionID: id)
    subscription.commitment = commitment
    try subscription.save(in: database)
    try notify(
      .subscribed, subtype: existing == nil ? .initialBuy : .resubscribe, transactionID: transaction.id,
      subscription: subscription, at: now)
    return .purchased(transaction)
  }
}
