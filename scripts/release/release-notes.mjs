#!/usr/bin/env node
// The release's version, its changelog entry and its notes:
//   node scripts/release/release-notes.mjs --check   refuses (exit 1) a dirty working tree or a version that has no
//                                                    entry in CHANGELOG.md; `make release` runs it first
//   node scripts/release/release-notes.mjs           writes dist/release/RELEASE-NOTES.md from the entry, the
//                                                    SHA256SUMS and how the tests check each platform
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { releaseVersion } from './make-release.mjs';
import { StepError, runMain } from './quiet.mjs';
import { TARGETS } from './runtime.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const RELEASE_DIR = join(ROOT, 'dist/release');
export const CHANGELOG = join(ROOT, 'CHANGELOG.md');
export const RELEASE_NOTES = join(RELEASE_DIR, 'RELEASE-NOTES.md');

/** The body of `## [version] - date` in the changelog (up to the next `## ` heading), or undefined. */
export function changelogEntry(version, text = readFileSync(CHANGELOG, 'utf8')) {
  const lines = text.split('\n');
  const heading = lines.findIndex((line) => line.startsWith(`## [${version}] - `));
  if (heading < 0) return undefined;
  const next = lines.findIndex((line, i) => i > heading && /^## /.test(line));
  const body = lines.slice(heading + 1, next < 0 ? undefined : next);
  const date = lines[heading].slice(`## [${version}] - `.length).trim();
  const end = body.findIndex((line) => /^\[[^\]]+\]: /.test(line)); // the link definitions that close the file
  return { date, body: (end < 0 ? body : body.slice(0, end)).join('\n').trim() };
}

/** Lines of `git status --porcelain` in `cwd`: tracked files that differ from the commit, untracked files not ignored. */
export function dirtyFiles(cwd = ROOT) {
  return execFileSync('git', ['status', '--porcelain'], { cwd, encoding: 'utf8' })
    .split('\n')
    .filter((line) => line !== '');
}

/** Why the tree at `root` cannot be released, or [] when it can. */
export function releaseProblems(root = ROOT) {
  const problems = [];
  const dirty = dirtyFiles(root);
  if (dirty.length > 0) problems.push(`the working tree is dirty (commit or stash first):\n  ${dirty.join('\n  ')}`);
  const version = releaseVersion(root);
  if (changelogEntry(version, readFileSync(join(root, 'CHANGELOG.md'), 'utf8')) === undefined) {
    problems.push(`CHANGELOG.md has no entry "## [${version}] - <date>" for the version in package.json`);
  }
  return problems;
}

/** The notes: the changelog entry, the archives with their SHA-256 sums, and what the tests did with each platform. */
export function releaseNotes(version, entry, sums) {
  const platforms = TARGETS.map((t) => {
    const name = `topochess-${version}-${t.id}.${t.archive}`;
    const verdict = t.tested.run ? `**run** ${t.tested.how}` : `**built and checked, not run**: ${t.tested.how}`;
    return `| ${t.id} | \`${name}\` | ${verdict} |`;
  });
  return [
    `# Topochess ${version}`,
    '',
    `Released ${entry.date}.`,
    '',
    '## Changes',
    '',
    entry.body,
    '',
    '## Platforms',
    '',
    "How `make test` checks each platform's archive:",
    '',
    '| platform | archive | tests |',
    '|---|---|---|',
    ...platforms,
    '',
    '## SHA-256',
    '',
    '```',
    ...sums.map(({ name, sha256 }) => `${sha256}  ${name}`),
    '```',
    '',
  ].join('\n');
}

/** Reads SHA256SUMS and CHANGELOG.md, writes RELEASE-NOTES.md; throws when the version has no changelog entry. */
export function writeReleaseNotes(version = releaseVersion()) {
  const entry = changelogEntry(version);
  if (entry === undefined) throw new StepError(`CHANGELOG.md has no entry "## [${version}] - <date>"`);
  const sums = readFileSync(join(RELEASE_DIR, 'SHA256SUMS'), 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [sha256, name] = line.split(/ {2}/);
      return { name, sha256 };
    });
  writeFileSync(RELEASE_NOTES, releaseNotes(version, entry, sums));
  return RELEASE_NOTES;
}

if (resolve(process.argv[1] ?? '') === resolve(import.meta.filename)) {
  runMain(() => {
    if (process.argv[2] === '--check') {
      const problems = releaseProblems();
      if (problems.length > 0) throw new StepError(`make release: refused\n- ${problems.join('\n- ')}`);
      return;
    }
    console.log(`${writeReleaseNotes().slice(ROOT.length + 1)}`);
  });
}
