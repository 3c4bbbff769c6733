#!/bin/sh
# Draws again the icons the start page shows, from their SVGs, into the PNGs
# the resources carry beside them (issue 26: GTK reads a PNG without
# librsvg, which the first frame then does not load).  Run it from the
# source root after changing one of the SVGs; it needs rsvg-convert
# (librsvg2-bin) and gtk4-encode-symbolic-svg (libgtk-4-bin).
set -eu
app=data/icons/hicolor
id=io.github.puzzlewright.Puzzlewright
rsvg-convert -w 96 -h 96 "$app/scalable/apps/$id.svg" -o "$app/96x96/apps/$id.png"
rsvg-convert -w 192 -h 192 "$app/scalable/apps/$id.svg" -o "$app/96x96@2/apps/$id.png"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for kind in domino-grid name-dominoes connecting-wall; do
  # The encoder names its output after its input.
  cp "src/app/$kind/$kind-symbolic.svg" "$tmp/$kind.svg"
  for size in 16 32; do
    gtk4-encode-symbolic-svg -o "$tmp" "$tmp/$kind.svg" "${size}x${size}"
    mv "$tmp/$kind.symbolic.png" "src/app/$kind/$kind-symbolic-$size.symbolic.png"
  done
done
