import Catalog
import FoundationEssentials
import JWS
import Localization
import Paywall
import Storefront
import StoreWire
import TerminalUI

/// Reads what the app screen shows from the device's app state and the store: coins, unlocks,
/// subscriptions, every received transaction (verified again, with its decoded JWS) and, through
/// the store controls, the store's clock, pending purchases and switches.
enum AccountLoader {
  /// The account as `client` sees it, with the store as `controls` show it, names in `language` and
  /// counts in names written in the digits of the account's storefront (as `AppState` writes the
  /// app's numbers).
  static func load(client: StoreClient, controls: any StoreControls, language: LanguageTag) throws -> AccountSnapshot {
    let catalog = client.catalog
    let storefrontID = try client.wire.storefront(account: client.account)
    let numbering = Translations.forLanguage(language.identifier).numbering(
      region: AppState.numberRegion(of: storefrontID, in: catalog))
    let names = CatalogNames(catalog, language, numbering: numbering)
    let signed = try client.signedTransactions()
    // Only subscriptions this install has received: a fresh install shows none until it restores,
    // as its unlocks do (the store still knows them, so trial eligibility stays account-wide).
    let received = Set(signed.compactMap { ($0.result.verifiedValue ?? $0.result.anyValue)?.originalID })
    let allStatuses = try client.subscriptionStatuses()
    let statuses = allStatuses.filter {
      ($0.transaction.verifiedValue ?? $0.transaction.anyValue).map { received.contains($0.originalID) } ?? false
    }
    let subscriptions = statuses.compactMap { line(of: $0, catalog: catalog, names: names) }
    // Win-back eligibility is the store's word on the account, as trial eligibility is.
    let winBackOffers = Self.winBackOffers(allStatuses, catalog: catalog)
    let groups = Set(catalog.products.compactMap { $0.subscription?.groupID })
    let introUsed = try groups.filter { try !client.isEligibleForIntroOffer(group: $0) }
    let entitlements = try client.currentEntitlements()
    let owned = entitlements.filter { catalog.product($0.productID)?.type == .nonConsumable }.map(\.productID)
    let sale = try client.saleList()
    let customer = CustomerContext(
      canMakePayments: true,
      activeSubscriptions: subscriptions.filter(\.state.isRenewable).map(\.productID),
      introUsedGroups: Set(introUsed),
      scheduledPlans: Set(subscriptions.filter(\.changeWaits).compactMap(\.renewsAsProductID)),
      ownedProducts: Set(owned),
      paymentIssues: subscriptions.filter(\.state.hasPaymentIssue).map(\.productID),
      storePrices: sale.prices,
      winBackOffers: winBackOffers)
    var snapshot = AccountSnapshot(
      device: client.device, account: client.account, storefrontID: storefrontID,
      coins: try client.coins(),
      premiumUnlocked: catalog.primaryEntitlementID.map(client.unlocks(of: entitlements).contains) ?? false,
      subscriptions: subscriptions,
      history: signed.reversed().map { history($0.jws, $0.result, names) },
      store: storeSnapshot(try controls.state(account: client.account), names: names),
      customer: customer)
    // Unlocked by a family member's purchase alone: the account screen says it is shared.
    if let primary = catalog.primaryEntitlementID {
      let granting = entitlements.filter { client.unlocks(of: [$0]).contains(primary) }
      snapshot.premiumSharedByFamily = !granting.isEmpty && granting.allSatisfy(\.isFamilyShared)
    }
    return snapshot
  }

  /// The best win-back offer of each plan the store's signed renewal info says the customer may
  /// redeem (account-wide, as the store knows the customer left), by product id.
  static func winBackOffers(_ statuses: [StoreClient.SubscriptionStatus], catalog: Catalog) -> [String: String] {
    var offers: [String: String] = [:]
    for status in statuses {
      for id in status.renewalInfo.verifiedValue?.eligibleWinBackOfferIDs ?? [] {
        guard
          let product = catalog.products.first(where: {
            $0.subscription?.groupID == status.groupID
              && $0.subscription?.winBackOffers.contains { $0.id == id } == true
          }), offers[product.id] == nil
        else { continue }
        offers[product.id] = id
      }
    }
    return offers
  }

  /// The store's clock, pending purchases and switches, and its server-side flows as the account's
  /// store controls show them.
  static func storeSnapshot(_ state: StoreControlsState, names: CatalogNames) -> StoreSnapshot {
    func lines(_ reason: PendingReason) -> [PendingLine] {
      state.pending.filter { $0.reason == reason }.map {
        PendingLine(id: String($0.id), productID: $0.productID, title: names.product($0.productID))
      }
    }
    return StoreSnapshot(
      now: date(state.now), timeRate: Int(state.simulatedMillisecondsPerSecond / 1000), rate: state.timeRate,
      nextRenewal: state.nextEvent.map { date($0.date) }, nextEventKind: state.nextEvent?.kind ?? .renewal,
      pendingApprovals: lines(.askToBuy), interrupted: lines(.interrupted),
      billingIssue: state.switches.contains(.billingIssue), gracePeriod: state.switches.contains(.gracePeriod),
      askToBuy: state.switches.contains(.askToBuy),
      interruptedPurchases: state.switches.contains(.interruptedPurchases),
      refundDecision: state.refundDecision,
      refundRequests: refundRequests(state, names: names),
      renewalExtensions: renewalExtensions(state, names: names),
      apiFaults: state.serverFaults)
  }

