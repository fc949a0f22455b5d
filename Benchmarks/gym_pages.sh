#!/usr/bin/env bash
# The gym's pages from the page cache (issue 41): `/schedule` and `/wod` as a visitor and as a
# member, for one or more builds side by side (say, main's and a branch's), each on a database
# of its own seeded by `seed.py` (its gym: 4 locations, 120 weekly classes, today's workouts).
# The builds take turns page by page for ROUNDS rounds and the medians are printed, as a
# neighbour's load moves single runs on a shared machine by a third or more; the load average
# is printed beside each row.
# Usage: Benchmarks/gym_pages.sh [seconds per run, default 5] [rounds, default 3] BINARY...
#   (default BINARY: the release build, built first)
set -euo pipefail
cd "$(dirname "$0")/.."
duration=${1:-5}
rounds=${2:-3}
shift $(($# < 2 ? $# : 2))
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk"; exit 1; }
binaries=("$@")
if [ ${#binaries[@]} -eq 0 ]; then
  swift build -c release --product liftinglog >/dev/null
  binaries=(.build/release/liftinglog)
fi

work=$(mktemp -d)
servers=()
trap 'kill "${servers[@]}" 2>/dev/null; wait "${servers[@]}" 2>/dev/null; rm -rf "$work"' EXIT
ports=()
cookies=()
for index in "${!binaries[@]}"; do
  port=$((20000 + RANDOM % 20000))
  mkdir -p "$work/$index"
  "${binaries[$index]}" serve --no-supervisor --port "$port" --db "$work/$index/bench.sqlite" --timezone UTC --no-access-log \
    --signups-per-hour 100000 2>"$work/$index/server.log" &
  servers+=($!)
  for _ in $(seq 50); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break; sleep 0.1; done
  ports+=("$port")
  cookies+=("$(python3 Benchmarks/seed.py "http://127.0.0.1:$port" "$work/$index/bench.sqlite" 2>/dev/null)")
done

# Requests/s of one run.
measure() {
  wrk -t2 -c64 -d"${duration}s" "$@" | awk '/Requests\/sec/ {print $2}'
}

median() { sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }

printf '%-20s %-8s %s\n' page viewer "median req/s of $rounds rounds (${duration}s each, wrk -t2 -c64), per binary; load average"
for page in /schedule /wod; do
  for viewer in visitor member; do
    declare -A runs=()
    for _ in $(seq "$rounds"); do
      for index in "${!binaries[@]}"; do
        args=()
        [ "$viewer" = member ] && args=(-H "Cookie: ${cookies[$index]}")
        runs[$index]+="$(measure "${args[@]}" "http://127.0.0.1:${ports[$index]}$page") "
      done
    done
    line=$(printf '%-20s %-8s' "$page" "$viewer")
    for index in "${!binaries[@]}"; do
      line+=$(printf ' %10s' "$(tr ' ' '\n' <<<"${runs[$index]}" | grep . | median)")
    done
    echo "$line   load $(cut -d' ' -f1-3 /proc/loadavg)"
    unset runs
  done
done
