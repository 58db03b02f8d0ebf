#!/usr/bin/env bash
# Installs the Debian programs the real-client tests drive (XBoard under Xvfb, polyglot, Fairy-Max, Chromium for the
# board page), once.
set -euo pipefail
export PATH="/usr/games:$PATH"
missing=()
command -v xboard >/dev/null || missing+=(xboard)
command -v Xvfb >/dev/null || missing+=(xvfb)
command -v polyglot >/dev/null || missing+=(polyglot)
command -v fairymax >/dev/null || missing+=(fairymax)
command -v strip >/dev/null || missing+=(binutils)
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "system-deps: need ${missing[*]}; run as root or install them" >&2
  exit 1
fi
echo "system-deps: installing ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
