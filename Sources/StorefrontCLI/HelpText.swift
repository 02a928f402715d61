/// The text of `storefront --help`: the usage of every command, then the options they share.
enum HelpText {
  /// Every command's usage lines (`CommandHelp` reads a command's own from here).
  static let usage = """
      storefront [--paywall NAME] [--storefront ID] [--locale ID] [--device NAME] [--no-hyperlinks]
                 [--bidi visual|terminal]     the interactive app (ncurses); without a terminal, the
                                              paywall as plain text (? in the app lists every key)
      storefront overview                     what the catalog sells, as a plain list
      storefront validate [PATH] [--json]     check a catalog; print a one-line summary
      storefront import FILE.storekit [-o PATH] [--bundle-id ID] [--app-id N] [--name NAME]
                                              convert an Xcode StoreKit configuration to a catalog

      storefront products [PRODUCT...] [--locale ID] [--storefront ID]
                                              products as the app shows them, in the account's storefront
                                              (or ID's, leaving the account's as it is)
      storefront buy PRODUCT [--quantity N] [--outcome OUTCOME] [--offer ID]
                                              buy on this device (--device NAME, default "default")
      storefront restore                      sync with the store; non-consumables and subscriptions
      storefront status                       coins, unlocks and subscriptions on this device
      storefront transactions [--jws]         the transactions this device has received (--jws: each
                                              one's signed form, to send to a server)
      storefront spend N                      spend coins (a demo action)
      storefront device list|reinstall --yes  the app installs; reinstall wipes coins and unlocks
                                              (the app, products, buy, restore, status, transactions,
                                              spend: --store URL buys from a store served elsewhere)
      storefront verify JWS|-                 decode a JWS and verify it against the store's root

      storefront render [--paywall NAME] [--storefront ID] [--locale ID] [--size COLSxROWS]
                        [--keys K,K...] [--customer KIND] [--styles] [--bidi visual|terminal]
                        [--format text|svg|html] [--highlight]
                                              one paywall frame, headless: as text (and its style
                                              mask), an SVG image or an HTML page; --highlight
                                              outlines what each failing rule names
      storefront lint [--paywall NAME] [--storefront ID] [--locale ID] [--size COLSxROWS,...]
                      [--customer KIND,...] [--all] [--json] [--format text|json|sarif|junit]
                                              App Review rules for every paywall x storefront x language
                                              x size x customer; exit 1 if a reject-level rule fails;
                                              sarif: SARIF 2.1.0 at catalog lines (code scanning);
                                              junit: JUnit XML, a test case per rule x frame
      storefront review pack DIR [--paywall NAME] [--storefront ID] [--locale ID] [--size COLSxROWS]
                                              the screens an App Reviewer walks through (fresh account,
                                              no trial, restore, Ask to Buy, failed purchase) as SVGs
                                              with the rule results, and DIR/index.html showing them

      storefront store COMMAND ...            the simulated store's controls (storefront store for the list)
      storefront notifications [--after N] [--follow]
                                              App Store Server Notifications V2, decoded
      storefront notifications --webhook URL [--after N] [--follow] [--retries N] [--timeout S]
                                              POST each undelivered one as {"signedPayload": ...}
                                              (libcurl; each attempt ends within S seconds, 30 by default)
      storefront notifications --deliveries [--webhook URL]
                                              every recorded delivery attempt
      storefront certificate                  the store's root certificate (PEM), for server verifiers
      storefront serve [--listen HOST:PORT] [--webhook URL]
                                              Apple's App Store Server API over plain HTTP (default
                                              127.0.0.1:8080, until Ctrl-C); --webhook delivers each new
                                              notification; --tls-cert/--tls-key are refused (exit 64:
                                              no HTTPS, libmicrohttpd's TLS would be a second TLS stack)
      storefront keys create [--name N] [--out PATH] [--json]
                                              an In-App Purchase key: KEY.p8 (mode 0600), key id, issuer id
      storefront keys list [--json] | keys revoke ID
                                              the registered keys; revoke refuses its tokens from then on
    """

  /// The options the general help describes; a command's own help lists all of its own.
  static let sharedOptions = [
    "catalog", "storefront", "locale", "paywall", "size", "customer", "keys", "highlight", "device", "bidi", "data",
    "json", "format",
  ]

  static var text: String {
    """
    storefront — a terminal storefront and paywall over a simulated App Store

    Usage:
    \(usage)

    Options:
    \(OptionHelp.block(sharedOptions))
      --version        print the version and the linked SQLite, OpenSSL and ncurses versions
      --help           this text; storefront COMMAND --help: that command's options

    An option a command does not use is refused (exit 64), not ignored.
    Exit status: 0 ok, 1 a check failed, 64 usage, 65 bad data, 74 I/O error, 75 busy.
    """
  }
}
