import AppStoreSimulator
import Catalog
import FoundationEssentials
import FoundationInternationalization
import NcursesTerminal
import Paywall
import Storefront
import StoreWire
import TerminalUI
import StorefrontApp

/// `storefront` with no command: the interactive app on a terminal, or, when there is no usable
/// terminal (output not a tty, `TERM=dumb`, no terminfo entry), the paywall as plain text and a hint.
enum InteractiveCommand {
  static func run(_ parsed: ParsedArguments) -> Int32 {
    FrameTrace.mark("run_entered")
    // ICU's code tables, which reading the catalog checks against, are built meanwhile.
    let codes = BackgroundValue { () -> sending Void in StandardCodes.prepare() }
    defer { codes.wait() }
    // Start-up overlaps its two slow parts: once the catalog is read, the store, the device's app
    // and its account open on another thread while this one opens the terminal, makes the paywall
    // (ICU) and paints it (with no account yet: see `AppRuntime.paintOpening`). That thread is
    // waited for before returning, so nothing is left half-done.
    let storeDirectory = DataDirectory.store(parsed)
    let capability = TerminalCapability.check()
    guard case .success(let catalog) = StorefrontCommand.loadCatalog(at: StorefrontCommand.catalogPath(parsed)) else {
      return CatalogLoadError.exitCode
    }
    let options: Options
    do { options = try Options(parsed, catalog: catalog) } catch {
      return StorefrontCommand.usageFailure(error.message)
    }
    // The device is checked before either way of showing the app: a bad name is the same usage
    // error with a terminal or without.
    let device: String
    switch AppSession.deviceName(parsed) {
    case .success(let name): device = name
    case .failure(let error): return StorefrontCommand.usageFailure(error.message)
    }
    let remote: RemoteStore?
    switch RemoteStore.chosen(parsed, environment: ProcessInfo.processInfo.environment) {
    case .success(let chosen): remote = chosen
    case .failure(let error): return StorefrontCommand.usageFailure(error.message)
    }
    if remote != nil, parsed.options["account"] != nil {
      return StorefrontCommand.usageFailure(
        "--account is for the local store; a served store's token names the account")
    }
    DisplayWidth.ensureUTF8Locale()
    let devices = AppSession.devicesDirectory(parsed)
    if case .failure(let problem) = capability {
      // The same account as the app would show: its trial eligibility and current plan.
      do {
        let opened = try OpenedStore(
          directory: storeDirectory, remote: remote, catalog: catalog, storefront: options.storefront, device: device,
          account: options.account, devicesDirectory: devices, language: options.language)
        return PlainPaywall.print(
          catalog: catalog, options: options, account: opened.account,
          reason: PlainPaywall.reason(problem.kind, language: options.language))
      } catch {
        return failure(error)
      }
    }
    FrameTrace.mark("catalog_loaded")
    // The store yields the cores to the first frame's paywall where both want one.
    let opening = BackgroundValue(priority: .yielding) { () throws -> sending OpenedStore in
      try OpenedStore(
        directory: storeDirectory, remote: remote, catalog: catalog, storefront: options.storefront, device: device,
        account: options.account, devicesDirectory: devices, language: options.language)
    }
    defer { opening.wait() }
    // The first state (its paywall model, ICU's formatting) is made meanwhile too, while this
    // thread opens the terminal; its size is the terminal's, set once that is open.
    let environment = AppEnvironment(catalog: catalog)
    let firstState = BackgroundValue { () throws(PaywallModelError) -> sending AppState in
      defer { FrameTrace.mark("state_made") }
      return try AppState(
        environment: environment, paywallID: options.paywall,
        storefrontID: options.storefront ?? catalog.defaultStorefront.id, language: options.language,
        size: PaywallScreen.minimumSize, bidi: options.bidi)
    }
    defer { firstState.wait() }
    do {
      let terminal: NcursesTerminal
      do {
        terminal = try NcursesTerminal.open(options: NcursesTerminalOptions(hyperlinks: !parsed.flag("no-hyperlinks")))
      } catch {
        let reason =
          if case .unavailable(let problem) = error as? NcursesTerminalError {
            PlainPaywall.reason(problem.kind, language: options.language)
          } else {
            "\(error)"
          }
        return PlainPaywall.print(
          catalog: catalog, options: options, account: try opening.value().account, reason: reason)
      }
      defer { terminal.shutdown() }
      FrameTrace.mark("terminal_opened")
      // Made for the storefront asked for (else the catalog's default) while the store opens; the
      // account's own storefront, when it differs, replaces it as the account is loaded.
      var state = try firstState.value()
      FrameTrace.mark("state_ready")
      state.size = terminal.size
      AppRuntime.paintOpening(state, on: terminal, environment: environment)
      let opened = try opening.value()
      FrameTrace.mark("store_opened")
      return AppRuntime(
        terminal: terminal, performer: opened.performer, environment: environment, state: state,
        account: opened.account, openingPainted: true, feed: opened.feed
      ).run()
    } catch {
      return failure(error)
    }
  }

