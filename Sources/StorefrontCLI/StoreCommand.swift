import AppStoreSimulator
import Catalog
import FoundationEssentials
import StoreWire

/// `storefront store ...`: the simulated store's controls, like Xcode's transaction manager.
enum StoreCommand {
  static let usage = """
    storefront store status | advance DURATION | advance --next | rate [NAME] | storefront ID
                     purchase PRODUCT [--quantity N] [--outcome OUTCOME] [--offer ID] [--device NAME]
                     transactions | pending | approve ID | decline ID | resolve ID
                     refund TRANSACTION [--reason other|developer-issue] | revoke TRANSACTION
                     expire SUBSCRIPTION | renew SUBSCRIPTION | auto-renew SUBSCRIPTION on|off
                     remove-from-sale PRODUCT | return-to-sale PRODUCT
                     offer-codes create SUBSCRIPTION OFFER [--code CODE [--limit N] | --count N] [--expires DURATION]
                     offer-codes list | family [add|remove ACCOUNT | stop-sharing TRANSACTION] | set-price PRODUCT PRICE [--storefront ID] [--existing preserve|ask|notify]
                     price-increase SUBSCRIPTION PRICE [--no-consent] | price-consent SUBSCRIPTION accept|decline
                     billing-issue on|off | grace-period 0|3|16|28 | ask-to-buy on|off | interrupted on|off
                     refund-request TRANSACTION [--reason REASON] | refund-requests | refund-reverse TRANSACTION
                     refund-decision [approve|decline|rule] | order ORDER_ID
                     extend SUBSCRIPTION DAYS [--reason 0-3] [--request-id ID]
                     extend-all PRODUCT DAYS [--reason 0-3] [--request-id ID] [--storefronts USA,FRA]
                     extend-status PRODUCT REQUEST_ID | test-notification [TOKEN]
                     api-fault [unreleased|unknown-transaction|rate-limit|server-error|slow on|off]
                     account-token | reset --yes
    """

