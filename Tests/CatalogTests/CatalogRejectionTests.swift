import Testing

import Foundation

@testable import Catalog

/// Every rejection of the catalog reader, with its exact line, column and key path.
/// Positions come from `CatalogText.position(of:in:)`, an independent character count.
struct CatalogRejectionTests {
  typealias T = CatalogText

  /// The problems of `text`, expected to be exactly one line at `marker`.
  func expectOne(
    _ text: String, at marker: String, occurrence: Int = 1, _ rest: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let expected = "catalog.json:\(T.position(of: marker, in: text, occurrence: occurrence)): \(rest)"
    #expect(T.problems(text) == [expected], sourceLocation: sourceLocation)
  }

  @Test func baseCatalogIsValid() throws {
    #expect(T.problems(T.catalog()) == [])
    #expect(T.problems(T.catalog(groups: [T.group], paywallPlans: #"["coins", "pro.monthly"]"#)) == [])
  }

  // MARK: - C1, C2, C18, C20: the file as a whole

  @Test func rejectsEmptyAndBlankFiles() {
    #expect(T.problems("") == ["catalog.json:1:1: (root): file is empty; a catalog is a JSON object"])
    #expect(T.problems(" \n\n") == ["catalog.json:1:1: (root): file is empty; a catalog is a JSON object"])
  }

  @Test func rejectsInvalidUTF8AtItsPosition() {
    var bytes = Array(T.catalog().utf8)
    let index = bytes.firstIndex(of: UInt8(ascii: "E"))!  // the "E" of "Example" on line 2
    bytes[index] = 0xC3
    bytes[index + 1] = 0x28
    let expected =
      "catalog.json:2:\(T.position(of: "Example", in: T.catalog()).split(separator: ":")[1]): (root): "
      + "file is not valid UTF-8 (byte 0xC3 at offset \(index))"
    #expect(T.problems(bytes: bytes) == [expected])
  }

