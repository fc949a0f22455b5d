#!/usr/bin/env bash
# Counts the instructions the server runs per request of each dynamic page, with valgrind's
# callgrind: steady on a busy machine, where requests/s are not. The release binary serves a
# database seeded as run.sh seeds it (ten years of training, the gym's schedule, 10,000 facts, a
# 50,000-point route); then it runs again under callgrind, each page is asked for 50 times to warm
# up, the counters are zeroed, the page is asked for COUNT times on one keep-alive connection, and
# the counters are dumped: instructions of all the server's threads for those requests, divided.
# The profiles stay in FOLDER when one is given, one per page, for callgrind_annotate.
# ACCEPT_ENCODING=gzip (or br) counts the compressed answers; PAGES="/wod /facts" counts only those
# paths of run.sh's ($day, $exercise, $route and $routine stand for the seeded ones).
# Usage: [ACCEPT_ENCODING=gzip] [PAGES="…"] Benchmarks/callgrind.sh [requests per page, default 500] [FOLDER]
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-500}
keep=${2:-}
command -v valgrind >/dev/null || { echo "valgrind is missing: apt-get install valgrind"; exit 1; }

swift build -c release --product liftinglog >/dev/null
binary=.build/release/liftinglog
work=$(mktemp -d)
port=$((20000 + RANDOM % 20000))
server=
trap '[ -n "$server" ] && kill $server 2>/dev/null; wait 2>/dev/null; rm -rf "$work"' EXIT
start() {
  "$@" serve --no-supervisor --port "$port" --db "$work/bench.sqlite" --timezone UTC --signups-per-hour 100000 >/dev/null 2>"$work/server.log" &
  server=$!
  for _ in $(seq 600); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && return; sleep 0.1; done
  echo "the server did not start:"; cat "$work/server.log"; exit 1
}

start "$binary"
cookie=$(python3 Benchmarks/seed.py "http://127.0.0.1:$port" "$work/bench.sqlite" 2>"$work/seed.log")
python3 Benchmarks/seed_facts.py "$work/bench.sqlite" 2>>"$work/seed.log"
route=$(python3 Benchmarks/route.py "http://127.0.0.1:$port" "$cookie" 2>>"$work/seed.log")
day=$(sed -n 's/^day=//p' "$work/seed.log")
exercise=$(sed -n 's/^exercise=//p' "$work/seed.log")
routine=$(sed -n 's/^routine=//p' "$work/seed.log")
kill $server; wait $server || true

start valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$binary"
echo "instructions per request, $count requests per page, all server threads (callgrind), Accept-Encoding: ${ACCEPT_ENCODING:-none}"
pages=${PAGES:-'/ /workouts /workouts/$day /history /history/exercises/$exercise /schedule /wod $route $routine $routine/days/1/start /facts /facts/search?q=squat'}
pages=${pages//\$day/$day}; pages=${pages//\$exercise/$exercise}; pages=${pages//\$route/$route}; pages=${pages//\$routine/$routine}
dumps=0
for path in $pages; do
  python3 Benchmarks/repeat.py "$port" "$path" 50 "$cookie"
  callgrind_control --zero $server >/dev/null 2>&1
  python3 Benchmarks/repeat.py "$port" "$path" "$count" "$cookie"
  callgrind_control --dump="$path" $server >/dev/null 2>&1
  dumps=$((dumps + 1))
  total=$(awk '/^(summary|totals):/ {print $2; exit}' "$work/callgrind.out.$dumps")
  printf '%-36s %12s\n' "$path" "$(( total / count ))"
  if [ -n "$keep" ]; then
    mkdir -p "$keep"
    cp "$work/callgrind.out.$dumps" "$keep/$(printf '%s' "$path" | tr -c 'A-Za-z0-9' '_').callgrind"
  fi
done
