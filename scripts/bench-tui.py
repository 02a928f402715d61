#!/usr/bin/env python3
"""Terminal performance of the interactive app against a minimal C ncurses program (the floor).

Run by scripts/bench-tui.sh, which builds both. Each program runs under tmux (private socket, 80x24)
and writes "event<TAB>CLOCK_MONOTONIC ns" trace lines (STOREFRONT_TRACE, FLOOR_TRACE). Prints one JSON
line per metric, like storefront-bench:
  tui_first_frame       exec (the moment tmux is told to start it) to the first painted frame, median;
                        from_main: from the program's own first line (storefront: InteractiveCommand.run)
  tui_key_to_frame_p50  a key read by the program to its frame painted (doupdate returned)
  tui_key_to_frame_p95    "   also send_* : from `tmux send-keys` to painted, and visible_*: to capture-pane
  tui_remote_key_to_frame_p95  the same keys with the store served on loopback (--store URL)
  tui_rss               VmRSS / VmHWM of storefront after the newcomer journey (binary read from disk)
"""
import json, os, shutil, statistics, subprocess, sys, tempfile, time

STOREFRONT, FLOOR = sys.argv[1], sys.argv[2]
RUNS = int(os.environ.get("BENCH_TUI_RUNS", "9"))
KEYS = int(os.environ.get("BENCH_TUI_KEYS", "100"))
work = tempfile.mkdtemp(prefix="sf-bench-tui-")
sock = os.path.join(work, "tmux.sock")
home = os.path.join(work, "home")
env = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8", SHELL="/bin/sh", TERM="xterm-256color")
env.pop("TMUX", None)


def tmux(*args, capture=False):
    out = subprocess.PIPE if capture else subprocess.DEVNULL
    r = subprocess.run(["tmux", "-S", sock, "-f", "/dev/null", *args], stdout=out, stderr=subprocess.DEVNULL,
                       env=env, text=True, check=False)
    return r.stdout if capture else r.returncode


def screen():
    return tmux("capture-pane", "-p", "-t", "b", capture=True) or ""


def trace(path):
    try:
        with open(path) as f:
            return [(e, int(t)) for e, t in (line.split("\t") for line in f if "\t" in line)]
    except FileNotFoundError:
        return []


def wait_trace(path, event, after, timeout=10.0):
    """The time of the first `event` later than `after` (ns), waiting for it."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for e, t in trace(path):
            if e == event and t > after:
                return t
        time.sleep(0.0005)
    raise SystemExit(f"bench-tui: no {event} in {path} after {after}; screen:\n{screen()}")


def start(command, trace_var, trace_path):
    """A tmux session whose shell waits for Enter, then execs `command`; returns the ns just before Enter."""
    tmux("kill-server")
    inner = f"read go; exec env {trace_var}={trace_path} STOREFRONT_HOME={home} {command}"
    tmux("new-session", "-d", "-s", "b", "-x", "80", "-y", "24", f"/bin/sh -c '{inner}'")
    tmux("set-option", "-t", "b", "status", "off")
    time.sleep(0.3)  # the shell reaches `read`
    t0 = time.monotonic_ns()
    tmux("send-keys", "-t", "b", "Enter")
    return t0


def first_frame(command, trace_var, ready):
    """Median times of RUNS start-ups, after one untimed start-up of the program read back from disk."""
    evict(os.path.realpath(command))
    times, visible, inside = [], [], []
    for run in range(-1, RUNS):
        path = os.path.join(work, f"first-{trace_var}-{run}.tsv")
        t0 = start(command, trace_var, path)
        # Wait on the trace file first (a light poll): polling the screen meanwhile would run tmux
        # clients flat out on the cores the program starts on. The screen is polled once painted.
        painted = wait_trace(path, "first_paint", 0)
        while ready not in screen():
            pass
        visible.append((time.monotonic_ns() - t0) / 1e6)
        tmux("kill-server")
        if run < 0:
            visible.pop()
            continue
        times.append((painted - t0) / 1e6)
        inside.append((painted - wait_trace(path, "run_entered", 0)) / 1e6)
    return statistics.median(times), statistics.median(visible), statistics.median(inside)


def pct(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def key_latency(command, trace_var, shows):
    """`shows(i, text)`: whether the screen `text` shows the frame after key number `i` (from 0)."""
    path = os.path.join(work, f"keys-{trace_var}.tsv")
    start(command, trace_var, path)
    wait_trace(path, "first_paint", 0)
    time.sleep(0.3)
    inapp, sent, visible = [], [], []
    for i in range(KEYS):
        key = "Down" if i % 2 == 0 else "Up"
        t0 = time.monotonic_ns()
        tmux("send-keys", "-t", "b", key)
        while not shows(i, screen()):
            pass
        t_visible = time.monotonic_ns()
        read = wait_trace(path, "key_read", t0)
        painted = wait_trace(path, "painted", read)
        inapp.append((painted - read) / 1e6)
        sent.append((painted - t0) / 1e6)
        visible.append((t_visible - t0) / 1e6)
        time.sleep(0.02)
    tmux("kill-server")
    return inapp, sent, visible


def evict(path):
    """Drops the file's pages from the page cache, so it is read back as an installed program is.

    Pages the linker (or compiler) has just written sit in the cache in a different layout, and
    the kernel maps more of them around each fault: with a freshly linked storefront the first
    frame came 10 ms later and resident memory was up to 4 MB higher than with the same binary
    once read back from disk."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    finally:
        os.close(fd)


