package import CCurl

#if canImport(Glibc)
  import Glibc
#endif

/// libcurl, loaded with `dlopen` the first time a webhook is delivered or a served store is
/// called, so that starting the interactive app never loads it (nor the two dozen libraries
/// behind it).
///
/// Only the handful of entry points the transfers call are looked up. The library is
/// never unloaded; its global state is set up once, before any handle exists.
package final class CurlLibrary: Sendable {
  /// The library's file name (Debian `libcurl4`; the headers come from `libcurl4-openssl-dev`).
  package static let fileName = "libcurl.so.4"

  /// The loaded library, or why it could not be loaded (one line), decided once per process.
  package static let shared: Result<CurlLibrary, CurlLoadError> = load()

  package typealias EasyInit = @convention(c) () -> UnsafeMutableRawPointer?
  package typealias EasyPerform = @convention(c) (UnsafeMutableRawPointer?) -> CURLcode
  package typealias EasyCleanup = @convention(c) (UnsafeMutableRawPointer?) -> Void
  package typealias EasyStrerror = @convention(c) (CURLcode) -> UnsafePointer<CChar>?
  package typealias SlistAppend = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?
  package typealias SlistFreeAll = @convention(c) (OpaquePointer?) -> Void
  package typealias GlobalInit = @convention(c) (Int) -> CURLcode

  package let easyInit: EasyInit
  package let easyPerform: EasyPerform
  package let easyCleanup: EasyCleanup
  package let easyStrerror: EasyStrerror
  package let slistAppend: SlistAppend
  package let slistFreeAll: SlistFreeAll
  /// The addresses of `curl_easy_setopt` and `curl_easy_getinfo`, variadic: they are called
  /// through the CCurl wrappers, which take the function as a pointer.
  private let setoptAddress: UInt
  private let getinfoAddress: UInt

  /// `curl_easy_setopt`, for the CCurl wrappers.
  package var easySetopt: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: setoptAddress)! }
  /// `curl_easy_getinfo`, for the CCurl wrappers.
  package var easyGetinfo: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: getinfoAddress)! }

  private init(_ symbols: [String: UnsafeMutableRawPointer]) {
    easyInit = unsafeBitCast(symbols["curl_easy_init"], to: EasyInit.self)
    easyPerform = unsafeBitCast(symbols["curl_easy_perform"], to: EasyPerform.self)
    easyCleanup = unsafeBitCast(symbols["curl_easy_cleanup"], to: EasyCleanup.self)
    easyStrerror = unsafeBitCast(symbols["curl_easy_strerror"], to: EasyStrerror.self)
    slistAppend = unsafeBitCast(symbols["curl_slist_append"], to: SlistAppend.self)
    slistFreeAll = unsafeBitCast(symbols["curl_slist_free_all"], to: SlistFreeAll.self)
    setoptAddress = UInt(bitPattern: symbols["curl_easy_setopt"])
    getinfoAddress = UInt(bitPattern: symbols["curl_easy_getinfo"])
  }

  private static let names = [
    "curl_global_init", "curl_easy_init", "curl_easy_perform", "curl_easy_cleanup", "curl_easy_strerror",
    "curl_slist_append", "curl_slist_free_all", "curl_easy_setopt", "curl_easy_getinfo",
  ]

  private static func load() -> Result<CurlLibrary, CurlLoadError> {
    guard let handle = dlopen(fileName, RTLD_NOW | RTLD_LOCAL) else {
      let reason = dlerror().map { String(cString: $0) } ?? "not found"
      return .failure(CurlLoadError(message: "cannot load libcurl (\(reason)); install libcurl4"))
    }
    var symbols: [String: UnsafeMutableRawPointer] = [:]
    for name in names {
      guard let symbol = dlsym(handle, name) else {
        return .failure(CurlLoadError(message: "\(fileName) has no \(name); install a newer libcurl4"))
      }
      symbols[name] = symbol
    }
    let globalInit = unsafeBitCast(symbols["curl_global_init"], to: GlobalInit.self)
    let status = globalInit(Int(CURL_GLOBAL_DEFAULT))
    guard status == CURLE_OK else {
      return .failure(CurlLoadError(message: "libcurl would not start (error \(status.rawValue))"))
    }
    return .success(CurlLibrary(symbols))
  }

  /// libcurl's words for `code`.
  package func describe(_ code: CURLcode) -> String {
    easyStrerror(code).map { String(cString: $0) } ?? "libcurl error \(code.rawValue)"
  }
}
