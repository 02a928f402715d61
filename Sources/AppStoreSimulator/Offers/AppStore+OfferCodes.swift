import Catalog
import FoundationEssentials
import SQLite
import StoreWire

extension AppStore {
  /// Creates offer codes for offer `offerID` of subscription `productID`, as App Store Connect
  /// does: one custom code (`custom`, redeemable by many customers up to `limit`) or `count`
  /// generated one-time codes (each redeemed once). A code stops working `validFor` after now
  /// (one-time codes at most 6 months, and 6 months when not given; custom codes never when not given).
  public func createOfferCodes(
    productID: String, offerID: String, custom: String? = nil, count: Int = 1, limit: Int? = nil,
    validFor: StoreDuration? = nil
  ) throws(StoreError) -> [OfferCode] {
    guard let product = catalog.product(productID) else { throw .invalidRequest(unknownProductMessage(productID)) }
    let offers = product.subscription?.offerCodes ?? []
    guard offers.contains(where: { $0.id == offerID }) else {
      let known = offers.compactMap(\.id)
      throw .invalidRequest(
        known.isEmpty
          ? "\(productID) has no offer codes in the catalog (its subscription's offerCodes is empty)"
          : "\(productID) has no offer code \"\(offerID)\"; its offer codes: \(known.joined(separator: ", "))")
    }
    let code = try custom.map { (text) throws(StoreError) -> String in
      guard let code = OfferCode.normalized(text) else {
        throw .invalidRequest(
          "custom code \"\(text)\": write 1 to \(OfferCode.longestCustomCode) letters and digits, such as SPRING2026")
      }
      return code
    }
    if code != nil, count != 1 { throw .invalidRequest("a custom code is one code; --count is for one-time codes") }
    guard code != nil || (1...OfferCode.mostOneTimeCodes).contains(count) else {
      throw .invalidRequest("--count \(count): create 1 to \(OfferCode.mostOneTimeCodes) one-time codes at a time")
    }
    if code == nil, limit != nil {
      throw .invalidRequest("a one-time code is redeemed once; --limit is for custom codes")
    }
    if let limit, limit < 1 { throw .invalidRequest("--limit \(limit): a code allows at least one redemption") }
    return try change { now in
      let sixMonths = StoreDuration(months: 6).milliseconds(from: now)
      var expires = try validFor.map { (duration) throws(StoreError) -> Int64 in
        guard let length = duration.milliseconds(from: now), length > 0 else {
          throw StoreError.invalidRequest("a code's validity must be a positive duration the store's clock can reach")
        }
        return now + length
      }
      if code == nil {
        if let end = expires, let limit = sixMonths, end > now + limit {
          throw StoreError.invalidRequest("one-time codes expire within 6 months of their creation")
        }
        expires = expires ?? sixMonths.map { now + $0 }
      }
      var created: [OfferCode] = []
      if let code {
        guard try database.scalarInt("SELECT count(*) FROM offer_code WHERE code = ?", code) == 0 else {
          throw StoreError.invalidRequest("the code \(code) already exists")
        }
        created.append(
          OfferCode(
            code: code, productID: productID, offerID: offerID, isOneTime: false, limit: limit, expires: expires,
            created: now, redemptions: 0))
      } else {
        var fresh = Set<String>()
        // Bounded: a collision among 32^16 codes is all but impossible, and each try adds at most one.
        for _ in 0..<(count * 4) where fresh.count < count {
          let candidate = OfferCode.generate()
          if try database.scalarInt("SELECT count(*) FROM offer_code WHERE code = ?", candidate) == 0 {
            fresh.insert(candidate)
          }
        }
        created = fresh.sorted().map {
          OfferCode(
            code: $0, productID: productID, offerID: offerID, isOneTime: true, limit: 1, expires: expires, created: now,
            redemptions: 0)
        }
      }
      for offerCode in created {
        try database.run(
          """
          INSERT INTO offer_code(code, product_id, offer_id, one_time, redemption_limit, expires_ms, created_ms)
          VALUES (?, ?, ?, ?, ?, ?, ?)
          """, offerCode.code, offerCode.productID, offerCode.offerID, offerCode.isOneTime,
          offerCode.isOneTime ? nil : offerCode.limit, offerCode.expires, now)
      }
      return created
    }
  }

  /// Every offer code, oldest first, with how many customers redeemed it.
  public func offerCodes() throws(StoreError) -> [OfferCode] {
    try change { _ in try database.query(Self.offerCodeSelect + " ORDER BY created_ms, code", row: Self.offerCode) }
  }

