import AppStoreSimulator
import Catalog
import FoundationEssentials
import Storefront
import StoreWire

/// Opens the app on one device (`--device NAME`, default "default") over the simulated store,
/// the way launching the app does: open, then receive what arrived (redelivering anything
/// unfinished), before the command runs.
enum AppSession {
  /// The default device name.
  static let defaultDevice = "default"

  /// The device named by `--device`, or a usage error for a name that cannot be a directory.
  static func deviceName(_ parsed: ParsedArguments) -> Result<String, UsageError> {
    let name = parsed.options["device"] ?? defaultDevice
    if let problem = DeviceName.problem(name) { return .failure(UsageError("--" + problem)) }
    return .success(name)
  }

  /// Where the devices' app state lives.
  static func devicesDirectory(_ parsed: ParsedArguments) -> URL {
    DataDirectory.resolve(parsed).appendingPathComponent("devices")
  }

  /// Runs `body` with the app launched on the selected device (after its updates), or prints why
  /// it could not start and returns the exit status.
  static func with(
    _ parsed: ParsedArguments, _ body: (StoreClient, [TransactionUpdate]) throws(StorefrontError) -> Int32
  ) -> Int32 {
    with(parsed) { client, updates, _ throws(StorefrontError) in try body(client, updates) }
  }

  /// Runs `body` as `with(_:_:)` does, with the store's controls as well (for `buy --outcome`).
  static func with(
    _ parsed: ParsedArguments,
    _ body: (StoreClient, [TransactionUpdate], any StoreControls) throws(StorefrontError) -> Int32
  ) -> Int32 {
    let device: String
    switch deviceName(parsed) {
    case .success(let name): device = name
    case .failure(let error): return StorefrontCommand.usageFailure(error.message)
    }
    return StoreSession.with(parsed) { store throws(StoreError) in
      do throws(StorefrontError) {
        let wire = SimulatedStoreWire(store: store)
        let client = try StoreClient(
          wire: wire, catalog: store.catalog,
          directory: try DeviceName.directory(of: device, in: devicesDirectory(parsed)), device: device)
        if let change = client.storeChange { StorefrontCommand.printError("storefront: note: \(change.message)") }
        for notice in client.notices { StorefrontCommand.printError("storefront: note: \(notice)") }
        let updates = try client.updates()
        return try body(client, updates, wire)
      } catch {
        StorefrontCommand.printError("storefront: \(error.description)")
        return error.exitCode
      }
    }
  }
}
