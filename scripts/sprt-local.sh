#!/usr/bin/env bash
# One SPRT on this machine: SHARDS shards of `topochess match` at once (default 2, one per core here), polled with
# `match status` until the test decides, then stopped, and the merged report printed. Run the same command again to go
# on after an interruption (every shard resumes from its result file). Not part of `make test`.
#
#   scripts/sprt-local.sh DIR -- MATCH-OPTIONS...
#
# DIR receives r<k>.jsonl, g<k>.pgn and log<k>.txt per shard, and report.txt. MATCH-OPTIONS are those of
# `topochess match` (give --sprt, a --games cap and the engines; not --shard, --results, --pgn or --resume).
# TOPOCHESS (default: node dist/bundle/main.cjs) is the arbiter; SHARDS the shard count; POLL the seconds between polls.
set -euo pipefail

if [[ $# -lt 2 || $2 != -- ]]; then
  sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
dir=$1
shift 2
arbiter=${TOPOCHESS:-node dist/bundle/main.cjs}
shards=${SHARDS:-2}
poll=${POLL:-30}
mkdir -p "$dir"

pids=()
stop_shards() {
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait "${pids[@]}" 2>/dev/null || true
}
trap 'stop_shards; exit 130' INT TERM

for ((k = 0; k < shards; k++)); do
  # shellcheck disable=SC2086 # the arbiter is a command line
  $arbiter match "$@" --shard "$k/$shards" --results "$dir/r{shard}.jsonl" --pgn "$dir/g{shard}.pgn" --resume \
    >"$dir/out$k.txt" 2>"$dir/log$k.txt" &
  pids+=($!)
done

results=()
for ((k = 0; k < shards; k++)); do results+=("$dir/r$k.jsonl"); done

while true; do
  # In the background, so that a signal is handled at once rather than after the sleep.
  sleep "$poll" &
  wait $! || true
  running=0
  for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && running=$((running + 1)); done
  # shellcheck disable=SC2086
  if status=$($arbiter match status "${results[@]}" 2>&1); then
    echo "$(date -u +%H:%M:%S) $status"
    break
  fi
  echo "$(date -u +%H:%M:%S) $status"
  if ((running == 0)); then
    echo 'every shard has ended (its games are played) without a decision'
    break
  fi
done
stop_shards
trap - INT TERM
# shellcheck disable=SC2086
$arbiter match merge "${results[@]}" | tee "$dir/report.txt"
