#!/usr/bin/env bash
# Builds release, starts Lifting Log on a temporary database and measures it with wrk:
# requests/s and p50/p99 latency per page, and the server's resident memory idle and under load.
# Usage: Benchmarks/run.sh [seconds per run, default 10] [connections, default 64]
set -euo pipefail
cd "$(dirname "$0")/.."
duration=${1:-10}
connections=${2:-64}
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk"; exit 1; }

# The static-stdlib build is what the Docker image ships.
swift build -c release --product liftinglog --static-swift-stdlib --scratch-path .build-static >/dev/null
binary=.build-static/release/liftinglog
work=$(mktemp -d)
port=$((20000 + RANDOM % 20000))
"$binary" serve --port "$port" --db "$work/bench.sqlite" >"$work/access.log" 2>"$work/server.log" &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 50); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break; sleep 0.1; done

# Resident memory, and the private part of it (the rest is shared library pages).
rss() { awk '/VmRSS/ {total = $2} /RssAnon/ {anon = $2} END {printf "%.1f MB (private %.1f MB)", total / 1024, anon / 1024}' "/proc/$server/status"; }
sleep 1
echo "idle memory: $(rss)"

bench() {
  local name=$1 path=$2; shift 2
  local out
  out=$(wrk -t2 -c"$connections" -d"${duration}s" --latency "$@" "http://127.0.0.1:$port$path")
  local rps p50 p99
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p50=$(awk '$1 == "50%" {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  printf '%-28s %12s req/s   p50 %8s   p99 %8s   memory %s\n' "$name" "$rps" "$p50" "$p99" "$(rss)"
}

cookie=$(python3 Benchmarks/seed.py "http://127.0.0.1:$port" "$work/bench.sqlite" 2>"$work/seed.log")
day=$(sed -n 's/^day=//p' "$work/seed.log")
echo "seeded: $(sed -n 's/^days=//p' "$work/seed.log") training days, 50000 entries"

echo "wrk -t2 -c$connections -d${duration}s on $(nproc) cores"
bench "home page (template)" /
bench "static CSS" /app.css
bench "/workouts (200 dates)" /workouts -H "Cookie: $cookie"
bench "/workouts/$day (detail)" "/workouts/$day" -H "Cookie: $cookie"

# Issue 13: a 50,000-point track uploads and its page renders (aims: upload to page under 1 s,
# the page at 1,000 requests/s or more, its SVG under 150 KB).
route=$(python3 Benchmarks/route.py "http://127.0.0.1:$port" "$cookie" 2>"$work/route.log") || { cat "$work/route.log"; exit 1; }
echo "route: $(cat "$work/route.log")"
bench "$route (50,000 points)" "$route" -H "Cookie: $cookie"
echo "memory after load: $(rss)"
