#!/usr/bin/env bash
# The soak: in a release build, 1,000 random games of each scenario of the series and a few of
# every variant and option set, and 1,000 of each scenario and option set of every other game
# (the block game), with every invariant checked after every action. The
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
# The golden records replay alike in this -O3 build as in the Debug and sanitizer builds' tests.
if golden=$("$cli" golden --check tests/golden 2>&1); then
  echo "soak: release build: $golden"
else
  failed=1
  echo "soak: release build: golden records FAILED:"
  echo "$golden" | head -n 40
fi
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

# The series: GAMES games of each of its scenarios (those `scenarios` names no other game for),
# then a few of every variant and option set.
series=battles-of-the-american-revolution
for scenario in $("$cli" scenarios | awk -F'\t' '$NF !~ /^game /{print $1}'); do
  run "$scenario" --game "$series" --scenario "$scenario" --games "$games"
done
run "every option set" --game "$series" --all --games $(( games / 50 > 0 ? games / 50 : 1 ))
# Every other game (the block game): GAMES games of each scenario with each set of options the
# game plays (its optionSets: none, each option alone, all together), so an option the game
# comes to accept is soaked without editing this script.
for game in $("$cli" games | grep -vx "$series"); do
  run "$game game, every scenario and option set" --game "$game" --all --games "$games"
  grep -v '^  ' "$build/soak-out.log" | paste -d ' ' - - | sed 's/^/  /'
done
exit "$failed"
