import Catalog
import Foundation
import Testing

@testable import TerminalUI

/// The status line gives up the least useful text first as the terminal narrows.
struct AppChromeStatusTests {
  /// An account whose status line is long: a device with a long name, a clock with seconds.
  static func state(columns: Int) -> AppState {
    var account = AppFixture.subscriber
    account.device = "Lauras-iPad-Pro"
    account.store.timeRate = 1
    return AppFixture.loaded(account, columns: columns)
  }

  @Test func theDeviceGoesBeforeTheStorefrontAndTheClockHasItsYearOnWideTerminals() {
    let full = "20 coins · Premium unlocked · Pro: in trial · USA · Lauras-iPad-Pro"  // 67 cells
    let status = { (columns: Int) in AppChrome.statusText(Self.state(columns: columns), columns: columns) }
    #expect(status(120) == (full, "2026-11-29 17:52:07"))
    #expect(status(100) == (full, "2026-11-29 17:52:07"))
    #expect(status(86) == (full, "11-29 17:52:07"))
    #expect(status(80) == ("20 coins · Premium unlocked · Pro: in trial · USA", "11-29 17:52:07"))
    #expect(status(62) == ("20 coins · Premium unlocked · Pro: in trial", "11-29 17:52:07"))
  }

  /// Issue 12 (walkthrough): French at 60 columns cut the subscription's state ("Pro : en …"), the
  /// one thing on the line that changes by itself; Premium is said with a mark instead.
  @Test func premiumIsMarkedRatherThanTheSubscriptionCut() {
    var state = Self.state(columns: 60)
    state.read(in: LanguageTag("fr"), environment: AppFixture.environment)
    let (left, right) = AppChrome.statusText(state, columns: 60)
    #expect(left == "20 pièces · Premium ✓ · Pro : en essai", "\(left)")
    #expect(DisplayWidth.of(left) + DisplayWidth.of(right) + 4 <= 60)
    #expect(AppChrome.statusText(state, columns: 80).left.contains("Premium déverrouillé"))
    var locked = AppFixture.loaded(AppFixture.newcomer, columns: 60)
    locked.read(in: LanguageTag("fr"), environment: AppFixture.environment)
    #expect(!AppChrome.statusText(locked, columns: 60).left.contains("…"))
  }

  /// Issue 12 (walkthrough): Arabic at 60 columns cut the subscription's state with its long group
  /// name ("الاشتراك الاحت…"); the names are cut instead and the state read whole.
  @Test func theGroupNameIsCutBeforeTheSubscriptionState() {
    let state = LocalizedScreenTests.state("ar", "SAU", columns: 60, rows: 20, account: AppFixture.subscriber)
    let (left, right) = AppChrome.statusText(state, columns: 60)
    let trial = state.words(AppText.state(.inTrial))
    let group = state.names.group(AppFixture.subscriber.subscriptions[0].groupID)
    #expect(left.hasSuffix(trial), "\(left)")
    #expect(left.contains("…") && !left.contains(group), "\(left)")
    #expect(DisplayWidth.of(left) + DisplayWidth.of(right) + 4 <= 60)
    #expect(AppChrome.statusText(state, columns: 120).left.contains(group))
  }

  /// Issue 12 (fourth walkthrough): Arabic at 60 columns in billing retry cut the group's name to
  /// one letter ("ا…: إعادة محاولة الفوترة"); where no more of it fits, the state shows alone.
  @Test func aGroupNameThatWouldBeOneLetterIsLeftOut() {
    var account = AppFixture.subscriber
    account.subscriptions[0].state = .inBillingRetry
    for columns in 60...70 {
      let state = LocalizedScreenTests.state("ar", "USA", columns: columns, rows: 20, account: account)
      let (left, right) = AppChrome.statusText(state, columns: columns)
      let retry = state.words(AppText.state(.inBillingRetry))
      #expect(left.hasSuffix(retry), "\(columns): \(left)")
      // The group's part: what follows the last " · " before the state.
      let named = String(left.dropLast(retry.count)).components(separatedBy: " · ").last ?? ""
      let shownName = named.hasSuffix("…: ") ? named.dropLast(3) : named.dropLast(2)
      #expect(named.isEmpty || shownName.count >= 2, "\(columns): \(left)")
      #expect(DisplayWidth.of(left) + DisplayWidth.of(right) + 4 <= columns, "\(columns): \(left)")
    }
  }

