import AppStoreSimulator
import Catalog
import Foundation

/// `serve --webhook URL`: delivers each new notification to `url` as it is recorded, with the
/// store's retry policy, on a thread of its own, until stopped.
final class WebhookLoop: @unchecked Sendable {
  private let directory: URL
  private let catalog: Catalog
  private let url: String
  private let lock = NSLock()
  private var stopping = false
  private var thread: Thread?

  init(store directory: URL, catalog: Catalog, url: String) {
    self.directory = directory
    self.catalog = catalog
    self.url = url
  }

  /// Starts delivering.
  func start() {
    let thread = Thread { [self] in run() }
    self.thread = thread
    thread.start()
  }

  /// Asks the loop to stop after the attempt in progress.
  func stop() {
    lock.lock()
    stopping = true
    lock.unlock()
  }

  private var isStopping: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopping
  }

  private func run() {
    guard let transport = HTTPWebhookTransport(url: url),
      let store = try? AppStore(directory: directory, catalog: catalog)
    else {
      ServeMain.printError("storefront serve: --webhook \(url): cannot deliver there")
      return
    }
    let delivery = WebhookDelivery(
      store: store, url: url, transport: transport, owner: .thisProcess("storefront serve"),
      sleep: { [self] milliseconds in
        var left = milliseconds
        while left > 0 && !isStopping {
          usleep(UInt32(min(left, 200) * 1000))
          left -= 200
        }
      })
    while !isStopping {
      _ = try? delivery.run(retryForever: true, isCancelled: { [self] in isStopping })
      usleep(250_000)
    }
  }
}
