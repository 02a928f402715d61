import Foundation
import Testing

@testable import Catalog

/// Import of Xcode `.storekit` files: every product survives with its type, prices, periods,
/// levels and offers, checked against Foundation's own reading of each file.
struct StoreKitImportTests {
  static let xcodeFiles: [String] = {
    let directory = RepositoryFiles.root.appendingPathComponent("Tests/CatalogTests/Fixtures/xcode").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".storekit") }.sorted().map { directory + "/" + $0 } + [
      RepositoryFiles.fixture("xcode-shapes.storekit")
    ]
  }()

  /// The fifteen real files (schemas 1.0 to 6.3, Fixtures/xcode/README.md names each source) and
  /// the hand-made one.
  @Test func findsTheRealXcodeFiles() {
    #expect(Self.xcodeFiles.count == 16)
  }

  @Test(arguments: xcodeFiles)
  func everyProductSurvives(path: String) throws {
    let result = try StoreKitImporter.importFile(path: path)
    let catalog = result.catalog
    let file = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    let storefront = ((file["settings"] as? [String: Any])?["_storefront"] as? String) ?? "USA"
    #expect(catalog.storefronts.map(\.id) == [storefront])

    let typeNames: [String: ProductType] = [
      "Consumable": .consumable, "NonConsumable": .nonConsumable, "NonRenewingSubscription": .nonRenewing,
    ]
    var expectedIDs: [String] = []
    for key in ["products", "nonRenewingSubscriptions"] {
      for raw in file[key] as? [[String: Any]] ?? [] {
        let id = raw["productID"] as! String
        expectedIDs.append(id)
        let product = try #require(catalog.product(id), "\(id) missing")
        #expect(product.type == typeNames[raw["type"] as! String], "\(id)")
        #expect(product.prices[storefront]?.decimal == Decimal(string: raw["displayPrice"] as! String), "\(id)")
        #expect(product.referenceName == raw["referenceName"] as? String, "\(id)")
      }
    }
    for rawGroup in file["subscriptionGroups"] as? [[String: Any]] ?? [] {
      let groupID = rawGroup["id"] as! String
      let subscriptions = rawGroup["subscriptions"] as? [[String: Any]] ?? []
      #expect(catalog.subscriptionGroup(groupID)?.subscriptionIDs == subscriptions.map { $0["productID"] as! String })
      for raw in subscriptions {
        let id = raw["productID"] as! String
        expectedIDs.append(id)
        let product = try #require(catalog.product(id), "\(id) missing")
        let terms = try #require(product.subscription)
        #expect(product.type == .autoRenewable)
        #expect(terms.groupID == groupID)
        #expect(terms.level == raw["groupNumber"] as? Int, "\(id)")
        #expect(terms.period.description == raw["recurringSubscriptionPeriod"] as? String, "\(id)")
        #expect(product.prices[storefront]?.decimal == Decimal(string: raw["displayPrice"] as! String), "\(id)")
        let rawIntro =
          (raw["introductoryOffer"] as? [String: Any]) ?? (raw["introductoryOffers"] as? [[String: Any]])?.first
        expectOffer(terms.introductoryOffer, matches: rawIntro, storefront: storefront, id: id)
        expectOffers(terms.promotionalOffers, match: raw["adHocOffers"], storefront: storefront, id: id)
        expectOffers(terms.offerCodes, match: raw["codeOffers"], storefront: storefront, id: id)
        expectOffers(terms.winBackOffers, match: raw["winbackOffers"], storefront: storefront, id: id)
      }
    }
    #expect(catalog.products.map(\.id).sorted() == expectedIDs.sorted())
  }

  func expectOffers(_ offers: [SubscriptionOffer], match raw: Any?, storefront: String, id: String) {
    let rawOffers = raw as? [[String: Any]] ?? []
    #expect(offers.count == rawOffers.count, "\(id)")
    for (offer, rawOffer) in zip(offers, rawOffers) {
      #expect(offer.id == (rawOffer["offerID"] as? String ?? rawOffer["internalID"] as? String), "\(id)")
      expectOffer(offer, matches: rawOffer, storefront: storefront, id: id)
    }
  }

  func expectOffer(_ offer: SubscriptionOffer?, matches raw: [String: Any]?, storefront: String, id: String) {
    guard let raw else {
      #expect(offer == nil, "\(id)")
      return
    }
    let modes: [String: SubscriptionOffer.PaymentMode] = [
      "free": .freeTrial, "payAsYouGo": .payAsYouGo, "payUpFront": .payUpFront,
    ]
    #expect(offer?.paymentMode == modes[raw["paymentMode"] as! String], "\(id)")
    #expect(offer?.period.description == raw["subscriptionPeriod"] as? String, "\(id)")
    #expect(offer?.periods == (raw["numberOfPeriods"] as? Int ?? 1), "\(id)")
    // A free offer has no price, whatever stale displayPrice Xcode left in it (a mode switched to
    // free keeps the old one: "0.99" in two of the real files).
    if let price = raw["displayPrice"] as? String, raw["paymentMode"] as? String != "free" {
      #expect(offer?.prices[storefront]?.decimal == Decimal(string: price), "\(id)")
    } else {
      #expect(offer?.prices.isEmpty == true, "\(id)")
    }
  }

  @Test(arguments: xcodeFiles)
  func importIsDeterministicAndValid(path: String) throws {
    let first = try StoreKitImporter.importFile(path: path)
    let second = try StoreKitImporter.importFile(path: path)
    #expect(first.text == second.text)
    #expect(try CatalogReader.read(bytes: Array(first.text.utf8), fileName: "out.json") == first.catalog)
  }

  @Test func mapsSettingsLanguagesAndPolicies() throws {
    let result = try StoreKitImporter.importFile(path: RepositoryFiles.fixture("xcode-shapes.storekit"))
    let catalog = result.catalog
    let settings = catalog.settings
    #expect(settings.defaultStorefront == "DEU")
    #expect(
      catalog.storefronts == [
        StorefrontInfo(id: "DEU", appleID: "143443", currency: "EUR", minorDigits: 2, priceLocale: LanguageTag("de-DE"))
      ])
    #expect(settings.defaultLanguage == LanguageTag("de-DE"))
    #expect(catalog.languages == [LanguageTag("de-DE"), LanguageTag("en-US")])
    #expect(settings.timeRate == .monthlyRenewalEveryThirtySeconds)
    #expect(settings.askToBuy && settings.interruptedPurchases && settings.billingRetryOnRenewal)
    #expect(settings.gracePeriodDays == 16)
    #expect(
      settings.failures.errors == [.purchase: .networkError, .loadProducts: .unknown, .verification: .invalidSignature])
    let paywall = try #require(catalog.paywall("default"))
    #expect(paywall.termsOfUseURL == "https://example.com/shapes/eula")
    #expect(paywall.privacyPolicyURL == "https://example.com/shapes/datenschutz")
    #expect(paywall.plans == ["shapes.plus.monthly", "shapes.plus.yearly", "shapes.yearpass", "shapes.gems"])
    let codes = try #require(catalog.product("shapes.plus.monthly")?.subscription?.offerCodes)
    #expect(codes.first?.eligibility == [.new, .expired])
    // The yearly plan has only German copy; the year pass gets an entitlement of its own.
    #expect(catalog.product("shapes.plus.yearly")?.localizations.languages == [LanguageTag("de-DE")])
    #expect(catalog.product("shapes.yearpass")?.entitlements == ["shapes-yearpass"])
    #expect(catalog.product("shapes.yearpass")?.duration == Period(1, .year))
    #expect(
      result.notes.contains(
        "shapes.gems: a .storekit file has no coin amount; each purchase credits 1 coin (edit \"coins\")"))
  }

  @Test func fillsEmptyNamesAndDescriptionsWithNotes() throws {
    let path = Self.xcodeFiles.first { $0.contains("UnitTestsConfiguration") }!
    let result = try StoreKitImporter.importFile(path: path)
    let product = try #require(result.catalog.product("com.revenuecat.annual_with_commitment"))
    let english = try #require(product.localizations[LanguageTag("en-US")])
    #expect(english.displayName == "sub with 12mo monthly commitment")
    #expect(english.description == english.displayName)
    #expect(result.notes.contains { $0.hasPrefix("com.revenuecat.annual_with_commitment: no usable displayName") })
  }

  func importProblems(_ text: String) -> [String] {
    do {
      _ = try StoreKitImporter.importBytes(Array(text.utf8), fileName: "Products.storekit", baseName: "Products")
      return []
    } catch {
      return error.lines
    }
  }

  @Test func rejectsUnsupportedVersionsAndBadShapes() {
    #expect(
      importProblems(#"{"products": [], "version": {"major": 0, "minor": 9}}"#)
        == [
          "Products.storekit:1:29: version: unsupported .storekit schema version 0.9; this importer reads 1.0 and newer"
        ]
    )
    #expect(
      importProblems(
        #"{"products": [{"type": "Consumable", "displayPrice": "1"}], "version": {"major": 3, "minor": 0}}"#)
        == ["Products.storekit:1:15: products[0]: missing required key \"productID\""])
    let numeric = #"{"products": [{"productID": "a", "type": "Consumable", "displayPrice": 1}]}"#
    #expect(
      importProblems(numeric)
        == [
          "Products.storekit:\(CatalogText.position(of: "1}", in: numeric)): products[0].displayPrice: expected a string, got number 1"
        ])
    #expect(
      importProblems(#"{"products": [], "nonRenewingSubscriptions": []}"#) == [
        "Products.storekit:1:1: (root): the file has no products or subscriptions to import"
      ])
    #expect(
      importProblems("{\"products\": [,]}") == [
        "Products.storekit:1:15: products[0]: expected a value, got character ','"
      ])
  }

  @Test func reportsWhatCannotBeRepresented() {
    let text = #"""
      {"subscriptionGroups": [{"id": "G1", "name": "G", "subscriptions": [
        {"productID": "m", "type": "RecurringSubscription", "displayPrice": "1.99", "groupNumber": 1,
         "recurringSubscriptionPeriod": "P1M", "localizations": [{"locale": "en_US", "displayName": "M", "description": "D"}],
         "introductoryOffer": {"paymentMode": "payAsYouGo", "subscriptionPeriod": "P1W", "displayPrice": "0.99"}}]}]}
      """#
    let problems = importProblems(text)
    #expect(problems.count == 1)
    #expect(
      problems.first?.hasPrefix("Products.storekit: cannot be represented as a catalog: imported catalog:") == true)
    #expect(
      problems.first?.hasSuffix(
        "a pay-as-you-go offer is billed every subscription period; its period must be \"P1M\", not \"P1W\"") == true)
  }

  /// Issue 16: a schema newer than the importer knows is read by what it contains, and what it
  /// cannot map (bundle groups, commitment plans, disabled dialogs) is a note.
  @Test func aNewerSchemaIsReadWithNotesForWhatCannotBeMapped() throws {
    let text = #"""
      {"products": [{"productID": "p.lifetime", "type": "NonConsumable", "displayPrice": "9.99", "referenceName": "Life"}],
       "subscriptionGroups": [{"id": "g1", "name": "Pro", "subscriptions": [
         {"productID": "p.monthly", "type": "RecurringSubscription", "displayPrice": "1.99", "referenceName": "Monthly",
          "groupNumber": 1, "recurringSubscriptionPeriod": "P1M", "introductoryOffers": [],
          "billingPlans": [{"billingPlanType": "BILLED_UPFRONT", "displayPrice": "1.99"},
                           {"billingPlanType": "MONTHLY", "displayPrice": "0.5", "commitmentDisplayPrice": "6.00"}],
          "codeOffers": [{"referenceName": "Free month", "paymentMode": "free", "subscriptionPeriod": "P1M",
                          "internalID": "C1", "eligibility": ["new"], "isStackable": true, "billingPlanType": "MONTHLY"}]}]}],
       "nonRenewingSubscriptions": [{"productID": "p.pass", "type": "NonRenewingSubscription", "displayPrice": "4.99",
                                     "referenceName": null}],
       "subscriptionBundleGroups": [{"id": "b1"}], "subscriptionSuiteGroups": [],
       "settings": {"_disableDialogs": true},
       "version": {"major": 6, "minor": 3}}
      """#
    let result = try StoreKitImporter.importBytes(Array(text.utf8), fileName: "Products.storekit", baseName: "Products")
    #expect(result.catalog.product("p.monthly")?.subscription?.offerCodes.count == 1)
    // A stackable offer code is imported as one (it follows an introductory offer).
    #expect(result.catalog.product("p.monthly")?.subscription?.offerCodes.first?.isStackable == true)
    #expect(result.catalog.product("p.pass")?.referenceName == "p.pass")
    for expected in [
      "schema 6.3 is newer than the newest this importer knows (5.0)",
      "\"subscriptionBundleGroups\" is not imported",
      "p.monthly: billing plan MONTHLY is not imported: a 12-month commitment belongs to a one-year subscription, "
        + "and this one renews every P1M",
      "p.monthly: codeOffers \"Free month\" is for the MONTHLY billing plan; the catalog's offers are for the plan "
        + "billed up front, so it is imported as one of those",
      "settings._disableDialogs: the file turns off StoreKit's purchase dialogs",
      "p.pass: referenceName is null; using the product id",
    ] {
      #expect(result.notes.contains { $0.contains(expected) }, "\(expected): \(result.notes)")
    }
    #expect(!result.notes.contains { $0.contains("stackable") })
    // An empty suite list says nothing.
    #expect(!result.notes.contains { $0.contains("subscriptionSuiteGroups") })
  }

  /// Issue 16: a one-year subscription's MONTHLY billing plan is imported as its 12-month commitment
  /// plan in a storefront where Apple sells one (Germany here), and noted, not imported, for the
  /// United States, where Apple sells none.
  @Test(arguments: [("DEU", true), ("USA", false)])
  func aMonthlyBillingPlanIsImportedWhereAppleSellsIt(storefront: String, imported: Bool) throws {
    let text = """
      {"subscriptionGroups": [{"id": "g1", "name": "Pro", "subscriptions": [
         {"productID": "p.yearly", "type": "RecurringSubscription", "displayPrice": "59.99", "referenceName": "Yearly",
          "groupNumber": 1, "recurringSubscriptionPeriod": "P1Y",
          "billingPlans": [{"billingPlanType": "BILLED_UPFRONT", "displayPrice": "59.99", "isEnabled": true},
                           {"billingPlanType": "MONTHLY", "displayPrice": "5.49", "commitmentDisplayPrice": "65.88",
                            "isEnabled": true}]}]}],
       "settings": {"_storefront": "\(storefront)", "_lastSynchronizedDate": 1},
       "version": {"major": 5, "minor": 0}}
      """
    let result = try StoreKitImporter.importBytes(Array(text.utf8), fileName: "Plans.storekit", baseName: "Plans")
    let plan = result.catalog.product("p.yearly")?.subscription?.commitmentPlan
    if imported {
      #expect(plan?.monthlyPrice(in: storefront) == Price(milliunits: 5_490))
      #expect(!result.notes.contains { $0.contains("MONTHLY") }, "\(result.notes)")
    } else {
      #expect(plan == nil)
      #expect(
        result.notes.contains {
          $0.contains(
            "p.yearly: billing plan MONTHLY is not imported for USA, where Apple sells no 12-month commitment")
        }, "\(result.notes)")
    }
  }

  /// A hand-made file for another storefront than USA says how its prices are read; one synced
  /// from App Store Connect (`_lastSynchronizedDate`) has that storefront's own prices.
  @Test func pricesOfAnotherStorefrontAreNotedUnlessSynced() throws {
    let directory = RepositoryFiles.root.appendingPathComponent("Tests/CatalogTests/Fixtures/xcode").path
    let handMade = try StoreKitImporter.importFile(
      path: directory + "/CofficLab__Cisum_SwiftUI__Plugins__Store__Products.storekit")
    #expect(handMade.notes.contains { $0.hasPrefix("settings._storefront is CHN: the file's prices are taken as") })
    let synced = try StoreKitImporter.importFile(path: directory + "/xmliszt__joodle__Store.storekit")
    #expect(synced.catalog.storefronts.map(\.id) == ["SGP"])
    #expect(!synced.notes.contains { $0.hasPrefix("settings._storefront") })
  }
}
