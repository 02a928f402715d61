import AppStoreSimulator
import CCrypto
import Catalog
import Foundation
import JWS
import SQLite

/// Benchmarks of the simulated store, each a ratio to a reference measured in the same run.
enum StoreBenchmarks {
  static let all: [Benchmark] = [
    Benchmark(names: ["store_durable_purchase"], run: { [durablePurchase()] }),
    Benchmark(names: ["jws_sign"], run: { [jwsSign()] }),
    Benchmark(names: ["store_catch_up_1000x10y"], run: { [catchUp()] }),
  ]

  /// A durable purchase (sign and commit) against a bare durable single-row SQLite commit with
  /// the same pragmas; the target is a ratio of at least 0.5 (purchases per second / commits per second).
  static func durablePurchase() -> String {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try! AppStore(directory: directory.appendingPathComponent("store"), catalog: benchCatalog())
    let bare = try! SQLiteDatabase(
      path: directory.appendingPathComponent("bare.sqlite").path, applicationID: 7,
      migrations: [SQLiteMigration(version: 1, sql: "CREATE TABLE row(id INTEGER PRIMARY KEY, value TEXT) STRICT;")])
    let runs = 200
    let (purchase, commit) = Timing.alternating(
      runs: runs,
      {
        _ = try! store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins"))
      },
      {
        try! bare.write { database in _ = try database.run("INSERT INTO row(value) VALUES (?)", "x") }
      })
    return MetricLine.json([
      ("metric", "store_durable_purchase"), ("value", 1 / purchase), ("unit", "purchases/s"),
      ("reference", "sqlite_durable_single_row_commit"), ("reference_value", 1 / commit), ("ratio", commit / purchase),
      ("target_ratio", 0.5),
    ])
  }

  /// Our ES256 JWS signing of a transaction-sized payload against raw OpenSSL P-256 ECDSA
  /// signing of the same bytes through libcrypto; the target is a ratio of at least 0.5.
  static func jwsSign() -> String {
    let identity = CertificateChainFactory.makeIdentity()
    let signer = JWSSigner(identity: identity)
    let payload = Array(
      #"{"bundleId":"com.iaptutorial.storefront","currency":"USD","environment":"Sandbox","inAppOwnershipType":"PURCHASED","originalPurchaseDate":1767225600000,"originalTransactionId":"2000000000000001","price":990,"productId":"com.iaptutorial.coins","purchaseDate":1767225600000,"quantity":1,"signedDate":1767225600000,"storefront":"USA","storefrontId":"143441","transactionId":"2000000000000001","transactionReason":"PURCHASE","type":"Consumable"}"#
        .utf8)
    let raw = RawOpenSSLSigner()
    let batch = 200
    let (ours, reference) = Timing.alternating(
      runs: 9,
      { for _ in 0..<batch { _ = signer.sign(payload: payload) } },
      { for _ in 0..<batch { raw.sign(payload) } })
    return MetricLine.json([
      ("metric", "jws_sign"), ("value", Double(batch) / ours), ("unit", "signatures/s"),
      ("reference", "openssl_p256_sign"), ("reference_value", Double(batch) / reference), ("ratio", reference / ours),
      ("target_ratio", 0.5),
    ])
  }

  /// 1,000 monthly subscriptions caught up over 10 simulated years (120,000 renewals, each
  /// signed, with its notification), with 100 more customers who turned auto-renew off and
  /// lapse during it (each expiry's renewal info says which win-back offers they may redeem),
  /// and the first 100 subscribers sharing with a family of two more members, whose own
  /// subscriptions follow every renewal (Family Sharing); the target is under 10 seconds.
  static func catchUp(
    subscriptions: Int = 1000, years: Int64 = 10, lapsing: Int = 100, families: Int = 100, membersEach: Int = 2
  ) -> String {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var catalog = benchCatalog()
    catalog.settings.timeRate = .realTime
    let store = try! AppStore(directory: directory.appendingPathComponent("store"), catalog: catalog)
    for family in 0..<families {
      for member in 0..<membersEach { try! store.addFamilyMember("member\(family)x\(member)", to: "customer\(family)") }
    }
    for account in 0..<subscriptions {
      _ = try! store.purchase(PurchaseRequest(productID: "com.example.pro.monthly", account: "customer\(account)"))
    }
    for account in 0..<lapsing {
      let request = PurchaseRequest(productID: "com.example.pro.monthly", account: "leaving\(account)")
      guard case .purchased(let transaction) = try! store.purchase(request) else { fatalError("not purchased") }
      try! store.setAutoRenew(originalID: transaction.originalID, enabled: false)
    }
    let start = DispatchTime.now().uptimeNanoseconds
    try! store.advance(by: years * 365 * 86_400_000)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    // Counted in the ledger: reading the notifications would sign every one of them.
    let renewals = try! store.notificationCount(of: .didRenew)
    let expired = try! store.notificationCount(of: .expired)
    let size = { (name: String) in
      ((try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("store/\(name)").path))?[
        .size] as? Int) ?? 0
    }
    return MetricLine.json([
      ("metric", "store_catch_up_1000x10y"), ("value", seconds), ("unit", "s"), ("renewals", renewals),
      ("lapsed", expired), ("family_members", families * membersEach),
      ("ledger_mib", size("store.sqlite") / 1_048_576), ("wal_mib", size("store.sqlite-wal") / 1_048_576),
      ("target", 10),
    ])
  }

  static func benchCatalog() -> Catalog {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try! CatalogReader.load(path: root.appendingPathComponent("catalog.json").path)
  }

  static func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("storefront-bench-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// P-256 ECDSA with SHA-256 straight through libcrypto's EVP API: the reference for `jws_sign`.
final class RawOpenSSLSigner {
  private let key: OpaquePointer

  init() {
    key = ccrypto_generate_p256()
  }

  deinit { EVP_PKEY_free(key) }

  /// Signs `message` (DER signature, discarded).
  func sign(_ message: [UInt8]) {
    guard let context = EVP_MD_CTX_new() else { return }
    defer { EVP_MD_CTX_free(context) }
    var length = 80
    var signature = [UInt8](repeating: 0, count: length)
    EVP_DigestSignInit(context, nil, EVP_sha256(), nil, key)
    EVP_DigestSign(context, &signature, &length, message, message.count)
  }
}
