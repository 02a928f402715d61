import AppStoreSimulator
import Catalog
import FoundationEssentials

/// Opens the catalog and the simulated store for a command, turning failures into the right
/// message and exit status.
enum StoreSession {
  /// Runs `body` with the store, or prints why it cannot be opened and returns its exit status.
  static func with(_ parsed: ParsedArguments, _ body: (AppStore) throws(StoreError) -> Int32) -> Int32 {
    guard case .success(let catalog) = StorefrontCommand.loadCatalog(at: StorefrontCommand.catalogPath(parsed)) else {
      return CatalogLoadError.exitCode
    }
    do {
      let store = try AppStore(directory: DataDirectory.store(parsed), catalog: catalog)
      return try body(store)
    } catch {
      StorefrontCommand.printError("storefront: \(error.description)")
      return error.exitCode
    }
  }
}
