import StoreWire

/// What each command-line option means, for `--help`: one entry per option any command accepts
/// (`CommandOptions`), in the order the help lists them.
enum OptionHelp {
  /// One option: its name without dashes, the placeholder of its value (nil for a flag) and what it does.
  struct Entry {
    var name: String
    var argument: String?
    var text: String

    /// `--name ARG` (or `-o ARG` for a one-letter name).
    var flag: String {
      (name.count == 1 ? "-" : "--") + name + (argument.map { " " + $0 } ?? "")
    }
  }

  static let entries: [Entry] = [
    Entry(name: "catalog", argument: "PATH", text: "the catalog (default: ./catalog.json)"),
    Entry(name: "storefront", argument: "ID", text: "a storefront of the catalog, e.g. DEU (default: the catalog's)"),
    Entry(name: "locale", argument: "ID", text: "a language of the catalog, e.g. ja or pt-BR (default: the catalog's)"),
    Entry(name: "paywall", argument: "NAME", text: "a paywall of the catalog (render, review: default; lint: all)"),
    Entry(name: "size", argument: "CxR", text: "terminal sizes (render, review: 80x24; lint: 80x24,60x20)"),
    Entry(
      name: "customer", argument: "KIND",
      text: "new (eligible for trials), intro-used, subscriber, lapsed (render: new; lint: all)"),
    Entry(
      name: "keys", argument: "K,K", text: "keys pressed before the frame: up, down, space, t, p, 1-9, wait, wait=N"),
    Entry(name: "styles", argument: nil, text: "render: print the frame's style mask after its text"),
    Entry(
      name: "highlight", argument: nil,
      text: "render svg/html: outline the regions of failing rules, labelled with their ids"),
    Entry(name: "all", argument: nil, text: "lint: list every rule result, passing ones too"),
    Entry(name: "device", argument: "NAME", text: "the app install to act on (default: default)"),
    Entry(
      name: "store", argument: "URL",
      text: "a store served by storefront serve (else STOREFRONT_STORE); token in STOREFRONT_STORE_TOKEN"),
    Entry(name: "no-hyperlinks", argument: nil, text: "the app: draw links as text only, without OSC 8 hyperlinks"),
    Entry(
      name: "bidi", argument: "MODE",
      text: "right-to-left text (the app, render): visual, reordered by the app, for terminals that do not "
        + "reorder (tmux, xterm, kitty, Alacritty, Windows Terminal); terminal, logical order for VTE, "
        + "Konsole, mlterm (default: $STOREFRONT_BIDI, else visual)"),
    Entry(
      name: "data", argument: "DIR",
      text: "where the store and devices live (default: $STOREFRONT_HOME, else $XDG_DATA_HOME/storefront, "
        + "else ~/.local/share/storefront)"),
    Entry(name: "json", argument: nil, text: "machine-readable output"),
    Entry(
      name: "jws", argument: nil,
      text: "transactions: each transaction's signed form (StoreKit's jwsRepresentation) on the line after it, "
        + "to send to a server (--json always has it)"),
    Entry(
      name: "format", argument: "FORMAT",
      text: "lint: text (default), json (as --json), sarif or junit; render: text (default), svg or html"),
    Entry(name: "quantity", argument: "N", text: "how many of a consumable to buy, 1 to 10 (default: 1)"),
    Entry(
      name: "outcome", argument: "OUTCOME",
      text: "what the store answers this purchase: "
        + PurchaseOutcome.choices.map { $0 == .success ? "success (default)" : $0.name }.joined(separator: ", ")),
    Entry(name: "offer", argument: "ID", text: "a promotional offer of the subscription to buy with"),
    Entry(
      name: "offer-code", argument: "CODE",
      text: "buy: redeem an offer code (store offer-codes create makes one) instead of naming a product"),
    Entry(
      name: "billing-plan", argument: "PLAN",
      text: "buy: upfront (default) or monthly, a one-year subscription's monthly plan with a 12-month commitment "
        + "where the storefront sells it"),
    Entry(
      name: "account", argument: "NAME",
      text: "the account a new device signs in to (default: default), e.g. a family member's"),
    Entry(name: "code", argument: "CODE", text: "store offer-codes create: a custom code, e.g. SPRING2026"),
    Entry(name: "count", argument: "N", text: "store offer-codes create: N one-time codes (default: 1)"),
    Entry(name: "limit", argument: "N", text: "store offer-codes create --code: at most N redemptions"),
    Entry(
      name: "expires", argument: "DURATION",
      text: "store offer-codes create: the code works this long (one-time codes: at most and by default 6mo)"),
    Entry(name: "output", argument: "PATH", text: "import: write the catalog to PATH (- or none: standard output)"),
    Entry(name: "o", argument: "PATH", text: "import: as --output"),
    Entry(name: "bundle-id", argument: "ID", text: "import: the app's bundle id (default: com.example.FILE_NAME)"),
    Entry(name: "app-id", argument: "N", text: "import: the app's Apple ID"),
    Entry(name: "name", argument: "NAME", text: "import: the app's name; keys create: the key's name"),
    Entry(name: "after", argument: "N", text: "notifications: only those after sequence number N"),
    Entry(name: "follow", argument: nil, text: "notifications: keep printing new ones until Ctrl-C"),
    Entry(name: "deliveries", argument: nil, text: "notifications: every recorded webhook delivery attempt"),
    Entry(
      name: "webhook", argument: "URL",
      text: "notifications, serve: POST each undelivered notification as {\"signedPayload\": ...}"),
    Entry(name: "retries", argument: "N", text: "notifications --webhook: retries after a failed attempt, 0 to 100"),
    Entry(
      name: "timeout", argument: "S",
      text: "notifications --webhook: each attempt ends within S seconds, 0.1 to 300 (default: 30)"),
    Entry(name: "listen", argument: "HOST:PORT", text: "serve: where to listen (default: 127.0.0.1:8080)"),
    Entry(name: "tls-cert", argument: "PATH", text: "serve: refused (exit 64): no HTTPS without a second TLS stack"),
    Entry(name: "tls-key", argument: "PATH", text: "serve: refused, as --tls-cert"),
    Entry(
      name: "out", argument: "PATH",
      text: "keys create: where to write the .p8 key (default: DATA/keys/SubscriptionKey_KEY_ID.p8)"),
    Entry(name: "next", argument: nil, text: "store advance: to the next renewal or expiry"),
    Entry(
      name: "reason", argument: "REASON",
      text: "store refund, revoke, refund-request, extend, extend-all: the reason Apple records"),
    Entry(
      name: "request-id", argument: "ID", text: "store extend, extend-all: the request identifier (default: a new UUID)"
    ),
    Entry(name: "storefronts", argument: "IDS", text: "store extend-all: only these storefronts, e.g. USA,FRA"),
    Entry(
      name: "no-consent", argument: nil, text: "store price-increase: an increase the customer need not consent to"),
    Entry(
      name: "existing", argument: "HOW",
      text: "store set-price: what existing subscribers get: preserve (their price stays), ask (an increase "
        + "waits for consent, the default) or notify (an increase is only notified)"),
    Entry(name: "yes", argument: nil, text: "store reset, device reinstall: do it (they cannot be undone)"),
  ]

  /// The entry of `name`, if the option is documented.
  static func entry(_ name: String) -> Entry? { entries.first { $0.name == name } }

  /// The options block of a help text: one option a line (or more, wrapped), descriptions aligned.
  static func block(_ names: [String]) -> String {
    let shown = entries.filter { names.contains($0.name) }
    let column = (shown.map(\.flag.count).max() ?? 0) + 4
    return shown.map { entry in
      let lines = HelpLayout.wrap(entry.text, width: max(80 - column, 30))
      let first = "  " + entry.flag + String(repeating: " ", count: column - 2 - entry.flag.count) + lines[0]
      return ([first] + lines.dropFirst().map { String(repeating: " ", count: column) + $0 }).joined(separator: "\n")
    }.joined(separator: "\n")
  }
}

/// Word wrapping for help texts.
enum HelpLayout {
  /// `text` broken between words into lines of at most `width` characters (a longer word stands alone).
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    return lines + [line]
  }
}
