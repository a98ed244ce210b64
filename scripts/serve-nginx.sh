#!/usr/bin/env bash
# Serves the built console through Debian's nginx with deploy/nginx.conf, as production does (README "Production"):
#
#   scripts/serve-nginx.sh PORT UPSTREAM    dist/ on http://127.0.0.1:PORT, /api and /onlinepack proxied to UPSTREAM
#                                            (http://host:port or host:port); runs until Ctrl+C or SIGTERM
#   scripts/serve-nginx.sh stop PORT        stops the one serving PORT (e.g. started with `&`)
#
# NGINX_ROOT serves another folder than dist/ (the browser tests serve a copy they may write config.json into).
# nginx runs as its own instance, in the foreground: its configuration, pid, logs and temporary files are in
# ${TMPDIR:-/tmp}/game-ops-console-nginx.PORT, removed when it stops; no system path is written and the system's
# nginx service is not involved. A missing nginx is installed by scripts/ensure-nginx.mjs when running as root,
# otherwise the apt-get command is printed. Used by playwright.nginx.config.ts.
set -euo pipefail

ROOT_DIR="$(cd "$(dirname "$0")/.." && pwd)"
NGINX=/usr/sbin/nginx
# deploy/nginx.conf's brotli_static (Debian's libnginx-mod-http-brotli-static, scripts/ensure-nginx.mjs)
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
STATE_BASE="${TMPDIR:-/tmp}/game-ops-console-nginx"

usage() {
  echo "usage: $0 PORT UPSTREAM | $0 stop PORT" >&2
  exit 2
}

valid_port() { [[ "$1" =~ ^[0-9]+$ ]] && ((1 <= $1 && $1 <= 65535)); }

if [[ "${1:-}" == "stop" ]]; then
  valid_port "${2:-}" || usage
  state="$STATE_BASE.$2"
  if [[ ! -s "$state/serve.pid" ]]; then
    echo "serve-nginx: nothing serves port $2" >&2
    exit 1
  fi
  pid="$(cat "$state/serve.pid")"
  kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 50); do
    kill -0 "$pid" 2>/dev/null || exit 0
    sleep 0.1
  done
  echo "serve-nginx: $pid did not stop" >&2
  exit 1
fi

[[ $# -eq 2 ]] || usage
PORT="$1"
valid_port "$PORT" || usage
UPSTREAM="${2#http://}"
UPSTREAM="${UPSTREAM%/}"
if [[ ! "$UPSTREAM" =~ ^[A-Za-z0-9.-]+:[0-9]+$ && ! "$UPSTREAM" =~ ^\[[0-9A-Fa-f:]+\]:[0-9]+$ ]]; then
  echo "serve-nginx: UPSTREAM must be http://host:port or host:port, not '$2'" >&2
  exit 2
fi
SERVE_ROOT="$(cd "${NGINX_ROOT:-$ROOT_DIR/dist}" && pwd)"
if [[ ! -f "$SERVE_ROOT/index.html" ]]; then
  echo "serve-nginx: no $SERVE_ROOT/index.html: build first (npm run build)" >&2
  exit 1
fi

node "$ROOT_DIR/scripts/ensure-nginx.mjs" >&2

state="$STATE_BASE.$PORT"
if [[ -s "$state/serve.pid" ]] && kill -0 "$(cat "$state/serve.pid")" 2>/dev/null; then
  echo "serve-nginx: port $PORT is already served (pid $(cat "$state/serve.pid")); stop it with: $0 stop $PORT" >&2
  exit 1
fi
rm -rf "$state"
mkdir -p "$state"
# nginx's workers run as nobody when started by root: they read the site and write the temporary folders
chmod 755 "$state"

# deploy/nginx.conf with its four "<- deploy" lines set; anything else is served exactly as written there
site="$state/game-ops-console.conf"
sed -E \
  -e "s|^([[:space:]]*)server [^;]+;([[:space:]]*# <- deploy)|\1server $UPSTREAM;\2|" \
  -e "s|^([[:space:]]*)listen [^;]+;([[:space:]]*# <- deploy)|\1listen 127.0.0.1:$PORT;\2|" \
  -e "s|^([[:space:]]*)root [^;]+;([[:space:]]*# <- deploy)|\1root $SERVE_ROOT;\2|" \
  "$ROOT_DIR/deploy/nginx.conf" >"$site"
set_pattern="^[[:space:]]*(server $UPSTREAM|listen 127\.0\.0\.1:$PORT|root $SERVE_ROOT);[[:space:]]*# <- deploy"
set_lines="$(grep -cE "$set_pattern" "$site" || true)"
if [[ "$set_lines" != 4 ]]; then
  echo "serve-nginx: deploy/nginx.conf no longer has its four '# <- deploy' lines (server, server, listen, root)" >&2
  exit 1
fi

cat >"$state/nginx.conf" <<EOF
# written by scripts/serve-nginx.sh: the parts of a stock nginx.conf the site needs, every path in this folder
load_module $BROTLI_MODULE;
worker_processes 1;
pid $state/nginx.pid;
error_log stderr warn;
events {
    worker_connections 512;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log $state/access.log;
    client_body_temp_path $state/client_body;
    proxy_temp_path $state/proxy;
    fastcgi_temp_path $state/fastcgi;
    uwsgi_temp_path $state/uwsgi;
    scgi_temp_path $state/scgi;
    include $site;
}
EOF

nginx_args=(-p "$state" -c "$state/nginx.conf" -e stderr)
"$NGINX" "${nginx_args[@]}" -t -q

nginx_pid=
stop() {
  trap - INT TERM EXIT
  if [[ -n "$nginx_pid" ]] && kill -0 "$nginx_pid" 2>/dev/null; then
    # QUIT: finish the answers in progress, then exit
    kill -QUIT "$nginx_pid" 2>/dev/null || true
    for _ in $(seq 50); do
      kill -0 "$nginx_pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -TERM "$nginx_pid" 2>/dev/null || true
    wait "$nginx_pid" 2>/dev/null || true
  fi
  rm -rf "$state"
}
trap stop EXIT
trap 'exit 0' INT TERM

echo $$ >"$state/serve.pid"
"$NGINX" "${nginx_args[@]}" -g 'daemon off;' &
nginx_pid=$!
echo "serve-nginx: $SERVE_ROOT on http://127.0.0.1:$PORT, /api and /onlinepack -> $UPSTREAM (nginx pid $nginx_pid)" >&2
wait "$nginx_pid"
