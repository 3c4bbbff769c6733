#!/usr/bin/env bash
# The whole bench, every program once with settings short enough for a
# before-and-after comparison (each prints its own figures; see its own
# header for what they mean and for longer runs):
#   bench/all.sh BUILD-DIR [OUT.log]
# From the source root.  Knuth's dlx2 and Tatham's Dominosa driver join
# the rows that compare with them when DLX2 / TATHAM name the programs
# (they are built outside the project, never part of it).
# To compare two builds, run it on each and diff the logs:
#   bench/all.sh _build-old old.log; bench/all.sh _build new.log
set -uo pipefail
build=${1:?usage: bench/all.sh BUILD-DIR [OUT.log]}
out=${2:-/dev/stdout}
b=$build/bench

section () { printf '\n### %s\n' "$*"; }
# Runs one bench and prints its output, then its wall time; a bench that
# fails is reported and the others still run.
bench () {
  section "$*"
  local t0=$(date +%s%N)
  "$@" 2>&1
  local rc=$?
  local t1=$(date +%s%N)
  printf '(exit %d, %.1f s wall)\n' "$rc" "$(echo "($t1 - $t0) / 1000000000" | bc -l)"
}

{
  echo "bench/all.sh $build on $(date -u +%FT%TZ), $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg)"
  bench "$b/cli/bench-cli-startup" --runs 21 ${DLX2:+--dlx2 "$DLX2"} \
    "$build/src/cli/puzzlewright-cli" data/samples tests/xcc/data/queens4.dlx
  bench bench/cli/thumbnail.sh "$build" 5
  bench bench/app/startup-cpu.sh "$build" 9
  bench bench/app/startup-instructions.sh "$build" 1
  # Every instance, the held-out files, limits and balance (and the rows
  # beside dlx2 when it is given), then memory.
  bench "$b/xcc/xcc-bench" --runs 3 ${DLX2:+--dlx2 "$DLX2"}
  bench "$b/xcc/xcc-bench" --only memory
  bench "$b/core/bench-text" --runs 5
  bench "$b/domino-grid/bench-domino-grid" 5 ${TATHAM:+--tatham "$TATHAM"}
  bench "$b/domino-grid/bench-domino-tilings" 200
  bench "$b/name-dominoes/bench-name-dominoes-fill" --seeds 3 --seconds 5
  bench "$b/connecting-wall/bench-connecting-wall"
  bench "$b/connecting-wall/bench-connecting-wall-content" 20
  bench "$b/deck/bench-deck" 3
  bench "$b/deck/bench-deck-pictures"
  bench "$b/word-search/bench-word-search" 30
  bench env WS_TIME_ONLY=1 WS_SIZE=20x20 WS_WORDS=40 "$b/word-search/bench-word-search" 30
  bench "$b/word-search/bench-word-search-themes"
  bench env PUZZLEWRIGHT_TEST_KIND=1 "$b/render/bench-class-set" 3
} > "$out"
