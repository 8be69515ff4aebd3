#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (no browser download is possible here): its headless shell,
# which the journeys use (e2e/chromium.ts), and the full browser, which Lighthouse (bench:web) uses.
# Install them if missing.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$path" ] || missing+=(chromium)
[ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the browser tests..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Browser tests need ${missing[*]}: run 'sudo apt-get install -y ${missing[*]}' or set CHROMIUM_PATH." >&2
exit 1
