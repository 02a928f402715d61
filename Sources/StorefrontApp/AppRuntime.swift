import Catalog
import FoundationEssentials
import Paywall
import Storefront
public import StoreWire
public import TerminalUI

/// The interactive app's loop: wait for a key (or 100 ms), reduce, carry out the effects, and
/// redraw; between keys, run the store's clock and pick up what other terminals changed.
///
/// However many effects a key (or a look at the store) sets off, the account is loaded once, after
/// them all: the reducer's `.loadAccount` requests are gathered, not each carried out.
public final class AppRuntime {
  private let terminal: any TerminalBackend
  private let performer: EffectPerformer
  private let environment: AppEnvironment
  private var state: AppState
  private var watcher: StoreWatcher
  /// The account loaded before the loop started, if any (else the loop loads it first).
  private let account: AccountSnapshot?
  /// Whether ``paintOpening(_:on:environment:)`` already painted the first frame.
  private let openingPainted: Bool

  /// How the account is loaded again after a round of effects.
  private enum Reload {
    /// Read it again (the effects received what they changed).
    case account
    /// Take in what the store sent first (another device's purchase, a renewal), then read it.
    case receivingUpdates
  }

  /// A runtime showing `state` on `terminal`; `account`, when the caller already loaded it.
  /// `feed`, for a store on another machine, is a second wire to it that a thread of its own
  /// long-polls for the store's updates; without it the store is looked at between keys.
  public convenience init(
    terminal: any TerminalBackend, performer: EffectPerformer, environment: AppEnvironment, state: AppState,
    account: AccountSnapshot? = nil, openingPainted: Bool = false, feed: (any StoreWire)? = nil
  ) {
    let source: any StoreWatchSource =
      feed.map { LongPollWatchSource(wire: $0, account: performer.client.account) }
      ?? WireWatchSource(wire: performer.wire, controls: performer.controls)
    self.init(
      terminal: terminal, performer: performer, environment: environment, state: state, account: account,
      openingPainted: openingPainted, watcher: StoreWatcher(source: source))
  }

  /// A runtime whose watcher looks at the store by `watcher`'s source and clock.
  init(
    terminal: any TerminalBackend, performer: EffectPerformer, environment: AppEnvironment, state: AppState,
    account: AccountSnapshot?, openingPainted: Bool = false, watcher: StoreWatcher
  ) {
    self.terminal = terminal
    self.performer = performer
    self.environment = environment
    self.state = state
    self.account = account
    self.openingPainted = openingPainted
    self.watcher = watcher
  }

  /// Paints `state` (no account yet) as the first frame, while the store is still opening.
  ///
  /// The paywall is made from the catalog alone: prices and plans, the status line saying the
  /// account is loading, and no introductory offer until the account shows it is eligible.
  public static func paintOpening(_ state: AppState, on terminal: any TerminalBackend, environment: AppEnvironment) {
    let frame = AppScreen.render(state, environment: environment)
    FrameTrace.mark("rendered")
    terminal.present(frame)
    FrameTrace.mark("first_paint")
  }

  /// Runs until the person quits; returns the exit status.
  public func run() -> Int32 {
    _ = apply(.event(.resized(terminal.size)))
    _ = apply(.tick(watcher.clock()))
    FrameTrace.mark("ticked")
    if start() { return 0 }
    FrameTrace.mark("account_applied")
    var dirty = true
    var painted = openingPainted
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
      switch watcher.poll(account: performer.client.account, loadedSequence: performer.loadedSequence) {
      case .notYet:
        continue
      case .tick(let date):
        if watcher.recovered(), apply(.storeReadable) { return 0 }
        if apply(.tick(date)) { return 0 }
      case .changed(let date):
        if watcher.recovered(), apply(.storeReadable) { return 0 }
        if apply(.tick(date), reload: .receivingUpdates) { return 0 }
      case .failed(let reason):
        if let action = watcher.report(reason), apply(action) { return 0 }
      }
      dirty = true
    }
  }

  /// Takes in the first account (loading it when the caller did not); true to quit.
  private func start() -> Bool {
    if let account {
      if apply(.accountLoaded(account)) { return true }
    } else {
      do {
        if apply(.accountLoaded(try performer.account(state.language))) { return true }
      } catch {
        // The screen still shows the paywall; the banner says why the account is missing.
        let empty = AccountSnapshot(
          device: performer.client.device, account: performer.client.account, storefrontID: state.storefrontID,
          coins: 0, premiumUnlocked: false, store: StoreSnapshot(now: watcher.clock(), timeRate: 0))
        if apply(.accountLoaded(empty)) || apply(.failed(.verbatim(EffectPerformer.describe(error)))) { return true }
      }
    }
    // A store that started over since this install last synced is said, once, as the app opens.
    if let change = performer.client.storeChange,
      apply(
        .controlFinished(
          LocalizedText(
            .bannerStoreReset, .number(Int64(change.keptTransactions)), .coins(change.coins),
            count: Int64(change.keptTransactions))))
    {
      return true
    }
    return false
  }

  /// Reduces `action` and carries out the effects it yields, and theirs, in order, then loads the
  /// account once if any of them asked for it (or `reload` says so); true to quit.
  private func apply(_ action: AppAction, reload initial: Reload? = nil) -> Bool {
    var queue = [action]
    var reload = initial
    while true {
      while !queue.isEmpty {
        let effects = AppReducer.reduce(into: &state, action: queue.removeFirst(), environment: environment)
        for effect in effects {
          switch effect {
          case .quit: return true
          // The language is already the state's: taking it in is loading the account in it.
          case .loadAccount, .switchLanguage: reload = reload ?? .account
          default: queue += performer.perform(effect, language: state.language)
          }
        }
      }
      guard let kind = reload else { return false }
      reload = nil
      if let loaded = reloadAccount(kind) { queue.append(loaded) }
    }
  }

  /// The account loaded again, as an action: `.accountLoaded`, or what to say when it failed.
  private func reloadAccount(_ kind: Reload) -> AppAction? {
    do {
      if kind == .receivingUpdates { _ = try performer.client.updates() }
      let account = try performer.account(state.language)
      return .accountLoaded(account)
    } catch {
      let reason = EffectPerformer.describe(error)
      // Between keys, a store that cannot be read is said once, not at every look.
      return kind == .receivingUpdates ? watcher.report(reason) : .failed(.verbatim(reason))
    }
  }
}
