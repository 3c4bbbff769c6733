#!/usr/bin/env bash
# puzzlewright-cli on connecting walls, as a user runs it: import and
# export wall-text, verify (exit status, --json, alternatives), broken
# files named with their place, and CJK walls when the table is built.
# Speaks TAP.
#   test-connecting-wall-cli.sh PATH-TO-puzzlewright-cli SAMPLE.pzw HAVE-TABLE(0|1) FIXTURE-TABLE HAVE-UNIHAN(0|1)
set -u
CLI=$1
SAMPLE=$2
HAVE_TABLE=$3
FIXTURE=$4
HAVE_UNIHAN=${5:-0}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
source "$(dirname "$0")/../tap.sh"

check "the sample verifies unique" 0 "^Unique" -- "$CLI" verify "$SAMPLE"
check "the sample is valid" 0 "valid$" -- "$CLI" validate "$SAMPLE"
"$CLI" validate "$SAMPLE" > "$tmp/sample-problems.txt" 2>&1
check "the sample has no warning" 1 "" -- grep -q warning "$tmp/sample-problems.txt"
check "--json" 0 '"solutions" : 1' -- "$CLI" verify --json "$SAMPLE"
check "info describes it" 0 "4×4 CJK wall" -- "$CLI" info "$SAMPLE"

printf '# Terms for zero\nNil\tLove\tDuck\tZilch\n# Poker terms\nDeuce Bullet Crab Cowboy\n' \
  > "$tmp/two.txt"
check "import wall-text" 0 "" -- "$CLI" import wall-text "@$tmp/two.txt" -o "$tmp/two.pzw"
check "a text wall verifies" 0 "^Unique" -- "$CLI" verify "$tmp/two.pzw"
check "export wall-text" 0 "^# Poker terms$" -- "$CLI" export "$tmp/two.pzw" --format wall-text
check "export keeps the cards of a row" 0 "^Deuce Bullet Crab Cowboy$" -- \
  "$CLI" export "$tmp/two.pzw" --format wall-text
check "export a sheet" 0 "" -- "$CLI" export "$tmp/two.pzw" -o "$tmp/two.pdf"
check "a row too short" 1 "line 2: 3 cards, but the first row has 4" -- \
  "$CLI" import wall-text "$(printf 'a b c d\ne f g\n')" -o "$tmp/bad.pzw"
check "a row of one card" 1 "line 2: 1 card, but the first row has 4" -- \
  "$CLI" import wall-text "$(printf 'a b c d\ne\n')" -o "$tmp/bad.pzw"

# An ambiguous wall: by letter or by digit (two groupings, by hand).
cat > "$tmp/amb.pzw" <<'JSON'
{ "format": "puzzlewright", "version": 1, "kind": "connecting-wall",
  "puzzle": { "group-size": 2,
    "categories": [ { "name": "x" }, { "name": "y" }, { "name": "p", "herring": true },
                    { "name": "q", "herring": true } ],
    "groups": [ { "connection": "x", "cards": [ { "text": "A", "categories": ["x", "p"] },
                                                { "text": "B", "categories": ["x", "q"] } ] },
                { "connection": "y", "cards": [ { "text": "C", "categories": ["y", "p"] },
                                                { "text": "D", "categories": ["y", "q"] } ] } ] } }
JSON
check "ambiguous: exit 1" 1 "2 groupings" -- "$CLI" verify "$tmp/amb.pzw"
check "ambiguous: --json names the categories" 1 '"p"' -- "$CLI" verify --json "$tmp/amb.pzw"
check "ambiguous: --json counts" 1 '"solutions" : 2' -- "$CLI" verify --json "$tmp/amb.pzw"
check "a cap says at least" 1 "At least 2 groupings" -- \
  "$CLI" run verify "$tmp/amb.pzw" --limit 2

sed 's/"text": "D"/"text": "a"/; s/"text": "A"/"text": "A"/' "$tmp/amb.pzw" \
  | sed 's/"text": "a"/"text": "a"/' > "$tmp/rep.pzw"
sed -i 's/"text": "a"/"text": "A"/' "$tmp/rep.pzw"
check "a repeated card is named" 1 'groups\[1\].cards\[1\].*“A”' -- "$CLI" validate "$tmp/rep.pzw"
sed 's/"group-size": 2/"group-size": 3/' "$tmp/amb.pzw" > "$tmp/short.pzw"
check "a short row is named" 1 'groups\[0\].cards.*Row 1 has 2 cards, not 3' -- \
  "$CLI" validate "$tmp/short.pzw"
sed 's/"text": "B"/"text": 7/' "$tmp/amb.pzw" > "$tmp/num.pzw"
check "a broken card names its path" 1 'groups\[0\].cards\[1\].text' -- "$CLI" info "$tmp/num.pzw"

# The key is the answer: the Lion Wall typed by columns (on the tests'
# small table, which holds its characters) solves to its groups as rows.
printf '疗 宁 犰 㕤\n疔 宔 㹥 𠮩\n疰 宙 㹨 叮\n㾄 宗 狋 呩\n' > "$tmp/cols.txt"
fixture () { PUZZLEWRIGHT_CJK_TABLE=$FIXTURE "$@"; }
check "a wall typed by columns" 0 "" -- \
  fixture "$CLI" import wall-text "@$tmp/cols.txt" -o "$tmp/cols.pzw"
