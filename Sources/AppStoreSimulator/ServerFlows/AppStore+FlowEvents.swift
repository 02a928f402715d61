import SQLite

extension AppStore {
  /// When the next server-side flow falls due, if one waits: a refund request whose window for
  /// consumption information ends, or a mass extension to run.
  func nextFlowEvent() throws(SQLiteError) -> Int64? {
    try database.first(
      """
      SELECT min(due) FROM (
        SELECT min(deadline_ms) AS due FROM refund_request WHERE decision IS NULL
        UNION ALL SELECT min(due_ms) FROM mass_extension WHERE complete_ms IS NULL)
      """, row: { $0.optionalInt64(0) }) ?? nil
  }

  /// Handles every server-side flow due at `time` or earlier, oldest first (during catch-up).
  func handleFlowEvents(through time: Int64) throws {
    while true {
      if let (request, deadline) = try database.first(
        """
        SELECT request_id, deadline_ms FROM refund_request WHERE decision IS NULL AND deadline_ms <= ?
        ORDER BY deadline_ms, request_id LIMIT 1
        """, time, row: { ($0.int64(0), $0.int64(1)) }),
        deadline <= (try nextMassExtension(through: time)?.due ?? .max)
      {
        try decideRefund(request, info: nil, at: deadline)
      } else if let job = try nextMassExtension(through: time) {
        try runMassExtension(productID: job.productID, requestIdentifier: job.requestIdentifier, at: job.due)
      } else {
        return
      }
    }
  }

  private func nextMassExtension(through time: Int64) throws(SQLiteError)
    -> (productID: String, requestIdentifier: String, due: Int64)?
  {
    try database.first(
      """
      SELECT product_id, request_identifier, due_ms FROM mass_extension WHERE complete_ms IS NULL AND due_ms <= ?
      ORDER BY due_ms, requested_ms LIMIT 1
      """, time, row: { ($0.text(0), $0.text(1), $0.int64(2)) })
  }
}
