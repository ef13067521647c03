#!/usr/bin/env bash
# The include check: every #include in src/ and include/ must point down the layers
#   front ends -> games -> engine, and a volume -> its series,
# the front ends reaching a volume only through the series' Volume, never back (docs/architecture.md draws them). Prints each arrow pointing back and exits 1.
# Usage: tools/check-includes.sh [ROOT]   (ROOT: the source tree, this one by default)
set -euo pipefail
cd "${1:-$(dirname "$0")/..}"

# The module a file belongs to, from its path (in REPLY).
module_of() {
    case "$1" in
        src/engine/*|include/tricorne/engine/*) REPLY=engine ;;
        src/games/series/saratoga/*|include/tricorne/saratoga/*) REPLY=saratoga ;;
        src/games/series/*|include/tricorne/series/*) REPLY=series ;;
        src/games/block/*|include/tricorne/block/*) REPLY=block ;;
        src/games/*|include/tricorne/games/*) REPLY=games ;;
        src/frontends/shell/*) REPLY=shell ;;
        src/frontends/series_view/*) REPLY=series_view ;;
        src/frontends/block_view/*) REPLY=block_view ;;
        src/frontends/cli/*) REPLY=cli ;;
        src/ai/*|include/tricorne/ai/*) REPLY=ai ;;
        src/frontends/app/*) REPLY=app ;;
        *) REPLY=unknown ;;
    esac
}

# What each module may include besides itself: the modules below it.
allowed() {
    case "$1" in
        engine) REPLY="" ;;
        series) REPLY="engine" ;;
        saratoga) REPLY="engine series" ;;
        block) REPLY="engine" ;;
        games) REPLY="engine series saratoga block" ;;
        shell) REPLY="engine games qt" ;;
        series_view) REPLY="engine series games shell ai qt" ;;
        block_view) REPLY="engine block shell ai qt" ;;
        cli) REPLY="engine series games ai block" ;;
        ai) REPLY="engine series games block" ;;
        app) REPLY="engine series games block shell series_view block_view ai qt" ;;
        *) REPLY="" ;;
    esac
}

# The headers of the front ends by name: their targets add their own folders to the path.
declare -A frontend_header
while IFS= read -r h; do frontend_header[$(basename "$h")]="$h"; done < <(find src/frontends -name '*.h' 2>/dev/null)

# The file an #include "..." names: relative to the including file, else under include/,
# else the front-end header of that name.
resolve() {
    local from="$1" name="$2"
    local rel
    rel="$(dirname "$from")/$name"
    if [ -f "$rel" ]; then
        if [[ "$name" == *..* ]]; then REPLY=$(realpath -m --relative-to=. "$rel"); else REPLY="$rel"; fi
        return
    fi
    if [ -f "include/$name" ]; then REPLY="include/$name"; return; fi
    REPLY="${frontend_header[${name##*/}]:-}"
}

bad=0
while IFS= read -r file; do
    module_of "$file"; mod=$REPLY
    allowed "$mod"; ok=" $mod $REPLY "
    while IFS= read -r line; do
        [[ "$line" == '#include'* ]] || continue
        if [[ "$line" =~ ^#include\ *\<(Q[A-Za-z]*|qt[a-z]*/)  ]]; then
            target=qt
        elif [[ "$line" =~ ^#include\ *\"([^\"]+)\" ]]; then
            resolve "$file" "${BASH_REMATCH[1]}"; path=$REPLY
            if [ -z "$path" ]; then
                echo "$file: $line: no such header in the tree"; bad=1; continue
            fi
            module_of "$path"; target=$REPLY
        else
            continue
        fi
        if [[ "$ok" != *" $target "* ]]; then
            echo "$file: $line: $mod may not include $target"
            bad=1
        fi
    done < "$file"
done < <(find src include \( -name '*.h' -o -name '*.cpp' \) -type f | sort)

if [ "$bad" -ne 0 ]; then
    echo "include check: an arrow points back (docs/architecture.md says which way they go)"
    exit 1
fi
echo "include check: every include points down the layers"
