#!/usr/bin/env bash
# Wine 10 from Debian 13 (trixie) in a chroot, to run topochess.exe on a Debian 12 machine without touching the host's
# libraries (Debian 12's Wine 8 cannot start Node 26: V8 needs VirtualAlloc2 placeholders). As root:
#   wine-chroot.sh build       makes the chroot once (debootstrap, wine, a Windows 10 prefix: about 2 minutes) and
#                              keeps it as a tarball in ~/.cache/topochess-release (TOPOCHESS_RELEASE_CACHE)
#   wine-chroot.sh up DIR      a chroot of one's own at DIR/root: the cached tree (unpacked once beside the tarball)
#                              under an overlay whose writes go to DIR, /proc and /dev mounted, a wineserver running
#   wine-chroot.sh run ROOT …  runs `wine …` chrooted in ROOT (DIR/root) with a clean environment
#   wine-chroot.sh down DIR    stops every Wine process in DIR/root, unmounts everything, and removes DIR
# Nothing is removed while anything under it is still mounted, and removal never crosses into another file system.
set -euo pipefail
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
cache=${TOPOCHESS_RELEASE_CACHE:-${HOME:-$(getent passwd "$(id -u)" | cut -d: -f6)}/.cache/topochess-release}
tarball=$cache/wine-trixie-chroot.tar.zst
tree=$cache/wine-trixie-chroot
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
# Root's home inside the chroot holds the Wine prefix; Mono and Gecko are not wanted (no .NET, no HTML). Debian's
# Wine puts its server's socket folder in XDG_RUNTIME_DIR (and complains on stderr when there is none).
wine_env=(env -i HOME=/root PATH=/usr/bin:/bin XDG_RUNTIME_DIR=/run/user/0 WINEPREFIX=/root/.wine WINEDEBUG=-all
  'WINEDLLOVERRIDES=mscoree,mshtml=')

need_root() {
  if [ "$(id -u)" -ne 0 ]; then
    echo "wine-chroot: needs root (chroot, mount)" >&2
    exit 1
  fi
}

# Runs this script's `$1` holding the cache's lock: one build or unpack at a time, another one under way is waited for
# (and its result used). -o: the lock is not passed on to the processes the step starts (a Wine service could hold it).
locked() {
  mkdir -p "$cache"
  flock -o "$cache/wine-chroot.lock" bash "${BASH_SOURCE[0]}" "$1"
}

mount_system() {
  mount -t proc proc "$1/proc"
  mount --rbind /dev "$1/dev"
  mount --make-rslave "$1/dev"
}

# Mount points at or under $1, deepest first.
mounts_under() {
  awk -v d="$1" '$2 == d || index($2, d "/") == 1 { print $2 }' /proc/self/mounts | sort -r
}

