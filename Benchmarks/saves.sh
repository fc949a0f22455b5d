#!/usr/bin/env bash
# Durable saves (issues 23 and 28): `POST /workouts` from logged-in lifters with their session
# cookie and CSRF token, as the new-workout form sends it, with 16, 64 and 256 clients: saves/s,
# p50, p99 and max, and how many answers were not 303 (there must be none). Beside it the
# machine's raw rate of one-at-a-time syncs in the folder the database is in (fsync_rate.py):
# the limit for commits that each wait for a sync of their own.
# Usage: Benchmarks/saves.sh [seconds per run, default 10] [client counts, default "16 64 256"] [lifters, default 16]
# HISTORY=ten-years gives each lifter ten years of training first (50,000 entries, imported);
# TWICE=1 runs each client count a second time and prints the second run against the first.
# SERVER_ARGS adds flags to the server's (say "--workers 8", to compare settings); BINARY runs
# another build instead of this tree's (say one of an earlier commit, for before and after).
set -euo pipefail
cd "$(dirname "$0")/.."
duration=${1:-10}
clients=${2:-16 64 256}
lifters=${3:-16}
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk"; exit 1; }

# The static-stdlib build is what the Docker image ships (run.sh builds the same one).
binary=${BINARY:-.build-static/release/liftinglog}
[ -n "${BINARY:-}" ] || swift build -c release --product liftinglog --static-swift-stdlib --scratch-path .build-static >/dev/null
work=$(mktemp -d)
port=$((20000 + RANDOM % 20000))
"$binary" serve --no-supervisor --port "$port" --db "$work/bench.sqlite" --timezone UTC --signups-per-hour 100000 ${SERVER_ARGS:-} >"$work/access.log" 2>"$work/server.log" &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 50); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break; sleep 0.1; done

echo "load before: $(uptime)"
python3 Benchmarks/fsync_rate.py "$work" 3

# Lifters signed up through the form as a browser does, with ten years of training each when asked.
python3 Benchmarks/saves_lifters.py "http://127.0.0.1:$port" "$lifters" ${HISTORY:+--ten-years} >"$work/lifters"
[ -z "${HISTORY:-}" ] || echo "lifters' history: $lifters × $(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT count(*) / ? FROM workouts", (int(sys.argv[2]),)).fetchone()[0])' "$work/bench.sqlite" "$lifters") entries"

# The server's CPU time so far (user and system, in clock ticks: proc(5), fields 14 and 15).
cpu() { awk '{sub(/.*\) /, ""); print $12 + $13}' "/proc/$server/stat"; }
ticks=$(getconf CLK_TCK)
# One run of wrk with COUNT clients: its line, and the server's CPU time a save.
run() {
  # Saves still queued from the run before (their clients gone) are done before the next run.
  sleep 1
  local before line saves
  before=$(cpu)
  line=$(LIFTERS="$work/lifters" wrk -t2 -c"$1" -d"${duration}s" --timeout 10s -s Benchmarks/saves.lua "http://127.0.0.1:$port" | grep '^saves')
  saves=$(awk '{print $2}' <<<"$line")
  printf '%4d clients  %s   server CPU %s µs a save\n' "$1" "$line" \
    "$(awk -v t="$(( $(cpu) - before ))" -v hz="$ticks" -v n="$saves" 'BEGIN {printf "%.0f", t / hz * 1e6 / n}')"
}
rate() { sed -E 's/.*: ([0-9]+)\/s.*/\1/' <<<"$1"; }
micros() { sed -E 's/.*server CPU ([0-9]+) µs.*/\1/' <<<"$1"; }
for count in $clients; do
  first=$(run "$count")
  echo "$first"
  # TWICE: the same clients again, into the accounts the first run grew (issue 41: a save
  # costs the same whatever the lifter holds; the second run at 0.85 × the first or better).
  if [ -n "${TWICE:-}" ]; then
    again=$(run "$count")
    echo "$again"
    awk -v a="$(rate "$again")" -v f="$(rate "$first")" -v ca="$(micros "$again")" -v cf="$(micros "$first")" \
      'BEGIN {printf "      again ÷ first: saves/s %.2f ×, CPU a save %.2f ×\n", a / f, ca / cf}'
  fi
done
stored=$(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT count(*) FROM workouts").fetchone()[0])' "$work/bench.sqlite")
echo "entries stored: $stored"
echo "load after: $(uptime)"
