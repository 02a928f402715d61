#!/usr/bin/env bash
# Our JWS verification against Apple's App Store Server Library for Python, on the same signed
# transaction: installs the library (scripts/apple-verifier/setup.sh, once), builds storefront-bench
# in release, and prints the jws_verify_apple line (ratio = our rate / Apple's; the target is 10).
# Also prints jws_verify (ours against raw libcrypto P-256 verification; the target is 0.5).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
bash scripts/apple-verifier/setup.sh
swift build -c release --product storefront-bench >&2
bench="$(swift build -c release --product storefront-bench --show-bin-path)/storefront-bench"
"$bench" --only jws_verify
"$bench" --only jws_verify_apple
