import Catalog
import Paywall
import TerminalUI
import ScreenGeometry

/// The options `render` and `lint` share: which paywall, storefront, language, sizes and customer.
enum PaywallOptions {
  /// `--paywall NAME`, checked against the catalog.
  static func paywall(_ parsed: ParsedArguments, in catalog: Catalog) -> Result<String?, UsageError> {
    guard let id = parsed.options["paywall"] else { return .success(nil) }
    guard catalog.paywall(id) != nil else {
      let known = catalog.paywalls.map(\.id).joined(separator: ", ")
      return .failure(UsageError("--paywall \"\(id)\" is not in the catalog; choose one of: \(known)"))
    }
    return .success(id)
  }

  /// `--size COLSxROWS[,COLSxROWS…]`, each between 1x1 and 1000x1000.
  static func sizes(_ parsed: ParsedArguments) -> Result<[ScreenSize]?, UsageError> {
    guard let text = parsed.options["size"] else { return .success(nil) }
    var sizes: [ScreenSize] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = item.lowercased().split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
        (1...1000).contains(columns), (1...1000).contains(rows)
      else {
        return .failure(
          UsageError("--size \"\(item)\" is not COLUMNSxROWS with each between 1 and 1000, e.g. 80x24"))
      }
      sizes.append(ScreenSize(columns: columns, rows: rows))
    }
    return .success(sizes)
  }

  /// `--bidi visual|terminal`, else `STOREFRONT_BIDI` from `environment`, else visual.
  static func bidi(_ parsed: ParsedArguments, environment: [String: String]) -> Result<BidiMode, UsageError> {
    let (source, value) =
      parsed.options["bidi"].map { ("--bidi", $0) } ?? environment["STOREFRONT_BIDI"].map { ("STOREFRONT_BIDI", $0) }
      ?? ("", BidiMode.visual.rawValue)
    guard let mode = BidiMode(rawValue: value) else {
      return .failure(
        UsageError("\(source) \"\(TerminalSafeText.line(value))\" is not a bidi mode; use visual or terminal"))
    }
    return .success(mode)
  }

  /// `--customer new|intro-used|subscriber|lapsed[,…]`.
  static func customers(_ parsed: ParsedArguments) -> Result<[LintCustomer]?, UsageError> {
    guard let text = parsed.options["customer"] else { return .success(nil) }
    var customers: [LintCustomer] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let customer = LintCustomer(rawValue: String(item)) else {
        let known = LintCustomer.allCases.map(\.rawValue).joined(separator: ", ")
        return .failure(UsageError("--customer \"\(item)\" is not one of: \(known)"))
      }
      customers.append(customer)
    }
    return .success(customers)
  }
}
