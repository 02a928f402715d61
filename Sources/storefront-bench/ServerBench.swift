import AppStoreSimulator
import CCrypto
import Catalog
import Foundation

/// The halves of scripts/bench-server.sh that need the simulator or libcrypto directly: seeding a
/// large store through the simulator's API, and the crypto floor a served request is compared to.
enum ServerBench {
  /// Seeds `directory` (a store) with `customers` monthly subscriptions caught up over `days`
  /// simulated days (a transaction per renewal), under the catalog at `catalogPath`; prints one
  /// JSON line with a transaction id of the first customer, the store's simulated time and counts.
  static func seed(catalogPath: String, directory: String, customers: Int, days: Int64) -> Int32 {
    let catalog: Catalog
    do { catalog = try CatalogReader.load(path: catalogPath) } catch {
      FileHandle.standardError.write(Data("storefront-bench: \(catalogPath): cannot load the catalog\n".utf8))
      return 65
    }
    do {
      let store = try AppStore(directory: URL(fileURLWithPath: directory), catalog: catalog)
      var first: Int64?
      for customer in 0..<customers {
        let result = try store.purchase(
          PurchaseRequest(productID: "com.example.pro.monthly", account: "customer\(customer)"))
        if first == nil, case .purchased(let transaction) = result { first = transaction.id }
      }
      let now = try store.advance(by: days * 86_400_000)
      let transactions = try store.transactions(account: "customer0").count
      print(
        MetricLine.json([
          ("transactionId", "\(first ?? 0)"), ("now", now), ("customers", customers),
          ("transactionsOfCustomer", transactions),
        ]))
      return 0
    } catch {
      FileHandle.standardError.write(Data("storefront-bench: seeding \(directory): \(error)\n".utf8))
      return 74
    }
  }

  /// The crypto floor of a served request: one ES256 verify (of a bearer token's size) and one
  /// ES256 sign (of a transaction's size) through raw libcrypto, on `threads` threads for
  /// `seconds`; prints one JSON line with the operations (verify + sign pairs) per second.
  static func cryptoFloor(threads: Int, seconds: Double) -> Int32 {
    let counter = PairCounter()
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
    let group = DispatchGroup()
    for _ in 0..<threads {
      group.enter()
      let worker = Thread {
        let pair = SignVerifyPair()
        var done = 0
        while DispatchTime.now().uptimeNanoseconds < deadline {
          pair.run()
          done += 1
        }
        counter.add(done)
        group.leave()
      }
      worker.start()
    }
    group.wait()
    print(
      MetricLine.json([
        ("metric", "crypto_floor"), ("value", Double(counter.total) / seconds), ("unit", "verify+sign/s"),
        ("threads", threads),
      ]))
    return 0
  }
}

/// Pairs done, summed across threads.
private final class PairCounter: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var total = 0

  /// Adds one thread's count.
  func add(_ count: Int) {
    lock.lock()
    total += count
    lock.unlock()
  }
}

/// One P-256 key, a token-sized message with its signature, and a transaction-sized message: one
/// `run` verifies the first and signs the second, as a served Get Transaction Info must.
private final class SignVerifyPair {
  private let key: OpaquePointer = ccrypto_generate_p256()
  private let token = [UInt8](repeating: UInt8(ascii: "t"), count: 330)
  private let transaction = [UInt8](repeating: UInt8(ascii: "p"), count: 700)
  private var signature = [UInt8](repeating: 0, count: 80)
  private var signatureLength = 80

  /// Signs the token-sized message once, so that `run` has a signature to verify.
  init() {
    let context = EVP_MD_CTX_new()
    defer { EVP_MD_CTX_free(context) }
    EVP_DigestSignInit(context, nil, EVP_sha256(), nil, key)
    EVP_DigestSign(context, &signature, &signatureLength, token, token.count)
  }

  deinit { EVP_PKEY_free(key) }

  /// One verify and one sign.
  func run() {
    let verifying = EVP_MD_CTX_new()
    EVP_DigestVerifyInit(verifying, nil, EVP_sha256(), nil, key)
    guard EVP_DigestVerify(verifying, signature, signatureLength, token, token.count) == 1 else {
      fatalError("crypto floor: the signature does not verify")
    }
    EVP_MD_CTX_free(verifying)
    let signing = EVP_MD_CTX_new()
    var length = 80
    var output = [UInt8](repeating: 0, count: length)
    EVP_DigestSignInit(signing, nil, EVP_sha256(), nil, key)
    EVP_DigestSign(signing, &output, &length, transaction, transaction.count)
    EVP_MD_CTX_free(signing)
  }
}
