import SQLite

/// Migration 5 of the store ledger: webhook deliveries keyed by normalized endpoint, attempts
/// with their `sendAttemptResult`, leases that name their process.
enum WebhookSchema {
  static let endpointKeys = """
    ALTER TABLE webhook_attempt ADD COLUMN endpoint TEXT;
    ALTER TABLE webhook_attempt ADD COLUMN result TEXT;
    ALTER TABLE webhook_attempt ADD COLUMN simulated_ms INTEGER;
    UPDATE webhook_attempt SET result = CASE
      WHEN delivered = 1 THEN 'SUCCESS'
      WHEN http_status IS NOT NULL THEN 'UNSUCCESSFUL_HTTP_RESPONSE_CODE'
      WHEN error LIKE '%timed out%' OR error LIKE '%temporarily unavailable%' THEN 'TIMED_OUT'
      WHEN error LIKE 'TLS%' THEN 'TLS_ISSUE'
      WHEN error LIKE '%closed the connection without an answer%' THEN 'NO_RESPONSE'
      WHEN error LIKE 'cannot resolve%' OR error LIKE 'cannot connect%' OR error LIKE 'sending the request%'
        OR error LIKE 'no answer%' THEN 'SOCKET_ISSUE'
      WHEN error LIKE 'not an HTTP answer%' THEN 'INVALID_RESPONSE'
      ELSE 'OTHER' END;
    DROP INDEX webhook_delivered_once;
    DROP INDEX webhook_attempt_by_url;
    CREATE INDEX webhook_attempt_by_endpoint ON webhook_attempt(endpoint, seq);
    CREATE TABLE webhook_delivered(
      endpoint TEXT NOT NULL,
      seq INTEGER NOT NULL REFERENCES notification(seq),
      attempt_id INTEGER NOT NULL REFERENCES webhook_attempt(id),
      PRIMARY KEY (endpoint, seq)
    ) STRICT, WITHOUT ROWID;
    DROP TABLE webhook_lease;
    CREATE TABLE webhook_lease(
      endpoint TEXT PRIMARY KEY,
      owner TEXT NOT NULL,
      pid INTEGER,
      host TEXT,
      expires_ms INTEGER NOT NULL
    ) STRICT;
    """

  /// Gives every existing attempt its endpoint, and each endpoint its first accepted attempt per
  /// notification as the delivery.
  @Sendable static func keyExistingAttempts(_ database: SQLiteDatabase) throws(SQLiteError) {
    let urls = try database.query("SELECT DISTINCT url FROM webhook_attempt WHERE endpoint IS NULL") { $0.text(0) }
    for url in urls {
      try database.run("UPDATE webhook_attempt SET endpoint = ? WHERE url = ?", WebhookEndpoint.key(url), url)
    }
    try database.run(
      """
      INSERT OR IGNORE INTO webhook_delivered(endpoint, seq, attempt_id)
      SELECT endpoint, seq, min(id) FROM webhook_attempt WHERE delivered = 1 GROUP BY endpoint, seq
      """)
  }
}
