# Sourced by startup-instructions.sh and startup-elements.sh: counts the
# instructions a program runs from start to its first frame, by valgrind's
# callgrind, in the environment bench-app-startup.c gives, with a shader
# cache and a configuration folder of the benchmark's own ($work, removed
# on exit).  Needs $build.
#
# Two things make the count the same from run to run: valgrind's fair
# scheduling (without it, which thread loads GTK's icon theme first
# decides, and a count lands 60 M either side), and the shader cache, which
# the caller fills by running each program twice first (Mesa's software
# renderer compiles every shader on a cold cache, 3,500 M more).  The
# configuration folder is empty unless the caller puts a style sheet in
# $work/config/gtk-4.0/gtk.css: a user's own would change what is drawn.
# Sourced before anything else is done: without valgrind the caller is
# skipped, and without a display it runs again under Xvfb, with its own
# arguments ("$@" is the caller's).
if ! command -v valgrind > /dev/null; then
  echo "$(basename "$0" .sh): valgrind is not installed; skipped"
  exit 0
fi
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1280x900x24" "$0" "$@"
fi

export GSETTINGS_SCHEMA_DIR="$build/data" GSETTINGS_BACKEND=memory GTK_A11Y=none \
  ADW_DISABLE_PORTAL=1 PUZZLEWRIGHT_REPORT_FIRST_FRAME=exit
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export MESA_SHADER_CACHE_DIR="$work/shader-cache" XDG_CONFIG_HOME="$work/config"
mkdir -p "$XDG_CONFIG_HOME/gtk-4.0"

# The instructions of PROGRAM's own process (not of what it spawns).
count () {
  mkdir -p "$work/recovery" "$work/data"
  rm -rf "$work/recovery"/* "$work/data"/* "$work"/cg.*
  PUZZLEWRIGHT_RECOVERY_DIR="$work/recovery" XDG_DATA_HOME="$work/data" \
    valgrind --tool=callgrind --fair-sched=yes --callgrind-out-file="$work/cg.%p" --log-file="$work/log.%p" \
    "$1" > /dev/null 2>&1
  sed -n 's/^summary: //p' "$(ls -S "$work"/cg.* | head -1)"
}

median () { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
