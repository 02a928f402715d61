import AppStoreSimulator
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// `storefront notifications --webhook URL [--after N] [--follow] [--retries N] [--timeout S] [--json]`:
/// delivers the store's notifications to a developer's server, and
/// `storefront notifications --deliveries [--webhook URL] [--json]`: the recorded attempts.
enum WebhookCommand {
  static func deliver(_ parsed: ParsedArguments, url: String, after: Int64) -> Int32 {
    let shown = WebhookURLText.shown(url)
    var timeout = HTTPWebhookTransport.defaultTimeout
    if let text = parsed.options["timeout"] {
      guard let seconds = Double(text), seconds.isFinite, (0.1...300).contains(seconds) else {
        return StorefrontCommand.usageFailure("--timeout needs seconds from 0.1 to 300, not '\(text)'")
      }
      timeout = seconds
    }
    var policy = WebhookPolicy()
    if let text = parsed.options["retries"] {
      guard let retries = Int(text), (0...100).contains(retries) else {
        return StorefrontCommand.usageFailure("--retries needs a number from 0 to 100, not '\(text)'")
      }
      policy.retries = retries
    }
    guard HTTPWebhookTransport(url: url) != nil else {
      return StorefrontCommand.usageFailure("--webhook needs an http:// or https:// URL with a host, not '\(shown)'")
    }
    if let problem = HTTPWebhookTransport.libraryProblem {
      StorefrontCommand.printError("storefront: \(shown): \(problem)")
      return ExitCode.ioError
    }
    let follow = parsed.flag("follow")
    let json = parsed.flag("json")
    if follow { StopSignal.install() }
    return StoreSession.with(parsed) { store throws(StoreError) in
      guard let delivery = WebhookDelivery(store: store, url: url, policy: policy, timeout: timeout) else {
        return ExitCode.usage
      }
      let report: (WebhookDelivery.Event) -> Void = { event in
        switch event {
        case .attempted(let attempt, let retryIn): Self.report(attempt, retryIn: retryIn, json: json)
        case .waiting(let owner):
          if !json { StorefrontCommand.printLine("waiting: \(owner) is delivering to \(shown)") }
        }
      }
      if follow {
        _ = try delivery.follow(after: after, isCancelled: { StopSignal.requested }, report: report)
        return ExitCode.ok
      }
      switch try delivery.run(after: after, isCancelled: { StopSignal.requested }, report: report) {
      case .delivered(let total):
        if !json {
          StorefrontCommand.printLine(total == 0 ? "nothing to deliver to \(shown)" : "delivered \(total) to \(shown)")
        }
        return ExitCode.ok
      case .gaveUp(let sequence, let total):
        StorefrontCommand.printError(
          "storefront: \(shown): notification #\(sequence) was not accepted after \(policy.retries + 1) "
            + (policy.retries == 0 ? "attempt; " : "attempts; ")
            + "run again to retry (delivered \(total))")
        return ExitCode.busy
      case .stopped:
        return ExitCode.ok
      case .busy(let owner):
        StorefrontCommand.printError("storefront: \(shown): \(owner) is delivering to this URL; try again later")
        return ExitCode.busy
      }
    }
  }

  /// Prints one attempt as a line or a JSON object.
  static func report(_ attempt: WebhookAttempt, retryIn: Int64?, json: Bool) {
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
            "\(DateText.iso(attempt.startedAt))  #\(attempt.sequence)  \(attempt.notificationType)  \(WebhookURLText.shown(attempt.url))  "
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
  /// The App Store's `sendAttemptResult`.
  var sendAttemptResult: String
  var delivered: Bool
  var retryInMilliseconds: Int64?

  init(_ attempt: WebhookAttempt, retryIn: Int64?) {
    url = WebhookURLText.shown(attempt.url)
    sequence = attempt.sequence
    notificationType = attempt.notificationType
    self.attempt = attempt.attempt
    startedAt = DateText.iso(attempt.startedAt)
    durationMilliseconds = attempt.durationMilliseconds
    switch attempt.response {
    case .status(let code): httpStatus = code
    case .failure(_, let message): error = message
    }
    sendAttemptResult = attempt.result.rawValue
    delivered = attempt.delivered
    retryInMilliseconds = retryIn
  }

  /// "200 delivered", "500 refused" or the connection error.
  static func result(_ response: WebhookResponse) -> String {
    switch response {
    case .status(let code): "HTTP \(code) " + (response.isSuccess ? "delivered" : "refused")
    case .failure(let result, let message): "failed: \(message) (\(result.rawValue))"
    }
  }
}
