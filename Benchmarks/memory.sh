#!/usr/bin/env bash
# Memory as the two ways of starting Lifting Log leave it (issue 16): `swift run -c release
# liftinglog` (the plain release build) and the Docker image (the static-stdlib build), each with
# its default `serve`: a supervisor process and the server it starts; both are measured.
# For each process: resident memory (VmRSS) and private memory (Private_Clean + Private_Dirty of
# /proc/PID/smaps_rollup; the rest are pages of shared libraries and of the binary) when idle,
# then again when idle after 10,000 connections have come and gone (64 at a time, a page each),
# and after a lifter's 50,000-set import (`seed.py`) and a few seconds of their pages under wrk.
# Usage: Benchmarks/memory.sh [binary ...]   (default: builds and measures both release builds)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -eq 0 ]; then
  swift build -c release --product liftinglog >/dev/null
  swift build -c release --product liftinglog --static-swift-stdlib --scratch-path .build-static >/dev/null
  set -- "$(swift build -c release --show-bin-path)/liftinglog" .build-static/release/liftinglog
fi

# "resident MB (private MB)" of a process.
memory() {
  local rss private
  rss=$(awk '/^VmRSS/ {print $2}' "/proc/$1/status")
  private=$(awk '/^Private_(Clean|Dirty)/ {sum += $2} END {print sum}' "/proc/$1/smaps_rollup")
  awk -v r="$rss" -v p="$private" 'BEGIN {printf "%5.1f MB (private %4.1f MB)", r / 1024, p / 1024}'
}

# 10,000 connections, 64 open at a time, each asking for one page and closing.
connections() {
  python3 - "$1" <<'PY'
import http.client, sys
from concurrent.futures import ThreadPoolExecutor
port = int(sys.argv[1])
def visit(n):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request("GET", ["/", "/app.css", "/login", "/schedule"][n % 4], headers={"Connection": "close"})
    connection.getresponse().read()
    connection.close()
with ThreadPoolExecutor(64) as pool:
    list(pool.map(visit, range(10_000)))
PY
}

for binary in "$@"; do
  work=$(mktemp -d)
  port=$((20000 + RANDOM % 20000))
  "$binary" serve --port "$port" --db "$work/memory.sqlite" --timezone UTC --signups-per-hour 100000 >"$work/access.log" 2>"$work/server.log" &
  supervisor=$!
  for _ in $(seq 100); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break; sleep 0.1; done
  server=$(pgrep -P "$supervisor" | head -1)
  sleep 2
  echo "$binary"
  echo "  idle:                          supervisor $(memory "$supervisor")   server $(memory "$server")"
  connections "$port"
  sleep 3
  echo "  after 10,000 connections:      supervisor $(memory "$supervisor")   server $(memory "$server")"
  cookie=$(python3 Benchmarks/seed.py "http://127.0.0.1:$port" "$work/memory.sqlite" 2>/dev/null)
  for page in /workouts /history "/workouts?page=5"; do
    wrk -t2 -c64 -d2s -H "Cookie: $cookie" "http://127.0.0.1:$port$page" >/dev/null
  done
  sleep 3
  echo "  after an import and its pages: supervisor $(memory "$supervisor")   server $(memory "$server")"
  kill "$supervisor"
  wait "$supervisor" 2>/dev/null || true
  rm -rf "$work"
done
