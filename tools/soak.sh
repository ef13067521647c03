#!/usr/bin/env bash
# The soak: in a release build, 1,000 random games of each scenario and a few of every
# scenario, variant and option set, with every invariant checked after every action. The
# seed is drawn fresh for each run and printed first, so any failure can be played again:
#   tools/soak.sh [SEED] [GAMES]      (or tricorne-cli selfplay --scenario ID --games N --seed SEED)
# Exits non-zero when a game breaks an invariant, refuses a legal action or never ends.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh

seed="${1:-${SOAK_SEED:-}}"
if [ -z "$seed" ]; then
  # 53 bits, so the seed reads back the same wherever it is pasted.
  seed=$(( ($(od -An -N8 -tu8 /dev/urandom | tr -d ' ') >> 11) & 0x1FFFFFFFFFFFFF ))
fi
games="${2:-1000}"
echo "soak: seed $seed, $games games a scenario (again: tools/soak.sh $seed $games)"

build=build/soak
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DTRICORNE_BUILD_APP=OFF -DTRICORNE_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" -j "$(nproc)" --target tricorne-cli
cli="$build/src/frontends/cli/tricorne-cli"

failed=0
log="$build/soak-errors.log"
run() {
  local what="$1"; shift
  local started=$SECONDS
  if "$cli" selfplay "$@" --seed "$seed" >"$build/soak-out.log" 2>"$log"; then
    echo "soak: $what: $(tail -n 1 "$build/soak-out.log") ($((SECONDS - started)) s)"
  else
    failed=1
    echo "soak: $what FAILED with seed $seed: $(tail -n 1 "$build/soak-out.log")"
    head -n 40 "$log"
    echo "  ($(wc -l <"$log") lines of errors in all; again: $cli selfplay $* --seed $seed)"
  fi
}

for scenario in $("$cli" scenarios | cut -f1); do
  run "$scenario" --scenario "$scenario" --games "$games"
done
run "every option set" --all --games $(( games / 50 > 0 ? games / 50 : 1 ))
exit "$failed"