  /// Says why the app could not start and returns its exit status.
  static func failure(_ error: any Error) -> Int32 {
    switch error {
    case let error as StoreError:
      StorefrontCommand.printError("storefront: \(error.description)")
      return error.exitCode
    case let error as StorefrontError:
      StorefrontCommand.printError("storefront: \(error.description)")
      return error.exitCode
    case let error as StoreWireError:
      StorefrontCommand.printError("storefront: \(error.description)")
      return error.exitCode
    default:
      StorefrontCommand.printError("storefront: \(error)")
      return ExitCode.dataError
    }
  }

  /// The store, the device's app (with its pending updates taken) and its account, as the app
  /// starts.
  struct OpenedStore {
    var performer: EffectPerformer
    var account: AccountSnapshot
    /// For a served store, a second wire to it for the update feed's long polls.
    var feed: (any StoreWire)?

    init(
      directory: URL, remote: RemoteStore?, catalog: Catalog, storefront: String?, device: String,
      account signedIn: String, devicesDirectory: URL, language: LanguageTag
    ) throws {
      // The local ledger in `directory`, or a store served elsewhere (`--store URL`).
      let wire: any StoreWire
      let controls: any StoreControls
      if let remote {
        let served = remote.wire()
        (wire, controls) = (served, served)
        feed = remote.wire()
      } else {
        let simulated = SimulatedStoreWire(store: try AppStore(directory: directory, catalog: catalog))
        (wire, controls) = (simulated, simulated)
      }
      let client = try EffectPerformer.openClient(
        wire: wire, catalog: catalog, device: device, devicesDirectory: devicesDirectory, account: signedIn)
      if let storefront { try controls.setStorefront(storefront, account: client.account) }
      _ = try client.updates()
      performer = EffectPerformer(
        catalog: catalog, wire: wire, controls: controls, client: client, devicesDirectory: devicesDirectory)
      account = try performer.account(language)
      FrameTrace.mark("account_loaded")
    }
  }

  /// What the app was asked to show first.
  struct Options {
    var paywall: String
    var storefront: String?
    var language: LanguageTag
    /// Visual or logical order for right-to-left text.
    var bidi: BidiMode
    /// The account a new device signs in to (`--account`; a family member's, say).
    var account: String

    /// `--paywall`, `--storefront` (switches the account's storefront), `--locale` (else the
    /// language of `LANG` when the catalog has it, else the catalog's default), `--bidi` (else
    /// `STOREFRONT_BIDI`, else visual).
    init(_ parsed: ParsedArguments, catalog: Catalog) throws(UsageError) {
      let environment = ProcessInfo.processInfo.environment
      paywall = try PaywallOptions.paywall(parsed, in: catalog).get() ?? catalog.defaultPaywallID
      bidi = try PaywallOptions.bidi(parsed, environment: environment).get()
      account = parsed.options["account"] ?? StoreAccount.signedIn
      guard StoreAccount.isValidName(account) else {
        throw UsageError("--account: an account is named with \(StoreAccount.nameRule)")
      }
      storefront =
        parsed.options["storefront"] == nil ? nil : try StorefrontCommand.storefront(parsed, in: catalog).get().id
      if parsed.options["locale"] != nil {
        language = try StorefrontCommand.language(parsed, in: catalog).get()
      } else {
        let code =
          (environment["LC_ALL"] ?? environment["LC_MESSAGES"] ?? environment["LANG"] ?? "")
          .split(whereSeparator: { "_.@-".contains($0) }).first.map(String.init) ?? ""
        language = catalog.languages.first { $0.language == code } ?? catalog.settings.defaultLanguage
      }
    }
  }
}
