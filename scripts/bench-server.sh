#!/usr/bin/env bash
# `storefront serve` performance (issue 14), measured in one run with Debian's wrk and printed as
# one JSON line per metric:
#   server_transaction_info   Get Transaction Info requests/s at 32 keep-alive connections (JWT
#                             checked, the transaction signed afresh), as a ratio to the crypto floor
#                             (one ES256 verify + one ES256 sign per request through raw libcrypto on
#                             as many threads as the server has, storefront-bench --crypto-floor); goal >= 0.5
#   server_transaction_info_p99  p99 latency of the same run; goal < 10 ms
#   server_history_page       a Get Transaction History page (one connection), goal < 10 ms
#   server_notification_history_page  a Get Notification History page (one connection), goal < 10 ms
# The store is seeded through the simulator's API (storefront-bench --seed-server-store): 1,000
# monthly subscriptions caught up over BENCH_SERVER_DAYS (default 3,045) days, about 100,000
# transactions and as many notifications. BENCH_SERVER_SECONDS (default 10) per wrk run.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
command -v wrk >/dev/null || { echo "bench-server: wrk is needed (apt-get install wrk)" >&2; exit 1; }
seconds="${BENCH_SERVER_SECONDS:-10}"
days="${BENCH_SERVER_DAYS:-3045}"
bash scripts/apple-verifier/setup.sh >&2
python=.build/apple-verifier/venv/bin/python
for product in storefront storefront-serve storefront-bench; do
  swift build -c release --static-swift-stdlib --product "$product" >&2
done
bin="$(swift build -c release --static-swift-stdlib --show-bin-path)"
home="$(mktemp -d)"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill -TERM "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$home"
}
trap cleanup EXIT
export STOREFRONT_HOME="$home" LANG=C.UTF-8 LC_ALL=C.UTF-8
# Real time, so that no renewal falls due while wrk runs.
sed 's/"timeRate": *"[A-Za-z]*"/"timeRate": "realTime"/' catalog.json >"$home/catalog.json"
grep -q '"timeRate": "realTime"' "$home/catalog.json" || { echo "bench-server: cannot set timeRate" >&2; exit 1; }
mkdir -p "$home/store"
seeded="$("$bin/storefront-bench" --seed-server-store "$home/catalog.json" "$home/store" 1000 "$days")"
transaction="$(sed -n 's/.*"transactionId":"\([0-9]*\)".*/\1/p' <<<"$seeded")"
now="$(sed -n 's/.*"now":\([0-9]*\).*/\1/p' <<<"$seeded")"
key="$("$bin/storefront" --catalog "$home/catalog.json" keys create --name bench --json)"
field() { sed -n "s/.*\"$1\":\"\([^\"]*\)\".*/\1/p" <<<"$key"; }
token="$("$python" scripts/server-api/bearer_token.py --key "$(field privateKeyPath)" --key-id "$(field keyId)" \
  --issuer-id "$(field issuerId)" --bundle-id "$(field bundleId)" --minutes 60)"
"$bin/storefront" --catalog "$home/catalog.json" serve --listen 127.0.0.1:0 >"$home/serve.out" 2>"$home/serve.err" &
server_pid=$!
for _ in $(seq 100); do grep -q 'listening on' "$home/serve.out" && break; sleep 0.1; done
port="$(sed -n 's/.*http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$home/serve.out")"
[ -n "$port" ] || { echo "bench-server: the server did not start: $(cat "$home/serve.err")" >&2; exit 1; }
base="http://127.0.0.1:$port"
status="$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $token" "$base/inApps/v1/transactions/$transaction")"
[ "$status" = 200 ] || { echo "bench-server: Get Transaction Info answered $status" >&2; exit 1; }

# wrk SCRIPT_ARGS...: a Lua script that sends the bearer token (and a body for POST).
lua() {
  local method="$1" body="${2:-}"
  cat <<LUA
wrk.method = "$method"
wrk.headers["Authorization"] = "Bearer $token"
LUA
  if [ -n "$body" ]; then
    printf 'wrk.headers["Content-Type"] = "application/json"\nwrk.body = %s\n' "'$body'"
  fi
  cat <<'LUA'
done = function(summary, latency, requests)
  local bad = summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format("RESULT %d %d %.1f %.1f %.1f\n", summary.requests, bad, summary.duration,
    latency:percentile(50), latency:percentile(99)))
end
LUA
}
# run THREADS CONNECTIONS PATH METHOD [BODY]: prints "requests errors duration_us p50_us p99_us".
run() {
  lua "$4" "${5:-}" >"$home/bench.lua"
  wrk -t"$1" -c"$2" -d"${seconds}s" -s "$home/bench.lua" "$base$3" | sed -n 's/^RESULT //p'
}
threads="$(nproc)"
[ "$threads" -ge 2 ] || threads=2
floor="$("$bin/storefront-bench" --crypto-floor "$threads" "$seconds")"
floor_rate="$(sed -n 's/.*"value":\([0-9.]*\).*/\1/p' <<<"$floor")"
read -r requests errors duration p50 p99 <<<"$(run "$threads" 32 "/inApps/v1/transactions/$transaction" GET)"
python3 - "$requests" "$errors" "$duration" "$p50" "$p99" "$floor_rate" "$threads" <<'PY'
import sys
requests, errors, duration, p50, p99, floor, threads = sys.argv[1:]
rate = int(requests) / (float(duration) / 1e6)
print('{"metric":"server_transaction_info","value":%.1f,"unit":"requests/s","connections":32,"errors":%s,'
      '"reference":"crypto_floor_es256_verify_plus_sign","reference_value":%.1f,"threads":%s,"ratio":%.3f,'
      '"target_ratio":0.5}' % (rate, errors, float(floor), threads, rate / float(floor)))
print('{"metric":"server_transaction_info_p99","value":%.3f,"unit":"ms","p50":%.3f,"connections":32,"target":10}'
      % (float(p99) / 1000, float(p50) / 1000))
PY
read -r requests errors duration p50 p99 <<<"$(run 1 1 "/inApps/v2/history/$transaction" GET)"
python3 - server_history_page "$requests" "$errors" "$duration" "$p50" "$p99" <<'PY'
import sys
name, requests, errors, duration, p50, p99 = sys.argv[1:]
print('{"metric":"%s","value":%.3f,"unit":"ms","p99":%.3f,"requests":%s,"errors":%s,"store_transactions":"~100000",'
      '"target":10}' % (name, float(p50) / 1000, float(p99) / 1000, requests, errors))
PY
body="{\"startDate\":$((now - 29 * 86400000)),\"endDate\":$now}"
read -r requests errors duration p50 p99 <<<"$(run 1 1 "/inApps/v1/notifications/history" POST "$body")"
python3 - server_notification_history_page "$requests" "$errors" "$duration" "$p50" "$p99" <<'PY'
import sys
name, requests, errors, duration, p50, p99 = sys.argv[1:]
print('{"metric":"%s","value":%.3f,"unit":"ms","p99":%.3f,"requests":%s,"errors":%s,"store_notifications":"~100000",'
      '"target":10}' % (name, float(p50) / 1000, float(p99) / 1000, requests, errors))
PY
