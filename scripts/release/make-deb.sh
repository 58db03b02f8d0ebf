#!/usr/bin/env bash
# `make deb`: topochess_<version>_amd64.deb from the Linux x64 executable, with dpkg-deb and no network. The layout is
# that of Debian's engine packages (fairymax, sjaakii): the program in /usr/games, a man page in section 6, the
# XBoard plugin files under /usr/share/games/plugins, and the docs under /usr/share/doc/topochess. xz preset 0:
# 34 MB instead of 28 MB at the default preset, in a tenth of the time.
#   scripts/release/make-deb.sh <executable> <out.deb>
set -euo pipefail
exe=$1
out=$2
root=$(cd "$(dirname "$0")/../.." && pwd)
version=$(node -p "require('$root/package.json').version")
epoch=${SOURCE_DATE_EPOCH:-$(git -C "$root" log -1 --format=%ct 2>/dev/null || echo 0)}
stage=$(mktemp -d)
log=$(mktemp)
trap 'rm -rf "$stage" "$log"' EXIT

doc=$stage/usr/share/doc/topochess
install -D -m 755 "$exe" "$stage/usr/games/topochess"
install -d "$stage/usr/share/man/man6" "$doc/docs"
sed "s/\"Topochess [0-9][^\"]*\"/\"Topochess $version\"/" "$root/packaging/topochess.6" | gzip -9n > "$stage/usr/share/man/man6/topochess.6.gz"
install -D -m 644 "$root/packaging/topochess.eng" "$stage/usr/share/games/plugins/xboard/topochess.eng"
install -D -m 644 "$root/packaging/topochess.png" "$stage/usr/share/games/plugins/logos/topochess.png"
install -m 644 "$root/README.md" "$doc/README.md"
cp -r "$root/docs/." "$doc/docs/"
{
  echo 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/'
  echo 'Upstream-Name: topochess'
  echo
  echo 'Files: *'
  echo 'Copyright: 2026 Topochess contributors'
  echo 'License: MIT'
  sed 's/^$/./; s/^/ /' "$root/LICENSE"
} > "$doc/copyright"
find "$stage" -type d -exec chmod 755 {} +
find "$stage/usr/share" -type f -exec chmod 644 {} +

install -d "$stage/DEBIAN"
cat > "$stage/DEBIAN/control" <<CONTROL
Package: topochess
Version: $version
Architecture: amd64
Maintainer: Topochess contributors
Installed-Size: $(du -sk --exclude=DEBIAN "$stage" | cut -f1)
Depends: libatomic1, libc6 (>= 2.28), libgcc-s1, libstdc++6 (>= 5.2)
Suggests: xboard
Section: games
Priority: optional
Description: chess-variant engine for unusual boards, speaking UCI and XBoard
 Topochess plays FIDE chess and five variants on boards that are not 8x8
 squares: M.S.G. chess, Stack Chess, Sesqui-dimensional Chess (a ring),
 Decimal Quadruple Besiege (a twisted torus) and ten-player Salmon P. Chess.
 It speaks UCI and XBoard/CECP v2 and registers itself with XBoard.
CONTROL
find "$stage" -exec touch -h -d "@$epoch" {} +
mkdir -p "$(dirname "$out")"
if ! SOURCE_DATE_EPOCH=$epoch dpkg-deb --root-owner-group -Zxz -z0 --build "$stage" "$out" >"$log" 2>&1; then
  cat "$log" >&2
  exit 1
fi
echo "$out  $(du -m "$out" | cut -f1) MB"
