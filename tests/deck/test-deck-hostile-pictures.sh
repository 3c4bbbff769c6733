#!/usr/bin/env bash
# A deck whose pictures are made to hurt (make-hostile-pictures.py: a
# 16,000-pixel PNG, nested <use>, 150,000 elements, huge blurs, a
# convolution librsvg aborts on, endless turbulence, an embedded PNG
# bomb, links to files and http://): validate and export each finish
# within 10 s and 512 MiB of memory (peak RSS, /usr/bin/time), name every
# refused picture and why, still draw the ordinary pictures, and read
# nothing the links name.  And --pictures DIR, the command line's way to
# choose the pictures' folder: granted it works, not granted it does
# not, a symlink out of it is refused, a URI is not a folder.  Speaks TAP.
#   test-deck-hostile-pictures.sh PATH-TO-puzzlewright-cli SLOWER
# SLOWER multiplies the bounds (a sanitized build takes longer and holds
# shadow memory).
set -u
CLI=$1
SLOWER=${2:-1}
MAX_S=$((10 * SLOWER))
MAX_KB=$((512 * 1024 * SLOWER))
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
source "$(dirname "$0")/../tap.sh"

mkdir "$tmp/pics" "$tmp/doc"
python3 "$(dirname "$0")/make-hostile-pictures.py" "$tmp/pics"
printf '%s\n' png-huge.png png-limit.png nested-use.svg many.svg blur.svg embedded.svg \
  external.svg convolve.svg turbulence.svg plain.svg plain-square.svg plain-triangle.svg \
  plain-ring.svg > "$tmp/list.txt"
check "a deck of hostile pictures" 0 "" -- "$CLI" generate deck --param order=3 --param "symbol-list=@$tmp/list.txt" --param "pictures=$tmp/pics" -o "$tmp/doc/h.pzw"

# within bounds: NAME STATUS PATTERN -- COMMAND…, timed.
bounded () {
  local name=$1 want=$2 pattern=$3
  shift 4
  check "$name" "$want" "$pattern" -- /usr/bin/time -f "time: %e s %M KB" -o "$tmp/time" "$@"
  read -r _ seconds _ kb _ < "$tmp/time"
  local ok=$(awk -v s="$seconds" -v k="$kb" -v ms="$MAX_S" -v mk="$MAX_KB" 'BEGIN { print (s < ms && k < mk) ? 1 : 0 }')
  tap_n=$((tap_n + 1))
  if [ "$ok" = 1 ]; then
    echo "ok $tap_n -   in $seconds s, $((kb / 1024)) MiB"
  else
    echo "not ok $tap_n -   in $seconds s, $((kb / 1024)) MiB (at most $MAX_S s, $((MAX_KB / 1024)) MiB)"
    tap_fails=$((tap_fails + 1))
  fi
}

# Not beside the document, not chosen: no picture is read.
check "pictures of a folder not chosen are not read" 0 "“plain.svg” cannot be drawn.*neither the document's folder nor one you chose" -- "$CLI" validate "$tmp/doc/h.pzw"
bounded "validate --pictures" 0 "valid" -- "$CLI" validate "$tmp/doc/h.pzw" --pictures "$tmp/pics"
"$CLI" validate "$tmp/doc/h.pzw" --pictures "$tmp/pics" > "$tmp/problems" 2>&1
for why in "png-huge.png.*16000 × 16000 pixels" "nested-use.svg.*more than 50000 elements" \
           "many.svg.*more than 50000 elements" "embedded.svg.*16000 × 16000 pixels" \
           "blur.svg.*more than 2 s to draw" "convolve.svg.*order=\"32\"" \
           "turbulence.svg.*numOctaves=\"100000\""; do
  check "  refuses $why" 0 "$why" -- cat "$tmp/problems"
done
check "  the largest PNG a card takes, and plain pictures, draw" 1 "^0$" -- grep -cE "(png-limit|plain[a-z-]*)\.(svg|png)” cannot" "$tmp/problems"

