#!/usr/bin/env node
// `make release`: from one bundle, one archive per target under dist/release/ (the executable, README, LICENSE and
// docs in a folder named like the archive) and SHA256SUMS. Offline and reproducible: the Node packages come from the
// cache, every file gets the commit's time stamp, and archive members are sorted with owner and group 0.
//   node scripts/release/make-release.mjs <bundle.cjs> [target …]
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildExecutable } from './build-executable.mjs';
import { StepError, megabytes, run, runMain } from './quiet.mjs';
import { TARGETS, target } from './runtime.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
export const RELEASE_DIR = join(ROOT, 'dist/release');
const STAGE = join(RELEASE_DIR, '.stage');
/** What each archive holds beside the executable. */
const PAYLOAD = ['README.md', 'LICENSE', 'docs'];

export function releaseVersion(root = ROOT) {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
}

export function archiveName(t, version = releaseVersion()) {
  return `topochess-${version}-${t.id}.${t.archive}`;
}

/** Seconds since 1970 of the checked-out commit (SOURCE_DATE_EPOCH wins), so two builds give the same bytes. */
function sourceDateEpoch() {
  if (process.env.SOURCE_DATE_EPOCH) return Number(process.env.SOURCE_DATE_EPOCH);
  try {
    return Number(run('git', ['log', '-1', '--format=%ct'], { cwd: ROOT }).trim());
  } catch {
    return 0;
  }
}

function listFiles(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
      return entry.isDirectory() ? [path, ...listFiles(dir, path)] : [path];
    });
}

function buildArchive(t, bundle, epoch) {
  const folder = archiveName(t).replace(/\.(tar\.gz|zip)$/, '');
  const top = join(STAGE, folder);
  mkdirSync(top, { recursive: true });
  buildExecutable(t.id, bundle, join(top, t.exe));
  for (const item of PAYLOAD) cpSync(join(ROOT, item), join(top, item), { recursive: true });
  const members = [folder, ...listFiles(top).map((path) => `${folder}/${path}`)];
  for (const member of members) utimesSync(join(STAGE, member), epoch, epoch);
  const out = join(RELEASE_DIR, archiveName(t));
  rmSync(out, { force: true });
  if (t.archive === 'zip') {
    // -X: no extra (uid, atime) fields; TZ=UTC: zip stores local time.
    run('zip', ['-X', '-q', '-D', out, ...members.filter((m) => !statSync(join(STAGE, m)).isDirectory())], {
      cwd: STAGE,
      env: { ...process.env, TZ: 'UTC' },
    });
  } else {
    const tar = ['--sort=name', `--mtime=@${epoch}`, '--owner=0', '--group=0', '--numeric-owner', '--format=gnu'];
    run('bash', ['-o', 'pipefail', '-c', `tar ${tar.join(' ')} -cf - "$1" | gzip -n > "$2"`, 'tar', folder, out], {
      cwd: STAGE,
    });
  }
  rmSync(top, { recursive: true, force: true });
  return out;
}

function sha256(path) {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/** Builds one archive in a child process (a build holds a 150 MB executable in memory: two at a time at most). */
function buildInChild(id, bundle) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [import.meta.filename, '--one', id, bundle], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => (code === 0 ? done(output) : fail(new StepError(`${id}: ${output}`))));
  });
}

export async function makeRelease(bundle, ids = TARGETS.map((t) => t.id)) {
  rmSync(STAGE, { recursive: true, force: true });
  mkdirSync(STAGE, { recursive: true });
  try {
    const queue = [...ids];
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift())
        process.stdout.write(await buildInChild(id, bundle));
    };
    await Promise.all([worker(), worker()]);
  } finally {
    rmSync(STAGE, { recursive: true, force: true });
  }
  const archives = TARGETS.map((t) => archiveName(t)).filter((name) => readdirSync(RELEASE_DIR).includes(name));
  const sums = archives.map((name) => `${sha256(join(RELEASE_DIR, name))}  ${name}\n`).join('');
  writeFileSync(join(RELEASE_DIR, 'SHA256SUMS'), sums);
  console.log(`dist/release/SHA256SUMS  ${archives.length} archives`);
}

if (resolve(process.argv[1] ?? '') === resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  if (args[0] === '--one') {
    runMain(() => {
      const out = buildArchive(target(args[1]), args[2], sourceDateEpoch());
      console.log(`${out.slice(ROOT.length + 1)}  ${megabytes(statSync(out).size)}`);
    });
  } else {
    const [bundle, ...ids] = args;
    if (bundle === undefined) {
      process.stderr.write('usage: make-release.mjs <bundle.cjs> [target …]\n');
      process.exit(1);
    }
    makeRelease(bundle, ids.length > 0 ? ids : undefined).catch((error) => {
      process.stderr.write(`${error instanceof StepError ? error.message : (error?.stack ?? error)}\n`);
      process.exit(1);
    });
  }
}
