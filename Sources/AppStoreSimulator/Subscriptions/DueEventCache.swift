import Catalog

/// The store switches and account storefronts, read once while a catch-up processes due
/// events (none of those events changes them) instead of once per renewal, and the id
/// counters, drawn in memory and written back when the catch-up ends.
struct DueEventCache {
  var switches: StoreSwitches?
  var storefronts: [String: StorefrontInfo] = [:]
  var counters: [String: Int64] = [:]
}
