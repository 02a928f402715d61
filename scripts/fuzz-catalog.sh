#!/usr/bin/env bash
# Fuzzes the catalog reader (CatalogReader.read and JSONParser.parse) with libFuzzer + AddressSanitizer.
#
#   scripts/fuzz-catalog.sh [SECONDS]     # default 600
#
# Builds fuzz/build/catalog-fuzz with swiftc (SwiftPM cannot link libFuzzer executables), seeds
# fuzz/corpus/ from catalog.json, the StoreKit fixtures and fuzz/seeds/, runs the fuzzer and writes
# crash, leak and timeout reproducers to fuzz/artifacts/. Exits non-zero if the fuzzer found a bug.
# An input that takes more than 1 s (-timeout=1) counts as a bug: reading is linear in the input.
set -euo pipefail

duration="${1:-600}"
cd "$(dirname "$0")/.."
storekit_fixtures="${STOREKIT_FIXTURES:-../shared/fixtures/storekit}"
build=fuzz/build corpus=fuzz/corpus artifacts=fuzz/artifacts
mkdir -p "$build" "$corpus" "$artifacts"

# Build: the Catalog module as an instrumented static library, then the entry point against it.
flags=(-sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -g -use-ld=lld)
mapfile -t sources < <(find Sources/Catalog -name '*.swift' | sort)
echo "fuzz-catalog: building $build/catalog-fuzz"
swiftc "${flags[@]}" -module-name Catalog -emit-module -emit-module-path "$build/Catalog.swiftmodule" \
  -emit-library -static -o "$build/libCatalog.a" "${sources[@]}"
swiftc "${flags[@]}" -I "$build" -L "$build" -lCatalog -l_FoundationICU \
  fuzz/CatalogFuzz.swift -o "$build/catalog-fuzz"

# Seed the corpus (it keeps growing between runs).
shopt -s nullglob
cp catalog.json "$corpus/seed-catalog.json"
for file in "$storekit_fixtures"/*.storekit fuzz/seeds/*; do cp "$file" "$corpus/seed-$(basename "$file")"; done

# Run.
log="$build/fuzz.log"
status=0
"$build/catalog-fuzz" -max_total_time="$duration" -max_len=65536 -timeout=1 -dict=fuzz/json.dict \
  -artifact_prefix="$artifacts/" -print_final_stats=1 "$corpus" 2>&1 | tee "$log" || status=$?

# One-line result.
last=$(grep -E '^#[0-9]+' "$log" | tail -n 1 || true)
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
cov=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' <<<"$last" || true)
if [[ $status -eq 0 ]]; then
  echo "fuzz-catalog: OK: no crash, leak or timeout in ${duration}s; ${runs:-?} runs, ${speed:-?} exec/s, ${cov:-cov: ?}"
else
  artifact=$(grep -oE 'Test unit written to .*' "$log" | tail -n 1 | sed 's/Test unit written to //' || true)
  echo "fuzz-catalog: FAILED (fuzzer exit $status): ${artifact:-see $log}; ${runs:-?} runs, ${cov:-cov: ?}"
fi
exit "$status"
