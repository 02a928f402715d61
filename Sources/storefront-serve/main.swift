import Glibc
import StoreServer

/// Entry point of `storefront-serve`, which `storefront serve` runs: the App Store Server API over HTTP.
exit(ServeMain.run(Array(CommandLine.arguments.dropFirst())))
