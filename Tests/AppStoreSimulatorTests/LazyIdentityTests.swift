import AppStoreSimulator
import Foundation
import JWS
import Testing

/// The signing identity is read (or created) the first time something is signed or the root is
/// asked for, not when the store opens: the app starts without OpenSSL's work.
struct LazyIdentityTests {
  @Test func openingAndReadingAStoreCreatesNoIdentity() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let identity = directory.appendingPathComponent("identity")
    let store = try AppStore(
      directory: directory, catalog: StoreFixture.shippedCatalog, realClock: ManualClock(StoreFixture.start))
    _ = try store.subscriptionStatuses(account: AppStore.defaultAccount)
    try store.catchUp()
    #expect(!FileManager.default.fileExists(atPath: identity.path))
    let transaction = try #require(try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins")).transaction)
    #expect(FileManager.default.fileExists(atPath: identity.appendingPathComponent("leaf-key.pem").path))
    let verified = try JWSVerifier(pinnedRoot: try store.identity.root).verify(transaction.jws).get()
    #expect(verified.certificates.count == 3)
  }

  @Test func aDamagedKeyFailsTheFirstSignatureWithExit74AndItsFileNamed() throws {
    let fixture = try StoreFixture()
    _ = try fixture.store.identity
    let key = fixture.directory.appendingPathComponent("identity/leaf-key.pem")
    try "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n".write(
      to: key, atomically: true, encoding: .utf8)
    let reopened = try fixture.reopen()
    try reopened.catchUp()
    let thrown = #expect(throws: StoreError.self) {
      try reopened.purchase(PurchaseRequest(productID: "com.iaptutorial.coins"))
    }
    #expect(thrown?.exitCode == 74)
    #expect(thrown?.description.contains(key.path) == true)
    // Nothing was recorded: the purchase's transaction rolled back.
    #expect(try reopened.transactions(account: AppStore.defaultAccount, after: 0).isEmpty)
  }
}
