import StoreWire
import Catalog
import SQLite

extension AppStore {
  /// Apple retries a failed renewal for up to 60 days.
  static let billingRetryDays: Int64 = 60
  /// A payment of a 12-month commitment is retried for up to 90 days.
  static let commitmentRetryDays: Int64 = 90

  /// Whether a subscription event or a server-side flow falls due at `time` or earlier (what
  /// `processDue(until:)` would process).
  func isDue(at time: Int64) throws(SQLiteError) -> Bool {
    let subscriptionDue =
      try database.first(
        "SELECT 1 FROM subscription WHERE next_event_ms IS NOT NULL AND next_event_ms <= ? LIMIT 1", time,
        row: { _ in true }) ?? false
    if subscriptionDue { return true }
    return try nextFlowEvent().map { $0 <= time } ?? false
  }

  /// Processes every renewal, retry and expiry due at or before `until`, one at a time in the
  /// order they fell due (inside a write transaction, so exactly once).
  func processDue(until: Int64) throws {
    dueCache = DueEventCache()
    defer { dueCache = nil }
    // Server-side flows (refund decisions, mass extensions) are rare: the time of the next one
    // is read once, and again only after one ran.
    var flowDue = try nextFlowEvent()
    while let (originalID, due) = try database.first(
      """
      SELECT original_transaction_id, next_event_ms FROM subscription
      WHERE next_event_ms IS NOT NULL AND next_event_ms <= ? ORDER BY next_event_ms, original_transaction_id LIMIT 1
      """, until, row: { ($0.int64(0), $0.int64(1)) })
    {
      if let flow = flowDue, flow <= due {
        try handleFlowEvents(through: flow)
        flowDue = try nextFlowEvent()
        continue
      }
      guard let subscription = try subscription(originalID: originalID) else { break }
      try handleEvent(of: subscription, at: due)
    }
    if let flow = flowDue, flow <= until { try handleFlowEvents(through: until) }
    try flushCounters()
  }

  /// Handles the one event that fell due at `time` for `subscription`.
  func handleEvent(of subscription: SubscriptionRow, at time: Int64) throws {
    var subscription = subscription
    switch subscription.status {
    case .active where !subscription.autoRenew:
      let intent = subscription.expirationIntent ?? 1
      try expire(&subscription, intent: intent, subtype: intent == 3 ? .priceIncrease : .voluntary, at: time)
    case .active where subscription.commitment.map { $0.isLastPayment && !$0.autoRenew } == true:
      // A cancelled commitment ends after its twelfth payment.
      try expire(&subscription, intent: 1, subtype: .voluntary, at: time)
    case .active:
      try renew(&subscription, at: time)
    case .gracePeriod
    where time == subscription.graceExpiresMilliseconds && time < (subscription.retryUntilMilliseconds ?? .max):
      subscription.status = .billingRetry
      try subscription.save(in: database)
      try notify(
        .gracePeriodExpired, transactionID: subscription.latestTransactionID, subscription: subscription, at: time)
    case .gracePeriod, .billingRetry:
      try expire(&subscription, intent: 2, subtype: .billingRetry, at: time)
    case .expired, .revoked:
      try subscription.save(in: database)
    }
  }

  /// What `subscription` renews to and at what regular price, or nil after expiring it at `time`
  /// when it cannot renew: its product is gone, not sold in its storefront or taken off sale
  /// (PRODUCT_NOT_FOR_SALE), or a price increase was never consented to (PRICE_INCREASE). A
  /// renewal and a billing recovery both ask.
  func renewal(of subscription: inout SubscriptionRow, at time: Int64) throws
    -> (product: Product, terms: SubscriptionTerms, storefront: StorefrontInfo, price: Price)?
  {
    let storefront = try accountStorefront(subscription.accountID)
    // Inside a commitment the payments stay on its plan; a change waits for the commitment's end.
    let renewing =
      subscription.commitment?.isLastPayment == false ? subscription.productID : subscription.autoRenewProductID
    guard let product = catalog.product(renewing), let terms = product.subscription,
      let price = try salePrice(of: product, in: storefront), try !isOffSale(product.id)
    else {
      try expire(&subscription, intent: 4, subtype: .productNotForSale, at: time)
      return nil
    }
    if let increase = subscription.priceIncrease, increase.state == .pending,
      increase.applies(to: product.id, in: storefront.id)
    {
      // The customer never consented to the new price.
      try expire(&subscription, intent: 3, subtype: .priceIncrease, at: time)
      return nil
    }
    return (product, terms, storefront, price)
  }

