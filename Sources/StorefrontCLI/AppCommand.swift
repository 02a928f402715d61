import AppStoreSimulator
import Catalog
import FoundationEssentials
import JWS
import Storefront
import StoreWire

/// `storefront buy|restore|status|transactions|spend` on one device: the app's side of the
/// store, as a user of the app would meet it.
enum AppCommand {
  static func run(_ command: String, _ parsed: ParsedArguments, arguments: [String]) -> Int32 {
    if command == "buy", let code = parsed.options["offer-code"] {
      guard arguments.isEmpty else {
        return StorefrontCommand.usageFailure("buy --offer-code takes no product id; the code names its subscription")
      }
      return redeem(parsed, code: code)
    }
    switch (command, arguments.count) {
    case ("buy", 1): return buy(parsed, productID: arguments[0])
    case ("restore", 0): return restore(parsed)
    case ("status", 0): return AppStatusCommand.run(parsed)
    case ("transactions", 0): return transactions(parsed)
    case ("spend", 1): return spend(parsed, arguments[0])
    case ("buy", _):
      return StorefrontCommand.usageFailure("buy needs one product id, e.g. storefront buy com.iaptutorial.coins")
    case ("spend", _): return StorefrontCommand.usageFailure("spend needs a number of coins")
    default: return StorefrontCommand.usageFailure("\(command) takes no arguments")
    }
  }

  static func buy(_ parsed: ParsedArguments, productID: String) -> Int32 {
    var quantity = 1
    if let text = parsed.options["quantity"] {
      guard let value = Int(text), (1...10).contains(value) else {
        return StorefrontCommand.usageFailure("--quantity needs a number from 1 to 10, not \"\(text)\"")
      }
      quantity = value
    }
    var outcome: PurchaseOutcome?
    if let name = parsed.options["outcome"] {
      guard let parsedOutcome = PurchaseOutcome(name: name) else {
        return StorefrontCommand.usageFailure(
          "unknown outcome \"\(name)\"; expected one of: \(PurchaseOutcome.choices.map(\.name).joined(separator: ", "))"
        )
      }
      outcome = parsedOutcome
    }
    var billingPlan = BillingPlanType.billedUpFront
    if let name = parsed.options["billing-plan"] {
      let choices = ["upfront": BillingPlanType.billedUpFront, "monthly": .monthly]
      guard let plan = choices[name] else {
        return StorefrontCommand.usageFailure(
          "unknown billing plan \"\(TerminalSafeText.line(name))\"; expected upfront or monthly (12-month commitment)")
      }
      billingPlan = plan
    }
    return AppSession.with(parsed) { client, _, controls throws(StorefrontError) in
      guard let product = client.catalog.product(productID) else {
        throw .invalidRequest(
          NearestKey.message(
            "unknown product \"\(productID)\"", for: productID, among: client.catalog.products.map(\.id)))
      }
      if let offer = parsed.options["offer"], product.type != .autoRenewable {
        let kind =
          switch product.type {
          case .consumable: "a consumable"
          case .nonConsumable: "a non-consumable"
          case .nonRenewing: "a non-renewing subscription"
          case .autoRenewable: "an auto-renewable subscription"
          }
        return StorefrontCommand.usageFailure(
          "--offer \"\(offer)\" is for an auto-renewable subscription's promotional offer; \(productID) is \(kind)")
      }
      if billingPlan == .monthly {
        // Where the storefront does not sell it, the store says so (not available in storefront).
        guard product.subscription?.commitmentPlan != nil else {
          return StorefrontCommand.usageFailure(
            "--billing-plan monthly: \(productID) has no monthly plan with a 12-month commitment")
        }
        if parsed.options["offer"] != nil {
          return StorefrontCommand.usageFailure("--offer: the monthly plan with a 12-month commitment has no offers")
        }
      }
      if product.type != .consumable, quantity != 1 {
        return StorefrontCommand.usageFailure(
          "--quantity \(quantity): \(productID) is sold one at a time (only consumables take a quantity)")
      }
      let output = AppOutput(json: parsed.flag("json"), client: client)
      do throws(StorefrontError) {
        if let outcome {
          do throws(StoreWireError) {
            try controls.setNextPurchaseOutcome(outcome, account: client.account, device: client.device)
          } catch {
            throw StorefrontError(error)
          }
        }
        let result = try client.purchase(
          productID, quantity: quantity, offerID: parsed.options["offer"], billingPlan: billingPlan)
        return try output.purchase(result)
      } catch {
        if case .purchaseFailed(let code) = error { return output.failed(code) }
        throw error
      }
    }
  }

  /// `buy --offer-code CODE`: redeems an offer code, as the App Store's redemption sheet does.
  static func redeem(_ parsed: ParsedArguments, code: String) -> Int32 {
    AppSession.with(parsed) { client, _ throws(StorefrontError) in
      try AppOutput(json: parsed.flag("json"), client: client).redemption(try client.redeemOfferCode(code), code: code)
    }
  }

  static func restore(_ parsed: ParsedArguments) -> Int32 {
    AppSession.with(parsed) { client, _ throws(StorefrontError) in
      let output = AppOutput(json: parsed.flag("json"), client: client)
      return output.restore(client.restore())
    }
  }

  static func transactions(_ parsed: ParsedArguments) -> Int32 {
    AppSession.with(parsed) { client, _ throws(StorefrontError) in
      AppOutput(json: parsed.flag("json"), client: client).transactions(
        try client.signedTransactions(), showingJWS: parsed.flag("jws"))
    }
  }

  static func spend(_ parsed: ParsedArguments, _ text: String) -> Int32 {
    guard let amount = Int64(text), amount > 0 else {
      return StorefrontCommand.usageFailure("spend needs a positive number of coins, not \"\(text)\"")
    }
    return AppSession.with(parsed) { client, _ throws(StorefrontError) in
      let output = AppOutput(json: parsed.flag("json"), client: client)
      guard try client.spend(amount) else {
        let balance = try client.coins()
        output.message("not enough coins: \(amount) wanted, \(balance) in the wallet", ok: false)
        return ExitCode.checkFailed
      }
      output.message("spent \(amount) coins; \(try client.coins()) left", ok: true)
      return ExitCode.ok
    }
  }
}
