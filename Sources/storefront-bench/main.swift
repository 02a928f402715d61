import Foundation

/// Entry point: run every benchmark (or `--only NAME`) and print one JSON object per metric.
let arguments = Array(CommandLine.arguments.dropFirst())
var only: String?
if arguments.first == "--scaling" { Scaling.run(); exit(0) }
if arguments.first == "--seed-server-store", arguments.count == 5, let customers = Int(arguments[3]),
  let days = Int64(arguments[4])
{
  exit(ServerBench.seed(catalogPath: arguments[1], directory: arguments[2], customers: customers, days: days))
}
if arguments.first == "--crypto-floor", arguments.count == 3, let threads = Int(arguments[1]),
  let seconds = Double(arguments[2]), threads > 0, threads <= 256, seconds > 0, seconds <= 600
{
  exit(ServerBench.cryptoFloor(threads: threads, seconds: seconds))
}
if let index = arguments.firstIndex(of: "--profile-once"), index + 1 < arguments.count,
  let count = Int(arguments[index + 1])
{
  ProfileOnce.run(products: count)
  exit(0)
}
if let index = arguments.firstIndex(of: "--profile-verify"), index + 1 < arguments.count,
  let count = Int(arguments[index + 1])
{
  ProfileOnce.verify(times: count)
  exit(0)
}
if let index = arguments.firstIndex(of: "--catch-up"), index + 2 < arguments.count,
  let subscriptions = Int(arguments[index + 1]), let years = Int64(arguments[index + 2])
{
  // A smaller catch-up, for profiling under callgrind.
  print(StoreBenchmarks.catchUp(subscriptions: subscriptions, years: years))
  exit(0)
}
if let index = arguments.firstIndex(of: "--only"), index + 1 < arguments.count {
  only = arguments[index + 1]
} else if !arguments.isEmpty {
  FileHandle.standardError.write(
    Data(
      "usage: storefront-bench [--only METRIC | --seed-server-store CATALOG STORE_DIR CUSTOMERS DAYS | --crypto-floor THREADS SECONDS]\n"
        .utf8))
  exit(64)
}
// Benchmarks that need other programs run only when named.
let candidates = only == nil ? Benchmarks.all : Benchmarks.all + AppleVerifierBenchmark.external
for benchmark in candidates where only == nil || benchmark.names.contains(only!) {
  for line in benchmark.run() { print(line) }
}
