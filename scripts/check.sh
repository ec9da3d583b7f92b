#!/usr/bin/env bash
# Lint, type-check and format check side by side, and the workspaces type-checked two at a time:
# each is one single-threaded process, and the gate's machine has two cores. Each one's output is
# printed whole once it ends, and the check fails when any of them does.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
typecheck_workspaces() {
  node -e "console.log(require('./package.json').workspaces.join('\n'))" |
    xargs -P 2 -I {} npm run --silent --if-present typecheck -w {}
}
names=(lint typecheck format)
commands=("npm run --silent lint" typecheck_workspaces "npm run --silent format:check")
pids=()
for index in "${!names[@]}"; do
  ${commands[$index]} >"$logs/${names[$index]}" 2>&1 &
  pids+=($!)
done
failed=0
for index in "${!names[@]}"; do
  if wait "${pids[$index]}"; then status=passed; else status=FAILED failed=1; fi
  echo "-- ${names[$index]}: $status"
  cat "$logs/${names[$index]}"
done
exit $failed
