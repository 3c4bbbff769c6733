#!/bin/sh
# check-mime.sh MIME-XML...
#
# The MIME type definitions are well-formed XML (xmllint), and
# shared-mime-info reads them as meant: update-mime-database, run on a
# scratch database, maps *.pzw to application/x-puzzlewright and *.ipuz to
# application/x-ipuz, each a subclass of application/json.
# update-mime-database alone is forgiving (a wrong namespace is skipped
# silently), hence both. Skips (77) when neither tool
# is installed.
set -u

xmllint=$(command -v xmllint || true)
updater=$(command -v update-mime-database || true)
if [ -z "$xmllint" ] && [ -z "$updater" ]; then
  echo "neither xmllint nor update-mime-database is installed; skipping"
  exit 77
fi

status=0
if [ -n "$xmllint" ]; then
  "$xmllint" --noout "$@" && echo "ok: well-formed: $*" || status=1
fi

if [ -n "$updater" ]; then
  db=$(mktemp -d)
  trap 'rm -rf "$db"' EXIT
  mkdir -p "$db/packages"
  # The merged (translated) file is the one that gets installed: the last one.
  for f in "$@"; do last=$f; done
  cp "$last" "$db/packages/puzzlewright.xml"
  # It always notes that the scratch dir is not in XDG_DATA_DIRS; show its
  # words only when the check fails.
  "$updater" "$db" >"$db/log" 2>&1
  for pair in pzw:application/x-puzzlewright ipuz:application/x-ipuz; do
    ext=${pair%%:*} type=${pair#*:}
    if grep -qxF "$type:*.$ext" "$db/globs" \
       && grep -qxF "$type application/json" "$db/subclasses"; then
      echo "ok: *.$ext is $type, a subclass of application/json"
    else
      echo "FAIL: update-mime-database did not register *.$ext as $type (JSON)"
      cat "$db/log"
      status=1
    fi
  done
fi
exit $status
