#!/usr/bin/env bash
# Packs a bundled CommonJS program into a standalone executable with Node's single-executable-application route:
# SEA blob from the bundle, a stripped copy of this node binary, and postject to inject the blob. Works offline.
set -euo pipefail
bundle=$1
out=$2
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/sea-config.json" <<JSON
{ "main": "$(realpath "$bundle")", "output": "$work/sea-prep.blob", "disableExperimentalSEAWarning": true,
  "useSnapshot": false, "useCodeCache": false }
JSON
node --experimental-sea-config "$work/sea-config.json"
mkdir -p "$(dirname "$out")"
cp "$(command -v node)" "$work/topochess"
chmod u+w "$work/topochess"
strip "$work/topochess" 2>/dev/null || true
"$root/node_modules/.bin/postject" "$work/topochess" NODE_SEA_BLOB "$work/sea-prep.blob" \
  --sentinel-fuse NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2 >/dev/null
mv "$work/topochess" "$out"
echo "built $out ($(du -h "$out" | cut -f1))"
