/// libcurl could not be loaded, in one line.
struct CurlLoadError: Error, Sendable {
  let message: String
}
