#!/usr/bin/env bash
# Regenerates Sources/storefront/startup-functions.order: the functions the interactive app runs from
# start-up through the newcomer journey of scripts/bench-tui.py, recorded with valgrind's callgrind
# (Debian: valgrind) under tmux. The release link lays those functions out together (gold's
# --section-ordering-file), so the app touches fewer pages of its binary (resident memory).
# A stale list only makes the layout less tight; run this after large changes to start-up code.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
for tool in tmux valgrind python3; do
  command -v "$tool" >/dev/null || { echo "startup-order: $tool is needed" >&2; exit 1; }
done
swift build -c release --static-swift-stdlib --product storefront >&2
app="$(swift build -c release --static-swift-stdlib --show-bin-path)/storefront"
work="$(mktemp -d)"
sock="$work/tmux.sock"
trap 'tmux -S "$sock" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -p "$work/home"
STOREFRONT_HOME="$work/home" "$app" store rate realTime >/dev/null
tmux -S "$sock" -f /dev/null new-session -d -s order -x 80 -y 24 \
  "env STOREFRONT_HOME=$work/home LANG=C.UTF-8 TERM=xterm-256color valgrind --tool=callgrind --demangle=no \
   --callgrind-out-file=$work/callgrind.out $app 2>/dev/null; sleep 60"
sleep 20  # the app under valgrind paints its first frame
for keys in Down Down Down Enter Enter Enter Enter "Up Enter" Enter I y R "Up Up Enter" Enter s n "Escape h" \
  "Escape s" f "Escape a" Escape q; do
  # shellcheck disable=SC2086  # each entry is one or more tmux key names
  tmux -S "$sock" send-keys -t order $keys
  sleep 2.5
done
for _ in $(seq 60); do
  [ -s "$work/callgrind.out" ] && ! pgrep -f "callgrind-out-file=$work" >/dev/null && break
  sleep 1
done
python3 - "$work/callgrind.out" "$app" > Sources/storefront/startup-functions.order <<'PY'
import re, sys
path, binary = sys.argv[1], sys.argv[2]
objects, names, order = {}, {}, []
current = called = None
object_line = re.compile(r"^(c?ob)=\((\d+)\)(?: (.*))?$")
function_line = re.compile(r"^(c?fn)=\((\d+)\)(?: (.*))?$")
for line in open(path):
    line = line.rstrip("\n")
    if m := object_line.match(line):
        kind, number, name = m.groups()
        if name:
            objects[number] = name
        if kind == "ob":
            current = objects.get(number)
        else:
            called = objects.get(number)
    elif m := function_line.match(line):
        kind, number, name = m.groups()
        owner = current if kind == "fn" else (called or current)
        if name and number not in names:
            names[number] = (name, owner)
            order.append(number)
        if kind == "cfn":
            called = None
wanted = __import__("os").path.realpath(binary)
for number in order:
    name, owner = names[number]
    if owner and __import__("os").path.realpath(owner) == wanted and " " not in name and not name.startswith("0x"):
        print(f".text.{name}")
PY
echo "startup-order: $(wc -l < Sources/storefront/startup-functions.order) functions" >&2
