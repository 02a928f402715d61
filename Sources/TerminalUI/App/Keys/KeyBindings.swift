public import Localization

/// The one key table: the reducer maps keys with it, the footer and the help screen are drawn from it.
public enum KeyBindings {
  /// Every route.
  static let everywhere = Set(RouteKind.allCases)
  /// The screens reached from the paywall, where the navigation keys work.
  static let main: Set<RouteKind> = [.paywall, .review, .account, .history, .transaction, .storeControls]
  /// The paywall, with or without the review overlay.
  static let home: Set<RouteKind> = [.paywall, .review]
  /// Screens where letters and digits are typed (an offer code), not commands.
  public static let typing: Set<RouteKind> = [.redeemCode]
  /// Screens with a list or a scrolled text.
  static let lists: Set<RouteKind> = [
    .paywall, .account, .history, .transaction, .storeControls, .help, .switcher,
  ]

  /// Every binding, in the order help lists them and the footer shows them.
  public static let table: [KeyBinding] = [
    KeyBinding([.up, .char("k")], "↑/k", lists, .previous, .keyPrevious),
    KeyBinding([.down, .char("j")], "↓/j", lists, .next, .keyNext),
    KeyBinding([.up, .char("k")], "↑/k", [.review], .previous, .keyPreviousRule, footer: ("↑↓", .footerPreviousRule)),
    KeyBinding([.down, .char("j")], "↓/j", [.review], .next, .keyNextRule),
    KeyBinding([.enter], "Enter", home, .buy, .keyBuy, footer: ("Enter", .footerBuy)),
    KeyBinding(
      [.enter], "Enter", [.purchaseSheet], .confirmPurchase, .keyConfirmPurchase,
      footer: ("Enter", .footerConfirmPurchase)),
    KeyBinding(
      [.char("o")], "o", [.purchaseSheet], .cycleOutcome, .keyCycleOutcome, footer: ("o", .footerCycleOutcome)),
    KeyBinding([.char("m"), .char("M")], "m", [.purchaseSheet], .toggleBillingPlan, .keyToggleBillingPlan),
    KeyBinding(
      [.enter], "Enter", [.history], .openTransaction, .keyOpenTransaction, footer: ("Enter", .footerOpenTransaction)),
    KeyBinding([.enter], "Enter", [.switcher], .pick, .keyPick, footer: ("Enter", .footerPick)),
    KeyBinding(
      [.char("y"), .enter], "y/Enter", [.confirmReinstall], .confirmReinstall, .keyConfirmReinstall,
      footer: ("y", .footerConfirmReinstall)),
    KeyBinding(
      [.enter], "Enter", [.redeemCode], .redeemCode, .keyRedeemCode, footer: ("Enter", .footerRedeemCode)),
    KeyBinding(
      [.char("R")], "R", everywhere.subtracting(typing), .restore, .keyRestore, footer: ("R", .footerRestore)),
    KeyBinding(
      [.char("O")], "O", home, .openRedeemCode, .keyOpenRedeemCode, footer: ("O", .footerOpenRedeemCode)),
    KeyBinding([.char(" ")], "Space", home, .toggleTrial, .keyToggleTrial),
    KeyBinding(
      [.char("T"), .char("P")] + (1...9).map { .char(Character(String($0))) }, "T/P/1-9", home, .showLink,
      .keyShowLink),
    KeyBinding([.char("c")], "c", [.account], .spendCoins, .keySpendCoins, footer: ("c", .footerSpendCoins)),
    KeyBinding(
      [.char("u")], "u", [.account], .toggleAutoRenew, .keyToggleAutoRenew, footer: ("u", .footerToggleAutoRenew)),
    KeyBinding(
      [.char("p")], "p", [.account], .changePlan, .keyChangePlanOrKeep, footer: ("p", .footerChangePlanOrKeep)),
    KeyBinding(
      [.char("f")], "f", [.account], .refundSubscription, .keyRefundSubscriptionAsks,
      footer: ("f", .footerRefundSubscriptionAsks)),
    KeyBinding(
      [.char("n")], "n", [.storeControls], .advanceToNextRenewal, .keyAdvanceToNextRenewal,
      footer: ("n", .footerAdvanceToNextRenewal)),
    KeyBinding(
      [.char("+"), .char("=")], "+", [.storeControls], .fasterClock, .keyFasterClock,
      footer: ("+/-", .footerFasterClock)),
    KeyBinding([.char("-")], "-", [.storeControls], .slowerClock, .keySlowerClock),
    KeyBinding([.char("a")], "a", [.storeControls], .approve, .keyApprove, footer: ("a/d", .footerApprove)),
    KeyBinding([.char("d")], "d", [.storeControls], .decline, .keyDecline),
    KeyBinding([.char("i")], "i", [.storeControls], .resolveInterrupted, .keyResolveInterrupted),
    KeyBinding([.char("b")], "b", [.storeControls], .toggleBillingIssue, .keyToggleBillingIssue),
    KeyBinding([.char("g")], "g", [.storeControls], .toggleGracePeriod, .keyToggleGracePeriod),
    KeyBinding([.char("A")], "A", [.storeControls], .toggleAskToBuy, .keyToggleAskToBuy),
    KeyBinding([.char("x")], "x", [.storeControls], .toggleInterruptedPurchases, .keyToggleInterrupted),
    KeyBinding([.char("m")], "m", [.storeControls], .cycleRefundDecision, .keyCycleRefundDecision),
    KeyBinding(
      ServerAPIFault.allCases.map { .char(Character($0.digit)) }, faultKeys, [.storeControls], .toggleAPIFault,
      .keyToggleAPIFault),
    KeyBinding(
      [.char("f")], "f", [.storeControls], .refundSelected, .keyRefundChosen, footer: ("f", .footerRefundChosen)),
    KeyBinding([.char("r")], "r", [.storeControls], .customerRequestsRefund, .keyCustomerRequestsRefund),
    KeyBinding(
      [.enter], "Enter", [.confirmRefund], .confirmRefund, .keyConfirmRefund, footer: ("Enter", .footerConfirmRefund)),
    KeyBinding(
      [.char("a")], "a", main.subtracting([.storeControls]), .openAccount, .keyOpenAccount,
      footer: ("a", .footerOpenAccount)),
    KeyBinding([.char("h")], "h", main, .openHistory, .keyOpenHistory, footer: ("h", .footerOpenHistory)),
    KeyBinding(
      [.char("s")], "s", main, .openStoreControls, .keyOpenStoreControls, footer: ("s", .footerOpenStoreControls)),
    KeyBinding([.char("V")], "V", main, .toggleReview, .keyToggleReview, footer: ("V", .footerToggleReview)),
    KeyBinding([.char("w")], "w", main, .switchPaywall, .keySwitchPaywall),
    KeyBinding([.char("L")], "L", main, .openLanguages, .keyOpenLanguages),
    KeyBinding([.char("S")], "S", main, .openStorefronts, .keyOpenStorefronts),
    KeyBinding([.char("D")], "D", main, .openDevices, .keyOpenDevices),
    KeyBinding([.char("I")], "I", main, .askReinstall, .keyAskReinstall),
    KeyBinding([.char("?")], "?", everywhere, .help, .keyHelp, footer: ("?", .footerHelp)),
    KeyBinding([.escape], "Esc", everywhere.subtracting([.paywall]), .back, .keyBack, footer: ("Esc", .footerBack)),
    // The paywall's own close control ("Esc Not now") says it on screen; no footer entry.
    KeyBinding([.escape], "Esc", [.paywall], .dismissPaywall, .keyDismissPaywall),
    KeyBinding([.char("n")], "n", [.confirmReinstall], .back, .keyKeep, footer: ("n", .footerKeep)),
    KeyBinding(
      [.char("q"), .ctrl("c")], "q/Ctrl-C", everywhere.subtracting(typing), .quit, .keyQuit, footer: ("q", .footerQuit)),
    // Where a code is typed, q is a letter of it.
    KeyBinding([.ctrl("c")], "Ctrl-C", typing, .quit, .keyQuit, footer: ("Ctrl-C", .footerQuit)),
  ]

