#!/usr/bin/env bash
# CLI tests: run puzzlewright-cli as a user would and check exit status,
# output and messages.  Speaks TAP.   test-cli.sh PATH-TO-puzzlewright-cli
set -u
CLI=$1
export PUZZLEWRIGHT_TEST_KIND=1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
source "$(dirname "$0")/../tap.sh"

check "--version" 0 "^puzzlewright-cli [0-9]+\.[0-9]+" -- "$CLI" --version
check "--help lists commands" 0 "validate" -- "$CLI" --help
# Every command's and option's summary starts in one column, however long
# a kind's command ("suggest-cards" went one past it).
check "--help lines the summaries up" 0 "^one column$" -- bash -c '"$1" --help |
  awk "/^  [^ ]+ +[^ ]/ { match(\$0, /^  [^ ]+ +/); c[RLENGTH]++ }
       END { n = 0; for (k in c) n++; print (n == 1 ? \"one column\" : n \" columns\") }"' _ "$CLI"
check "no command is a usage error" 2 "Usage" -- "$CLI"
check "unknown command" 2 "unknown command “frobnicate”" -- "$CLI" frobnicate
check "kinds lists the test kind" 0 "^test " -- "$CLI" kinds
check "kinds --json" 0 '"id" : "test"' -- "$CLI" kinds --json
check "new needs -o" 2 "usage" -- "$CLI" new test
check "new with an unknown kind" 2 "is not a puzzle kind" -- "$CLI" new chess -o "$tmp/x.pzw"
check "new" 0 "" -- "$CLI" new test --title "Week 1" -o "$tmp/new.pzw"
check "info" 0 "Week 1" -- "$CLI" info "$tmp/new.pzw"
check "info --json" 0 '"kind" : "test"' -- "$CLI" info "$tmp/new.pzw" --json
check "validate a good file" 0 "valid" -- "$CLI" validate "$tmp/new.pzw"
check "generate" 0 "" -- "$CLI" generate test --param count=4 --seed 7 -o "$tmp/gen.pzw"
"$CLI" generate test -p count=4 --seed 7 -o "$tmp/gen2.pzw"
check "generate is reproducible" 0 "" -- cmp "$tmp/gen.pzw" "$tmp/gen2.pzw"
"$CLI" generate test -p count=4 --seed 8 -o "$tmp/gen3.pzw"
check "another seed, another puzzle" 1 "differ" -- cmp "$tmp/gen.pzw" "$tmp/gen3.pzw"
# A bad option value is a usage error (2), like --seed -3: 1 is for bad input files.
check "generate rejects unknown params" 2 "Unknown parameter “colour” \(known: count, max\)" -- "$CLI" generate test --param colour=red -o "$tmp/bad.pzw"
check "generate rejects bad values" 2 "“count”" -- "$CLI" generate test --param count=many -o "$tmp/bad.pzw"
check "generate rejects a bad seed" 2 "--seed" -- "$CLI" generate test --seed -3 -o "$tmp/bad.pzw"
check "solve --json" 0 '"sum" : ' -- "$CLI" solve "$tmp/gen.pzw" --json
check "solve -o saves the solution" 0 "The sum is" -- "$CLI" solve "$tmp/gen.pzw" -o "$tmp/solved.pzw"
check "the saved solution loads" 0 '"answer"' -- cat "$tmp/solved.pzw"
check "an operation the kind lacks" 2 "no “verify” operation" -- "$CLI" verify "$tmp/gen.pzw"

printf '{"format": "puzzlewright", "version": 1,\n "kind": "test",\n "puzzle": {"numbers": [1, "two"]}}\n' > "$tmp/broken.pzw"
check "validate says where: JSON path" 1 "broken.pzw: \\\$\.puzzle\.numbers\[1\]: expected a whole number" -- "$CLI" validate "$tmp/broken.pzw"
check "validate --json on a broken file" 1 '"valid" : false' -- "$CLI" validate --json "$tmp/broken.pzw"
printf '{"format": "puzzlewright",\n "version": 1,,\n}' > "$tmp/syntax.pzw"
check "validate says where: line and column" 1 "line 2, column 1[45]" -- "$CLI" validate "$tmp/syntax.pzw"
check "validate a missing file" 1 "nothing.pzw" -- "$CLI" validate "$tmp/nothing.pzw"
printf '{"format": "puzzlewright", "version": 9, "kind": "test", "puzzle": {}}' > "$tmp/future.pzw"
check "a newer format version" 1 "newer Puzzlewright" -- "$CLI" info "$tmp/future.pzw"
printf '{"format": "puzzlewright", "version": 1, "kind": "test", "puzzle": {"numbers": [0]}}' > "$tmp/warn.pzw"
check "warnings do not fail validation" 0 "warning: Number 1 is zero" -- "$CLI" validate "$tmp/warn.pzw"
printf '{"format": "puzzlewright", "version": 1, "kind": "test", "puzzle": {"numbers": []}}' > "$tmp/empty.pzw"
check "errors fail validation" 1 "error: There are no numbers" -- "$CLI" validate "$tmp/empty.pzw"
check "import without an importer" 2 "no puzzle kind imports" -- "$CLI" import nonsense-format "x" -o "$tmp/i.pzw"
check "saving into a missing folder" 1 "Could not save" -- "$CLI" new test -o "$tmp/no/such/dir/x.pzw"

tap_done
