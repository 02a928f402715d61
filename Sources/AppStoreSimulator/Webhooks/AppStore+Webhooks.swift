import SQLite

extension AppStore {
  /// Claims (or renews the claim on) delivering to `url`'s endpoint for `owner`, for
  /// `milliseconds` of real time, unless another owner holds an unexpired claim. A claim left
  /// by a process of this host that is no longer alive is taken over at once. One deliverer per
  /// endpoint keeps notifications in order and never sends one twice at once.
  public func claimWebhook(_ url: String, owner: WebhookOwner, for milliseconds: Int64) throws(StoreError)
    -> WebhookClaim
  {
    let endpoint = WebhookEndpoint.key(url)
    let now = clock.realClock.nowMilliseconds()
    do {
      return try database.write { database in
        if let holder = try database.first(
          "SELECT owner, pid, host, expires_ms FROM webhook_lease WHERE endpoint = ?", endpoint,
          row: { row in
            (
              WebhookOwner(
                name: row.text(0), pid: row.optionalInt64(1).map { Int32(truncatingIfNeeded: $0) },
                host: row.optionalText(2)),
              row.int64(3)
            )
          }),
          holder.0.name != owner.name, holder.1 > now, !holder.0.isDeadHere
        {
          return .heldBy(owner: holder.0.name, until: holder.1)
        }
        try database.run(
          "INSERT OR REPLACE INTO webhook_lease(endpoint, owner, pid, host, expires_ms) VALUES (?, ?, ?, ?, ?)",
          endpoint, owner.name, owner.pid.map { Int64($0) }, owner.host, now + milliseconds)
        return .claimed
      }
    } catch {
      throw StoreError.wrap(error)
    }
  }

  /// Gives up `owner`'s claim on `url`'s endpoint, if it still holds it.
  public func releaseWebhook(_ url: String, owner: WebhookOwner) throws(StoreError) {
    do {
      try database.write { database in
        try database.run(
          "DELETE FROM webhook_lease WHERE endpoint = ? AND owner = ?", WebhookEndpoint.key(url), owner.name)
      }
    } catch {
      throw StoreError.wrap(error)
    }
  }

  /// The oldest notification after `sequence` that `url`'s endpoint has not yet accepted,
  /// signed, with the number of attempts already made to deliver it there.
  public func nextUndeliveredNotification(to url: String, after sequence: Int64) throws(StoreError) -> (
    notification: StoredNotification, attempts: Int
  )? {
    let endpoint = WebhookEndpoint.key(url)
    return try change { _ in
      let next = try database.first(
        """
        SELECT n.seq FROM notification n WHERE n.seq > ? AND NOT EXISTS
          (SELECT 1 FROM webhook_delivered d WHERE d.endpoint = ? AND d.seq = n.seq)
        ORDER BY n.seq LIMIT 1
        """, sequence, endpoint, row: { $0.int64(0) })
      guard let next else { return nil }
      let attempts = try database.scalarInt(
        "SELECT count(*) FROM webhook_attempt WHERE endpoint = ? AND seq = ?", endpoint, next)
      guard let notification = try signedNotifications(after: next - 1, limit: 1).first else { return nil }
      return (notification, Int(attempts))
    }
  }

  /// Records one delivery attempt, keyed by its URL's endpoint, with the simulated time. The
  /// first accepted attempt of a notification at an endpoint is its delivery; an acceptance
  /// after that (a deliverer that lost its lease mid-attempt) is kept as an attempt only, and is
  /// no error.
  public func recordWebhookAttempt(_ attempt: WebhookAttempt) throws(StoreError) {
    var status: Int64?
    var failure: String?
    switch attempt.response {
    case .status(let code): status = Int64(code)
    case .failure(_, let message): failure = message
    }
    let endpoint = WebhookEndpoint.key(attempt.url)
    do {
      try database.write { database in
        let simulated = try clock.now(in: database)
        try database.run(
          """
          INSERT INTO webhook_attempt(url, endpoint, seq, attempt, started_ms, duration_ms, http_status, error,
            delivered, result, simulated_ms)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          """, attempt.url, endpoint, attempt.sequence, Int64(attempt.attempt), attempt.startedAt,
          attempt.durationMilliseconds, status, failure, attempt.delivered ? 1 : 0, attempt.result.rawValue,
          simulated)
        if attempt.delivered {
          try database.run(
            "INSERT OR IGNORE INTO webhook_delivered(endpoint, seq, attempt_id) VALUES (?, ?, last_insert_rowid())",
            endpoint, attempt.sequence)
        }
      }
    } catch {
      throw StoreError.wrap(error)
    }
  }

  /// Every recorded delivery attempt (to `url`'s endpoint, however it was spelled, or to any
  /// URL), oldest first.
  public func webhookAttempts(to url: String? = nil) throws(StoreError) -> [WebhookAttempt] {
    try readAttempts(where: "?1 IS NULL OR a.endpoint = ?1", url.map(WebhookEndpoint.key))
  }

  /// The attempts to deliver each of `sequences` (to `url`'s endpoint, or to any URL), oldest
  /// first, by notification: what Get Notification History returns as `sendAttempts`.
  public func webhookAttempts(forNotifications sequences: [Int64], to url: String? = nil) throws(StoreError)
    -> [Int64: [WebhookAttempt]]
  {
    guard !sequences.isEmpty else { return [:] }
    let list = "[" + sequences.map(String.init).joined(separator: ",") + "]"
    let attempts = try readAttempts(
      where: "(?1 IS NULL OR a.endpoint = ?1) AND a.seq IN (SELECT value FROM json_each(?2))",
      url.map(WebhookEndpoint.key), list)
    return Dictionary(grouping: attempts, by: \.sequence)
  }

  private func readAttempts(where condition: String, _ arguments: any SQLiteBindable...) throws(StoreError)
    -> [WebhookAttempt]
  {
    do {
      return try database.query(
        """
        SELECT a.url, a.seq, n.type, a.attempt, a.started_ms, a.duration_ms, a.http_status, a.error, a.result,
          a.simulated_ms
        FROM webhook_attempt a JOIN notification n ON n.seq = a.seq
        WHERE \(condition) ORDER BY a.id
        """, arguments: arguments
      ) { (row) throws(SQLiteError) in
        let result = try row.optionalValue(8, as: SendAttemptResult.self) ?? .other
        return WebhookAttempt(
          url: row.text(0), sequence: row.int64(1), notificationType: row.text(2), attempt: Int(row.int64(3)),
          startedAt: row.int64(4), durationMilliseconds: row.int64(5),
          response: row.optionalInt64(6).map { .status(Int($0)) } ?? .failure(result, row.optionalText(7) ?? ""),
          simulatedAt: row.optionalInt64(9))
      }
    } catch {
      throw StoreError.from(error)
    }
  }
}
