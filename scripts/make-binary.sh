#!/usr/bin/env bash
# dist/topochess: the Linux x64 executable, built exactly as the release builds it (scripts/release/), so the tests
# run what users run: the pinned Node LTS from the cached npm package, a single-executable blob made by that same
# Node. Offline once `make release-deps` has filled the cache.
set -euo pipefail
exec node "$(dirname "$0")/release/build-executable.mjs" linux-x64 "$1" "$2"