  static func run(_ parsed: ParsedArguments, arguments: [String]) -> Int32 {
    guard let action = arguments.first else {
      return StorefrontCommand.usageFailure("store needs a command:", usage: usage)
    }
    let rest = Array(arguments.dropFirst())
    if action == "reset" { return reset(parsed) }
    return StoreSession.with(parsed) { store throws(StoreError) in
      let output = StoreOutput(json: parsed.flag("json"), catalog: store.catalog)
      switch (action, rest.count) {
      case ("status", 0): return try StoreStatusCommand.run(store, output: output)
      case ("advance", _): return try advance(store, rest, next: parsed.flag("next"), output: output)
      case ("rate", 0...1): return try rate(store, rest.first, output: output)
      case ("storefront", 1):
        // A storefront the catalog lacks is a usage error, as `--storefront` is; its id in any case.
        guard let storefront = store.catalog.storefront(matching: rest[0]) else {
          let known = store.catalog.storefronts.map(\.id).joined(separator: ", ")
          return StorefrontCommand.usageFailure(
            "store storefront \"\(rest[0])\" is not in the catalog; choose one of: \(known)")
        }
        try store.setStorefront(storefront.id)
        return output.done("storefront is now \(storefront.id); later purchases and renewals are priced there")
      case ("account-token", 0):
        // What a device elsewhere presents to this store when it is served (`--store URL`).
        let token = try store.wireToken(for: AppStore.defaultAccount)
        if output.json {
          JSONOutput.print(["account": AppStore.defaultAccount, "token": token])
        } else {
          StorefrontCommand.printLine(token)
        }
        return ExitCode.ok
      case ("purchase", 1): return try purchase(store, rest[0], parsed: parsed, output: output)
      case ("transactions", 0): return output.transactions(try store.allTransactions())
      case ("pending", 0): return output.pending(try store.pendingPurchases())
      case ("approve", 1), ("decline", 1), ("resolve", 1):
        guard let id = Int64(rest[0]) else {
          return StorefrontCommand.usageFailure("\(action) needs a pending purchase id (digits), not \"\(rest[0])\"")
        }
        let result =
          switch action {
          case "approve": try store.approve(pending: id)
          case "decline": try store.decline(pending: id)
          default: try store.resolve(pending: id)
          }
        return output.purchase(result)
      case ("refund", 1), ("revoke", 1): return try revoke(store, action, rest[0], parsed: parsed, output: output)
      case ("expire", 1), ("renew", 1), ("auto-renew", 2), ("price-increase", 2), ("price-consent", 2):
        return try SubscriptionControls.run(store, action, rest, parsed: parsed, output: output)
      case ("offer-codes", _): return try OfferCodeCommands.run(store, rest, parsed: parsed, output: output)
      case ("family", 0):
        let members = try store.familyMembers()
        return output.done(
          members.isEmpty
            ? "no family: store family add ACCOUNT shares this account's family-shareable purchases"
            : "family of \(AppStore.defaultAccount): " + members.joined(separator: ", "))
      case ("family", 2) where rest[0] == "add":
        try store.addFamilyMember(rest[1])
        return output.done("\(rest[1]) joined the family; family-shareable purchases are shared with it")
      case ("family", 2) where rest[0] == "stop-sharing":
        guard let id = Int64(rest[1]) else {
          return StorefrontCommand.usageFailure(
            "family stop-sharing needs a transaction id (digits), not \"\(rest[1])\"")
        }
        try store.stopSharing(transactionID: id)
        return output.done("transaction \(id) is no longer shared; members' access is revoked (REVOKE, FAMILY_REVOKE)")
      case ("family", 2) where rest[0] == "remove":
        try store.removeFamilyMember(rest[1])
        return output.done("\(rest[1]) left the family; its shared purchases are revoked (REVOKE, FAMILY_REVOKE)")
      case ("set-price", 2): return try PriceControls.setPrice(store, rest[0], rest[1], parsed: parsed, output: output)
      case ("remove-from-sale", 1):
        try store.removeFromSale(rest[0])
        return output.done(
          "\(rest[0]) is off sale: it cannot be bought, and subscriptions renewing to it expire at their period's end")
      case ("return-to-sale", 1):
        try store.returnToSale(rest[0])
        return output.done("\(rest[0]) is on sale again")
      case ("billing-issue", 1), ("grace-period", 1), ("ask-to-buy", 1), ("interrupted", 1):
        return try SwitchControls.run(store, action, rest[0], output: output)
      default:
        if let code = try ServerFlowCommands.run(store, action, rest, parsed: parsed, output: output) { return code }
        return StorefrontCommand.usageFailure("unknown or incomplete store command \"\(action)\":", usage: usage)
      }
    }
  }

  static func advance(_ store: AppStore, _ rest: [String], next: Bool, output: StoreOutput) throws(StoreError) -> Int32
  {
    let before = try store.now()
    let transactionsBefore = try store.allTransactions().count
    let notificationsBefore = try store.notifications().last?.sequence ?? 0
    var amount: Int64
    if next {
      guard rest.isEmpty else { return StorefrontCommand.usageFailure("advance --next takes no duration") }
      guard let due = try store.nextEventDate() else {
        return output.done("nothing is scheduled; the clock stays at \(DateText.iso(before))")
      }
      amount = max(0, due - before)
    } else {
      guard rest.count == 1 else {
        return StorefrontCommand.usageFailure(
          "advance needs a duration such as 45s, 30m, 12h, 7d, 2w or P1DT6H, or --next")
      }
      if !rest[0].isEmpty, rest[0].allSatisfy(\.isASCII), rest[0].allSatisfy(\.isNumber) {
        return StorefrontCommand.usageFailure(
          rest[0].allSatisfy { $0 == "0" }
            ? "advance \(rest[0]): the store's clock only moves forward; give a positive duration such as 1d"
            : "advance \(rest[0]): a number needs its unit, e.g. \(rest[0])d (s, m, h, d, w, mo or y)")
      }
      if rest[0].hasPrefix("-") {
        return StorefrontCommand.usageFailure(
          "advance \(rest[0]): the store's clock only moves forward; give a positive duration such as 1d")
      }
      guard let duration = StoreDuration(rest[0]) else {
        let numeric = rest[0].contains(where: \.isNumber) && (rest[0].first?.isNumber == true || rest[0].hasPrefix("P"))
        return StorefrontCommand.usageFailure(
          numeric
            ? "advance \(rest[0]): not a duration this store can count (too long, or an unknown unit); "
              + "the clock cannot pass 2099-12-31T23:59:59Z anyway"
            : "advance needs a duration such as 45s, 30m, 12h, 7d, 2w, 2mo, 1y or P1DT6H, or --next")
      }
      guard let parsed = duration.milliseconds(from: before) else {
        return StorefrontCommand.usageFailure("advance \(rest[0]): \(ClockLimitError.pastLatest(now: before))")
      }
      amount = parsed
    }
    let now = try store.advance(by: amount)
    let created = try store.allTransactions().count - transactionsBefore
    let notified = try store.notifications(after: notificationsBefore)
    return output.advanced(from: before, to: now, transactions: created, notifications: notified)
  }