  /// The binding of `key` on a screen of `kind`, if any.
  public static func binding(for key: Key, in kind: RouteKind) -> KeyBinding? {
    table.first { $0.routes.contains(kind) && $0.keys.contains(key) }
  }

  /// The command of `key` on a screen of `kind`, if any.
  public static func command(for key: Key, in kind: RouteKind) -> AppCommand? {
    binding(for: key, in: kind)?.command
  }

  /// The footer entries of a screen of `kind`: the screen's own keys first, then the shared ones, in
  /// table order; the key that opens the screen itself is left out.
  public static func footer(for kind: RouteKind, in words: Translations = .forLanguage("en")) -> [String] {
    footerEntries(for: kind, in: words).map { "\($0.key) \($0.word)" }
  }

  /// The footer entries of a screen of `kind` with the command of each, its key and its word in
  /// `words`' language, in `footer(for:)`'s order.
  public static func footerEntries(
    for kind: RouteKind, in words: Translations = .forLanguage("en")
  ) -> [(command: AppCommand, key: String, word: String)] {
    let active = table.filter { $0.routes.contains(kind) && $0.footer != nil && $0.command != opener(of: kind) }
    let own = active.filter { $0.routes.count <= 2 }
    let shared = active.filter { $0.routes.count > 2 }
    return (own + shared).compactMap { binding in binding.footer.map { (binding.command, $0.key, words($0.word)) } }
  }

  /// How help and the store controls name the API fault keys: "1-5".
  public static let faultKeys = "1-\(ServerAPIFault.allCases.count)"

  /// The commands a footer keeps however narrow it is: help (where the dropped keys are), back and quit.
  public static let footerKeeps: Set<AppCommand> = [.help, .back, .quit]

  /// The command that opens a screen of `kind` from the main screens, if one does.
  private static func opener(of kind: RouteKind) -> AppCommand? {
    switch kind {
    case .account: .openAccount
    case .history: .openHistory
    case .storeControls: .openStoreControls
    default: nil
    }
  }

}
