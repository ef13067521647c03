#!/usr/bin/env bash
# Installs what is missing, builds the `asan` preset (AddressSanitizer + UndefinedBehavior-
# Sanitizer, clang; the fuzz targets with it) and runs every test under it; any sanitizer
# report fails the run. TRICORNE_ASAN_APP=OFF leaves the Qt application and its tests out
# (core, cli and ai only).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh

app="${TRICORNE_ASAN_APP:-ON}"
jobs="$(nproc)"
[ "$jobs" -gt 2 ] && jobs=2   # the machines we share have two cores

export QT_QPA_PLATFORM=offscreen
# Every report aborts the process, so the test fails; leaks are reported at exit.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"

tools/sanitize-build.sh -DTRICORNE_BUILD_APP="$app" -DTRICORNE_BUILD_TESTS=ON
nice cmake --build --preset asan -j "$jobs"
log="build/asan/asan-tests.log"
status=0
nice ctest --preset asan -j "$jobs" 2>&1 | tee "$log" || status=$?
# A report in a test that still passed (a child process whose exit code was not checked).
if grep -qE "ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:" "$log"; then
  echo "asan-tests: sanitizer report in $log" >&2
  status=1
fi
exit "$status"
