#!/usr/bin/env node
// `make release`: from one bundle, one archive per target under dist/release/ (the executable, README, LICENSE and
// docs in a folder named like the archive) and SHA256SUMS. Offline and reproducible: the Node packages come from the
// cache, every file gets the commit's time stamp, and archive members are sorted with owner and group 0.
//   node scripts/release/make-release.mjs <bundle.cjs> [target …]
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildExecutable } from './build-executable.mjs';
import { megabytes, run, runMain } from './quiet.mjs';
import { TARGETS, target } from './runtime.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
export const RELEASE_DIR = join(ROOT, 'dist/release');
/** What each archive holds beside the executable. */
const PAYLOAD = ['README.md', 'LICENSE', 'docs'];

export function releaseVersion() {
  return JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
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

function buildArchive(t, bundle, stage, epoch) {
  const folder = archiveName(t).replace(/\.(tar\.gz|zip)$/, '');
  const top = join(stage, folder);
  mkdirSync(top, { recursive: true });
  buildExecutable(t.id, bundle, join(top, t.exe));
  for (const item of PAYLOAD) cpSync(join(ROOT, item), join(top, item), { recursive: true });
  const members = [folder, ...listFiles(top).map((path) => `${folder}/${path}`)];
  for (const member of members) utimesSync(join(stage, member), epoch, epoch);
  const out = join(RELEASE_DIR, archiveName(t));
  rmSync(out, { force: true });
  if (t.archive === 'zip') {
    // -X: no extra (uid, atime) fields; TZ=UTC: zip stores local time.
    run('zip', ['-X', '-q', '-D', out, ...members.filter((m) => !statSync(join(stage, m)).isDirectory())], {
      cwd: stage,
      env: { ...process.env, TZ: 'UTC' },
    });
  } else {
    const tar = ['--sort=name', `--mtime=@${epoch}`, '--owner=0', '--group=0', '--numeric-owner', '--format=gnu'];
    run('bash', ['-o', 'pipefail', '-c', `tar ${tar.join(' ')} -cf - "$1" | gzip -n > "$2"`, 'tar', folder, out], {
      cwd: stage,
    });
  }
  rmSync(top, { recursive: true, force: true });
  return out;
}

function sha256(path) {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

export function makeRelease(bundle, ids = TARGETS.map((t) => t.id)) {
  const epoch = sourceDateEpoch();
  const stage = join(RELEASE_DIR, '.stage');
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  try {
    for (const id of ids) {
      const out = buildArchive(target(id), bundle, stage, epoch);
      console.log(`${out.slice(ROOT.length + 1)}  ${megabytes(statSync(out).size)}`);
    }
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
  const archives = TARGETS.map((t) => archiveName(t)).filter((name) => readdirSync(RELEASE_DIR).includes(name));
  const sums = archives.map((name) => `${sha256(join(RELEASE_DIR, name))}  ${name}\n`).join('');
  writeFileSync(join(RELEASE_DIR, 'SHA256SUMS'), sums);
  console.log(`dist/release/SHA256SUMS  ${archives.length} archives`);
}

if (resolve(process.argv[1] ?? '') === resolve(import.meta.filename)) {
  runMain(() => {
    const [bundle, ...ids] = process.argv.slice(2);
    if (bundle === undefined) throw new Error('usage: make-release.mjs <bundle.cjs> [target …]');
    makeRelease(bundle, ids.length > 0 ? ids : undefined);
  });
}
