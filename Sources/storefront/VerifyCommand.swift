import AppStoreSimulator
import Foundation
import StorefrontApp
import JWS

/// `storefront verify JWS` (or `-` to read it from standard input): the decoded header and
/// payload, and whether the JWS verifies against the store's root; exit 1 when it does not.
enum VerifyCommand {
  struct Report: Encodable {
    var verified: Bool
    var failure: String?
    var header: String?
    var payload: String?
  }

  static func run(_ parsed: ParsedArguments, arguments: [String]) -> Int32 {
    guard arguments.count == 1 else { return StorefrontCommand.usageFailure("verify needs one JWS (or - for stdin)") }
    var jws = arguments[0]
    if jws == "-" {
      jws = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    }
    jws = jws.trimmingCharacters(in: .whitespacesAndNewlines)
    return StoreSession.with(parsed) { store throws(StoreError) in
      let parts = jws.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      let header = parts.count == 3 ? Base64URL.decode(parts[0]).map(JSONText.pretty) : nil
      let payload = parts.count == 3 ? Base64URL.decode(parts[1]).map(JSONText.pretty) : nil
      var failure: String?
      switch JWSVerifier(pinnedRoot: try store.identity.root).verify(jws) {
      case .success(let verified):
        let bundle = bundleID(in: verified.payload)
        if let bundle, bundle != store.catalog.app.bundleID {
          failure = "bundle id \"\(bundle)\" is not the catalog's (\(store.catalog.app.bundleID))"
        }
      case .failure(let error): failure = error.description
      }
      let report = Report(verified: failure == nil, failure: failure, header: header, payload: payload)
      if parsed.flag("json") {
        JSONOutput.print(report)
      } else {
        print("header:\n\(header ?? "(not decodable)")")
        print("payload:\n\(payload ?? "(not decodable)")")
        print(
          failure.map { "NOT VERIFIED: \($0)" }
            ?? "verified: signed by the store's root, ES256, chain and extensions valid")
      }
      return failure == nil ? ExitCode.ok : ExitCode.checkFailed
    }
  }

  /// The payload's `bundleId`, at the top or in a notification's `data`.
  static func bundleID(in payload: [UInt8]) -> String? {
    guard let object = try? JSONSerialization.jsonObject(with: Data(payload)) as? [String: Any] else { return nil }
    return object["bundleId"] as? String ?? (object["data"] as? [String: Any])?["bundleId"] as? String
  }
}
