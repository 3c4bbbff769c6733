#!/bin/sh
# a11y-run.sh PROGRAM [ARGS...]
#
# Runs PROGRAM (test-ui-a11y) with an accessibility bus of its own, as a
# screen reader's session has one: a private D-Bus session
# (dbus-run-session), on which GTK starts at-spi-bus-launcher and the
# AT-SPI registry (at-spi2-core) when it asks for the bus.  The test suite
# turns accessibility off for every other test (GTK_A11Y=none,
# NO_AT_BRIDGE=1); this test needs it on.
#
# PW_A11Y_PYTHON names a Python that can import pyatspi (Debian's
# python3-pyatspi, which build-aux/deps.sh installs): the first python3 on
# the PATH may be another one (a virtual environment, pyenv).
set -u

unset GTK_A11Y NO_AT_BRIDGE
if ! command -v dbus-run-session >/dev/null 2>&1; then
  echo "1..0 # SKIP no dbus-run-session (Debian package dbus-bin): the accessibility bus cannot start"
  exit 0
fi
for python in python3 /usr/bin/python3; do
  if command -v "$python" >/dev/null 2>&1 && "$python" -c 'import pyatspi' 2>/dev/null; then
    PW_A11Y_PYTHON=$(command -v "$python")
    export PW_A11Y_PYTHON
    break
  fi
done
if [ -z "${PW_A11Y_PYTHON:-}" ]; then
  echo "Bail out! No Python with pyatspi: install python3-pyatspi (build-aux/deps.sh does)"
  exit 1
fi
# In the sanitized build, this test leaves leak checking to the others:
# walking every screen through AT-SPI makes more than 2,048 GQuarks (the
# names GDBus and GTK intern), and at the 2,049th GLib moves its quark
# table to a larger block and drops the first one on purpose (gquark.c:
# lookups run without a lock), which LeakSanitizer reports as a 16 KiB
# leak whose stack stops at g_malloc, too short for a suppression to name.
# Errors of memory (a use after free, an overflow) are still caught here.
if [ -n "${ASAN_OPTIONS:-}" ]; then
  ASAN_OPTIONS="$ASAN_OPTIONS:detect_leaks=0"
  export ASAN_OPTIONS
fi
# The bus's daemons write to the standard output they inherit (the
# registry says it is running): theirs goes to stderr, and only the
# test's own output, its TAP, stays on stdout (fd 3 carries it past).
exec 3>&1
exec dbus-run-session -- sh -c 'exec "$@" >&3 3>&-' sh "$@" >&2
