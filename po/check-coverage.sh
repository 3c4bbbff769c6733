#!/bin/sh
# check-coverage.sh SRCDIR BUILDDIR XGETTEXT [XGETTEXT-ARGS...]
#
# For each language in LINGUAS: merges its catalogue with a template made
# from the current sources (without touching po/), prints what
# `msgfmt --statistics` says of it, and lists the messages it leaves
# untranslated or fuzzy with where they are. Exits 1 when any are left,
# or when a catalogue does not compile (`msgfmt --check`).
#
#   ninja -C _build po-coverage      lists them (a run target)
#   meson test -C _build po-complete the same, as a test
# The merged catalogues are left in BUILDDIR/coverage/LANG.po, ready to
# be translated and copied over po/LANG.po (or run
# `ninja -C _build puzzlewright-update-po` to merge po/ in place).
set -eu

srcdir=$1
builddir=$2
xgettext=$3
shift 3

work="$builddir/coverage"
mkdir -p "$work"
"$xgettext" "$@" --directory="$srcdir" --files-from="$srcdir/po/POTFILES.in" \
  --package-name=puzzlewright -o "$work/puzzlewright.pot"

# Lists the entries of PO (msgattrib's output) as "  at FILE:LINE" and
# "  msgid ...", one message after the other, leaving out the header.
list_entries () {
  sed -n 's/^#: /  at /p;s/^msgctxt /  context /p;s/^msgid /  msgid /p' "$1" | grep -v 'msgid ""$' || true
}

status=0
for lang in $(sed -e 's/#.*//' "$srcdir/po/LINGUAS"); do
  merged="$work/$lang.po"
  msgmerge --quiet --no-fuzzy-matching -o "$merged" "$srcdir/po/$lang.po" "$work/puzzlewright.pot"
  stats=$(msgfmt --check --statistics -o /dev/null "$merged" 2>&1) || {
    echo "$lang: does not compile:"
    echo "$stats"
    status=1
    continue
  }
  # To stdout: with nothing to write, msgattrib -o would leave an old file.
  msgattrib --untranslated --no-obsolete --no-wrap "$merged" > "$work/$lang.untranslated"
  msgattrib --only-fuzzy --no-obsolete --no-wrap "$merged" > "$work/$lang.fuzzy"
  echo "$lang: $stats"
  if grep -q '^msgid ' "$work/$lang.untranslated" 2>/dev/null; then
    echo " untranslated:"
    list_entries "$work/$lang.untranslated"
    status=1
  fi
  if grep -q '^msgid ' "$work/$lang.fuzzy" 2>/dev/null; then
    echo " fuzzy (check the translation, then remove the fuzzy flag):"
    list_entries "$work/$lang.fuzzy"
    status=1
  fi
done
exit $status