  /// One subscription group's line, or nil when its transaction cannot be read at all.
  static func line(
    of status: StoreClient.SubscriptionStatus, catalog: Catalog, names: CatalogNames
  ) -> SubscriptionLine? {
    let transaction: Transaction
    switch status.transaction {
    case .verified(let value): transaction = value
    case .unverified(let value, _):
      guard let value else { return nil }
      transaction = value
    }
    let state: SubscriptionState =
      switch status.state {
      case .subscribed: transaction.offerType == .introductory ? .inTrial : .subscribed
      case .expired: .expired
      case .inBillingRetryPeriod: .inBillingRetry
      case .inGracePeriod: .inGracePeriod
      case .revoked, .unverified: .revoked
      }
    // A plan change waiting for the renewal: the renewal info names another product, and the
    // subscription still renews (with auto-renew off nothing renews, so nothing changes).
    let renewal = status.renewalInfo.verifiedValue
    let next = renewal.flatMap {
      $0.willAutoRenew && $0.autoRenewPreference != transaction.productID
        && state != .expired && state != .revoked ? $0.autoRenewPreference : nil
    }
    // A commitment renews (or not) as a whole; a cancelled one runs to its end.
    let commitment = renewal?.commitment
    let renews = commitment?.willAutoRenew ?? renewal?.willAutoRenew ?? false
    let commitmentEnds = commitment?.renewalDate.map(date)
    var line = SubscriptionLine(
      productID: transaction.productID, title: names.product(transaction.productID),
      groupID: status.groupID, state: state,
      // A refunded or revoked subscription ended when it was revoked, not at the end of its period.
      // In a grace period, access lasts until the grace period ends.
      renewsOrExpires: (state == .revoked
        ? transaction.revocationDate ?? transaction.expirationDate
        : state == .inGracePeriod
          ? status.renewalInfo.verifiedValue?.gracePeriodExpirationDate ?? transaction.expirationDate
          : transaction.expirationDate).map(date),
      willAutoRenew: renews, renewsAsProductID: next,
      renewsAsTitle: next.map { names.product($0) }, isFamilyShared: transaction.isFamilyShared)
    if let commitment, let payment = transaction.commitment?.billingPeriodNumber {
      line.commitmentPayment = payment
      line.commitmentEnds = commitmentEnds
      if !commitment.willAutoRenew, let commitmentEnds { line.renewsOrExpires = commitmentEnds }
    }
    return line
  }

  /// A history row: the transaction, whether it verified, and its decoded header and payload.
  static func history(
    _ jws: String, _ result: VerificationResult<Transaction>, _ names: CatalogNames
  ) -> HistoryLine {
    let parts = jws.split(separator: ".", omittingEmptySubsequences: false)
    let header = parts.count == 3 ? Base64URL.decode(parts[0]).map(JSONText.pretty) ?? "" : ""
    let payload = parts.count == 3 ? Base64URL.decode(parts[1]).map(JSONText.pretty) ?? "" : ""
    let (transaction, note): (Transaction?, String) =
      switch result {
      // The screen says a verified signature in its own words.
      case .verified(let value): (value, "")
      case .unverified(let value, let failure): (value, "\(failure)")
      }
    let productID = transaction?.productID ?? "?"
    return HistoryLine(
      transactionID: transaction?.id ?? 0, productID: productID, title: names.product(productID),
      // The store gives every purchase an order id, a function of its transaction id.
      orderID: transaction.map { OrderID.make(transactionID: Int64(truncatingIfNeeded: $0.id)) } ?? "",
      purchaseDate: date(transaction?.purchaseDate ?? 0), quantity: transaction?.purchasedQuantity ?? 1,
      verified: result.verifiedValue != nil, verificationNote: note, revoked: transaction?.isRevoked ?? false,
      charged: (transaction?.priceMilliunits ?? 1) > 0,
      header: header, payload: payload)
  }

  /// The product's display name in `language`, else its id.
  static func title(_ productID: String, _ catalog: Catalog, _ language: LanguageTag) -> String {
    catalog.product(productID)?.localizations.resolve(language, fallback: catalog.settings.defaultLanguage)?
      .displayName ?? productID
  }

  /// Milliseconds since 1970 as a date.
  static func date(_ milliseconds: Int64) -> Date { Date(timeIntervalSince1970: Double(milliseconds) / 1000) }
}
