import Dispatch
import Foundation
import StoreWire

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
  static let firstWordSeconds = 2.0

  private let feed: Feed

  /// A source long-polling `wire` (a wire of its own: the thread is its only user) for `account`.
  init(wire: any StoreWire, account: String) {
    feed = Feed(wire: wire, account: account)
    let thread = Thread { [feed] in feed.run() }
    thread.name = "storefront store feed"
    thread.start()
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
    private let condition = NSCondition()
    private var word: Result<WireUpdate, StoreWireError>?
    private var stopped = false

    init(wire: any StoreWire, account: String) {
      self.wire = wire
      self.account = account
    }

    /// The latest word from the store, waiting a little for the first one.
    func latest() throws(StoreWireError) -> WireUpdate {
      condition.lock()
      defer { condition.unlock() }
      let until = Date().addingTimeInterval(LongPollWatchSource.firstWordSeconds)
      while word == nil && condition.wait(until: until) {}
      guard let word else { throw .unavailable("the store has not answered yet") }
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

    func stop() {
      condition.lock()
      stopped = true
      condition.unlock()
    }

    private var isStopped: Bool {
      condition.lock()
      defer { condition.unlock() }
      return stopped
    }

    private func publish(_ result: Result<WireUpdate, StoreWireError>) {
      condition.lock()
      word = result
      condition.broadcast()
      condition.unlock()
    }
  }
}
