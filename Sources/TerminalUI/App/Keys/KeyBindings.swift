/// The one key table: the reducer maps keys with it, the footer and the help screen are drawn from it.
public enum KeyBindings {
  /// Every route.
  static let everywhere = Set(RouteKind.allCases)
  /// The screens reached from the paywall, where the navigation keys work.
  static let main: Set<RouteKind> = [.paywall, .review, .account, .history, .transaction, .storeControls]
  /// The paywall, with or without the review overlay.
  static let home: Set<RouteKind> = [.paywall, .review]
  /// Screens with a list or a scrolled text.
  static let lists: Set<RouteKind> = [
    .paywall, .account, .history, .transaction, .storeControls, .help, .switcher,
  ]

  /// Every binding, in the order help lists them and the footer shows them.
  public static let table: [KeyBinding] = [
    KeyBinding([.up, .char("k")], "↑/k", lists, .previous, "Choose the plan, line or rule above; scroll up"),
    KeyBinding([.down, .char("j")], "↓/j", lists, .next, "Choose the plan, line or rule below; scroll down"),
    KeyBinding([.up, .char("k")], "↑/k", [.review], .previous, "Choose the rule above", footer: "↑↓ rule"),
    KeyBinding([.down, .char("j")], "↓/j", [.review], .next, "Choose the rule below"),
    KeyBinding([.enter], "Enter", home, .buy, "Buy the chosen plan (opens the purchase sheet)", footer: "Enter buy"),
    KeyBinding([.enter], "Enter", [.purchaseSheet], .confirmPurchase, "Confirm the purchase", footer: "Enter confirm"),
    KeyBinding([.char("o")], "o", [.purchaseSheet], .cycleOutcome, "Choose the simulated outcome", footer: "o outcome"),
    KeyBinding([.enter], "Enter", [.history], .openTransaction, "Open the transaction's JWS", footer: "Enter open"),
    KeyBinding([.enter], "Enter", [.switcher], .pick, "Use the chosen entry", footer: "Enter choose"),
    KeyBinding(
      [.char("y"), .enter], "y/Enter", [.confirmReinstall], .confirmReinstall, "Reinstall the app",
      footer: "y reinstall"),
    KeyBinding([.char("R")], "R", everywhere, .restore, "Restore purchases (from any screen)", footer: "R restore"),
    KeyBinding([.char(" ")], "Space", home, .toggleTrial, "Flip the trial switch (deceptive paywall)"),
    KeyBinding(
      [.char("T"), .char("P")] + (1...9).map { .char(Character(String($0))) }, "T/P/1-9", home, .showLink,
      "Open a link and show its address"),
    KeyBinding([.char("c")], "c", [.account], .spendCoins, "Spend coins", footer: "c spend"),
    KeyBinding([.char("u")], "u", [.account], .toggleAutoRenew, "Auto-renew on/off", footer: "u auto-renew"),
    KeyBinding([.char("p")], "p", [.account], .changePlan, AppText.changePlanHelp, footer: "p plan"),
    KeyBinding([.char("f")], "f", [.account], .requestRefund, AppText.helpRequestRefund, footer: "f refund"),
    KeyBinding(
      [.char("n")], "n", [.storeControls], .advanceToNextRenewal, "Advance to the next renewal", footer: "n next"),
    KeyBinding(
      [.char("+"), .char("=")], "+", [.storeControls], .fasterClock, "Faster store clock", footer: "+/- rate"),
    KeyBinding([.char("-")], "-", [.storeControls], .slowerClock, "Slower store clock"),
    KeyBinding([.char("a")], "a", [.storeControls], .approve, "Approve the Ask to Buy request", footer: "a/d ask"),
    KeyBinding([.char("d")], "d", [.storeControls], .decline, "Decline the Ask to Buy request"),
    KeyBinding([.char("i")], "i", [.storeControls], .resolveInterrupted, "Resolve the interrupted purchase"),
    KeyBinding([.char("b")], "b", [.storeControls], .toggleBillingIssue, "Billing issue on/off"),
    KeyBinding([.char("g")], "g", [.storeControls], .toggleGracePeriod, "Grace period on/off"),
    KeyBinding([.char("A")], "A", [.storeControls], .toggleAskToBuy, AppText.helpAskToBuy),
    KeyBinding(
      [.char("x")], "x", [.storeControls], .toggleInterruptedPurchases, AppText.helpInterrupted),
    KeyBinding(
      [.char("f")], "f", [.storeControls], .refundSelected, AppText.helpRefundSelected,
      footer: "f refund"),
    KeyBinding(
      [.enter], "Enter", [.confirmRefund], .confirmRefund, AppText.helpConfirmRefund,
      footer: AppText.footerConfirmRefund),
    KeyBinding([.char("a")], "a", main.subtracting([.storeControls]), .openAccount, "Account", footer: "a account"),
    KeyBinding([.char("h")], "h", main, .openHistory, "Transaction history", footer: "h history"),
    KeyBinding([.char("s")], "s", main, .openStoreControls, "Store controls", footer: "s store"),
    KeyBinding([.char("V")], "V", main, .toggleReview, "App Review rules over the paywall on/off", footer: "V review"),
    KeyBinding([.char("w")], "w", main, .switchPaywall, "Switch paywall (default/deceptive)"),
    KeyBinding([.char("L")], "L", main, .openLanguages, "Switch language"),
    KeyBinding([.char("S")], "S", main, .openStorefronts, "Switch storefront"),
    KeyBinding([.char("D")], "D", main, .openDevices, "Switch device"),
    KeyBinding([.char("I")], "I", main, .askReinstall, "Reinstall the app (asks first)"),
    KeyBinding([.char("?")], "?", everywhere, .help, "This help", footer: "? help"),
    KeyBinding(
      [.escape], "Esc", everywhere.subtracting([.paywall]), .back, "Back; close the overlay", footer: "Esc back"),
    // The paywall's own close control ("Esc Not now") says it on screen; no footer entry.
    KeyBinding([.escape], "Esc", [.paywall], .dismissPaywall, AppText.dismissPaywallHelp),
    KeyBinding([.char("n")], "n", [.confirmReinstall], .back, "Keep the app as it is", footer: "n keep"),
    KeyBinding([.char("q"), .ctrl("c")], "q/Ctrl-C", everywhere, .quit, "Quit", footer: "q quit"),
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
  public static func footer(for kind: RouteKind) -> [String] {
    footerEntries(for: kind).map(\.text)
  }

  /// The footer entries of a screen of `kind` with the command of each, in `footer(for:)`'s order.
  public static func footerEntries(for kind: RouteKind) -> [(command: AppCommand, text: String)] {
    let active = table.filter { $0.routes.contains(kind) && $0.footer != nil && $0.command != opener(of: kind) }
    let own = active.filter { $0.routes.count <= 2 }
    let shared = active.filter { $0.routes.count > 2 }
    return (own + shared).compactMap { binding in binding.footer.map { (binding.command, $0) } }
  }

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
