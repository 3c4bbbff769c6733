#!/bin/sh
# check-coverage.sh SRCDIR BUILDDIR XGETTEXT [XGETTEXT-ARGS...]
#
# For each language in LINGUAS: merges its catalogue with a template made
# from the current sources (without touching po/) and lists the messages
# it leaves untranslated or fuzzy. Exits 1 when any are left.
set -eu

srcdir=$1
builddir=$2
xgettext=$3
shift 3

work="$builddir/coverage"
mkdir -p "$work"
"$xgettext" "$@" --directory="$srcdir" --files-from="$srcdir/po/POTFILES.in" \
  --package-name=puzzlewright -o "$work/puzzlewright.pot"

status=0
for lang in $(sed -e 's/#.*//' "$srcdir/po/LINGUAS"); do
  msgmerge --quiet --no-fuzzy-matching -o "$work/$lang.po" "$srcdir/po/$lang.po" "$work/puzzlewright.pot"
  missing=$(msgattrib --untranslated --no-obsolete "$work/$lang.po" | grep -c '^msgid ' || true)
  fuzzy=$(msgattrib --only-fuzzy --no-obsolete "$work/$lang.po" | grep -c '^msgid ' || true)
  # msgattrib keeps the header entry, which is one msgid "" of its own.
  [ "$missing" -gt 0 ] && missing=$((missing - 1))
  [ "$fuzzy" -gt 0 ] && fuzzy=$((fuzzy - 1))
  echo "$lang: $missing untranslated, $fuzzy fuzzy"
  if [ "$missing" -gt 0 ] || [ "$fuzzy" -gt 0 ]; then
    msgattrib --untranslated --no-obsolete --no-wrap "$work/$lang.po" | sed -n 's/^#: /  at /p;s/^msgid /  msgid /p' | grep -v 'msgid ""$' || true
    status=1
  fi
done
exit $status
