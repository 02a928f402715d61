import AppStoreSimulator
import Catalog
import Foundation
import Testing

/// Issue 16: Family Sharing of non-consumables: members get their own FAMILY_SHARED transactions
/// (ONE_TIME_CHARGE), joining shares what the family already bought, and a purchaser's refund or a
/// member leaving revokes the member's access with REVOKE and FAMILY_REVOKE, as Apple does.
struct FamilySharingTests {
  static let premium = "com.iaptutorial.premium"  // family-shareable

  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture() }

  /// The signed payload of `account`'s latest transaction.
  func latest(_ account: String) throws -> NSDictionary {
    try fixture.payloadObject(try #require(try store.allTransactions(account: account).last).jws)
  }

  @Test func aPurchaseIsSharedWithEveryMemberAsTheirOwnTransaction() throws {
    try store.addFamilyMember("kid")
    try store.addFamilyMember("partner")
    #expect(try store.familyMembers() == ["kid", "partner"])
    let bought = try #require(try store.purchase(PurchaseRequest(productID: Self.premium)).transaction)
    #expect(try fixture.payloadObject(bought.jws)["inAppOwnershipType"] as? String == "PURCHASED")
    for member in ["kid", "partner"] {
      let shared = try latest(member)
      #expect(shared["inAppOwnershipType"] as? String == "FAMILY_SHARED")
      #expect(shared["productId"] as? String == Self.premium)
      #expect(shared["transactionId"] as? String != String(bought.id))
      #expect(shared["originalTransactionId"] as? String == shared["transactionId"] as? String)
    }
    #expect(try fixture.notificationKinds() == ["ONE_TIME_CHARGE", "ONE_TIME_CHARGE", "ONE_TIME_CHARGE"])
    // A consumable is never shared.
    _ = try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins"))
    #expect(try store.allTransactions(account: "kid").count == 1)
  }

  @Test func aMemberWhoJoinsGetsWhatTheFamilyBoughtAndLosesItOnLeaving() throws {
    _ = try store.purchase(PurchaseRequest(productID: Self.premium))
    try store.addFamilyMember("kid")
    #expect(try latest("kid")["inAppOwnershipType"] as? String == "FAMILY_SHARED")
    try store.removeFamilyMember("kid")
    let revoked = try latest("kid")
    #expect(revoked["revocationType"] as? String == "FAMILY_REVOKE")
    #expect(revoked["revocationReason"] as? Int == 0)
    #expect(revoked["revocationDate"] != nil)
    #expect(try fixture.notificationKinds().last == "REVOKE")
    #expect(try store.familyMembers().isEmpty)
    // The purchaser keeps theirs.
    #expect(try store.allTransactions().first?.revocationDate == nil)
  }

  @Test func thePurchasersRefundRevokesTheMembersAccessWithTheSameReason() throws {
    try store.addFamilyMember("kid")
    let bought = try #require(try store.purchase(PurchaseRequest(productID: Self.premium)).transaction)
    try store.refund(transactionID: bought.id, reason: 1)
    let revoked = try latest("kid")
    #expect(revoked["revocationType"] as? String == "FAMILY_REVOKE")
    #expect(revoked["revocationReason"] as? Int == 1)
    #expect(try fixture.notificationKinds().suffix(2) == ["REFUND", "REVOKE"])
  }

  @Test func stoppingSharingRevokesTheMembersAccessAndKeepsItFromNewMembers() throws {
    try store.addFamilyMember("kid")
    let bought = try #require(try store.purchase(PurchaseRequest(productID: Self.premium)).transaction)
    try store.stopSharing(transactionID: bought.id)
    let revoked = try latest("kid")
    #expect(revoked["revocationType"] as? String == "FAMILY_REVOKE")
    #expect(revoked["revocationReason"] as? Int == 0)
    #expect(try fixture.notificationKinds().last == "REVOKE")
    try store.addFamilyMember("partner")
    #expect(try store.allTransactions(account: "partner").isEmpty)
    // The purchaser keeps it; a member's copy or a consumable cannot be unshared.
    #expect(try store.allTransactions().first?.revocationDate == nil)
    let copy = try #require(try store.allTransactions(account: "kid").first)
    #expect(throws: StoreError.self) { try store.stopSharing(transactionID: copy.id) }
    let coins = try #require(try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins")).transaction)
    #expect(throws: StoreError.self) { try store.stopSharing(transactionID: coins.id) }
  }

  @Test func aFamilyIsTheOrganizerAndAtMostFiveOthers() throws {
    for member in 1...5 { try store.addFamilyMember("member\(member)") }
    #expect(throws: StoreError.self) { try store.addFamilyMember("member6") }
    #expect(throws: StoreError.self) { try store.addFamilyMember("member1") }
    #expect(throws: StoreError.self) { try store.addFamilyMember("default") }
    #expect(throws: StoreError.self) { try store.addFamilyMember("member1", to: "other") }
    #expect(throws: StoreError.self) { try store.removeFamilyMember("stranger") }
    #expect(try store.familyMembers(of: "member3").count == 5)
  }
}
