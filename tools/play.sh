#!/usr/bin/env bash
# Installs what is missing, builds a release and starts Tricorne on the Campaign scenario.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc)"
exec build/release/src/frontends/app/tricorne --scenario campaign "$@"