  static func rate(_ store: AppStore, _ name: String?, output: StoreOutput) throws(StoreError) -> Int32 {
    guard let name else { return output.done("time rate: \(try store.timeRate().name)") }
    guard let rate = TimeRate.allCases.first(where: { $0.name == name }) else {
      let names = TimeRate.allCases.map(\.name)
      return StorefrontCommand.usageFailure(
        NearestKey.message(
          "unknown time rate \"\(name)\"", for: name, among: names,
          otherwise: "; expected one of: " + names.joined(separator: ", ")))
    }
    try store.setTimeRate(rate)
    return output.done("time rate is now \(rate.name)")
  }

  static func purchase(_ store: AppStore, _ productID: String, parsed: ParsedArguments, output: StoreOutput)
    throws(StoreError) -> Int32
  {
    var request = PurchaseRequest(productID: productID, offerID: parsed.options["offer"])
    switch AppSession.deviceName(parsed) {
    case .success(let name): request.device = name
    case .failure(let error): return StorefrontCommand.usageFailure(error.message)
    }
    if let quantity = parsed.options["quantity"] {
      guard let value = Int(quantity), (1...10).contains(value) else {
        return StorefrontCommand.usageFailure("--quantity needs a number from 1 to 10, not \"\(quantity)\"")
      }
      request.quantity = value
    }
    if let name = parsed.options["outcome"] {
      guard let outcome = PurchaseOutcome(name: name) else {
        return StorefrontCommand.usageFailure(
          "unknown outcome \"\(name)\"; expected one of: " + PurchaseOutcome.choices.map(\.name).joined(separator: ", ")
        )
      }
      request.outcome = outcome
    }
    return output.purchase(try store.purchase(request))
  }

  static func revoke(_ store: AppStore, _ action: String, _ text: String, parsed: ParsedArguments, output: StoreOutput)
    throws(StoreError) -> Int32
  {
    guard let id = Int64(text) else {
      return StorefrontCommand.usageFailure("\(action) needs a transaction id (digits), not \"\(text)\"")
    }
    let reasons = ["other": 0, "developer-issue": 1]
    guard let reason = reasons[parsed.options["reason"] ?? "other"] else {
      return StorefrontCommand.usageFailure("--reason must be other or developer-issue")
    }
    let transaction =
      action == "refund"
      ? try store.refund(transactionID: id, reason: reason) : try store.revoke(transactionID: id, reason: reason)
    return output.transaction(transaction, verb: action == "refund" ? "refunded" : "revoked")
  }

  /// Deletes the ledger (all transactions, subscriptions and notifications); keeps the
  /// signing identity so that servers keep trusting the root.
  static func reset(_ parsed: ParsedArguments) -> Int32 {
    guard parsed.flag("yes") else {
      return StorefrontCommand.usageFailure("store reset deletes every transaction; confirm with --yes")
    }
    do throws(StoreError) {
      try AppStore.reset(directory: DataDirectory.store(parsed))
    } catch {
      StorefrontCommand.printError("storefront: \(error.description)")
      return error.exitCode
    }
    print(
      "the store's ledger is deleted; the signing identity is kept, and transaction ids go on where they were "
        + "(devices say the store changed and keep their coins)")
    return ExitCode.ok
  }
}
