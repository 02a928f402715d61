import SQLite

extension AppStore {
  /// The API faults switched on (empty unless someone switched one on).
  public func apiFaults() throws(StoreError) -> Set<APIFault> {
    do {
      let on = try database.query("SELECT name FROM setting WHERE name LIKE 'apiFault.%' AND value = 1") {
        $0.text(0)
      }
      return Set(APIFault.allCases.filter { on.contains($0.settingName) })
    } catch {
      throw StoreError.from(error)
    }
  }

  /// Switches API fault `fault` on or off.
  public func setAPIFault(_ fault: APIFault, on: Bool) throws(StoreError) {
    try change { _ in
      try database.run(
        "INSERT INTO setting(name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value",
        fault.settingName, on ? 1 : 0)
    }
  }
}
