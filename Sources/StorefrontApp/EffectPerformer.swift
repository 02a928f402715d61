public import Catalog
public import FoundationEssentials
import Paywall
public import Storefront
public import StoreWire
public import TerminalUI

/// Carries out the app's effects against the device's app state and the store (through the wire
/// and the store controls), and reports each outcome as the actions the reducer understands.
///
/// An effect that changes something loads no account itself: its outcome action makes the reducer
/// ask for one (`.loadAccount`), and the runtime loads it once for everything a key set off.
public final class EffectPerformer {
  /// The catalog the store sells from.
  public let catalog: Catalog
  /// The wire every device's app talks to the store through.
  public let wire: any StoreWire
  /// The store's own switches and clock (the outcome of the next purchase, Ask to Buy, refunds).
  public let controls: any StoreControls
  /// Where each device's app state lives.
  public let devicesDirectory: URL
  /// The app on the current device.
  public var client: StoreClient { current! }
  /// The app on the current device; nil only while it is being reinstalled.
  private var current: StoreClient?
  /// The store's change counter for the account as of the last account load: what the screen has
  /// taken in (nil before the first load).
  public private(set) var loadedSequence: Int64?
  /// Loads the account of a client on a store (every JWS verified again): the one place it is
  /// done, so that tests can count the loads.
  var accountLoader: (StoreClient, any StoreControls, LanguageTag) throws -> AccountSnapshot = AccountLoader.load

  /// A performer for `client` of a store selling `catalog`, whose apps talk to it through `wire`
  /// and whose store controls are `controls`.
  public init(
    catalog: Catalog, wire: any StoreWire, controls: any StoreControls, client: StoreClient, devicesDirectory: URL
  ) {
    self.catalog = catalog
    self.wire = wire
    self.controls = controls
    current = client
    self.devicesDirectory = devicesDirectory
  }

  /// The actions `effect` comes to, for a screen in `language`.
  public func perform(_ effect: Effect, language: LanguageTag) -> [AppAction] {
    do {
      switch effect {
      case .loadAccount, .switchLanguage:
        return [.accountLoaded(try account(language))]
      case .purchase(let productID, let choice, let billingPlan):
        return [try purchase(productID, choice, billingPlan, language)]
      case .redeemOfferCode(let code):
        return [try redeem(code)]
      case .restore:
        return [.restoreFinished(restore(language))]
      case .spend(let amount):
        let spent = try client.spend(amount)
        let message =
          spent
          ? LocalizedText(.bannerSpent, .number(amount), count: amount)
          : LocalizedText(.bannerCannotSpend, .number(amount))
        return [spent ? .controlFinished(message) : .failed(message)]
      case .store(let control):
        let message = try StoreControlPerformer(controls: controls, client: client).perform(control)
        _ = try client.updates()
        return [.controlFinished(message)]
      case .openLink(let url):
        LinkOpener.open(url)
        return []
      case .switchStorefront(let id):
        try controls.setStorefront(id, account: client.account)
        return [.controlFinished(LocalizedText(.bannerStorefrontChanged, .verbatim(id)))]
      case .switchDevice(let name):
        current = try Self.openClient(
          wire: wire, catalog: catalog, device: name, devicesDirectory: devicesDirectory, account: client.account)
        _ = try client.updates()
        return [.controlFinished(LocalizedText(.bannerDeviceChanged, .verbatim(name)))]
      case .reinstall:
        try reinstall()
        return [.controlFinished(LocalizedText(.bannerReinstalledOn, .verbatim(client.device)))]
      case .quit:
        return []
      }
    } catch {
      return [.failed(.verbatim(Self.describe(error)))]
    }
  }

  /// The account now, as this install has received it, with the installs on disk; remembers the
  /// store's change counter it stands for.
  public func account(_ language: LanguageTag) throws -> AccountSnapshot {
    let sequence = try client.wire.latestUpdateSequence(account: client.account)
    var account = try accountLoader(client, controls, language)
    account.installs = DeviceInstalls.names(in: devicesDirectory)
    loadedSequence = sequence
    return account
  }

