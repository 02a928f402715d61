import AppStoreSimulator
import Catalog
import Foundation
import Testing

/// Issue 16: every transaction, renewal info and notification a full simulated history signs is
/// compared field by field with Apple's own models (the Python library's): no field Apple's models
/// do not know, and every field Apple populates for that event present (a server reading ours must
/// find what it finds in Apple's).
struct AppleFieldsTests {
  static let day = StoreFixture.day
  static let monthly = "com.example.pro.monthly"
  static let yearly = "com.example.pro.yearly"
  static let comeback = "com.example.pro.monthly.comeback"

  /// A history touching every kind of signed data: one-time purchases of each type, a trial that
  /// converts, auto-renew off and on, a price increase asked and agreed, a billing failure in grace
  /// and its recovery, refunds, a lapse, a return with a promotional offer, a refund request; on other
  /// accounts a price set for new purchases, offer codes redeemed by a new customer (with its stacked
  /// trial) and by a subscriber (for the next renewal), and a lapsed customer's return with a
  /// win-back offer.
  static func history() throws -> StoreFixture {
    let fixture = try StoreFixture()
    let store = fixture.store
    // A family member shares the non-consumable, and loses it with the purchaser's refund (REVOKE),
    // and follows the shared subscriptions through renewals, billing retry and a refund.
    try store.addFamilyMember("kid")
    for product in ["com.iaptutorial.coins", "com.iaptutorial.premium", "com.example.seasonpass"] {
      _ = try #require(try store.purchase(PurchaseRequest(productID: product)).transaction)
    }
    let trial = try #require(try store.purchase(PurchaseRequest(productID: yearly)).transaction)
    try store.advance(by: 8 * day)
    try store.setAutoRenew(originalID: trial.originalID, enabled: false)
    try store.setAutoRenew(originalID: trial.originalID, enabled: true)
    try store.increasePrice(originalID: trial.originalID, to: Price(milliunits: 99_990))
    try store.respondToPriceIncrease(originalID: trial.originalID, consent: true)
    var switches = try store.switches()
    switches.billingRetryOnRenewal = true
    switches.gracePeriodDays = 16
    try store.setSwitches(switches)
    try store.advance(by: 366 * day)
    switches.billingRetryOnRenewal = false
    try store.setSwitches(switches)
    try store.advance(by: 2 * day)
    let premium = try #require(try store.transactions().first { $0.productID == "com.iaptutorial.premium" })
    _ = try store.refund(transactionID: premium.id, reason: 1)
    _ = try store.lapse(originalID: trial.originalID)
    try store.advance(by: day)
    let back = try #require(
      try store.purchase(PurchaseRequest(productID: monthly, offerID: comeback)).transaction)
    _ = try store.requestRefund(transactionID: back.id)
    _ = try store.refund(transactionID: back.id)
    _ = try store.sendTestNotification()
    try store.setPrice("com.iaptutorial.coins", storefront: "USA", to: Price(milliunits: 1_490), existing: .preserve)
    _ = try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins", account: "other"))
    _ = try store.createOfferCodes(productID: monthly, offerID: "com.example.pro.monthly.friends", custom: "FRIENDS")
    _ = try store.createOfferCodes(productID: monthly, offerID: "com.example.pro.monthly.loyal", custom: "LOYAL")
    _ = try store.createOfferCodes(productID: yearly, offerID: "com.example.pro.yearly.extramonth", custom: "EXTRA")
    _ = try store.redeemOfferCode("FRIENDS", account: "friend")
    _ = try store.redeemOfferCode("EXTRA", account: "stacker")
    _ = try store.purchase(PurchaseRequest(productID: monthly, account: "loyal"))
    _ = try store.redeemOfferCode("LOYAL", account: "loyal")
    let leaving = try #require(try store.purchase(PurchaseRequest(productID: monthly, account: "leaver")).transaction)
    _ = try store.lapse(originalID: leaving.originalID)
    _ = try store.purchase(PurchaseRequest(productID: monthly, account: "leaver"))
    // A German customer pays the yearly plan monthly, with a 12-month commitment (payments with
    // commitmentInfo, renewal info with what follows it), and another cancels the next commitment.
    for account in ["committed", "uncommitted"] {
      try store.setStorefront("DEU", for: account)
      var request = PurchaseRequest(productID: yearly, account: account)
      request.billingPlan = .monthly
      let payment = try #require(try store.purchase(request).transaction)
      if account == "uncommitted" { try store.setAutoRenew(originalID: payment.originalID, enabled: false) }
    }
    try store.advance(by: 40 * day)
    return fixture
  }

  /// Every account of the history.
  static let accounts = [
    "default", "kid", "other", "friend", "stacker", "loyal", "leaver", "committed", "uncommitted",
  ]

  /// Every signed token of `fixture`'s history: notifications, every account's transactions and
  /// subscription statuses' renewal info, and those inside the notifications.
  static func tokens(_ fixture: StoreFixture) throws -> [(kind: String, jws: String)] {
    var tokens: [(kind: String, jws: String)] = []
    for notification in try fixture.store.notifications() {
      tokens.append(("notification", notification.jws))
      let payload = try fixture.decode(notification.jws, as: NotificationPayload.self)
      if let jws = payload.data?.signedTransactionInfo { tokens.append(("transaction", jws)) }
      if let jws = payload.data?.signedRenewalInfo { tokens.append(("renewal", jws)) }
    }
    for account in accounts {
      for transaction in try fixture.store.allTransactions(account: account) {
        tokens.append(("transaction", transaction.jws))
      }
      for status in try fixture.store.subscriptionStatuses(account: account) {
        tokens.append(("renewal", status.renewalInfoJWS))
      }
    }
    return tokens
  }

  /// Apple's `SignedDataVerifier` accepts every token of the history, offers and price changes
  /// included.
  @Test func applesVerifierAcceptsEveryTokenOfTheHistory() throws {
    let fixture = try Self.history()
    let apple = try AppleLibrary(trusting: try fixture.store.identity.root)
    let tokens = try Self.tokens(fixture)
    let errors = try apple.verifyAll(tokens, bundleID: fixture.store.catalog.app.bundleID)
    let rejected = zip(tokens, errors).compactMap { token, error in error.map { "\(token.kind): \($0)" } }
    #expect(rejected.isEmpty, "\(rejected)")
    #expect(tokens.count >= 120)
    // The offers of the history are all in it.
    let offerTypes = Set(
      try Self.accounts.flatMap { try fixture.store.allTransactions(account: $0) }.compactMap {
        try fixture.payloadObject($0.jws)["offerType"] as? Int
      })
    #expect(offerTypes == [1, 2, 3, 4])
    let committed = try fixture.store.allTransactions(account: "committed").map { try fixture.payloadObject($0.jws) }
    #expect(committed.map { $0["billingPlanType"] as? String } == ["MONTHLY", "MONTHLY"])
    #expect(committed.last.flatMap { $0["commitmentInfo"] as? NSDictionary }?["billingPeriodNumber"] as? Int == 2)
    let kinds = try fixture.notificationKinds()
    #expect(kinds.contains("OFFER_REDEEMED") && kinds.contains("SUBSCRIBED/RESUBSCRIBE") && kinds.contains("REVOKE"))
    // The member's own transactions for the shared purchase and each period of the shared
    // subscriptions, the purchase and the refunded subscription revoked.
    let shared = try fixture.store.allTransactions(account: "kid").map { try fixture.payloadObject($0.jws) }
    #expect(shared.allSatisfy { $0["inAppOwnershipType"] as? String == "FAMILY_SHARED" })
    #expect(shared.first?["revocationType"] as? String == "FAMILY_REVOKE")
    let periods = shared.filter { $0["type"] as? String == "Auto-Renewable Subscription" }
    #expect(periods.count >= 3)
    #expect(periods.contains { $0["transactionReason"] as? String == "RENEWAL" })
    #expect(periods.last?["revocationType"] as? String == "FAMILY_REVOKE")
  }

  @Test func everyFieldIsApplesAndEveryFieldAppleSendsIsThere() throws {
    let fields = try AppleLibrary.modelFields()
    let fixture = try Self.history()
    var problems: [String] = []
    var transactions: [[String: Any]] = []
    var renewals: [[String: Any]] = []
    let notifications = try fixture.store.notifications()
    #expect(notifications.count >= 15)
    for notification in notifications {
      let payload = try fixture.payloadObject(notification.jws) as! [String: Any]
      let name = notification.type + (notification.subtype.map { "/" + $0 } ?? "")
      problems += Self.unknown(payload, known: fields["notification"] ?? [], in: name)
      problems += Self.missing(Self.notificationFields(notification.type), in: payload, name)
      if Self.subtypeRequired.contains(notification.type), notification.subtype == nil {
        problems.append("\(name): no subtype")
      }
      let data = try #require(payload["data"] as? [String: Any], "\(name) has no data")
      problems += Self.unknown(data, known: fields["data"] ?? [], in: name + " data")
      problems += Self.missing(Self.dataFields(notification.type), in: data, name + " data")
      if notification.type == "TEST", data.count != 2 {
        problems.append("TEST data: \(data.keys.sorted()), not only bundleId and environment")
      }
      if data["appAppleId"] != nil { problems.append("\(name) data: appAppleId, which Sandbox data never has") }
      if let jws = data["signedTransactionInfo"] as? String {
        transactions.append(try fixture.payloadObject(jws) as! [String: Any])
      }
      if let jws = data["signedRenewalInfo"] as? String {
        renewals.append(try fixture.payloadObject(jws) as! [String: Any])
      }
    }
    for transaction in try Self.accounts.flatMap({ try fixture.store.allTransactions(account: $0) }) {
      transactions.append(try fixture.payloadObject(transaction.jws) as! [String: Any])
    }
    for account in Self.accounts {
      for status in try fixture.store.subscriptionStatuses(account: account) {
        renewals.append(try fixture.payloadObject(status.renewalInfoJWS) as! [String: Any])
      }
    }
    for transaction in transactions {
      let name = "transaction \(transaction["transactionId"] ?? "?") (\(transaction["type"] ?? "?"))"
      problems += Self.unknown(transaction, known: fields["transaction"] ?? [], in: name)
      if transaction["type"] as? String != "Auto-Renewable Subscription", transaction["expiresDate"] != nil {
        problems.append("\(name): expiresDate, which Apple signs only for auto-renewable subscriptions")
      }
      problems += Self.missing(Self.transactionFields(transaction), in: transaction, name)
      if let commitment = transaction["commitmentInfo"] as? [String: Any] {
        problems += Self.unknown(commitment, known: fields["transactionCommitment"] ?? [], in: name + " commitment")
        problems += Self.missing(
          ["billingPeriodNumber", "commitmentExpiresDate", "commitmentPrice", "totalBillingPeriods"], in: commitment,
          name + " commitment")
      }
    }
    for renewal in renewals {
      let name = "renewal info of \(renewal["originalTransactionId"] ?? "?")"
      problems += Self.unknown(renewal, known: fields["renewal"] ?? [], in: name)
      problems += Self.missing(Self.renewalFields(renewal), in: renewal, name)
      if let commitment = renewal["commitmentInfo"] as? [String: Any] {
        problems += Self.unknown(commitment, known: fields["renewalCommitment"] ?? [], in: name + " commitment")
        var wanted = ["commitmentAutoRenewStatus", "commitmentAutoRenewProductId", "commitmentRenewalDate"]
        if commitment["commitmentAutoRenewStatus"] as? Int == 1 {
          wanted += ["commitmentRenewalBillingPlanType", "commitmentRenewalPrice"]
        }
        problems += Self.missing(wanted, in: commitment, name + " commitment")
      }
    }
    #expect(transactions.count >= 20 && renewals.count >= 10)
    #expect(problems.isEmpty, "\(Set(problems).sorted().joined(separator: "\n"))")
  }

  /// Fields of `object` that Apple's model for it does not know.
  static func unknown(_ object: [String: Any], known: Set<String>, in name: String) -> [String] {
    object.keys.filter { !known.contains($0) }.map { "\(name): \($0) is not a field of Apple's model" }
  }

  /// Fields of `required` that `object` lacks.
  static func missing(_ required: [String], in object: [String: Any], _ name: String) -> [String] {
    required.filter { object[$0] == nil }.map { "\(name): no \($0)" }
  }

  /// Notification types that always carry a subtype.
  static let subtypeRequired: Set = ["SUBSCRIBED", "DID_CHANGE_RENEWAL_STATUS", "PRICE_INCREASE", "EXPIRED"]

  static func notificationFields(_ type: String) -> [String] {
    ["notificationType", "notificationUUID", "version", "signedDate", "data"]
  }

  /// What Apple's `data` holds for a notification of `type` (App Store Server Notifications V2).
  static func dataFields(_ type: String) -> [String] {
    guard type != "TEST" else { return ["environment", "bundleId"] }
    var fields = ["environment", "bundleId", "bundleVersion", "signedTransactionInfo"]
    let subscriptionOnly = [
      "SUBSCRIBED", "DID_RENEW", "DID_CHANGE_RENEWAL_STATUS", "DID_CHANGE_RENEWAL_PREF", "DID_FAIL_TO_RENEW",
      "EXPIRED", "GRACE_PERIOD_EXPIRED", "PRICE_INCREASE", "OFFER_REDEEMED", "RENEWAL_EXTENDED",
    ]
    if subscriptionOnly.contains(type) { fields += ["signedRenewalInfo", "status"] }
    if type == "CONSUMPTION_REQUEST" { fields.append("consumptionRequestReason") }
    return fields
  }

  /// What Apple populates in a transaction like `transaction`.
  static func transactionFields(_ transaction: [String: Any]) -> [String] {
    var fields = [
      "transactionId", "originalTransactionId", "bundleId", "productId", "purchaseDate", "originalPurchaseDate",
      "quantity", "type", "inAppOwnershipType", "signedDate", "environment", "transactionReason", "storefront",
      "storefrontId", "price", "currency", "appTransactionId",
    ]
    if transaction["type"] as? String == "Auto-Renewable Subscription" {
      fields += ["webOrderLineItemId", "subscriptionGroupIdentifier", "expiresDate"]
    }
    if let offer = transaction["offerType"] as? Int {
      fields += ["offerDiscountType", "offerPeriod"] + (offer == 1 ? [] : ["offerIdentifier"])
    }
    if transaction["commitmentInfo"] != nil { fields.append("billingPlanType") }
    if transaction["revocationDate"] != nil { fields.append("revocationReason") }
    if transaction["revocationReason"] != nil { fields.append("revocationDate") }
    return fields
  }

  /// What Apple populates in renewal info like `renewal`.
  static func renewalFields(_ renewal: [String: Any]) -> [String] {
    var fields = [
      "originalTransactionId", "autoRenewProductId", "productId", "autoRenewStatus", "signedDate", "environment",
      "recentSubscriptionStartDate", "currency", "renewalPrice", "appTransactionId",
    ]
    if renewal["autoRenewStatus"] as? Int == 1 && renewal["expirationIntent"] == nil { fields.append("renewalDate") }
    if renewal["gracePeriodExpiresDate"] != nil { fields.append("isInBillingRetryPeriod") }
    if (renewal["commitmentInfo"] as? [String: Any])?["commitmentAutoRenewStatus"] as? Int == 1 {
      fields.append("renewalBillingPlanType")
    }
    if let offer = renewal["offerType"] as? Int {
      fields += ["offerDiscountType", "offerPeriod"] + (offer == 1 ? [] : ["offerIdentifier"])
    }
    return fields
  }
}
