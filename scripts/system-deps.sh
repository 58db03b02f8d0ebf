#!/usr/bin/env bash
# Installs the Debian programs the real-client tests drive (XBoard under Xvfb, polyglot, Fairy-Max, Chromium for the
# board page) and those the release needs and is tested with (zip, the arm64 strip; debootstrap and zstd for the
# Debian 13 chroot whose Wine 10 runs the Windows executable, scripts/release/wine-chroot.sh; qemu-user with an arm64
# C runtime for the Linux arm64 one; man for the man page), and the batch systems the distributed-match test runs
# shards on (Slurm with munge: scripts/slurm-cluster.sh; GNU parallel), once.
set -euo pipefail
export PATH="/usr/games:$PATH"
missing=()
command -v xboard >/dev/null || missing+=(xboard)
command -v Xvfb >/dev/null || missing+=(xvfb)
command -v polyglot >/dev/null || missing+=(polyglot)
command -v fairymax >/dev/null || missing+=(fairymax)
command -v strip >/dev/null || missing+=(binutils)
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v zip >/dev/null || missing+=(zip)
command -v unzip >/dev/null || missing+=(unzip)
command -v man >/dev/null || missing+=(man-db)
command -v aarch64-linux-gnu-strip >/dev/null || missing+=(binutils-aarch64-linux-gnu)
command -v debootstrap >/dev/null || missing+=(debootstrap)
command -v zstd >/dev/null || missing+=(zstd)
[ -x /usr/sbin/slurmctld ] || missing+=(slurm-wlm)
[ -x /usr/sbin/munged ] || missing+=(munge)
# moreutils has a `parallel` of its own: only GNU's will do.
parallel --version 2>/dev/null | grep -q '^GNU parallel' || missing+=(parallel)
command -v qemu-aarch64 >/dev/null || missing+=(qemu-user)
# The arm64 C and C++ runtime that qemu-aarch64 -L loads the dynamically linked Node from (no multiarch needed).
for lib in libc6 libstdc++6 libatomic1; do
  dpkg -s "$lib-arm64-cross" >/dev/null 2>&1 || missing+=("$lib-arm64-cross")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "system-deps: need ${missing[*]}; run as root or install them" >&2
  exit 1
fi
echo "system-deps: installing ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
