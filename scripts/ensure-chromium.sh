#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (no browser download is possible here). Install it if missing.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$path" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Browser tests need Chromium at $path: run 'sudo apt-get install -y chromium' or set CHROMIUM_PATH." >&2
exit 1
