#!/usr/bin/env bash
# Runs contrib/oauth2-proxy/nginx.conf for real on high ports in front of a liftinglog started
# with --auth-proxy-header Remote-Email --auth-proxy-from 127.0.0.1, with a stand-in for
# oauth2-proxy's /oauth2/auth (a few lines of Python: 202 and X-Auth-Request-Email when the
# request carries the cookie `member=EMAIL`, else 401), and checks that the member it names is
# logged in (and made: sign-up is open), that without it the browser goes to sign in, and that
# a Remote-Email the browser sends itself is overwritten.
# Usage: bash contrib/oauth2-proxy/test.sh [path/to/liftinglog]   (from the project folder; needs nginx, curl, openssl, python3)
set -euo pipefail
binary=${1:-.build/debug/liftinglog}
work=$(mktemp -d /tmp/liftinglog-oauth2-XXXXXX)
app_port=$((20000 + RANDOM % 9000)) auth_port=$((app_port + 1)) https_port=$((app_port + 2))
server="" auth=""
cleanup() {
    [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
    [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null || true
    [ -n "$auth" ] && kill "$auth" 2>/dev/null && wait "$auth" 2>/dev/null || true
    [ -n "${KEEP:-}" ] || rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "oauth2-proxy example: FAILED: $*" >&2; exit 1; }

openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost -keyout "$work/key.pem" -out "$work/cert.pem" 2>/dev/null
sed -e "s|listen 443 ssl http2;|listen 127.0.0.1:$https_port ssl;|" -e "/listen \[::\]/d" \
    -e "s|127.0.0.1:8080|127.0.0.1:$app_port|" -e "s|127.0.0.1:4180|127.0.0.1:$auth_port|" \
    -e "s|ssl_certificate .*|ssl_certificate $work/cert.pem;|" -e "s|ssl_certificate_key .*|ssl_certificate_key $work/key.pem;|" \
    contrib/oauth2-proxy/nginx.conf > "$work/site.conf"
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
cat > "$work/auth.py" <<'PY'
import http.server, sys
class Auth(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        cookies = dict(c.strip().split("=", 1) for c in (self.headers.get("Cookie") or "").split(";") if "=" in c)
        member = cookies.get("member")
        body = b"sign in with your provider" if self.path.startswith("/oauth2/sign_in") else b""
        self.send_response(200 if body else 202 if member and self.path == "/oauth2/auth" else 401)
        if member: self.send_header("X-Auth-Request-Email", member)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
    def log_message(self, *args): pass
http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), Auth).serve_forever()
PY
python3 "$work/auth.py" "$auth_port" & auth=$!
"$binary" serve --port "$app_port" --db "$work/db.sqlite" --resources . --trust-proxy --no-supervisor \
    --auth-proxy-header Remote-Email --auth-proxy-from 127.0.0.1,::1 >"$work/access.log.app" 2>"$work/server.log" &
server=$!
nginx -p "$work" -c "$work/nginx.conf" -e "$work/error.log" 2>/dev/null || fail "nginx did not start: $(cat "$work/error.log")"
for _ in $(seq 300); do curl -fsk "https://127.0.0.1:$https_port/healthz" >/dev/null 2>&1 && break; sleep 0.1; done

base="https://127.0.0.1:$https_port"
[ "$(curl -sk -w ' %{http_code}' "$base/workouts")" = "sign in with your provider 403" ] || fail "without oauth2-proxy's word the browser is not sent to sign in"
page=$(curl -sk -c "$work/jar" -b "member=grace@example.com" "$base/workouts")
grep -q '<h1' <<<"$page" && ! grep -q 'name="password"' <<<"$page" || fail "the member oauth2-proxy named did not get the workouts page"
grep -q "session" "$work/jar" || fail "no session cookie for the member"
home=$(curl -sk -b "member=grace@example.com" -H "Remote-Email: eve@example.com" "$base/")
grep -q 'Hello, grace' <<<"$home" || fail "a Remote-Email sent by the browser was believed: $(grep -o 'Hello, [^<]*' <<<"$home")"
echo "oauth2-proxy example: OK (401 → the sign-in page, the member named is logged in and made, the browser's own header overwritten)"