  /// Opens the app of `device`, talking to its store through `wire`.
  public static func openClient(
    wire: any StoreWire, catalog: Catalog, device: String, devicesDirectory: URL,
    account: String = StoreAccount.signedIn
  ) throws -> StoreClient {
    try StoreClient(
      wire: wire, catalog: catalog, directory: try DeviceName.directory(of: device, in: devicesDirectory),
      device: device, account: account)
  }

  /// One line for an error.
  static func describe(_ error: any Error) -> String {
    if let error = error as? StorefrontError { return error.description }
    if let error = error as? StoreWireError { return error.description }
    return "\(error)"
  }

  private func purchase(
    _ productID: String, _ outcome: PurchaseOutcome, _ billingPlan: BillingPlanType, _ language: LanguageTag
  ) throws -> AppAction {
    let title = AccountLoader.title(productID, catalog, language)
    try controls.setNextPurchaseOutcome(outcome, account: client.account, device: client.device)
    do {
      switch try client.purchase(productID, billingPlan: billingPlan) {
      case .success(let transaction, let coins):
        if coins > 0 { return .purchaseFinished(productID: productID, .coinsAdded(coins, total: try client.coins())) }
        let value = transaction.verifiedValue
        if value?.productType == .nonConsumable {
          // The banner names what it unlocks, in the reader's language: "Premium unlocked".
          let entitlementID = catalog.product(productID)?.entitlements.first
          return .purchaseFinished(productID: productID, .unlocked(entitlementID: entitlementID))
        }
        let until = value.flatMap(client.accessEnd(of:)).map(AccountLoader.date)
        // A new auto-renewable subscription renews at the end of its period; it does not end then.
        if value?.productType == .autoRenewable, let until {
          return .purchaseFinished(productID: productID, .renewing(title: title, renewsOn: until))
        }
        return .purchaseFinished(productID: productID, .subscribed(title: title, until: until))
      case .alreadyOwned:
        return .controlFinished(LocalizedText(.bannerAlreadyOwned, .product(productID)))
      case .planChangeScheduled(_, let next):
        return .controlFinished(LocalizedText(.bannerPlanChangeScheduled, .product(next)))
      case .pending(let reason):
        return .purchaseFinished(productID: productID, reason == .interrupted ? .interrupted : .pending)
      case .userCancelled:
        return .purchaseFinished(productID: productID, .cancelled)
      }
    } catch {
      guard case .purchaseFailed(let code) = error else { throw error }
      return .purchaseFinished(productID: productID, .failed(AppText.reason(code)))
    }
  }

  /// Redeems offer code `code` and says what it came to.
  private func redeem(_ code: String) throws(StorefrontError) -> AppAction {
    switch try client.redeemOfferCode(code) {
    case .subscribed(.verified(let transaction)):
      return .redemptionFinished(
        accepted: true, LocalizedText(.bannerCodeSubscribed, .verbatim(code), .product(transaction.productID)))
    case .subscribed(.unverified(_, let failure)):
      return .redemptionFinished(accepted: false, .verbatim("\(failure)"))
    case .startsAtRenewal(let current):
      let productID = (current.verifiedValue ?? current.anyValue)?.productID ?? ""
      return .redemptionFinished(
        accepted: true, LocalizedText(.bannerCodeAtRenewal, .verbatim(code), .product(productID)))
    case .refused(let refusal):
      return .redemptionFinished(
        accepted: false, LocalizedText(.bannerCodeRefused, .verbatim(code), .text(AppText.refusal(refusal))))
    }
  }

  private func restore(_ language: LanguageTag) -> RestoreOutcome {
    switch client.restore() {
    case .restored(let transactions):
      return .restored(transactions.map(\.productID))
    case .nothingToRestore: return .nothingToRestore
    case .failed: return .failed
    }
  }

  /// Deletes this device's app state, as deleting and reinstalling the app does, and opens it fresh.
  private func reinstall() throws {
    let device = client.device
    let directory = try DeviceName.directory(of: device, in: devicesDirectory)
    current = nil  // closes the device's databases before their files go
    try StoreClient.removeInstall(directory: directory)
    current = try Self.openClient(
      wire: wire, catalog: catalog, device: device, devicesDirectory: devicesDirectory)
    _ = try client.updates()
  }
}
