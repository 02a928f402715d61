import AppStoreSimulator
import Catalog
import Testing
import TerminalUI

@testable import StorefrontApp

/// Issue 16: a family member's device: restore brings the purchase shared by the family back,
/// it unlocks Premium there, and the account says it is shared; the purchaser's says it is theirs.
@Suite struct FamilyMemberDeviceTests {
  @Test func restoreOnAMembersDeviceBringsTheSharedPurchase() throws {
    let app = try AppHarness()
    try app.store.addFamilyMember("kid")
    _ = app.perform(.purchase(productID: "com.iaptutorial.premium", outcome: .success))
    let organizer = try app.account()
    #expect(organizer.premiumUnlocked && !organizer.premiumSharedByFamily)

    let member = try EffectPerformer.openClient(
      wire: app.wire.inner, catalog: AppHarness.catalog, device: "kidphone", devicesDirectory: app.devices,
      account: "kid")
    #expect(member.account == "kid")
    #expect(try member.currentEntitlements().isEmpty)  // a new install hears of changes from now on
    guard case .restored(let restored) = member.restore() else {
      Issue.record("nothing restored")
      return
    }
    #expect(restored.map(\.productID) == ["com.iaptutorial.premium"])
    let shared = restored.filter { $0.isFamilyShared }.count
    #expect(shared == restored.count)
    let performer = EffectPerformer(
      catalog: AppHarness.catalog, wire: app.wire.inner, controls: app.wire.inner, client: member,
      devicesDirectory: app.devices)
    let account = try performer.account(AppHarness.english)
    #expect(account.premiumUnlocked && account.premiumSharedByFamily)
    // Leaving the family takes it away.
    try app.store.removeFamilyMember("kid")
    _ = try member.updates()
    #expect(try !performer.account(AppHarness.english).premiumUnlocked)
  }

  /// A subscription the organizer buys unlocks Pro on a member's device once restored, shows as a
  /// plan the family shares, renews there with the organizer's, and the member's controls leave
  /// it alone.
  @Test func aSharedSubscriptionUnlocksOnAMembersDeviceAndRenewsThere() throws {
    let app = try AppHarness()
    try app.store.addFamilyMember("kid")
    _ = app.perform(.purchase(productID: "com.example.pro.monthly", outcome: .success))
    let member = try EffectPerformer.openClient(
      wire: app.wire.inner, catalog: AppHarness.catalog, device: "kidphone", devicesDirectory: app.devices,
      account: "kid")
    guard case .restored(let restored) = member.restore() else {
      Issue.record("nothing restored")
      return
    }
    #expect(restored.map(\.productID) == ["com.example.pro.monthly"])
    let sharedCount = restored.filter { $0.isFamilyShared }.count
    #expect(sharedCount == restored.count)
    let performer = EffectPerformer(
      catalog: AppHarness.catalog, wire: app.wire.inner, controls: app.wire.inner, client: member,
      devicesDirectory: app.devices)
    var account = try performer.account(AppHarness.english)
    #expect(account.premiumUnlocked && account.premiumSharedByFamily)
    #expect(account.subscriptions.map(\.isFamilyShared) == [true])
    #expect(account.subscriptions.first?.state == .subscribed)
    // The organizer's renewal renews the member's, seen through the member's updates.
    _ = try app.store.advance(by: 40 * 86_400_000)
    _ = try member.updates()
    account = try performer.account(AppHarness.english)
    #expect(account.premiumUnlocked)
    #expect(account.subscriptions.first?.state == .subscribed)
    let entitlements = try member.currentEntitlements()
    let sharedEntitlements = entitlements.filter { $0.isFamilyShared }.count
    #expect(sharedEntitlements == entitlements.count && !entitlements.isEmpty)
    // The organizer's refund takes it away.
    let current = try #require(try app.store.allTransactions().last)
    try app.store.refund(transactionID: current.id)
    _ = try member.updates()
    account = try performer.account(AppHarness.english)
    #expect(!account.premiumUnlocked)
    #expect(account.subscriptions.first?.state == .revoked)
  }
}
