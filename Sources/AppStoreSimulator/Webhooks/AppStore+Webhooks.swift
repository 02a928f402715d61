import SQLite

/// Who holds the right to deliver to a webhook URL.
public enum WebhookClaim: Sendable, Equatable {
  /// The caller holds it until the lease runs out.
  case claimed
  /// Another deliverer holds it until `until` (real epoch milliseconds).
  case heldBy(owner: String, until: Int64)
}

extension AppStore {
  /// Claims (or renews the claim on) delivering to `url` for `owner`, for `milliseconds` of real
  /// time, unless another owner holds an unexpired claim. One deliverer per URL keeps
  /// notifications in order and never sends one twice at once.
  public func claimWebhook(_ url: String, owner: String, for milliseconds: Int64) throws(StoreError) -> WebhookClaim {
    let now = clock.realClock.nowMilliseconds()
    do {
      return try database.write { database in
        if let (holder, until) = try database.first(
          "SELECT owner, expires_ms FROM webhook_lease WHERE url = ?", url, row: { ($0.text(0), $0.int64(1)) }),
          holder != owner, until > now
        {
          return .heldBy(owner: holder, until: until)
        }
        try database.run(
          "INSERT OR REPLACE INTO webhook_lease(url, owner, expires_ms) VALUES (?, ?, ?)", url, owner,
          now + milliseconds)
        return .claimed
      }
    } catch {
      throw StoreError.wrap(error)
    }
  }

  /// Gives up `owner`'s claim on `url`, if it still holds it.
  public func releaseWebhook(_ url: String, owner: String) throws(StoreError) {
    do {
      try database.write { database in
        try database.run("DELETE FROM webhook_lease WHERE url = ? AND owner = ?", url, owner)
      }
    } catch {
      throw StoreError.wrap(error)
    }
  }

  /// The oldest notification after `sequence` that `url` has not yet accepted, signed, with the
  /// number of attempts already made to deliver it there.
  public func nextUndeliveredNotification(to url: String, after sequence: Int64) throws(StoreError) -> (
    notification: StoredNotification, attempts: Int
  )? {
    try change { _ in
      let next = try database.first(
        """
        SELECT n.seq FROM notification n WHERE n.seq > ? AND NOT EXISTS
          (SELECT 1 FROM webhook_attempt a WHERE a.url = ? AND a.seq = n.seq AND a.delivered = 1)
        ORDER BY n.seq LIMIT 1
        """, sequence, url, row: { $0.int64(0) })
      guard let next else { return nil }
      let attempts = try database.scalarInt(
        "SELECT count(*) FROM webhook_attempt WHERE url = ? AND seq = ?", url, next)
      guard let notification = try signedNotifications(after: next - 1, limit: 1).first else { return nil }
      return (notification, Int(attempts))
    }
  }

  /// Records one delivery attempt. A second successful delivery of the same notification to the
  /// same URL is refused by the ledger itself.
  public func recordWebhookAttempt(_ attempt: WebhookAttempt) throws(StoreError) {
    var status: Int64?
    var failure: String?
    switch attempt.response {
    case .status(let code): status = Int64(code)
    case .failure(let message): failure = message
    }
    do {
      try database.write { database in
        try database.run(
          """
          INSERT INTO webhook_attempt(url, seq, attempt, started_ms, duration_ms, http_status, error, delivered)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)
          """, attempt.url, attempt.sequence, Int64(attempt.attempt), attempt.startedAt, attempt.durationMilliseconds,
          status, failure, attempt.delivered ? 1 : 0)
      }
    } catch {
      throw StoreError.wrap(error)
    }
  }

  /// Every recorded delivery attempt (to `url`, or to any URL), oldest first.
  public func webhookAttempts(to url: String? = nil) throws(StoreError) -> [WebhookAttempt] {
    do {
      return try database.query(
        """
        SELECT a.url, a.seq, n.type, a.attempt, a.started_ms, a.duration_ms, a.http_status, a.error
        FROM webhook_attempt a JOIN notification n ON n.seq = a.seq
        WHERE ?1 IS NULL OR a.url = ?1 ORDER BY a.id
        """, url
      ) { row in
        WebhookAttempt(
          url: row.text(0), sequence: row.int64(1), notificationType: row.text(2), attempt: Int(row.int64(3)),
          startedAt: row.int64(4), durationMilliseconds: row.int64(5),
          response: row.optionalInt64(6).map { .status(Int($0)) } ?? .failure(row.optionalText(7) ?? ""))
      }
    } catch {
      throw StoreError.from(error)
    }
  }
}
