import AppStoreSimulator
import Foundation
import JWS
import Testing

/// A store opened with its identity loaded elsewhere (the interactive app loads it on another
/// thread): it signs with that identity, and a loader's failure is the store's.
struct IdentityLoaderTests {
  @Test func aStoreOpenedWithALoadedIdentitySignsWithIt() throws {
    let fixture = try StoreFixture()
    let identity = try AppStore.loadIdentity(directory: fixture.directory)
    #expect(identity.root == fixture.store.identity.root)
    var calls = 0
    let store = try AppStore(
      directory: fixture.directory, catalog: fixture.store.catalog,
      identity: { () throws(StoreError) in
        calls += 1
        return identity
      }, realClock: fixture.clock)
    #expect(calls == 1)
    let transaction = try #require(try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins")).transaction)
    let verified = try fixture.verifier.verify(transaction.jws).get()
    #expect(verified.certificates == [identity.leaf, identity.intermediate, identity.root])
  }

  @Test func aLoadersFailureIsTheStoresAndChangesNothing() throws {
    let fixture = try StoreFixture()
    let before = try fixture.store.now()
    let failure = StoreError.identity(.missing(path: "/nowhere/leaf-key.pem"))
    let thrown = #expect(throws: StoreError.self) {
      try AppStore(
        directory: fixture.directory, catalog: fixture.store.catalog,
        identity: { () throws(StoreError) in throw failure }, realClock: fixture.clock)
    }
    #expect(thrown?.description == failure.description)
    #expect(thrown?.exitCode == 74)
    #expect(try fixture.store.now() == before)
  }
}
