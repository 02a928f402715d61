/// The account: coins, Premium, and every subscription with its state, date and auto-renewal.
enum AccountScreen {
  /// Draws the account of `state` between the status line and the footer.
  static func draw(_ state: AppState, into grid: inout CellGrid) {
    guard let account = state.account else {
      AppChrome.drawTitle("Account", hint: AppText.loading, into: &grid)
      return
    }
    AppChrome.drawTitle(
      "Account",
      hint: AppText.accountHint(account: account.account, device: account.device, storefront: account.storefrontID),
      into: &grid)
    grid.put(ListPainter.padded("Coins", 12) + "\(account.coins)", column: 1, row: 3)
    grid.put(ListPainter.padded("Premium", 12) + (account.premiumUnlocked ? "unlocked" : "locked"), column: 1, row: 4)
    grid.put("Subscriptions", column: 1, row: 6, style: .bold)
    let rows = 7..<AppChrome.contentRows(state).upperBound
    guard !account.subscriptions.isEmpty else {
      grid.put("None yet: choose a Pro plan on the paywall (Esc) and press Enter.", column: 3, row: 7, style: .dim)
      return
    }
    // A plan change waiting for the renewal is said under the list, a row apart, wrapped.
    let width = max(grid.columns - 4, 1)
    let notes = account.subscriptions.filter(\.changeWaits).flatMap { line -> [(String, CellStyle)] in
      let sentence = AppText.planChangeWaiting(
        current: line.title, next: line.renewsAsTitle ?? "", on: line.renewsOrExpires)
      return TextLayout.wrap(sentence, width: width).map { ($0, CellStyle(foreground: .cyan)) }
        + [(AppText.keepPlanHint(line.title), CellStyle([.dim]))]
    }
    let listRows = rows.lowerBound..<max(rows.lowerBound + 1, rows.upperBound - (notes.isEmpty ? 0 : notes.count + 1))
    ListPainter.draw(
      account.subscriptions.map {
        line(
          $0, width: grid.columns - 4, dateWidth: account.subscriptions.map { DisplayWidth.of(dateText($0)) }.max() ?? 0
        )
      }, selected: state.selection(.account),
      rows: listRows, into: &grid)
    let first = listRows.lowerBound + min(account.subscriptions.count, listRows.count) + 1
    for (offset, note) in notes.enumerated() where first + offset < rows.upperBound {
      grid.put(note.0, column: 3, row: first + offset, style: note.1, maxWidth: width)
    }
  }

  /// "Pro Yearly   in trial   renews 2026-12-06 17:52   auto-renew on" in `width` cells: where the
  /// columns do not fit, the auto-renew column goes first (the date's "renews" or "ends" says it),
  /// then the name is cut to leave `dateWidth` (the list's widest date); state and date always show.
  static func line(_ subscription: SubscriptionLine, width: Int = 76, dateWidth: Int = 26) -> String {
    let date = dateText(subscription)
    let autoRenew = "auto-renew " + (subscription.willAutoRenew ? "on" : "off")
    let (title, state, dates) = (20, 14, 26)
    if width >= title + state + dates + DisplayWidth.of("auto-renew off") {
      return ListPainter.fitted(subscription.title, title)
        + ListPainter.padded(AppText.state(subscription.state), state)
        + ListPainter.padded(date, dates) + autoRenew
    }
    let name = max(8, min(title, width - state - dateWidth))
    return ListPainter.fitted(subscription.title, name) + ListPainter.padded(AppText.state(subscription.state), state)
      + date
  }

  /// "renews 2026-12-06 17:52", "ends …", "grace until …": when the subscription renews or ends.
  static func dateText(_ subscription: SubscriptionLine) -> String {
    guard let when = subscription.renewsOrExpires else { return "" }
    let renews = subscription.willAutoRenew && subscription.state.givesAccess
    let word =
      switch subscription.state {
      case .inGracePeriod: "grace until "
      case .inBillingRetry: "retrying; lapsed "
      default: renews ? "renews " : subscription.state.givesAccess ? "ends " : "ended "
      }
    return word + AppText.date(when)
  }
}
