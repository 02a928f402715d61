import FoundationEssentials
import Storefront

/// `storefront status [--device NAME] [--json]`: what the app on this device knows: coins,
/// unlocks, subscriptions, and what just arrived from the store.
enum AppStatusCommand {
  struct Report: Encodable {
    var device: String
    var account: String
    var coins: Int64
    var unlocks: [String]
    var entitlements: [String]
    var subscriptions: [Subscription]
    var received: Int
  }

  struct Subscription: Encodable {
    var groupId: String
    var productId: String?
    var state: String
    var expiresDate: String?
    var willAutoRenew: Bool?
    /// Whether the current period is an introductory offer (a free trial): the app shows "in trial".
    var inIntroductoryOffer: Bool
  }

  static func run(_ parsed: ParsedArguments) -> Int32 {
    AppSession.with(parsed) { client, updates throws(StorefrontError) in
      let output = AppOutput(json: parsed.flag("json"), client: client)
      let entitlements = try client.currentEntitlements()
      let subscriptions = try client.subscriptionStatuses().map { status in
        Subscription(
          groupId: status.groupID, productId: status.transaction.verifiedValue?.productID,
          state: status.state.rawValue, expiresDate: status.transaction.verifiedValue?.expirationDate.map(DateText.iso),
          willAutoRenew: status.renewalInfo.verifiedValue?.willAutoRenew,
          inIntroductoryOffer: status.state == .subscribed
            && status.transaction.verifiedValue?.offerType == .introductory)
      }
      let report = Report(
        device: client.device, account: client.account, coins: try client.coins(),
        unlocks: try client.unlocks().sorted(), entitlements: entitlements.map(\.productID),
        subscriptions: subscriptions,
        received: updates.count)
      if output.json {
        JSONOutput.print(report)
        return ExitCode.ok
      }
      StorefrontCommand.printLine("device \(report.device) (account \(report.account)): \(report.coins) coins")
      StorefrontCommand.printLine(
        "unlocked: \(report.unlocks.isEmpty ? "nothing" : report.unlocks.joined(separator: ", "))")
      for transaction in entitlements {
        var line = "  \(output.name(transaction.productID)) (\(transaction.productID))"
        if transaction.isFamilyShared { line += ", shared by your family" }
        if let end = client.accessEnd(of: transaction) { line += " until \(DateText.iso(end))" }
        StorefrontCommand.printLine(line)
      }
      for subscription in subscriptions {
        // As the app says it: a period of the introductory offer is the trial.
        var line =
          "subscription \(subscription.groupId): \(subscription.inIntroductoryOffer ? "in trial" : subscription.state)"
        if let product = subscription.productId { line += ", \(product)" }
        if let expires = subscription.expiresDate {
          line += subscription.willAutoRenew == true ? ", renews \(expires)" : ", ends \(expires)"
        }
        StorefrontCommand.printLine(line)
      }
      for update in updates {
        switch update.transaction {
        case .verified(let transaction):
          var line = "received: \(transaction.productID) \(transaction.rawReason.lowercased()) \(transaction.id)"
          if transaction.isRevoked { line += " (revoked)" }
          if update.coins != 0 { line += "; \(update.coins > 0 ? "+" : "")\(update.coins) coins" }
          StorefrontCommand.printLine(line)
        case .unverified(_, let failure):
          StorefrontCommand.printLine("received and refused: \(failure)")
        }
      }
      return ExitCode.ok
    }
  }
}
