#!/usr/bin/env bash
# Installs Debian's Firefox ESR for the second browser engine's tests (tests/e2e/firefox*.e2e.ts drive it with
# puppeteer-core over WebDriver BiDi) when it is missing. Test tools cannot download browsers here; FIREFOX_PATH names
# another Firefox.
set -euo pipefail
if [ -n "${FIREFOX_PATH:-}" ] && [ -x "$FIREFOX_PATH" ]; then exit 0; fi
if [ -x /usr/bin/firefox-esr ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Firefox ESR is missing. Install it with: sudo apt-get install -y firefox-esr (or set FIREFOX_PATH)" >&2
  exit 1
fi
echo "Installing Debian's firefox-esr for the browser tests…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq firefox-esr >/dev/null
/usr/bin/firefox-esr --version
