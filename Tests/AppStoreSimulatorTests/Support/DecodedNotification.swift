import AppStoreSimulator
import Foundation

/// A notification verified and decoded, with its nested transaction and renewal info verified
/// and decoded as JSON objects (so that tests compare exact key sets).
struct DecodedNotification {
  var payload: NotificationPayload
  var transaction: NSDictionary?
  var renewalInfo: NSDictionary?

  /// Whether it carries `transaction` (a decoded payload) as signed at the notification's moment:
  /// every field as in `transaction` but `signedDate`, which is the notification's.
  func carries(_ transaction: NSDictionary) -> Bool {
    guard let carried = self.transaction?.mutableCopy() as? NSMutableDictionary,
      let expected = transaction.mutableCopy() as? NSMutableDictionary,
      carried["signedDate"] as? Int64 == payload.signedDate
    else { return false }
    carried["signedDate"] = nil
    expected["signedDate"] = nil
    return carried == expected
  }

  /// `TYPE` or `TYPE/SUBTYPE`.
  var kind: String { payload.subtype.map { "\(payload.notificationType)/\($0)" } ?? payload.notificationType }
}

extension StoreFixture {
  /// Every notification after `sequence`, verified and decoded.
  func decodedNotifications(after sequence: Int64 = 0) throws -> [DecodedNotification] {
    try store.notifications(after: sequence).map { notification in
      let payload = try decode(notification.jws, as: NotificationPayload.self)
      return DecodedNotification(
        payload: payload, transaction: try payload.data?.signedTransactionInfo.map(payloadObject),
        renewalInfo: try payload.data?.signedRenewalInfo.map(payloadObject))
    }
  }

  /// The renewal info the status API reports for the account's only subscription, as JSON.
  func renewalInfo(account: String = AppStore.defaultAccount) throws -> NSDictionary? {
    try store.subscriptionStatuses(account: account).first.map { try payloadObject($0.renewalInfoJWS) }
  }
}
