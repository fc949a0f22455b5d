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
# UTC: the seeded schedule's "today" is the server's. No supervisor: what is measured is the
# process that serves.
"$binary" serve --no-supervisor --port "$port" --db "$work/bench.sqlite" --timezone UTC >"$work/access.log" 2>"$work/server.log" &
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

# The strength-history import: the parse-and-best-per-day step beside the original app's
# approach in one program, then whole uploads over HTTP, first of all so their memory peaks
# are their own.
(cd Benchmarks && swift build -c release --product ImportBench >/dev/null)
fixture=../shared/fixtures/fitbod/sample-large.txt
Benchmarks/.build/release/ImportBench "$fixture" 7
python3 Benchmarks/import.py "http://127.0.0.1:$port" "$fixture" "$server" "upload, 84,390 lines"
python3 - "$work/million.txt" <<'PY'
import datetime, random, sys
random.seed(11)
lifts = ["Back Squat", "Barbell Bench Press", "Deadlift", "Overhead Press", "Barbell Row", "Front Squat", "Pull Up", "Dip"]
start = datetime.date(2014, 1, 1)
with open(sys.argv[1], "w") as out:
    for _ in range(1_000_000):
        day = start + datetime.timedelta(days=random.randrange(3650))
        out.write(f"{day:%b} {day.day} {day.year},{random.choice(lifts)},1,{random.randint(1, 15)},{random.randint(9, 120) * 5}\n")
PY
python3 Benchmarks/import.py "http://127.0.0.1:$port" "$work/million.txt" "$server" "upload, 1,000,000 lines"
echo "memory after the imports: $(rss)"

cookie=$(python3 Benchmarks/seed.py "http://127.0.0.1:$port" "$work/bench.sqlite" 2>"$work/seed.log")
day=$(sed -n 's/^day=//p' "$work/seed.log")
exercise=$(sed -n 's/^exercise=//p' "$work/seed.log")
echo "seeded: $(sed -n 's/^days=//p' "$work/seed.log") training days, $(sed -n 's/^entries=//p' "$work/seed.log") entries"

python3 Benchmarks/seed_facts.py "$work/bench.sqlite" 2>>"$work/seed.log"
echo "seeded: $(grep '^facts=' "$work/seed.log") (shipped and generated facts; those matching squat)"

echo "wrk -t2 -c$connections -d${duration}s on $(nproc) cores"
bench "home page (template)" /
bench "static CSS" /app.css
bench "/workouts (200 dates)" /workouts -H "Cookie: $cookie"
bench "/workouts/$day (detail)" "/workouts/$day" -H "Cookie: $cookie"
bench "/history (7 exercises)" /history -H "Cookie: $cookie"
bench "/history/exercises/$exercise" "/history/exercises/$exercise" -H "Cookie: $cookie"
bench "/schedule (today, ~17 classes)" /schedule
bench "/schedule.ics (28 days)" /schedule.ics
bench "/facts (random fact)" /facts
bench "/facts/search?q=squat" "/facts/search?q=squat"

# Issue 13: a 50,000-point track uploads and its page renders (aims: upload to page under 1 s,
# the page at 1,000 requests/s or more, its SVG under 150 KB).
route=$(python3 Benchmarks/route.py "http://127.0.0.1:$port" "$cookie" 2>"$work/route.log") || { cat "$work/route.log"; exit 1; }
echo "route: $(cat "$work/route.log")"
bench "$route (50,000 points)" "$route" -H "Cookie: $cookie"
echo "memory after load: $(rss)"

# Issue 16, a repeat visit: our 304 for a member's page beside nginx's 304 for a static file, on a
# server and nginx of their own (see conditional.sh). This server is stopped first: the cores are theirs.
kill $server; wait $server 2>/dev/null || true
Benchmarks/conditional.sh "$duration" "$connections"
