/// Which options each command reads, so that one it would ignore is refused (exit 64) instead of
/// silently doing nothing, as `status --storefront XXX` once did.
///
/// `--catalog` and `--data` are the common options (README): every command but `import` (which
/// reads a `.storekit` file and writes `-o`) accepts them, even one that needs no store, so that a
/// script may always pass them.
enum CommandOptions {
  /// The options every command but `import` accepts.
  static let common: Set<String> = ["catalog", "data"]
  /// The options of the app's commands on one device (`--store`: a store served elsewhere).
  static let app = common.union(["device", "json", "store", "account"])

  /// The options each top-level command takes (nil: the interactive app); `store` and `device` are per action.
  static let commands: [String?: Set<String>] = [
    nil: common.union(["paywall", "storefront", "locale", "device", "no-hyperlinks", "bidi", "store", "account"]),
    "overview": common.union(["storefront", "locale"]),
    "validate": common.union(["json"]),
    "import": ["output", "o", "bundle-id", "app-id", "name"],
    "notifications": common.union(["after", "follow", "json", "deliveries", "webhook", "retries", "timeout"]),
    "buy": app.union(["quantity", "outcome", "offer", "offer-code", "billing-plan"]),
    "restore": app, "status": app, "transactions": app.union(["jws"]), "spend": app,
    "products": app.union(["locale", "storefront"]),
    "render": common.union([
      "paywall", "storefront", "locale", "size", "keys", "customer", "styles", "bidi", "format", "highlight",
    ]),
    "review": common.union(["paywall", "storefront", "locale", "size"]),
    "lint": common.union(["paywall", "storefront", "locale", "size", "customer", "all", "json", "format"]),
    "verify": common.union(["json"]),
    "certificate": common,
    "serve": common.union(["listen", "webhook", "tls-cert", "tls-key"]),
    "keys": common.union(["name", "out", "json"]),
  ]

  /// The options of `storefront store ACTION`, by action (`StoreCommand` reads them).
  static let storeActions: [String: Set<String>] = {
    let reporting = common.union(["json"])
    var actions: [String: Set<String>] = [
      "advance": reporting.union(["next"]),
      "purchase": reporting.union(["quantity", "outcome", "offer", "device"]),
      "refund": reporting.union(["reason"]), "revoke": reporting.union(["reason"]),
      "price-increase": reporting.union(["no-consent"]),
      "set-price": reporting.union(["storefront", "existing"]),
      "offer-codes": reporting.union(["code", "count", "limit", "expires"]),
      "refund-request": reporting.union(["reason"]), "extend": reporting.union(["reason", "request-id"]),
      "extend-all": reporting.union(["reason", "request-id", "storefronts"]),
      "reset": common.union(["yes"]),
    ]
    for action in [
      "status", "rate", "storefront", "transactions", "pending", "approve", "decline", "resolve", "expire", "renew",
      "auto-renew", "price-consent", "billing-issue", "grace-period", "ask-to-buy", "interrupted",
      "refund-decision", "refund-reverse", "refund-requests", "extend-status", "test-notification", "api-fault",
      "order", "account-token", "remove-from-sale", "return-to-sale", "family",
    ] {
      actions[action] = reporting
    }
    return actions
  }()

  /// The options of `storefront device ACTION`, by action.
  static let deviceActions: [String: Set<String>] = [
    "list": common.union(["json"]),
    "reinstall": common.union(["device", "json", "yes"]),
  ]

  /// Why `parsed` gives `command` an option it does not read, in one line; nil when every option is one it reads.
  ///
  /// A command, or a store or device action, that these tables do not know is left to its own check.
  static func problem(command: String?, arguments: [String], parsed: ParsedArguments) -> String? {
    let name: String
    let accepted: Set<String>
    if command == "store" || command == "device" {
      let actions = command == "store" ? storeActions : deviceActions
      guard let command, let action = arguments.first, let options = actions[action] else { return nil }
      name = "\(command) \(action)"
      accepted = options
    } else {
      guard let options = commands[command] else { return nil }
      name = command ?? "the interactive app"
      accepted = options
    }
    guard let option = parsed.options.keys.sorted().first(where: { !accepted.contains($0) }) else { return nil }
    let flag = option.count == 1 ? "-\(option)" : "--\(option)"
    let known = accepted.sorted().map { $0.count == 1 ? "-\($0)" : "--\($0)" }.joined(separator: ", ")
    var message = "\(name) does not take \(flag)"
    if option == "storefront", accepted.contains("device") {
      message +=
        " (the device buys in the account's storefront; change it with storefront store storefront ID, "
        + "or see another storefront's prices with storefront products --storefront ID)"
    }
    return message + "; it takes \(known)"
  }
}
