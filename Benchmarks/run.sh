#!/usr/bin/env bash
# Builds release, starts Lifting Log on a temporary database and measures it with wrk:
# requests/s and p50/p99 latency per page, and the server's resident memory idle and under load.
# Usage: Benchmarks/run.sh [seconds per run, default 10] [connections, default 64]
# COMPARE_ONLY=1 runs only the seeding and the table beside nginx (with CODINGS, below), for a
# round of a few minutes on a shared machine.
set -euo pipefail
cd "$(dirname "$0")/.."
duration=${1:-10}
connections=${2:-64}
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk"; exit 1; }

# The static-stdlib build is what the Docker image ships.
swift build -c release --product liftinglog --static-swift-stdlib --scratch-path .build-static >/dev/null
binary=.build-static/release/liftinglog
work=$(mktemp -d)
# nginx's workers run as nobody when it is started as root: the pages saved here must be theirs to read.
chmod 755 "$work"
port=$((20000 + RANDOM % 20000))
# UTC: the seeded schedule's "today" is the server's. No supervisor: what is measured is the
# process that serves. The scripts sign many lifters up from loopback: no limit per hour that matters.
"$binary" serve --no-supervisor --port "$port" --db "$work/bench.sqlite" --timezone UTC --signups-per-hour 100000 >"$work/access.log" 2>"$work/server.log" &
server=$!
nginx=
trap 'kill $server $nginx 2>/dev/null; wait $server $nginx 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 50); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break; sleep 0.1; done

# Resident memory, and the private part of it (the rest is shared library pages).
rss() { awk '/VmRSS/ {total = $2} /RssAnon/ {anon = $2} END {printf "%.1f MB (private %.1f MB)", total / 1024, anon / 1024}' "/proc/$server/status"; }
sleep 1
echo "idle memory: $(rss)"

# wrk against a URL: requests/s, p50 and p99.
measure() {
  local url=$1; shift
  wrk -t2 -c"$connections" -d"${duration}s" --latency "$@" "$url" |
    awk '/Requests\/sec/ {rps = $2} $1 == "50%" {p50 = $2} $1 == "99%" {p99 = $2} END {print rps, p50, p99}'
}

bench() {
  local name=$1 path=$2; shift 2
  local rps p50 p99
  read -r rps p50 p99 < <(measure "http://127.0.0.1:$port$path" "$@")
  printf '%-28s %12s req/s   p50 %8s   p99 %8s   memory %s\n' "$name" "$rps" "$p50" "$p99" "$(rss)"
}

# A dynamic page beside nginx serving that page's own bytes (saved with the same cookie) from
# a file, one right after the other, in each coding of CODINGS (default "identity gzip br"):
# bytes, requests/s of each, their ratio, p99 of each. The gzip and Brotli files are the page
# as our server sent it in each, which nginx's gzip_static and brotli_static send as they are.
pages="$work/pages"
mkdir -p "$pages"
codings=${CODINGS:-identity gzip br}
compare() {
  local path=$1; shift
  local file; file=$(printf '%s' "$path" | tr -c 'A-Za-z0-9' '_').html
  curl -fs "$@" "http://127.0.0.1:$port$path" -o "$pages/$file"
  curl -fs "$@" -H "Accept-Encoding: gzip" "http://127.0.0.1:$port$path" -o "$pages/$file.gz"
  curl -fs "$@" -H "Accept-Encoding: br" "http://127.0.0.1:$port$path" -o "$pages/$file.br"
  local coding saved accept ours nginx
  for coding in $codings; do
    case $coding in
      identity) saved=$pages/$file; accept=() ;;
      gzip) saved=$pages/$file.gz; accept=(-H "Accept-Encoding: gzip") ;;
      br) saved=$pages/$file.br; accept=(-H "Accept-Encoding: br") ;;
    esac
    read -r -a ours < <(measure "http://127.0.0.1:$port$path" "$@" "${accept[@]}")
    read -r -a nginx < <(measure "http://127.0.0.1:$nginx_port/$file" "${accept[@]}")
    printf '%-36s %-8s %8s %10s %10s %6s %9s %9s %5s\n' "$path" "$coding" "$(stat -c %s "$saved")" "${ours[0]}" "${nginx[0]}" \
      "$(awk -v a="${ours[0]}" -v b="${nginx[0]}" 'BEGIN {if (b + 0 > 0) printf "%.2f", a / b; else print "-"}')" "${ours[2]}" "${nginx[2]}" \
      "$(cut -d' ' -f1 /proc/loadavg)"
  done
}

