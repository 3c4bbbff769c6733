#!/bin/sh
# check-potfiles.sh SRCDIR XGETTEXT [XGETTEXT-ARGS...]
#
# Fails when a file with translatable strings is missing from POTFILES.in
# (its strings would silently stay English) or when POTFILES.in names a file
# that does not exist (the template could not be made). Candidates are the C
# sources and headers, the GtkBuilder files and the data files gettext knows
# how to read; xgettext itself decides what is translatable, with the same
# keywords the template is made with.
set -eu

srcdir=$1
xgettext=$2
shift 2
cd "$srcdir"

listed=$(sed -e 's/#.*//' -e 's/[[:space:]]*$//' -e '/^$/d' po/POTFILES.in | sort -u)

status=0
for f in $listed; do
  if [ ! -f "$f" ]; then
    echo "po/POTFILES.in lists $f, which does not exist"
    status=1
  fi
done

candidates=$( (find src ui -type f \( -name '*.c' -o -name '*.h' -o -name '*.ui' -o -name '*.desktop.in' \) 2>/dev/null
               find data -maxdepth 1 -type f \( -name '*.desktop.in' -o -name '*.metainfo.xml.in' \
                    -o -name '*.gschema.xml' -o -name '*.mime.xml' \) ) | sort)
if [ -z "$candidates" ]; then
  echo "no source files found under $srcdir"
  exit 1
fi

# --add-location=file prints "#: a.c b.c" above each message.
# shellcheck disable=SC2086
found=$("$xgettext" "$@" --add-location=file -o - $candidates \
        | sed -n 's/^#: //p' | tr ' ' '\n' | sed '/^$/d' | sort -u)

for f in $found; do
  if ! printf '%s\n' "$listed" | grep -qxF "$f"; then
    echo "$f has translatable strings but is not listed in po/POTFILES.in"
    status=1
  fi
done

for f in $listed; do
  if ! printf '%s\n' "$found" | grep -qxF "$f"; then
    echo "note: po/POTFILES.in lists $f, which has no translatable strings"
  fi
done

[ $status -eq 0 ] && echo "po/POTFILES.in lists all $(printf '%s\n' "$found" | wc -l) files with translatable strings"
exit $status
