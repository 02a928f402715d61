import Foundation
import JWS
import Testing

@testable import AppStoreSimulator

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

  /// The store's own check says what a verifier says: at both ends of the validity, and for a
  /// signature that was tampered with.
  @Test func theSelfCheckAgreesWithTheVerifier() throws {
    let identity = CertificateChainFactory.makeIdentity(notAfter: Date(timeIntervalSince1970: 2_000_000_000))
    let check = SignatureSelfCheck(identity: identity)
    let signer = JWSSigner(identity: identity)
    let verifier = JWSVerifier(pinnedRoot: identity.root, chainCacheCapacity: 0)
    for milliseconds: Int64 in [946_684_799_999, 946_684_800_000, 1_999_999_999_999, 2_000_000_000_000] {
      let jws = signer.sign(payload: Array("{\"signedDate\":\(milliseconds)}".utf8))
      let verified = (try? verifier.verify(jws).get()) != nil
      #expect((check.problem(jws, signedDate: milliseconds) == nil) == verified, "\(milliseconds)")
      var tampered = jws
      tampered.removeLast(2)
      tampered += jws.hasSuffix("AA") ? "BA" : "AA"
      #expect(check.problem(tampered, signedDate: milliseconds) != nil)
    }
    #expect(
      check.problem(signer.sign(payload: Array("{\"signedDate\":1500000000000}".utf8)), signedDate: 1_500_000_000_000)
        == nil)
  }
}
