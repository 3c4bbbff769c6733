#!/usr/bin/env bash
# What puzzlewright-cli loads to start (issue 26): the commands that draw
# nothing must not load the drawing stack (cairo, pango, librsvg, GTK),
# and those that touch no text must not load ICU, which core opens only
# when text first needs it (src/core/pw-icu-lazy.c).  --version and xcc
# run in the GLib-only front (src/cli/cli-front.c), xcc --json too: they
# must not load GIO, json-glib, core or the command module either.  The dynamic
# loader's own list (LD_DEBUG=files) says what each run opened.  Speaks TAP.
#   test-startup-libs.sh PATH-TO-puzzlewright-cli SAMPLES-DIR XCC-DATA-DIR
set -u
CLI=$1
samples=$2
xcc=$3
source "$(dirname "$0")/../tap.sh"

# The libraries one run opened, one file name a line.
loaded () {
  LD_DEBUG=files "$@" 2>&1 >/dev/null | sed -n 's/.*file=\([^ ]*\) .*/\1/p' | sort -u
}

# check_loads NAME PATTERN-NOT-LOADED -- COMMAND...: the command runs
# (status 0) and opens no library whose name matches the pattern.
check_loads () {
  local name=$1 unwanted=$2
  shift 3
  tap_n=$((tap_n + 1))
  "$@" >/dev/null 2>&1
  local status=$?
  local bad
  bad=$(loaded "$@" | grep -E -- "$unwanted")
  if [ "$status" -eq 0 ] && [ -z "$bad" ]; then
    echo "ok $tap_n - $name"
  else
    echo "not ok $tap_n - $name (status $status; loaded: $(echo $bad))"
    tap_fails=$((tap_fails + 1))
  fi
}

drawing='libcairo|libpango|librsvg|libgtk|libadwaita|libharfbuzz|libfontconfig'
quiet="libicuuc|$drawing"
# GIO, json-glib and what they pull in; core and the command module.
glib_only="libgio|libjson-glib|libgobject|libgmodule|libmount|libselinux|libffi|libpuzzlewright|$quiet"
check_loads "--version loads GLib only" "$glib_only" -- "$CLI" --version
check_loads "xcc --count loads GLib only" "$glib_only" -- "$CLI" xcc --count "$xcc/queens4.dlx"
check_loads "xcc --first loads GLib only" "$glib_only" -- "$CLI" xcc --first "$xcc/queens4.dlx"
check_loads "xcc --help loads GLib only" "$glib_only" -- "$CLI" xcc --help
check_loads "xcc --json loads GLib only" "$glib_only" -- "$CLI" xcc --json --count "$xcc/queens4.dlx"
check_loads "xcc --first --json loads GLib only" "$glib_only" -- "$CLI" xcc --first --json "$xcc/queens4.dlx"
check "xcc --json answers" 0 '"solutions" : 2' -- "$CLI" xcc --json --count "$xcc/queens4.dlx"
check_loads "--version loads neither ICU nor drawing" "$quiet" -- "$CLI" --version
check_loads "--help loads neither ICU nor drawing" "$quiet" -- "$CLI" --help
check_loads "xcc loads neither ICU nor drawing" "$quiet" -- "$CLI" xcc --count "$xcc/queens4.dlx"
for op in validate verify count; do
  check_loads "$op of a Dominosa grid loads neither ICU nor drawing" "$quiet" \
    -- "$CLI" $op "$samples/domino-grid.pzw"
done
# A file named on the command line is made by GIO's local VFS
# (pw_file_for_arg): building the default VFS would load every GIO module
# installed (dconf, proxies, TLS), a millisecond of each command's start.
for op in validate verify count; do
  check_loads "$op of a Dominosa grid loads no GIO module" "/gio/modules/" \
    -- "$CLI" $op "$samples/domino-grid.pzw"
done
# Words all in ASCII need no ICU (src/core/pw-text.c splits them itself):
# the sample's.  A word outside ASCII needs it: it opens on the first use,
# and the answer is right.
check_loads "verify of an ASCII word search loads neither ICU nor drawing" "$quiet" \
  -- "$CLI" verify "$samples/word-search.pzw"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sed 's/"forbidden": \[/"forbidden": [ "ЖУК",/' "$samples/word-search.pzw" > "$work/cyrillic.pzw"
check "verify of a word search with a Cyrillic word opens ICU" 0 "file=libicuuc" \
  -- env LD_DEBUG=files "$CLI" verify "$work/cyrillic.pzw"
check "verify of a word search with a Cyrillic word answers" 0 "occurs exactly once" \
  -- "$CLI" verify "$work/cyrillic.pzw"
check_loads "verify of a word search draws nothing" "$drawing" \
  -- "$CLI" verify "$samples/word-search.pzw"

# librsvg opens only when an SVG picture is drawn (src/render/pw-rsvg-lazy.c):
# a Dominosa sheet draws without it; a deck of SVG pictures opens it and
# its pictures are drawn (the PNG holds more than one colour of ink).
check_loads "export of a Dominosa grid draws without librsvg" "librsvg|libxml2" \
  -- "$CLI" export "$samples/domino-grid.pzw" -o "$work/dg.pdf"
mkdir "$work/pics"
for i in 1 2 3 4 5 6 7; do
  printf '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><circle cx="50" cy="50" r="%d" fill="#c02020"/></svg>\n' \
    $((20 + 3 * i)) > "$work/pics/p$i.svg"
  echo "p$i.svg"
done > "$work/list.txt"
check "a deck of SVG pictures" 0 "" -- "$CLI" generate deck --param order=2 \
  --param "symbol-list=@$work/list.txt" --param "pictures=$work/pics" -o "$work/deck.pzw"
check "export of a deck of SVG pictures opens librsvg" 0 "file=librsvg" \
  -- env LD_DEBUG=files "$CLI" export "$work/deck.pzw" -o "$work/deck.pdf"
# The pictures' red shows on the first page, read back by poppler.
pdftoppm -r 20 -f 1 -l 1 "$work/deck.pdf" "$work/page"
check "the deck's SVG pictures are drawn" 0 "" \
  -- python3 -c 'import sys
data = open(sys.argv[1], "rb").read()
fields = data.split(maxsplit=4)  # P6, width, height, maximum, pixels
px = fields[4]
red = sum(1 for i in range(0, len(px) - 2, 3) if px[i] > 150 and px[i + 1] < 90 and px[i + 2] < 90)
sys.exit(0 if red > 0 else 1)' "$work/page-1.ppm"

tap_done
