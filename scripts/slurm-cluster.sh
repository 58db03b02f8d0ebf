#!/usr/bin/env bash
# A one-node Slurm cluster on this machine, for the distributed-match test (test/e2e/distributed.test.ts) and for
# trying docs/distributed.md by hand. Needs root and Debian's slurm-wlm and munge (`make system-deps`).
#
#   scripts/slurm-cluster.sh start [DIR]   generates DIR (default: a new temp dir) with a munge key, slurm.conf and
#                                          the daemons' state, starts munged, slurmctld and slurmd, waits until sinfo
#                                          shows the node idle, and prints DIR; then `export SLURM_CONF=DIR/slurm.conf`
#                                          and use sbatch, squeue, sinfo as on any cluster.
#   scripts/slurm-cluster.sh stop DIR      stops the three daemons started in DIR and removes DIR.
#
# Nothing outside DIR is written or read: the daemons take their configuration, sockets, pid files, logs and state
# from DIR and listen on two free ports of 127.0.0.1, so the cluster neither meets a system Slurm or munge nor
# another cluster started the same way. The node is the machine itself (all its CPUs and memory), one partition.
set -euo pipefail
export PATH="$PATH:/usr/sbin:/sbin"

usage() {
  echo "usage: $0 start [DIR] | stop DIR" >&2
  exit 2
}

# Two distinct TCP ports of 127.0.0.1 that nothing listens on now (both held open together, so never the same).
free_ports() {
  node -e "
    const net = require('net');
    const servers = [net.createServer(), net.createServer()];
    let open = 0;
    for (const server of servers)
      server.listen(0, '127.0.0.1', () => {
        if (++open < 2) return;
        console.log(servers.map((s) => s.address().port).join(' '));
        for (const s of servers) s.close();
      });"
}

# Stops the daemon whose pid is in FILE (if it runs) and waits until it has gone.
stop_daemon() {
  local file=$1 pid
  [ -s "$file" ] || return 0
  pid=$(cat "$file")
  kill "$pid" 2>/dev/null || return 0
  for _ in $(seq 100); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.1
  done
  kill -9 "$pid" 2>/dev/null || true
}

stop() {
  local dir=$1
  [ -f "$dir/slurm.conf" ] || { echo "slurm-cluster: $dir is not a cluster made by this script" >&2; exit 1; }
  # Jobs still running (a test that failed half-way) are cancelled first: their steps would outlive slurmd.
  if [ -s "$dir/slurmctld.pid" ] && kill -0 "$(cat "$dir/slurmctld.pid")" 2>/dev/null; then
    export SLURM_CONF=$dir/slurm.conf
    scancel --user="$(id -un)" 2>/dev/null || true
    for _ in $(seq 100); do
      [ -z "$(squeue --noheader --format=%i 2>/dev/null)" ] && break
      sleep 0.1
    done
  fi
  # Then slurmd, the controller, and the authentication they needed.
  stop_daemon "$dir/slurmd.pid"
  stop_daemon "$dir/slurmctld.pid"
  stop_daemon "$dir/munged.pid"
  rm -rf "$dir"
}

# Prints the daemons' logs (the reason a start failed) to stderr.
show_logs() {
  local dir=$1 log
  for log in "$dir"/*.log; do
    [ -f "$log" ] || continue
    echo "--- $log" >&2
    tail -n 20 "$log" >&2
  done
}

# Says why the start failed, shows the logs, and stops whatever did start.
fail() {
  local dir=$1
  echo "slurm-cluster: $2" >&2
  show_logs "$dir"
  stop "$dir"
  exit 1
}

start() {
  local dir=$1
  [ "$(id -u)" -eq 0 ] || { echo "slurm-cluster: must run as root (slurmd starts jobs as their users)" >&2; exit 1; }
  for program in munged slurmctld slurmd sinfo; do
    command -v "$program" >/dev/null || {
      echo "slurm-cluster: $program is missing: run make system-deps (Debian's slurm-wlm and munge)" >&2
      exit 1
    }
  done
  mkdir -p "$dir"/{state,spool,munge}
  # munged refuses a socket folder or key that others may write or read.
  chmod 700 "$dir" "$dir/munge"
  dd if=/dev/urandom of="$dir/munge/munge.key" bs=1024 count=1 status=none
  chmod 400 "$dir/munge/munge.key"
  # The configuration first, so that stop can clean up after any failure below.
  write_config "$dir"
  munged --force --socket="$dir/munge/munge.socket" --key-file="$dir/munge/munge.key" \
    --pid-file="$dir/munged.pid" --log-file="$dir/munged.log" --seed-file="$dir/munge/munged.seed" ||
    fail "$dir" "munged did not start"
  export SLURM_CONF=$dir/slurm.conf
  # -i: ignore any state a cluster of the same name left; -c: start clean.
  slurmctld -i -c || fail "$dir" "slurmctld did not start"
  slurmd || fail "$dir" "slurmd did not start"
  local state=''
  for _ in $(seq 300); do
    state=$(sinfo --noheader --format=%t 2>/dev/null || true)
    [ "$state" = idle ] && { echo "$dir"; return 0; }
    sleep 0.1
  done
  fail "$dir" "the node is '${state:-not listed}' after 30 s, not idle"
}

# DIR/slurm.conf: the machine as one node of one partition, everything the daemons keep inside DIR.
write_config() {
  local dir=$1
  local host cpus memory ports
  host=$(hostname -s)
  read -r -a ports <<<"$(free_ports)"
  cpus=$(nproc)
  # RealMemory in MB, a little under the total so that slurmd does not find less than configured.
  memory=$(awk '/^MemTotal:/ { print int($2 / 1024 * 0.9) }' /proc/meminfo)
  cat >"$dir/slurm.conf" <<EOF
ClusterName=topochess
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=${ports[0]}
SlurmdPort=${ports[1]}
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$dir/munge/munge.socket
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
SlurmdTimeout=30
# sbatch --wait polls every 2 s while MinJobAge / 2 <= 2 (longer ages stretch its polls to 8 and 32 s)
MinJobAge=5
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$memory State=UNKNOWN
PartitionName=main Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
}

case "${1:-}" in
  start)
    [ $# -le 2 ] || usage
    start "${2:-$(mktemp -d "${TMPDIR:-/tmp}/topochess-slurm-XXXXXX")}"
    ;;
  stop)
    [ $# -eq 2 ] || usage
    stop "$2"
    ;;
  *) usage ;;
esac
