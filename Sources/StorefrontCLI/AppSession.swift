import AppStoreSimulator
import Catalog
import FoundationEssentials
import Storefront
import StoreWire
import StoreWireHTTP
import FoundationInternationalization

/// Opens the app on one device (`--device NAME`, default "default") over the simulated store, or
/// over a store served elsewhere (`--store URL`), the way launching the app does: open, then receive what arrived (redelivering anything
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
    let served: RemoteStore?
    switch RemoteStore.chosen(parsed, environment: ProcessInfo.processInfo.environment) {
    case .success(let remote): served = remote
    case .failure(let error): return StorefrontCommand.usageFailure(error.message)
    }
    if let account = parsed.options["account"] {
      guard StoreAccount.isValidName(account) else {
        return StorefrontCommand.usageFailure("--account: an account is named with \(StoreAccount.nameRule)")
      }
      // A served store knows the account from its token (store account-token), not from the device.
      guard served == nil else {
        return StorefrontCommand.usageFailure(
          "--account is for the local store; a served store's token names the account")
      }
    }
    if let served {
      // A store served elsewhere: the device's state stays here, the store is there.
      guard case .success(let catalog) = StorefrontCommand.loadCatalog(at: StorefrontCommand.catalogPath(parsed))
      else { return CatalogLoadError.exitCode }
      let wire = served.wire()
      return launch(device: device, wire: wire, controls: wire, catalog: catalog, parsed: parsed, body)
    }
    return StoreSession.with(parsed) { store throws(StoreError) in
      let wire = SimulatedStoreWire(store: store)
      return launch(device: device, wire: wire, controls: wire, catalog: store.catalog, parsed: parsed, body)
    }
  }

  /// Opens the app of `device` on `wire`, takes in its updates and runs `body`; or prints why it
  /// could not and returns the exit status.
  private static func launch(
    device: String, wire: any StoreWire, controls: any StoreControls, catalog: Catalog, parsed: ParsedArguments,
    _ body: (StoreClient, [TransactionUpdate], any StoreControls) throws(StorefrontError) -> Int32
  ) -> Int32 {
    do throws(StorefrontError) {
      let account = parsed.options["account"] ?? StoreAccount.signedIn
      let client = try StoreClient(
        wire: wire, catalog: catalog,
        directory: try DeviceName.directory(of: device, in: devicesDirectory(parsed)), device: device,
        account: account)
      // A device stays signed in to the account it was set up with.
      if let asked = parsed.options["account"], asked != client.account {
        throw StorefrontError.invalidRequest(
          "device \(device) is signed in to \(client.account), not \(asked); use another --device for \(asked)")
      }
      if let change = client.storeChange { StorefrontCommand.printError("storefront: note: \(change.message)") }
      for notice in client.notices { StorefrontCommand.printError("storefront: note: \(notice)") }
      let updates = try client.updates()
      return try body(client, updates, controls)
    } catch {
      StorefrontCommand.printError("storefront: \(error.description)")
      return error.exitCode
    }
  }
}
