#!/usr/bin/env bash
# Installs a headless Java runtime from Debian for the Nu HTML Checker (tests/e2e/html-valid.e2e.ts runs vnu-jar's
# vnu.jar) when none is there. vnu-jar's own install script would download a runtime from outside the registries,
# which cannot work here: the test runs the jar with this Java instead (JAVA_PATH names another one).
set -euo pipefail
if [ -n "${JAVA_PATH:-}" ] && [ -x "$JAVA_PATH" ]; then exit 0; fi
# vnu.jar needs Java 17 or later (Debian 12's default-jre-headless is 17).
java_major() { java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1; }
if command -v java >/dev/null 2>&1 && [ "$(java_major)" -ge 17 ] 2>/dev/null; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Java 17+ is missing. Install it with: sudo apt-get install -y default-jre-headless (or set JAVA_PATH)" >&2
  exit 1
fi
echo "Installing Debian's default-jre-headless for the HTML checker…"
apt-get update -qq
# The JRE's post-install step writes man page links: slim images lack the folder.
mkdir -p /usr/share/man/man1
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
java -version 2>&1 | head -n 1
