#!/usr/bin/env bash
# Serves the files of a folder with Debian's nginx as an ordinary process, in the foreground, on
# a loopback port, configured like our server for the comparison: one worker per core, keep-alive
# with no request limit and a 60-second idle timeout, no access log, sendfile, every file as
# `text/html; charset=utf-8` (the type of the pages saved there), `gzip_static` and
# `brotli_static`: a request that accepts gzip gets `FILE.gz` when there is one, one that accepts
# Brotli `FILE.br`, the same compressed bytes our server sent.
# Usage: Benchmarks/nginx.sh FOLDER PORT (the configuration and nginx's own files go in FOLDER.nginx)
set -euo pipefail
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || { echo "nginx is missing: apt-get install nginx-light"; exit 1; }
# Debian's module for brotli_static (google/ngx_brotli's static half).
brotli=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
[ -f "$brotli" ] || { echo "nginx's brotli_static is missing: apt-get install libnginx-mod-http-brotli-static"; exit 1; }
root=$(realpath "$1")
port=$2
own="$root.nginx"
mkdir -p "$own"
cat >"$own/nginx.conf" <<CONF
load_module $brotli;
worker_processes $(nproc);
pid $own/nginx.pid;
error_log $own/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 60s;
  keepalive_requests 1000000;
  types {}
  default_type "text/html; charset=utf-8";
  gzip_static on;
  gzip_vary on;
  brotli_static on;
  client_body_temp_path $own/body;
  proxy_temp_path $own/proxy;
  fastcgi_temp_path $own/fastcgi;
  uwsgi_temp_path $own/uwsgi;
  scgi_temp_path $own/scgi;
  server {
    listen 127.0.0.1:$port;
    root $root;
  }
}
CONF
exec "$(command -v nginx || echo /usr/sbin/nginx)" -e "$own/error.log" -p "$own" -c "$own/nginx.conf" -g "daemon off;"