  /// Issue 12 (third walkthrough): in Arabic with 0–9 digits the status clock read time then date
  /// (right to left) where every other date on screen reads date then time.
  @Test func anArabicClockReadsAsTheOtherDatesDo() {
    let state = LocalizedScreenTests.state("ar", "USA", columns: 80, rows: 24, account: AppFixture.subscriber)
    let row = AppScreen.render(state, environment: AppFixture.environment).grid.rowText(0)
    #expect(row.hasPrefix(" 17:52 11-29 "), "\(row)")
    let saudi = LocalizedScreenTests.state("ar", "SAU", columns: 80, rows: 24, account: AppFixture.subscriber)
    #expect(AppScreen.render(saudi, environment: AppFixture.environment).grid.rowText(0).hasPrefix(" ١٧:٥٢ ٢٩-١١ "))
  }

  /// Issue 12: the clock switched between `2026-11-29 17:52` and `11-29 17:52` as the text beside
  /// it changed length (working, a longer subscription state); its form depends on the width only.
  @Test func theClockKeepsItsFormWhateverTheTextBesideIt() {
    for columns in [60, 80, 99, 100, 120] {
      let idle = Self.state(columns: columns)
      var busy = idle
      busy.busy = true
      var retrying = idle
      retrying.account?.subscriptions[0].state = .inBillingRetry
      let clock = AppChrome.statusText(idle, columns: columns).right
      #expect(AppChrome.statusText(busy, columns: columns).right.hasSuffix("  " + clock))
      #expect(AppChrome.statusText(retrying, columns: columns).right == clock)
      #expect(clock.hasPrefix("2026-") == (columns >= 100))
    }
  }

  /// Issue 12: during billing retry the status line said "Pro: none" while the account said the
  /// subscription was being retried; both use the account's wording now.
  @Test func billingRetryIsSaidOnTheStatusLineAsOnTheAccount() {
    var account = AppFixture.subscriber
    account.subscriptions[0].state = .inBillingRetry
    let state = AppFixture.loaded(account, columns: 120)
    #expect(AppChrome.statusText(state, columns: 120).0.contains("Pro: billing retry"))
    // Issue 12 (third walkthrough): after it ends, the status line says how, as the account does.
    account.subscriptions[0].state = .expired
    #expect(AppChrome.statusText(AppFixture.loaded(account, columns: 120), columns: 120).0.contains("Pro: expired"))
    account.subscriptions = []
    #expect(AppChrome.statusText(AppFixture.loaded(account, columns: 120), columns: 120).0.contains("Pro: none"))
  }
}

/// The status line's numbers follow the storefront's prices (issue 12's walkthrough: Arabic in
/// Saudi Arabia mixed "0 coins" and 0–9 dates with ٢١٩٫٩٩ on the paywall).
struct StatusDigitsTests {
  static func statusRow(_ storefront: String) -> String {
    let state = LocalizedScreenTests.state("ar", storefront, columns: 80, rows: 24, account: AppFixture.newcomer)
    return AppScreen.render(state, environment: AppFixture.environment).grid.rowText(0)
  }

  @Test func saudiArabiaWritesArabicIndicDigitsAndTheUSAZeroToNine() {
    let saudi = Self.statusRow("SAU")
    #expect(saudi.contains("٠") && saudi.contains("١٧:٥٢") && !saudi.contains("17"), "\(saudi)")
    let usa = Self.statusRow("USA")
    #expect(usa.contains("17:52") && !usa.contains("١٧"), "\(usa)")
  }

  @Test func switchingTheStorefrontSwitchesTheDigits() {
    var state = LocalizedScreenTests.state("ar", "USA", columns: 80, rows: 24)
    #expect(state.words.number(7) == "7")
    state.storefrontID = "SAU"
    AppReducer.resetPaywall(&state, environment: AppFixture.environment)
    #expect(state.words.number(7) == "٧")
  }
}
