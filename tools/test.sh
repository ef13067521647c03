#!/usr/bin/env bash
# Installs what is missing, builds everything with the tests and runs every test
# (the application's tests offscreen, with no display needed).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
export QT_QPA_PLATFORM=offscreen
cmake --preset dev >/dev/null
cmake --build --preset dev -j "$(nproc)"
ctest --preset dev -j "$(nproc)"
