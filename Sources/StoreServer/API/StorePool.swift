import AppStoreSimulator
import Catalog
import Foundation

/// One open store per server thread: a store's SQLite handle serves one thread at a time, and
/// opening it per request would cost a transaction each time.
final class StorePool: @unchecked Sendable {
  private let directory: URL
  private let catalog: Catalog
  private let lock = NSLock()
  private var stores: [pthread_t: AppStore] = [:]

  /// A pool over the store in `directory` selling `catalog`.
  init(directory: URL, catalog: Catalog) {
    self.directory = directory
    self.catalog = catalog
  }

  /// The calling thread's store, opened on its first request.
  func store() throws(StoreError) -> AppStore {
    let thread = pthread_self()
    lock.lock()
    let existing = stores[thread]
    lock.unlock()
    if let existing { return existing }
    let store = try AppStore(directory: directory, catalog: catalog)
    lock.lock()
    stores[thread] = store
    lock.unlock()
    return store
  }
}
