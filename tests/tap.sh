# tap.sh — TAP for the shell tests: source it, call check, end with tap_done.

tap_n=0
tap_fails=0

# check NAME EXPECTED-STATUS PATTERN -- COMMAND...   (PATTERN matched against stdout+stderr)
check () {
  local name=$1 want=$2 pattern=$3
  shift 4
  tap_n=$((tap_n + 1))
  local out status
  out=$("$@" 2>&1)
  status=$?
  if [ "$status" -eq "$want" ] && grep -qE -- "$pattern" <<<"$out"; then
    echo "ok $tap_n - $name"
  else
    echo "not ok $tap_n - $name (status $status, wanted $want; pattern '$pattern')"
    sed 's/^/# /' <<<"$out"
    tap_fails=$((tap_fails + 1))
  fi
}

# Prints the plan; the script's exit status says whether all passed.
tap_done () {
  echo "1..$tap_n"
  [ $tap_fails -eq 0 ]
}
