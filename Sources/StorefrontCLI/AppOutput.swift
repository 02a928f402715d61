import StoreWire
import AppStoreSimulator
import Catalog
import FoundationEssentials
import Storefront

/// Prints the app's results as text lines or, with `--json`, one JSON object per line.
struct AppOutput {
  var json: Bool
  var client: StoreClient

  /// The product's display name in the catalog's default language.
  func name(_ productID: String) -> String {
    let catalog = client.catalog
    return catalog.product(productID)?.localizations.resolve(
      catalog.settings.defaultLanguage, fallback: catalog.settings.defaultLanguage)?.displayName ?? productID
  }

  func message(_ text: String, ok: Bool) {
    if json {
      JSONOutput.print(["message": text])
    } else if ok {
      StorefrontCommand.printLine(text)
    } else {
      StorefrontCommand.printError("storefront: \(text)")
    }
  }

  func purchase(_ result: StoreClient.PurchaseResult) throws(StorefrontError) -> Int32 {
    let coins = try client.coins()
    switch result {
    case .success(.verified(let transaction), let credited):
      var line = "purchased: \(name(transaction.productID)) (\(transaction.productID)), transaction \(transaction.id)"
      line += ", order \(Self.orderID(transaction))"
      if credited != 0 { line += "; +\(credited) coins, \(coins) in the wallet" }
      emit(AppPurchaseReport(result: "purchased", transaction: transaction, coins: coins, credited: credited), line)
      return ExitCode.ok
    case .success(.unverified(_, let failure), _):
      emit(AppPurchaseReport(result: "unverified", reason: failure.description), "not delivered: \(failure)")
      return ExitCode.checkFailed
    case .alreadyOwned(let owned):
      let transaction = owned.verifiedValue
      emit(
        AppPurchaseReport(result: "alreadyOwned", transaction: transaction, coins: coins),
        "already owned: \(name(transaction?.productID ?? "")); nothing was charged")
      return ExitCode.ok
    case .planChangeScheduled(_, let next):
      emit(
        AppPurchaseReport(result: "planChangeScheduled", nextProductId: next, coins: coins),
        "\(name(next)) starts at the next renewal; nothing was charged now")
      return ExitCode.ok
    case .pending(let reason):
      let why =
        switch reason {
        case .askToBuy: "waiting for approval (Ask to Buy)"
        case .interrupted: "waiting for an issue to be resolved"
        }
      emit(AppPurchaseReport(result: "pending", reason: reason.rawValue, coins: coins), "pending: \(why)")
      return ExitCode.ok
    case .userCancelled:
      emit(AppPurchaseReport(result: "userCancelled", coins: coins), "cancelled; nothing was charged")
      return ExitCode.ok
    }
  }

  /// What redeeming offer code `code` came to.
  func redemption(_ result: StoreClient.RedemptionResult, code: String) throws(StorefrontError) -> Int32 {
    let coins = try client.coins()
    switch result {
    case .subscribed(.verified(let transaction)):
      let offer = transaction.offerID.map { " with offer \($0)" } ?? ""
      emit(
        AppPurchaseReport(result: "purchased", transaction: transaction, coins: coins),
        "redeemed \(code): subscribed to \(name(transaction.productID)) (\(transaction.productID))\(offer), transaction "
          + "\(transaction.id), order \(Self.orderID(transaction))")
      return ExitCode.ok
    case .subscribed(.unverified(_, let failure)):
      emit(AppPurchaseReport(result: "unverified", reason: failure.description), "not delivered: \(failure)")
      return ExitCode.checkFailed
    case .startsAtRenewal(let current):
      let productID = current.verifiedValue?.productID ?? ""
      emit(
        AppPurchaseReport(result: "offerAtRenewal", transaction: current.verifiedValue, coins: coins),
        "redeemed \(code): the offer applies to \(name(productID)) from its next renewal; nothing was charged now")
      return ExitCode.ok
    case .refused(let refusal):
      if json {
        JSONOutput.print(AppPurchaseReport(result: "refused", reason: refusal.rawValue))
      } else {
        StorefrontCommand.printError("storefront: offer code \"\(code)\" refused: \(refusal.message)")
      }
      return ExitCode.checkFailed
    }
  }

