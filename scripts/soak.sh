#!/usr/bin/env bash
# `make soak`: self-play at volume through the match runner. For each variant, GAMES games (in colour-reversed pairs,
# distinct openings) of the binary against itself on a clock of TC (base+inc seconds; salmon: one such clock per
# seat), CONCURRENCY games at once. Prints the runner's cutechess-style report per variant and a summary, keeps PGN
# and logs in OUT, and exits non-zero if any game ended in a crash, an illegal move, a time forfeit or a silent
# engine, an engine did not start, or a variant's match did not finish within its time limit (a hang).
#
#   make soak                       # GAMES=20 per variant: about 10 minutes on an idle 2-core machine
#   make soak GAMES=1000            # the long run (hours); VARIANTS="normal stack" for a subset
set -uo pipefail

BINARY=${BINARY:-dist/topochess}
GAMES=${GAMES:-20}
TC=${TC:-1+0.01}
CONCURRENCY=${CONCURRENCY:-$(nproc)}
VARIANTS=${VARIANTS:-normal msg stack sesqui besiege salmon cylinder}
OUT=${OUT:-dist/soak}
# Draw adjudication caps, so no game can run forever (counted apart, not failures): plies, and turns in salmon.
MAX_PLIES=${MAX_PLIES:-1000}
SALMON_MAX_TURNS=${SALMON_MAX_TURNS:-5000}
# Wall-clock limit of one variant's match: generous per-game allowances (seconds) over the games played at once.
GAME_SECONDS=${GAME_SECONDS:-60}
SALMON_GAME_SECONDS=${SALMON_GAME_SECONDS:-300}
# Terminations that are failures of an engine (the runner's wording: src/match/game.ts, players.ts).
FAILURES='made an illegal move|crashed|no answer|loses on time|refused a move|resigns'

[[ -x $BINARY ]] || { echo "soak: $BINARY is missing (run make dist)" >&2; exit 2; }
mkdir -p "$OUT"
failed=0
summary=()
start_all=$SECONDS
# Time forfeits at 1 s depend on what else runs: the load average goes into the record.
load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown; }
load_start=$(load)
for variant in $VARIANTS; do
  cap=$MAX_PLIES per_game=$GAME_SECONDS
  if [[ $variant == salmon ]]; then cap=$SALMON_MAX_TURNS per_game=$SALMON_GAME_SECONDS; fi
  limit=$(( (GAMES + CONCURRENCY - 1) / CONCURRENCY * per_game + 60 ))
  pgn="$OUT/$variant.pgn" log="$OUT/$variant.log" report="$OUT/$variant.report"
  rm -f "$pgn"
  echo "=== $variant: $GAMES games at $TC, concurrency $CONCURRENCY (limit ${limit}s)"
  start=$SECONDS
  timeout --kill-after=10 "$limit" "$BINARY" match --engine1 "$BINARY" --engine2 "$BINARY" --variant "$variant" \
    --games "$GAMES" --tc "$TC" --concurrency "$CONCURRENCY" --max-plies "$cap" --pgn "$pgn" >"$report" 2>"$log"
  status=$?
  took=$((SECONDS - start))
  cat "$report"
  problems=()
  [[ $status -eq 124 || $status -eq 137 ]] && problems+=("match did not finish within ${limit}s (hang)")
  [[ $status -ne 0 && $status -ne 124 && $status -ne 137 ]] && problems+=("runner exit status $status: $(tail -n 1 "$log")")
  played=$(grep -c '^\[Event ' "$pgn" 2>/dev/null || true)
  [[ ${played:-0} -lt $GAMES ]] && problems+=("${played:-0} of $GAMES games finished")
  forfeits=$(grep -cE "^\[Termination \".*($FAILURES)" "$pgn" 2>/dev/null || true)
  if [[ ${forfeits:-0} -gt 0 ]]; then
    # Grouped by reason without its detail in parentheses, most frequent first.
    reasons=$(grep -oE "^\[Termination \".*($FAILURES)[^\"]*" "$pgn" | sed -e 's/^\[Termination "//' -e 's/ (.*//' -e 's/^[A-J] //' |
      sort | uniq -c | sort -rn | awk '{ count = $1; $1 = ""; printf "%s%d x%s", (NR > 1 ? ", " : ""), count, $0 }')
    problems+=("$forfeits engine failures ($reasons)")
  fi
  grep -E '^engine [12] ' "$log" >/dev/null && problems+=("an engine did not start: $(grep -E '^engine [12] ' "$log" | head -1)")
  plies=$(grep -oE '^\[PlyCount "[0-9]+"' "$pgn" 2>/dev/null | grep -oE '[0-9]+' | awk '{ sum += $1 } END { print sum + 0 }')
  line="$variant: ${played:-0} games, ${plies:-0} plies, ${took}s"
  if [[ ${#problems[@]} -gt 0 ]]; then
    failed=1
    line+=" FAILED: $(IFS='; '; echo "${problems[*]}")"
  else
    line+=" ok"
  fi
  echo "$line"
  summary+=("$line")
done
echo "=== soak summary ($((SECONDS - start_all))s, load average $load_start at the start and $(load) at the end, PGN and logs in $OUT)"
printf '%s\n' "${summary[@]}"
exit $failed