  /// Redeems offer code `text` for `account` on `device`, as the App Store's redemption sheet
  /// does: a new or returning subscriber subscribes now with the offer (SUBSCRIBED INITIAL_BUY or
  /// RESUBSCRIBE; a stackable code comes after an introductory offer the customer is still
  /// eligible for); a subscriber of the same level gets the offer from the next renewal on, and one
  /// of a lower level upgrades now with it (OFFER_REDEEMED, with UPGRADE for an upgrade). A code
  /// refused changes nothing.
  public func redeemOfferCode(
    _ text: String, account: String = AppStore.defaultAccount, device: String = "default",
    appAccountToken: UUID? = nil
  ) throws(StoreError) -> CodeRedemptionResult {
    try change { now in
      try ensureAccount(account, at: now)
      guard let code = OfferCode.normalized(text),
        let record = try database.first(Self.offerCodeSelect + " WHERE code = ?", code, row: Self.offerCode),
        let product = catalog.product(record.productID), let terms = product.subscription,
        let offer = terms.offerCodes.first(where: { $0.id == record.offerID })
      else { return .refused(.unknownCode) }
      if let expires = record.expires, expires <= now { return .refused(.expired) }
      if let limit = record.limit, record.redemptions >= limit { return .refused(.usedUp) }
      let storefront = try accountStorefront(account)
      guard try salePrice(of: product, in: storefront) != nil, try !isOffSale(product.id),
        offer.paymentMode == .freeTrial || offer.prices[storefront.id] != nil
      else { return .refused(.notSold) }
      let redeemedBefore = try database.scalarInt(
        "SELECT count(*) FROM offer_code_redemption WHERE account_id = ? AND product_id = ? AND offer_id = ?",
        account, product.id, record.offerID)
      guard redeemedBefore == 0 else { return .refused(.alreadyRedeemed) }
      let existing = try subscription(account: account, group: terms.groupID)
      let isActive = existing?.isInForce ?? false
      let customer: SubscriptionOffer.Eligibility = existing == nil ? .new : isActive ? .existing : .expired
      guard offer.eligibility.isEmpty || offer.eligibility.contains(customer) else { return .refused(.notEligible) }
      let result: CodeRedemptionResult
      if let existing, isActive {
        guard
          let outcome = try redeemWhileSubscribed(
            existing, product: product, offer: offer, storefront: storefront,
            device: device, appAccountToken: appAccountToken, at: now)
        else { return .refused(.wouldDowngrade) }
        result = outcome
      } else {
        let token = try appAccountToken ?? lastToken(of: device, account)
        let request = PurchaseRequest(productID: product.id, appAccountToken: token, device: device, account: account)
        let deviceID = try deviceID(named: device, account: account, at: now)
        var first = applied(offer, kind: .offerCode, storefront: storefront)
        var next: (OfferType, String)?
        if offer.isStackable, let intro = terms.introductoryOffer,
          try isEligibleForIntroOffer(account: account, group: terms.groupID), let id = offer.id
        {
          first = applied(intro, kind: .introductory, storefront: storefront)
          next = (.offerCode, id)
        }
        guard
          case .purchased(let transaction) = try begin(
            request, product: product, storefront: storefront, device: deviceID, after: existing, offer: first,
            nextOffer: next, at: now)
        else { throw StoreError.invalidRequest("the subscription could not start") }
        result = .purchased(transaction)
      }
      let transactionID: Int64? =
        switch result {
        case .purchased(let transaction), .startsAtRenewal(let transaction): transaction.id
        case .refused: nil
        }
      try database.run(
        """
        INSERT INTO offer_code_redemption(account_id, product_id, offer_id, code, redeemed_ms, transaction_id)
        VALUES (?, ?, ?, ?, ?, ?)
        """, account, product.id, record.offerID, code, now, transactionID)
      return result
    }
  }

  /// An active subscriber's redemption: the offer from the next renewal on (same level), or an
  /// upgrade now with it (a higher level); nil for a lower level, which the sheet refuses.
  private func redeemWhileSubscribed(
    _ existing: SubscriptionRow, product: Product, offer: SubscriptionOffer, storefront: StorefrontInfo,
    device: String, appAccountToken: UUID?, at now: Int64
  ) throws -> CodeRedemptionResult? {
    let level = catalog.product(existing.productID)?.subscription?.level ?? .max
    let newLevel = product.subscription?.level ?? .max
    if newLevel > level { return nil }
    if newLevel < level {
      let deviceID = try deviceID(named: device, account: existing.accountID, at: now)
      guard
        case .purchased(let transaction) = try changePlan(
          existing, to: product, storefront: storefront, device: deviceID, deviceName: device,
          appAccountToken: appAccountToken?.uuidString.lowercased(),
          offer: applied(offer, kind: .offerCode, storefront: storefront), at: now)
      else { return nil }
      return .purchased(transaction)
    }
    var subscription = existing
    subscription.autoRenewProductID = product.id
    subscription.nextOfferType = .offerCode
    subscription.nextOfferID = offer.id
    try subscription.save(in: database)
    let current = try recordedTransaction(
      existing.latestTransactionID, namedBy: "subscription \(existing.originalTransactionID)")
    try notify(.offerRedeemed, transactionID: current.id, subscription: subscription, at: now)
    return .startsAtRenewal(current)
  }

  private static let offerCodeSelect = """
    SELECT code, product_id, offer_id, one_time, redemption_limit, expires_ms, created_ms,
      (SELECT count(*) FROM offer_code_redemption WHERE offer_code_redemption.code = offer_code.code)
    FROM offer_code
    """

  private static func offerCode(_ row: SQLiteRow) -> OfferCode {
    let isOneTime = row.int(3) != 0
    return OfferCode(
      code: row.text(0), productID: row.text(1), offerID: row.text(2), isOneTime: isOneTime,
      limit: isOneTime ? 1 : row.optionalInt64(4).map(Int.init), expires: row.optionalInt64(5),
      created: row.int64(6), redemptions: row.int(7))
  }
}
