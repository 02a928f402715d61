import AppStoreSimulator
import Catalog
import Foundation
import Testing

/// Issue 16: the fields Apple's signed data carries about the app and the buyer's download of it:
/// `appTransactionId` in every transaction and renewal info (one per account), `appAccountToken`
/// in renewal info, `bundleVersion` in notification data.
struct AppIdentityFieldsTests {
  @Test func eachAccountHasOneAppTransactionIDInAllItsSignedData() throws {
    let fixture = try StoreFixture()
    let store = fixture.store
    let token = UUID()
    let monthly = try #require(
      try store.purchase(PurchaseRequest(productID: "com.example.pro.monthly", appAccountToken: token)).transaction)
    let coins = try #require(try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins")).transaction)
    let other = try #require(
      try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins", account: "ana")).transaction)
    let ids = try [monthly, coins, other].map { try fixture.payloadObject($0.jws)["appTransactionId"] as? String }
    let mine = try #require(ids[0])
    #expect(mine.count == 18 && mine.hasPrefix("70") && mine.allSatisfy(\.isNumber))
    #expect(ids[1] == mine)
    #expect(ids[2] != nil && ids[2] != mine)
    let renewal = try #require(try fixture.renewalInfo())
    #expect(renewal["appTransactionId"] as? String == mine)
    #expect(renewal["appAccountToken"] as? String == token.uuidString.lowercased())
  }

  @Test func notificationsNameTheAppsBuild() throws {
    var catalog = StoreFixture.shippedCatalog
    let plain = try StoreFixture(catalog: catalog)
    _ = try plain.store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium"))
    #expect(try plain.decodedNotifications().map(\.payload.data?.bundleVersion) == ["1"])
    catalog.app.bundleVersion = "2.0.1"
    let built = try StoreFixture(catalog: catalog)
    _ = try built.store.purchase(PurchaseRequest(productID: "com.iaptutorial.premium"))
    #expect(try built.decodedNotifications().map(\.payload.data?.bundleVersion) == ["2.0.1"])
  }
}
