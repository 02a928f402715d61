import AppStoreSimulator
import Catalog
import Foundation
import Storefront
import StoreWire
import Testing

/// The wire to the simulated store carries signed transactions and maps errors.
struct SimulatedStoreWireTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wire-\(UUID().uuidString)")

  func wire() throws -> SimulatedStoreWire {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let catalog = try CatalogReader.load(path: root.appendingPathComponent("catalog.json").path)
    return SimulatedStoreWire(store: try AppStore(directory: directory, catalog: catalog))
  }

  @Test func purchasesAndUpdatesCarryTheSameSignedTransaction() throws {
    let wire = try wire()
    guard
      case .purchased(let bought) = try wire.purchase(
        WirePurchaseRequest(productID: "com.iaptutorial.coins", device: "default", account: "default"))
    else {
      Issue.record("expected a purchase")
      return
    }
    #expect(bought.jws.split(separator: ".").count == 3)
    #expect(try wire.transactions(account: "default", after: 0) == [bought])
    #expect(try wire.transactions(account: "default", after: bought.updateSequence) == [])
    #expect(try wire.storefront(account: "default") == "USA")
  }

  @Test func storeErrorsBecomeWireErrors() throws {
    let wire = try wire()
    #expect(throws: StoreWireError.self) {
      try wire.purchase(WirePurchaseRequest(productID: "com.example.nothing", device: "default", account: "default"))
    }
    #expect(throws: Never.self) { try wire.isEligibleForIntroOffer(group: "pro", account: "default") }
  }

  /// A store control's outcome applies to the next purchase of that install only: not to another
  /// device of the account, and not to the purchase after.
  @Test func aChosenOutcomeAppliesToThatInstallsNextPurchaseOnly() throws {
    let wire = try wire()
    let coins = "com.iaptutorial.coins"
    wire.setNextPurchaseOutcome(.askToBuy, account: "default", device: "phone")
    let tablet = try wire.purchase(WirePurchaseRequest(productID: coins, device: "tablet", account: "default"))
    guard case .purchased = tablet else {
      Issue.record("another device's purchase took the phone's outcome: \(tablet)")
      return
    }
    let first = try wire.purchase(WirePurchaseRequest(productID: coins, device: "phone", account: "default"))
    guard case .pending(_, .askToBuy) = first else {
      Issue.record("expected Ask to Buy, got \(first)")
      return
    }
    let second = try wire.purchase(WirePurchaseRequest(productID: coins, device: "phone", account: "default"))
    guard case .purchased = second else {
      Issue.record("the outcome outlived its purchase: \(second)")
      return
    }
    wire.setNextPurchaseOutcome(.failed(.paymentsNotAllowed), account: "default", device: "phone")
    wire.setNextPurchaseOutcome(nil, account: "default", device: "phone")
    let cleared = try wire.purchase(WirePurchaseRequest(productID: coins, device: "phone", account: "default"))
    guard case .purchased = cleared else {
      Issue.record("a cleared outcome still applied: \(cleared)")
      return
    }
  }
}
