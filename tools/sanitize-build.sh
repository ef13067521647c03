#!/usr/bin/env bash
# Installs clang when missing and configures build/asan, the one clang build that
# tools/asan-tests.sh tests and tools/fuzz.sh fuzzes (the `asan` preset, cmake/Sanitize.cmake).
#   tools/sanitize-build.sh [-DNAME=VALUE...]    options passed on to cmake
# A build/asan left by an earlier gcc configuration is configured afresh.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(cmake ninja-build clang lld libclang-rt-14-dev llvm nlohmann-json3-dev libspdlog-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  as_root=()
  [ "$(id -u)" -eq 0 ] || as_root=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${as_root[@]}" apt-get update -qq
  "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

cache=build/asan/CMakeCache.txt
if [ -f "$cache" ] && ! grep -q "^TRICORNE_SANITIZE:BOOL=ON" "$cache"; then
  rm -rf build/asan/CMakeCache.txt build/asan/CMakeFiles
fi
cmake --preset asan "$@" >/dev/null
