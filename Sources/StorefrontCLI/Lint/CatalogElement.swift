import StrictJSON
import Catalog

/// A place in the catalog that a paywall element on screen comes from: a paywall or a product,
/// and the keys below it (`paywall "deceptive" localizations.de.subtitle`).
///
/// It names the place by ids, not by array positions or lines, so it stays the same when the
/// file is reordered or reformatted (which makes it a good fingerprint for code scanning).
struct CatalogElement: Hashable, CustomStringConvertible {
  /// The catalog entry the keys start from.
  enum Anchor: Hashable {
    case paywall(String)
    case product(String)
  }

  /// One step below the anchor.
  enum Step: Hashable {
    case key(String)
    case index(Int)
  }

  var anchor: Anchor
  var steps: [Step]

  init(_ anchor: Anchor, _ steps: [Step] = []) {
    self.anchor = anchor
    self.steps = steps
  }

  /// A place under paywall `id`, given by plain keys.
  static func paywall(_ id: String, _ keys: String...) -> CatalogElement {
    CatalogElement(.paywall(id), keys.map(Step.key))
  }

  /// A place under product `id`, given by plain keys.
  static func product(_ id: String, _ keys: String...) -> CatalogElement {
    CatalogElement(.product(id), keys.map(Step.key))
  }

  /// The same place with `step` added below it.
  func appending(_ step: Step) -> CatalogElement { CatalogElement(anchor, steps + [step]) }

  /// The path of this place in the file `source` maps, or nil when the file has nothing there.
  func path(in source: CatalogSourceMap) -> JSONPath? {
    let start: JSONPath?
    switch anchor {
    case .paywall(let id): start = source.paywallPath(id: id)
    case .product(let id): start = source.productPath(id: id)
    }
    guard var path = start else { return nil }
    for step in steps {
      switch step {
      case .key(let key): path = path.appending(key)
      case .index(let index): path = path.appending(index)
      }
    }
    return source.contains(path) ? path : nil
  }

  /// `paywall "deceptive" localizations.de.subtitle`, `product "com.example.pro.yearly" prices.DEU`.
  var description: String {
    var path = JSONPath.root
    for step in steps {
      switch step {
      case .key(let key): path = path.appending(key)
      case .index(let index): path = path.appending(index)
      }
    }
    let keys = steps.isEmpty ? "" : " \(path)"
    switch anchor {
    case .paywall(let id): return "paywall \(MessageText.quoted(id, limit: .max))\(keys)"
    case .product(let id): return "product \(MessageText.quoted(id, limit: .max))\(keys)"
    }
  }
}
