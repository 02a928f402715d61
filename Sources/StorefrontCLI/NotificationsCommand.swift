import AppStoreSimulator
import FoundationEssentials
import JWS

#if canImport(Glibc)
  import Glibc
#endif

/// `storefront notifications [--after N] [--follow] [--json]`: the store's App Store Server
/// Notifications V2, decoded (or delivered to a webhook, see `WebhookCommand`).
enum NotificationsCommand {
  static func run(_ parsed: ParsedArguments, arguments: [String]) -> Int32 {
    guard arguments.isEmpty else { return StorefrontCommand.usageFailure("notifications takes no arguments") }
    var after: Int64 = 0
    if let text = parsed.options["after"] {
      guard let value = Int64(text), value >= 0 else { return StorefrontCommand.usageFailure("--after needs a number") }
      after = value
    }
    if parsed.flag("deliveries") {
      if let option = ["after", "follow", "retries", "timeout"].first(where: { parsed.options[$0] != nil }) {
        return StorefrontCommand.usageFailure(
          "notifications --deliveries lists the recorded attempts and does not take --\(option)")
      }
      return WebhookCommand.deliveries(parsed)
    }
    if let option = ["retries", "timeout"].first(where: { parsed.options[$0] != nil }), parsed.options["webhook"] == nil
    {
      return StorefrontCommand.usageFailure("--\(option) is for delivering to a webhook: give --webhook URL too")
    }
    if let url = parsed.options["webhook"] { return WebhookCommand.deliver(parsed, url: url, after: after) }
    return StoreSession.with(parsed) { store throws(StoreError) in
      let verifier = JWSVerifier(pinnedRoot: try store.identity.root)
      repeat {
        try store.catchUp()
        for notification in try store.notifications(after: after) {
          let report = decode(notification, verifier: verifier)
          if parsed.flag("json") {
            JSONOutput.print(report)
          } else {
            StorefrontCommand.printLine(report.line)
          }
          after = notification.sequence
        }
        if parsed.flag("follow") { usleep(500_000) }
      } while parsed.flag("follow")
      return ExitCode.ok
    }
  }

  /// The report of `notification`, with its payload and transaction decoded after verification.
  static func decode(_ notification: StoredNotification, verifier: JWSVerifier) -> NotificationReport {
    let payload = try? verifier.verify(notification.jws).get().decodePayload(as: NotificationPayload.self)
    let transaction = payload?.data?.signedTransactionInfo.flatMap {
      try? verifier.verify($0).get().decodePayload(as: TransactionPayload.self)
    }
    return NotificationReport(notification, payload: payload, transaction: transaction)
  }
}

/// `storefront certificate`: the store's root certificate as PEM, for a server's verifier.
enum CertificateCommand {
  static func run(_ parsed: ParsedArguments) -> Int32 {
    StoreSession.with(parsed) { store throws(StoreError) in
      let pem = try store.identity.root.pem
      print(pem, terminator: pem.hasSuffix("\n") ? "" : "\n")
      return ExitCode.ok
    }
  }
}
