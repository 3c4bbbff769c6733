#!/usr/bin/env bash
# Instructions from start to first frame, the app beside the bare
# libadwaita window (bench-bare-window.c), counted by valgrind's callgrind
# under Xvfb when there is no display.  A count does not move with the
# machine's load, which the CPU times of startup-cpu.sh do by several per
# cent from one run to the next; it weighs page faults and the kernel less
# than CPU time does, so it answers "did the start do less work", not the
# target's CPU ratio.  How the count is kept the same from run to run:
# startup-count.sh.  Each program runs twice first, to fill the shader
# cache (the app's second run still adds a few shaders: left to the
# machine's own cache, its state would decide).
# Each program then runs RUNS times; medians are printed, and their ratio.
# Needs valgrind (apt install valgrind); about a minute a run.  The
# environment is the one bench-app-startup.c gives.
#   bench/app/startup-instructions.sh BUILD-DIR [RUNS]
set -euo pipefail
build=${1:-_build}
runs=${2:-3}
source "$(dirname "$0")/startup-count.sh"

for warm in 1 2; do
  count "$build/src/app/puzzlewright" > /dev/null
  count "$build/bench/app/bench-bare-window" > /dev/null
done
app=() bare=()
for ((i = 0; i < runs; i++)); do
  app+=("$(count "$build/src/app/puzzlewright")")
  bare+=("$(count "$build/bench/app/bench-bare-window")")
done
a=$(printf '%s\n' "${app[@]}" | median)
b=$(printf '%s\n' "${bare[@]}" | median)
echo "start to first frame, instructions (callgrind), median of $runs runs each:"
printf '  %-14s %8.1f M   (%s)\n' puzzlewright "$(echo "$a / 1000000" | bc -l)" "${app[*]}"
printf '  %-14s %8.1f M   (%s)\n' "bare window" "$(echo "$b / 1000000" | bc -l)" "${bare[*]}"
printf 'ratio, puzzlewright / bare: %.3f×\n' "$(echo "$a / $b" | bc -l)"
