#!/usr/bin/env bash
# A repeat visit (issue 16): Lifting Log answering a member's page with 304 Not Modified (the
# request names the page's ETag: the session is checked and the data version read, nothing is
# rendered) beside nginx answering 304 for a static file with a matching If-None-Match, in one
# run on the same machine, and the ratio of the two. The full page and our static 304 are
# measured too, for scale.
# The two 304s take turns for ROUNDS rounds and the medians are compared, as a neighbour's load
# moves single runs on this kind of machine by a third or more.
# Usage: Benchmarks/conditional.sh [seconds per run, default 10] [connections, default 64] [rounds, default 3]
set -euo pipefail
cd "$(dirname "$0")/.."
duration=${1:-10}
connections=${2:-64}
rounds=${3:-3}
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk"; exit 1; }
command -v nginx >/dev/null || { echo "nginx is missing: apt-get install nginx"; exit 1; }

# The static-stdlib build is what the Docker image ships (run.sh builds the same one).
swift build -c release --product liftinglog --static-swift-stdlib --scratch-path .build-static >/dev/null
binary=.build-static/release/liftinglog
work=$(mktemp -d)
port=$((20000 + RANDOM % 20000))
nginx_port=$((port + 1))
"$binary" serve --no-supervisor --port "$port" --db "$work/bench.sqlite" --timezone UTC --signups-per-hour 100000 >"$work/access.log" 2>"$work/server.log" &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")"; sleep 0.2; rm -rf "$work"' EXIT
for _ in $(seq 50); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break; sleep 0.1; done

# A lifter with a few weeks of training, signed up through the forms as a browser does.
cookie=$(python3 - "http://127.0.0.1:$port" <<'PY'
import http.cookiejar, re, sys, urllib.parse, urllib.request
base = sys.argv[1]
jar = http.cookiejar.CookieJar()
opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
def post(form, action, fields):
    page = opener.open(base + form).read().decode()
    fields["csrf_token"] = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
    opener.open(base + action, urllib.parse.urlencode(fields).encode()).read()
post("/signup", "/signup", {"email": "repeat@example.com", "password": "benchmark password", "first_name": "Repeat",
                 "last_name": "Visit", "birth_date": "1990-01-01"})
for day in range(1, 29):
    post("/workouts/new", "/workouts", {"lift": "Back Squat", "weight": str(100 + day), "unit": "kg", "reps": "5", "sets": "3",
                           "date": f"2026-02-{day:02d}"})
print("session=" + next(cookie.value for cookie in jar if cookie.name == "session"))
PY
)
page=/workouts
curl -fs -H "Cookie: $cookie" "http://127.0.0.1:$port$page" >"$work/page.html"
# A browser asks for the page compressed and names the tag of the Brotli page it holds.
accept="Accept-Encoding: gzip, deflate, br"
etag=$(curl -fsI -H "Cookie: $cookie" -H "$accept" "http://127.0.0.1:$port$page" | tr -d '\r' | awk -F': ' 'tolower($1) == "etag" {print $2}')
css_etag=$(curl -fsI "http://127.0.0.1:$port/app.css" | tr -d '\r' | awk -F': ' 'tolower($1) == "etag" {print $2}')
[ -n "$etag" ] || { echo "$page has no ETag"; exit 1; }

# nginx as Debian configures it (a worker per core, sendfile, its own ETag), serving that page's
# bytes from a file, its access log on as ours is.
# nginx's workers run as nobody: the folder it serves must be theirs to read.
mkdir -p "$work/html"
chmod 755 "$work" "$work/html"
cp "$work/page.html" "$work/html/page.html"
chmod 644 "$work/html/page.html"
cat >"$work/nginx.conf" <<CONF
worker_processes auto;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events { worker_connections 1024; }
http {
    access_log $work/nginx-access.log;
    sendfile on;
    tcp_nopush on;
    server {
        listen 127.0.0.1:$nginx_port;
        root $work/html;
    }
}
CONF
nginx -c "$work/nginx.conf" -p "$work"
for _ in $(seq 50); do curl -fs "http://127.0.0.1:$nginx_port/page.html" >/dev/null 2>&1 && break; sleep 0.1; done
nginx_etag=$(curl -fsI "http://127.0.0.1:$nginx_port/page.html" | tr -d '\r' | awk -F': ' 'tolower($1) == "etag" {print $2}')

status() { curl -s -o /dev/null -w '%{http_code}' "$@"; }
[ "$(status -H "Cookie: $cookie" -H "$accept" -H "If-None-Match: $etag" "http://127.0.0.1:$port$page")" = 304 ] || { echo "no 304 from us"; exit 1; }
[ "$(status -H "If-None-Match: $nginx_etag" "http://127.0.0.1:$nginx_port/page.html")" = 304 ] || { echo "no 304 from nginx"; exit 1; }

rps() { wrk -t2 -c"$connections" -d"${duration}s" --latency "$@" | awk '/Requests\/sec/ {rps = $2} $1 == "99%" {p99 = $2} END {print rps, p99}'; }
line() { printf '%-56s %12s req/s   p99 %8s\n' "$1" "$2" "$3"; }

median() { sort -n | awk '{ values[NR] = $1 } END { print values[int((NR + 1) / 2)] }'; }

echo "conditional requests, wrk -t2 -c$connections -d${duration}s on $(nproc) cores, $(wc -c <"$work/page.html") byte page, $rounds rounds taking turns, load: $(uptime | sed 's/.*load average: //')"
: >"$work/nginx.rounds"
: >"$work/ours.rounds"
for round in $(seq "$rounds"); do
  read -r nginx_rps nginx_p99 < <(rps -H "If-None-Match: $nginx_etag" "http://127.0.0.1:$nginx_port/page.html")
  line "round $round, nginx: 304 for the page saved as a file" "$nginx_rps" "$nginx_p99"
  echo "$nginx_rps" >>"$work/nginx.rounds"
  read -r ours_rps ours_p99 < <(rps -H "Cookie: $cookie" -H "$accept" -H "If-None-Match: $etag" "http://127.0.0.1:$port$page")
  line "round $round, Lifting Log: 304 for $page (Brotli tag)" "$ours_rps" "$ours_p99"
  echo "$ours_rps" >>"$work/ours.rounds"
done
read -r css_rps css_p99 < <(rps -H "If-None-Match: $css_etag" "http://127.0.0.1:$port/app.css")
line "Lifting Log: 304 for /app.css" "$css_rps" "$css_p99"
read -r full_rps full_p99 < <(rps -H "Cookie: $cookie" "http://127.0.0.1:$port$page")
line "Lifting Log: 200 for $page, logged in" "$full_rps" "$full_p99"
nginx_median=$(median <"$work/nginx.rounds")
ours_median=$(median <"$work/ours.rounds")
awk -v ours="$ours_median" -v nginx="$nginx_median" \
  'BEGIN {printf "medians: nginx %.0f, ours %.0f req/s; ratio of our page 304 to nginx 304: %.2f (aim 1.0 or more, issue 28)\n", nginx, ours, ours / nginx}'