  /// Renews at `time`, or fails into billing retry when that switch is on.
  func renew(_ subscription: inout SubscriptionRow, at time: Int64) throws {
    guard let (product, terms, storefront, regularPrice) = try renewal(of: &subscription, at: time) else { return }
    let switches = try readSwitches()
    if switches.billingRetryOnRenewal {
      let pace = periods.pace
      let isCommitment = subscription.commitment != nil
      subscription.retryUntilMilliseconds =
        time + pace.milliseconds(ofDays: isCommitment ? Self.commitmentRetryDays : Self.billingRetryDays)
      // A commitment's payment has no grace period: access stops until it is paid.
      if switches.gracePeriodDays > 0 && !isCommitment {
        subscription.status = .gracePeriod
        subscription.graceExpiresMilliseconds = time + pace.milliseconds(ofDays: Int64(switches.gracePeriodDays))
      } else {
        subscription.status = .billingRetry
      }
      try subscription.save(in: database)
      try notify(
        .didFailToRenew, subtype: subscription.status == .gracePeriod ? .gracePeriod : nil,
        transactionID: subscription.latestTransactionID,
        subscription: subscription, at: time)
      return
    }
    try chargeRenewal(
      &subscription, product: product, terms: terms, regularPrice: regularPrice, storefront: storefront, at: time)
    try notify(.didRenew, transactionID: subscription.latestTransactionID, subscription: subscription, at: time)
  }

  /// Records a renewal transaction charged at `time` and moves the subscription to it, at the
  /// catalog's `regularPrice` or at an agreed price increase. Its period starts at `periodStart`
  /// (a recovery inside the grace period keeps the renewal date that failed), else at `time`.
  func chargeRenewal(
    _ subscription: inout SubscriptionRow, product: Product, terms: SubscriptionTerms, regularPrice: Price,
    storefront: StorefrontInfo, at time: Int64, periodStart: Int64? = nil
  ) throws {
    let start = periodStart ?? time
    var regularPrice = regularPrice
    if var increase = subscription.priceIncrease, increase.state != .pending,
      increase.applies(to: product.id, in: storefront.id)
    {
      regularPrice = Price(milliunits: increase.milliunits)
      increase.state = .applied
      subscription.priceIncrease = increase
    }
    var offer: AppliedOffer?
    var length = terms.period
    var commitment: SubscriptionCommitment?
    if var current = subscription.commitment {
      // The next monthly payment of the commitment, or the first of the next one; a plan change
      // or a product without the plan in this storefront is billed up front from here.
      if product.id == subscription.productID,
        let monthly = terms.commitmentPlan?.monthlyPrice(in: storefront.id)
      {
        if current.isLastPayment {
          current = newCommitment(from: start, monthly: monthly)
        } else {
          current.period += 1
        }
        commitment = current
        regularPrice = monthly
        length = Period(1, .month)
      }
    }
    if commitment != nil {
      subscription.offerPeriodsLeft = 0
    } else if let (continuing, kind) = continuingOffer(of: subscription, renewingTo: product) {
      offer = applied(continuing, kind: kind, storefront: storefront)
      subscription.offerPeriodsLeft -= 1
    } else if let (waiting, kind) = waitingOffer(of: subscription, renewingTo: product) {
      // Its first period starts now; a free or pay-up-front offer lasts its whole length.
      offer = applied(waiting, kind: kind, storefront: storefront)
      subscription.offerPeriodsLeft = waiting.paymentMode == .payAsYouGo ? waiting.periods - 1 : 0
      subscription.offerType = kind
      subscription.offerID = waiting.id
      if waiting.paymentMode != .payAsYouGo { length = waiting.period }
      subscription.nextOfferType = nil
      subscription.nextOfferID = nil
    } else {
      // A waiting offer the renewing product does not have (the plan changed) is left behind.
      subscription.offerPeriodsLeft = 0
      subscription.nextOfferType = nil
      subscription.nextOfferID = nil
    }
    let id = try nextValue("transaction")
    // A commitment's twelfth payment runs to the commitment's end, whatever the months' lengths.
    let expires =
      commitment?.isLastPayment == true ? commitment!.expiresMilliseconds : periods.end(of: length, from: start)
    // The token is the latest purchase's: a resubscription or an upgrade may have brought a new one.
    let original = try database.first(
      """
      SELECT (SELECT purchase_ms FROM store_transaction WHERE transaction_id = ?),
        (SELECT app_account_token FROM store_transaction WHERE transaction_id = ?)
      """, subscription.originalTransactionID, subscription.latestTransactionID
    ) { (purchaseMilliseconds: $0.optionalInt64(0), appAccountToken: $0.optionalText(1)) }
    var row = TransactionRow(
      transactionID: id, originalTransactionID: subscription.originalTransactionID,
      webOrderLineItemID: try nextValue("webOrderLineItem"), accountID: subscription.accountID, deviceID: nil,
      productID: product.id, productType: .autoRenewable, groupID: terms.groupID, purchaseMilliseconds: start,
      originalPurchaseMilliseconds: original?.purchaseMilliseconds ?? start, expiresMilliseconds: expires, quantity: 1,
      priceMilliunits: offer?.price.milliunits ?? regularPrice.milliunits, currency: storefront.currency,
      storefront: storefront.id, storefrontID: storefront.appleID, offer: offer, reason: .renewal,
      appAccountToken: original?.appAccountToken)
    row.commitment = commitment?.transactionPeriod
    try record(row, at: time)
    subscription.commitment = commitment
    subscription.productID = product.id
    subscription.status = .active
    subscription.expiresMilliseconds = expires
    subscription.graceExpiresMilliseconds = nil
    subscription.retryUntilMilliseconds = nil
    subscription.latestTransactionID = id
    subscription.renewalCount += 1
    try subscription.save(in: database)
  }

