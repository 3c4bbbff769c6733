#!/bin/sh
# check-help-translation.sh YELP-CHECK ITSTOOL MSGFMT HELP-DIR LANG — TAP:
# the help's translation into LANG (HELP-DIR/LANG/LANG.po) is complete (no
# untranslated or fuzzy message, and none whose markup does not merge:
# each would show English in the middle of a translated page), and the
# pages it makes, merged the way `meson install` merges them, are as
# sound as the English ones (check-help.sh: valid Mallard, links,
# pictures, no orphan page).
set -u
yelp_check=$1
itstool=$2
msgfmt=$3
dir=$4
lang=$5
po=$dir/$lang/$lang.po
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# Against the English pages as they are now, not as they were when the
# catalogue was last merged: a new or changed English paragraph is a
# message the translation lacks.
msgmerge=$(dirname "$msgfmt")/msgmerge
(cd "$dir/C" && "$itstool" -o "$out/help.pot" ./*.page legal.xml) &&
  "$msgmerge" --quiet --no-fuzzy-matching -o "$out/$lang.po" "$po" "$out/help.pot" ||
  { echo "1..1"; echo "not ok 1 - $lang: the template is made and merged"; exit 0; }
# A picture's message (its path and checksum, which change each time
# build-aux/screenshots retakes it) needs no translation: untranslated,
# the page shows the picture of that name, the language's own if it has
# one.  Every other message does.
msggrep=$(dirname "$msgfmt")/msggrep
stats=$("$msggrep" --invert-match --msgid --regexp="^external ref=" "$out/$lang.po" |
  LC_ALL=C "$msgfmt" --check --statistics -o /dev/null - 2>&1) &&
  "$msgfmt" -o "$out/$lang.mo" "$out/$lang.po"
status=$?
case $stats in
  *untranslated* | *fuzzy*) status=1 ;;
esac
# The pages: the English ones with the translation merged in.
if [ $status -eq 0 ]; then
  # itstool keeps the English of a message whose translation breaks the
  # markup, with only a warning: that is a failure here.
  (cd "$dir/C" && "$itstool" -m "$out/$lang.mo" -o "$out/" ./*.page legal.xml) > "$out/merge.log" 2>&1 ||
    status=1
  [ -s "$out/merge.log" ] && status=1
  # The language's own pictures, where it has them; the English ones else.
  mkdir "$out/figures"
  for f in "$dir"/C/figures/*; do
    own=$dir/$lang/figures/$(basename "$f")
    [ -f "$own" ] && f=$own
    ln -s "$(cd "$(dirname "$f")" && pwd)/$(basename "$f")" "$out/figures/"
  done
fi
if [ $status -ne 0 ]; then
  echo "1..1"
  echo "not ok 1 - $lang: the translation is complete and merges"
  printf '%s\n' "$stats" | sed 's/^/# /'
  [ -f "$out/merge.log" ] && sed 's/^/# /' "$out/merge.log"
  exit 0
fi
rm -f "$out/$lang.mo" "$out/$lang.po" "$out/help.pot" "$out/merge.log"
# Complete: check-help.sh's checks on the merged pages, named for LANG.
sh "$(dirname "$0")/check-help.sh" "$yelp_check" "$out" |
  sed "s/^\(\(not \)\{0,1\}ok [0-9]* - \)/\1$lang: /"
