#!/bin/sh
# check-translation.sh LOCALEDIR
#
# Each catalogue that meson compiled from po/LANG.po loads through gettext
# and translates: a plain message, the plural forms of a ngettext message
# (French counts 0 as singular, Spanish and German as plural, Chinese has
# one form), and a message from each kind of data file. The expected text
# is what LANG.po says; a stale, missing or misnamed .mo gives back the
# English.
set -u

localedir=$1
if ! command -v gettext >/dev/null 2>&1 || ! command -v ngettext >/dev/null 2>&1; then
  echo "gettext(1) is not installed; skipping"
  exit 77
fi
# LANGUAGE is honoured in C.UTF-8 but ignored in plain C.
LC_ALL=C.UTF-8
TEXTDOMAINDIR=$localedir
TEXTDOMAIN=puzzlewright
export LC_ALL TEXTDOMAINDIR TEXTDOMAIN

failed=0
expect () {
  if [ "$1" = "$2" ]; then
    echo "ok: “$2”"
  else
    echo "FAIL: expected “$2”, got “$1”"
    failed=1
  fi
}

# in LANG: the plain messages, then "%u number(s) to add up" for 0, 1 and 3.
check () {
  lang=$1
  shift
  if [ ! -f "$localedir/$lang/LC_MESSAGES/puzzlewright.mo" ]; then
    echo "FAIL: $localedir/$lang/LC_MESSAGES/puzzlewright.mo was not built"
    failed=1
    return
  fi
  export LANGUAGE=$lang
  expect "$(gettext 'List the puzzle kinds')" "$1"
  expect "$(gettext 'Design, check and print puzzles')" "$2"
  expect "$(gettext 'Default paper size')" "$3"
  expect "$(gettext 'Puzzlewright puzzle')" "$4"
  expect "$(ngettext '%u number to add up' '%u numbers to add up' 0)" "$5"
  expect "$(ngettext '%u number to add up' '%u numbers to add up' 1)" "$6"
  expect "$(ngettext '%u number to add up' '%u numbers to add up' 3)" "$7"
}

check de 'Die Rätselarten auflisten' 'Rätsel entwerfen, prüfen und drucken' \
  'Standard-Papierformat' 'Puzzlewright-Rätsel' \
  '%u Zahlen zum Addieren' '%u Zahl zum Addieren' '%u Zahlen zum Addieren'
check fr 'Lister les types de casse-têtes' 'Concevoir, vérifier et imprimer des casse-têtes' \
  'Format de papier par défaut' 'Casse-tête Puzzlewright' \
  '%u nombre à additionner' '%u nombre à additionner' '%u nombres à additionner'
check es 'Listar los tipos de rompecabezas' 'Diseñar, comprobar e imprimir rompecabezas' \
  'Tamaño de papel predeterminado' 'Rompecabezas de Puzzlewright' \
  '%u números que sumar' '%u número que sumar' '%u números que sumar'
check zh_CN '列出谜题类型' '设计、检查并打印谜题' '默认纸张大小' 'Puzzlewright 谜题' \
  '%u 个要相加的数字' '%u 个要相加的数字' '%u 个要相加的数字'
exit $failed