check "by columns: not the rows as laid out" 1 "not the rows as laid out" -- \
  fixture "$CLI" verify "$tmp/cols.pzw"
check "by columns: solve finds the groups" 0 "solved, one group a row" -- \
  fixture "$CLI" solve "$tmp/cols.pzw" -o "$tmp/solved.pzw"
check "by columns: a group a row, named" 0 "^# 疒$" -- \
  fixture "$CLI" export "$tmp/solved.pzw" --format wall-text
check "by columns: its cards" 0 "^疗 疔 疰 㾄$" -- \
  fixture "$CLI" export "$tmp/solved.pzw" --format wall-text
check "by columns: --json" 0 '"connection" : "犭"' -- \
  fixture "$CLI" solve --json "$tmp/cols.pzw"
check "by columns: the sheet and key print" 0 "" -- \
  fixture "$CLI" export "$tmp/cols.pzw" -o "$tmp/cols.pdf"
check "ambiguous: solve says why" 1 "2 groupings" -- "$CLI" solve "$tmp/amb.pzw"
check "ambiguous: no key prints" 1 "2 groupings" -- "$CLI" export "$tmp/amb.pzw" -o "$tmp/amb.pdf"
check "ambiguous: nothing written" 1 "" -- test -e "$tmp/amb.pdf"

if [ "$HAVE_TABLE" = 1 ]; then
  printf '疗 疔 疰 㾄\n宁 宔 宙 宗\n犰 㹥 㹨 狋\n㕤 𠮩 叮 呩\n' > "$tmp/lion.txt"
  check "the Lion Wall as text" 0 "" -- "$CLI" import wall-text "@$tmp/lion.txt" -o "$tmp/lion.pzw"
  check "the Lion Wall is unique" 0 "^Unique" -- "$CLI" verify "$tmp/lion.pzw"
  # The Lion Wall's components make their wall from rare characters only.
  check "generate from components" 0 "" -- \
    "$CLI" generate connecting-wall --param characters=any --param components=疒,宀,犭,口 \
    --seed 5 -o "$tmp/gen.pzw"
  check "a generated wall is unique" 0 "^Unique" -- "$CLI" verify "$tmp/gen.pzw"
  check "its rows share the components" 0 "^# 犭$" -- "$CLI" export "$tmp/gen.pzw" --format wall-text
  check "not a component" 2 "components: “A” is not a component" -- \
    "$CLI" generate connecting-wall --param components=A,宀,犭,口 --seed 5 -o "$tmp/x.pzw"
  check "an unknown set of characters" 2 "“all” is not one of common, standard, joyo" -- \
    "$CLI" generate connecting-wall --param characters=all --seed 5 -o "$tmp/x.pzw"
  if [ "$HAVE_UNIHAN" = 1 ]; then
    check "common characters cannot make the Lion Wall: it says so and suggests" 1 \
      "among the 3,500 common characters.*These components make one: components=" -- \
      "$CLI" generate connecting-wall --param components=疒,宀,犭,口 --seed 5 -o "$tmp/x.pzw"
    check "common characters with components that can" 0 "" -- \
      "$CLI" generate connecting-wall --param components=疒,宀,口,扌 --seed 7 -o "$tmp/c.pzw"
    check "that wall is unique" 0 "^Unique" -- "$CLI" verify "$tmp/c.pzw"
    "$CLI" generate connecting-wall --param characters=joyo --seed 3 -o "$tmp/j.pzw"
    check "a Jōyō wall is written for Japanese readings" 0 '"script" ?: ?"japanese"' -- \
      cat "$tmp/j.pzw"
    "$CLI" generate connecting-wall --param characters=grade4 --seed 3 -o "$tmp/h.pzw"
    check "a Hong Kong grade wall is traditional" 0 '"script" ?: ?"traditional"' -- \
      cat "$tmp/h.pzw"
    printf '疗 疔\n療 宗\n' > "$tmp/mixed.txt"
    "$CLI" import wall-text "@$tmp/mixed.txt" -o "$tmp/m.pzw" > /dev/null 2>&1
    check "a mixed wall is a warning naming both forms" 0 \
      "mixes simplified \\(疗\\) and traditional \\(療\\)" -- "$CLI" validate "$tmp/m.pzw"
  else
    check "without Unihan common characters say how to get it" 1 "unicode-data" -- \
      "$CLI" generate connecting-wall --param components=疒,宀,口,扌 --seed 7 -o "$tmp/x.pzw"
  fi
  # U+30000 (Extension G) is newer than the table.
  check "a character not in the table" 1 "Row 2, card 2: “𰀀” is not a character" -- \
    "$CLI" import wall-text "$(printf '疗 疔\n宁 𰀀\n')" -o "$tmp/x.pzw"
else
  check "without the table the CJK import says how to get it" 1 "fetch-cjk-data" -- \
    "$CLI" import wall-text "$(printf '疗 疔\n宁 宔\n')" -o "$tmp/x.pzw"
fi
tap_done
