internal import StrictJSON
extension CatalogDecoder {
  /// Reads the `storefronts` array; ids and Apple ids must be unique.
  func decodeStorefronts(_ node: JSONNode, path: JSONPath) -> [StorefrontInfo] {
    guard let elements = Values.array(node, path: path, log: log) else { return [] }
    if elements.isEmpty { log.report("list at least one storefront", at: node, path: path) }
    var result: [StorefrontInfo] = []
    var appleIDs: [String: Int] = [:]
    var idOffsets: [String: Int] = [:]
    for (index, element) in elements.enumerated() {
      let elementPath = path.appending(index)
      guard let object = ObjectReader(element, path: elementPath, log: log) else { continue }
      defer { object.finish() }
      let idNode = object.required("id")
      var id = idNode.flatMap { decodeCountryCode($0, path: object.path("id")) }
      if id == nil, let text = idNode?.string {
        // Prices for a storefront whose id was reported are not reported again.
        invalidStorefrontIDs.formUnion([text, text.uppercased()])
      }
      if let code = id, let idNode, let first = idOffsets[code] {
        log.report("duplicate storefront \"\(code)\"", at: idNode, path: object.path("id"), related: first)
        id = nil
      }
      let appleIDNode = object.required("appleId")
      var appleID = appleIDNode.flatMap { Values.string($0, path: object.path("appleId"), log: log) }
      if let text = appleID, let appleIDNode {
        if text.count != 6 || !text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) {
          log.report(
            "Apple storefront id \(MessageText.quoted(text)) must be 6 digits, like \"143441\" for USA",
            at: appleIDNode,
            path: object.path("appleId"))
          appleID = nil
        } else if let first = appleIDs[text] {
          log.report(
            "duplicate Apple storefront id \"\(text)\"", at: appleIDNode, path: object.path("appleId"), related: first)
          appleID = nil
        } else {
          appleIDs[text] = appleIDNode.offset
        }
      }
      let currencyNode = object.required("currency")
      let currency = currencyNode.flatMap { decodeCurrency($0, path: object.path("currency")) }
      let localeNode = object.required("locale")
      let locale = localeNode.flatMap { decodePriceLocale($0, path: object.path("locale")) }
      guard let id, let idNode, let appleID, let currency, let locale else {
        if let id { invalidStorefrontIDs.insert(id) }
        continue
      }
      idOffsets[id] = idNode.offset
      let storefront = StorefrontInfo(
        id: id, appleID: appleID, currency: currency, minorDigits: StandardCodes.minorDigits(of: currency),
        priceLocale: locale)
      result.append(storefront)
      storefrontsByID[id] = storefront
    }
    return result
  }

  func decodeCountryCode(_ node: JSONNode, path: JSONPath) -> String? {
    guard let text = Values.string(node, path: path, log: log) else { return nil }
    if StandardCodes.countryCodes.contains(text) { return text }
    let upper = text.uppercased()
    let message: String
    if StandardCodes.countryCodes.contains(upper) {
      message = "storefront id \(MessageText.quoted(text)) must be uppercase: \"\(upper)\""
    } else if text.count == 2 {
      message = "storefront id \(MessageText.quoted(text)) is alpha-2; use the ISO 3166-1 alpha-3 code, such as \"USA\""
    } else {
      message = "\(MessageText.quoted(text)) is not an ISO 3166-1 alpha-3 country code such as \"USA\""
    }
    log.report(message, at: node, path: path)
    return nil
  }

  func decodeCurrency(_ node: JSONNode, path: JSONPath) -> String? {
    guard let text = Values.string(node, path: path, log: log) else { return nil }
    if StandardCodes.currencyCodes.contains(text) { return text }
    let upper = text.uppercased()
    let message: String
    if StandardCodes.currencyCodes.contains(upper) {
      message = "currency \(MessageText.quoted(text)) must be uppercase: \"\(upper)\""
    } else {
      message = "\(MessageText.quoted(text)) is not a current ISO 4217 currency code such as \"USD\" or \"EUR\""
    }
    log.report(message, at: node, path: path)
    return nil
  }

  func decodePriceLocale(_ node: JSONNode, path: JSONPath) -> LanguageTag? {
    guard let text = Values.string(node, path: path, log: log) else { return nil }
    if let problem = LanguageTagRules.problem(text) {
      log.report(problem, at: node, path: path)
      return nil
    }
    let parts = text.split(separator: "-")
    guard let last = parts.last, parts.count > 1, last.count == 2 || last.count == 3,
      last.first!.isUppercase || last.first!.isNumber
    else {
      log.report(
        "price locale \(MessageText.quoted(text)) needs a region, like \"de-DE\"", at: node, path: path)
      return nil
    }
    return LanguageTag(text)
  }
}
