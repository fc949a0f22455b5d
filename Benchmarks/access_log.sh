#!/usr/bin/env bash
# What the access log costs: the same pages with the log off, as text and as JSON, to a file and
# to /dev/null, one server start per setting on one seeded database. The settings alternate
# within each round and the rounds repeat, so a neighbour's load on a shared machine spreads over
# all of them instead of falling on one; the table shows each setting's median and its ratio to
# the log off.
# With valgrind installed it then counts instructions per request under callgrind, which a
# neighbour's load does not change: the server started twice per setting, with 200 and with
# 1,200 requests on one connection, the difference divided by 1,000 (start-up cancels out).
# Usage: Benchmarks/access_log.sh [seconds per run, default 10] [rounds, default 3]
set -euo pipefail
cd "$(dirname "$0")/.."
duration=${1:-10}
rounds=${2:-3}
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk"; exit 1; }

swift build -c release --product liftinglog >/dev/null
binary="$(swift build -c release --show-bin-path)/liftinglog"
work=$(mktemp -d)
port=$((20000 + RANDOM % 20000))
server=""
stop() { if [ -n "$server" ]; then kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true; server=""; fi; }
trap 'stop; rm -rf "$work"' EXIT

# start OUTPUT FLAGS...: serves in one process (no supervisor), the access log to OUTPUT.
start() {
  local output=$1; shift
  "$binary" serve --no-supervisor --port "$port" --db "$work/bench.sqlite" --timezone UTC --signups-per-hour 100000 "$@" >"$output" 2>>"$work/server.log" &
  server=$!
  for _ in $(seq 100); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && return; sleep 0.1; done
  echo "the server did not start: $(cat "$work/server.log")"; exit 1
}

start /dev/null
cookie=$(python3 Benchmarks/seed.py "http://127.0.0.1:$port" "$work/bench.sqlite" 2>"$work/seed.log")
stop

settings=("off" "text to a file" "json to a file" "json to /dev/null")
# flags SETTING: the output and the flags of a setting.
flags() {
  case $1 in
    "off") echo "/dev/null --no-access-log" ;;
    "text to a file") echo "$work/access.log" ;;
    "json to a file") echo "$work/access.log --log-format json" ;;
    "json to /dev/null") echo "/dev/null --log-format json" ;;
  esac
}
run_setting() {
  # shellcheck disable=SC2046
  start $(flags "$1")
}
rps() { wrk -t2 -c64 -d"${duration}s" "$@" | awk '/Requests\/sec/ {print $2}'; }

echo "wrk -t2 -c64 -d${duration}s on $(nproc) cores, $rounds rounds, load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for round in $(seq "$rounds"); do
  for setting in "${settings[@]}"; do
    run_setting "$setting"
    home=$(rps "http://127.0.0.1:$port/")
    workouts=$(rps -H "Cookie: $cookie" "http://127.0.0.1:$port/workouts")
    stop
    rm -f "$work/access.log"
    echo "$setting|$home|$workouts" >>"$work/results"
    printf 'round %d  %-18s  / %10s req/s   /workouts %10s req/s\n' "$round" "$setting" "$home" "$workouts"
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"

python3 - "$work/results" <<'PY'
import statistics, sys
runs = {}
for line in open(sys.argv[1]):
    setting, home, workouts = line.strip().split("|")
    runs.setdefault(setting, []).append((float(home), float(workouts)))
median = {setting: [statistics.median(column) for column in zip(*values)] for setting, values in runs.items()}
base = median["off"]
print(f"\n| access log | / req/s | vs off | /workouts req/s | vs off |\n| --- | ---: | ---: | ---: | ---: |")
for setting, (home, workouts) in median.items():
    print(f"| {setting} | {home:,.0f} | {home / base[0]:.1%} | {workouts:,.0f} | {workouts / base[1]:.1%} |")
PY

command -v valgrind >/dev/null || { echo "(no valgrind: no instruction counts)"; exit 0; }
# instructions SETTING PATH N: all the instructions of a server life that answers N requests.
instructions() {
  local output extra
  read -r output extra <<<"$(flags "$1")"
  # shellcheck disable=SC2086
  valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$binary" serve --no-supervisor --port "$port" \
    --db "$work/bench.sqlite" --timezone UTC --signups-per-hour 100000 $extra >"$output" 2>>"$work/server.log" &
  server=$!
  for _ in $(seq 300); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break; sleep 0.2; done
  python3 - "$port" "$2" "$cookie" "$3" <<'PY'
import http.client, sys
port, path, cookie, count = int(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4])
connection = http.client.HTTPConnection("127.0.0.1", port)
for _ in range(count):
    connection.request("GET", path, headers={"Cookie": cookie})
    connection.getresponse().read()
PY
  stop
  awk '/^(summary|totals):/ {print $2; exit}' "$work/callgrind.out"
}
echo
echo "| access log | / instructions a request | vs off | /workouts instructions a request | vs off |"
echo "| --- | ---: | ---: | ---: | ---: |"
declare -A base
for setting in "${settings[@]}"; do
  row="| $setting"
  for path in / /workouts; do
    few=$(instructions "$setting" "$path" 200)
    many=$(instructions "$setting" "$path" 1200)
    each=$(( (many - few) / 1000 ))
    base[$path]=${base[$path]:-$each}
    row+=" | $each | $(python3 -c "print(f'{$each / ${base[$path]}:.1%}')")"
  done
  echo "$row |"
done
