import AppStoreSimulator
import Catalog
import Foundation
import Storefront
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
    guard case .purchased(let bought) = try wire.purchase(PurchaseRequest(productID: "com.iaptutorial.coins")) else {
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
    #expect(throws: StoreWireError.self) { try wire.purchase(PurchaseRequest(productID: "com.example.nothing")) }
    #expect(throws: Never.self) { try wire.isEligibleForIntroOffer(group: "pro", account: "default") }
  }
}
