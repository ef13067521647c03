#!/usr/bin/env bash
# Installs what the fuzz build needs when missing, builds the libFuzzer targets of fuzz/ in
# build/asan (the `asan` preset: clang, ASan + UBSan, the same objects tools/asan-tests.sh
# tests, so CI compiles them once) and runs each for SECONDS (default 30), as many at once as
# there are cores (two at most). Prints one line a target; exits non-zero on any crash, leak,
# timeout or out-of-memory, keeping the input that caused it under build/fuzz/crashes/.
#   tools/fuzz.sh [SECONDS] [TARGET...]        e.g. tools/fuzz.sh 600 fuzz_save
# Each target first runs its known bad inputs, fuzz/regressions/<target>/*, once
# (FUZZ_REGRESSIONS=0 skips them); new interesting inputs go to build/fuzz/corpus/<target>.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-30}"
[ "$#" -gt 0 ] && shift
targets=("$@")
[ "${#targets[@]}" -eq 0 ] && targets=(fuzz_save fuzz_scenario fuzz_map fuzz_counters fuzz_rules fuzz_action fuzz_block_data fuzz_ai_weights)
case "$seconds" in ''|*[!0-9]*) echo "usage: tools/fuzz.sh [SECONDS] [TARGET...]" >&2; exit 2 ;; esac

jobs="$(nproc)"
[ "$jobs" -gt 2 ] && jobs=2   # the machines we share have two cores
# A first configuration builds no tests nor application: the fuzz targets need neither.
if [ -f build/asan/CMakeCache.txt ]; then
  tools/sanitize-build.sh
else
  tools/sanitize-build.sh -DTRICORNE_BUILD_APP=OFF -DTRICORNE_BUILD_TESTS=OFF
fi
nice cmake --build --preset asan -j "$jobs" --target "${targets[@]}"
bin_dir=build/asan/fuzz
build=build/fuzz

mkdir -p "$build/crashes" "$build/logs"
symbolizer="$(command -v llvm-symbolizer || command -v llvm-symbolizer-14 || true)"
[ -n "$symbolizer" ] && export ASAN_SYMBOLIZER_PATH="$symbolizer"
export UBSAN_OPTIONS="print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"

# What a libFuzzer log reports, in words.
verdict() {
  local log="$1"
  if grep -q "ERROR: LeakSanitizer" "$log"; then echo "LEAK"
  elif grep -qE "ERROR: libFuzzer: timeout|ALARM: working on the last Unit" "$log"; then echo "TIMEOUT"
  elif grep -qE "ERROR: libFuzzer: out-of-memory|ERROR: libFuzzer: malloc" "$log"; then echo "OUT-OF-MEMORY"
  elif grep -qE "ERROR: (AddressSanitizer|libFuzzer)|runtime error:|^fuzz" "$log"; then echo "CRASH"
  else echo "FAILED"
  fi
}

# One target: its regressions, then SECONDS of fuzzing; the line it prints goes to
# logs/<target>.line and a failure to logs/<target>.failed, so targets can run side by side.
fuzz_target() {
  local t="$1"
  local bin="$bin_dir/$t"
  local log="$build/logs/$t.log"
  local regressions="regressions: none"
  local failed=0
  if [ "${FUZZ_REGRESSIONS:-1}" != 0 ] && compgen -G "fuzz/regressions/$t/*" >/dev/null; then
    local files=(fuzz/regressions/"$t"/*)
    local bad=0 f
    for f in "${files[@]}"; do
      if ! "$bin" -rss_limit_mb=2048 -timeout=10 "$f" >"$build/logs/$t.regression.log" 2>&1; then
        bad=$((bad + 1))
        echo "$t: $f: $(verdict "$build/logs/$t.regression.log") (see $build/logs/$t.regression.log)" >&2
        cp "$f" "$build/crashes/$t-regression-$(basename "$f")"
      fi
    done
    regressions="regressions: $((${#files[@]} - bad))/${#files[@]} pass"
    [ "$bad" -eq 0 ] || failed=1
  fi
  mkdir -p "$build/corpus/$t"
  local status=0
  nice "$bin" "$build/corpus/$t" "fuzz/corpus/$t" \
    -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 \
    -dict=fuzz/json.dict -artifact_prefix="$build/crashes/$t-" -print_final_stats=1 \
    >"$log" 2>&1 || status=$?
  local runs speed cov result artifact
  runs="$(grep -E '^stat::number_of_executed_units:' "$log" | grep -oE '[0-9]+$' | tail -1 || true)"
  speed="$(grep -E '^stat::average_exec_per_sec:' "$log" | grep -oE '[0-9]+$' | tail -1 || true)"
  cov="$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+' || true)"
  if [ "$status" -eq 0 ]; then
    result="ok"
  else
    failed=1
    artifact="$(grep -oE "Test unit written to [^ ]+" "$log" | tail -1 | sed 's/Test unit written to //' || true)"
    result="$(verdict "$log")${artifact:+ ($artifact)}, log $log"
  fi
  printf '%-14s %ss  executions: %s  exec/s: %s  cov: %s  %s  %s\n' \
    "$t" "$seconds" "${runs:-?}" "${speed:-?}" "${cov:-?}" "$regressions" "$result" >"$build/logs/$t.line"
  [ "$failed" -eq 0 ] || touch "$build/logs/$t.failed"
}

running=0
for t in "${targets[@]}"; do
  rm -f "$build/logs/$t.line" "$build/logs/$t.failed"
  fuzz_target "$t" &
  running=$((running + 1))
  if [ "$running" -ge "$jobs" ]; then
    wait -n || true
    running=$((running - 1))
  fi
done
wait

failed=0
for t in "${targets[@]}"; do
  if [ -f "$build/logs/$t.line" ]; then cat "$build/logs/$t.line"; else echo "$t: did not finish"; failed=1; fi
  [ ! -f "$build/logs/$t.failed" ] || failed=1
done
exit "$failed"
