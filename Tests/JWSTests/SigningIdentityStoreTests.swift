import Foundation
import Testing

@testable import JWS

/// The identity on disk: permissions, persistence, concurrent creation, and clear errors.
struct SigningIdentityStoreTests {
  typealias Store = SigningIdentityStore

  /// A path inside a fresh temporary directory, not yet created.
  func freshDirectory() throws -> URL {
    try ToolRunner.temporaryDirectory().appendingPathComponent("signing")
  }

  func mode(_ url: URL) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
  }

  func listing(_ url: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  func file(_ directory: URL, _ name: String) -> URL { directory.appendingPathComponent(name) }

  @Test func createsTheKeyFile0600AndTheDirectory0700() throws {
    let directory = try freshDirectory()
    _ = try Store.loadOrCreate(directory: directory)
    #expect(try listing(directory) == ["intermediate.pem", "leaf-key.pem", "leaf.pem", "root.pem"])
    #expect(try mode(directory) == 0o700)
    #expect(try mode(file(directory, Store.leafKeyFile)) == 0o600)
    for name in [Store.rootFile, Store.intermediateFile, Store.leafFile] {
      #expect(try mode(file(directory, name)) & 0o077 & ~0o044 == 0, "certificates are at most 0644")
    }
    #expect(try listing(directory.deletingLastPathComponent()) == ["signing"], "no temporary directory left behind")
  }

  /// Modes are set at creation, not left to the umask: a probe with umask 000 still writes 0600/0700.
  @Test func modesHoldUnderAPermissiveUmask() throws {
    let directory = try freshDirectory()
    let probe = ToolRunner.productsDirectory.appendingPathComponent("jws-store-probe").path
    let output = try ToolRunner.run(
      "/bin/sh", ["-c", "umask 000 && exec \"$0\" \"$1\"", probe, directory.path], input: "\n")
    #expect(output.status == 0, "\(output.stderr)")
    #expect(try mode(directory) == 0o700)
    #expect(try mode(file(directory, Store.leafKeyFile)) == 0o600)
    #expect(try mode(file(directory, Store.rootFile)) == 0o644)
  }

  @Test func secondCallLoadsTheSameIdentity() throws {
    let directory = try freshDirectory()
    let first = try Store.loadOrCreate(directory: directory)
    let second = try Store.loadOrCreate(directory: directory)
    #expect(second.root == first.root)
    #expect(second.intermediate == first.intermediate)
    #expect(second.leaf == first.leaf)
    #expect(second.leafKey.publicKey == first.leafKey.publicKey)
    #expect(second.rootKey == nil && second.intermediateKey == nil, "CA keys are not kept")
  }

  @Test func saveThenLoadRoundTripsAndOmitsTheCAKeys() throws {
    let directory = try freshDirectory()
    let identity = CertificateChainFactory.makeIdentity(commonNamePrefix: "Saved")
    try Store.save(identity, to: directory)
    let loaded = try Store.load(from: directory)
    #expect(loaded.root == identity.root && loaded.leaf == identity.leaf)
    #expect(loaded.leafKey.publicKey == identity.leafKey.publicKey)
    let everything = try listing(directory).map { try String(contentsOf: file(directory, $0), encoding: .utf8) }
    #expect(everything.filter { $0.contains("PRIVATE KEY") }.count == 1, "only the leaf key is on disk")
  }

  @Test func saveRefusesANonEmptyDirectory() throws {
    let directory = try freshDirectory()
    _ = try Store.loadOrCreate(directory: directory)
    let before = try String(contentsOf: file(directory, Store.rootFile), encoding: .utf8)
    #expect(throws: SigningIdentityStoreError.alreadyExists(path: directory.path)) {
      try Store.save(CertificateChainFactory.makeIdentity(), to: directory)
    }
    #expect(try String(contentsOf: file(directory, Store.rootFile), encoding: .utf8) == before)
  }

  @Test func anEmptyExistingDirectoryIsFilled() throws {
    let directory = try freshDirectory()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    _ = try Store.loadOrCreate(directory: directory)
    #expect(try listing(directory).count == 4)
    #expect(try mode(directory) == 0o700)
  }

  @Test func concurrentThreadsEndWithOneIdentity() throws {
    let directory = try freshDirectory()
    let results = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let outcome: String
      do {
        outcome = try Store.loadOrCreate(directory: directory).root.sha256Fingerprint.description
      } catch {
        outcome = "error: \(error)"
      }
      results.withLock { $0.append(outcome) }
    }
    let fingerprints = results.withLock { $0 }
    #expect(fingerprints.count == 8)
    #expect(Set(fingerprints).count == 1, "\(Set(fingerprints))")
    #expect(fingerprints.first == (try Store.load(from: directory).root.sha256Fingerprint.description))
    #expect(try listing(directory.deletingLastPathComponent()) == ["signing"])
  }

  @Test func concurrentProcessesEndWithOneIdentity() throws {
    let directory = try freshDirectory()
    let probe = ToolRunner.productsDirectory.appendingPathComponent("jws-store-probe")
    var running: [(Process, Pipe, Pipe)] = []
    for _ in 0..<4 {
      let process = Process()
      process.executableURL = probe
      process.arguments = [directory.path]
      let input = Pipe()
      let output = Pipe()
      process.standardInput = input
      process.standardOutput = output
      try process.run()
      running.append((process, input, output))
    }
    for (_, input, _) in running { input.fileHandleForWriting.write(Data("go\n".utf8)) }  // all start together
    var fingerprints: [String] = []
    for (process, _, output) in running {
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      fingerprints.append(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    let stored = try Store.load(from: directory).root.sha256Fingerprint.map { String(format: "%02x", $0) }.joined()
    #expect(fingerprints == Array(repeating: stored, count: 4))
    #expect(try listing(directory).count == 4)
    #expect(try listing(directory.deletingLastPathComponent()) == ["signing"])
  }

  // MARK: - Damaged identities: an error naming the file, and nothing regenerated

  /// Creates an identity, applies `damage`, and returns the error of `loadOrCreate` afterwards,
  /// checking that no file changed.
  func errorAfter(_ damage: (URL) throws -> Void) throws -> SigningIdentityStoreError? {
    let directory = try freshDirectory()
    _ = try Store.loadOrCreate(directory: directory)
    try damage(directory)
    let before = try snapshot(directory)
    defer { #expect((try? snapshot(directory)) == before, "nothing is rewritten") }
    do {
      _ = try Store.loadOrCreate(directory: directory)
      return nil
    } catch {
      return error
    }
  }

  func snapshot(_ directory: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try listing(directory) {
      files[name] = FileManager.default.contents(atPath: file(directory, name).path)
    }
    return files
  }

  @Test func corruptRootIsReportedWithItsPath() throws {
    var path = ""
    let error = try errorAfter { directory in
      path = file(directory, Store.rootFile).path
      try "garbage\n".write(toFile: path, atomically: false, encoding: .utf8)
    }
    #expect(error == .corrupt(path: path, reason: "invalid certificate: not exactly one PEM block"))
    #expect(error?.description == "\(path): corrupt: invalid certificate: not exactly one PEM block")
  }

  @Test func missingKeyFileIsReportedAndNotRegenerated() throws {
    var path = ""
    let error = try errorAfter { directory in
      path = file(directory, Store.leafKeyFile).path
      try FileManager.default.removeItem(atPath: path)
    }
    #expect(error == .missing(path: path))
    #expect(error?.description == "\(path): missing; the signing identity is incomplete (nothing was regenerated)")
  }

  @Test func keyOfAnotherIdentityIsMismatched() throws {
    var path = ""
    let error = try errorAfter { directory in
      path = file(directory, Store.leafKeyFile).path
      try FileManager.default.removeItem(atPath: path)
      try P256PrivateKey().pkcs8PEM.write(toFile: path, atomically: false, encoding: .utf8)
    }
    #expect(error == .mismatched(path: path, reason: "not the private key of the certificate in leaf.pem"))
  }

  @Test func intermediateOfAnotherIdentityIsMismatched() throws {
    var path = ""
    let error = try errorAfter { directory in
      path = file(directory, Store.intermediateFile).path
      try TokenForge.identity.intermediate.pem.write(toFile: path, atomically: false, encoding: .utf8)
    }
    #expect(error == .mismatched(path: path, reason: "not issued by the certificate in root.pem"))
  }

  @Test func certificateInPlaceOfTheKeyIsCorrupt() throws {
    var path = ""
    let error = try errorAfter { directory in
      path = file(directory, Store.leafKeyFile).path
      try TokenForge.identity.leaf.pem.write(toFile: path, atomically: false, encoding: .utf8)
    }
    #expect(
      error
        == .corrupt(
          path: path, reason: "invalid key: PEM label is \"CERTIFICATE\"; expected \"PRIVATE KEY\" (PKCS#8)"))
  }

  @Test func unreadableFileIsReportedWithTheSystemReason() throws {
    var path = ""
    let error = try errorAfter { directory in
      path = file(directory, Store.leafFile).path
      try FileManager.default.removeItem(atPath: path)
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }
    #expect(error == .unreadable(path: path, reason: "Is a directory"))
  }

  @Test func oversizedFileIsCorrupt() throws {
    var path = ""
    let error = try errorAfter { directory in
      path = file(directory, Store.rootFile).path
      try String(repeating: "A", count: 100_000).write(toFile: path, atomically: false, encoding: .utf8)
    }
    #expect(error == .corrupt(path: path, reason: "larger than 64 KiB"))
  }

  @Test func directoryWithForeignContentsIsNotTakenOver() throws {
    let directory = try freshDirectory()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try "mine".write(to: file(directory, "notes.txt"), atomically: false, encoding: .utf8)
    #expect(throws: SigningIdentityStoreError.missing(path: file(directory, Store.rootFile).path)) {
      try Store.loadOrCreate(directory: directory)
    }
    #expect(try listing(directory) == ["notes.txt"])
  }
}
