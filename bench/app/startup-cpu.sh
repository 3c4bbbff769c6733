#!/usr/bin/env bash
# CPU and wall time from start to first frame, the app beside a bare
# libadwaita window, alternately (bench-app-startup.c says how), under
# Xvfb when there is no display.
#   bench/app/startup-cpu.sh BUILD-DIR [N] [FILE.pzw]
set -euo pipefail
build=${1:-_build}
runs=${2:-15}
file=${3:-}
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1280x900x24" "$0" "$@"
fi
export GSETTINGS_SCHEMA_DIR="$build/data"
exec "$build/bench/app/bench-app-startup" --runs "$runs" "$build/src/app/puzzlewright" \
  "$build/bench/app/bench-bare-window" ${file:+"$file"}
