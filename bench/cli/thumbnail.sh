#!/usr/bin/env bash
# How long a file manager waits for a puzzle's picture: runs
# `puzzlewright-cli thumbnail FILE OUT SIZE` (as the thumbnailer does) N
# times on each sample and prints the median wall time, the median CPU
# time (user + system: what the process itself costs, whatever else the
# machine is doing) and the peak memory of one run, per sample and size.
#   bench/cli/thumbnail.sh [BUILD-DIR] [N]
set -euo pipefail
build=${1:-_build}
runs=${2:-9}
cli=$build/src/cli/puzzlewright-cli
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
median () { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
for size in 256 1024; do
  for f in data/samples/*.pzw; do
    kind=$(basename "$f" .pzw)
    [ "$kind" = test ] && continue
    : > "$tmp/times"
    for i in $(seq "$runs"); do
      /usr/bin/time -f '%e %M %U %S' -o "$tmp/one" "$cli" thumbnail "$f" "$tmp/out.png" "$size"
      cat "$tmp/one" >> "$tmp/times"
    done
    ms=$(awk '{ print $1 * 1000 }' "$tmp/times" | median)
    kb=$(awk '{ print $2 }' "$tmp/times" | median)
    cpu=$(awk '{ print ($3 + $4) * 1000 }' "$tmp/times" | median)
    printf '%-16s %4d px: median %5.0f ms wall, %4.0f ms CPU, %6d KiB peak (of %d runs)\n' \
      "$kind" "$size" "$ms" "$cpu" "$kb" "$runs"
  done
done
