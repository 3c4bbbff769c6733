#!/usr/bin/env bash
# What each thing the start page draws costs before the first frame
# (issue 26, item 6: the app's start is 1.17× the bare window's in
# instructions, and 1.1× would be about 91 M fewer).  Each element is
# hidden in turn by a user style sheet: "opacity: 0" lays it out as before
# and does not draw it; the list's shadow is taken away.  Then each text
# style of its own is given the size and weight of a text the bare window
# also has (10 pt), which shows what one more font costs: fontconfig's
# sort, the face at that size and every glyph hinted again by FreeType.
# The app's count with the change is printed beside its count with
# everything, and the difference is what the element costs, in
# instructions counted by callgrind as startup-instructions.sh counts them
# (startup-count.sh).  The bare window's count is printed for scale.
# Needs valgrind; about three minutes an element.
#   bench/app/startup-elements.sh BUILD-DIR
set -euo pipefail
build=${1:-_build}
source "$(dirname "$0")/startup-count.sh"

app=$build/src/app/puzzlewright
# NAME|STYLE: what is hidden, and the style sheet that hides it.
elements=(
  "everything drawn|"
  "the list's shadow|list.boxed-list { box-shadow: none; }"
  "the rows' subtitles|row label.subtitle { opacity: 0; }"
  "the big title|.title-1 { opacity: 0; }"
  "the logo|image { opacity: 0; }"
  "the Generate buttons|row button { opacity: 0; }"
  "the heading's 11 pt|.heading { font-size: 10pt; }"
  "the subtitles' 8.3 pt|row label.subtitle { font-size: 10pt; }"
  "the title's 20 pt|.title-1 { font-size: 10pt; font-weight: bold; }"
)

# The app's count with STYLE, after two runs that fill the shader cache
# for what that style draws.
count_with () {
  printf '%s\n' "$1" > "$XDG_CONFIG_HOME/gtk-4.0/gtk.css"
  count "$app" > /dev/null
  count "$app" > /dev/null
  count "$app"
}

for warm in 1 2; do count "$build/bench/app/bench-bare-window" > /dev/null; done
bare=$(count "$build/bench/app/bench-bare-window")
echo "start to first frame, instructions (callgrind), one run each after two warm ones:"
printf '  %-24s %8.1f M\n' "bare window" "$(echo "$bare / 1000000" | bc -l)"
full=
for e in "${elements[@]}"; do
  name=${e%%|*} style=${e#*|}
  n=$(count_with "$style")
  if [ -z "$full" ]; then
    full=$n
    printf '  %-24s %8.1f M   (%.3f× the bare window)\n' "puzzlewright" \
      "$(echo "$n / 1000000" | bc -l)" "$(echo "$n / $bare" | bc -l)"
  else
    printf '  %-24s %8.1f M   (it costs: %5.1f M)\n' "without ${name#the }" \
      "$(echo "$n / 1000000" | bc -l)" "$(echo "($full - $n) / 1000000" | bc -l)"
  fi
done
