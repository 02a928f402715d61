import SQLite

extension AppStore {
  /// Runs `body` in one write transaction after processing everything due, as `change` does,
  /// keeping the App Store Server API errors it throws: nothing it wrote stays when it throws.
  @discardableResult
  func apiChange<Result>(_ body: (Int64) throws -> Result) throws(StoreAPIError) -> Result {
    do {
      return try database.write { database in
        let now = try clock.now(in: database)
        let changesBefore = database.totalChanges
        try processDue(until: now)
        let result = try body(now)
        if database.totalChanges != changesBefore { try clock.mark(now, in: database) }
        return result
      }
    } catch {
      throw StoreAPIError.wrap(error)
    }
  }
}

/// Refuses a request with Apple's `code`.
func reject(_ code: APIErrorCode, _ detail: String) -> StoreAPIError {
  .rejected(code, detail: detail)
}