  /// The pay-as-you-go offer (introductory or promotional) that still discounts the next
  /// renewal of `subscription` to `product`: the one it was bought with, while periods are left
  /// and the plan stays the same.
  func continuingOffer(of subscription: SubscriptionRow, renewingTo product: Product?)
    -> (offer: SubscriptionOffer, kind: OfferType)?
  {
    guard subscription.offerPeriodsLeft > 0, let product, product.id == subscription.productID,
      let terms = product.subscription
    else { return nil }
    let kind = subscription.offerType ?? .introductory
    guard let offer = Self.offer(kind, id: subscription.offerID, in: terms), offer.paymentMode == .payAsYouGo else {
      return nil
    }
    return (offer, kind)
  }

  /// The offer waiting for `subscription`'s next renewal to `product`, when no pay-as-you-go offer
  /// still runs: an offer code redeemed while subscribed, or a stackable code after the
  /// introductory offer.
  func waitingOffer(of subscription: SubscriptionRow, renewingTo product: Product?)
    -> (offer: SubscriptionOffer, kind: OfferType)?
  {
    guard let kind = subscription.nextOfferType, let terms = product?.subscription,
      continuingOffer(of: subscription, renewingTo: product) == nil,
      let offer = Self.offer(kind, id: subscription.nextOfferID, in: terms)
    else { return nil }
    return (offer, kind)
  }

  /// The offer of kind `kind` and id `id` in `terms` (an introductory offer has no id).
  static func offer(_ kind: OfferType, id: String?, in terms: SubscriptionTerms) -> SubscriptionOffer? {
    switch kind {
    case .introductory: terms.introductoryOffer
    case .promotional: terms.promotionalOffers.first { $0.id == id }
    case .offerCode: terms.offerCodes.first { $0.id == id }
    case .winBack: terms.winBackOffers.first { $0.id == id }
    }
  }

  /// Ends the subscription at `time` with Apple's expiration intent and EXPIRED subtype.
  func expire(_ subscription: inout SubscriptionRow, intent: Int, subtype: NotificationSubtype, at time: Int64) throws {
    subscription.status = .expired
    subscription.expirationIntent = intent
    subscription.autoRenew = false
    subscription.graceExpiresMilliseconds = nil
    subscription.retryUntilMilliseconds = nil
    try subscription.save(in: database)
    try notify(
      .expired, subtype: subtype, transactionID: subscription.latestTransactionID, subscription: subscription, at: time
    )
  }

  /// Renews now every subscription in billing retry or grace (the payment problem was fixed): one
  /// in its grace period keeps its renewal date (its paid days are not lost, as Apple's), one in
  /// billing retry starts a new period now.
  func recoverBillingRetries(at now: Int64) throws {
    let waiting = try database.query(
      """
      SELECT \(SubscriptionRow.columns) FROM subscription
      WHERE status IN (3, 4) AND shared_from_original_id IS NULL ORDER BY original_transaction_id
      """
    ) { (row) throws(SQLiteError) in try SubscriptionRow(row: row) }
    for var subscription in waiting {
      // What would stop a renewal stops the recovery too.
      guard let (product, terms, storefront, price) = try renewal(of: &subscription, at: now) else { continue }
      // Inside the grace period the period runs from the renewal date that failed, unless it
      // would already be over (a grace period longer than the plan's period): then from now.
      var periodStart: Int64?
      if var commitment = subscription.commitment, now > subscription.expiresMilliseconds {
        // The late payment moves the commitment's end as late as it came.
        commitment.expiresMilliseconds += now - subscription.expiresMilliseconds
        subscription.commitment = commitment
      }
      if subscription.status == .gracePeriod,
        periods.end(of: terms.period, from: subscription.expiresMilliseconds) > now
      {
        periodStart = subscription.expiresMilliseconds
      }
      try chargeRenewal(
        &subscription, product: product, terms: terms, regularPrice: price, storefront: storefront, at: now,
        periodStart: periodStart)
      try notify(
        .didRenew, subtype: .billingRecovery, transactionID: subscription.latestTransactionID,
        subscription: subscription, at: now)
    }
  }
}
