#!/bin/sh
# check-help.sh YELP-CHECK HELP-DIR — TAP: the help validates against the
# Mallard schema, and has no broken link, no missing picture and no page
# that no other page leads to.  yelp-check's validate fails on errors;
# links, media and orphans only print what they find.
set -u
yelp_check=$1
dir=$2
cd "$dir" || exit 1

echo "1..4"
n=0
check () {
  what=$1
  shift
  n=$((n + 1))
  out=$("$@" 2>&1)
  status=$?
  if [ $status -eq 0 ] && [ -z "$out" ]; then
    echo "ok $n - $what"
  else
    echo "not ok $n - $what"
    printf '%s\n' "$out" | sed 's/^/# /'
  fi
}
check "every page is valid Mallard" "$yelp_check" validate .
check "every link leads to a page" "$yelp_check" links .
check "every picture is there" "$yelp_check" media .
check "every page can be reached from the index" "$yelp_check" orphans .
