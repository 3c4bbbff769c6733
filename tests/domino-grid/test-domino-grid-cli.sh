#!/usr/bin/env bash
# puzzlewright-cli on domino grids, as a user runs it: `tilings` (good and
# bad input, exit codes, --json) and `solve` drawing its solution in text.
# Speaks TAP.   test-domino-grid-cli.sh PATH-TO-puzzlewright-cli SAMPLE.pzw
set -u
CLI=$1
SAMPLE=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
source "$(dirname "$0")/../tap.sh"

# Counts known from outside: Caviness's 7×8 and 8×8 (quoted in issue 5 and
# his paper), 4×4 = 36 (OEIS A004003), a 2×3 has 3 (by hand), a 3×3 ring
# (the centre a hole) has 2 (a cycle of 8 cells), an odd board none.
check "tilings 7x8" 0 "^1292697$" -- "$CLI" tilings --rows 7 --cols 8
check "tilings 8x8" 0 "^12988816$" -- "$CLI" tilings --rows 8 --cols 8
check "tilings 4x4" 0 "^36$" -- "$CLI" tilings -r 4 -c 4
check "tilings of a ring" 0 "^2$" -- "$CLI" tilings --rows 3 --cols 3 --holes 2,2
check "two holes, spaces allowed" 0 "^0$" -- "$CLI" tilings --rows 2 --cols 2 --holes "1,1; 2,2"
check "an odd board has none" 0 "^0$" -- "$CLI" tilings --rows 3 --cols 3
check "--json" 0 '"tilings" : "3"' -- "$CLI" tilings --rows 2 --cols 3 --json
check "--json counts cells" 0 '"cells" : 8' -- "$CLI" tilings --rows 3 --cols 3 --holes 2,2 --json
printf '###\n#.#\n###\n' > "$tmp/ring.txt"
check "--shape" 0 "^2$" -- "$CLI" tilings --shape "$tmp/ring.txt"
check "--shape with --holes" 0 "^0$" -- "$CLI" tilings --shape "$tmp/ring.txt" --holes 1,1

# 13×14 (the benchmark's board) against an independent count: a plain
# column-by-column transfer over Python's big integers.
if command -v python3 >/dev/null; then
  want=$(python3 - <<'PY'
rows, cols = 13, 14
# Broken profile: bit r set = cell r of the current column is already
# covered by a domino reaching in from the left.
counts = {0: 1}
for c in range(cols):
    for r in range(rows):
        nxt = {}
        for mask, ways in counts.items():
            bit = 1 << r
            if mask & bit:                        # covered: go on, free the bit
                key = mask & ~bit
                nxt[key] = nxt.get(key, 0) + ways
                continue
            if c + 1 < cols:                      # lying domino into the next column
                key = mask | bit
                nxt[key] = nxt.get(key, 0) + ways
            if r + 1 < rows and not mask & (bit << 1):  # upright domino
                key = mask | (bit << 1)
                nxt[key] = nxt.get(key, 0) + ways
        counts = nxt
    # After a column, set bits are the cells of the next column covered from here.
print(counts.get(0, 0))
PY
)
  check "tilings 13x14 agrees with an independent count" 0 "^$want$" -- "$CLI" tilings --rows 13 --cols 14
else
  tap_n=$((tap_n + 1)); echo "ok $tap_n # SKIP no python3"
fi

# Bad input: usage errors exit 2, input that cannot be counted exits 1,
# and every message says what is wrong and where.
check "no size" 2 "give --rows and --cols" -- "$CLI" tilings --rows 3
check "zero rows" 2 "from 1 to 64" -- "$CLI" tilings --rows 0 --cols 3
check "too many rows" 2 "from 1 to 64" -- "$CLI" tilings --rows 65 --cols 3
check "a hole off the board" 2 "“4,1” is not ROW,COLUMN" -- "$CLI" tilings --rows 3 --cols 3 --holes 4,1
check "a hole that is no cell" 2 "--holes: “x”" -- "$CLI" tilings --rows 3 --cols 3 --holes x
check "an argument" 2 "takes no arguments" -- "$CLI" tilings --rows 2 --cols 2 extra
check "an unknown option" 2 "Unknown option" -- "$CLI" tilings --rows 2 --cols 2 --colour red
check "a missing shape file" 1 "nothing.txt" -- "$CLI" tilings --shape "$tmp/nothing.txt"
printf '\n###\n#?#\n' > "$tmp/bad.txt"
check "a bad shape says where" 1 "bad.txt: Shape, line 3, column 2: “\?”" -- "$CLI" tilings --shape "$tmp/bad.txt"
printf '\n\n' > "$tmp/empty.txt"
check "an empty shape" 1 "empty" -- "$CLI" tilings --shape "$tmp/empty.txt"
check "too wide to count" 1 "too wide" -- "$CLI" tilings --rows 64 --cols 64

# solve in text mode draws the solution: each domino boxed (Caviness's
# board; its first row is 1-4 4-4 and four upright dominoes).
check "solve draws the dominoes" 0 "^\| 1   4 \| 4   4 \| 4 \| 4 \| 0 \| 0 \|$" -- "$CLI" solve "$SAMPLE"
check "solve says the grade" 0 "^1 solution \(grade: Easy\)$" -- "$CLI" solve "$SAMPLE"
check "verify a unique puzzle" 0 "1 solution" -- "$CLI" verify "$SAMPLE"

tap_done
