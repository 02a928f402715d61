import AppStoreSimulator
import Catalog
import Foundation

/// `storefront-serve`: the App Store Server API over HTTP until SIGINT or SIGTERM, then the
/// requests in flight are answered and it exits 0.
public enum ServeMain {
  /// Runs the server with `arguments` (without the program name); returns the exit status.
  public static func run(_ arguments: [String]) -> Int32 {
    let options: ServeOptions
    switch ServeOptions.parse(arguments) {
    case .success(let parsed): options = parsed
    case .failure(let error):
      printError("storefront serve: \(error.message)")
      return 64
    }
    let catalog: Catalog
    do { catalog = try CatalogReader.load(path: options.catalogPath) } catch {
      for line in error.lines { printError(line) }
      return 65
    }
    let directory = URL(fileURLWithPath: options.storeDirectory!)
    // Open the store once here: a store that cannot be opened is reported before listening.
    let store: AppStore
    do { store = try AppStore(directory: directory, catalog: catalog) } catch {
      printError("storefront serve: \(error.description)")
      return error.exitCode
    }
    if !options.listen.isLoopback {
      printError(
        "storefront serve: warning: listening on \(options.listen), reachable from other machines; "
          + "plain HTTP, anyone who can reach it and holds a key can read the store")
    }
    // SIGINT and SIGTERM are taken by sigwait below; the server's threads, started after this,
    // inherit the blocked mask, so the signals reach only this thread.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    signal(SIGPIPE, SIG_IGN)

    let api = ServerAPI(directory: directory, catalog: catalog, hasNotificationURL: options.webhook != nil)
    let wire = WireAPI(pool: api.pool)
    let server = HTTPServer(replying: { WireAPI.serves($0) ? wire.reply($0) : .now(api.handle($0)) })
    let port: UInt16
    do { port = try server.start(options.listen) } catch {
      printError("storefront serve: \(error.message)")
      return 74
    }
    let webhook = options.webhook.map { WebhookLoop(store: directory, catalog: catalog, url: $0) }
    webhook?.start()
    var bound = options.listen
    bound.port = port
    printLine("storefront serve: listening on http://\(bound) (bundle id \(catalog.app.bundleID)); Ctrl-C stops")
    _ = store
    var received: Int32 = 0
    sigwait(&signals, &received)
    server.stop()
    webhook?.stop()
    printLine("storefront serve: stopped")
    return 0
  }

  /// One line on standard output, written at once (a script waits for it).
  static func printLine(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// One line on standard error, control characters escaped.
  static func printError(_ line: String) {
    let safe = line.unicodeScalars.map { scalar -> String in
      scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
        ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
    }.joined()
    FileHandle.standardError.write(Data((safe + "\n").utf8))
  }
}
