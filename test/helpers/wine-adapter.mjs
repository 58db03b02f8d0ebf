#!/usr/bin/env node
// A Windows engine under Wine, made to look like any engine on stdin/stdout, for the Windows test only (a test's
// engine process and `topochess match --engine1 'node wine-adapter.mjs …'`). Under Wine, Node fails with EBADF when
// its stdout is a pipe or a socket, so the .exe gets a pseudo-terminal for stdin (util-linux `script`) and a regular
// file for stdout, which is polled here and copied to this process's stdout. The terminal is put in raw mode before
// Wine starts (in its cooked mode, lines typed ahead reach Wine's console with LF for CR and are never ended), and
// input lines are passed on ending in CR LF, as Windows GUIs send them. The engine's stderr goes to this stderr at exit.
//   node wine-adapter.mjs <chroot root> <exe as seen inside the chroot> [args …]
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const CHROOT_SCRIPT = resolve(import.meta.dirname, '../../scripts/release/wine-chroot.sh');
const POLL_MS = 5;
const [root, exe, ...args] = process.argv.slice(2);
if (exe === undefined) {
  process.stderr.write('usage: wine-adapter.mjs <chroot root> <exe inside the chroot> [args …]\n');
  process.exit(2);
}

const quote = (word) => `'${word.replaceAll("'", "'\\''")}'`;
const out = join(root, 'tmp', `topochess-out-${process.pid}.txt`);
const err = join(root, 'tmp', `topochess-err-${process.pid}.txt`);
closeSync(openSync(out, 'w'));
/** Printed on the terminal once it is in raw mode: input waits for it. */
const RAW = 'topochess-wine-adapter: raw';
const wine = ['exec', '/bin/bash', CHROOT_SCRIPT, 'run', root, exe, ...args].map(quote).join(' ');
const command = `stty raw -echo && printf '%s\\n' ${quote(RAW)} && ${wine} >${quote(out)} 2>${quote(err)}`;
// script: -q no banner, -e the child's exit code, -f flush. Its output (the terminal) is read only for the marker.
const child = spawn('/usr/bin/script', ['-qefc', command, '/dev/null'], {
  stdio: ['pipe', 'pipe', 'inherit'],
  env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' },
});
child.stdin.on('error', () => undefined);

let raw = false;
let terminal = '';
const waiting = [];
child.stdout.setEncoding('utf8');
child.stdout.on('data', (chunk) => {
  if (raw) return;
  terminal += chunk;
  if (!terminal.includes(RAW)) return;
  raw = true;
  for (const line of waiting.splice(0)) child.stdin.write(line);
});

let partial = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  const lines = (partial + chunk).split('\n');
  partial = lines.pop() ?? '';
  for (const line of lines) {
    const crlf = `${line.replace(/\r$/, '')}\r\n`;
    if (raw) child.stdin.write(crlf);
    else waiting.push(crlf);
  }
});
// A raw terminal has no end of file to pass on: the engine is ended by quit, by a signal or by wineserver -k.
process.stdin.on('end', () => undefined);

const fd = openSync(out, 'r');
const buffer = Buffer.alloc(1 << 16);
let offset = 0;
/** Copies whatever the engine has written since the last call (a copy: the buffer is read into again). */
function drain() {
  for (
    let n = readSync(fd, buffer, 0, buffer.length, offset);
    n > 0;
    n = readSync(fd, buffer, 0, buffer.length, offset)
  ) {
    process.stdout.write(Buffer.from(buffer.subarray(0, n)));
    offset += n;
  }
}
const poll = setInterval(drain, POLL_MS);

let exitCode = null;
child.on('exit', (code, signal) => {
  exitCode = code ?? (signal === null ? 1 : 128);
  clearInterval(poll);
  drain();
  closeSync(fd);
  if (existsSync(err)) process.stderr.write(readFileSync(err));
  rmSync(out, { force: true });
  rmSync(err, { force: true });
  process.stdout.write('', () => process.exit(exitCode));
});
for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(name, () => child.kill('SIGTERM'));