# The strength-history import: the parse-and-best-per-day step beside the original app's
# approach in one program, then whole uploads over HTTP, first of all so their memory peaks
# are their own.
if [ -z "${COMPARE_ONLY:-}" ]; then
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
fi

cookie=$(python3 Benchmarks/seed.py "http://127.0.0.1:$port" "$work/bench.sqlite" 2>"$work/seed.log")
day=$(sed -n 's/^day=//p' "$work/seed.log")
exercise=$(sed -n 's/^exercise=//p' "$work/seed.log")
routine=$(sed -n 's/^routine=//p' "$work/seed.log")
echo "seeded: $(sed -n 's/^days=//p' "$work/seed.log") training days, $(sed -n 's/^entries=//p' "$work/seed.log") entries"

python3 Benchmarks/seed_facts.py "$work/bench.sqlite" 2>>"$work/seed.log"
echo "seeded: $(grep '^facts=' "$work/seed.log") (shipped and generated facts; those matching squat)"

echo "wrk -t2 -c$connections -d${duration}s on $(nproc) cores"
if [ -z "${COMPARE_ONLY:-}" ]; then
bench "home page (template)" /
bench "static CSS" /app.css
bench "/schedule.ics (28 days)" /schedule.ics
fi

# Issue 13: a 50,000-point track uploads and its page renders (aims: upload to page under 1 s,
# the page at 1,000 requests/s or more, its SVG under 150 KB).
route=$(python3 Benchmarks/route.py "http://127.0.0.1:$port" "$cookie" 2>"$work/route.log") || { cat "$work/route.log"; exit 1; }
echo "route: $(cat "$work/route.log")"

# Issue 16: every dynamic page at a quarter of nginx's pace or better.
nginx_port=$((port + 1))
Benchmarks/nginx.sh "$pages" "$nginx_port" &
nginx=$!
for _ in $(seq 50); do curl -s "http://127.0.0.1:$nginx_port/" -o /dev/null && break; sleep 0.1; done
echo "the same bytes from nginx, one after the other (ratio: ours / nginx; aim 0.8 or more), load: $(uptime | sed 's/.*load average: //')"
printf '%-36s %-8s %8s %10s %10s %6s %9s %9s %5s\n' page coding bytes "ours r/s" "nginx r/s" ratio "ours p99" "nginx p99" load
compare /workouts -H "Cookie: $cookie"
compare "/workouts/$day" -H "Cookie: $cookie"
compare /history -H "Cookie: $cookie"
compare "/history/exercises/$exercise" -H "Cookie: $cookie"
compare /schedule
compare /wod
compare "$route" -H "Cookie: $cookie"
compare "$routine" -H "Cookie: $cookie"
compare "$routine/days/1/start" -H "Cookie: $cookie"
compare /facts
compare "/facts/search?q=squat"
echo "memory after load: $(rss)"
[ -z "${COMPARE_ONLY:-}" ] || exit 0

# Issue 16, a repeat visit: our 304 for a member's page beside nginx's 304 for a static file, on a
# server and nginx of their own (see conditional.sh). This server is stopped first: the cores are theirs.
kill $server; wait $server 2>/dev/null || true
Benchmarks/conditional.sh "$duration" "$connections"

# Issues 23 and 28: durable saves with 16, 64 and 256 clients beside the disk's raw sync rate,
# on a server and database of their own (see saves.sh).
Benchmarks/saves.sh "$duration"
