#!/usr/bin/env bash
# The CLI as a hostile or unlucky user meets it: devices and FIFOs as
# input, disguised nesting, bad option values, read-only and linked
# outputs, a full disk, two exports at once, a failed save after a fill.
# Speaks TAP.   test-robust.sh PATH-TO-puzzlewright-cli
set -u
CLI=$1
tmp=$(mktemp -d)
mnt=""
cleanup () {
  [ -n "$mnt" ] && umount "$mnt" 2>/dev/null
  chmod -R u+w "$tmp" 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT
source "$(dirname "$0")/../tap.sh"

# Every run is bounded: a hang or a flood of memory fails the check.
# (AddressSanitizer reserves terabytes of address space, so under it only
# the time is bounded.)
if sh -c 'prlimit --as=2000000000 -- "$0" --version' "$CLI" > /dev/null 2>&1; then
  limit=(prlimit --as=2000000000 --)
  small=(prlimit --as=600000000 --)
else
  limit=()
  small=()
fi
run () { timeout 60 "${limit[@]}" "$@"; }

skip () {
  tap_n=$((tap_n + 1))
  echo "ok $tap_n # SKIP $1"
}

"$CLI" generate domino-grid -p n=3 --seed 5 -o "$tmp/a.pzw"
"$CLI" generate domino-grid -p n=3 --seed 6 -o "$tmp/b.pzw"

# ---- input that never ends, or hides its nesting -------------------------
check "validate /dev/zero ends" 1 "/dev/zero: the file is longer than 32.0.MiB" -- run "$CLI" validate /dev/zero
check "validate /dev/urandom ends" 1 "/dev/urandom: " -- run "$CLI" validate /dev/urandom
mkfifo "$tmp/fifo"
# Opened read-write, so that neither this shell nor the writer waits for a
# reader, and the writer never holds the test's output open.
exec 4<>"$tmp/fifo"
yes '[' >&4 2>/dev/null &
writer=$!
check "a FIFO with an endless writer" 1 "fifo: the file is longer than" -- run "$CLI" validate "$tmp/fifo"
kill "$writer"
exec 4>&-
mkfifo "$tmp/quiet"
check "a FIFO with no writer reads as empty" 1 "quiet: the file is empty" -- run "$CLI" validate "$tmp/quiet"
check "import @/dev/zero ends" 1 "/dev/zero: the file is longer than" -- run "$CLI" import dominosa-id @/dev/zero -o "$tmp/x.pzw"
check "tilings --shape /dev/zero ends" 1 "/dev/zero: the file is longer than" -- run "$CLI" tilings --shape /dev/zero
check "generate -p shape=@/dev/zero ends" 1 "/dev/zero: the file is longer than" -- run "$CLI" generate domino-grid -p shape=@/dev/zero -o "$tmp/x.pzw"
printf '######\n######\n##..##\n######\n' > "$tmp/shape.txt"
check "generate -p shape=@FILE reads the shape" 0 "" -- run "$CLI" generate domino-grid -p n=4 -p grade=easy -p shape=@"$tmp/shape.txt" -o "$tmp/shaped.pzw"
check "the document keeps the shape, not the file name" 0 '"shape" : "######' -- cat "$tmp/shaped.pzw"
# A document whose generator names a file: class sets never read it (they
# are made from the puzzle as it is, not from the generator's settings).
sed 's|"n" : "3"|"n" : "3", "shape" : "/dev/zero"|' "$tmp/a.pzw" > "$tmp/named.pzw"
check "a document cannot make export read /dev/zero" 0 "named.pdf" -- run "$CLI" export "$tmp/named.pzw" --variants 2 -o "$tmp/named.pdf"

deep () { python3 -c "import sys; sys.stdout.write(sys.argv[1] + '[' * 100000)" "$1"; }
deep '/* " */' > "$tmp/comment.pzw"
check "a quote in a comment" 1 "line 1, column 1: not valid JSON: .*JSON has no comments" -- run "$CLI" validate "$tmp/comment.pzw"
deep "['\"', " > "$tmp/single.pzw"
check "a quote in single quotes" 1 "not valid JSON: .*double quotes" -- run "$CLI" validate "$tmp/single.pzw"
deep '/* ]]]]]]]]]] */' > "$tmp/negative.pzw"
check "closing brackets in a comment" 1 "not valid JSON" -- run "$CLI" export "$tmp/negative.pzw" -o "$tmp/x.pdf"
deep '' > "$tmp/brackets.json"
check "import layout-json: nesting" 1 "brackets.json: .*nested more than" -- run "$CLI" import layout-json @"$tmp/brackets.json" -o "$tmp/x.pzw"
printf '{"format": "puzzlewright",\n "version": 1, "kind": "test\xff"}' > "$tmp/latin1.pzw"
check "bad UTF-8: line and column" 1 "latin1.pzw: line 2, column 29: the text is not UTF-8" -- run "$CLI" validate "$tmp/latin1.pzw"
python3 -c "import sys; sys.stdout.write('[' + '{},' * (10 * 1024 * 1024) + '{}]')" > "$tmp/objects.pzw"
check "32 MiB of {} is refused quickly" 1 "more than 100000 objects and arrays" -- timeout 60 "${small[@]}" "$CLI" validate "$tmp/objects.pzw"

# ---- option values: 2 everywhere ---------------------------------------
"$CLI" new name-dominoes -o "$tmp/names.pzw"
check "generate -p n=-1" 2 "Parameter “n”: “-1”" -- "$CLI" generate domino-grid -p n=-1 -o "$tmp/x.pzw"
check "generate -p bogus" 2 "Unknown parameter “bogus” \(known: n, grade" -- "$CLI" generate domino-grid -p bogus=1 -o "$tmp/x.pzw"
check "fill --width 1000000" 2 "--width" -- "$CLI" fill "$tmp/names.pzw" --width 1000000 -o "$tmp/x.pzw"
check "fill --threads 1000000" 2 "--threads" -- "$CLI" fill "$tmp/names.pzw" --threads 1000000 -o "$tmp/x.pzw"
check "fill --seed -1" 2 "--seed" -- "$CLI" fill "$tmp/names.pzw" --seed -1 -o "$tmp/x.pzw"
check "count -p bogus=1" 2 "Unknown parameter “bogus” \(known: limit\)" -- "$CLI" count -p bogus=1 "$tmp/a.pzw"
check "explain -p grade=x" 2 "Unknown parameter “grade”" -- "$CLI" explain -p grade=x "$tmp/a.pzw"
check "-o \"\"" 2 "the file name is empty" -- "$CLI" new domino-grid -o ""
check "--output=" 2 "the file name is empty" -- "$CLI" solve "$tmp/a.pzw" --output=
check "export --variants 0" 2 "--variants: 0 is not from 1" -- "$CLI" export "$tmp/a.pzw" --variants 0 -o "$tmp/x.pdf"
check "export --dpi 0" 2 "--dpi: 0 is not from" -- "$CLI" export "$tmp/a.pzw" --dpi 0 -o "$tmp/x.png"
check "export --margin -5" 2 "--margin: -5 mm is less than 0" -- "$CLI" export "$tmp/a.pzw" --margin -5 -o "$tmp/x.pdf"

# ---- saves ------------------------------------------------------------------
printf 'old' > "$tmp/locked.pdf"
chmod 444 "$tmp/locked.pdf"
check "a read-only output is refused" 1 "locked.pdf”: the file is read-only" -- "$CLI" export "$tmp/a.pzw" -o "$tmp/locked.pdf"
check "and left as it was" 0 "^old$" -- cat "$tmp/locked.pdf"
check "a missing folder names the file asked for" 1 "Could not save “$tmp/none/x.pdf”: the folder “$tmp/none” does not exist" -- "$CLI" export "$tmp/a.pzw" -o "$tmp/none/x.pdf"
mkdir "$tmp/real"
cp "$tmp/a.pzw" "$tmp/real/linked.pzw"
ln -s real/linked.pzw "$tmp/link.pzw"
"$CLI" solve "$tmp/link.pzw" -o "$tmp/link.pzw" > /dev/null
check "saving through a link keeps the link" 0 "" -- test -L "$tmp/link.pzw"
check "and writes the file it points to" 0 '"solution"' -- cat "$tmp/real/linked.pzw"
printf '{"width": 4, "height": 2, "tiles": [], "unplaced": [{"names": ["AMY", "ADAMS"]}, {"names": ["ADAMS", "LEE"]}]}' > "$tmp/fill.json"
"$CLI" import layout-json @"$tmp/fill.json" -o "$tmp/fill.pzw"
out=$(TMPDIR="$tmp" "$CLI" fill "$tmp/fill.pzw" --seconds 1 -o "$tmp/none/filled.pzw" 2>&1)
kept=$(sed -n 's/.*the result was saved to “\(.*\)” instead.*/\1/p' <<<"$out")
check "a failed save after fill says where the board went" 0 '"at" : \[' -- cat "${kept:-/nonexistent}"

# Two exports of different puzzles to the same pages at once: the pages
# left are all of one export or all of the other, never mixed.
"$CLI" export "$tmp/a.pzw" --variants 3 -o "$tmp/refa.png" > /dev/null
"$CLI" export "$tmp/b.pzw" --variants 3 -o "$tmp/refb.png" > /dev/null
pages=$(ls "$tmp"/refa-*.png | wc -l)
same_set () {
  local ref=$1 i
  for i in $(seq 1 "$pages"); do cmp -s "$tmp/out-$i.png" "$tmp/$ref-$i.png" || return 1; done
}
mixed=0
for round in 1 2 3; do
  "$CLI" export "$tmp/a.pzw" --variants 3 -o "$tmp/out.png" > /dev/null &
  "$CLI" export "$tmp/b.pzw" --variants 3 -o "$tmp/out.png" > /dev/null &
  wait
  same_set refa || same_set refb || mixed=$((mixed + 1))
done
check "two exports at once leave one whole set ($pages pages)" 0 "^0$" -- echo "$mixed"
check "and no temporary files" 0 "^0$" -- sh -c "ls -A '$tmp' | grep -c '^\.pw' || true"

# A full disk: the export fails, the old pages stay a whole set.
mnt="$tmp/small"
mkdir "$mnt"
if mount -t tmpfs -o size=512k tmpfs "$mnt" 2>/dev/null; then
  "$CLI" new domino-grid -o "$mnt/keep.pzw"
  cp "$mnt/keep.pzw" "$tmp/keep-before.pzw"
  "$CLI" export "$tmp/a.pzw" --variants 3 -o "$mnt/sheet.png" > /dev/null
  head -c $(( $(df -B1 --output=avail "$mnt" | tail -1) - 150000 )) /dev/zero > "$mnt/filler" 2>/dev/null
  check "exporting onto a full disk fails" 1 "sheet-[0-9].png”: No space left" -- "$CLI" export "$tmp/b.pzw" --variants 3 -o "$mnt/sheet.png"
  whole=0
  for i in $(seq 1 "$pages"); do cmp -s "$mnt/sheet-$i.png" "$tmp/refa-$i.png" || whole=1; done
  check "and leaves the old pages whole" 0 "^0$" -- echo "$whole"
  check "and no temporary files" 0 "^0$" -- sh -c "ls -A '$mnt' | grep -c '^\.pw' || true"
  head -c 1000000 /dev/zero >> "$mnt/filler" 2>/dev/null
  check "saving a document onto a full disk fails" 1 "keep.pzw”: No space left" -- "$CLI" generate domino-grid -p n=9 -o "$mnt/keep.pzw"
  check "and keeps the old document" 0 "" -- cmp "$mnt/keep.pzw" "$tmp/keep-before.pzw"
  umount "$mnt"
  mnt=""
else
  skip "a small tmpfs cannot be mounted here (needs root)"
fi

tap_done
