#!/bin/sh
# check-translation.sh LOCALEDIR
#
# The German catalogue that meson compiled from de.po loads through gettext
# and translates: a plain message, both plural forms of a ngettext message,
# and a message from each kind of data file. The expected text is what
# de.po says; a stale, missing or misnamed .mo gives back the English.
set -u

localedir=$1
if ! command -v gettext >/dev/null 2>&1 || ! command -v ngettext >/dev/null 2>&1; then
  echo "gettext(1) is not installed; skipping"
  exit 77
fi
mo="$localedir/de/LC_MESSAGES/puzzlewright.mo"
if [ ! -f "$mo" ]; then
  echo "$mo was not built"
  exit 1
fi

# LANGUAGE is honoured in C.UTF-8 but ignored in plain C.
LC_ALL=C.UTF-8
LANGUAGE=de
TEXTDOMAINDIR=$localedir
TEXTDOMAIN=puzzlewright
export LC_ALL LANGUAGE TEXTDOMAINDIR TEXTDOMAIN

failed=0
expect () {
  if [ "$1" = "$2" ]; then
    echo "ok: “$2”"
  else
    echo "FAIL: expected “$2”, got “$1”"
    failed=1
  fi
}

expect "$(gettext 'List the puzzle kinds')" 'Die Rätselarten auflisten'
expect "$(gettext 'Design, check and print puzzles')" 'Rätsel entwerfen, prüfen und drucken'
expect "$(gettext 'Default paper size')" 'Standard-Papierformat'
expect "$(gettext 'Puzzlewright puzzle')" 'Puzzlewright-Rätsel'
expect "$(ngettext '%u number to add up' '%u numbers to add up' 1)" '%u Zahl zum Addieren'
expect "$(ngettext '%u number to add up' '%u numbers to add up' 3)" '%u Zahlen zum Addieren'
exit $failed
