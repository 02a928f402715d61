import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// `storefront serve [--listen HOST:PORT] [--webhook URL]`: runs `storefront-serve` (installed
/// beside this program) with the catalog and store resolved, so the HTTP library it links is
/// never loaded by the interactive app.
enum ServeCommand {
  /// The server program's file name, in this program's directory.
  static let serverProgram = "storefront-serve"

  static func run(_ parsed: ParsedArguments, arguments: [String]) -> Int32 {
    guard arguments.isEmpty else { return StorefrontCommand.usageFailure("serve takes no arguments") }
    if let option = ["tls-cert", "tls-key"].first(where: { parsed.options[$0] != nil }) {
      return StorefrontCommand.usageFailure(
        "serve --\(option): HTTPS is not supported (libmicrohttpd's TLS would be a second TLS stack, GnuTLS); "
          + "serve plain HTTP on loopback, or put a TLS proxy in front")
    }
    let catalog = URL(fileURLWithPath: StorefrontCommand.catalogPath(parsed)).standardizedFileURL.path
    var serverArguments = ["--catalog", catalog, "--data", DataDirectory.store(parsed).standardizedFileURL.path]
    if let listen = parsed.options["listen"] { serverArguments += ["--listen", listen] }
    if let webhook = parsed.options["webhook"] { serverArguments += ["--webhook", webhook] }
    let program = programDirectory().appendingPathComponent(serverProgram).path
    guard access(program, X_OK) == 0 else {
      StorefrontCommand.printError(
        "storefront: serve needs \(program) (build it with swift build --product \(serverProgram))")
      return ExitCode.ioError
    }
    let argv = ([program] + serverArguments).map { strdup($0) } + [nil]
    execv(program, argv)
    StorefrontCommand.printError("storefront: cannot run \(program): \(String(cString: strerror(errno)))")
    return ExitCode.ioError
  }

  /// The directory this program's file is in.
  static func programDirectory() -> URL {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    let path =
      length > 0
      ? String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
    return URL(fileURLWithPath: path).deletingLastPathComponent()
  }
}
