import Localization

/// The account: coins, Premium, and every subscription with its state, date and auto-renewal.
enum AccountScreen {
  /// Draws the account of `state` between the status line and the footer.
  static func draw(_ state: AppState, into grid: inout CellGrid) {
    let words = state.words
    guard let account = state.account else {
      AppChrome.drawTitle(words(.screenAccount), hint: state.say(AppText.loading), into: &grid)
      return
    }
    AppChrome.drawTitle(
      words(.screenAccount),
      hint: AppText.accountHint(
        account: account.account, device: account.device, storefront: account.storefrontID,
        width: grid.columns - DisplayWidth.of(words(.screenAccount)) - 4, words),
      into: &grid)
    let premium = state.names.primaryEntitlement
    let labelWidth = max(12, DisplayWidth.of(words(.screenCoins)) + 2, DisplayWidth.of(premium) + 2)
    grid.put(ListPainter.padded(words(.screenCoins), labelWidth) + words.number(account.coins), column: 1, row: 3)
    var premiumState = words(account.premiumUnlocked ? .screenUnlocked : .screenLocked)
    if account.premiumUnlocked && account.premiumSharedByFamily {
      premiumState += words(.paywallListSeparator) + words(.screenSharedByFamily)
    }
    grid.put(ListPainter.padded(premium, labelWidth) + premiumState, column: 1, row: 4, maxWidth: grid.columns - 2)
    grid.put(words(.screenSubscriptions), column: 1, row: 6, style: .bold)
    let rows = 7..<AppChrome.contentRows(state).upperBound
    guard !account.subscriptions.isEmpty else {
      // The hint wraps (Japanese at 60x20 lost "Enter", the key it names).
      let hint = TextLayout.wrap(words(.screenNoSubscriptions), width: max(grid.columns - 4, 1))
      for (offset, line) in hint.enumerated() where rows.contains(7 + offset) {
        grid.put(line, column: 3, row: 7 + offset, style: .dim, maxWidth: grid.columns - 4)
      }
      return
    }
    // A plan change waiting for the renewal is said under the list, a row apart, wrapped.
    let width = max(grid.columns - 4, 1)
    var notes = account.subscriptions.filter(\.changeWaits).flatMap { line -> [(String, CellStyle)] in
      let sentence = AppText.planChangeWaiting(
        current: line.title, next: line.renewsAsTitle ?? "", on: line.renewsOrExpires, words)
      return TextLayout.wrap(sentence, width: width).map { ($0, CellStyle(foreground: .cyan)) }
        + [(words(.screenKeepPlan, line.title), CellStyle([.dim]))]
    }
    // A plan billed monthly says which payment it is and whether its commitment renews.
    notes += account.subscriptions.filter { $0.commitmentPayment != nil }.flatMap { line in
      TextLayout.wrap(AppText.commitment(line, words), width: width).map { ($0, CellStyle(foreground: .cyan)) }
    }
    // A plan the family shares is managed by the member who bought it.
    notes += account.subscriptions.filter(\.isFamilyShared).flatMap { line in
      TextLayout.wrap(words(.screenSharedPlan, line.title), width: width).map { ($0, CellStyle([.dim])) }
    }
    let listRows = rows.lowerBound..<max(rows.lowerBound + 1, rows.upperBound - (notes.isEmpty ? 0 : notes.count + 1))
    let names = Array(state.names.products.values)
    ListPainter.draw(
      account.subscriptions.map {
        line(
          $0, width: grid.columns - 4,
          dateWidth: account.subscriptions.map { DisplayWidth.of(dateText($0, words)) }.max() ?? 0,
          stateWidth: account.subscriptions.map { DisplayWidth.of(words(AppText.state($0.state))) }.max() ?? 0,
          nameWidth: account.subscriptions.map { DisplayWidth.of($0.title) }.max() ?? 0,
          apartFrom: names, words)
      }, selected: state.selection(.account),
      rows: listRows, into: &grid)
    let first = listRows.lowerBound + min(account.subscriptions.count, listRows.count) + 1
    for (offset, note) in notes.enumerated() where first + offset < rows.upperBound {
      grid.put(note.0, column: 3, row: first + offset, style: note.1, maxWidth: width)
    }
  }

  /// "Pro Yearly   in trial   renews 2026-12-06 17:52   auto-renew on" in `width` cells. The auto-renew
  /// column shows only where the names (`nameWidth`, the list's longest, else this one's) fit whole
  /// beside it (the date's "renews" or "ends" says it too); without it the name has the room left,
  /// and is cut only where it still does not fit, to leave `dateWidth` (the list's widest date).
  /// The name column is as wide as the longest name and two, so the columns stay close.
  /// State and date always show, the state in a column as wide as `stateWidth` (the list's widest
  /// state, else this one's) and two. (Arabic cut its plan's name beside blank cells.)
  static func line(
    _ subscription: SubscriptionLine, width: Int = 76, dateWidth: Int = 24, stateWidth: Int? = nil,
    nameWidth: Int? = nil, apartFrom others: [String] = [], _ words: Translations = .forLanguage("en")
  ) -> String {
    let date = dateText(subscription, words)
    let autoRenew = words(.screenAutoRenew, words(subscription.willAutoRenew ? .screenOn : .screenOff))
    let stateText = words(AppText.state(subscription.state))
    let state = (stateWidth ?? DisplayWidth.of(stateText)) + 2
    let dates = dateWidth + 2
    let title = max(nameWidth ?? DisplayWidth.of(subscription.title), 8) + 2
    let widestAutoRenew = max(
      DisplayWidth.of(words(.screenAutoRenew, words(.screenOn))),
      DisplayWidth.of(words(.screenAutoRenew, words(.screenOff))))
    if width >= title + state + dates + widestAutoRenew {
      return ListPainter.fitted(subscription.title, title, apartFrom: others) + ListPainter.padded(stateText, state)
        + ListPainter.padded(date, dates) + autoRenew
    }
    // Where a name of 8 cells leaves no room for the whole date, the dates drop their time of day
    // (Arabic at 60 columns cut "…منذ 2027-01-06 0…").
    let dayOnly = width - state - dateWidth < 8
    let shown = dayOnly ? dateText(subscription, words, withTime: false) : date
    let name = max(8, min(title, width - state - (dayOnly ? dateWidth - timeWidth : dateWidth)))
    return ListPainter.fitted(subscription.title, name, apartFrom: others) + ListPainter.padded(stateText, state)
      + shown
  }

  /// The cells a date's time of day takes after its day: " 17:52".
  private static let timeWidth = 6

  /// "renews 2026-12-06 17:52", "ends …", "grace until …": when the subscription renews or ends.
  /// Without the time of day when `withTime` is false: "renews 2026-12-06".
  static func dateText(
    _ subscription: SubscriptionLine, _ words: Translations = .forLanguage("en"), withTime: Bool = true
  ) -> String {
    guard let when = subscription.renewsOrExpires else { return "" }
    let renews = subscription.willAutoRenew && subscription.state.givesAccess
    let key: UIKey =
      switch subscription.state {
      case .inGracePeriod: .screenGraceUntil
      case .inBillingRetry: .screenRetrying
      default: renews ? .screenRenews : subscription.state.givesAccess ? .screenEnds : .screenEnded
      }
    return words(key, withTime ? AppText.date(when, words) : AppText.day(when, words))
  }
}