  @Test func rejectsUTF16AndSkipsUTF8ByteOrderMark() {
    #expect(
      T.problems(bytes: [0xFF, 0xFE, 0x7B, 0x00])
        == ["catalog.json: file is UTF-16 (it starts with a byte order mark); save it as UTF-8"])
    #expect(T.problems(bytes: [0xEF, 0xBB, 0xBF] + Array(T.catalog().utf8)) == [])
    // Columns after a BOM still count from the first real character.
    #expect(
      T.problems(bytes: [0xEF, 0xBB, 0xBF] + Array("[1,]".utf8)) == [
        "catalog.json:1:3: (root): trailing comma before ']'"
      ])
  }

  @Test func callsUTF32ByItsNameInEitherByteOrder() {
    let utf32 = "catalog.json: file is UTF-32 (it starts with a byte order mark); save it as UTF-8"
    // "{}" in UTF-32, little-endian and big-endian, each after its byte order mark.
    #expect(T.problems(bytes: [0xFF, 0xFE, 0x00, 0x00, 0x7B, 0x00, 0x00, 0x00, 0x7D, 0x00, 0x00, 0x00]) == [utf32])
    #expect(T.problems(bytes: [0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x7B, 0x00, 0x00, 0x00, 0x7D]) == [utf32])
    // UTF-16 big-endian is still UTF-16.
    #expect(
      T.problems(bytes: [0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D])
        == ["catalog.json: file is UTF-16 (it starts with a byte order mark); save it as UTF-8"])
  }

  @Test func rejectsOversizedInput() {
    let bytes = [UInt8](repeating: 0x20, count: CatalogReader.maximumFileSize + 1)
    #expect(
      T.problems(bytes: bytes)
        == ["catalog.json: file is larger than the limit of 67108864 bytes (64 MiB)"])
  }

  @Test func rejectsDeepNesting() {
    let text = "{\"app\": " + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}"
    #expect(
      T.problems(text) == [
        "catalog.json:1:72: app[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]: nesting deeper than 64 levels"
      ])
  }

  @Test func rejectsTopLevelArray() {
    #expect(
      T.problems("[{\"app\": {}}]") == ["catalog.json:1:1: (root): a catalog must be a JSON object, got an array"])
  }

  // MARK: - C3, C4, C5: syntax

  @Test func reportsSyntaxErrorAtExactPosition() {
    let text = T.catalog().replacingFirst("\"name\": \"Example\",", with: "\"name\": \"Example\"")
    expectOne(text, at: "\"appAppleId\"", "app: expected ',' or '}' after a member, got character '\"'")
  }

  @Test func rejectsTrailingCommas() {
    let text = T.catalog().replacingFirst("\"languages\": [\"en\", \"de\"]", with: "\"languages\": [\"en\", \"de\",]")
    expectOne(text, at: ",]", "languages: trailing comma before ']'")
  }

  @Test func rejectsDuplicateKeysNamingTheFirst() {
    let text = T.catalog().replacingFirst("\"name\": \"Example\",", with: "\"name\": \"Example\", \"name\": \"Other\",")
    let first = T.position(of: "\"name\"", in: text)
    expectOne(text, at: "\"name\"", occurrence: 2, "app.name: duplicate key \"name\" (first at \(first))")
  }

  // MARK: - C6 to C10: products

  @Test func rejectsDuplicateProductIDsWithBothLocations() {
    let text = T.catalog(products: [T.coins, T.coins])
    let first = T.position(of: "\"coins\"", in: text, occurrence: 1)
    expectOne(
      text, at: "\"coins\"", occurrence: 3, "products[1].id: duplicate product id \"coins\" (first at \(first))")
  }

  @Test func rejectsDuplicateIDAcrossProductsAndSubscriptions() {
    let sub = T.group.replacingFirst("\"pro.monthly\"", with: "\"coins\"")
    let text = T.catalog(groups: [sub])
    let first = T.position(of: "\"coins\"", in: text)
    #expect(
      T.problems(text)
        == [
          "catalog.json:\(T.position(of: "\"coins\"", in: text, occurrence: 3)): subscriptionGroups[0].subscriptions[0].id: duplicate product id \"coins\" (first at \(first))"
        ])
  }

  @Test func rejectsUnknownTypeListingAllowedValues() {
    let text = T.catalog(products: [T.coins.replacingFirst("\"consumable\"", with: "\"Subscription\"")])
    expectOne(
      text, at: "\"Subscription\"",
      "products[0].type: unknown value \"Subscription\"; expected one of: consumable, nonConsumable, nonRenewing")
  }

  @Test func pointsAutoRenewableProductsToGroups() {
    let text = T.catalog(products: [T.coins.replacingFirst("\"consumable\"", with: "\"autoRenewable\"")])
    expectOne(
      text, at: "\"autoRenewable\"",
      "products[0].type: auto-renewable subscriptions belong in \"subscriptionGroups\"[].subscriptions, not in \"products\""
    )
  }

  @Test func rejectsUnknownKeysWithSuggestion() {
    let text = T.catalog(products: [T.coins.replacingFirst("\"coins\": 10,", with: "\"coins\": 10, \"pirce\": \"1\",")])
    expectOne(text, at: "\"pirce\"", "products[0].pirce: unknown key \"pirce\"; did you mean \"prices\"?")
    let top = T.catalog(extraTopLevel: ",\n  \"paywals\": []")
    expectOne(top, at: "\"paywals\"", "paywals: unknown key \"paywals\"; did you mean \"paywalls\"?")
  }

  @Test func rejectsUnknownKeysWithoutNearMatchListingKnownOnes() {
    let text = T.catalog().replacingFirst("\"appAppleId\": 1", with: "\"appAppleId\": 1, \"zzzzzz\": 2")
    expectOne(
      text, at: "\"zzzzzz\"",
      "app.zzzzzz: unknown key \"zzzzzz\"; expected one of: bundleId, name, appAppleId, bundleVersion")
  }

  @Test func tracksKeysBeyondTheSixtyFourth() {
    // The known keys come after 70 unknown ones, so reading them marks members past the 64th.
    let extra = (0..<70).map { "\"x\($0)\": 0, " }.joined()
    let text = T.catalog().replacingFirst("\"app\": {", with: "\"app\": {" + extra)
    // The first 50 of the 70 problems are listed, and the count shows that none of the known
    // keys past the 64th member was reported too.
    let problems = T.problems(text)
    #expect(problems.count == 51)
    #expect(
      problems.first?.hasSuffix(
        "app.x0: unknown key \"x0\"; expected one of: bundleId, name, appAppleId, bundleVersion") == true)
    #expect(
      problems[49].hasSuffix("app.x49: unknown key \"x49\"; expected one of: bundleId, name, appAppleId, bundleVersion")
        == true)
    #expect(problems.last == "catalog.json: … and 20 more problems")
  }

  @Test func rejectsMissingRequiredKeys() {
    let text = T.catalog(products: [T.coins.replacingFirst("\"referenceName\": \"Coins\", ", with: "")])
    expectOne(text, at: "{\"id\": \"coins\"", "products[0]: missing required key \"referenceName\"")
    let noCoins = T.catalog(products: [T.coins.replacingFirst("\"coins\": 10, ", with: "")])
    expectOne(
      noCoins, at: "{\"id\": \"coins\"", "products[0]: missing required key \"coins\" (coins credited per unit bought)")
  }

  @Test func rejectsWrongTypes() {
    let text = T.catalog(products: [T.coins.replacingFirst("\"USA\": \"0.99\"", with: "\"USA\": 0.99")])
    expectOne(text, at: "0.99", "products[0].prices.USA: expected a decimal string such as \"0.99\", got number 0.99")
    let coins = T.catalog(products: [T.coins.replacingFirst("\"coins\": 10", with: "\"coins\": \"10\"")])
    expectOne(coins, at: "\"10\"", "products[0].coins: expected an integer, got string \"10\"")
    let fraction = T.catalog(products: [T.coins.replacingFirst("\"coins\": 10", with: "\"coins\": 1.5")])
    expectOne(fraction, at: "1.5", "products[0].coins: expected a whole number from 1 to 1000000000, got 1.5")
    let flag = T.catalog(products: [
      T.coins.replacingFirst("\"coins\": 10,", with: "\"coins\": 10, \"familyShareable\": \"no\",")
    ])
    expectOne(flag, at: "\"no\"", "products[0].familyShareable: expected true or false, got string \"no\"")
  }

  // MARK: - C11, C12: prices and currencies

  @Test(arguments: [
    ("-1.00", "price \"-1.00\" is negative"),
    ("-0.00", "price \"-0.00\" is negative"),
    ("1e2", "price \"1e2\" is not a decimal string like \"2.99\" (digits, then optionally '.' and digits)"),
    ("1,99", "price \"1,99\" uses ',' as decimal separator; write it with '.', like \"2.99\""),
    ("2.999", "price \"2.999\" has 3 decimal places; USD has 2 decimal places"),
    ("01.99", "price \"01.99\" has a leading zero"),
    (".99", "price \".99\" is not a decimal string like \"2.99\" (digits, then optionally '.' and digits)"),
    ("1.", "price \"1.\" is not a decimal string like \"2.99\" (digits, then optionally '.' and digits)"),
    (" 1.99", "price \" 1.99\" is not a decimal string like \"2.99\" (digits, then optionally '.' and digits)"),
    ("", "price is empty; write it like \"2.99\""),
    ("99999999999", "price \"99999999999\" is too large; the limit is 10000000000"),
    ("9999999999999999999999", "price \"9999999999999999999999\" is too large; the limit is 10000000000"),
  ])
  func rejectsBadUSDPrices(price: String, message: String) {
    let text = T.catalog(products: [T.coins.replacingFirst("\"USA\": \"0.99\"", with: "\"USA\": \"\(price)\"")])
    expectOne(text, at: "\"\(price)\"", "products[0].prices.USA: \(message)")
  }

  @Test func rejectsDecimalsInAZeroDigitCurrency() {
    let text = T.catalog(products: [T.coins.replacingFirst("\"JPN\": \"160\"", with: "\"JPN\": \"1.5\"")])
    expectOne(
      text, at: "\"1.5\"", "products[0].prices.JPN: price \"1.5\" has 1 decimal place; JPY has no decimal places")
  }

  @Test(arguments: [
    ("usd", "currency \"usd\" must be uppercase: \"USD\""),
    ("US", "\"US\" is not a current ISO 4217 currency code such as \"USD\" or \"EUR\""),
    ("EURO", "\"EURO\" is not a current ISO 4217 currency code such as \"USD\" or \"EUR\""),
    ("XXX", "\"XXX\" is not a current ISO 4217 currency code such as \"USD\" or \"EUR\""),
    ("DEM", "\"DEM\" is not a current ISO 4217 currency code such as \"USD\" or \"EUR\""),
  ])
  func rejectsUnknownCurrencies(code: String, message: String) {
    let text = T.catalog().replacingFirst("\"currency\": \"USD\"", with: "\"currency\": \"\(code)\"")
    expectOne(text, at: "\"\(code)\"", "storefronts[0].currency: \(message)")
  }

  @Test func rejectsPriceForUndeclaredStorefront() {
    let text = T.catalog(products: [
      T.coins.replacingFirst("\"JPN\": \"160\"", with: "\"JPN\": \"160\", \"XYZ\": \"1.00\"")
    ])
    expectOne(
      text, at: "\"XYZ\"",
      "products[0].prices.XYZ: price for undeclared storefront \"XYZ\"; declare it in \"storefronts\"")
    let typo = T.catalog(products: [T.coins.replacingFirst("\"JPN\": \"160\"", with: "\"JNP\": \"160\"")])
    expectOne(
      typo, at: "\"JNP\"", "products[0].prices.JNP: price for undeclared storefront \"JNP\"; did you mean \"JPN\"?")
  }

  @Test func rejectsSubscriptionWithoutDefaultStorefrontPrice() {
    let group = T.group.replacingFirst("\"USA\": \"4.99\", ", with: "")
    let text = T.catalog(groups: [group])
    expectOne(
      text, at: "{\"JPN\": \"800\"}",
      "subscriptionGroups[0].subscriptions[0].prices: no price in the default storefront \"USA\"")
  }

  @Test func defaultStorefrontFollowsSettings() {
    let text = T.catalog(
      products: [
        T.coins.replacingFirst("\"JPN\": \"160\"", with: "\"JPN\": \"160\"").replacingFirst(
          "\"USA\": \"0.99\", ", with: "")
      ],
      settings: #"{"defaultStorefront": "JPN"}"#)
    #expect(T.problems(text) == [])
  }

  @Test func rejectsBadStorefronts() {
    let lower = T.catalog().replacingFirst("\"id\": \"USA\"", with: "\"id\": \"usa\"")
    let lowerProblems = T.problems(lower)
    #expect(
      lowerProblems.first
        == "catalog.json:\(T.position(of: "\"usa\"", in: lower)): storefronts[0].id: storefront id \"usa\" must be uppercase: \"USA\""
    )
    let alpha2 = T.catalog().replacingFirst("\"id\": \"JPN\"", with: "\"id\": \"JP\"")
    #expect(
      T.problems(alpha2).first
        == "catalog.json:\(T.position(of: "\"JP\"", in: alpha2)): storefronts[1].id: storefront id \"JP\" is alpha-2; use the ISO 3166-1 alpha-3 code, such as \"USA\""
    )
    let appleID = T.catalog().replacingFirst("\"143462\"", with: "\"14346\"")
    #expect(
      T.problems(appleID).first
        == "catalog.json:\(T.position(of: "\"14346\"", in: appleID)): storefronts[1].appleId: Apple storefront id \"14346\" must be 6 digits, like \"143441\" for USA"
    )
    let locale = T.catalog().replacingFirst("\"locale\": \"ja-JP\"", with: "\"locale\": \"ja\"")
    #expect(
      T.problems(locale).first
        == "catalog.json:\(T.position(of: "\"ja\"", in: locale)): storefronts[1].locale: price locale \"ja\" needs a region, like \"de-DE\""
    )
  }

  // MARK: - C13, C14: periods

  @Test(arguments: [
    ("P7D", "write billing period \"P7D\" as \"P1W\""),
    ("P12M", "write billing period \"P12M\" as \"P1Y\""),
    ("P5M", "billing period \"P5M\" is not allowed; expected one of: P1W, P1M, P2M, P3M, P6M, P1Y"),
    ("P3D", "billing period \"P3D\" is not allowed; expected one of: P1W, P1M, P2M, P3M, P6M, P1Y"),
    ("P0M", "\"P0M\" is not an ISO 8601 period like \"P1M\"; expected one of: P1W, P1M, P2M, P3M, P6M, P1Y"),
    ("P-1M", "\"P-1M\" is not an ISO 8601 period like \"P1M\"; expected one of: P1W, P1M, P2M, P3M, P6M, P1Y"),
    ("P1.5M", "\"P1.5M\" is not an ISO 8601 period like \"P1M\"; expected one of: P1W, P1M, P2M, P3M, P6M, P1Y"),
    ("p1m", "\"p1m\" is not an ISO 8601 period like \"P1M\"; expected one of: P1W, P1M, P2M, P3M, P6M, P1Y"),
    ("PT24H", "\"PT24H\" is not an ISO 8601 period like \"P1M\"; expected one of: P1W, P1M, P2M, P3M, P6M, P1Y"),
    ("P1M2D", "\"P1M2D\" is not an ISO 8601 period like \"P1M\"; expected one of: P1W, P1M, P2M, P3M, P6M, P1Y"),
    ("", "\"\" is not an ISO 8601 period like \"P1M\"; expected one of: P1W, P1M, P2M, P3M, P6M, P1Y"),
  ])
  func rejectsSubscriptionPeriods(period: String, message: String) {
    let text = T.catalog(groups: [T.group.replacingFirst("\"P1M\"", with: "\"\(period)\"")])
    expectOne(text, at: "\"\(period)\"", "subscriptionGroups[0].subscriptions[0].period: \(message)")
  }

  @Test func offersAcceptDaysAndWeeks() throws {
    let group = T.group.replacingFirst(
      "\"period\": \"P1M\",",
      with: "\"period\": \"P1M\", \"introductoryOffer\": {\"paymentMode\": \"freeTrial\", \"period\": \"P3D\"}, "
        + "\"promotionalOffers\": [{\"id\": \"back\", \"paymentMode\": \"payUpFront\", \"period\": \"P2W\", "
        + "\"prices\": {\"USA\": \"0.99\"}}],")
    let catalog = try T.load(T.catalog(groups: [group]))
    let terms = try #require(catalog.product("pro.monthly")?.subscription)
    #expect(terms.introductoryOffer == SubscriptionOffer(paymentMode: .freeTrial, period: Period(3, .day)))
    #expect(terms.promotionalOffers.first?.period == Period(2, .week))
    #expect(terms.promotionalOffers.first?.prices == ["USA": Price(milliunits: 990)])
  }

  @Test func rejectsOfferMistakes() {
    let freeWithPrice = T.group.replacingFirst(
      "\"period\": \"P1M\",",
      with:
        "\"period\": \"P1M\", \"introductoryOffer\": {\"paymentMode\": \"freeTrial\", \"period\": \"P1W\", \"prices\": {\"USA\": \"1.00\"}},"
    )
    let text = T.catalog(groups: [freeWithPrice])
    expectOne(
      text, at: "{\"USA\": \"1.00\"}",
      "subscriptionGroups[0].subscriptions[0].introductoryOffer.prices: a free trial has no prices")
    let payAsYouGo = T.group.replacingFirst(
      "\"period\": \"P1M\",",
      with:
        "\"period\": \"P1M\", \"introductoryOffer\": {\"paymentMode\": \"payAsYouGo\", \"period\": \"P1W\", \"periods\": 3, \"prices\": {\"USA\": \"1.00\"}},"
    )
    let paygText = T.catalog(groups: [payAsYouGo])
    expectOne(
      paygText, at: "\"P1W\"",
      "subscriptionGroups[0].subscriptions[0].introductoryOffer.period: a pay-as-you-go offer is billed every subscription period; its period must be \"P1M\", not \"P1W\""
    )
  }

  @Test func rejectsPeriodOnAConsumableAndMissingPeriodOnASubscription() {
    let text = T.catalog(products: [
      T.coins.replacingFirst("\"coins\": 10,", with: "\"coins\": 10, \"period\": \"P1M\",")
    ])
    expectOne(
      text, at: "\"P1M\"",
      "products[0].period: a consumable has no billing period; only auto-renewable subscriptions (in \"subscriptionGroups\") have one"
    )
    let missing = T.catalog(groups: [T.group.replacingFirst("\"period\": \"P1M\",", with: "")])
    expectOne(
      missing, at: "{\"id\": \"pro.monthly\"", "subscriptionGroups[0].subscriptions[0]: missing required key \"period\""
    )
  }

  @Test func nonRenewingNeedsACanonicalDuration() throws {
    let pass =
      #"{"id": "pass", "type": "nonRenewing", "referenceName": "Pass", "duration": "P3M", "entitlements": ["premium"], "prices": {"USA": "9.99"}, "localizations": {"en": {"displayName": "Pass", "description": "Three months."}}}"#
    let catalog = try T.load(T.catalog(products: [T.coins, pass]))
    #expect(catalog.product("pass")?.duration == Period(3, .month))
    let days = T.catalog(products: [T.coins, pass.replacingFirst("\"P3M\"", with: "\"P14D\"")])
    expectOne(days, at: "\"P14D\"", "products[1].duration: write duration \"P14D\" as \"P2W\"")
    let noDuration = T.catalog(products: [T.coins, pass.replacingFirst("\"duration\": \"P3M\", ", with: "")])
    expectOne(
      noDuration, at: "{\"id\": \"pass\"",
      "products[1]: missing required key \"duration\" (how long access lasts, e.g. \"P3M\")")
  }

  // MARK: - C15 to C17: localizations and text

  @Test func rejectsMissingDefaultLocalization() {
    let text = T.catalog(products: [
      T.coins.replacingFirst("\"en\": {\"displayName\"", with: "\"de\": {\"displayName\"")
    ])
    expectOne(
      text, at: "{\"de\": {\"displayName\"",
      "products[0].localizations: missing localization in the default language \"en\"")
  }

  @Test func rejectsUndeclaredOrMalformedLanguages() {
    let english = T.catalog(products: [
      T.coins.replacingFirst(
        "\"en\": {", with: "\"en\": {\"displayName\": \"A\", \"description\": \"B\"}, \"english\": {")
    ])
    expectOne(
      english, at: "\"english\"",
      "products[0].localizations.english: \"english\" is not a language tag such as \"en\", \"pt-BR\" or \"zh-Hant\"")
    let underscore = T.catalog().replacingFirst(
      "\"languages\": [\"en\", \"de\"]", with: "\"languages\": [\"en\", \"pt_BR\"]")
    expectOne(
      underscore, at: "\"pt_BR\"", "languages[1]: language tag \"pt_BR\" uses '_'; write the BCP 47 form \"pt-BR\"")
    let undeclared = T.catalog(products: [
      T.coins.replacingFirst("\"en\": {", with: "\"en\": {\"displayName\": \"A\", \"description\": \"B\"}, \"fr\": {")
    ])
    expectOne(
      undeclared, at: "\"fr\"",
      "products[0].localizations.fr: \"fr\" is not one of the catalog's languages (en, de); add it to \"languages\"")
  }

  @Test func rejectsDuplicateLocale() {
    let text = T.catalog(products: [
      T.coins.replacingFirst("\"en\": {", with: "\"en\": {\"displayName\": \"A\", \"description\": \"B\"}, \"en\": {")
    ])
    let first = T.position(of: "\"en\": {", in: text)
    expectOne(
      text, at: "\"en\": {", occurrence: 2, "products[0].localizations.en: duplicate key \"en\" (first at \(first))")
  }

  @Test(arguments: [
    ("", "text is empty"),
    ("   ", "text is empty"),
    ("\\u200B\\u200B", "text is empty"),
    ("\\u00AD", "text is empty"),
    ("\\uFEFF\\u3164 \\u034F", "text is empty"),
    ("Evil\\u001b[31m", "text contains an escape character (U+001B), which is not allowed"),
    ("Ding\\u0007", "text contains a control character (U+0007), which is not allowed"),
    ("abc\\u202Edef", "text contains a bidi control character (U+202E), which is not allowed"),
    ("x\\u2067y", "text contains a bidi control character (U+2067), which is not allowed"),
    ("a\\u0085b", "text contains a control character (U+0085), which is not allowed"),
    ("line\\nbreak", "text contains a line break (U+000A), which is not allowed"),
    ("NUL\\u0000", "text contains a control character (U+0000), which is not allowed"),
    ("0123456789012345678901234567890123456789", "text is 40 characters long; the limit is 35"),
  ])
  func rejectsUnsafeOrBadDisplayNames(name: String, message: String) {
    let text = T.catalog(products: [
      T.coins.replacingFirst("\"displayName\": \"Coins\"", with: "\"displayName\": \"\(name)\"")
    ])
    expectOne(text, at: "\"\(name)\"", "products[0].localizations.en.displayName: \(message)")
  }

  @Test func aNameWithInvisibleCharactersBesideVisibleOnesIsKept() throws {
    let text = T.catalog(products: [
      T.coins.replacingFirst("\"displayName\": \"Coins\"", with: "\"displayName\": \"Co\\u200Bins\"")
    ])
    #expect(throws: Never.self) { try CatalogReader.read(bytes: Array(text.utf8), fileName: "catalog.json") }
  }

  @Test func allowsLongNamesThatAreShortInCharacters() throws {
    // 35 characters of Devanagari and emoji is more than 35 bytes but within the limit.
    let name = String(repeating: "नि", count: 17) + "😀"
    let text = T.catalog(products: [
      T.coins.replacingFirst("\"displayName\": \"Coins\"", with: "\"displayName\": \"\(name)\"")
    ])
    #expect(try T.load(text).product("coins")?.localizations[LanguageTag("en")]?.displayName == name)
  }

  @Test func rejectsHugeDescription() {
    let description = String(repeating: "x", count: 10 * 1024)
    let text = T.catalog(products: [T.coins.replacingFirst("\"Ten coins.\"", with: "\"\(description)\"")])
    expectOne(
      text, at: "\"xxxx", "products[0].localizations.en.description: text is 10240 characters long; the limit is 55")
  }

  // MARK: - URLs

  @Test(arguments: [
    ("ftp://example.com/t", "URL must start with https:// or http://, got \"ftp://example.com/t\""),
    ("javascript:alert(1)", "URL must start with https:// or http://, got \"javascript:alert(1)\""),
    ("https://", "URL has no host: \"https://\""),
    ("https://exa mple.com", "URL contains a space; encode it as %20"),
    ("https://example.com/\\u001b]8;;", "URL contains a control character (U+001B)"),
    ("https://example.com/\\u202e", "URL contains a bidi control character"),
  ])
  func rejectsBadURLs(url: String, message: String) {
    let text = T.catalog().replacingFirst("\"https://example.com/terms\"", with: "\"\(url)\"")
    expectOne(text, at: "\"\(url)\"", "paywalls[0].termsOfUseURL: \(message)")
  }

  // MARK: - C19 and references

  @Test func rejectsACatalogThatSellsNothing() {
    let text = T.catalog(products: [], paywallPlans: "[]")
    #expect(
      T.problems(text)
        == [
          "catalog.json:\(T.position(of: "[\n", in: text, occurrence: 2)): products: the catalog sells nothing; add a product to \"products\" or a subscription group",
          "catalog.json:\(T.position(of: "[]", in: text)): paywalls[0].plans: a paywall needs at least one plan",
        ])
    // Subscriptions alone are enough.
    #expect(T.problems(T.catalog(products: [], groups: [T.group], paywallPlans: "[\"pro.monthly\"]")) == [])
  }

  @Test func rejectsUnknownReferences() {
    let plans = T.catalog(paywallPlans: "[\"coin\"]")
    expectOne(plans, at: "\"coin\"", "paywalls[0].plans[0]: unknown product \"coin\"; did you mean \"coins\"?")
    let premium =
      #"{"id": "premium", "type": "nonConsumable", "referenceName": "Premium", "entitlements": ["premum"], "prices": {"USA": "2.99"}, "localizations": {"en": {"displayName": "Premium", "description": "All of it."}}}"#
    let entitlement = T.catalog(products: [T.coins, premium])
    expectOne(
      entitlement, at: "\"premum\"",
      "products[1].entitlements[0]: unknown entitlement \"premum\"; did you mean \"premium\"?")
    let settings = T.catalog(settings: #"{"defaultStorefront": "USB", "defaultLanguage": "fr"}"#)
    #expect(
      T.problems(settings)
        == [
          "catalog.json:\(T.position(of: "\"USB\"", in: settings)): settings.defaultStorefront: default storefront \"USB\" is not declared in \"storefronts\"; did you mean \"USA\"?",
          "catalog.json:\(T.position(of: "\"fr\"", in: settings)): settings.defaultLanguage: default language \"fr\" is not listed in \"languages\"",
        ])
  }

  @Test func rejectsReferencesListedTwice() {
    let plans = T.catalog(paywallPlans: "[\"coins\", \"coins\"]")
    expectOne(plans, at: "\"coins\"]", "paywalls[0].plans[1]: product \"coins\" is listed twice")
    let group = T.catalog(groups: [T.group.replacingFirst("[\"pro\"]", with: "[\"pro\", \"pro\"]")])
    expectOne(group, at: "\"pro\"]", "subscriptionGroups[0].entitlements[1]: entitlement \"pro\" is listed twice")
  }

  @Test func rejectsBadSettingsValues() {
    let text = T.catalog(
      settings:
        #"{"environment": "sandbox", "timeRate": "fast", "gracePeriodDays": 7, "failures": {"purchse": "networkError", "verification": "networkError"}}"#
    )
    #expect(
      T.problems(text)
        == [
          "catalog.json:\(T.position(of: "\"sandbox\"", in: text)): settings.environment: unknown value \"sandbox\"; did you mean \"Sandbox\"? Expected one of: Sandbox, Production, Xcode, LocalTesting",
          "catalog.json:\(T.position(of: "\"fast\"", in: text)): settings.timeRate: unknown value \"fast\"; expected one of: "
            + TimeRate.allCases.map(\.name).joined(separator: ", "),
          "catalog.json:\(T.position(of: "7", in: text)): settings.gracePeriodDays: grace period of 7 days is not offered; use 0 (off), 3, 16 or 28",
          "catalog.json:\(T.position(of: "\"purchse\"", in: text)): settings.failures.purchse: unknown store API \"purchse\"; did you mean \"purchase\"?",
          "catalog.json:\(T.position(of: "\"networkError\"", in: text, occurrence: 2)): settings.failures.verification: unknown value \"networkError\"; expected one of: invalidSignature, invalidCertificateChain, invalidEncoding, missingRequiredProperties, revokedCertificate",
        ])
  }

  @Test func productionNeedsAnAppAppleID() {
    let text = T.catalog(settings: #"{"environment": "Production"}"#).replacingFirst(
      "\"appAppleId\": 1", with: "\"appAppleId\": 0")
    expectOne(
      text, at: "\"Production\"",
      "settings.environment: the Production environment needs the app's appAppleId (a positive number)")
  }

  // MARK: - One mistake, one message

  @Test func aDuplicateStorefrontIsReportedOnce() {
    let text = T.catalog(
      storefronts: """
        [
            {"id": "USA", "appleId": "143441", "currency": "USD", "locale": "en-US"},
            {"id": "USA", "appleId": "143462", "currency": "JPY", "locale": "ja-JP"}
          ]
        """, paywallPlans: "[\"coins\"]")
    let first = T.position(of: "\"USA\"", in: text)
    #expect(
      T.problems(text).prefix(1)
        == [
          "catalog.json:\(T.position(of: "\"USA\"", in: text, occurrence: 2)): storefronts[1].id: duplicate storefront \"USA\" (first at \(first))"
        ])
    #expect(!T.problems(text).contains { $0.contains("unknown key") })
  }

  @Test func aBadStorefrontIDDoesNotCascadeIntoPrices() {
    let text = T.catalog().replacingFirst("\"id\": \"JPN\"", with: "\"id\": \"jpn\"")
    expectOne(text, at: "\"jpn\"", "storefronts[1].id: storefront id \"jpn\" must be uppercase: \"JPN\"")
  }

  @Test func aNumberPriceIsSuggestedQuotedOnlyWhenThatWouldBeValid() {
    let text = T.catalog(products: [T.coins.replacingFirst("\"USA\": \"0.99\"", with: "\"USA\": 1e2")])
    expectOne(text, at: "1e2", "products[0].prices.USA: expected a decimal string such as \"2.99\", got number 1e2")
  }

  @Test func aBadPlanDoesNotCascade() {
    let text = T.catalog(paywallPlans: "[\"coins\", \"nope\"]")
      .replacingFirst(
        "\"termsOfUseURL\"",
        with:
          "\"highlightedPlan\": \"coins\", \"presentation\": {\"claimedSavings\": {\"coins\": 10}}, \"termsOfUseURL\"")
    expectOne(text, at: "\"nope\"", "paywalls[0].plans[1]: unknown product \"nope\"")
  }

  @Test func aBadGroupEntitlementDoesNotCascade() {
    let text = T.catalog(groups: [
      T.group.replacingFirst("\"entitlements\": [\"pro\"]", with: "\"entitlements\": [\"prox\"]")
    ])
    expectOne(
      text, at: "\"prox\"", "subscriptionGroups[0].entitlements[0]: unknown entitlement \"prox\"; did you mean \"pro\"?"
    )
  }

  @Test func offersHaveOnePeriodUnlessPayAsYouGo() {
    let group = T.group.replacingFirst(
      "\"period\": \"P1M\",",
      with:
        "\"period\": \"P1M\", \"introductoryOffer\": {\"paymentMode\": \"freeTrial\", \"period\": \"P1W\", \"periods\": 2},"
    )
    let text = T.catalog(groups: [group])
    expectOne(
      text, at: "2}",
      "subscriptionGroups[0].subscriptions[0].introductoryOffer.periods: only a pay-as-you-go offer has more than one period; give a freeTrial offer its whole length as \"period\""
    )
  }

  @Test func offerIDsAreUniqueAcrossLists() {
    let group = T.group.replacingFirst(
      "\"period\": \"P1M\",",
      with:
        "\"period\": \"P1M\", \"promotionalOffers\": [{\"id\": \"x\", \"paymentMode\": \"freeTrial\", \"period\": \"P1M\"}], "
        + "\"offerCodes\": [{\"id\": \"x\", \"paymentMode\": \"freeTrial\", \"period\": \"P1M\", \"eligibility\": [\"new\"]}],"
    )
    let text = T.catalog(groups: [group])
    let first = T.position(of: "\"x\"", in: text)
    expectOne(
      text, at: "\"x\"", occurrence: 2,
      "subscriptionGroups[0].subscriptions[0].offerCodes[0].id: duplicate offer id \"x\" (first at \(first))")
  }

  @Test func eligibilityHasNoRepeats() {
    let group = T.group.replacingFirst(
      "\"period\": \"P1M\",",
      with:
        "\"period\": \"P1M\", \"offerCodes\": [{\"id\": \"x\", \"paymentMode\": \"freeTrial\", \"period\": \"P1M\", \"eligibility\": [\"new\", \"new\"]}],"
    )
    let text = T.catalog(groups: [group])
    expectOne(
      text, at: "\"new\"", occurrence: 2,
      "subscriptionGroups[0].subscriptions[0].offerCodes[0].eligibility[1]: \"new\" is listed twice")
  }

  @Test func keysThatDoNotBelongGetTheirOwnMessage() {
    let group = T.group.replacingFirst(
      "\"period\": \"P1M\",",
      with:
        "\"period\": \"P1M\", \"introductoryOffer\": {\"id\": \"a\", \"paymentMode\": \"freeTrial\", \"period\": \"P1W\", \"eligibility\": [\"new\"]},"
    )
    let text = T.catalog(groups: [group])
    #expect(
      T.problems(text)
        == [
          "catalog.json:\(T.position(of: "\"a\"", in: text)): subscriptionGroups[0].subscriptions[0].introductoryOffer.id: an introductory offer has no id",
          "catalog.json:\(T.position(of: "[\"new\"]", in: text)): subscriptionGroups[0].subscriptions[0].introductoryOffer.eligibility: only offer codes have an eligibility list",
        ])
  }

  @Test func labelsAreRequiredOnlyForWhatThePaywallSells() throws {
    // A paywall of consumables needs no "subscribe" label...
    let noSubscribe = T.catalog().replacingFirst("{\"subscribe\": \"Subscribe\", ", with: "{")
    #expect(T.problems(noSubscribe) == [])
    // ...but one with a subscription does.
    let withSubscription = T.catalog(groups: [T.group], paywallPlans: "[\"pro.monthly\"]")
      .replacingFirst("{\"subscribe\": \"Subscribe\", ", with: "{")
    expectOne(
      withSubscription, at: "{\"buy\"", "paywalls[0].localizations.en.labels: missing required key \"subscribe\"")
    #expect(try T.load(noSubscribe).paywall("default")?.copy[LanguageTag("en")]?.labels.subscribe == nil)
  }

  @Test func settingsValuesOutsideTheirSetsGetSpecificMessages() {
    let grace = T.catalog(settings: #"{"gracePeriodDays": 30}"#)
    expectOne(
      grace, at: "30", "settings.gracePeriodDays: grace period of 30 days is not offered; use 0 (off), 3, 16 or 28")
    let version = T.catalog(extraTopLevel: ",\n  \"formatVersion\": 2")
    expectOne(version, at: "2\n}", "formatVersion: unsupported formatVersion 2; this reader knows version 1")
  }

  // MARK: - All problems in one run

  @Test func reportsEveryProblemInFileOrder() {
    let text = T.catalog(
      products: [
        T.coins.replacingFirst("\"USA\": \"0.99\"", with: "\"USA\": \"0.999\"")
          .replacingFirst("\"Coins\", \"description\"", with: "\"\", \"description\"")
      ],
      groups: [T.group.replacingFirst("\"P1M\"", with: "\"P1D\"")]
    ).replacingFirst("\"currency\": \"JPY\"", with: "\"currency\": \"YEN\"")
    #expect(
      T.problems(text)
        == [
          "catalog.json:\(T.position(of: "\"YEN\"", in: text)): storefronts[1].currency: \"YEN\" is not a current ISO 4217 currency code such as \"USD\" or \"EUR\"",
          "catalog.json:\(T.position(of: "\"0.999\"", in: text)): products[0].prices.USA: price \"0.999\" has 3 decimal places; USD has 2 decimal places",
          "catalog.json:\(T.position(of: "\"\", \"description\"", in: text)): products[0].localizations.en.displayName: text is empty",
          "catalog.json:\(T.position(of: "\"P1D\"", in: text)): subscriptionGroups[0].subscriptions[0].period: billing period \"P1D\" is not allowed; expected one of: P1W, P1M, P2M, P3M, P6M, P1Y",
        ])
  }
}

extension String {
  /// `self` with the first occurrence of `target` replaced; unchanged when absent.
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty, let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
