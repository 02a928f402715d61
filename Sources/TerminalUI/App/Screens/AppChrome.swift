import FoundationEssentials
import Paywall

/// The parts every screen shares: the status line on top, a banner and the key footer at the bottom.
enum AppChrome {
  /// The rows between the status line and the banner (or footer): where a screen draws.
  static func contentRows(_ state: AppState) -> Range<Int> {
    1..<max(1, state.size.rows - bottomRows(state))
  }

  /// The footer and the banner's row, kept blank when no banner shows: a banner that comes or goes
  /// moves nothing on the screen.
  static func bottomRows(_ state: AppState) -> Int {
    2
  }

  /// Draws the status line, the banner and the footer of `state` into `grid`.
  static func draw(_ state: AppState, into grid: inout CellGrid) {
    drawStatus(state, into: &grid)
    if let banner = state.banner { drawBanner(banner, text: state.say(banner.text), into: &grid) }
    drawFooter(
      KeyBindings.footerEntries(for: state.routeKind, in: state.words).filter { acts(state, $0.command) },
      into: &grid)
  }

  /// Whether the footer offers `command` in `state`: the account's subscription keys only when the
  /// chosen subscription is one they act on (renewal keys on a live one, refund on one with a paid,
  /// unrefunded transaction); help still lists every key.
  static func acts(_ state: AppState, _ command: AppCommand) -> Bool {
    guard [.toggleAutoRenew, .changePlan, .refundSubscription].contains(command) else { return true }
    guard let account = state.account, account.subscriptions.indices.contains(state.selection(.account)) else {
      return false
    }
    let line = account.subscriptions[state.selection(.account)]
    if command == .refundSubscription {
      if case .transaction = account.refundable(line) { return true }
      return false
    }
    return line.state.isRenewable
  }

  /// Row 0, reversed: coins, Premium, the subscription, storefront, device on the left (entitlement and
  /// group in the catalog's words); the store clock on the right.
  static func drawStatus(_ state: AppState, into grid: inout CellGrid) {
    let style = CellStyle([.reverse])
    grid.clear(Rect(column: 0, row: 0, width: grid.columns, height: 1))
    grid.fill(Rect(column: 0, row: 0, width: grid.columns, height: 1), style: style)
    let (left, text) = statusText(state, columns: grid.columns)
    // In a right-to-left language the clock reads as every other date there does, its date on the
    // right of its time, with 0–9 digits too (which alone would not be reordered).
    let right = grid.order == .visual(.rightToLeft) ? "\u{200F}" + text : text
    let rightWidth = DisplayWidth.of(right)
    grid.put(right, column: max(grid.columns - rightWidth - 1, 0), row: 0, style: style)
    // Two blank cells at least between the parts: a gutter, so each is its own run in visual order.
    grid.put(left, column: 1, row: 0, style: style, maxWidth: max(grid.columns - rightWidth - 4, 1))
  }

  /// The terminal width from which the status line's clock shows its year.
  static let clockYearColumns = 100

  /// The status line's two parts for `columns`: the device and then the storefront are left out
  /// until both fit with a margin and a two-cell gutter; where even then they do not, Premium is said
  /// with a mark ("Premium ✓") instead of words ("Premium déverrouillé"). The clock's form depends on the width alone (its year from
  /// ``clockYearColumns``), so it does not change as the text beside it does.
  static func statusText(_ state: AppState, columns: Int) -> (left: String, right: String) {
    let rate = state.account?.store.timeRate ?? 60
    let busy = state.busy ? state.say(AppText.working) + "  " : ""
    let clock =
      state.clock.map {
        columns >= clockYearColumns
          ? AppText.status($0, rate: rate, state.words) : AppText.shortStatus($0, rate: rate, state.words)
      } ?? ""
    let segments = statusSegments(state)
    var candidates = stride(from: segments.count, through: min(3, segments.count), by: -1).map {
      (segments.prefix($0).joined(separator: " · "), busy + clock)
    }
    if let account = state.account, segments.count >= 3 {
      let mark = account.premiumUnlocked ? " ✓" : " ✗"
      let premium = state.names.primaryEntitlement
      candidates.append(([segments[0], premium + mark, segments[2]].joined(separator: " · "), busy + clock))
      // Last, the names give way to the subscription's state ("الاشتراك…: في الفترة التجريبية"),
      // what the line is for: the group's name first, then Premium's, each to one letter and "…".
      if let group = subscriptionGroupName(state) {
        let line = { (premium: String, group: String) in
          [segments[0], premium + mark, subscriptionSegment(state, groupName: group)].joined(separator: " · ")
        }
        var over = DisplayWidth.of(line(premium, group)) + DisplayWidth.of(busy + clock) + 4 - columns
        let groupWidth = max(DisplayWidth.of(group) - max(over, 0), 2)
        over -= DisplayWidth.of(group) - groupWidth
        let premiumWidth = max(DisplayWidth.of(premium) - max(over, 0), 2)
        // A name cut to one letter says nothing ("ا…: إعادة محاولة الفوترة"): the state alone then,
        // and Premium's name has the room.
        if groupWidth < 3, let subscription = statusSubscription(state) {
          let stateOnly = state.words(AppText.state(subscription.state))
          let room =
            columns - 4 - DisplayWidth.of(busy + clock) - DisplayWidth.of(segments[0]) - DisplayWidth.of(mark)
            - DisplayWidth.of(stateOnly) - 2 * DisplayWidth.of(" · ")
          candidates.append(
            (
              [segments[0], ListPainter.cut(premium, max(2, room)) + mark, stateOnly].joined(separator: " · "),
              busy + clock
            ))
        } else {
          candidates.append(
            (line(ListPainter.cut(premium, premiumWidth), ListPainter.cut(group, groupWidth)), busy + clock))
        }
      }
    }
    let fits = candidates.first { DisplayWidth.of($0.0) + DisplayWidth.of($0.1) + 4 <= columns }
    return fits ?? candidates.last ?? ("", "")
  }

