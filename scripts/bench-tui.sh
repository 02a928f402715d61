#!/usr/bin/env bash
# The interactive app's terminal performance (issue 6): builds storefront in release and the C floor
# (scripts/tui-floor.c, one line of ncurses), then runs both under tmux (scripts/bench-tui.py) and
# prints one JSON line per metric: tui_first_frame (ratio to the floor; goal under 3), tui_remote_key_to_frame_p95 (the store served on loopback),
# tui_key_to_frame_p50 / _p95 (goal p95 under 16 ms), tui_rss after the newcomer journey (goal under 30 MB).
# BENCH_TUI_RUNS (default 9) start-ups and BENCH_TUI_KEYS (default 100) key presses per program.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
command -v tmux >/dev/null || { echo "bench-tui: tmux is needed (apt-get install tmux)" >&2; exit 1; }
# Built as it is meant to be shipped: the Swift runtime and Foundation linked in (faster start, less
# resident memory than loading them as shared libraries).
swift build -c release --static-swift-stdlib --product storefront >&2
# storefront serve (the --store measurement) runs storefront-serve from the same directory.
swift build -c release --static-swift-stdlib --product storefront-serve >&2
app="$(swift build -c release --static-swift-stdlib --show-bin-path)/storefront"
floor_dir="$(mktemp -d)"
trap 'rm -rf "$floor_dir"' EXIT
cc -O2 -Wall -Werror -o "$floor_dir/tui-floor" scripts/tui-floor.c -lncursesw
python3 scripts/bench-tui.py "$app" "$floor_dir/tui-floor"
