#!/usr/bin/env bash
# The include check passes on this tree and fails on a tree where the series, or the series'
# view, includes its volume.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
"$root/tools/check-includes.sh" "$root"

tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
mkdir -p "$tree/src/games/series/rules" "$tree/include/tricorne/saratoga" "$tree/include/tricorne/series"
printf '#pragma once\n' > "$tree/include/tricorne/saratoga/fog.h"
printf '#pragma once\n' > "$tree/include/tricorne/series/map.h"
printf '#include "tricorne/series/map.h"\n' > "$tree/src/games/series/rules/zoc.cpp"
"$root/tools/check-includes.sh" "$tree" >/dev/null   # series -> series: allowed
printf '#include "tricorne/saratoga/fog.h"\n' >> "$tree/src/games/series/rules/zoc.cpp"
if out=$("$root/tools/check-includes.sh" "$tree"); then
    echo "the include check let the series include its volume"; exit 1
fi
grep -q 'src/games/series/rules/zoc.cpp: #include "tricorne/saratoga/fog.h": series may not include saratoga' <<<"$out" || {
    echo "the include check did not name the arrow pointing back:"; echo "$out"; exit 1; }
# The series' view reaches the volume through the series' Volume alone.
mkdir -p "$tree/src/frontends/series_view"
printf '#include "tricorne/saratoga/fog.h"\n' > "$tree/src/frontends/series_view/game_tables.cpp"
if out=$("$root/tools/check-includes.sh" "$tree"); then
    echo "the include check let the series' view include the volume"; exit 1
fi
grep -q 'src/frontends/series_view/game_tables.cpp: #include "tricorne/saratoga/fog.h": series_view may not include saratoga' <<<"$out" || {
    echo "the include check did not name the view's arrow:"; echo "$out"; exit 1; }
echo "include check: passes here, catches a back arrow"
