import StrictJSON
import AppStoreSimulator
import Catalog
import FoundationEssentials
import StorefrontApp
import JWS

#if canImport(Glibc)
  import Glibc
#endif

/// `storefront verify JWS` (or `-` to read it from standard input): the decoded header and
/// payload, and whether the JWS verifies against the store's root; exit 1 when it does not.
///
/// Nothing of the input reaches the terminal raw: a JWS longer than the verifier's limit is refused
/// (exit 65) before anything of it is read further, decoded or printed; standard input is read only
/// up to that limit; a header or payload that is JSON is shown pretty-printed with control characters
/// escaped, anything else as one escaped line.
enum VerifyCommand {
  struct Report: Encodable {
    var verified: Bool
    var failure: String?
    var header: String?
    var payload: String?
  }

  /// Why standard input gave no JWS to check.
  enum InputFailure: Error {
    /// Reading failed, with the system's reason.
    case unreadable(String)
    /// More than `maximumLength` bytes (and a little whitespace).
    case tooLong
  }

  /// The longest JWS read: the verifier's limit.
  static let maximumLength = JWSVerifier.defaultMaximumLength
  /// Whitespace read beyond the limit on standard input (a final newline, or "\r\n"), before the input counts as too long.
  static let trailingWhitespaceAllowance = 64

  static func run(_ parsed: ParsedArguments, arguments: [String]) -> Int32 {
    guard arguments.count == 1 else { return StorefrontCommand.usageFailure("verify needs one JWS (or - for stdin)") }
    let jws: String
    if arguments[0] == "-" {
      switch readStandardInput() {
      case .success(let text): jws = text.trimmingWhitespaceAndNewlines()
      case .failure(.unreadable(let reason)):
        StorefrontCommand.printError("storefront: cannot read standard input: \(reason)")
        return ExitCode.ioError
      case .failure(.tooLong):
        StorefrontCommand.printError(
          "storefront: not verified: the JWS on standard input is longer than the limit of \(maximumLength) bytes")
        return ExitCode.dataError
      }
    } else {
      jws = arguments[0].trimmingWhitespaceAndNewlines()
    }
    let length = jws.utf8.count
    guard length <= maximumLength else {
      let problem = JWSVerificationError.tooLarge(length: length, limit: maximumLength)
      StorefrontCommand.printError("storefront: not verified: \(problem.description)")
      return ExitCode.dataError
    }
    return StoreSession.with(parsed) { store throws(StoreError) in
      let parts = jws.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      let header = parts.count == 3 ? Base64URL.decode(parts[0]).map(shown) : nil
      let payload = parts.count == 3 ? Base64URL.decode(parts[1]).map(shown) : nil
      var failure: String?
      switch JWSVerifier(pinnedRoot: try store.identity.root, maximumLength: maximumLength).verify(jws) {
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
        StorefrontCommand.printLine(
          failure.map { "NOT VERIFIED: \($0)" }
            ?? "verified: signed by the store's root, ES256, chain and extensions valid")
      }
      return failure == nil ? ExitCode.ok : ExitCode.checkFailed
    }
  }

  /// A decoded segment as text safe to print: a JSON object indented, with every control character
  /// in its strings a JSON `\u` escape (still JSON); anything else as one line marked "(not JSON)",
  /// with unsafe scalars and invalid UTF-8 escaped.
  static func shown(_ bytes: [UInt8]) -> String {
    guard (try? JSONParser.parse(bytes))?.root.kind == .object else {
      return "(not JSON) " + TerminalSafeText.line(bytes: bytes)
    }
    let pretty = TerminalSafeText.json(Array(JSONText.pretty(bytes).utf8))
    return TerminalSafeText.lines(String(decoding: pretty, as: UTF8.self))
  }

  /// Standard input, read up to the limit (and a little whitespace after it), or why it cannot be used.
  ///
  /// Never holds more than `maximumLength + trailingWhitespaceAllowance + 1` bytes, however long
  /// the input; longer input is refused unread.
  static func readStandardInput() -> Result<String, InputFailure> {
    let capacity = maximumLength + trailingWhitespaceAllowance + 1
    var bytes = [UInt8](repeating: 0, count: capacity)
    var count = 0
    while count < capacity {
      let read = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(STDIN_FILENO, buffer.baseAddress! + count, capacity - count)
      }
      if read == 0 { break }
      if read < 0 {
        if errno == EINTR { continue }
        return .failure(.unreadable(String(cString: strerror(errno))))
      }
      count += read
    }
    guard count < capacity else { return .failure(.tooLong) }
    return .success(String(decoding: bytes[..<count], as: UTF8.self))
  }

  /// The payload's `bundleId`, at the top or in a notification's `data`.
  static func bundleID(in payload: [UInt8]) -> String? {
    guard let root = (try? JSONParser.parse(payload))?.root else { return nil }
    func member(_ key: String, of node: JSONNode) -> JSONNode? { node.members.first { $0.key == key }?.node }
    return member("bundleId", of: root)?.string
      ?? member("data", of: root).flatMap { member("bundleId", of: $0) }?.string
  }
}
