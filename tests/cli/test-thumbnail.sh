#!/usr/bin/env bash
# `puzzlewright-cli thumbnail`, as the desktop's thumbnailer runs it
# ("thumbnail %i %o %s"): every sample and an ipuz file give a PNG of the
# asked size with something drawn on it; bad sizes are usage errors; and
# files a stranger drops into a folder (endless, deep, broken, binary, not
# a file) end quickly, bounded in memory, with a message that names them.
# Speaks TAP.   test-thumbnail.sh PATH-TO-puzzlewright-cli SAMPLES-DIR
set -u
CLI=$1
samples=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
source "$(dirname "$0")/../tap.sh"

# As in test-robust.sh: a hang or a flood of memory fails the check
# (under AddressSanitizer only the time is bounded).
if sh -c 'prlimit --as=2000000000 -- "$0" --version' "$CLI" > /dev/null 2>&1; then
  limit=(prlimit --as=2000000000 --)
else
  limit=()
fi
run () { timeout 30 "${limit[@]}" "$@"; }

# "W H": a PNG's size, from its header.
png_size () {
  python3 - "$1" <<'PY'
import struct, sys
data = open(sys.argv[1], 'rb').read(24)
assert data[:8] == b'\x89PNG\r\n\x1a\n' and data[12:16] == b'IHDR', 'not a PNG'
print(*struct.unpack('>II', data[16:24]))
PY
}
# The PNG's larger side is $2 and it has ink: its darkest pixel is dark.
drawn_at () {
  local size
  size=$(png_size "$1") || return 1
  set -- "$1" "$2" $size
  [ "$(( $3 > $4 ? $3 : $4 ))" -eq "$2" ] || { echo "size $3×$4, not at most $2 with one side $2"; return 1; }
  local darkest
  darkest=$(convert "$1" -colorspace gray -format '%[fx:minima]' info:)
  python3 -c "import sys; sys.exit(0 if float('$darkest') < 0.5 else 1)" \
    || { echo "nothing drawn (darkest pixel $darkest)"; return 1; }
  echo drawn
}

for f in "$samples"/*.pzw; do
  name=$(basename "$f" .pzw)
  check "thumbnail of the $name sample" 0 "" -- run "$CLI" thumbnail "$f" "$tmp/$name.png" 256
  check "the $name thumbnail is 256 pixels and drawn" 0 "^drawn$" -- drawn_at "$tmp/$name.png" 256
done

check "size 48 (the small size)" 0 "" -- run "$CLI" thumbnail "$samples/domino-grid.pzw" "$tmp/s.png" 48
check "the small thumbnail is 48 pixels" 0 "^drawn$" -- drawn_at "$tmp/s.png" 48
check "size 1024 (the largest)" 0 "" -- run "$CLI" thumbnail "$samples/word-search.pzw" "$tmp/l.png" 1024
check "the largest thumbnail is 1024 pixels" 0 "^drawn$" -- drawn_at "$tmp/l.png" 1024
check "no size: 256" 0 "" -- run "$CLI" thumbnail "$samples/deck.pzw" "$tmp/d.png"
check "the default thumbnail is 256 pixels" 0 "^drawn$" -- drawn_at "$tmp/d.png" 256

# An ipuz word search (the MIME type the thumbnailer also claims).
"$CLI" export "$samples/word-search.pzw" --format ipuz -o "$tmp/words.ipuz"
check "thumbnail of an .ipuz word search" 0 "" -- run "$CLI" thumbnail "$tmp/words.ipuz" "$tmp/ipuz.png" 128
check "the ipuz thumbnail is drawn" 0 "^drawn$" -- drawn_at "$tmp/ipuz.png" 128

check "size 0 is a usage error" 2 "SIZE: “0” is not a whole number from 1 to 1024" -- run "$CLI" thumbnail "$samples/deck.pzw" "$tmp/x.png" 0
check "size 4096 is a usage error" 2 "from 1 to 1024" -- run "$CLI" thumbnail "$samples/deck.pzw" "$tmp/x.png" 4096
check "size 12px is a usage error" 2 "“12px” is not a whole number" -- run "$CLI" thumbnail "$samples/deck.pzw" "$tmp/x.png" 12px
check "one argument is a usage error" 2 "usage: puzzlewright-cli thumbnail FILE OUT.png" -- run "$CLI" thumbnail "$samples/deck.pzw"

# Hostile and broken files.
check "/dev/zero ends" 1 "/dev/zero: the file is longer than" -- run "$CLI" thumbnail /dev/zero "$tmp/x.png"
mkfifo "$tmp/quiet.pzw"
check "a FIFO with no writer ends" 1 "quiet.pzw: the file is empty" -- run "$CLI" thumbnail "$tmp/quiet.pzw" "$tmp/x.png"
python3 -c "print('[' * 100000 + ']' * 100000)" > "$tmp/deep.pzw"
check "deep nesting is refused" 1 "deep.pzw: .*(deep|nest)" -- run "$CLI" thumbnail "$tmp/deep.pzw" "$tmp/x.png"
python3 -c "print('{\"a\":[' + '0,' * 2000000 + '0]}')" > "$tmp/wide.ipuz"
check "a million values in an .ipuz are refused" 1 "wide.ipuz: " -- run "$CLI" thumbnail "$tmp/wide.ipuz" "$tmp/x.png"
head -c 3000 "$samples/word-search.pzw" > "$tmp/cut.pzw"
check "a truncated document names the file" 1 "cut.pzw: " -- run "$CLI" thumbnail "$tmp/cut.pzw" "$tmp/x.png"
head -c 65536 /dev/urandom > "$tmp/noise.pzw"
check "binary noise names the file" 1 "noise.pzw: " -- run "$CLI" thumbnail "$tmp/noise.pzw" "$tmp/x.png"
sed 's/"width" *: *[0-9]*/"width" : 99999999/' "$tmp/words.ipuz" > "$tmp/huge.ipuz"
check "an ipuz with a huge size is refused" 1 "huge.ipuz: " -- run "$CLI" thumbnail "$tmp/huge.ipuz" "$tmp/x.png"
check "a folder is no puzzle" 1 "is a folder" -- run "$CLI" thumbnail "$tmp" "$tmp/x.png"
check "a missing file names itself" 1 "missing.pzw" -- run "$CLI" thumbnail "$tmp/missing.pzw" "$tmp/x.png"
check "nothing was written for a refused file" 1 "" -- test -e "$tmp/x.png"
check "an unwritable output names the file" 1 "x.png" -- run "$CLI" thumbnail "$samples/deck.pzw" "$tmp/no/such/x.png"

tap_done
