#!/usr/bin/env bash
# npm test: type-check, lint, the production build, the Vitest suites (the server-rendering tests use
# the build), then the browser journeys. The type-check (about a minute on its own) runs beside the
# rest; its output follows theirs.
set -uo pipefail
cd "$(dirname "$0")/.."

typecheck_log=$(mktemp)
npm run --silent typecheck > "$typecheck_log" 2>&1 &
typecheck=$!
npm run --silent lint && npm run build && npx vitest run
status=$?
wait "$typecheck"
typecheck_status=$?
echo "== type-check"
cat "$typecheck_log"
rm -f "$typecheck_log"
if [ "$typecheck_status" -ne 0 ]; then
  echo "The type-check failed." >&2
  exit 1
fi
[ "$status" -eq 0 ] || exit "$status"
npm run e2e
