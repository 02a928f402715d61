import Dispatch
import StoreWire
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The watcher's view of a store on another machine: a thread of its own long-polls the store's
/// update feed (`StoreWire.awaitUpdate`), so a purchase elsewhere, a renewal or a refund reaches
/// the app as soon as the store has it, and the loop between keys reads the latest word without
/// waiting on the network. The served store moves its own clock on while it waits.
final class LongPollWatchSource: StoreWatchSource {
  /// How long each long poll may wait: the store's clock reaches the screen at least this often.
  static let waitMilliseconds = 1_000
  /// How long to wait before asking again after a failure.
  static let retryMicroseconds: useconds_t = 500_000
  /// How long the first look waits for the store's first word.
  static let firstWordSeconds = 2

  private let feed: Feed

  /// A source long-polling `wire` (a wire of its own: the thread is its only user) for `account`.
  init(wire: any StoreWire, account: String) {
    feed = Feed(wire: wire, account: account)
    // A thread of its own, not the dispatch pool's: it spends its life waiting on the network.
    var thread = pthread_t()
    let context = Unmanaged.passRetained(feed).toOpaque()
    pthread_create(
      &thread, nil,
      { context in
        let feed = Unmanaged<Feed>.fromOpaque(context!).takeRetainedValue()
        feed.run()
        return nil
      }, context)
    pthread_detach(thread)
  }

  deinit { feed.stop() }

  /// Nothing to do here: the served store catches up while the feed waits.
  func catchUp() throws {}

  func now() throws -> Int64 { try feed.latest().now }

  func latestUpdateSequence(account: String) throws -> Int64 { try feed.latest().sequence }

  /// The feed's state, shared by its thread and the app's loop.
  final class Feed: @unchecked Sendable {
    private let wire: any StoreWire
    private let account: String
    private let state = Mutex<(word: Result<WireUpdate, StoreWireError>?, stopped: Bool, waited: Bool)>(
      (nil, false, false))
    /// Signalled once, at the first word.
    private let firstWord = DispatchSemaphore(value: 0)

    init(wire: any StoreWire, account: String) {
      self.wire = wire
      self.account = account
    }

    /// The latest word from the store, waiting a little for the first one (once: a store that
    /// does not answer must not hold up every look of the app's loop).
    func latest() throws(StoreWireError) -> WireUpdate {
      let waitFirst = state.withLock { state in
        defer { state.waited = true }
        return state.word == nil && !state.waited
      }
      if waitFirst {
        // Passed on at once, so every later look finds it signalled too.
        if firstWord.wait(timeout: .now() + .seconds(LongPollWatchSource.firstWordSeconds)) == .success {
          firstWord.signal()
        }
      }
      guard let word = state.withLock({ $0.word }) else { throw .unavailable("the store has not answered yet") }
      return try word.get()
    }

    /// Asks the store, again and again, until stopped: each answer comes when the account's feed
    /// moves past the last one seen, or at the wait's end with the store's clock.
    func run() {
      var seen = Int64.min
      while !isStopped {
        do throws(StoreWireError) {
          let update = try wire.awaitUpdate(
            account: account, after: seen, waitMilliseconds: LongPollWatchSource.waitMilliseconds)
          seen = update.sequence
          publish(.success(update))
        } catch {
          publish(.failure(error))
          usleep(LongPollWatchSource.retryMicroseconds)
        }
      }
    }

    func stop() { state.withLock { $0.stopped = true } }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    private func publish(_ result: Result<WireUpdate, StoreWireError>) {
      let first = state.withLock { state in
        defer { state.word = result }
        return state.word == nil
      }
      if first { firstWord.signal() }
    }
  }
}
