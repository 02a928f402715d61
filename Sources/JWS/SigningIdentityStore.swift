import FoundationEssentials
internal import SystemErrors
import FoundationInternationalization

#if canImport(Glibc)
  import Glibc
#endif

/// Keeps a signing identity in a directory of four PEM files: `root.pem`, `intermediate.pem`,
/// `leaf.pem` and `leaf-key.pem` (PKCS#8, mode 0600); the directory is mode 0700.
///
/// The CA private keys are discarded, not saved. They are needed only to issue the three
/// certificates, which are valid for the whole simulated time range (2000–2099 by default), so
/// nothing ever needs them again; on disk they would only be one more secret from which anyone
/// able to read the directory could mint certificates that every verifier pinning the root trusts.
/// A new chain means a new identity (and a new root to pin).
///
/// An identity is written as a whole: into a fresh temporary sibling directory (mode 0700, files
/// created with `O_CREAT|O_EXCL` and their final modes, each fsynced), which is then renamed onto
/// the final name. `rename(2)` fails when the target is a non-empty directory, so of several
/// processes creating at once exactly one wins and the others load the winner's identity; and a
/// crash leaves either a complete identity or none (plus a stray temporary directory). Existing
/// files are never overwritten or regenerated: a damaged identity is an error naming the file.
public enum SigningIdentityStore {
  /// The file holding the root certificate.
  public static let rootFile = "root.pem"
  /// The file holding the intermediate certificate.
  public static let intermediateFile = "intermediate.pem"
  /// The file holding the leaf certificate.
  public static let leafFile = "leaf.pem"
  /// The file holding the leaf's private key.
  public static let leafKeyFile = "leaf-key.pem"

  /// The largest file the store reads.
  static let maximumFileSize = 64 * 1024

  /// Reads the identity saved in `directory`, checking that its parts belong together.
  public static func load(from directory: URL) throws(SigningIdentityStoreError) -> SigningIdentity {
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
    let root = try certificate(at: path(rootFile))
    let intermediate = try certificate(at: path(intermediateFile))
    let leaf = try certificate(at: path(leafFile))
    let keyPath = path(leafKeyFile)
    let keyText = try text(at: keyPath)
    let leafKey: P256PrivateKey
    do throws(CryptoError) {
      leafKey = try P256PrivateKey(pkcs8PEM: keyText)
    } catch {
      throw .corrupt(path: keyPath, reason: "\(error)")
    }
    guard root.isIssued(by: root) else { throw .mismatched(path: path(rootFile), reason: "not a self-signed root") }
    guard intermediate.isIssued(by: root) else {
      throw .mismatched(path: path(intermediateFile), reason: "not issued by the certificate in \(rootFile)")
    }
    guard leaf.isIssued(by: intermediate) else {
      throw .mismatched(path: path(leafFile), reason: "not issued by the certificate in \(intermediateFile)")
    }
    guard leaf.publicKey == leafKey.publicKey else {
      throw .mismatched(path: keyPath, reason: "not the private key of the certificate in \(leafFile)")
    }
    do {
      return try SigningIdentity(root: root, intermediate: intermediate, leaf: leaf, leafKey: leafKey)
    } catch {
      throw .mismatched(path: directory.path, reason: "\(error)")
    }
  }

  /// Writes `identity` as the new directory `directory`; throws `.alreadyExists` when it exists and
  /// is not empty. The CA keys are not written (see the type's documentation).
  public static func save(_ identity: SigningIdentity, to directory: URL) throws(SigningIdentityStoreError) {
    guard try install(identity, at: directory) else { throw .alreadyExists(path: directory.path) }
  }

  /// The identity in `directory`, creating and saving a new one (named with `commonNamePrefix`)
  /// when the directory is missing or empty. Safe when several threads or processes call it at
  /// once: all of them return the same identity.
  public static func loadOrCreate(
    directory: URL, commonNamePrefix: String = "Storefront Simulator"
  ) throws(SigningIdentityStoreError) -> SigningIdentity {
    if try holdsSomething(directory) { return try load(from: directory) }
    _ = try install(CertificateChainFactory.makeIdentity(commonNamePrefix: commonNamePrefix), at: directory)
    return try load(from: directory)
  }

  /// Builds `identity` in a temporary sibling of `directory` and renames it into place; false,
  /// with nothing changed, when `directory` is already a non-empty directory.
  static func install(_ identity: SigningIdentity, at directory: URL) throws(SigningIdentityStoreError) -> Bool {
    let parent = directory.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(
        at: parent, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw .writeFailed(path: parent.path, reason: SystemErrorText.describe(error))
    }
    let temporary = parent.appendingPathComponent(
      ".\(directory.lastPathComponent).tmp-\(getpid())-\(UUID().uuidString)")
    try DurableFileWriter.createDirectory(temporary.path, mode: 0o700)
    defer { try? FileManager.default.removeItem(at: temporary) }
    let files: [(String, String, mode_t)] = [
      (rootFile, identity.root.pem, 0o644), (intermediateFile, identity.intermediate.pem, 0o644),
      (leafFile, identity.leaf.pem, 0o644), (leafKeyFile, identity.leafKey.pkcs8PEM, 0o600),
    ]
    for (name, contents, mode) in files {
      try DurableFileWriter.createFile(
        temporary.appendingPathComponent(name).path, contents: Array(contents.utf8), mode: mode)
    }
    try DurableFileWriter.syncDirectory(temporary.path)
    if rename(temporary.path, directory.path) != 0 {
      if errno == ENOTEMPTY || errno == EEXIST { return false }
      throw .writeFailed(path: directory.path, reason: DurableFileWriter.lastError())
    }
    try DurableFileWriter.syncDirectory(parent.path)
    return true
  }

  /// Whether `directory` exists and has any entry; throws when it cannot be listed.
  private static func holdsSomething(_ directory: URL) throws(SigningIdentityStoreError) -> Bool {
    guard let listing = opendir(directory.path) else {
      if errno == ENOENT { return false }
      throw .unreadable(path: directory.path, reason: DurableFileWriter.lastError())
    }
    defer { closedir(listing) }
    while let entry = readdir(listing) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name != "." && name != ".." { return true }
    }
    return false
  }

  /// The certificate in the PEM file at `path`.
  private static func certificate(at path: String) throws(SigningIdentityStoreError) -> Certificate {
    let pem = try text(at: path)
    do throws(CryptoError) {
      return try Certificate(pem: pem)
    } catch {
      throw .corrupt(path: path, reason: "\(error)")
    }
  }

  /// The UTF-8 text of the file at `path`, at most `maximumFileSize` bytes.
  private static func text(at path: String) throws(SigningIdentityStoreError) -> String {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { throw .missing(path: path) }
      throw .unreadable(path: path, reason: DurableFileWriter.lastError())
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw .unreadable(path: path, reason: DurableFileWriter.lastError()) }
      if count == 0 { break }
      bytes += buffer.prefix(count)
      guard bytes.count <= maximumFileSize else {
        throw .corrupt(path: path, reason: "larger than \(maximumFileSize / 1024) KiB")
      }
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .corrupt(path: path, reason: "not UTF-8 text")
    }
    return text
  }
}
