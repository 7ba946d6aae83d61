#!/usr/bin/env bash
# Installs Debian's nginx for the deploy test (tests/e2e/nginx.e2e.ts runs the shipped config on a real nginx)
# when it is missing. The test runs nginx as the current user from a temporary folder; no service is started.
set -euo pipefail
if [ -n "${NGINX_PATH:-}" ] && [ -x "$NGINX_PATH" ]; then exit 0; fi
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "nginx is missing. Install it with: sudo apt-get install -y nginx-light (or set NGINX_PATH)" >&2
  exit 1
fi
echo "Installing Debian's nginx for the deploy test…"
apt-get update -qq
# nginx-light where the release still has it (Debian 12), nginx otherwise; stop the service the package starts.
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null 2>&1 || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
(service nginx stop || true) >/dev/null 2>&1
/usr/sbin/nginx -v
