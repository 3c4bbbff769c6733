#!/usr/bin/env bash
# Start time to first frame: launches the app (under Xvfb when there is no
# display) N times and prints each time from exec to the first painted
# frame of the first window, and the median.
#   bench/app/startup.sh BUILD-DIR [N] [FILE.pzw]
set -euo pipefail
build=${1:-_build}
runs=${2:-9}
file=${3:-}
app="$build/src/app/puzzlewright"
export GSETTINGS_SCHEMA_DIR="$build/data" GSETTINGS_BACKEND=memory GTK_A11Y=none \
  ADW_DISABLE_PORTAL=1 PUZZLEWRIGHT_REPORT_FIRST_FRAME=1 PUZZLEWRIGHT_RECOVERY_DIR=$(mktemp -d)
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1280x900x24" "$0" "$@"
fi
times=()
for i in $(seq "$runs"); do
  t0=$(date +%s%N)
  out=$("$app" ${file:+"$file"} 2>/dev/null | head -1)
  t1=$(date +%s%N)
  [ "$out" = "first-frame" ] || { echo "run $i: no first frame reported" >&2; exit 1; }
  ms=$(( (t1 - t0) / 1000000 ))
  times+=("$ms")
  echo "run $i: ${ms} ms"
done
sorted=($(printf '%s\n' "${times[@]}" | sort -n))
echo "start to first frame, median of $runs: ${sorted[$((runs / 2))]} ms (renderer: ${GSK_RENDERER:-default})"
