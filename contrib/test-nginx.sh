#!/usr/bin/env bash
# Runs contrib/nginx.conf for real, on high ports with a self-signed certificate, in front of
# a liftinglog started with --trust-proxy, and checks a page, a POST (sign-up, with its CSRF
# token), the Secure cookie that X-Forwarded-Proto earns, a 256 MiB route archive getting through
# to the server (and a larger one refused), and that the server maps no memory writable and executable at once
# (MemoryDenyWriteExecute= in liftinglog.service).
# Usage: bash contrib/test-nginx.sh [path/to/liftinglog]   (from the project folder; needs nginx, curl, openssl)
set -euo pipefail
binary=${1:-.build/debug/liftinglog}
work=$(mktemp -d /tmp/liftinglog-nginx-XXXXXX)
app_port=18480 http_port=18481 https_port=18482
server=""
cleanup() {
    [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
    [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null || true
    [ -n "${KEEP:-}" ] || rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "nginx example: FAILED: $*" >&2; exit 1; }

openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost \
    -keyout "$work/key.pem" -out "$work/cert.pem" 2>/dev/null
# The example as shipped, with only its ports and certificate paths changed.
sed -e "s|listen 80;|listen 127.0.0.1:$http_port;|" -e "s|listen 443 ssl http2;|listen 127.0.0.1:$https_port ssl http2;|" \
    -e "/listen \[::\]/d" -e "s|127.0.0.1:8080|127.0.0.1:$app_port|" \
    -e "s|ssl_certificate .*|ssl_certificate $work/cert.pem;|" -e "s|ssl_certificate_key .*|ssl_certificate_key $work/key.pem;|" \
    contrib/nginx.conf > "$work/site.conf"
# Workers as the user running this script, so they may write the temporary folders (as root,
# nginx would switch them to nobody).
cat > "$work/nginx.conf" <<CONF
user $(id -un) $(id -gn);
pid $work/nginx.pid;
error_log $work/error.log;
events {}
http {
    access_log $work/access.log;
    client_body_temp_path $work/body;
    proxy_temp_path $work/proxy;
    include $work/site.conf;
}
CONF

"$binary" serve --port "$app_port" --db "$work/db.sqlite" --resources . --trust-proxy --no-supervisor >"$work/access.log.app" 2>"$work/server.log" &
server=$!
nginx -p "$work" -c "$work/nginx.conf" -e "$work/error.log" 2>/dev/null || fail "nginx did not start: $(cat "$work/error.log")"
for _ in $(seq 50); do curl -fsk "https://127.0.0.1:$https_port/healthz" >/dev/null 2>&1 && break; sleep 0.1; done

curl=(curl -sk -b "$work/jar" -c "$work/jar" --resolve "lift.example.com:$https_port:127.0.0.1")
base="https://lift.example.com:$https_port"
[ "$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' "http://127.0.0.1:$http_port/signup" -H 'Host: lift.example.com')" = "301 https://lift.example.com/signup" ] \
    || fail "plain HTTP is not redirected to HTTPS"
page=$("${curl[@]}" "$base/signup")
grep -q '<h1>Create your account</h1>' <<<"$page" || fail "the sign-up page did not come through"
token=$(grep -m 1 -o 'name="csrf_token" value="[^"]*"' <<<"$page" | sed 's/.*value="//; s/"$//')
headers=$("${curl[@]}" -o /dev/null -D - "$base/signup" -H "X-Forwarded-For: 203.0.113.9" \
    --data-urlencode "csrf_token=$token" --data-urlencode "email=proxy@example.com" \
    --data-urlencode "password=a long enough password" --data-urlencode "first_name=Proxy" \
    --data-urlencode "last_name=Tester" --data-urlencode "birth_date=1990-01-01" --data-urlencode "time_zone=UTC")
grep -q '^HTTP/[0-9.]* 303' <<<"$headers" || fail "the sign-up POST did not redirect: $headers"
grep -i '^set-cookie:.*; secure' <<<"$headers" >/dev/null || fail "no Secure cookie: X-Forwarded-Proto did not arrive"
# Read whole before grep: with pipefail, `curl | grep -q` fails when grep stops reading early
# and curl is cut off mid-page (CI met that once).
dashboard=$("${curl[@]}" "$base/")
grep -q 'Proxy' <<<"$dashboard" || fail "the dashboard after sign-up does not greet the new account"

# The largest upload the app takes (a route archive, 256 MiB with its form) passes nginx and is
# answered by the server, whatever it says of the bytes; one past it is refused with a 413.
form=$("${curl[@]}" "$base/routes/new")
token=$(grep -m 1 -o 'name="csrf_token" value="[^"]*"' <<<"$form" | sed 's/.*value="//; s/"$//')
head -c $(((256 << 20) - 4096)) /dev/zero > "$work/big.zip"
status=$("${curl[@]}" -o /dev/null -w '%{http_code}' "$base/routes" -F "csrf_token=$token" -F "file=@$work/big.zip")
[ "$status" != 413 ] || fail "nginx refused a 256 MiB route archive (client_max_body_size)"
# The server writes its access-log line after the answer has gone (CI once looked before it came).
for _ in $(seq 50); do grep -q "POST /routes $status" "$work/access.log.app" && break; sleep 0.1; done
grep -q "POST /routes $status" "$work/access.log.app" || fail "the 256 MiB upload never reached the server (nginx answered $status)"
head -c $((258 << 20)) /dev/zero > "$work/big.zip"
past=$("${curl[@]}" -o /dev/null -w '%{http_code}' "$base/routes" -F "csrf_token=$token" -F "file=@$work/big.zip")
[ "$past" = 413 ] || fail "a 258 MiB upload was answered $past, not 413"
rm -f "$work/big.zip"

if grep -q ' rwx' "/proc/$server/maps"; then fail "the server has a writable and executable mapping"; fi
echo "nginx example: OK (page, sign-up POST, Secure cookie, HTTP→HTTPS, 256 MiB upload answered $status by the server, 258 MiB refused, no W+X memory)"
