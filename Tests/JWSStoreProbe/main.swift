import Foundation
import JWS

/// `jws-store-probe DIRECTORY`: waits for a line on standard input (so that several probes start at
/// once), then calls `SigningIdentityStore.loadOrCreate(directory:)` and prints the root's SHA-256
/// fingerprint in hex. Exits 1 with the error on stderr. Used by JWSTests to race processes.
let arguments = CommandLine.arguments
guard arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: jws-store-probe DIRECTORY\n".utf8))
  exit(64)
}
_ = readLine()
do {
  let identity = try SigningIdentityStore.loadOrCreate(directory: URL(fileURLWithPath: arguments[1]))
  print(identity.root.sha256Fingerprint.map { String(format: "%02x", $0) }.joined())
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(1)
}