  func failed(_ code: StoreErrorCode) -> Int32 {
    if json {
      JSONOutput.print(AppPurchaseReport(result: "failed", reason: code.rawValue))
    } else {
      StorefrontCommand.printError(
        "storefront: the purchase failed: \(code.words) (StoreKit \(code.rawValue)); nothing was charged")
    }
    return ExitCode.checkFailed
  }

  func restore(_ result: RestoreResult) -> Int32 {
    switch result {
    case .restored(let transactions):
      let names = transactions.map { name($0.productID) }
      if json {
        JSONOutput.print(
          RestoreReport(
            result: "restored", products: transactions.map(\.productID), note: RestoreResult.consumablesNote))
      } else {
        StorefrontCommand.printLine("restored: \(names.joined(separator: ", ")); \(RestoreResult.consumablesNote)")
      }
      return ExitCode.ok
    case .nothingToRestore:
      if json {
        JSONOutput.print(RestoreReport(result: "nothingToRestore", products: [], note: RestoreResult.consumablesNote))
      } else {
        StorefrontCommand.printLine("nothing to restore; \(RestoreResult.consumablesNote)")
      }
      return ExitCode.ok
    case .failed(let error):
      if json { JSONOutput.print(RestoreReport(result: "failed", products: [], note: error.description)) }
      StorefrontCommand.printError("storefront: restore failed: \(error.description)")
      return error.exitCode
    }
  }

  /// Each transaction with its signed form, the JWS on the line after it when `showingJWS`
  /// (always in `--json`, as `jwsRepresentation`).
  func transactions(_ signed: [(jws: String, result: VerificationResult<Transaction>)], showingJWS: Bool) -> Int32 {
    if signed.isEmpty && !json { StorefrontCommand.printLine("no transactions on this device") }
    for (jws, result) in signed {
      switch result {
      case .verified(let transaction):
        var line =
          "\(transaction.id)  \(transaction.productID)  \(transaction.rawReason)  x\(transaction.purchasedQuantity)"
        line += "  \(DateText.iso(transaction.purchaseDate))"
        if let expires = transaction.expirationDate {
          line += "  expires \(DateText.iso(expires))"
        } else if let end = client.accessEnd(of: transaction) {
          // Not signed (Apple signs no end for a non-renewing subscription): the app's own count.
          line += "  access until \(DateText.iso(end))"
        }
        if let revoked = transaction.revocationDate { line += "  revoked \(DateText.iso(revoked))" }
        if transaction.isUpgraded { line += "  upgraded" }
        if let commitment = transaction.commitment {
          line += "  payment \(commitment.billingPeriodNumber) of \(commitment.totalBillingPeriods)"
        }
        line += "  order \(Self.orderID(transaction))"
        emit(AppTransactionReport(transaction, jws: jws, verified: true), line)
      case .unverified(let transaction, let failure):
        let line = "\(transaction.map { String($0.id) } ?? "?")  UNVERIFIED: \(failure)"
        emit(AppTransactionReport(transaction, jws: jws, verified: false, reason: failure.description), line)
      }
      // On a line of its own, ready to copy (printLine shows nothing from it raw).
      if showingJWS && !json { StorefrontCommand.printLine("  " + jws) }
    }
    return ExitCode.ok
  }

  /// The order id of `transaction`, as the store gives every purchase (a function of its id).
  static func orderID(_ transaction: Transaction) -> String {
    OrderID.make(transactionID: Int64(truncatingIfNeeded: transaction.id))
  }

  func emit(_ report: some Encodable, _ line: String) {
    if json { JSONOutput.print(report) } else { StorefrontCommand.printLine(line) }
  }
}
