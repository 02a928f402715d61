public import Catalog

/// Why a purchase failed, as StoreKit names it.
public typealias StoreFailure = StoreErrorCode
