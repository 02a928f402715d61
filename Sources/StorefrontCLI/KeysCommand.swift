import AppStoreSimulator
import FoundationEssentials
import SystemErrors
import FoundationInternationalization
import JWS

#if canImport(Glibc)
  import Glibc
#endif

/// `storefront keys create [--name N] [--out PATH] | list | revoke ID`: In-App Purchase keys, as
/// App Store Connect makes them, for the JWTs `storefront serve` accepts.
enum KeysCommand {
  /// The characters of a key id.
  static let keyIDAlphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

  static func run(_ parsed: ParsedArguments, arguments: [String]) -> Int32 {
    guard let action = arguments.first else {
      return StorefrontCommand.usageFailure("keys needs an action: create, list or revoke ID")
    }
    let rest = Array(arguments.dropFirst())
    switch action {
    case "create":
      guard rest.isEmpty else { return StorefrontCommand.usageFailure("keys create takes no arguments") }
      return create(parsed)
    case "list":
      guard rest.isEmpty else { return StorefrontCommand.usageFailure("keys list takes no arguments") }
      if let option = ["name", "out"].first(where: { parsed.options[$0] != nil }) {
        return StorefrontCommand.usageFailure("keys list does not take --\(option)")
      }
      return list(parsed)
    case "revoke":
      guard rest.count == 1 else { return StorefrontCommand.usageFailure("keys revoke needs one key id") }
      if let option = ["name", "out"].first(where: { parsed.options[$0] != nil }) {
        return StorefrontCommand.usageFailure("keys revoke does not take --\(option)")
      }
      return revoke(rest[0], parsed)
    default:
      return StorefrontCommand.usageFailure("unknown keys action \"\(action)\"; use create, list or revoke ID")
    }
  }

  /// What `keys create --json` prints.
  struct CreatedKey: Encodable {
    var keyId: String
    var issuerId: String
    var name: String
    var privateKeyPath: String
    var bundleId: String
  }

  private static func create(_ parsed: ParsedArguments) -> Int32 {
    let name = parsed.options["name"] ?? "In-App Purchase key"
    guard !name.isEmpty, !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
      return StorefrontCommand.usageFailure("--name needs a name without control characters")
    }
    return StoreSession.with(parsed) { store throws(StoreError) in
      var generator = SystemRandomNumberGenerator()
      var keyID: String
      repeat {
        keyID = String((0..<10).map { _ in keyIDAlphabet.randomElement(using: &generator)! })
      } while try store.apiKey(keyID) != nil
      let issuer = try store.apiKeys().first?.issuerID ?? UUID().uuidString.lowercased()
      let path =
        parsed.options["out"]
        ?? DataDirectory.resolve(parsed).appendingPathComponent("keys/SubscriptionKey_\(keyID).p8").path
      let privateKey = P256PrivateKey()
      if let problem = writeNew(path, contents: Array(privateKey.pkcs8PEM.utf8)) {
        StorefrontCommand.printError("storefront: \(path): \(problem)")
        return ExitCode.ioError
      }
      let key = APIKey(
        keyID: keyID, issuerID: issuer, name: name, publicKeyDER: privateKey.publicKey.derRepresentation,
        createdAt: Int64(Date().timeIntervalSince1970 * 1000))
      do throws(StoreError) { try store.registerAPIKey(key) } catch {
        unlink(path)
        throw error
      }
      let created = CreatedKey(
        keyId: keyID, issuerId: issuer, name: name, privateKeyPath: path, bundleId: store.catalog.app.bundleID)
      if parsed.flag("json") {
        JSONOutput.print(created)
      } else {
        StorefrontCommand.printLine("key id     \(keyID)  (\(name))")
        StorefrontCommand.printLine("issuer id  \(issuer)")
        StorefrontCommand.printLine("bundle id  \(created.bundleId)")
        StorefrontCommand.printLine("private key \(path) (mode 0600; it is not kept anywhere else)")
      }
      return ExitCode.ok
    }
  }

  /// The directory part of `path`, as `deletingLastPathComponent` gives it: "keys" of "keys/a.p8",
  /// "/" of "/a.p8", "" of "a.p8" (trailing slashes ignored).
  static func directoryPart(of path: String) -> String {
    var path = Substring(path)
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    guard let slash = path.lastIndex(of: "/") else { return "" }
    var directory = path[..<slash]
    while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
    return directory.isEmpty ? "/" : String(directory)
  }

  /// Writes `contents` to a new file at `path` with mode 0600 (creating its directory, 0700),
  /// flushed to disk; nil on success, else why not. An existing file is never replaced.
  static func writeNew(_ path: String, contents: [UInt8]) -> String? {
    let directory = directoryPart(of: path)
    if !directory.isEmpty, access(directory, F_OK) != 0 {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      } catch {
        return "cannot create the directory: \(SystemErrorText.describe(error))"
      }
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    let written = contents.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    let failure =
      written != contents.count
      ? String(cString: strerror(errno)) : fsync(descriptor) != 0 ? String(cString: strerror(errno)) : nil
    close(descriptor)
    if let failure {
      unlink(path)
      return failure
    }
    return nil
  }

  /// One key as `keys list --json` prints it.
  struct ListedKey: Encodable {
    var keyId: String
    var issuerId: String
    var name: String
    var created: String
    var revoked: String?
    var active: Bool
  }

  private static func list(_ parsed: ParsedArguments) -> Int32 {
    StoreSession.with(parsed) { store throws(StoreError) in
      let keys = try store.apiKeys().map {
        ListedKey(
          keyId: $0.keyID, issuerId: $0.issuerID, name: $0.name, created: DateText.iso($0.createdAt),
          revoked: $0.revokedAt.map(DateText.iso), active: $0.revokedAt == nil)
      }
      if parsed.flag("json") {
        JSONOutput.print(keys)
        return ExitCode.ok
      }
      if keys.isEmpty { StorefrontCommand.printLine("no keys; make one with storefront keys create") }
      for key in keys {
        let state = key.revoked.map { "revoked \($0)" } ?? "active"
        StorefrontCommand.printLine("\(key.keyId)  \(key.issuerId)  \(state)  created \(key.created)  \(key.name)")
      }
      return ExitCode.ok
    }
  }

  private static func revoke(_ keyID: String, _ parsed: ParsedArguments) -> Int32 {
    StoreSession.with(parsed) { store throws(StoreError) in
      guard try store.revokeAPIKey(keyID, at: Int64(Date().timeIntervalSince1970 * 1000)) else {
        StorefrontCommand.printError("storefront: keys revoke: no key \"\(keyID)\"; storefront keys list shows them")
        return ExitCode.dataError
      }
      if parsed.flag("json") {
        JSONOutput.print(["revoked": keyID])
      } else {
        StorefrontCommand.printLine("revoked \(keyID): the server refuses its tokens from now on")
      }
      return ExitCode.ok
    }
  }
}