bounded "export the cards" 0 "" -- "$CLI" export "$tmp/doc/h.pzw" --cards -o "$tmp/cards.pdf" --pictures "$tmp/pics"
bounded "export the sheet" 0 "" -- "$CLI" export "$tmp/doc/h.pzw" -o "$tmp/sheet.pdf" --pictures "$tmp/pics"
bounded "a thumbnail" 0 "" -- "$CLI" thumbnail "$tmp/doc/h.pzw" "$tmp/thumb.png" 512 --pictures "$tmp/pics"

# The cards, at 40 dpi: the plain pictures' blue is there, the green of
# what external.svg links to is not.
pdftoppm -r 40 "$tmp/cards.pdf" "$tmp/page"
cat > "$tmp/colours.py" <<'PY'
import sys
def pixels(path):
    data = open(path, "rb").read()
    parts = data.split(b"\n", 3)
    w, h = map(int, parts[1].split())
    body = parts[3]
    return [tuple(body[i:i + 3]) for i in range(0, 3 * w * h, 3)]
blue = green = 0
for path in sys.argv[1:]:
    for r, g, b in pixels(path):
        blue += abs(r - 0x1c) < 8 and abs(g - 0x71) < 8 and abs(b - 0xd8) < 8
        green += r < 40 and g > 215 and b < 40
print("blue %d green %d" % (blue, green))
PY
check "  the plain pictures drawn, nothing linked read" 0 "blue [1-9][0-9]* green 0$" -- python3 "$tmp/colours.py" "$tmp"/page*.ppm

# --pictures: URIs, missing folders and files are refused on the command line.
check "--pictures with an http:// URI" 2 "--pictures: “http://example.com/pics” is not a local folder" -- "$CLI" validate "$tmp/doc/h.pzw" --pictures http://example.com/pics
check "--pictures with a file:// URI" 2 "not a local folder" -- "$CLI" export "$tmp/doc/h.pzw" -o "$tmp/x.pdf" --pictures "file://$tmp/pics"
check "--pictures with no such folder" 2 "--pictures: “$tmp/none” is not a folder" -- "$CLI" verify "$tmp/doc/h.pzw" --pictures "$tmp/none"
check "--pictures with a file" 2 "is not a folder" -- "$CLI" validate "$tmp/doc/h.pzw" --pictures "$tmp/list.txt"
check "--pictures, relative to where it runs" 1 "^0$" -- sh -c "cd '$tmp' && '$CLI' validate doc/h.pzw --pictures pics 2>&1 | grep -c 'neither the document'"
check "  verify sees the pictures too" 0 "Every two of the 13 cards share exactly one symbol" -- "$CLI" verify "$tmp/doc/h.pzw" --pictures "$tmp/pics"
check "another folder granted grants not this one" 0 "“plain.svg” cannot be drawn.*neither the document's folder" -- "$CLI" validate "$tmp/doc/h.pzw" --pictures "$tmp/doc"
# A symlink in the granted folder that leads out of it.
mkdir "$tmp/outside"
cp "$tmp/pics/plain-ring.svg" "$tmp/outside/secret.svg"
ln -s "$tmp/outside/secret.svg" "$tmp/pics/link.svg"
sed 's/"plain-ring\.svg"/"link.svg"/' "$tmp/doc/h.pzw" > "$tmp/doc/link.pzw"
check "a symlink out of the granted folder is not followed" 0 "“link.svg” cannot be drawn.*leads out of the pictures' folder" -- "$CLI" validate "$tmp/doc/link.pzw" --pictures "$tmp/pics"
check "  even when its target's folder is granted too" 0 "leads out of the pictures' folder" -- "$CLI" validate "$tmp/doc/link.pzw" --pictures "$tmp/pics" --pictures "$tmp/outside"
tap_done