  /// The subscription the status line speaks of: the current one, else the latest listed (expired,
  /// refunded), in the account's words for its state.
  static func statusSubscription(_ state: AppState) -> SubscriptionLine? {
    state.account.flatMap { $0.currentSubscription ?? $0.subscriptions.first }
  }

  /// The name of the subscription group the status line speaks of: its subscription's, else the
  /// catalog's first.
  static func subscriptionGroupName(_ state: AppState) -> String? {
    (statusSubscription(state)?.groupID ?? state.names.firstGroupID).map { state.names.group($0) }
  }

  /// The status line's subscription part with `groupName` for the group: "Pro: in trial", "Pro: expired",
  /// "Pro: none" (never subscribed).
  static func subscriptionSegment(_ state: AppState, groupName: String) -> String {
    let words = state.words
    if let subscription = statusSubscription(state) {
      return words(.statusPro, groupName, words(AppText.state(subscription.state)))
    }
    return words(.statusProNone, groupName)
  }

  /// The status line's left part, most important first.
  static func statusSegments(_ state: AppState) -> [String] {
    let words = state.words
    guard let account = state.account else { return [state.say(AppText.loading), state.storefrontID] }
    let names = state.names
    let premium = names.primaryEntitlement
    let pro = subscriptionGroupName(state).map { subscriptionSegment(state, groupName: $0) }
    return [
      words.plural(.paywallCoins, count: account.coins, words.number(account.coins)),
      words(account.premiumUnlocked ? .statusPremiumUnlocked : .statusPremiumLocked, premium),
    ] + (pro.map { [$0] } ?? []) + [state.storefrontID, account.device]
  }

  /// The row above the footer: the last message, green for success and red for failure. A message
  /// longer than the row wraps onto the row above it (over the screen's last row, which nothing
  /// moves from), and only a third line is cut.
  static func drawBanner(_ banner: Banner, text: String, into grid: inout CellGrid) {
    let row = grid.rows - 2
    let style: CellStyle =
      switch banner.tone {
      case .success: CellStyle([.bold], foreground: .green)
      case .failure: CellStyle([.bold], foreground: .red)
      case .info: CellStyle([.bold])
      }
    let width = max(grid.columns - 2, 1)
    var lines = DisplayWidth.of(text) > width ? TextLayout.wrap(text, width: width) : [text]
    if lines.count > 2 { lines = [lines[0], lines[1...].joined(separator: " ")] }
    let first = row - lines.count + 1
    grid.clear(Rect(column: 0, row: first, width: grid.columns, height: lines.count))
    for (index, line) in lines.enumerated() {
      grid.put(line, column: 1, row: first + index, style: style, maxWidth: width)
    }
  }

  /// The last row: the footer entries that fit, the key of each in bold; the entries are dropped
  /// from the end, help (which lists every key), back and quit always kept, whatever their words.
  static func drawFooter(_ entries: [(command: AppCommand, key: String, word: String)], into grid: inout CellGrid) {
    let row = grid.rows - 1
    grid.clear(Rect(column: 0, row: row, width: grid.columns, height: 1))
    var shown = entries
    while shown.map({ DisplayWidth.of($0.key) + 1 + DisplayWidth.of($0.word) }).reduce(0, +) + 2 * shown.count
      > grid.columns,
      let drop = shown.lastIndex(where: { !KeyBindings.footerKeeps.contains($0.command) })
    {
      shown.remove(at: drop)
    }
    var column = 1
    for entry in shown {
      column += grid.put(entry.key, column: column, row: row, style: .bold)
      column += grid.put(" " + entry.word, column: column, row: row, style: .dim)
      column += 2
    }
  }

  /// A title on row 1 in bold, with a dim hint after it.
  static func drawTitle(_ title: String, hint: String = "", into grid: inout CellGrid) {
    let used = grid.put(title, column: 1, row: 1, style: .bold)
    // The hint keeps the one-cell margin every row keeps on the right (Japanese reached the edge).
    if !hint.isEmpty {
      grid.put(hint, column: used + 3, row: 1, style: .dim, maxWidth: max(grid.columns - used - 4, 1))
    }
  }
}