def journey_rss():
    evict(os.path.realpath(STOREFRONT))
    t0 = start(STOREFRONT, "STOREFRONT_TRACE", os.path.join(work, "journey.tsv"))
    pane = int(tmux("display-message", "-p", "-t", "b", "#{pane_pid}", capture=True).strip())
    steps = [("Down", "Down", "Down", "Enter"), ("Enter",), ("Enter",), ("Enter",), ("Up", "Enter"), ("Enter",),
             ("I",), ("y",), ("R",), ("Up", "Up", "Enter"), ("Enter",), ("s",), ("n",), ("Escape", "h"),
             ("Escape", "s"), ("f",), ("Escape", "a"), ("Escape",)]
    deadline = time.monotonic() + 10
    while "Enter buy" not in screen() and time.monotonic() < deadline:
        time.sleep(0.01)
    for keys in steps:
        tmux("send-keys", "-t", "b", *keys)
        time.sleep(0.25)
    final = screen()
    pid = app_pid(pane)
    with open(f"/proc/{pid}/status") as f:
        fields = dict(line.split(":", 1) for line in f)
    tmux("kill-server")
    kb = lambda name: int(fields[name].split()[0])
    return kb("VmRSS") / 1024, kb("VmHWM") / 1024, final.splitlines()[0] if final else ""


def app_pid(pid):
    """The storefront process at or below `pid` (the pane's shell)."""
    with open(f"/proc/{pid}/comm") as f:
        if f.read().strip() == "storefront":
            return pid
    with open(f"/proc/{pid}/task/{pid}/children") as f:
        for child in f.read().split():
            found = app_pid(int(child))
            if found:
                return found
    return None


def line(fields):
    fields = [(k, round(v, 3) if isinstance(v, float) else v) for k, v in fields if v is not None]
    print(json.dumps(dict(fields), separators=(",", ":"), ensure_ascii=False), flush=True)


try:
    os.makedirs(home)
    subprocess.run([STOREFRONT, "store", "rate", "realTime"], env=dict(env, STOREFRONT_HOME=home),
                   stdout=subprocess.DEVNULL, check=True)
    app, app_visible, app_inside = first_frame(STOREFRONT, "STOREFRONT_TRACE", "Enter buy")
    floor, floor_visible, floor_inside = first_frame(FLOOR, "FLOOR_TRACE", "floor ready")
    line([("metric", "tui_first_frame"), ("value", app), ("unit", "ms"), ("floor", floor), ("ratio", app / floor),
          ("target_ratio", 3), ("visible", app_visible), ("floor_visible", floor_visible),
          ("from_main", app_inside), ("floor_from_main", floor_inside), ("runs", RUNS)])
    a_in, a_sent, a_vis = key_latency(
        STOREFRONT, "STOREFRONT_TRACE", lambda i, text: ("▶ Pro Monthly" if i % 2 == 0 else "▶ Pro Yearly") in text)
    f_in, f_sent, f_vis = key_latency(
        FLOOR, "FLOOR_TRACE", lambda i, text: text.splitlines()[0:1] == [f"floor ready keys {i + 1}"])
    for p in (50, 95):
        line([("metric", f"tui_key_to_frame_p{p}"), ("value", pct(a_in, p)), ("unit", "ms"),
              ("floor", pct(f_in, p)), ("target", 16 if p == 95 else None), ("send_to_painted", pct(a_sent, p)),
              ("floor_send_to_painted", pct(f_sent, p)), ("visible", pct(a_vis, p)),
              ("floor_visible", pct(f_vis, p)), ("keys", KEYS)])
    # The same keys with the store served by `storefront serve` on loopback (--store): the app
    # looks at it over HTTP between keys (issue 15).
    served_home = os.path.join(work, "served")
    os.makedirs(served_home)
    served_env = dict(env, STOREFRONT_HOME=served_home)
    subprocess.run([STOREFRONT, "store", "rate", "realTime"], env=served_env, stdout=subprocess.DEVNULL, check=True)
    token = subprocess.run([STOREFRONT, "store", "account-token"], env=served_env, capture_output=True, text=True,
                           check=True).stdout.strip()
    server = subprocess.Popen([STOREFRONT, "serve", "--listen", "127.0.0.1:0"], env=served_env,
                              stdout=subprocess.PIPE, text=True)
    try:
        listening = server.stdout.readline()
        url = "http://127.0.0.1:" + listening.split("http://127.0.0.1:")[1].split()[0]
        r_in, r_sent, _ = key_latency(
            f"STOREFRONT_STORE_TOKEN={token} {STOREFRONT} --store {url}", "STOREFRONT_TRACE",
            lambda i, text: ("▶ Pro Monthly" if i % 2 == 0 else "▶ Pro Yearly") in text)
    finally:
        server.terminate()
        server.wait()
    line([("metric", "tui_remote_key_to_frame_p95"), ("value", pct(r_in, 95)), ("unit", "ms"), ("target", 16),
          ("p50", pct(r_in, 50)), ("send_to_painted", pct(r_sent, 95)), ("store", "storefront serve on loopback"),
          ("keys", KEYS)])
    rss, hwm, status = journey_rss()
    line([("metric", "tui_rss"), ("value", rss), ("unit", "MB"), ("hwm", hwm), ("target", 30),
          ("after", status.strip())])
finally:
    tmux("kill-server")
    shutil.rmtree(work, ignore_errors=True)
