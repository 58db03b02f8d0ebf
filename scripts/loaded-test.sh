#!/usr/bin/env bash
# Runs `make test` K times (default 5) while two busy loops keep two cores busy, and prints how many runs passed:
# the suite must not depend on an idle machine. The busy loops are ended on exit, however the script ends.
# Usage: scripts/loaded-test.sh [K]   (logs in test-output/loaded/run-N.log)
set -u
runs="${1:-5}"
cd "$(dirname "$0")/.."
mkdir -p test-output/loaded
loops=()
stop_loops() {
  for pid in "${loops[@]}"; do kill "$pid" 2>/dev/null; done
  wait "${loops[@]}" 2>/dev/null
}
trap stop_loops EXIT
trap 'exit 130' INT TERM
for _ in 1 2; do
  yes > /dev/null &
  loops+=("$!")
done
echo "loaded-test: two busy loops (pids ${loops[*]}), make test x $runs"
passed=0
for ((run = 1; run <= runs; run++)); do
  find "${TMPDIR:-/tmp}" -mindepth 1 -maxdepth 1 | sort > test-output/loaded/tmp-before
  started=$(date +%s)
  if make test > "test-output/loaded/run-$run.log" 2>&1; then
    passed=$((passed + 1))
    verdict=passed
  else
    verdict="FAILED (test-output/loaded/run-$run.log)"
  fi
  find "${TMPDIR:-/tmp}" -mindepth 1 -maxdepth 1 | sort > test-output/loaded/tmp-after
  # New entries in the temp dir (other programs on the machine may add some too): a test run should add none.
  left=$(comm -13 test-output/loaded/tmp-before test-output/loaded/tmp-after)
  echo "run $run: $verdict in $(($(date +%s) - started)) s; new in ${TMPDIR:-/tmp}: $(echo "$left" | grep -c . || true) ${left:+($(echo "$left" | head -5 | tr '\n' ' '))}"
done
echo "loaded-test: $passed of $runs runs passed"
[ "$passed" -eq "$runs" ]
