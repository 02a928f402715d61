import AppStoreSimulator
import FoundationEssentials

/// `store offer-codes create|list`: offer codes, as App Store Connect creates them.
enum OfferCodeCommands {
  static let usage = """
    storefront store offer-codes create SUBSCRIPTION OFFER [--code CODE [--limit N] | --count N] [--expires DURATION]
    storefront store offer-codes list
    """

  static func run(
    _ store: AppStore, _ arguments: [String], parsed: ParsedArguments, output: StoreOutput
  ) throws(StoreError) -> Int32 {
    switch (arguments.first, arguments.count) {
    case ("list", 1): return list(try store.offerCodes(), output: output)
    case ("create", 3):
      return try create(store, productID: arguments[1], offerID: arguments[2], parsed: parsed, output: output)
    default: return StorefrontCommand.usageFailure("offer-codes needs create or list:", usage: usage)
    }
  }

  static func create(
    _ store: AppStore, productID: String, offerID: String, parsed: ParsedArguments, output: StoreOutput
  ) throws(StoreError) -> Int32 {
    var count = 1
    if let text = parsed.options["count"] {
      guard let value = Int(text), value > 0 else {
        return StorefrontCommand.usageFailure("--count needs a number from 1 to 10000, not \"\(text)\"")
      }
      count = value
    }
    var limit: Int?
    if let text = parsed.options["limit"] {
      guard let value = Int(text), value > 0 else {
        return StorefrontCommand.usageFailure("--limit needs a positive number of redemptions, not \"\(text)\"")
      }
      limit = value
    }
    // Options that contradict each other are a usage error (64), said before the store is asked.
    if parsed.options["code"] != nil, parsed.options["count"] != nil {
      return StorefrontCommand.usageFailure("--count is for one-time codes; a custom --code is one code")
    }
    if parsed.options["code"] == nil, parsed.options["limit"] != nil {
      return StorefrontCommand.usageFailure("--limit is for a custom --code; a one-time code is redeemed once")
    }
    var validFor: StoreDuration?
    if let text = parsed.options["expires"] {
      guard let duration = StoreDuration(text) else {
        return StorefrontCommand.usageFailure(
          "--expires \"\(text)\": give how long the code works, such as 30d, 2mo or P1M")
      }
      validFor = duration
    }
    let codes = try store.createOfferCodes(
      productID: productID, offerID: offerID, custom: parsed.options["code"], count: count, limit: limit,
      validFor: validFor)
    if output.json {
      codes.forEach { JSONOutput.print(OfferCodeReport($0)) }
    } else {
      codes.forEach { StorefrontCommand.printLine(OfferCodeReport($0).line) }
    }
    return ExitCode.ok
  }

  static func list(_ codes: [OfferCode], output: StoreOutput) -> Int32 {
    if output.json {
      codes.forEach { JSONOutput.print(OfferCodeReport($0)) }
    } else if codes.isEmpty {
      StorefrontCommand.printLine("no offer codes (store offer-codes create SUBSCRIPTION OFFER)")
    } else {
      codes.forEach { StorefrontCommand.printLine(OfferCodeReport($0).line) }
    }
    return ExitCode.ok
  }
}

/// One offer code, for `--json` and as a line.
struct OfferCodeReport: Encodable {
  var code: String
  var productId: String
  var offerId: String
  /// `oneTime` or `custom`.
  var kind: String
  var redemptions: Int
  /// How many redemptions it allows; absent for a custom code without a cap.
  var limit: Int?
  var expiresDate: String?

  init(_ code: OfferCode) {
    self.code = code.code
    productId = code.productID
    offerId = code.offerID
    kind = code.isOneTime ? "oneTime" : "custom"
    redemptions = code.redemptions
    limit = code.limit
    expiresDate = code.expires.map(DateText.iso)
  }

  /// `SPRING com.example.pro.monthly com.example.pro.monthly.friends custom, 1 of 100 redeemed, until …`.
  var line: String {
    var text = "\(code) \(productId) \(offerId) \(kind == "oneTime" ? "one-time" : "custom"), \(redemptions)"
    text += limit.map { " of \($0) redeemed" } ?? " redeemed"
    text += expiresDate.map { ", until \($0)" } ?? ", no expiry"
    return text
  }
}