# Kills whatever still runs with its root in $1 (a Wine process that outlived wineserver -k), and waits for it.
kill_inside() {
  local pids
  for _ in 1 2 3; do # again, for a process started while the first were killed
    pids=()
    for proc in /proc/[0-9]*; do
      [ "$(readlink "$proc/root" 2>/dev/null)" = "$1" ] && pids+=("${proc#/proc/}")
    done
    [ ${#pids[@]} -eq 0 ] && return 0
    kill -KILL "${pids[@]}" 2>/dev/null || true
    for pid in "${pids[@]}"; do
      while [ "$(readlink "/proc/$pid/root" 2>/dev/null)" = "$1" ]; do sleep 0.1; done
    done
  done
}

# Stops Wine in the chroot at $1 and unmounts everything at or under $1; fails if something stays mounted.
unmount_all() {
  local root left
  [ -d "$1" ] || return 0
  root=$(realpath "$1")
  if [ -x "$root/usr/bin/wineserver" ] && mountpoint -q "$root/proc"; then
    # -k signals the server and its clients; -w waits until the server has gone.
    chroot "$root" "${wine_env[@]}" wineserver -k >/dev/null 2>&1 || true
    chroot "$root" "${wine_env[@]}" wineserver -w >/dev/null 2>&1 || true
  fi
  kill_inside "$root"
  local lazy=0
  while read -r point; do
    [ -n "$point" ] || continue
    mountpoint -q "$point" || continue # gone with its parent's umount -R
    umount -R "$point" 2>/dev/null && continue
    echo "wine-chroot: $point is busy: detached lazily" >&2
    umount -l "$point" || true
    lazy=1
  done <<<"$(mounts_under "$root")"
  left=$(mounts_under "$root")
  if [ -n "$left" ]; then
    echo "wine-chroot: still mounted, nothing removed:" "$left" >&2
    return 1
  fi
  return $lazy
}

build() {
  need_root
  [ -f "$tarball" ] || locked build-locked
}

build_locked() {
  [ -f "$tarball" ] && return 0
  for program in debootstrap zstd; do
    command -v $program >/dev/null || { echo "wine-chroot: $program is missing: run 'make system-deps'" >&2; exit 1; }
  done
  local work log
  work=$(mktemp -d "$cache/.chroot-XXXXXX")
  log=$work.log
  # shellcheck disable=SC2064 # the paths are fixed now
  trap "unmount_all '$work' && rm -rf --one-file-system '$work'; rm -f '$work.tar.zst' '$log'" EXIT
  echo "wine-chroot: building Debian 13 with Wine 10 in $work (once; about 2 minutes)"
  if ! debootstrap --variant=minbase trixie "$work" "$mirror" >"$log" 2>&1; then
    tail -n 30 "$log" >&2
    return 1
  fi
  mount_system "$work"
  mkdir -p -m 700 "$work/run/user/0"
  if ! chroot "$work" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
    apt-get install -y --no-install-recommends wine wine64 >"$log" 2>&1; then
    tail -n 30 "$log" >&2
    return 1
  fi
  chroot "$work" apt-get clean
  rm -rf "$work/var/lib/apt/lists/"* "$work/usr/share/doc/"* "$work/usr/share/man/"* "$work/usr/share/locale/"*
  # The prefix is made now (about 6 s) rather than at each run; Windows 10 is Wine 10's default.
  chroot "$work" "${wine_env[@]}" wineboot --init >"$log" 2>&1 || { tail -n 30 "$log" >&2; return 1; }
  chroot "$work" "${wine_env[@]}" wineserver -w
  unmount_all "$work"
  # wineboot copies Wine's DLLs into the prefix: identical copies become hard links (700 MB less to unpack).
  local lib=$work/usr/lib/x86_64-linux-gnu/wine/x86_64-windows
  for file in "$work/root/.wine/drive_c/windows/system32/"*; do
    [ -f "$file" ] && cmp -s "$file" "$lib/${file##*/}" && ln -f "$lib/${file##*/}" "$file"
  done
  rm -rf "$work/tmp/"* "$work/tmp/".[!.]*
  tar -C "$work" --numeric-owner -I 'zstd -T1 -3 -q' -cf "$work.tar.zst" .
  mv "$work.tar.zst" "$tarball"
  echo "wine-chroot: cached $tarball ($(du -m "$tarball" | cut -f1) MB)"
}

# The cached tree, unpacked from the tarball once (again when the tarball is newer), read-only under every overlay.
unpacked() {
  build
  [ -f "$tree/.unpacked" ] && [ "$tree/.unpacked" -nt "$tarball" ] && return 0
  locked unpack-locked
}

unpack_locked() {
  [ -f "$tree/.unpacked" ] && [ "$tree/.unpacked" -nt "$tarball" ] && return 0
  rm -rf --one-file-system "$tree"
  mkdir -p "$tree"
  tar -C "$tree" --numeric-owner -I zstd -xf "$tarball"
  touch "$tree/.unpacked"
}

up() {
  need_root
  unpacked
  mkdir -p "$1/root" "$1/upper" "$1/work"
  mount -t overlay overlay -o "lowerdir=$tree,upperdir=$1/upper,workdir=$1/work" "$1/root"
  mount_system "$1/root"
  # A persistent server (it forks into the background): every wine started later joins it instead of starting its own.
  chroot "$1/root" "${wine_env[@]}" wineserver -p </dev/null >/dev/null 2>&1
}

down() {
  need_root
  [ -d "$1" ] || return 0
  local status=0
  unmount_all "$1/root" || status=$? # Wine stopped, the chroot's /proc and /dev and the overlay unmounted
  unmount_all "$1" || status=$?      # anything else mounted under DIR
  [ -z "$(mounts_under "$1")" ] && rm -rf --one-file-system "$1"
  return $status # 1 when a mount had to be detached lazily: something in the chroot outlived wineserver -k
}

usage() {
  echo "usage: wine-chroot.sh build | up DIR | run DIR/root args… | down DIR" >&2
  exit 1
}

case "${1:-}" in
  build) build ;;
  build-locked) build_locked ;;
  unpack-locked) unpack_locked ;;
  up) [ $# -eq 2 ] || usage && up "$(realpath -m "$2")" ;;
  run)
    [ $# -ge 3 ] || usage
    root=$2
    shift 2
    exec chroot "$root" "${wine_env[@]}" wine "$@"
    ;;
  down) [ $# -eq 2 ] || usage && down "$(realpath -m "$2")" ;;
  *) usage ;;
esac
