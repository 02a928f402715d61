import AppStoreSimulator
import Foundation
import JWS
import Testing

/// A purchase whose signed transaction no verifier would accept is never charged, and the clock
/// stays inside what the store can sign.
struct UnverifiableChargeTests {
  static let day: Int64 = 86_400_000

  @Test func aPurchaseSignedPastTheLeafsEndIsRolledBackNotCharged() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    // An identity whose certificates end a day after the store's start.
    let end = Date(timeIntervalSince1970: TimeInterval(StoreFixture.start / 1000 + 86_400))
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try SigningIdentityStore.save(
      CertificateChainFactory.makeIdentity(notAfter: end), to: directory.appendingPathComponent("identity"))
    var catalog = StoreFixture.shippedCatalog
    catalog.settings.timeRate = .realTime
    let store = try AppStore(directory: directory, catalog: catalog, realClock: ManualClock(StoreFixture.start))
    #expect(try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins")).transaction != nil)
    try store.advance(by: 2 * Self.day)
    let thrown = #expect(throws: StoreError.self) {
      try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins"))
    }
    #expect(thrown?.description.contains("would not verify") == true, "\(String(describing: thrown))")
    #expect(thrown?.description.contains("nothing was charged") == true)
    #expect(try store.allTransactions().count == 1)
    #expect(try store.notifications().count == 1)
  }

  @Test func theClockNeverPassesTheEndOfTheCertificates() throws {
    let fixture = try StoreFixture()
    let now = try fixture.store.now()
    #expect(throws: StoreError.self) { try fixture.store.advance(by: ClockLimitError.latest - now + 1) }
    #expect(throws: StoreError.self) { try fixture.store.advance(by: -1) }
    #expect(throws: StoreError.self) { try fixture.store.advance(by: .max) }
    #expect(try fixture.store.now() == now)
    #expect(try fixture.store.advance(by: ClockLimitError.latest - now) == ClockLimitError.latest)
    let bought = try #require(
      try fixture.store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins")).transaction)
    #expect(bought.purchaseDate == ClockLimitError.latest)
    #expect(throws: Never.self) {
      try JWSVerifier(pinnedRoot: try fixture.store.identity.root).verify(bought.jws).get()
    }
  }
}
