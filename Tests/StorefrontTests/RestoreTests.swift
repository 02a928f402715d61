import AppStoreSimulator
import Foundation
import Storefront
import Testing

/// Reinstalling wipes an install's state; restore brings back non-consumables and subscriptions,
/// never coins.
struct RestoreTests {
  let fixture: ClientFixture

  init() throws { fixture = try ClientFixture() }

  @Test func aReinstallLocksPremiumAndLosesCoinsUntilARestore() throws {
    var phone = try fixture.client()
    _ = try phone.purchase("com.iaptutorial.premium")
    _ = try phone.purchase("com.iaptutorial.coins")
    #expect(try phone.coins() == 10)
    try StoreClient.removeInstall(directory: fixture.deviceDirectory("phone"))
    phone = try fixture.client()
    #expect(try phone.coins() == 0)
    #expect(try phone.unlocks() == [])
    #expect(try phone.updates().isEmpty)  // a new install hears of changes from now on
    guard case .restored(let transactions) = phone.restore() else {
      Issue.record("expected a restore")
      return
    }
    #expect(transactions.map(\.productID) == ["com.iaptutorial.premium"])
    #expect(try phone.unlocks() == ["premium"])
    #expect(try phone.coins() == 0)
    // The coins' transaction was the old install's: known to the account, not in this one's history.
    #expect(try phone.allTransactions().map(\.verifiedValue?.productID) == ["com.iaptutorial.premium"])
  }

  /// The keychain is the system's, not the sandbox's: an app whose sandbox alone is wiped (its
  /// files deleted by hand) finds its coins again, as keychain items outlive an app's files.
  @Test func wipingOnlyTheSandboxKeepsTheCoinsInTheKeychain() throws {
    var phone = try fixture.client()
    _ = try phone.purchase("com.iaptutorial.coins")
    let token = phone.appAccountToken
    try FileManager.default.removeItem(at: fixture.deviceDirectory("phone"))
    phone = try fixture.client()
    #expect(try phone.coins() == 10)
    #expect(phone.appAccountToken == token)
    _ = try phone.purchase("com.iaptutorial.coins")
    #expect(try phone.coins() == 20)
  }

  /// Issue 12: a device's history listed coins bought on other devices (its balance was right, so
  /// coins looked lost); it lists its own coins and the account's other purchases.
  @Test func aDevicesHistoryHoldsItsOwnCoinsOnly() throws {
    let phone = try fixture.client()
    let tablet = try fixture.client("tablet")
    _ = try tablet.purchase("com.iaptutorial.coins", quantity: 2)
    _ = try tablet.purchase("com.iaptutorial.premium")
    _ = try phone.purchase("com.iaptutorial.coins")
    _ = try phone.updates()
    let history = try phone.allTransactions().compactMap(\.verifiedValue)
    #expect(history.map(\.productID) == ["com.iaptutorial.premium", "com.iaptutorial.coins"])
    #expect(history.last?.appAccountToken == phone.appAccountToken)
    #expect(try phone.signedTransactions().count == 2)
    _ = try tablet.updates()
    #expect(try tablet.allTransactions().compactMap(\.verifiedValue).map(\.purchasedQuantity) == [2, 1])
  }

  @Test func anAccountWithOnlyConsumablesHasNothingToRestore() throws {
    let phone = try fixture.client()
    _ = try phone.purchase("com.iaptutorial.coins")
    let tablet = try fixture.client("tablet")
    #expect(tablet.restore() == .nothingToRestore)
    #expect(try tablet.coins() == 0)
  }

  @Test func anActiveSubscriptionIsRestoredAnExpiredOneIsNot() throws {
    let phone = try fixture.client()
    _ = try phone.purchase("com.example.pro.monthly")
    let tablet = try fixture.client("tablet")
    guard case .restored(let transactions) = tablet.restore() else {
      Issue.record("expected a restore")
      return
    }
    #expect(transactions.map(\.productID) == ["com.example.pro.monthly"])
    #expect(try tablet.unlocks() == ["pro", "premium"])
    try fixture.store.setAutoRenew(originalID: Int64(transactions[0].originalID), enabled: false)
    try fixture.store.advance(by: 40 * ClientFixture.day)
    let laptop = try fixture.client("laptop")
    #expect(laptop.restore() == .nothingToRestore)
    #expect(try tablet.unlocks() == [])
  }

  @Test func aStoreThatCannotBeReachedMakesTheRestoreFailAndChangesNothing() throws {
    let app = try ScriptedApp()
    defer { app.remove() }
    app.wire.publish(TransactionForge.token(payload: app.premiumPayload().json))
    app.wire.feedFailure = .unavailable("the store is unreachable")
    #expect(app.client.restore() == .failed(.unavailable("the store is unreachable")))
    #expect(try app.client.unlocks() == [])
    app.wire.feedFailure = nil
    guard case .restored = app.client.restore() else {
      Issue.record("the restore works once the store answers")
      return
    }
    #expect(try app.client.unlocks() == ["premium"])
  }
}
