#!/bin/sh
# test-cli-xcc.sh CLI DATADIR — `puzzlewright-cli xcc` on hand-written DLX
# files, good and broken; speaks TAP.
set -u
cli=$1
data=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0
failed=0

# check NAME WANT_STATUS PATTERN_STDOUT PATTERN_STDERR -- ARGS…
check () {
  name=$1 want=$2 out_pat=$3 err_pat=$4
  shift 5
  n=$((n + 1))
  "$cli" xcc "$@" >"$tmp/out" 2>"$tmp/err"
  status=$?
  ok=1
  [ "$status" -eq "$want" ] || ok=0
  if [ -n "$out_pat" ] && ! grep -q -e "$out_pat" "$tmp/out"; then ok=0; fi
  if [ -n "$err_pat" ] && ! grep -q -e "$err_pat" "$tmp/err"; then ok=0; fi
  if [ $ok -eq 1 ]; then
    echo "ok $n - $name"
  else
    echo "not ok $n - $name (exit $status, wanted $want)"
    sed 's/^/# out: /' "$tmp/out"
    sed 's/^/# err: /' "$tmp/err"
    failed=$((failed + 1))
  fi
}

echo "1..24"
check "all solutions of 4 queens" 0 "^2 solutions\.$" "" -- "$data/queens4.dlx"
check "solutions are shown" 0 "^  r1 f2 a3 b3$" "" -- "$data/queens4.dlx"
check "count" 0 "^2 solutions\.$" "" -- --count "$data/queens4.dlx"
check "count on 2 threads" 0 "^2 solutions\.$" "" -- --count --threads 2 "$data/queens4.dlx"
check "limit" 0 "^1 solution (stopped" "" -- --limit 1 "$data/queens4.dlx"
check "json" 0 '"solutions" : 2' "" -- --count --json "$data/queens4.dlx"
check "json says complete" 0 '"complete" : true' "" -- --json "$data/queens4.dlx"
check "json at a limit" 0 '"complete" : false' "" -- --json --count --limit 1 "$data/queens4.dlx"
check "colours: the one solution" 0 "^  p r x:A y$" "" -- --first "$data/colours.dlx"
check "colours: first, json" 0 '"q x:A"' "" -- --first --json "$data/colours.dlx"
check "no solution" 0 "^No solution\.$" "" -- --first "$data/none.dlx"
check "random" 0 "^Solution 1:$" "" -- --random 12 "$data/queens4.dlx"

n=$((n + 1))
"$cli" xcc --random 99 "$data/queens4.dlx" >"$tmp/a" 2>&1
"$cli" xcc --random 99 "$data/queens4.dlx" >"$tmp/b" 2>&1
if cmp -s "$tmp/a" "$tmp/b"; then echo "ok $n - random is reproducible"
else echo "not ok $n - random is reproducible"; failed=$((failed + 1)); fi

check "unknown item" 1 "" "unknown-item.dlx:4:4: unknown item “bb”" -- "$data/unknown-item.dlx"
check "repeated item" 1 "" "repeated-item.dlx:3:5: item “b” appears twice" -- "$data/repeated-item.dlx"
check "coloured primary" 1 "" "coloured-primary.dlx:2:2: primary item “a”" -- "$data/coloured-primary.dlx"
# Editors on some systems start UTF-8 files with a byte-order mark.
check "byte-order mark before a comment" 0 "^  p r x:A y$" "" -- --first "$data/bom.dlx"
check "byte-order mark before the item line" 0 "^1 solution\\.$" "" -- --count "$data/bom-first-line.dlx"
check "not UTF-8" 1 "" "not-utf8.dlx:2:3: the text is not UTF-8" -- "$data/not-utf8.dlx"
check "missing file" 1 "" "no-such-file.dlx" -- "$data/no-such-file.dlx"
check "no file" 2 "" "exactly one FILE" --
check "two modes" 2 "" "choose one of" -- --count --first "$data/queens4.dlx"
check "bad limit" 2 "" "--limit" -- --limit lots "$data/queens4.dlx"
check "threads without count" 2 "" "--threads" -- --threads 2 "$data/queens4.dlx"

[ $failed -eq 0 ]
