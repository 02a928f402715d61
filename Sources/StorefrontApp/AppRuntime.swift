import AppStoreSimulator
import Catalog
import Foundation
import Paywall
import Storefront
public import TerminalUI

/// The interactive app's loop: wait for a key (or 100 ms), reduce, carry out the effects, and
/// redraw; between keys, run the store's clock and pick up what other terminals changed.
public final class AppRuntime {
  private let terminal: any TerminalBackend
  private let performer: EffectPerformer
  private let environment: AppEnvironment
  private var state: AppState
  private var watcher: StoreWatcher
  /// The account loaded before the loop started, if any (else the loop loads it first).
  private let account: AccountSnapshot?

  /// A runtime showing `state` on `terminal`; `account`, when the caller already loaded it.
  public init(
    terminal: any TerminalBackend, performer: EffectPerformer, environment: AppEnvironment, state: AppState,
    account: AccountSnapshot? = nil
  ) {
    self.terminal = terminal
    self.performer = performer
    self.environment = environment
    self.state = state
    self.account = account
    watcher = StoreWatcher(store: performer.store)
  }

  /// Runs until the person quits; returns the exit status.
  public func run() -> Int32 {
    _ = apply(.event(.resized(terminal.size)))
    _ = apply(.tick(watcher.clock()))
    FrameTrace.mark("ticked")
    if apply(.accountLoaded(account ?? loadAccount())) { return 0 }
    // A store that started over since this install last synced is said, once, as the app opens.
    if let change = performer.client.storeChange, apply(.controlFinished(change.shortMessage)) { return 0 }
    FrameTrace.mark("account_applied")
    var dirty = true
    var painted = false
    while true {
      if dirty {
        terminal.present(AppScreen.render(state, environment: environment))
        FrameTrace.mark(painted ? "painted" : "first_paint")
        painted = true
        dirty = false
      }
      if let event = terminal.nextEvent(timeoutMilliseconds: 100) {
        FrameTrace.mark("key_read")
        if apply(.event(event)) { return 0 }
        dirty = true
      }
      if let actions = watcher.poll(client: performer.client) {
        for action in actions(state.language, performer) where apply(action) { return 0 }
        dirty = true
      }
    }
  }

  /// Reduces `action` and carries out the effects it yields, and theirs, in order; true to quit.
  private func apply(_ action: AppAction) -> Bool {
    var queue = [action]
    while !queue.isEmpty {
      let effects = AppReducer.reduce(into: &state, action: queue.removeFirst(), environment: environment)
      for effect in effects {
        if effect == .quit { return true }
        queue += performer.perform(effect, language: state.language)
      }
    }
    return false
  }

  private func loadAccount() -> AccountSnapshot {
    // The first load must succeed for the screen to mean anything; an error shows on the banner.
    (try? performer.account(state.language))
      ?? AccountSnapshot(
        device: performer.client.device, account: performer.client.account, storefrontID: state.storefrontID,
        coins: 0, premiumUnlocked: false, store: StoreSnapshot(now: watcher.clock(), timeRate: 0))
  }
}
