import AppStoreSimulator
import Foundation

/// `storefront notifications --webhook URL [--after N] [--follow] [--retries N] [--json]`:
/// delivers the store's notifications to a developer's server, and
/// `storefront notifications --deliveries [--webhook URL] [--json]`: the recorded attempts.
enum WebhookCommand {
  static func deliver(_ parsed: ParsedArguments, url: String, after: Int64) -> Int32 {
    guard let transport = HTTPWebhookTransport(url: url) else {
      return StorefrontCommand.usageFailure("--webhook needs an http:// or https:// URL with a host, not '\(url)'")
    }
    var policy = WebhookPolicy()
    if let text = parsed.options["retries"] {
      guard let retries = Int(text), (0...100).contains(retries) else {
        return StorefrontCommand.usageFailure("--retries needs a number from 0 to 100, not '\(text)'")
      }
      policy.retries = retries
    }
    let follow = parsed.flag("follow")
    let json = parsed.flag("json")
    if follow { StopSignal.install() }
    return StoreSession.with(parsed) { store throws(StoreError) in
      let delivery = WebhookDelivery(
        store: store, url: url, transport: transport, policy: policy,
        owner: "storefront pid \(getpid()) on \(ProcessInfo.processInfo.hostName)",
        sleep: { usleep(UInt32(clamping: $0 * 1000)) })
      var total = 0
      var waitingFor: String?
      while true {
        let outcome = try delivery.run(after: after, retryForever: follow, isCancelled: { StopSignal.requested }) {
          event in
          switch event {
          case .attempted(let attempt, let retryIn): report(attempt, retryIn: retryIn, policy: policy, json: json)
          }
        }
        switch outcome {
        case .delivered(let count):
          total += count
          waitingFor = nil
          if !follow {
            if !json {
              StorefrontCommand.printLine(total == 0 ? "nothing to deliver to \(url)" : "delivered \(total) to \(url)")
            }
            return ExitCode.ok
          }
        case .gaveUp(let sequence, let count):
          total += count
          StorefrontCommand.printError(
            "storefront: \(url): notification #\(sequence) was not accepted after \(policy.retries + 1) "
              + (policy.retries == 0 ? "attempt; " : "attempts; ")
              + "run again to retry (delivered \(total))")
          return ExitCode.busy
        case .stopped(let count):
          total += count
          return ExitCode.ok
        case .busy(let owner):
          guard follow else {
            StorefrontCommand.printError("storefront: \(url): \(owner) is delivering to this URL; try again later")
            return ExitCode.busy
          }
          if waitingFor != owner, !json { StorefrontCommand.printLine("waiting: \(owner) is delivering to \(url)") }
          waitingFor = owner
        }
        if StopSignal.requested { return ExitCode.ok }
        usleep(500_000)
      }
    }
  }

  /// Prints one attempt as a line or a JSON object.
  static func report(_ attempt: WebhookAttempt, retryIn: Int64?, policy: WebhookPolicy, json: Bool) {
    if json {
      JSONOutput.print(WebhookAttemptReport(attempt, retryIn: retryIn))
      return
    }
    var line = "#\(attempt.sequence)  \(attempt.notificationType)  → \(WebhookAttemptReport.result(attempt.response))"
    line += "  (\(attempt.durationMilliseconds) ms, attempt \(attempt.attempt))"
    if let retryIn { line += "; retrying in \(retryIn % 1000 == 0 ? "\(retryIn / 1000) s" : "\(retryIn) ms")" }
    StorefrontCommand.printLine(line)
    fflush(nil)
  }

  /// Lists the recorded delivery attempts, to one URL or all.
  static func deliveries(_ parsed: ParsedArguments) -> Int32 {
    StoreSession.with(parsed) { store throws(StoreError) in
      let attempts = try store.webhookAttempts(to: parsed.options["webhook"])
      if parsed.flag("json") {
        for attempt in attempts { JSONOutput.print(WebhookAttemptReport(attempt, retryIn: nil)) }
      } else if attempts.isEmpty {
        print("no delivery attempts recorded")
      } else {
        for attempt in attempts {
          StorefrontCommand.printLine(
            "\(DateText.iso(attempt.startedAt))  #\(attempt.sequence)  \(attempt.notificationType)  \(attempt.url)  "
              + "attempt \(attempt.attempt)  \(WebhookAttemptReport.result(attempt.response))")
        }
      }
      return ExitCode.ok
    }
  }
}

/// One delivery attempt, for `--json`.
struct WebhookAttemptReport: Encodable {
  var url: String
  var sequence: Int64
  var notificationType: String
  var attempt: Int
  var startedAt: String
  var durationMilliseconds: Int64
  var httpStatus: Int?
  var error: String?
  var delivered: Bool
  var retryInMilliseconds: Int64?

  init(_ attempt: WebhookAttempt, retryIn: Int64?) {
    url = attempt.url
    sequence = attempt.sequence
    notificationType = attempt.notificationType
    self.attempt = attempt.attempt
    startedAt = DateText.iso(attempt.startedAt)
    durationMilliseconds = attempt.durationMilliseconds
    switch attempt.response {
    case .status(let code): httpStatus = code
    case .failure(let message): error = message
    }
    delivered = attempt.delivered
    retryInMilliseconds = retryIn
  }

  /// "200 delivered", "500 refused" or the connection error.
  static func result(_ response: WebhookResponse) -> String {
    switch response {
    case .status(let code): "HTTP \(code) " + (response.isSuccess ? "delivered" : "refused")
    case .failure(let message): "failed: \(message)"
    }
  }
}
